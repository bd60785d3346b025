"""The game pages: every game's public board, status and log on the web, live and step by step.

An aiohttp.web application (discord.py already brings aiohttp) built on ``core/``, ``rules/`` and
``render/`` only: whoever starts it (the bot, in its ``setup_hook``) hands it the service, the store
and a :class:`web.narration.Narrator` for the texts it writes around the pictures, so it could run as
its own process later.  Only public views and public events are shown while a game runs.
"""
