render-underworld-turn = Tour { $turn }
render-underworld-region = Région { $number }/{ $total } : { $region_type }
render-underworld-stage-roll = { $seat } : lancez le dé de progression
render-underworld-stage-main =
    { $seat } : { $count ->
        [one] { $count } action restante
       *[other] { $count } actions restantes
    }, puis piocher ou soigner
render-underworld-stage-end = { $seat } : région terminée, piocher ou soigner
render-underworld-pending-axis = { $seat } choisit l’axe où Lara avance
render-underworld-pending-discard =
    { $seat } doit défausser { $count ->
        [one] { $count } carte
       *[other] { $count } cartes
    }
render-underworld-pending-guess = { $seat } annonce un type avant de retourner la carte du dessus
render-underworld-pending-cost_self = { $seat } paie { $obstacle_type } ou subit la pénalité
render-underworld-pending-cost_each = { $obstacle_type } : chaque personne paie sa part, { $seat } conclut
render-underworld-pending-cost_total = { $obstacle_type } : payez ensemble, { $seat } conclut
render-underworld-health = Santé { $health }/{ $max_health }
render-underworld-adrenaline = Adrénaline { $level }/{ $max }
render-underworld-thor = Objets de Thor { $count }/{ $total }
render-underworld-axis_complete = terminé
render-underworld-enemies = Ennemis en vue : { $count }/{ $limit }
render-underworld-enemy_pile = Cachés : { $count }
render-underworld-enemy_next = sort en premier
render-underworld-question-self = { $obstacle_type } : { $seat } paie sans aide
render-underworld-question-each = { $obstacle_type } : chaque personne paie sa propre part
render-underworld-question-total = { $obstacle_type } : toute la table paie ensemble
render-underworld-price = Prix :
render-underworld-price_or = ou
render-underworld-ready = le compte y est
render-underworld-not_ready = pas encore assez
render-underworld-passed = passe
render-underworld-given_none = rien pour l’instant
render-underworld-you = { $seat } (vous)
render-underworld-eliminated = Éliminé
render-underworld-draw_pile = Pioche
render-underworld-discard_pile = Défausse
render-underworld-supply = Réserve
render-underworld-revealed = Carte montrée
render-underworld-alt-revealed = Carte montrée : { $card }
render-underworld-legend-vp = Point de victoire
render-underworld-legend-tre = Trésor
render-underworld-legend-med = Trousse de soins
render-underworld-legend-card = Piocher une carte
render-underworld-legend-die = Dé d’obstacles
render-underworld-legend-adr = Adrénaline
render-underworld-legend-rel = Relique
render-underworld-legend-obj = Objet
render-underworld-legend-jormungandr = Jörmungandr
render-underworld-hand_title =
    Votre main : { $count ->
        [one] { $count } carte
       *[other] { $count } cartes
    }
render-underworld-hand_none = Aucune
render-underworld-hand_discard =
    Choisissez { $count ->
        [one] { $count } carte
       *[other] { $count } cartes
    } à défausser.
render-underworld-hand_objects = Vos objets
render-underworld-hand_no_objects = Pas encore d’objet
render-underworld-hand_out = Vous voilà hors jeu ; la table continue sans vous.
render-underworld-team_vp = PV de l’équipe : { $vp } · Jörmungandr coûte { $cost }
render-underworld-obstacle_ahead = Ensuite, obstacle { $number } : { $obstacle_type }
render-underworld-alt-track =
    { $axis } : { $number ->
        [0] Lara au départ, avant la case 1 sur { $total }
       *[other] Lara sur la case { $number } sur { $total }
    }
render-underworld-alt-natla = Natla : obstacles passés : { $count } sur { $total }
render-underworld-alt-seat = { $seat } : cartes : { $hand }, PV : { $vp }, trésors : { $treasures }, trousses de soin : { $medkits }
render-underworld-legend-exit = Sortie
render-underworld-exit = En partant (sortie ou obstacle { $count }), perdu : { $losses }
render-underworld-exit_objects = ces objets
render-underworld-exit_health =
    { $health ->
        [one] 1 point de santé
       *[other] { $health } points de santé
    } ({ $count ->
        [one] 1 ennemi
       *[other] { $count } ennemis
    } en vue)
render-underworld-exit_nothing = rien
render-underworld-then_obstacle = Puis, obstacle { $number } : { $obstacle_type }
render-underworld-on_tracks = Sur les pistes : { $objects }
render-underworld-object_on = { $object_type } ({ $axis_type } { $number })
