"""Game content and message catalogs, shipped as package data and validated when loaded."""

from __future__ import annotations

import json
from importlib import resources
from typing import Any


def load_json(relative: str) -> Any:
    """Parse a JSON file shipped under ``data/`` (e.g. ``"aod/tiles.json"``)."""
    return json.loads(resources.files(__package__).joinpath(relative).read_text(encoding="utf-8"))


def font_path(bold: bool = False) -> str:
    """Path of the bundled DejaVu font, so images look the same on every machine."""
    name = "DejaVuSans-Bold.ttf" if bold else "DejaVuSans.ttf"
    return str(resources.files(__package__).joinpath("fonts", name))
