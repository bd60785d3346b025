vote-motion = 🗳️ { $player } a laissé son temps s’écouler { $count } fois de suite. Les autres personnes à la table décident ({ $needed } voix sur { $voters } nécessaires) : confier la place à quelqu’un d’autre, la passer en pilote automatique (le bot joue ses coups par défaut) ou continuer d’attendre.
vote-motion_stalled =
    🗳️ La table attend { $player } depuis { $days ->
        [one] un jour
       *[other] { $days } jours
    } ou plus sans aucun coup. Les autres personnes à la table décident ({ $needed } voix sur { $voters } nécessaires) : confier la place à quelqu’un d’autre, la passer en pilote automatique (un bot joue ses tours) ou continuer d’attendre.
vote-button-replace = Remplacer
vote-button-remove = Pilote automatique
vote-button-keep = Attendre
vote-button-claim = Prendre cette place
vote-choice-replace = remplacer
vote-choice-remove = pilote automatique
vote-choice-keep = attendre
vote-tally = { $choice } : { $count }
vote-counted =
    Votre vote : { $choice }. Votes jusqu’ici : { $tally } ({ $needed ->
        [one] { $needed } nécessaire
       *[other] { $needed } nécessaires
    } pour décider).
vote-decided-replace = 🗳️ La table a voté le remplacement { DE($player) }. Toute personne qui ne joue pas à cette partie peut prendre la place avec le bouton ci-dessous ; sa main arrive en message privé.
vote-decided-remove = 🤖 La table a voté : la place { DE($player) } passe en pilote automatique. Désormais, un bot normal joue ses tours (l’hôte peut choisir son niveau avec /partie pilote).
vote-decided-keep = 🗳️ La table continue d’attendre { $player }.
vote-claimed = La place est à vous. Votre main arrive en message privé ; /partie main l’affiche ici à tout moment.
vote-autopilot-played = 🤖 Le pilote automatique a joué pour la place { DE($player) }.
clock-board-away = ⏸ { $player } s’absente jusqu’au { $until }.
clock-board-autopilot = 🤖 La place { DE($player) } est en pilote automatique.
clock-lobby-pace_heading = Horloge
clock-lobby-pace = ⏱️ { $hours } h par coup
clock-lobby-no_pace = ⏱️ Pas d’horloge
clock-lobby-pace_menu = Temps par coup (hôte)
command-new-pace-name = rythme
command-new-pace-description = Temps accordé pour chaque coup (par défaut : pas d’horloge)
error-vote-closed = Ce vote est terminé.
error-vote-not_voter = Le vote revient aux autres personnes de cette partie.
