"""How texts are filled: parameter conventions, articles, agreement, fallbacks."""

from __future__ import annotations

from enum import Enum

from core.i18n import faults, t
from tests.core_i18n.conftest import Use


class Axis(str, Enum):
    ACROBATICS = "acrobatics"
    BATTLE = "battle"


def test_real_texts_are_filled_by_the_parameter_conventions() -> None:
    names = {0: "Ann", 1: "Bob"}
    assert t("error.not_your_turn", "en", names, seat=1) == "It’s not your turn: waiting for Bob."
    assert t("error.undo.other_acted", "fr", names, seat=0).startswith("Ann a joué depuis")
    assert t("bot.lobby.players", "en", count=2, max=4) == "Players (2/4)"
    assert t("demo.score", "en", names, seat=0, points=7).startswith("    Ann: 7"), "leading spaces are kept"


def test_conventions_on_a_stand_in_catalog(texts: Use) -> None:
    english = """
event-aod-where = { $who_seat } at { $pos }, open to { $directions }; cards { $cards }; { $side }; { $missing }
m-cell = at { $pos }
m-numbers = { $power } power, { $ok }, { $nothing }
m-braces = { "{" }literal{ "}" } and { $value }
direction-N = north
direction-E = east
side-good = the good guys
"""
    french = english.replace("= north", "= nord").replace("= east", "= est").replace("= the good guys", "= les bons")
    texts(english, french)
    line = t("event.aod.where", "en", {2: "Cy"}, who_seat=2, pos=(3, 2), directions=["N", "E"], cards=[3, 2], side="good")
    assert line == "Cy at C4, open to north and east; cards 3+2; the good guys; {missing}"
    assert t("event.aod.where", "fr", {}, who_seat=0, pos=(9, 9), directions=[], cards=[], side="good") == (
        "#1 at START, open to —; cards ; les bons; {missing}"
    )
    assert t("m.cell", "en", pos=(9, 9)) == "at J10", "a text of no game labels cells as plain coordinates"
    assert t("m.numbers", "fr", power=0.5, ok=True, nothing=None) == "0,5 power, True, —", "a French decimal comma"
    assert t("m.numbers", "en", power=169.0, ok=True, nothing=None) == "169 power, True, —", "no stray .0"
    assert t("m.numbers", "fr", power=12345.5, ok=True, nothing=None) == "12345,5 power, True, —", "never grouped"
    assert t("m.numbers", "en", power=12345, ok=False, nothing=None) == "12345 power, False, —"
    assert t("m.braces", "en", value=1) == "{literal} and 1"


def test_english_articles_follow_the_translated_noun(texts: Use) -> None:
    texts(
        """
e-played = { $seat } plays { $axis_type ->
        [acrobatics] an
       *[other] a
    } { $axis_type } card.
card-acrobatics = acrobatics
card-battle = battle
""",
        """
e-played = { $seat } joue une carte { $axis_type }.
card-acrobatics = acrobatie
card-battle = combat
""",
    )
    assert t("e.played", "en", {0: "Ann"}, seat=0, axis_type=Axis.ACROBATICS) == "Ann plays an acrobatics card."
    assert t("e.played", "en", {0: "Ann"}, seat=0, axis_type="battle") == "Ann plays a battle card."
    assert t("e.played", "fr", {0: "Ann"}, seat=0, axis_type="acrobatics") == "Ann joue une carte acrobatie."


def test_french_agreement_follows_the_grammar_tags_of_the_noun(texts: Use) -> None:
    texts(
        """
e-defeated = { $who_type } is defeated.
card-spider = Frost Spider
card-troll = Rock Troll
""",
        """
e-defeated = { $who_type } { $who_type ->
        [feminine] est vaincue
       *[other] est vaincu
    }.
card-spider = Araignée du givre
card-spider-grammar = feminine
card-troll = Troll des rochers
""",
    )
    assert t("e.defeated", "fr", who_type="spider") == "Araignée du givre est vaincue."
    assert t("e.defeated", "fr", who_type="troll") == "Troll des rochers est vaincu."
    assert t("e.defeated", "en", who_type="spider") == "Frost Spider is defeated."


def test_a_counted_noun_takes_its_plural_and_its_bare_form_elsewhere(texts: Use) -> None:
    texts(
        """
a-pay = Pay { $count } { NOUN($item_type, $count) }
e-empty = No { $counter_type } left.
e-took = { $seat } takes a { NOUN($counter_type, 1) }.
card-treasure = { $count ->
        [one] treasure
       *[other] treasures
    }
card-medkit = { $count ->
        [one] medkit
       *[other] medkits
    }
""",
        """
a-pay = Payer { $count } { NOUN($item_type, $count) }
e-empty = Plus de { $counter_type }.
e-took = { $seat } prend { $counter_type ->
        [feminine] une
       *[other] un
    } { NOUN($counter_type, 1) }.
card-treasure = { $count ->
        [one] trésor
       *[other] trésors
    }
card-medkit = { $count ->
        [one] trousse
       *[other] trousses
    }
card-medkit-grammar = feminine
""",
    )
    assert [t("a.pay", "en", count=n, item_type="treasure") for n in (0, 1, 2, 5)] == [
        "Pay 0 treasures", "Pay 1 treasure", "Pay 2 treasures", "Pay 5 treasures"]
    assert [t("a.pay", "fr", count=n, item_type="treasure") for n in (0, 1, 2, 5)] == [
        "Payer 0 trésor", "Payer 1 trésor", "Payer 2 trésors", "Payer 5 trésors"]
    assert t("e.empty", "en", counter_type="treasure") == "No treasures left."
    assert t("e.took", "en", {0: "Ann"}, seat=0, counter_type="medkit") == "Ann takes a medkit."
    assert t("e.took", "fr", {0: "Ann"}, seat=0, counter_type="medkit") == "Ann prend une trousse."
    assert t("e.took", "fr", {0: "Ann"}, seat=0, counter_type="treasure") == "Ann prend un trésor."


def test_a_missing_or_unreadable_text_falls_back_to_english_then_to_the_key(texts: Use) -> None:
    texts("only-en = Hello { $name }\nbroken = Hi { $name\nboth = ok\nbad = Hi { $name\n",
          "broken = Salut { $name\nbad = ok\n")
    assert t("only.en", "fr", name="Ann") == "Hello Ann"
    assert t("nowhere", "fr") == "nowhere"
    assert t("both", "fr") == "ok"
    assert t("broken", "fr", name="Ann") == "broken", "a text Fluent cannot read is never raised"
    assert t("bad", "fr") == "ok" and t("bad", "en") == "bad"


def test_a_broken_or_repeated_entry_is_a_fault_of_its_file(texts: Use) -> None:
    texts("ok = fine\nbroken = Hi { $name\nok = again\n", "ok = bien\n")
    assert faults("en") == ["test: broken = Hi { $name (Expected token: \"}\")", "test: ok is given twice"]
    assert t("ok", "en") == "fine", "the first text stays, as Fluent keeps it"
    assert faults("fr") == []


def test_texts_stay_clean_for_discord(texts: Use) -> None:
    texts("m =\n    { \"*\" }*{ $player }**: { $events }\n    { \"[\" }then] *{ $next }*\n    { \".\" }end\n", "m = x\n")
    text = t("m", "en", player="<@123>", events="a · b", next="Bob")
    assert text == "**<@123>**: a · b\n[then] *Bob*\n.end"
    assert "\u2068" not in text and "\u2069" not in text
