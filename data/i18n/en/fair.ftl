command-replay-name = replay
command-replay-description = See the board as it was at a given turn
command-replay-turn-name = turn
command-replay-turn-description = Turn number to look at
command-export-name = export
command-export-description = Get this game’s record as a JSON file
command-verify-name = verify
command-verify-description = Check that the dice were fair and the log replays
fair-commitment = 🎲 Fair dice: the random seed of this game is sealed. Commitment (SHA-256): `{ $commitment }`. Seed and salt are revealed when the game ends; check them with /game verify.
fair-reveal = 🎲 Game over: seed `{ $seed }`, salt `{ $salt }`. SHA-256 of `tombtable:<salt>:<seed>` must equal the commitment `{ $commitment }`. Use /game export and `tombtable verify` to replay every shuffle and roll.
fair-verify-ok =
    ✅ Verified: the commitment matches and { $actions ->
        [0] the game, with no logged action yet, is its saved state
        [one] the 1 logged action replays exactly to the saved game
       *[other] the { $actions } logged actions replay exactly to the saved game
    }.
fair-verify-failed =
    ❌ Verification failed after { $actions ->
        [one] 1 action
       *[other] { $actions } actions
    }:
fair-verify-until_end = The seed stays secret until the game ends; its commitment is `{ $commitment }`.
fair-verify-revealed = Seed `{ $seed }`, salt `{ $salt }`: anyone can recheck with /game export and `tombtable verify`.
fair-export-over = The game’s record: setup, seats, every action, the seed and the final state. Replay it with `tombtable replay FILE`.
fair-export-running = The game’s record so far (the seed stays secret until the game ends).
fair-replay-caption =
    { $game } — the board at { $unit ->
        [round] round
       *[other] turn
    } { $turn }.
fair-problem-format = This file is not a Tomb Table game record.
fair-problem-not_over = The record has no seed yet: the game is not over.
fair-problem-commitment = The seed and salt do not match the published commitment.
fair-problem-unknown_game = This game is unknown to this version of Tomb Table.
fair-problem-illegal = An action in the log is not legal when replayed.
fair-problem-final_state = Replaying the log does not reach the recorded final state.
fair-problem-events = Replaying the log gives other events than the ones recorded.
