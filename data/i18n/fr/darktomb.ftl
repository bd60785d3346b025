game-darktomb-name = Dark Tomb : The Ice Chasers
card-darktomb-dalia = Dalia
card-darktomb-oash = Oash
card-darktomb-brakk = Brakk
card-darktomb-ilse = Ilse
card-darktomb-ermine = Hermine
card-darktomb-brawler = Bagarreur de taverne
card-darktomb-assassin = Assassin
card-darktomb-crossbowman = Arbalétrier
card-darktomb-rats = Nuée de rats de cave
card-darktomb-smuggler_boss = Chef des contrebandiers
card-darktomb-snow_wolf = Loup des neiges
card-darktomb-goblin_slinger = Frondeur gobelin
card-darktomb-ice_harpy = Harpie des glaces
card-darktomb-rock_troll = Troll des rochers
card-darktomb-kardon_raider = Pillard de Kardon
card-darktomb-frost_archer = Archer du givre
card-darktomb-ice_shaman = Chaman des glaces
card-darktomb-yeti = Yéti
card-darktomb-ice_wraith = Spectre de glace
card-darktomb-frost_spider = Araignée du givre
card-darktomb-ice_golem = Golem de glace
card-darktomb-rime_queen = Reine du Givre
card-darktomb-feral_ermine = Hermine sauvage
card-darktomb-key = Clef
card-darktomb-lockpick = Kit de crochetage
card-darktomb-draught = Potion de soin
card-darktomb-knives = Couteaux de lancer
card-darktomb-vest = Gilet de cuir
card-darktomb-plank = Planche
card-darktomb-crampons = Crampons
card-darktomb-bow = Arc de chasse
card-darktomb-skates = Patins à glace
card-darktomb-flask = Fiole de feu
card-darktomb-cloak = Manteau de fourrure
card-darktomb-icepick = Piolet
card-darktomb-harpoon = Harpon runique
card-darktomb-throw = Lancer de faucille
card-darktomb-slash = Coup de faucille
card-darktomb-stealth_strike = Frappe furtive
card-darktomb-dash = Course
card-darktomb-staff = Bâton d’épines
card-darktomb-frost_spike = Pique de givre
card-darktomb-mend = Guérison
card-darktomb-call_ermine = Rappel de l’hermine
card-darktomb-axe = Coup de hache
card-darktomb-shield_strike = Bouclier et frappe
card-darktomb-shield_wall = Mur de boucliers
card-darktomb-throwing_axe = Hache de jet
card-darktomb-healing_light = Lumière guérisseuse
card-darktomb-frost_nova = Nova de givre
card-darktomb-mace = Masse
card-darktomb-blessing = Bénédiction du givre
card-darktomb-bite = Morsure
card-darktomb-stage_I = I · Taverne Azur
card-darktomb-stage_II = II · Flanc de Montagne
card-darktomb-stage_III = III · Col de Kardon
card-darktomb-stage_IV = IV · Caverne de Glace
character-dalia = Dalia
character-oash = Oash
character-brakk = Brakk
character-ilse = Ilse
character-monsters = Les monstres
option-darktomb-stage = Étape
option-darktomb-stage-I = I – Taverne Azur
option-darktomb-stage-II = II – Flanc de Montagne
option-darktomb-stage-III = III – Col de Kardon
option-darktomb-stage-IV = IV – Caverne de Glace
option-darktomb-stage-campaign = Campagne, étapes I à IV à la suite
option-darktomb-heroes_per_player = Héros par personne (solo : jusqu’à 4)
option-darktomb-retries = Nouvelles tentatives après un échec
option-darktomb-monster_hp = Table des PV des monstres
option-darktomb-monster_hp-first = Premier réglage (parties commencées avant le nouveau)
option-darktomb-monster_hp-second = Réglée pour un jeu fort : une Reine du Givre plus résistante face à trois héros (par défaut)
action-darktomb-move = Aller en { $square }
action-darktomb-card = { $card_type }
action-darktomb-card_at = { $card_type } → { $square }
action-darktomb-attempt = Tenter { $card_type } (sans effet)
action-darktomb-reveal = Retourner la tuile en { $square }
action-darktomb-pick = Ramasser les objets ici
action-darktomb-drop = Poser { $item_type }
action-darktomb-use = Boire { $item_type }
action-darktomb-give = Donner { $item_type } à { $hero_type }
action-darktomb-take = Prendre { $item_type } à { $hero_type }
action-darktomb-open = Déverrouiller la porte en { $square }
action-darktomb-end = Finir le tour
confirm-darktomb-attack_left = Finir le tour sans attaquer ? Un monstre est à portée, et votre action est perdue pour ce tour.
action-darktomb-mmove = { $monster_type } : aller en { $square }
action-darktomb-mattack = { $monster_type } : attaquer { $square }
action-darktomb-mpass = { $monster_type } : terminé
event-darktomb-stage_started = L’étape { $stage_type } commence (essai { $attempt }).
event-darktomb-initiative = Initiative : { $who_type } fait { $roll }.
event-darktomb-round_started = Manche { $round } : { $who_type } joue en premier.
event-darktomb-turn_started = Au tour { DE($who_type) } ({ $seat }).
event-darktomb-moved = { $who_type } va en { $square }.
event-darktomb-card_played = { $who_type } utilise { $card_type }.
event-darktomb-attempted = { $who_type } tente { $card_type }, sans effet.
event-darktomb-attack_hit = { $who_type } attaque { $target_type } en { $square } : d20 { $roll } + { $modifier } = { $total } contre armure { $armour }, touché.
event-darktomb-attack_missed = { $who_type } attaque { $target_type } en { $square } : d20 { $roll } + { $modifier } = { $total } contre armure { $armour }, raté.
event-darktomb-hurt = { $who_type } perd { $amount } PV (reste { $hp }).
event-darktomb-defeated =
    { $who_type } { $who_type ->
        [feminine] est vaincue
       *[other] est vaincu
    } en { $square }.
