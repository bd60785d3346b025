game-underworld-name = Tomb Raider Underworld
option-underworld-scoring = Décompte
option-underworld-scoring-cooperative = Coopératif (tout le monde gagne ou perd ensemble)
option-underworld-scoring-competitive = Compétitif (si la partie est gagnée, victoire à qui garde le plus de points de victoire)
option-underworld-solo_draw = Pioche en solo (une seule personne)
option-underworld-solo_draw-rulebook = Règle du livret (2 cartes à chaque tour)
option-underworld-solo_draw-challenge = Défi (2 cartes un tour sur trois, 1 aux autres)
option-underworld-tracks = Pistes des régions
option-underworld-tracks-first = Premier réglage (parties commencées avant le nouveau)
option-underworld-tracks-second = Réglées pour un jeu fort : plus de jets du dé d’obstacle, moins de trésors (par défaut)
card-acrobatics =
    { $count ->
        [one] carte acrobatie
        [other] cartes acrobatie
       *[bare] acrobatie
    }
card-battle =
    { $count ->
        [one] carte combat
        [other] cartes combat
       *[bare] combat
    }
card-cunning =
    { $count ->
        [one] carte ruse
        [other] cartes ruse
       *[bare] ruse
    }
card-vp =
    { $count ->
        [one] point de victoire
       *[other] points de victoire
    }
card-treasure =
    { $count ->
        [one] trésor
       *[other] trésors
    }
card-medkit =
    { $count ->
        [one] trousse de soins
       *[other] trousses de soins
    }
card-any =
    { $count ->
        [one] élément au choix
       *[other] éléments au choix
    }
