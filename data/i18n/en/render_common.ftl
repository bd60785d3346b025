render-result-abandoned = The game was abandoned.
render-result-no_winner = No winner
render-result-scores = Scores: { $scores }
render-result-winners = Winners: { $players }
render-winner = Winner
