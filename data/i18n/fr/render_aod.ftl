render-alt-aod-board = Plateau de L’Ange des Ténèbres, tour { $turn }
render-alt-aod-bomb = La bombe à retardement est en { $pos }
render-alt-aod-carrying = porte un jeton ({ $kind }, points : { $points })
render-alt-aod-falling = Tombe ensuite : { $cells }
render-alt-aod-last_raid = Dernière descente de police : { $pos }, tour { $turn }
render-alt-aod-museum = Musée : tuiles ouvertes : { $opened }, tuiles effondrées : { $removed }
render-alt-aod-out = Jetons marqués : { $scored } · détruits : { $destroyed } · perdus dans l’effondrement : { $lost }
render-alt-aod-seat = { $seat } joue { $character } pour { $side } : points : { $points }, cartes en main : { $hand }, salles trouvées : { $rooms }
render-aod-falls_next_turn =
    { $count ->
        [one] 1 tuile tombe
       *[other] { $count } tuiles tombent
    } à la fin du prochain tour { DE($seat) }
render-aod-falls_this_turn =
    { $count ->
        [one] 1 tuile tombe
       *[other] { $count } tuiles tombent
    } à la fin de ce tour
render-aod-hand_side = Vous jouez pour { $side }
render-aod-out-destroyed = Détruits
render-aod-out-lost = Perdus
render-aod-out-scored = Marqués
render-aod-raid =
    Descente de police en { $pos } : { $police ->
        [good] les bons renvoyés
        [bad] les méchants renvoyés
       *[both] tout le monde renvoyé
    } au départ
render-legend-falling = Tombe ensuite
render-legend-raid = Dernière descente de police