card-start = départ
card-die = dé d’obstacles
card-card = pioche
card-adr = adrénaline
card-med = trousse de soins
card-tre = trésor
card-rel = relique
card-object = objet
card-jormungandr = Jörmungandr
card-wild = Lara (axe au choix)
card-natla = Natla
card-discard_natla = défausse 1, puis Natla
card-nothing = face vide
card-wound = cœur brisé
card-enemy = panthère
card-enemies = deux panthères
card-discard1 = défausse 1
card-discard2 = défausse 2
card-niflheim = Niflheim
card-bhogavati = Bhogavati
card-croft_manor = Manoir Croft
card-xibalba = Xibalba
card-jan_mayen = Île Jan Mayen
card-helheim = Helheim
card-niflheim_1 = Porte engloutie
card-niflheim_2 = Porte de Niflheim
card-niflheim_3 = Le Kraken
card-niflheim_4 = Porte du gantelet
card-niflheim_5 = Salle des piliers brisés
card-niflheim_6 = Le navire d’Amanda
card-bhogavati_1 = En route vers le temple
card-bhogavati_2 = Cour de Bhogavati
card-bhogavati_3 = Salle proto-nordique
card-bhogavati_4 = Les joyaux de Shiva
card-bhogavati_5 = Main droite de Shiva
card-bhogavati_6 = Salle de la carte
card-croft_manor_1 = Le sarcophage
card-croft_manor_2 = Portes latérales
card-croft_manor_3 = Chauves-souris et escalade
card-croft_manor_4 = L’énigme de la chapelle
card-croft_manor_5 = Le bureau secret
card-croft_manor_6 = Le pilier runique
card-xibalba_1 = Tête de jaguar et crâne de pierre
card-xibalba_2 = Maison des jaguars
card-xibalba_3 = Maison des lames
card-xibalba_4 = Maison du feu
card-xibalba_5 = Maison qui s’effondre
card-xibalba_6 = Bassin de Jörmungandr
card-jan_mayen_1 = Tour de Valgrind
card-jan_mayen_2 = Porte des morts
card-jan_mayen_3 = Labyrinthe
card-jan_mayen_4 = Pont du Valhalla
card-jan_mayen_5 = Chevauchée du marteau
card-jan_mayen_6 = Passerelles et yéti
card-helheim_1 = Pierres de pouvoir
card-helheim_2 = Pont-levis
card-helheim_3 = Tir sur les thralls
card-helheim_4 = Hordes de Helheim
card-helheim_5 = Tour centrale
card-helheim_6 = Natla au cœur du serpent
card-thor_gauntlet_1 = Gantelet de Thor (premier)
card-spear_gun = Fusil-harpon
card-sonar_map = Carte sonar
card-tranq_gun_1 = Pistolet tranquillisant (Bhogavati)
card-shotgun = Fusil à pompe
card-sticky_grenades = Grenades collantes
card-grapple = Grappin
card-thor_gauntlet_2 = Gantelet de Thor (second)
card-tranq_gun_2 = Pistolet tranquillisant (manoir)
card-flare = Fusée éclairante
card-assault_rifle = Fusil d’assaut
card-thor_belt = Ceinture de Thor
card-combat_knife = Couteau de combat
card-motorcycle = Moto
card-mjolnir = Mjöllnir
card-smgs = Pistolets-mitrailleurs
card-climbing_gear = Matériel d’escalade
card-heavy_shotgun = Fusil lourd
card-grenade_launcher = Lance-grenades
card-pda = PDA
card-reef_shark = Requin de récif
card-mercenary_diver = Plongeur mercenaire
card-giant_squid = Calmar géant
card-amandas_gunman = Homme de main d’Amanda
card-bengal_tiger = Tigre du Bengale
card-black_panther = Panthère noire
card-giant_spider = Araignée géante
card-thai_mercenary = Mercenaire thaïlandais
card-cobra = Cobra
card-bat_swarm = Nuée de chauves-souris
card-crypt_rats = Rats de la crypte
card-intruder = Intrus
card-doppelganger = Double de Lara
card-jaguar = Jaguar
card-mayan_thrall = Thrall maya
card-mayan_dead = Mort maya
card-mercenary = Mercenaire
card-yeti = Yéti
card-valhalla_thrall = Thrall du Valhalla
card-norse_dead = Mort nordique
card-frost_wolf = Loup du givre
card-draugr = Draugr
card-helheim_thrall = Thrall de Helheim
card-natla_mercenary = Mercenaire de Natla
card-eitr_serpent = Serpent d’Eitr
obstacle-underworld-niflheim_1 = À vous seulement : 1 carte ruse et 1 trésor, sinon Lara perd 1 point de vie.
obstacle-underworld-niflheim_2 = Chaque personne : 1 carte acrobatie, sinon elle lance le dé d’obstacles.
obstacle-underworld-niflheim_3 = Ensemble : 2 cartes ruse et 2 acrobatie, sinon vous lancez le dé d’obstacles une fois.
obstacle-underworld-niflheim_4 = Lancez le dé d’obstacles si l’axe ruse n’est pas terminé.
obstacle-underworld-niflheim_5 = Ensemble : 3 cartes acrobatie, sinon vous lancez le dé d’obstacles une fois.
obstacle-underworld-niflheim_6 = Chaque personne : 1 carte combat, sinon elle lance le dé d’obstacles.
obstacle-underworld-bhogavati_1 = Ensemble : 4 cartes acrobatie et 1 combat, sinon vous lancez le dé d’obstacles une fois.
obstacle-underworld-bhogavati_2 = Chaque personne : 1 carte combat, sinon elle lance le dé d’obstacles.
obstacle-underworld-bhogavati_3 = Vous pouvez payer 3 trésors pour prendre le pistolet tranquillisant.
obstacle-underworld-bhogavati_4 = Ensemble : 4 cartes ruse, sinon vous lancez le dé d’obstacles une fois.
obstacle-underworld-bhogavati_5 = Chaque personne : 1 point de victoire, sinon elle lance le dé d’obstacles.
obstacle-underworld-bhogavati_6 = À vous seulement : 2 cartes ruse, sinon c’est l’élimination.
obstacle-underworld-croft_manor_1 = À vous seulement : 2 cartes ruse, sinon lancez le dé d’obstacles.
obstacle-underworld-croft_manor_2 = Axe ruse terminé : prenez le pistolet tranquillisant ; sinon lancez le dé d’obstacles.
obstacle-underworld-croft_manor_3 = Chaque personne : 1 carte acrobatie, sinon elle lance le dé d’obstacles.
obstacle-underworld-croft_manor_4 = Annoncez un type de carte puis retournez la carte du dessus de la pioche : gagné, vous la gardez ; perdu, elle part à la défausse avec toute votre main.
obstacle-underworld-croft_manor_5 = À vous seulement : 1 point de victoire et 1 trésor, sinon c’est l’élimination.
obstacle-underworld-croft_manor_6 = Ensemble : 6 éléments au choix (cartes, points de victoire, trésors), sinon vous lancez le dé d’obstacles une fois.
obstacle-underworld-xibalba_1 = Chaque personne : 1 carte acrobatie et 1 combat, sinon Lara perd 1 point de vie pour elle.
obstacle-underworld-xibalba_2 = Axe ruse terminé : chaque personne pioche une carte ; sinon lancez le dé d’obstacles une fois.
obstacle-underworld-xibalba_3 = Ensemble : 2 cartes acrobatie, sinon Lara perd 1 point de vie.
obstacle-underworld-xibalba_4 = Ensemble : 2 cartes acrobatie, sinon Lara perd 1 point de vie.
obstacle-underworld-xibalba_5 = À vous seulement : 1 carte acrobatie et 1 ruse, sinon Lara perd 2 points de vie.
obstacle-underworld-xibalba_6 = Lancez deux fois le dé d’obstacles si l’axe combat n’est pas terminé.
obstacle-underworld-jan_mayen_1 = Chaque personne peut payer 5 points de victoire pour piocher 2 cartes ; les autres lancent le dé d’obstacles.
obstacle-underworld-jan_mayen_2 = Chaque personne : 1 trésor ou 3 points de victoire, sinon elle est éliminée.
obstacle-underworld-jan_mayen_3 = À vous seulement : 2 cartes ruse, sinon vous défaussez toute votre main.
obstacle-underworld-jan_mayen_4 = La carte du dessus de la pioche est montrée ; à vous seulement : 2 cartes de son type, sinon lancez le dé d’obstacles.
obstacle-underworld-jan_mayen_5 = À vous seulement : 3 cartes acrobatie, sinon lancez deux fois le dé d’obstacles.
obstacle-underworld-jan_mayen_6 = Ensemble : 5 cartes combat, sinon Lara perd 2 points de vie.
obstacle-underworld-helheim_1 = À vous seulement : 2 cartes ruse, sinon lancez le dé d’obstacles.
obstacle-underworld-helheim_2 = Chaque personne : 1 carte acrobatie, sinon elle lance le dé d’obstacles.
obstacle-underworld-helheim_3 = Ensemble : 4 cartes combat, sinon vous lancez deux fois le dé d’obstacles.
obstacle-underworld-helheim_4 = Ensemble : 5 cartes combat, sinon Lara perd 2 points de vie.
obstacle-underworld-helheim_5 = Chaque personne : 2 points de victoire ou 2 trésors, sinon elle défausse toute sa main.
obstacle-underworld-helheim_6 = Natla réveille le serpent : la partie est perdue.
object-underworld-thor_gauntlet_1 = Objet de Thor : va sur le plateau principal ; +1 point de victoire à la découverte.
object-underworld-spear_gun = Élimine 1 ennemi.
object-underworld-sonar_map = +1 ruse, puis piochez 1 carte.
object-underworld-tranq_gun_1 = Élimine 2 ennemis.
object-underworld-shotgun = Élimine 1 ennemi.
object-underworld-sticky_grenades = Élimine 2 ennemis.
object-underworld-grapple = +1 acrobatie.
object-underworld-thor_gauntlet_2 = Objet de Thor : va sur le plateau principal ; +1 point de victoire à la découverte.
object-underworld-tranq_gun_2 = Élimine 2 ennemis.
object-underworld-flare = +1 ruse.
object-underworld-assault_rifle = Élimine 1 ennemi, puis piochez 1 carte.
object-underworld-thor_belt = Objet de Thor : va sur le plateau principal ; Lara regagne 1 point de vie à la découverte.
object-underworld-combat_knife = Élimine 1 ennemi.
object-underworld-motorcycle = +2 acrobatie.
object-underworld-mjolnir = Objet de Thor : va sur le plateau principal ; élimine jusqu’à 2 ennemis à la découverte.
object-underworld-smgs = Élimine 2 ennemis.
object-underworld-climbing_gear = +1 acrobatie et +1 combat.
object-underworld-heavy_shotgun = Élimine 2 ennemis.
object-underworld-grenade_launcher = Élimine 2 ennemis, puis lancez le dé d’obstacles.
object-underworld-pda = +1 sur l’axe de votre choix.
prompt-underworld-axis = Choisissez l’axe sur lequel Lara avance.
prompt-underworld-discard =
    Choisissez { $count ->
        [one] { $count } carte
       *[other] { $count } cartes
    } à défausser.
