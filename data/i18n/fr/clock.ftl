command-pace-name = rythme
command-pace-description = Hôte : temps accordé pour chaque coup (dans la salle d’attente)
command-pace-hours-name = heures
command-pace-hours-description = Temps par coup
clock-pace-choice-none = Sans horloge
clock-pace-choice-12 = 12 heures
clock-pace-choice-24 = 24 heures
clock-pace-choice-72 = 72 heures
command-remind-name = rappel
command-remind-description = Choisir la fréquence des rappels, ou les couper pour ce tour
command-remind-hours-name = heures
command-remind-hours-description = Me rappeler toutes les N heures (0 : à mi-temps et vers la fin)
command-remind-mute-name = silence
command-remind-mute-description = Plus de rappel pour ce tour dans cette partie
command-away-name = absent
command-away-description = Geler vos horloges dans toutes vos parties pour quelques jours
command-away-days-name = jours
command-away-days-description = Combien de jours (0 : je suis de retour)
command-mine-name = mes_parties
command-mine-description = Vos parties sur ce serveur et à qui c’est le tour
clock-pace-set = ⏱️ Horloge : { $hours } h par coup. Rappels à mi-temps et vers la fin ; à court de temps, le bot joue un coup prudent.
clock-pace-none = ⏱️ Pas d’horloge pour cette partie.
clock-reminder = ⏰ { $player }, c’est à vous de jouer dans la partie « { $game } ». Le temps s’écoule { $left }.
clock-reminder_dm = ⏰ À vous de jouer dans la partie « { $game } » ({ $link }). Le temps s’écoule { $left }.
clock-reminder_past = ⏰ Rappel pour { $player } dans la partie « { $game } » : ce tour est terminé.
clock-reminder_dm_past = ⏰ Rappel pour la partie « { $game } » ({ $link }) : ce tour est terminé.
clock-timeout = ⌛ Temps écoulé pour { $player } : le bot a joué le coup par défaut à sa place.
clock-remind-every = Un rappel vous est envoyé toutes les { $hours } h quand c’est votre tour.
clock-remind-default = Un rappel vous est envoyé à mi-temps et vers la fin.
clock-remind-muted =
    { $count ->
        [0] Aucun rappel restant à couper pour ce tour.
        [one] { $count } rappel coupé pour ce tour.
       *[other] { $count } rappels coupés pour ce tour.
    }
clock-remind-usage = Indiquez des heures (fréquence des rappels) ou silence (pour ce tour).
clock-away-set = Vos horloges sont gelées jusqu’au { $until }.
clock-away-back = Bon retour : vos horloges repartent.
clock-away-public = 🏖️ { $player } s’absente jusqu’au { $until } ; son horloge est gelée.
clock-away-back_public = { $player } est de retour ; son horloge repart.
clock-mine-lobby = • { $game } : salle d’attente — { $link }
clock-mine-your_turn = • { $game } : à vous — { $link }
clock-mine-waiting = • { $game } : on attend { $players } — { $link }
clock-mine-due = (fin du temps { $left })
clock-mine-away = Vous vous absentez jusqu’au { $until }.
clock-mine-none = Vous n’avez aucune partie sur ce serveur.
error-clock-bad_pace = Choisissez un rythme parmi { $allowed } heures, ou sans horloge.
clock-status-pace = ⏱️ { $hours } h par coup.
clock-status-deadline = { $player } : le temps s’écoule { $left }.
