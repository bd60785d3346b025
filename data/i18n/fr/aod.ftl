game-aod-name = Tomb Raider – L’Ange des Ténèbres
character-lara = Lara Croft
character-kurtis = Kurtis Trent
character-pieter = Pieter van Eckhardt
character-joachim = Joachim Karel
side-good = les bons
side-bad = les méchants
card-energy = énergie
card-ammo = munitions
card-life = vie
direction-N = nord
direction-E = est
direction-S = sud
direction-W = ouest
counter-evidence = pièce à conviction
counter-painting = tableau
counter-large = grand jeton
symbol-none = couloir
symbol-torch = chambre secrète
symbol-reload_energy = recharge d’énergie
symbol-reload_ammo = recharge de munitions
symbol-reload_life = recharge de vie
option-aod-collapse = Forme de l’écroulement
option-aod-collapse-orthogonal = Orthogonal (les tuiles voisines par un côté tombent à chaque tour)
option-aod-collapse-king = Rapide (les tuiles voisines, même en diagonale, tombent à chaque tour)
option-aod-large_counter_points = Points du grand jeton
option-aod-large_counter_points-3 = 3 points
option-aod-large_counter_points-4 = 4 points (valeur double)
option-aod-head_start = À trois : avance des méchants
option-aod-head_start-energy = Une carte d’énergie de plus pour Joachim, qui joue en dernier (par défaut)
option-aod-head_start-rulebook = Aucune, comme dans la règle imprimée (trois cartes par personnage)
option-aod-head_start-bad_guys = Une carte d’énergie de plus pour Pieter et pour Joachim, les deux méchants
prompt-aod-place_start = Choisissez où poser la tuile de départ : un côté du musée et une tuile de ce côté.
prompt-aod-orient = Tournez la tuile que vous venez d’ouvrir comme vous le voulez.
prompt-aod-ditch = Vous avez plus de 7 cartes : choisissez-en { $count } à défausser.
action-aod-place_start = Départ côté { $direction }, contre { $pos }
action-aod-reload = Piocher { $card_type }
action-aod-energy = Jouer l’énergie { $cards } (= { $total })
action-aod-step = Avancer en { $pos } ({ $direction })
action-aod-open = Ouvrir la tuile { $pos } ({ $direction })
action-aod-orient =
    La poser ouverte côté { $directions }, { $rotation ->
        [0] telle qu’imprimée
        [1] tournée d’un quart (sens horaire)
        [2] tournée d’un demi-tour
       *[other] tournée d’un quart (sens antihoraire)
    }
action-aod-rotate =
    Tourner { $pos } de { $turns ->
        [one] { $turns } quart
       *[other] { $turns } quarts
    } de tour (sens horaire)
action-aod-shoot =
    Tirer sur { $target_seat } avec { $cards } ({ $hits ->
        [one] { $hits } dégât
       *[other] { $hits } dégâts
    })
action-aod-claim =
    Revendiquer le jeton { $counter } ({ $points ->
        [one] { $points } pt
       *[other] { $points } pts
    })
action-aod-claim_large = Revendiquer le grand jeton { $counter } ({ $points } pts) — la bombe explose quand vous l’emportez hors de cette tuile, ou à la fin de votre tour s’il y est encore (avec vous, si vous restez)
action-aod-drop = Poser le jeton porté
action-aod-hand_over = Donner { $counter } à { $to_seat }
action-aod-take_over = Prendre { $counter } à { $from_seat }
action-aod-ditch = Défausser { $cards }
action-aod-end_turn = Finir le tour
action-aod-concede = Abandonner la partie
confirm-aod-energy_left = Finir le tour avec encore { $count } d’énergie à dépenser ? L’énergie non dépensée est perdue.
confirm-aod-energy_lost = Faire cette action et perdre l’énergie encore à dépenser ({ $count }) ? L’énergie est perdue dès que vous faites autre chose.
event-aod-start_placed = { $seat } pose la tuile de départ côté { $direction }, à l’entrée { $pos }.
event-aod-turn_started = Tour { $turn } : à { $seat } de jouer.
event-aod-turn_ended = { $seat } termine son tour.
event-aod-turn_skipped = { $seat } est à terre et passe ce tour.
event-aod-stood_up = { $seat } se relève avec une carte de chaque sorte.
event-aod-reloaded =
    { $seat } pioche { $count ->
        [one] { $count } carte
       *[other] { $count } cartes
    } { $card_type }.
