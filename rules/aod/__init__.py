"""Lara Croft Tomb Raider – The Angel of Darkness: rules engine (see ``seeds/aod.md``)."""

from rules.aod.game import AOD, AodGame

__all__ = ["AOD", "AodGame"]