event-darktomb-healed = { $who_type } récupère { $amount } PV ({ $hp }).
event-darktomb-shielded =
    { $who_type } { $who_type ->
        [feminine] est protégée
       *[other] est protégé
    } (+{ $amount } d’armure) jusqu’à la fin du tour des monstres.
event-darktomb-stealth = { $who_type } se cache jusqu’à la fin du tour des monstres.
event-darktomb-revived = L’hermine revient en { $square } (d20 { $roll }).
event-darktomb-revived_feral = L’hermine revient sauvage en { $square } (d20 { $roll }) : c’est désormais un monstre.
event-darktomb-tile_revealed = Une tuile est retournée en { $square }.
event-darktomb-monster_appeared = { $who_type } surgit en { $square } avec { $hp } PV.
event-darktomb-picked_up = { $who_type } ramasse { $item_type }.
event-darktomb-dropped = { $who_type } pose { $item_type }.
event-darktomb-traded = { $who_type } passe { $item_type } à { $to_type }.
event-darktomb-door_opened = { $who_type } déverrouille la porte en { $square }.
event-darktomb-monster_phase = Les monstres jouent (manche { $round }).
event-darktomb-seismic_quake = Jet sismique { $roll } : le sol tremble, chaque héros perd 1 PV.
event-darktomb-seismic_calm = Jet sismique { $roll } : rien ne bouge.
event-darktomb-monster_moved = { $who_type } se déplace de { $from_square } à { $square }.
event-darktomb-monster_fled = { $who_type } rate son coup et recule.
event-darktomb-stage_won = L’étape { $stage_type } est réussie !
event-darktomb-stage_lost = Tous les héros sont tombés : l’étape { $stage_type } est perdue.
event-darktomb-game_won =
    Le groupe l’emporte ({ $stages ->
        [one] { $stages } étape réussie
       *[other] { $stages } étapes réussies
    }).
event-darktomb-game_lost = L’aventure s’arrête à l’étape { $stage_type }.
result-darktomb-won =
    Victoire : { $stages ->
        [one] { $stages } étape réussie
       *[other] { $stages } étapes réussies
    }.
