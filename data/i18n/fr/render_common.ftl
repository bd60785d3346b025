render-result-abandoned = La partie a été abandonnée.
render-result-no_winner = Personne ne gagne
render-result-scores = Scores : { $scores }
render-result-winners = Victoire : { $players }
render-winner = Victoire
