activity-stale = La partie a avancé entre-temps : voici la table telle qu’elle est maintenant.
activity-table-bad_move = Ce coup n’a pas pu être lu. Touchez-le à nouveau.
activity-table-watching = Spectateur
activity-table-hand_alt = Votre main dans { $game }
activity-table-no_picture = Cette table n’a pas cette image en ce moment : la partie a peut-être avancé.
