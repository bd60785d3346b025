command-me-name = moi
command-me-description = Vos propres réglages, dans toutes vos parties
command-me-notify-name = notifications
command-me-notify-description = Comment votre tour vous parvient : une mention dans le salon, un MP, ou les deux
command-me-notify-by-name = par
command-me-notify-by-description = Sans ce choix, vous voyez le réglage actuel
command-me-notify-by-channel = Une mention dans le salon de la partie (par défaut)
command-me-notify-by-dm = Un message privé avec votre main
command-me-notify-by-both = Les deux : une mention et un message privé
me-notify-channel = une mention dans le salon de la partie
me-notify-dm = un nouveau message privé avec votre main
me-notify-both = une mention dans le salon de la partie et un nouveau message privé avec votre main
me-notify-channel-detail = Le MP de votre main reste à jour, modifié sans vous notifier.
me-notify-dm-detail = Le message du tour vous nomme sans vous notifier, sauf si vos MP échouent : il vous mentionne alors.
me-notify-both-detail = Cela fait deux notifications à chaque fois que c’est à vous de jouer.
me-notify-current =
    Votre tour vous parvient par { $how }, dans toutes vos parties. { $detail }
    Pour changer : /partie moi notifications par:
me-notify-set = C’est fait : dès votre prochain tour, dans toutes vos parties, votre tour vous parvient par { $how }. { $detail }
