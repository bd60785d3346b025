table-command-rules-game-name = jeu
table-command-rules-game-description = Quel jeu (par défaut : celui de ce salon)
table-command-help-topic-name = sujet
table-command-help-topic-description = Ce que vous voulez savoir
table-command-list-name = liste
table-command-list-description = Les parties en cours et les salles d’attente de ce serveur
table-help-short =
    { "*" }*Tomb Table** permet de jouer ici à des jeux de plateau, à votre rythme ({ $games }). Commencez avec /partie nouvelle ; les règles de chaque jeu avec /partie règles jeu:.
    Pour en savoir plus, /partie aide sujet:
    { $topics }
table-help-start-title = Pour commencer
table-help-start =
    • /partie nouvelle jeu: ouvre une salle d’attente dans ce salon (une partie par salon).
    • Pour jouer, cliquez sur Rejoindre (ou tapez /partie rejoindre) et choisissez un personnage si vous le voulez ; l’hôte règle les options et l’horloge, puis clique sur Lancer.
    • Votre main arrive en message privé : autorisez les messages privés de ce serveur, ou utilisez /partie main.
    • L’hôte peut occuper les places libres avec des bots (facile, normal, fort) et choisir leurs personnages avec **Joueurs bots…** ; une personne qui rejoint une table complète prend la place d’un bot, et /partie remplacer bot: donne la place d’un bot à quelqu’un en cours de partie.
table-help-playing-title = Jouer
table-help-playing =
    • Après chaque coup, le bot met à jour le message du tour et mentionne qui joue ensuite ; /partie moi notifications choisit comment votre tour vous parvient (une mention dans le salon par défaut, un MP, ou les deux).
    • Cliquez sur **Jouer** pour vos boutons d’action privés (ou tapez /partie jouer) ; **Ma main** ou /partie main affiche vos cartes en privé.
    • /partie état, /partie plateau et /partie journal aident à suivre ; /partie reprendre annule votre dernière action si rien n’a été révélé.
table-help-clocks-title = Horloges et absences
table-help-clocks =
    • L’hôte peut fixer un rythme (/partie nouvelle rythme: ou /partie rythme) : vous recevez des rappels par le même chemin que vos tours (/partie moi notifications), et à la fin du temps le bot joue un coup prudent à votre place.
    • /partie moi absent suspend vos horloges, /partie moi rappel règle vos rappels, /partie mes_parties liste vos parties.
    • Après 3 dépassements de suite, les autres peuvent voter pour confier la place à quelqu’un d’autre ou la passer en pilote automatique, où un bot la joue ; l’hôte choisit le niveau du bot avec /partie pilote, et la personne reprend sa place avec /partie pilote niveau: arrêt.
    • Sans rythme, le même vote a lieu après 3 jours sans aucun coup à la table.
    • Vous pouvez passer votre propre place en pilote automatique avec /partie pilote niveau:, et quitter définitivement une partie en cours avec /partie quitter (un bot prend votre place, ou, dans un duel à deux, vous abandonnez).
table-help-records-title = Historique et dés équitables
table-help-records =
    • Au début, le bot publie un engagement sur la graine aléatoire de la partie ; à la fin, il la révèle.
    • /partie vérifier rejoue toute la partie et contrôle l’engagement ; /partie exporter vous donne l’historique en fichier ; /partie revoir tour: montre le plateau à n’importe quel tour.
table-help-after-title = Trouver une partie, et après la partie
table-help-after =
    • /partie liste montre les parties en cours et les salles d’attente de ce serveur.
    • À la fin d’une partie, **Revanche** sous le dernier message ouvre une salle d’attente avec les mêmes personnes et options.
    • /partie plateau, /partie état, /partie journal, /partie exporter et /partie revoir restent disponibles pour la dernière partie du salon jusqu’à la suivante.
table-list-title =
    { $count ->
        [one] Une partie sur ce serveur :
       *[other] { $count } parties sur ce serveur :
    }
    { $games }
table-list-lobby = • { $game } dans { $channel } : salle d’attente, { $count }/{ $max } places prises, hôte { $host }
table-list-active =
    • { $game } dans { $channel } : { $unit ->
        [round] manche
       *[other] tour
    } { $turn }, en attente de { $players }
table-list-none = Aucune partie en cours sur ce serveur. Lancez-en une avec /partie nouvelle.
table-button-rematch = Revanche
table-rematch-opened = { $player } demande une revanche : mêmes personnes, personnages et options. { $host } la lance quand la table est au complet ; d’ici là, on peut encore partir ou rejoindre.
table-guide-panel =
    { "*" }*Votre première partie { DE($game) } : comment marche ce panneau**
    • Les boutons sont les coups que vous pouvez jouer maintenant ; un clic le joue aussitôt (un coup qui ferait perdre ce que le tour offre encore demande d’abord confirmation). Les boutons gris passent, finissent le tour ou tentent un coup sans effet (leur texte le dit) ; les coups qui finissent aussi le tour (piocher, par exemple) sont bleus comme les autres.
    • S’il y a beaucoup de coups, les boutons deviennent des menus, un par sorte de coup ; Précédent / Suivant en tournent les pages.
    • **Actualiser** redessine le panneau quand les autres ont joué. Il n’est visible que par vous.
table-guide-aod = • À chaque tour vous avez trois actions : piocher une carte, ou jouer des cartes d’énergie (avancer, ouvrir ou tourner des tuiles) ou de munitions (tirer) ; revendiquer un jeton est gratuit. Le plateau montre les actions et l’énergie qui restent.
table-guide-darktomb = • À chaque manche, les personnes qui mènent des héros lancent un d20 : le meilleur jet commence, puis l’ordre de la table. À votre tour, marchez, puis jouez une de vos quatre cartes — jamais celle du tour précédent.
table-guide-underworld = • L’équipe avance ensemble : lisez les prochains obstacles sur le plateau et mettez-vous d’accord sur qui paie chacun. Votre tour finit quand vous piochez ou vous soignez.
table-guide-catacombs = • Les tirs se visent : **Viser et prévisualiser…** vous laisse essayer un angle et une puissance et voir la ligne de visée avant de tirer ; où le pion s’arrête, on ne le sait qu’après la pichenette.
table-guide-more = /partie règles explique le jeu sujet par sujet ; /partie aide pour le reste. Ce guide ne s’affiche qu’une fois.
error-rematch-not_over = Cette partie n’est pas finie : la revanche se propose sous son dernier message.
table-status-ended_early = Cette partie a été arrêtée avant la fin : plus personne ne joue.