result-darktomb-lost =
    Défaite à l’étape { $stage }{ $stages ->
        [0] { "" }
        [one] , après { $stages } étape réussie
       *[other] , après { $stages } étapes réussies
    }.
error-darktomb-unknown_role = Ce n’est pas un héros de ce jeu.
error-darktomb-role_taken = Chaque héros (et le rôle des monstres) ne peut être choisi qu’une fois.
error-darktomb-no_hero_player = Au moins une personne doit jouer des héros.
error-darktomb-too_many_heroes = Quatre personnes au plus peuvent jouer des héros.
error-darktomb-familiar_cannot = Un familier ne peut pas faire cela.
error-darktomb-already_acted = Vous avez déjà joué votre action ce tour-ci.
error-darktomb-cannot_move_there = Vous ne pouvez pas finir un déplacement en { $square }.
error-darktomb-card_blocked = Cette action n’est pas disponible (le cube d’action est dessus, ou elle n’existe pas).
error-darktomb-bad_target = Cette cible est hors d’atteinte.
error-darktomb-cannot_reveal = Aucune tuile face cachée à côté de vous à cet endroit.
error-darktomb-nothing_here = Il n’y a rien à ramasser ici.
error-darktomb-no_such_item = Vous n’avez pas cet objet (ou il ne sert à rien maintenant).
error-darktomb-not_adjacent = Ce héros n’est pas à côté de vous.
error-darktomb-no_door = Aucune porte à déverrouiller à cet endroit.
error-darktomb-not_now = Ce n’est pas possible à ce moment de la manche.
error-darktomb-bad_notation = « { $text } » n’est pas un coup de ce jeu. Appuyez sur Jouer (sous le message du tour, ou dans le message privé de votre main) et choisissez un des boutons, ou tapez /partie jouer et choisissez un des coups proposés.
render-darktomb-title = { $stage_type } · manche { $round } · essai { $attempt }
render-darktomb-won = Étape réussie — victoire du groupe
render-darktomb-lost = Le groupe est tombé
render-darktomb-monster_turn = Les monstres jouent
render-darktomb-turn =
    À { $who_type } de jouer ({ $mp ->
        [one] { $mp } pt de mouvement restant
       *[other] { $mp } pts de mouvement restants
    })