event-aod-cards_drawn = Vous avez pioché { $card_type } : { $cards }.
event-aod-reshuffled = La défausse { $card_type } ({ $count }) est mélangée en une nouvelle pioche.
event-aod-bonus =
    { $seat } trouve un symbole de recharge et prend { $count ->
        [one] { $count } carte
       *[other] { $count } cartes
    } { $card_type } en bonus.
event-aod-ditched =
    { $seat } défausse { $count ->
        [one] { $count } carte
       *[other] { $count } cartes
    } pour revenir à 7 (valeurs { $cards }).
event-aod-energy_played = { $seat } joue { $cards } d’énergie ({ $energy } à dépenser).
event-aod-energy_wasted = { $seat } perd { $amount } d’énergie non utilisée.
event-aod-moved = { $seat } avance en { $pos } ({ $direction }).
event-aod-opened = { $seat } ouvre la tuile { $pos }.
event-aod-oriented = La tuile { $pos } est ouverte côté { $directions }.
event-aod-rotated = { $seat } tourne { $pos } ; elle est ouverte côté { $directions }.
event-aod-discovered =
    { $seat } découvre une chambre secrète en { $pos } (+1 point) ; { $objects ->
        [0] elle est vide
        [one] { $objects } jeton à l’intérieur
       *[other] { $objects } jetons à l’intérieur
    }.
event-aod-object_revealed =
    Le jeton { $counter } ({ $points ->
        [one] { $points } pt
       *[other] { $points } pts
    }) est dans la chambre { $pos }.
event-aod-police_good = La police ! Elle poursuit les bons.
event-aod-police_bad = La police ! Elle poursuit les méchants.
event-aod-police_both = La police ! Elle poursuit tout le monde.
event-aod-hunted = { $seat } s’enfuit de { $pos } jusqu’à la tuile de départ.
event-aod-shot =
    { $seat } tire sur { $target_seat } : { $cards } = { $hits ->
        [one] { $hits } dégât
       *[other] { $hits } dégâts
    }.
event-aod-blocked =
    { $seat } encaisse avec les vies { $cards } ({ $wasted ->
        [one] { $wasted } point perdu
       *[other] { $wasted } points perdus
    }).
event-aod-knocked_out = { $seat } tombe sous les tirs en { $pos }, perd toutes ses cartes et passe son prochain tour.
event-aod-claimed =
    { $seat } revendique le jeton { $counter } ({ $points ->
        [one] { $points } pt
       *[other] { $points } pts
    }) en { $pos }.
event-aod-dropped = { $seat } laisse le jeton { $counter } en { $pos }.
event-aod-handed_over = { $seat } donne { $counter } à { $to_seat }.
event-aod-taken_over = { $seat } prend { $counter } à { $from_seat }.
event-aod-conceded = { $seat } abandonne et quitte la partie.
event-aod-smuggled =
    { $seat } fait sortir { $counter } du musée : { $points ->
        [one] +{ $points } point
       *[other] +{ $points } points
    } !
event-aod-destroyed =
    { $seat } sort { $counter } et le détruit ({ $points ->
        [one] { $points } pt perdu
       *[other] { $points } pts perdus
    } pour toute la table).
event-aod-bomb_taken = { $seat } prend le grand jeton : la bombe en { $pos } est amorcée !
event-aod-exploded = La bombe explose : la tuile { $pos } disparaît.
event-aod-collapsed =
    Le musée s’écroule après le tour { DE($seat) }, qui détient la bombe : { $count ->
        [one] { $count } tuile de plus tombe
       *[other] { $count } tuiles de plus tombent
    }, il en reste { $left }.