prompt-underworld-guess = Annoncez un type de carte, puis la carte du dessus est retournée.
prompt-underworld-cost_self = Payez l’obstacle, ou subissez la pénalité.
prompt-underworld-cost_each = Chaque personne paie sa part ou subit la pénalité ; la personne dont c’est le tour conclut.
prompt-underworld-cost_total = Mettez des éléments en commun ; la personne dont c’est le tour conclut quand c’est suffisant, ou subit la pénalité.
action-underworld-roll = Lancer le dé de progression
action-underworld-axis = Avancer en { $axis_type }
action-underworld-discard_1 = Défausser une carte { $first_type }
action-underworld-discard_2 = Défausser { $first_type } et { $second_type }
action-underworld-guess = Parier sur { $axis_type }
action-underworld-play = Jouer une carte { $axis_type }
action-underworld-treasure = Dépenser un trésor en { $axis_type }
action-underworld-use = Utiliser { $object_type }
action-underworld-defeat = Éliminer l’ennemi le plus à droite
action-underworld-defeat_1 = Éliminer { $enemy_type } : payer { $count } { NOUN($item_type, $count) }
action-underworld-defeat_2 = Éliminer { $enemy_type } : payer { $count } { NOUN($item_type, $count) } + { $count2 } { NOUN($second_type, $count2) }
action-underworld-pay = Payer
action-underworld-pay_1 = Payer { $count } { NOUN($item_type, $count) }
action-underworld-pay_2 = Payer { $count } { NOUN($item_type, $count) } + { $count2 } { NOUN($second_type, $count2) }
action-underworld-give = Mettre { $count } { NOUN($item_type, $count) }
action-underworld-pass = Ne rien mettre de plus
action-underworld-settle = Conclure l’obstacle
action-underworld-decline = Subir plutôt la pénalité
action-underworld-draw =
    Piocher { $count ->
        [one] { $count } carte
       *[other] { $count } cartes
    } et finir le tour
