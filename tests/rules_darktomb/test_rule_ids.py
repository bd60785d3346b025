"""Every rule id of ``seeds/darktomb.md`` is cited by at least one test, and every cited id exists."""

from __future__ import annotations

import re
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
RULE_ID = re.compile(r"\bDT-[A-Z]+-\d+\b")


def test_every_rule_id_is_tested_and_every_cited_id_exists() -> None:
    declared = set(re.findall(r"\*\*(DT-[A-Z]+-\d+)", (ROOT / "seeds" / "darktomb.md").read_text(encoding="utf-8")))
    cited: set[str] = set()
    for folder in ("rules_darktomb", "render_darktomb"):
        for path in (ROOT / "tests" / folder).glob("test_*.py"):
            if path.name != Path(__file__).name:
                cited |= set(RULE_ID.findall(path.read_text(encoding="utf-8")))
    assert not declared - cited, f"untested rules: {sorted(declared - cited)}"
    assert not cited - declared, f"tests cite unknown rules: {sorted(cited - declared)}"
