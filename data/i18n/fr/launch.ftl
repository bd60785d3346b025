launch-button = Ouvrir la table
launch-refused = Discord n’a pas ouvert la table ici : l’activité de cette application est peut-être désactivée, ou indisponible sur cet appareil. Jouez plutôt avec le bouton « { $play } ».
launch-refused_page = Discord n’a pas ouvert la table ici : l’activité de cette application est peut-être désactivée, ou indisponible sur cet appareil. Jouez plutôt avec le bouton « { $play } », ou sur la page de la partie : { $page }
