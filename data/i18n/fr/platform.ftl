error-lobby-channel_busy = Ce salon a déjà une partie en cours ou en préparation. Terminez-la ou annulez-la d’abord, ou utilisez un autre salon.
error-lobby-unknown_game = Aucun jeu ne s’appelle « { $game } ».
error-lobby-not_host = Cela revient à l’hôte de la partie, { $host }.
error-lobby-closed = Les inscriptions sont closes : la partie a commencé ou a été annulée.
error-lobby-unknown_option = L’option « { $option } » n’existe pas. Options : { $options }.
error-lobby-option_not_here = { $option } ne s’applique pas avec { $count } places prises.
error-lobby-bad_option = « { $value } » n’est pas une valeur possible pour { $option }. Valeurs permises : { $allowed }.
error-lobby-already_joined = Vous avez déjà rejoint cette partie.
error-lobby-full =
    Cette partie est complète ({ $max ->
        [one] { $max } place
       *[other] { $max } places
    } au maximum).
error-lobby-bad_role = Ce rôle ne peut pas être choisi dans cette partie.
error-lobby-not_joined = Vous n’avez pas rejoint cette partie.
error-lobby-host_cannot_leave = En tant qu’hôte, vous ne pouvez pas partir : annulez plutôt la partie.
error-lobby-player_count =
    Cette partie se joue de { $min } à { $max } personnes ; { $count ->
        [0] aucune inscription pour l’instant
        [one] { $count } inscription pour l’instant
       *[other] { $count } inscriptions pour l’instant
    }.
error-no_game = Cette partie n’existe pas (ou plus).
error-not_started = Cette partie n’a pas encore commencé.
error-game_over = Cette partie est terminée.
error-not_in_game = Vous ne jouez pas dans cette partie.
error-elsewhere = Ce bouton ou ce menu appartient à une partie jouée dans un autre salon ou sur un autre serveur : utilisez-le là-bas. Rien n’a été modifié.
error-not_your_turn = Ce n’est pas votre tour : c’est à { $seat } de jouer.
error-stale = La partie a avancé depuis ce message. Regardez le dernier plateau et réessayez.
error-not_allowed = Cela revient à l’hôte, { $host }, ou à qui gère le serveur.
