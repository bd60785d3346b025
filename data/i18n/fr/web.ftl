web-title = { $game } sur Tomb Table
web-heading = { $game }
web-board-missing = Le plateau de ce coup
web-step = Coup { $n } sur { $count }
web-first = Premier coup
web-prev = Coup précédent
web-next = Coup suivant
web-last = Dernier coup
web-live = En direct
web-replay = Revoir
web-new_move = Nouveau coup : le voir
web-reconnecting = Connexion perdue, reconnexion…
web-log-title = Les coups
web-log-setup = La table est mise en place.
web-status-title = Où en est la partie
web-status-to_act = À jouer : { $players }
web-status-turn =
    { $unit ->
        [round] Manche
       *[other] Tour
    } { $turn }
web-status-ended_early = La partie a été arrêtée avant la fin.
web-status-over = La partie est finie.
web-clock = { $player } a jusqu’au { $deadline } (UTC) pour jouer.
web-export = L’historique de la partie (JSON), à vérifier avec `tombtable verify`
web-open = Voir cette partie sur le web
web-not_found-title = Partie introuvable
web-not_found-text = Cette adresse ne désigne aucune partie. Redemandez le lien dans le salon de la partie.
web-error-title = Un problème est survenu
web-error-text = Cette page n’a pas pu être affichée pour l’instant. Réessayez dans un moment ; la partie elle-même n’est pas touchée.
web-too_many-title = Trop de requêtes
web-too_many-text = Cette adresse en a trop demandé d’un coup. Attendez quelques secondes, puis rechargez la page.
web-step_missing = Cette partie n’a pas ce coup.
