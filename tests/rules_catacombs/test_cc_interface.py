"""Notation, catalog coverage in English and French, data checks and rule-id citations."""

from __future__ import annotations

import random
import re
from pathlib import Path

import pytest

from core.i18n import catalog, t
from rules.catacombs.content import DECK_SIZE, content
from rules.catacombs.game import CATACOMBS
from rules.catacombs.model import CcOptions, Deck, Flick, Side, Steadiness
from rules.core import IllegalAction
from tests.rules_catacombs.cc_scenario import ROLES

REPO = Path(__file__).resolve().parents[2]


@pytest.mark.parametrize("text,expected", [
    ("flick:123.5:80", Flick(angle=123.5, power=80)),
    ("flick@K2:+5:60", Flick(at="K2", offset=5, power=60)),
    ("flick/O3:270:20", Flick(origin="O3", angle=270, power=20)),
    ("flick/s2@k1:-2.5:70", Flick(origin="S2", at="K1", offset=-2.5, power=70)),
    ("flick:-90:10", Flick(angle=270, power=10)),
    ("flick@n:-30:50", Flick(at="N", offset=-30, power=50)),
])
def test_flick_notation(text: str, expected: Flick) -> None:
    """CC-AIM-1."""
    action = CATACOMBS.parse_action(text)
    assert action == expected
    assert CATACOMBS.parse_action(CATACOMBS.notation(action)) == action


@pytest.mark.parametrize("text", ["flick:10", "flick:10:101", "flick@X1:+0:5", "flick@K1:+95:5", "play:nobody",
                                  "target:Q", "dance", "flick:1:1" + "0" * 60])
def test_bad_notation_is_refused_with_a_catalog_key(text: str) -> None:
    with pytest.raises(IllegalAction) as refused:
        CATACOMBS.parse_action(text)
    assert refused.value.key == "error.catacombs.bad_notation"


def test_every_text_the_game_can_produce_exists_in_english_and_french() -> None:
    keys = {CATACOMBS.info.name_key, "side.sword", "side.skull"}
    keys |= {f"card.cc_{c}" for c in content().cards}
    keys |= {r.name_key for n in (2, 3, 4) for r in CATACOMBS.roles(n)}
    keys |= {f"option.catacombs.{f}" for f in CcOptions.model_fields}
    keys |= {f"option.catacombs.steadiness.{s.value}" for s in Steadiness}
    keys |= {f"prompt.catacombs.{p}" for p in ("play", "surprise", "stun", "target", "shot", "retry", "bonus",
                                              "armour", "companion", "obstacle")}
    for n in (2, 3, 4):
        for seed in range(4):
            state = CATACOMBS.setup(ROLES[n], CcOptions(draw_at_end=seed % 2 == 0, exhaustion=True), seed)
            rnd = random.Random(seed)
            while not state.finished:
                seat = rnd.choice(sorted(CATACOMBS.to_act(state)))
                for action in CATACOMBS.legal_actions(state, seat)[:3]:
                    keys.add(CATACOMBS.describe_action(state, seat, action)[0])
                transition = CATACOMBS.apply(state, seat, CATACOMBS.playout_action(state, seat, rnd))
                for event in transition.events:
                    keys.add(f"event.catacombs.{event.kind}")
                    for name, value in event.params.items():
                        if name.endswith("_type"):
                            keys.add(f"card.{value}")
                state = transition.state
            result = CATACOMBS.result(state)
            assert result is not None
            keys.add(result.summary_key)
    for lang in ("en", "fr"):
        missing = sorted(k for k in keys if k not in catalog(lang))
        assert not missing, (lang, missing)
    assert set(json_keys("en")) == set(json_keys("fr"))


def json_keys(lang: str) -> list[str]:
    import json

    return list(json.loads((REPO / "data" / "i18n" / lang / "catacombs.json").read_text(encoding="utf-8")))


def test_texts_read_naturally_with_names() -> None:
    names = {0: "Ana", 1: "Bo"}
    assert t("event.catacombs.card_played", "fr", names, seat=0, card_type="cc_zombie") == "Ana joue Zombie d’outre-tombe."
    assert t("event.catacombs.wounded", "en", names, side=Side.SKULL, damage=2) == "Wounds for the Skull team: 2."


def test_decks_match_the_known_facts() -> None:
    """CC-DATA-1, CC-DATA-3."""
    for side in Side:
        assert all(len(content().deck(side, mix)) == DECK_SIZE for mix in Deck)
    assert content().cards["behemoth"].armour and content().cards["marauder"].armour
    assert all(c.provenance for c in content().cards.values())


def test_every_rule_id_is_cited_by_a_test() -> None:
    seeds = (REPO / "seeds" / "catacombs.md").read_text(encoding="utf-8")
    ids = set(re.findall(r"\*\*(CC-[A-Z]+-\d+)", seeds))
    tests = "".join(p.read_text(encoding="utf-8") for p in (REPO / "tests").glob("*_catacombs/*.py"))
    cited = set(re.findall(r"CC-[A-Z]+-\d+", tests))
    for rng in re.findall(r"(CC-[A-Z]+-)(\d+)\.\.(\d+)", tests):
        cited |= {f"{rng[0]}{i}" for i in range(int(rng[1]), int(rng[2]) + 1)}
    assert ids and not sorted(ids - cited)
