"""Lara Croft Tomb Raider – The Angel of Darkness: rules engine (see ``seeds/aod.md``); the game object is
``rules.aod.game.AOD``."""
