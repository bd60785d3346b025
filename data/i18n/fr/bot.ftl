command-game-name = partie
command-game-description = Jouer à des jeux de plateau sur ce serveur
command-new-name = nouvelle
command-new-description = Ouvrir une salle d’attente pour une nouvelle partie ici
command-new-game-name = jeu
command-new-game-description = Le jeu à lancer
command-join-name = rejoindre
command-join-description = Rejoindre la salle d’attente de ce salon
command-leave-name = quitter
command-leave-description = Quitter la salle d’attente ou la partie en cours de ce salon
command-start-name = lancer
command-start-description = Lancer la partie (hôte seulement)
command-cancel-name = annuler
command-cancel-description = Annuler la salle d’attente (hôte seulement)
command-abandon-name = abandonner
command-abandon-description = Arrêter la partie de ce salon (l’hôte, ou qui gère le serveur)
command-play-name = jouer
command-play-description = Faire une action dans la partie de ce salon
command-play-action-name = action
command-play-action-description = Une action telle que l’écrit son bouton, ou une des suggestions
command-hand-name = main
command-hand-description = Voir votre main, en privé
command-board-name = plateau
command-board-description = Afficher le plateau actuel dans ce salon
command-status-name = état
command-status-description = À qui de jouer, ce qu’il reste du tour, et les scores
command-log-name = journal
command-log-description = Les derniers coups de la partie de ce salon
command-rules-name = règles
command-rules-description = Lire les règles, sujet par sujet
command-rules-topic-name = sujet
command-rules-topic-description = Quelle partie des règles
command-help-name = aide
command-help-description = Comment jouer avec ce bot
error-internal = Désolé, un problème est survenu de notre côté. Rien n’a été modifié ; réessayez dans un instant.
error-busy = La table est occupée pour le moment : rien n’a été modifié. Réessayez dans un instant.
error-commit_unknown = La connexion à la base de données a été coupée pendant l’enregistrement : votre action est peut-être enregistrée, peut-être pas. Regardez la partie avant de réessayer.
error-unreachable = La base de données du bot est indisponible pour le moment : rien n’a été modifié. Réessayez sous peu.
error-no_game_here = Il n’y a pas de partie dans ce salon. Lancez-en une avec /partie nouvelle.
bot-player_number = Place { $number }
bot-button-join = Rejoindre
bot-button-leave = Quitter
bot-button-start = Lancer
bot-button-cancel = Annuler
bot-button-play = Jouer
bot-button-hand = Ma main
bot-button-refresh = Actualiser
bot-button-previous = ◀ Précédent
bot-button-next = Suivant ▶
bot-lobby-title = { $game } : nouvelle partie
bot-lobby-description = Hôte : { $host }. De { $min } à { $max } personnes. Rejoignez avec le bouton ci-dessous ou /partie rejoindre ; l’hôte lance la partie.
bot-lobby-players = À la table ({ $count }/{ $max })
bot-lobby-player_line = { $player } : { $role }
bot-lobby-any_role = personnage au choix du jeu
bot-lobby-pick_role = Choisissez votre personnage (facultatif)
bot-lobby-options = Options (hôte seulement)
bot-lobby-option_line = { $option } : { $value }
bot-lobby-footer = En attente d’autres personnes…
bot-lobby-started = La partie a commencé.
bot-lobby-cancelled = Cette salle d’attente a été annulée.
bot-lobby-joined = Vous êtes dans la partie « { $game } ». Votre main vous sera envoyée en message privé ; /partie main l’affiche ici à tout moment.
bot-lobby-bot_made_room = La table était complète : le Bot { $number } vous a cédé sa place (et son personnage, s’il en avait un).
bot-lobby-left = Vous avez quitté la salle d’attente.
bot-leave-button = Quitter définitivement
bot-leave-confirm_bot = Quitter définitivement cette partie ? Un bot { $level } prend votre place et la joue jusqu’au bout ; vous ne pourrez pas la reprendre. Pour qu’un bot joue votre place seulement un moment, utilisez plutôt /partie pilote.
bot-leave-confirm_concede = Quitter définitivement cette partie ? Partir y met fin : vous abandonnez, et la victoire revient à { $others }. Pour qu’un bot joue votre place seulement un moment, utilisez plutôt /partie pilote.
bot-leave-confirm_host = { $host } devient l’hôte.
bot-leave-left = Vous avez quitté la partie : un bot joue votre place désormais.
bot-leave-conceded = Vous avez abandonné : la partie est terminée.
bot-lobby-role_set = Votre personnage : { $role }.
bot-dm-welcome = Vous avez rejoint une partie « { $game } » : { $link }. Votre main arrivera ici après chaque changement.
bot-dm-closed_help = Je ne peux pas vous envoyer de messages privés. Pour recevoir votre main en MP, ouvrez le menu de ce serveur → Paramètres de confidentialité et activez « Messages privés » (autoriser les MP des membres du serveur). En attendant, /partie main ou le bouton « Ma main » l’affichent ici en privé.
bot-dm-hand =
    Votre main dans « { $game } » ({ $link }), { $unit ->
        [round] manche
       *[other] tour
    } { $turn } :
