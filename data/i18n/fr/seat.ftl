command-undo-name = reprendre
command-undo-description = Reprendre votre dernière action de ce tour
command-replace-name = remplacer
command-replace-description = Hôte : donner la place et la main d’une personne ou d’un bot à quelqu’un d’autre
command-replace-old-name = qui
command-replace-old-description = La personne qui quitte sa place
command-replace-new-name = par
command-replace-new-description = La personne qui prend la place
command-replace-bot-name = bot
command-replace-bot-description = Le bot qui quitte sa place (au lieu de l’option qui)
command-stats-name = stats
command-stats-description = Parties et victoires sur ce serveur
command-stats-user-name = membre
command-stats-user-description = Les stats de qui (par défaut : tout le serveur)
seat-undo-done = ↩️ { $player } a repris sa dernière action.
seat-replace-done = 🔁 { $new } prend la place de { $old }, avec sa main (envoyée en message privé).
seat-stats-server = 📊 Parties terminées sur ce serveur :
seat-stats-user = 📊 Parties terminées { DE($player) } sur ce serveur :
seat-stats-line =
    • { $game } : { $played ->
        [one] { $played } jouée
       *[other] { $played } jouées
    }, { $won ->
        [one] { $won } gagnée
       *[other] { $won } gagnées
    }
seat-stats-server_line =
    • { $game } : { $played ->
        [one] { $played } jouée
       *[other] { $played } jouées
    }
seat-stats-coop_line =
    • { $game } : { $played ->
        [one] { $played } jouée
       *[other] { $played } jouées
    }, { $rate } % gagnées ensemble
seat-stats-with_bots = { " " }(dont { $count } avec des bots)
seat-stats-none = Aucune partie terminée pour l’instant.
error-undo-nothing = Vous n’avez aucune action à reprendre.
error-undo-other_acted = { $seat } a joué depuis : votre action ne peut plus être reprise.
error-undo-turn_over = Votre tour est fini : cette action ne peut plus être reprise.
error-undo-hidden_revealed = Cette action a révélé une information cachée : impossible de la reprendre.
error-undo-randomness = Cette action a fait appel aux dés ou à la pioche : impossible de la reprendre.
error-replace-not_seated = Cette personne n’a pas de place dans cette partie.
error-replace-already_seated = Cette personne joue déjà dans cette partie.
error-replace-who = Indiquez une seule place à céder : une personne avec qui:, ou un bot avec bot:.
error-replace-not_a_bot = Choisissez le bot dans la liste : { $bots }.
error-replace-no_bots = Cette partie n’a pas de bot ; indiquez avec qui: la personne qui quitte sa place.
command-autopilot-name = pilote
command-autopilot-description = Un bot joue votre place (l’hôte : celle de quiconque), ou arrêt pour la reprendre
command-autopilot-user-name = membre
command-autopilot-user-description = La place de qui (par défaut : la vôtre)
command-autopilot-level-name = niveau
command-autopilot-level-description = Le niveau du bot, ou arrêt pour rendre la place
seat-autopilot-choice-easy = Bot facile
seat-autopilot-choice-normal = Bot normal
seat-autopilot-choice-strong = Bot fort
seat-autopilot-choice-off = Arrêt : la personne reprend sa place
seat-autopilot-on = 🤖 La place { DE($player) } passe en pilote automatique : un bot { $level } joue ses tours, sans voir plus que cette place.
seat-autopilot-off = 👋 { $player } est de retour : le bot ne joue plus sa place.
error-autopilot-not_seated = Cette personne n’a pas de place dans cette partie.
error-autopilot-not_allowed = C’est l’hôte ({ $host }) qui met en pilote automatique la place d’une autre personne, ou la lui rend ; la vôtre, vous pouvez la régler vous-même (/partie pilote sans membre).
error-autopilot-last_person = Au moins une personne doit continuer à jouer : toutes les places seraient aux bots.
error-autopilot-not_on = { $player } n’est pas en pilote automatique : sa place lui revient déjà. Pour qu’un bot la joue, choisissez un niveau plutôt qu’arrêt.
error-autopilot-not_on_own = Vous n’êtes pas en pilote automatique : votre place vous revient déjà. Pour qu’un bot la joue, choisissez un niveau plutôt qu’arrêt.
error-leave-last_person = Vous êtes la dernière personne à jouer : partir laisserait toutes les places aux bots. À la place, /partie abandonner met fin à la partie (l’hôte ou qui gère le salon peut le faire), ou reprenez d’abord une place au pilote automatique.
error-leave-through_leave = Pour abandonner, utilisez /partie quitter : la commande dit ce qui se passera et demande confirmation, car c’est sans retour.
seat-leave-done = 🚪 { $player } a quitté la partie : { $bot }, un bot { $level }, prend sa place.
seat-leave-host = { $host } devient l’hôte.
