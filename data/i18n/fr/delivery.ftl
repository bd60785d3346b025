error-bad_component = Je ne sais pas lire ce bouton ou ce menu (abîmé ou très ancien). Utilisez /partie plateau pour des boutons à jour.
error-bad_value = Cette valeur n’est pas permise. Vérifiez les options de la commande : les nombres doivent rester dans l’intervalle indiqué par Discord.
error-saved_anyway = Votre coup est enregistré. Un souci est survenu à l’affichage ; le plateau sera publié sous peu — ne le rejouez pas.
error-replace-not_a_person = Une place ne peut revenir qu’à une personne : un bot ne peut pas reprendre la place d’une personne.
error-replace-not_a_member = Une place ne peut revenir qu’à un membre de ce serveur.
bot-turn-started = Une partie { DE($game) } commence.
bot-turn-hint = (**Jouer** ci-dessous pour choisir.)
bot-turn-bot_hint = (Le bot choisit son coup.)
bot-panel-saved_board_follows = Votre coup est enregistré. Son annonce a du retard ; le plateau suivra bientôt dans le salon — ne le rejouez pas.
bot-panel-saved_permission = Votre coup est enregistré, mais je ne peux pas publier dans le salon de la partie : il m’y manque une autorisation. J’ai indiqué à l’hôte ce qu’il faut me donner ; le plateau rattrapera le tour en cours dès que je pourrai publier à nouveau. Vos MP continuent de fonctionner.
bot-panel-saved_archived = Votre coup est enregistré, mais le fil de la partie est archivé : je ne peux pas y publier le plateau. Dès que le fil sera désarchivé (j’ai prévenu l’hôte), le plateau rattrapera le tour en cours. Vos MP continuent de fonctionner.
bot-panel-saved_channel_gone = Votre coup est enregistré, mais le salon de la partie a été supprimé : le plateau ne peut plus être publié nulle part. La partie continue avec les boutons Jouer de vos MP.
bot-dm-your_turn =
    C’est à vous de jouer dans { $game } ({ $link }), { $unit ->
        [round] manche
       *[other] tour
    } { $turn }.
bot-dm-hand_alt = Votre main dans { $game }
bot-dm-failed_notice = { $player }, je ne peux pas vous envoyer de messages privés : votre main et les alertes de tour ne vous y parviennent pas. Autorisez les MP des membres de ce serveur (menu du serveur → Paramètres de confidentialité), ou utilisez /partie main.
bot-fault-permission = Je ne peux plus publier dans le salon de votre partie { DE($game) } ({ $link }) : il m’y manque une autorisation. Les coups restent enregistrés et chaque personne à la table peut jouer avec les boutons Jouer de ses MP. Pour que le plateau revienne, donnez-moi les autorisations Voir le salon, Envoyer des messages, Envoyer des messages dans les fils (si la partie est dans un fil), Joindre des fichiers et Intégrer des liens dans ce salon (dans les réglages du salon) ; le salon rattrapera alors le tour en cours.
bot-fault-archived = Le fil de votre partie { DE($game) } ({ $link }) est archivé : je ne peux plus y publier. Les coups restent enregistrés et chaque personne à la table peut jouer avec les boutons Jouer de ses MP. Désarchivez le fil (ouvrez-le et cliquez sur Désarchiver, ou envoyez-y un message) et il rattrapera le tour en cours.
bot-fault-channel_gone = Le salon de votre partie { DE($game) } a été supprimé : je ne peux plus y publier le plateau. Les coups restent enregistrés et les boutons Jouer de vos MP fonctionnent toujours, mais la table n’a plus de salon où suivre la partie.
bot-fault-member_left = { $player } a quitté le serveur : je ne peux plus l’atteindre pour votre partie { DE($game) } ({ $link }). L’hôte (ou toute personne qui peut gérer le salon) peut donner sa place à quelqu’un d’autre avec /partie remplacer.
bot-lobby-started_private = La partie a commencé : le premier plateau est dans le salon.
bot-lobby-already_in = Vous avez déjà une place dans cette partie.
bot-aim-not_an_aim = Ce n’est pas une visée. Utilisez le formulaire de visée ou les boutons d’ajustement.
bot-aim-bad_form = Je n’ai pas compris cette visée. Pion : une lettre et un chiffre comme S1 (ou vide) ; direction : un angle en degrés (0–360) ou un pion ou un mur visé (S2, NORTH…) ; décalage : de −90 à 90 degrés ; puissance : de 0 à 100.
