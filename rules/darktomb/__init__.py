"""Dark Tomb: The Ice Chasers: rules engine (see ``seeds/darktomb.md``); the game object is
``rules.darktomb.game.DARKTOMB``."""
