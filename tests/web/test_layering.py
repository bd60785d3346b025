"""The pages could run as their own process: nothing in ``web/`` imports the bot (house.py does not look
at ``web/`` yet)."""

from __future__ import annotations

import ast
from pathlib import Path

import web


def test_the_web_package_imports_nothing_of_the_bot() -> None:
    found = []
    for path in Path(web.__file__).parent.rglob("*.py"):
        for node in ast.walk(ast.parse(path.read_text())):
            names = [alias.name for alias in node.names] if isinstance(node, ast.Import) else \
                [node.module or ""] if isinstance(node, ast.ImportFrom) else []
            found += [f"{path.name}: {name}" for name in names if name == "bot" or name.startswith("bot.")]
    assert not found
