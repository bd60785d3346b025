command-replay-name = revoir
command-replay-description = Voir le plateau tel qu’il était à un tour donné
command-replay-turn-name = tour
command-replay-turn-description = Numéro du tour à revoir
command-export-name = exporter
command-export-description = Recevoir l’historique de la partie en JSON
command-verify-name = vérifier
command-verify-description = Vérifier que les dés étaient honnêtes et que l’historique se rejoue
fair-commitment = 🎲 Dés honnêtes : la graine aléatoire de cette partie est scellée. Engagement (SHA-256) : `{ $commitment }`. Graine et sel seront révélés à la fin ; vérifiez avec /partie vérifier.
fair-reveal = 🎲 Partie terminée : graine `{ $seed }`, sel `{ $salt }`. Le SHA-256 de `tombtable:<sel>:<graine>` doit valoir l’engagement `{ $commitment }`. Avec /partie exporter et `tombtable verify`, rejouez chaque mélange et chaque jet.
fair-verify-ok =
    ✅ Vérifié : l’engagement correspond et { $actions ->
        [0] la partie, sans action enregistrée, est bien dans son état sauvegardé
        [one] l’action de l’historique redonne exactement la partie enregistrée
       *[other] les { $actions } actions de l’historique redonnent exactement la partie enregistrée
    }.
fair-verify-failed =
    ❌ Échec de la vérification après { $actions ->
        [one] { $actions } action
       *[other] { $actions } actions
    } :
fair-verify-until_end = La graine reste secrète jusqu’à la fin ; son engagement est `{ $commitment }`.
fair-verify-revealed = Graine `{ $seed }`, sel `{ $salt }` : tout le monde peut revérifier avec /partie exporter et `tombtable verify`.
fair-export-over = L’historique de la partie : mise en place, qui occupe chaque place, chaque action, la graine et l’état final. Rejouez-le avec `tombtable replay FICHIER`.
fair-export-running = L’historique de la partie jusqu’ici (la graine reste secrète jusqu’à la fin).
fair-replay-caption =
    { $game } — le plateau { $unit ->
        [round] à la manche
       *[other] au tour
    } { $turn }.
fair-problem-format = Ce fichier n’est pas un historique de partie Tomb Table.
fair-problem-not_over = L’historique n’a pas encore de graine : la partie n’est pas finie.
fair-problem-commitment = La graine et le sel ne correspondent pas à l’engagement publié.
fair-problem-unknown_game = Ce jeu est inconnu de cette version de Tomb Table.
fair-problem-illegal = Une action de l’historique est illégale une fois rejouée.
fair-problem-final_state = Rejouer l’historique ne mène pas à l’état final enregistré.
fair-problem-events = Rejouer l’historique donne d’autres événements que ceux enregistrés.