confirm-underworld-actions_left =
    Finir le tour avec encore { $count ->
        [one] { $count } action
       *[other] { $count } actions
    } ? Les actions non utilisées sont perdues.
action-underworld-heal =
    Utiliser { $count ->
        [one] { $count } trousse
       *[other] { $count } trousses
    } et finir le tour
event-underworld-turn_started = Tour { $turn } : à { $seat } de jouer.
event-underworld-progress_rolled = { $seat } lance le dé de progression : { $face_type }.
event-underworld-obstacle_rolled = { $seat } lance le dé d’obstacles : { $face_type }.
event-underworld-advanced = Lara avance sur la case { $space } de l’axe { $axis_type } ({ $space_type }).
event-underworld-axis_blocked = L’axe { $axis_type } est terminé : Lara ne bouge pas.
event-underworld-obstacle = Natla atteint l’obstacle { $number } : { $obstacle_type }.
event-underworld-enemy_revealed = Un ennemi surgit : { $enemy_type } ({ $visible } dans la ligne).
event-underworld-no_enemy_left = Plus aucun ennemi à révéler dans cette région.
event-underworld-enemy_defeated = { $seat } élimine { $enemy_type }.
event-underworld-wounded =
    Lara perd { $amount ->
        [one] { $amount } point de vie
       *[other] { $amount } points de vie
    } (il en reste { $health }).
