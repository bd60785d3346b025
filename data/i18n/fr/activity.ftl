activity-signed_out = Vous n’êtes plus connecté à la table. Rouvrez-la depuis le salon de la partie.
activity-no_game = Il n’y a aucune partie à afficher ici.