event-aod-figure_lost = { $seat } disparaît sous les décombres en { $pos } (−1 point).
event-aod-object_lost = Le jeton { $counter } est enseveli en { $pos }.
event-aod-game_over = Le musée s’est effondré. Fin de la partie !
error-aod-bad_notation = « { $text } » n’est pas un coup de ce jeu. Appuyez sur Jouer (sous le message du tour, ou dans le message privé de votre main) et choisissez un des boutons, ou tapez /partie jouer et choisissez un des coups proposés.
error-aod-player_count = Ce jeu se joue de { $minimum } à { $maximum } personnes, pas { $count }.
error-aod-unknown_role = « { $role } » n’est pas un personnage : choisissez Lara, Kurtis, Pieter ou Joachim.
error-aod-role_not_in_game = { $character } n’est pas en jeu dans une partie à { $count } : choisissez un des personnages proposés.
error-aod-role_taken = { $character } est déjà pris : choisissez un autre personnage.
error-aod-pending_place_start = Posez d’abord la tuile de départ (un côté et une tuile de ce côté).
error-aod-pending_orient = Choisissez d’abord l’orientation de la tuile ouverte.
error-aod-pending_ditch =
    Défaussez d’abord { $count ->
        [one] { $count } carte
       *[other] { $count } cartes
    } : 7 cartes au plus en main.
error-aod-nothing_pending = Rien n’attend cette réponse : jouez une action ou finissez votre tour.
error-aod-no_concession = Seule une partie à deux prend fin quand quelqu’un part ; ici, /partie quitter confie votre place à un bot.
error-aod-no_actions_left = Vos trois actions sont jouées : dépensez l’énergie restante, revendiquez ou posez un jeton, ou finissez votre tour.
error-aod-no_energy =
    Vous n’avez pas d’énergie à dépenser : jouez d’abord des cartes d’énergie ({ $actions_left ->
        [one] { $actions_left } action restante
       *[other] { $actions_left } actions restantes
    }).
error-aod-no_cards = Choisissez au moins une carte { $card_type } de votre main.
error-aod-duplicate_cards = Chaque carte ne se joue qu’une fois.
error-aod-not_in_hand = Vous ne pouvez jouer que des cartes { $card_type } de votre main.
error-aod-wrong_card_type = Toutes les cartes de cette action doivent être des cartes { $card_type }.
error-aod-pile_empty = Il ne reste aucune carte { $card_type } à piocher : rechargez une autre sorte.
error-aod-ditch_count =
    Défaussez exactement { $count ->
        [one] { $count } carte
       *[other] { $count } cartes
    } de votre main.
error-aod-ditch_not_in_hand =
    Défaussez { $count ->
        [one] { $count } carte
       *[other] { $count } cartes
    } de votre main.
error-aod-step_blocked = Impossible d’avancer ({ $direction }) : mur, tuile fermée ou effondrée. Passages ouverts : { $directions }.
error-aod-open_where = Vous ne pouvez ouvrir qu’une tuile retournée voisine de la vôtre : { $directions }.
error-aod-rotate_where = Vous pouvez tourner votre tuile ou une tuile ouverte voisine : { $directions }.
error-aod-shoot_from_start = On ne tire pas depuis la tuile de départ : entrez d’abord dans le musée.
error-aod-target_self = Choisissez une autre figurine comme cible.
error-aod-target_partner = { $target_seat } est dans votre équipe : visez un adversaire.
error-aod-target_down = { $target_seat } est à terre ou disparu : visez une figurine debout.
error-aod-target_safe = La tuile de départ est une zone de sécurité : visez une figurine dans le musée.
error-aod-target_out_of_sight = { $target_seat } n’est pas en ligne droite dégagée : tirez le long d’un couloir ouvert ou sur votre propre tuile.
error-aod-already_carrying = Vous portez déjà { $counter } : posez-le ou sortez-le d’abord.
error-aod-nothing_to_claim = { $counter } n’est pas sur votre tuile ; ici vous pouvez revendiquer : { $counters }.
error-aod-not_carrying = Vous ne portez aucun jeton.
error-aod-cannot_give = Vous ne pouvez donner votre jeton qu’à votre partenaire, sur votre tuile et les mains libres.
error-aod-cannot_take = Vous ne pouvez prendre un jeton qu’à votre partenaire sur votre tuile, si vous n’en portez aucun.
result-aod-team_win =
    Victoire pour { $side } avec { $points ->
        [one] { $points } point
       *[other] { $points } points
    } !
