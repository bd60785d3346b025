"""Every rule id of seeds/aod.md is cited by at least one rule test, and no test cites an unknown id."""

from __future__ import annotations

import re
from pathlib import Path

RULE_ID = re.compile(r"AOD-[A-Z]+-\d+")
ROOT = Path(__file__).resolve().parents[2]


def test_every_rule_id_is_tested() -> None:
    defined = set(re.findall(r"\*\*(AOD-[A-Z]+-\d+)", (ROOT / "seeds/aod.md").read_text(encoding="utf-8")))
    cited: set[str] = set()
    for path in (ROOT / "tests/rules_aod").glob("test_aod_*.py"):
        if path.name != Path(__file__).name:
            cited |= set(RULE_ID.findall(path.read_text(encoding="utf-8")))
    assert len(defined) > 60
    assert defined - cited == set(), "rule ids without a test"
    assert cited - defined == set(), "tests citing unknown rule ids"