event-underworld-healed =
    Lara récupère : { $health ->
        [one] { $health } point de vie
       *[other] { $health } points de vie
    }.
event-underworld-medkits_used =
    { $seat } utilise { $count ->
        [one] { $count } trousse
       *[other] { $count } trousses
    } : Lara a { $health ->
        [one] { $health } point de vie
       *[other] { $health } points de vie
    }.
event-underworld-relic = Une relique ! La vie de Lara peut maintenant monter à { $max_health }.
event-underworld-adrenaline = L’adrénaline monte à { $level }.
event-underworld-adrenaline_rush = Adrénaline au maximum : un pas gratuit et un ennemi éliminé, puis la jauge repart à zéro.
event-underworld-gained =
    { $seat } prend { $counter_type ->
        [feminine] une
       *[other] un
    } { NOUN($counter_type, 1) }.
event-underworld-supply_empty = Plus { DE($counter_type) } dans la réserve.
event-underworld-drew =
    { $seat } pioche { $count ->
        [one] { $count } carte
       *[other] { $count } cartes
    }.
event-underworld-drawn =
    Vous avez pioché : { $acrobatics ->
        [one] { $acrobatics } acrobatie
       *[other] { $acrobatics } acrobaties
    }, { $battle ->
        [one] { $battle } combat
       *[other] { $battle } combats
    }, { $cunning ->
        [one] { $cunning } ruse
       *[other] { $cunning } ruses
    }.
event-underworld-reshuffled =
    { $count ->
        [0] Aucune carte de progression défaussée à remélanger.
        [one] La carte de progression défaussée forme une nouvelle pioche.
       *[other] Les { $count } cartes de progression défaussées forment une nouvelle pioche.
    }
event-underworld-object_found = { $seat } trouve : { $object_type }.
event-underworld-thor_found = { $seat } trouve { $object_type }, qui va sur le plateau principal.
event-underworld-object_used = { $seat } utilise { $object_type }.
event-underworld-discarded =
    { $seat } défausse { $count ->
        [one] { $count } carte
       *[other] { $count } cartes
    }.
event-underworld-cannot_discard =
    { $seat } ne peut pas défausser { $count ->
        [one] { $count } carte
       *[other] { $count } cartes
    }.
event-underworld-hand_lost =
    { $seat } perd toute sa main ({ $count ->
        [one] { $count } carte
       *[other] { $count } cartes
    }).
event-underworld-player_eliminated = { $seat } est hors jeu.
event-underworld-top_revealed = La carte du dessus de la pioche est : { $card_type }.
event-underworld-top_missing = Aucune carte de progression à montrer.
event-underworld-guessed_right = { $seat } parie sur { $guess_type } et la carte est { $card_type } : elle reste dans sa main.
event-underworld-guessed_wrong = { $seat } parie sur { $guess_type } mais la carte est { $card_type } : sa main est perdue.
event-underworld-guess_no_card = Plus aucune carte de progression à retourner.
event-underworld-axis_done = L’axe { $axis_type } est terminé.
event-underworld-axis_not_done = L’axe { $axis_type } n’est pas terminé.
event-underworld-cannot_pay = { $seat } ne peut pas payer : la pénalité s’applique.
event-underworld-paid = { $seat } paie { $obstacle_type }.
event-underworld-gave = { $seat } met { $count } { NOUN($item_type, $count) }.
event-underworld-passed = { $seat } ne met rien de plus.
event-underworld-pool_paid = Ensemble, la table paie { $obstacle_type }.
event-underworld-pool_short = Pas assez pour { $obstacle_type } : tout est rendu et la pénalité s’applique.
event-underworld-share_paid = { $seat } a payé sa part.
event-underworld-share_missing = { $seat } n’a pas payé : la pénalité s’applique.
event-underworld-declined = { $seat } préfère subir la pénalité { DE($obstacle_type) }.
event-underworld-region_complete = { $region_type } est terminée : il ne reste qu’à piocher ou soigner ce tour-ci.
event-underworld-region_left =
    Lara quitte { $region_type } avec { $visible ->
        [0] aucun ennemi
        [one] { $visible } ennemi
       *[other] { $visible } ennemis
    } en vue : { $amount ->
        [one] { $amount } point de vie perdu
       *[other] { $amount } points de vie perdus
    }.