result-aod-solo_win =
    { $seat } ({ $character }) gagne avec { $points ->
        [one] { $points } point
       *[other] { $points } points
    } !
result-aod-draw =
    Égalité à { $points ->
        [one] { $points } point
       *[other] { $points } points
    }.
result-aod-conceded = { $seat } ({ $character }) gagne : { $loser_seat } a abandonné.
rules-aod-setup = Le musée est un carré de 5×5 tuiles retournées. Lara pose la tuile de départ contre n’importe quelle tuile du bord ; toutes les figurines y commencent avec une carte d’énergie, une de munitions et une de vie. À 2 : Lara contre Pieter ; à 3 : Lara contre Pieter et Joachim (sans alliance ; Joachim, qui joue en dernier, commence avec une carte d’énergie de plus, sauf si l’hôte en donne une aussi à Pieter ou supprime cette avance) ; à 4 : Lara et Kurtis contre Pieter et Joachim.
rules-aod-turn = À votre tour, faites jusqu’à trois actions, ou finissez tout de suite. Une action consiste à piocher une carte (deux de la sorte indiquée sur une tuile de recharge) ou à jouer ensemble autant de cartes que vous voulez, toutes d’énergie ou toutes de munitions (les vies servent seulement à encaisser les tirs). Revendiquer, poser ou passer un jeton est gratuit. Au-delà de 7 cartes, vous défaussez.
rules-aod-energy = L’énergie paie les déplacements, 1 chacun : avancer d’une tuile, ouvrir une tuile retournée voisine (vous choisissez son orientation) ou tourner votre tuile ou une voisine. On ne passe que si les deux bords face à face sont ouverts. L’énergie non dépensée est perdue dès que vous faites autre chose.
rules-aod-shooting = Les munitions tirent le long d’un couloir droit et ouvert, ou sur votre propre tuile. Personne ne tire depuis ou vers la tuile de départ, ni sur un partenaire (dans une partie à 3, les méchants peuvent se tirer dessus). Les vies de la cible encaissent automatiquement, avec le moins de perte possible ; sans assez de vies, la cible est descendue : elle perd ses cartes et son jeton, passe un tour, puis se relève avec une carte de chaque sorte.
rules-aod-counters = Ouvrir une tuile à torche révèle une chambre secrète : vous gagnez un jeton-découverte (1 point), des jetons sont posés dans la chambre et la police peut renvoyer les bons, les méchants ou tous au départ (ils lâchent ce qu’ils portent ; le tour d’une figurine poursuivie s’arrête). Allez sur un jeton pour le revendiquer puis portez-le au départ. Un seul jeton à la fois ; des partenaires sur la même tuile peuvent se le passer.
rules-aod-bomb = Le grand jeton est posé sur une bombe dans la dernière chambre découverte. Qui l’emporte hors de sa tuile garde la bombe, et la tuile explose à ce moment ; si le jeton s’y trouve encore à la fin du tour de qui l’a revendiqué, la tuile explose alors, avec toutes les figurines restées dessus. Ensuite, chaque tour que le porteur de la bombe termine fait tomber l’anneau de tuiles autour du trou. Tout ce qui se trouve sur une tuile tombée est perdu ; une figurine perdue coûte 1 point. La partie finit quand tout le musée est tombé.
rules-aod-scoring = Un jeton-découverte vaut 1 point. Les pièces à conviction rapportent aux bons et les tableaux aux méchants quand ils les sortent ; sortis par l’autre camp, ils sont détruits. Le grand jeton rapporte à tout le monde. À 4, on additionne les points de l’équipe. En cas d’égalité, gagne celui qui a atteint ce score en dernier.
rules-aod-setup-title = Mise en place et équipes
rules-aod-turn-title = Un tour
rules-aod-energy-title = Énergie : marcher, ouvrir, tourner
rules-aod-shooting-title = Tirs et vies
rules-aod-counters-title = Chambres secrètes et jetons
rules-aod-bomb-title = La bombe et l’écroulement
rules-aod-scoring-title = Points et fin de partie
