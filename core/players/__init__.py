"""Bot players for any game, deciding from their own seat's view: ``core.players.choose`` is the entry point."""