event-underworld-region_entered = Lara arrive : { $region_type }.
event-underworld-jormungandr_destroyed =
    { $seat } atteint Jörmungandr et l’équipe dépense { $cost ->
        [one] { $cost } point de victoire
       *[other] { $cost } points de victoire
    } pour le détruire !
event-underworld-jormungandr_survives =
    Jörmungandr demande { $cost ->
        [one] { $cost } point de victoire
       *[other] { $cost } points de victoire
    } et l’équipe en a moins.
event-underworld-game_lost_a = Toute la table est éliminée : l’aventure s’arrête.
event-underworld-game_lost_b = Lara n’a plus de points de vie.
event-underworld-game_lost_c = Huit ennemis à la fois submergent Lara.
event-underworld-game_lost_d = Natla atteint le dernier obstacle de Helheim.
event-underworld-game_lost_e = Jörmungandr ne peut pas être détruit.
error-underworld-bad_notation = « { $text } » n’est pas un coup de ce jeu. Appuyez sur Jouer (sous le message du tour, ou dans le message privé de votre main) et choisissez un des boutons, ou tapez /partie jouer et choisissez un des coups proposés.
error-underworld-player_count = Ce jeu se joue de { $minimum } à { $maximum } personnes, pas { $count }.
error-underworld-stage_roll = Lancez d’abord le dé de progression.
error-underworld-stage_main = Vous avez déjà lancé le dé ce tour-ci.
error-underworld-stage_end = La région est terminée : piochez ou soignez pour finir votre tour.
error-underworld-roll_first = Lancez d’abord le dé de progression.
error-underworld-no_actions_left = Vos deux actions sont jouées : piochez ou soignez pour finir le tour.
error-underworld-axis_finished = L’axe { $axis_type } est déjà terminé.
error-underworld-no_such_card = Vous n’avez aucune carte { $axis_type }.
error-underworld-no_treasure = Vous n’avez aucun trésor.
error-underworld-object_not_held = Vous n’avez pas { $object_type }.
error-underworld-no_enemy = Aucun ennemi en vue pour { $object_type }.
error-underworld-no_enemy_visible = Aucun ennemi en vue.
error-underworld-cannot_defeat = Vous ne pouvez pas payer ce que demande { $enemy_type }.
error-underworld-cannot_heal =
    Vous pouvez utiliser au plus { $room ->
        [one] { $room } trousse
       *[other] { $room } trousses
    } maintenant et vous en avez { $medkits }.
error-underworld-discard_count =
    Défaussez exactement { $count ->
        [one] { $count } carte
       *[other] { $count } cartes
    } de votre main.
error-underworld-self_cost = Cet obstacle est payé par la personne dont c’est le tour, et elle seule : payez ou subissez la pénalité.
error-underworld-collective_cost = Cet obstacle se paie ensemble : mettez des éléments, puis la personne dont c’est le tour conclut.
error-underworld-cannot_afford = Vous ne pouvez pas payer cela.
error-underworld-not_owned = Vous n’avez pas { $count } { NOUN($item_type, $count) }.
error-underworld-not_needed = L’obstacle n’a pas besoin de { $count } { NOUN($item_type, $count) } de plus.
error-underworld-cannot_pass = La personne dont c’est le tour conclut au lieu de passer.
error-underworld-decline_each = Ici chaque personne répond pour elle-même : concluez une fois votre choix fait.
error-underworld-pending_axis = Choisissez d’abord l’axe sur lequel Lara avance.
error-underworld-pending_discard =
    Défaussez d’abord { $count ->
        [one] { $count } carte
       *[other] { $count } cartes
    }.
