"""Tomb Raider Underworld (Tilsit, 2009): cooperative rules engine, see ``rules/underworld/game.py``."""
