bot-button-bots = Joueurs bots…
bot-level-easy = facile
bot-level-normal = normal
bot-level-strong = fort
bot-level-add-easy = Ajouter un bot facile
bot-level-add-normal = Ajouter un bot normal
bot-level-add-strong = Ajouter un bot fort (environ 2 s par coup)
bot-level-remove = Retirer le dernier bot
bot-level-menu = Ajouter ou retirer un joueur bot
bot-level-explain = Les joueurs bots occupent les places libres. Ils ne voient que ce que leur place permet de voir et jouent dès que c’est leur tour ; l’hôte peut ensuite donner la place d’un bot à une personne avec /partie remplacer.
bot-level-done =
    { $count ->
        [0] Aucun joueur bot à la table.
        [one] { $count } joueur bot à la table.
       *[other] { $count } joueurs bots à la table.
    }
bot-player-bot_name = Bot { $number } ({ $level })
error-lobby-bad_bot_level = Un bot joue à l’un de ces niveaux : { $allowed }.
error-lobby-no_bot = Il n’y a aucun joueur bot à retirer à cette table.
bot-level-role_hint = Choisissez ci-dessous le personnage de chaque bot, ou laissez le jeu décider.
bot-level-pick_role = Personnage du Bot { $number } (facultatif)
bot-level-role_set = Le Bot { $number } joue { $role }.
error-lobby-no_such_bot = Le Bot { $number } n’est plus à cette table.
bot-level-role_any = Le Bot { $number } prendra le personnage que le jeu lui donne.
