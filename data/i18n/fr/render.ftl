demo-bad_players = Ce jeu se joue de { $low } à { $high } personnes.
demo-capped = Arrêt après { $max_actions } actions sans résultat.
demo-files = { $boards } images du plateau, les mains finales et log.txt sont dans { $out }
demo-player = Place { $number }
demo-score =
    { "    " }{ $seat } : { $points ->
        [one] { $points } point
       *[other] { $points } points
    }
demo-summary =
    { $game } : { $players ->
        [one] { $players } place
       *[other] { $players } places
    }, graine { $seed } — { $actions ->
        [one] { $actions } action
       *[other] { $actions } actions
    } en { $turns ->
        [one] { $turns } tour
       *[other] { $turns } tours
    }
demo-unknown_game = Jeu inconnu « { $game } ». Disponibles : { $known }.
demo-winner =
    { "  " }★ { $seat } : { $points ->
        [one] { $points } point
       *[other] { $points } points
    } (victoire)
render-actions_left = Actions restantes : { $count }
render-counters_left = Jetons
render-energy_left = Énergie : { $count }
render-finished = Partie terminée
render-hand_ditch = Trop de cartes : défaussez-en { $count } pour revenir à 7.
render-hand_none = Aucune
render-hand_title =
    { $character } — votre main ({ $count ->
        [one] { $count } carte
       *[other] { $count } cartes
    })
render-hand_total = Total { $total }
render-knocked_out = À terre
render-legend-bomb = Bombe
render-legend-evidence = Pièce à conviction
render-legend-large = Grand jeton
render-legend-painting = Tableau
render-lost = Perdu
render-pending-ditch =
    { $seat } doit défausser { $count ->
        [one] { $count } carte
       *[other] { $count } cartes
    }
render-pending-orient = { $seat } oriente la tuile ouverte en { $pos }
render-pending-place_start = { $seat } place la tuile d’entrée
render-points = points
render-rooms_left = Salles
render-seat_number = Place { $number }
render-start = ENTRÉE
render-team_score = { CAPITAL($side) } : { $points }
render-to_play = À { $seat } de jouer
render-turn = Tour { $turn }
render-you = { $seat } (vous)
