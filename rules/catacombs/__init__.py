"""Catacombs Conquest (Elzra): team dexterity card game, flicks simulated with pymunk."""