bot-turn-log_line = { "*" }*{ $player }** : { $events }
bot-turn-log_line_named = { "*" }*{ $player }**{ $events }
bot-turn-taken_back = ↩️ Les actions de ce message ont été reprises.
bot-turn-to_act = Tour { $turn } : { $players }, à vous de jouer.
bot-result-winners =
    { $count ->
       *[one] Victoire
        [other] Victoire partagée
    } : { $players }
bot-result-no_winner = Personne ne gagne.
bot-result-score = { $seat } : { $points }
bot-panel-your_turn =
    À vous ({ $unit ->
        [round] manche
       *[other] tour
    } { $turn }) — { $count ->
        [0] aucune action possible
        [one] { $count } action possible
       *[other] { $count } actions possibles
    } :
bot-panel-waiting = Ce n’est pas à vous pour l’instant : on attend { $players }.
bot-panel-moved_on = La partie a avancé depuis ce panneau ; voici le panneau à jour.
bot-panel-done = Fait : { $events }
bot-panel-menu = { $first } … ({ $count })
bot-confirm-confirm = Confirmer
bot-confirm-keep_playing = Continuer à jouer
bot-play-unknown = « { $text } » ne fait pas partie de vos actions possibles en ce moment.
bot-play-examples = Tapez le texte d’un de vos boutons, par exemple { $examples }.
bot-play-example = « { $label } »
bot-aim-button = Viser et prévisualiser…
bot-aim-title = Viser votre pichenette
bot-aim-origin = Pion à lancer (vide : l’habituel)
bot-aim-origin_hint = O1–O5 pour un obstacle, votre partenaire (S1, K2…) pour l’arc long
bot-aim-direction = Visée : angle en degrés, pion ou mur
bot-aim-direction_hint = 0 = droite, 90 = haut, 180 = gauche ; ou K1, S2, O3, P ; ou un mur N, E, S, W
bot-aim-offset = Décalage depuis ce pion ou ce mur, en degrés
bot-aim-power = Puissance (0–100)
bot-aim-preview = Aperçu de la visée — { $action }. Seule la ligne de visée est montrée ; rien ne bouge avant le tir.
bot-aim-fire = Tirer
bot-aim-turn_left = ⟲ { $step }°
bot-aim-turn_right = ⟳ { $step }°
bot-aim-power_up = Puissance +{ $step }
bot-aim-power_down = Puissance −{ $step }
bot-aim-stale = La partie a avancé depuis cette visée ; cliquez sur Jouer pour vos choix actuels.
bot-ask-gift = { $seat } { $count } { NOUN($item_type, $count) }
bot-ask-passed = { $seat } ne donne rien de plus
bot-ask-pool = Coût partagé, déjà versé : { $gifts }. { $seat } règle quand bon lui semble.
bot-ask-pool_empty = Coût partagé : rien de versé pour l’instant. Chaque place sollicitée peut donner de sa main avec Jouer ; { $seat } règle quand bon lui semble.
bot-ask-default = Sans réponse avant l’échéance : { $action }.
bot-ask-dm = On attend votre réponse dans « { $game } » ({ $link }). Cliquez sur Jouer pour répondre d’ici.
bot-hand-caption =
    Votre main dans « { $game } », { $unit ->
        [round] manche
       *[other] tour
    } { $turn } :
bot-hand-none = Ce jeu n’a pas de main cachée.
bot-status-title =
    { $game }, { $unit ->
        [round] manche
       *[other] tour
    } { $turn }
bot-status-to_act = À jouer : { $players }
bot-status-actions_left = Actions restantes : { $count }
bot-status-energy_left = Énergie restante : { $count }
bot-status-team_score = { CAPITAL($side) } : { $points }
bot-log-empty = Rien ne s’est encore passé.
bot-abandoned = La partie « { $game } » a été arrêtée par { $player }.
bot-rules-topics =
    Règles du jeu « { $game } ». Choisissez un sujet avec /partie règles sujet :
    { $topics }
bot-panel-chosen = vous avez choisi « { $action } ».
