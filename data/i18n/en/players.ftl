bot-button-bots = Bot players…
bot-level-easy = easy
bot-level-normal = normal
bot-level-strong = strong
bot-level-add-easy = Add an easy bot
bot-level-add-normal = Add a normal bot
bot-level-add-strong = Add a strong bot (about 2 s a move)
bot-level-remove = Remove the last bot
bot-level-menu = Add or remove a bot player
bot-level-explain = Bot players fill empty seats. They see only what their seat may see and play as soon as it is their move; the host can later give a bot’s seat to a person with /game replace.
bot-level-done =
    { $count ->
        [0] No bot player at the table now.
        [one] One bot player at the table now.
       *[other] { $count } bot players at the table now.
    }
bot-player-bot_name = Bot { $number } ({ $level })
error-lobby-bad_bot_level = A bot plays at one of these levels: { $allowed }.
error-lobby-no_bot = There is no bot player at this table to remove.
bot-level-role_hint = Pick each bot’s character below, or leave it to the game.
bot-level-pick_role = Character of Bot { $number } (optional)
bot-level-role_set = Bot { $number } plays { $role }.
error-lobby-no_such_bot = Bot { $number } is no longer at this table.
bot-level-role_any = Bot { $number } takes the character the game gives it.
