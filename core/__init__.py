"""The Discord-free core: service, storage and migrations, outbox, clocks, votes, fair dice, texts.

Nothing here imports discord, so it runs under any front end and in several processes."""