error-underworld-pending_guess = Annoncez d’abord un type de carte pour la porte de la chapelle.
error-underworld-pending_cost = L’obstacle doit d’abord être payé ou conclu.
error-underworld-nothing_pending = Rien n’attend cette réponse.
result-underworld-won =
    Jörmungandr est détruit ({ $cost ->
        [one] { $cost } point de victoire
       *[other] { $cost } points de victoire
    }) : tout le monde gagne !
result-underworld-won_by =
    Jörmungandr est détruit ({ $cost ->
        [one] { $cost } point de victoire
       *[other] { $cost } points de victoire
    }) ; { $seat } gagne avec { $points ->
        [one] { $points } restant
       *[other] { $points } restants
    }.
result-underworld-won_tied =
    Jörmungandr est détruit ({ $cost ->
        [one] { $cost } point de victoire
       *[other] { $cost } points de victoire
    }) ; plusieurs personnes sont à égalité avec { $points }.
result-underworld-lost_a = Perdu : toute la table a été éliminée.
result-underworld-lost_b = Perdu : Lara n’a plus de points de vie.
result-underworld-lost_c = Perdu : huit ennemis étaient en vue en même temps.
result-underworld-lost_d = Perdu : Natla a atteint le dernier obstacle de Helheim.
result-underworld-lost_e = Perdu : l’équipe n’a pas pu payer la destruction de Jörmungandr.
rules-underworld-goal = Tout le monde joue Lara ensemble. Traversez six régions puis, à Helheim, payez des points de victoire pour détruire Jörmungandr : 7 avec les quatre objets de Thor, 2 de plus par objet manquant. En décompte compétitif, celui qui garde le plus de points de victoire ensuite l’emporte.
rules-underworld-turn = Un tour : lancez le dé de progression ; puis jusqu’à deux actions (jouer une carte de progression, dépenser un trésor comme carte au choix sur un axe, ou utiliser un objet) ; puis piochez (deux cartes en solo, ou avec l’option défi en solo deux un tour sur trois et une aux autres) ou dépensez des trousses pour soigner. Payer la condition d’un ennemi pour l’éliminer est gratuit.
rules-underworld-spaces = Chaque case où entre Lara a un effet : point de victoire, trésor, trousse de soins, carte, relique (vie maximale +1), objet, adrénaline (en haut de la jauge : un pas gratuit et un ennemi en moins) ou un lancer du dé d’obstacles.
rules-underworld-obstacles = Natla parcourt les six obstacles de la région. Certains sont payés par la personne dont c’est le tour, d’autres par chaque personne pour elle-même, d’autres par toute la table ensemble ; la personne dont c’est le tour les conclut. Ne pas pouvoir défausser quand il le faut élimine de la partie.
rules-underworld-enemies = Les ennemis s’alignent de droite à gauche et tombent par la droite, par une arme ou en payant leur condition (+1 point de victoire chacun). Huit en vue en même temps : la partie est perdue.
rules-underworld-regions = Une région se termine quand Lara finit l’axe acrobatie ou après son sixième obstacle ; la personne dont c’est le tour pioche ou soigne seulement, puis tout le monde change de région. Objets laissés et ennemis non révélés sont perdus ; 4–5 ennemis en vue coûtent 1 point de vie, 6–7 en coûtent 2. En quittant Jan Mayen, chaque personne pioche 2 cartes.
rules-underworld-end = L’équipe perd si toute la table est éliminée, si Lara n’a plus de vie, si huit ennemis sont en vue, si Natla atteint le dernier obstacle de Helheim, ou si Jörmungandr ne peut être payé.
event-underworld-card_played = { $seat } joue une carte { $axis_type }.
event-underworld-treasure_played = { $seat } dépense un trésor en { $axis_type }.
card-medkit-grammar = feminine
rules-underworld-goal-title = Le but du jeu
rules-underworld-turn-title = Un tour
rules-underworld-spaces-title = Ce que font les cases
rules-underworld-obstacles-title = Natla et les obstacles
rules-underworld-enemies-title = Les ennemis
rules-underworld-regions-title = Passer à la région suivante
rules-underworld-end-title = Quand l’équipe perd