render-darktomb-piles = Pioche monstres { $monsters } · pioche objets { $items }
render-darktomb-hero_line = { $hero_type } ({ $seat }) · PV { $hp }/{ $max_hp } · armure { $armour } · mouvement { $move } · objets : { $items }
render-darktomb-initiative = initiative { $roll }
render-darktomb-shield = bouclier +{ $amount }
render-darktomb-hidden = caché des monstres
render-darktomb-monster_line = { $monster_type } { $square } · PV { $hp }/{ $max_hp } · armure { $armour } · +{ $attack }, { $damage } dég. · { $reach } · mouv. { $move }
render-darktomb-reach = { $shape } { $low }–{ $high }
render-darktomb-shape-melee = corps à corps
render-darktomb-shape-corner = contourne les angles
render-darktomb-shape-line = droit, en vue
render-darktomb-shape-multi_line = toutes cibles en vue
render-darktomb-shape-wall = à travers les murs
render-darktomb-shape-multi_wall = toutes cibles, à travers les murs
render-darktomb-legend = Cube blanc : objet à ramasser · bloc sombre avec ? : tuile cachée · bleu pâle : glace noire · bleu : eau · rond brun : tonneau
render-darktomb-sheet_title = Vos héros
render-darktomb-monster_sheet = Vous menez les monstres
render-darktomb-stats = PV { $hp }/{ $max_hp } · armure { $armour } · mouvement { $move } · attaque +{ $attack }
render-darktomb-kind-attack = Attaque
render-darktomb-kind-heal = Soin { $amount }
render-darktomb-kind-shield = Bouclier +{ $amount } et voisins
render-darktomb-kind-stealth = Furtivité
render-darktomb-kind-dash = Se déplacer encore
render-darktomb-kind-revive = Rappeler l’hermine
render-darktomb-range = Portée { $low }–{ $high }
render-darktomb-damage = Dégâts { $damage }
render-darktomb-then_shield = puis bouclier +{ $amount }
render-darktomb-then_stealth = puis furtivité
render-darktomb-blocked = cube ici : pas ce tour-ci
render-darktomb-items = Objets : { $items }
rules-darktomb-setup-title = Mise en place et options
rules-darktomb-turn-title = Une manche
rules-darktomb-movement-title = Se déplacer
rules-darktomb-attack-title = Combattre
rules-darktomb-monsters-title = Le tour des monstres
rules-darktomb-familiars-title = L’hermine
rules-darktomb-stages-title = Étapes et campagne
rules-darktomb-setup = Une exploration coopérative : de 1 à 4 personnes mènent les héros, et une autre peut, si vous le voulez, mener les monstres. Choisissez une étape (I à IV) ou la campagne ; avec l’option héros par personne, une seule personne peut diriger jusqu’à quatre héros. Le groupe part de la tuile de départ en pleine santé ; le reste de la carte est fait de tuiles cachées.
rules-darktomb-turn = À chaque manche, chaque personne qui mène des héros lance un d20 pour tous ses héros : le meilleur jet joue d’abord, puis les autres dans l’ordre de la table. À votre tour, marchez d’abord, puis jouez une de vos quatre cartes (ou une attaque d’objet) — pas celle du tour précédent. Retourner une tuile voisine, ramasser, poser, échanger et boire une potion sont gratuits. Ensuite les monstres jouent.
rules-darktomb-movement = Avancez case par case, jamais en diagonale, jusqu’à votre valeur de mouvement. Vous pouvez passer par les autres héros mais pas par les monstres, et jamais vous arrêter sur une figurine. La glace noire coûte 3 points par pas qui y entre ou en sort ; l’eau est fermée aux héros sans planche ; tonneaux et murs bloquent ; une clef ou un kit de crochetage ouvre une porte pour de bon. Les cases se nomment comme C5 sur la carte.
rules-darktomb-attack = Lancez un d20, ajoutez votre bonus d’attaque : vous touchez si vous atteignez l’armure de la cible. Un 20 naturel ajoute 1 dégât ; un héros qui fait 1 naturel perd 1 PV. La portée se compte en cases, sans diagonale. La vue va du centre de votre case au centre de celle de la cible : murs et portes fermées la coupent, pas les figurines ni les tonneaux, et une ligne qui frôle un coin de mur à 45° passe. Certaines attaques contournent les angles, traversent les murs ou frappent tout ce qui est à portée.
rules-darktomb-monsters = Après les héros, un d20 peut faire trembler le sol (19 ou 20 : chaque héros perd 1 PV). Puis chaque monstre, de la rangée du haut vers le bas et de gauche à droite, prend le plus court chemin vers une case d’où il peut attaquer, va plus loin seulement pour toucher plus de héros avec une attaque multiple, recule s’il est trop près pour sa portée, puis attaque. Les égalités vont à la case ou au héros le plus à gauche, puis le plus haut. Un monstre qui fait de 1 à 5 rate et recule.
rules-darktomb-familiars = L’hermine d’Oash joue juste après lui : elle marche, mord et peut retourner des tuiles, mais ne porte jamais d’objet. Elle a 1 PV. Oash peut la rappeler sur une case voisine ; sur un d20 de 1 ou 2 elle revient sauvage, comme un monstre que le groupe doit vaincre.
rules-darktomb-stages = Une étape est réussie quand toutes les tuiles sont visibles et qu’il ne reste aucun monstre. Si tous les héros et familiers tombent, l’étape est perdue ; elle est remise en place s’il reste des tentatives. En campagne, l’étape suivante commence avec tous les héros soignés et sans objets.
card-darktomb-dalia-grammar = feminine
card-darktomb-ilse-grammar = feminine
card-darktomb-ermine-grammar = feminine
card-darktomb-feral_ermine-grammar = feminine
card-darktomb-frost_spider-grammar = feminine
card-darktomb-ice_harpy-grammar = feminine consonant
card-darktomb-rime_queen-grammar = feminine
card-darktomb-rats-grammar = feminine
