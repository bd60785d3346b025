"""How texts are filled: old ``{name}`` fields, parameter conventions, articles, agreement, fallbacks."""

from __future__ import annotations

from collections.abc import Callable
from enum import Enum

from core.i18n import t

Use = Callable[[dict[str, str], dict[str, str]], None]


class Axis(str, Enum):
    ACROBATICS = "acrobatics"
    BATTLE = "battle"


def test_old_fields_are_still_filled_by_the_parameter_conventions() -> None:
    names = {0: "Ann", 1: "Bob"}
    assert t("error.not_your_turn", "en", names, seat=1) == "It’s not your turn: waiting for Bob."
    assert t("error.undo.other_acted", "fr", names, seat=0).startswith("Ann a joué depuis")
    assert t("bot.lobby.players", "en", count=2, max=4) == "Players (2/4)"
    assert t("demo.score", "en", names, seat=0, points=7).startswith("    Ann: 7"), "leading spaces are kept"


def test_conventions_on_a_stand_in_catalog(texts: Use) -> None:
    english = {
        "event.aod.where": "{who_seat} at {pos}, open to {directions}; cards {cards}; {side}; {missing}",
        "m.cell": "at {pos}",
        "m.numbers": "{power} power, {ok}, {nothing}",
        "m.braces": "{{literal}} and {value}",
        "direction.N": "north",
        "direction.E": "east",
        "side.good": "the good guys",
    }
    texts(english, {**english, "direction.N": "nord", "direction.E": "est", "side.good": "les bons"})
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
    card = "{ $seat } plays { $axis_type ->\n [acrobatics] an\n *[other] a\n} { $axis_type } card."
    texts(
        {"e.played": card, "card.acrobatics": "acrobatics", "card.battle": "battle"},
        {"e.played": "{seat} joue une carte {axis_type}.", "card.acrobatics": "acrobatie", "card.battle": "combat"},
    )
    assert t("e.played", "en", {0: "Ann"}, seat=0, axis_type=Axis.ACROBATICS) == "Ann plays an acrobatics card."
    assert t("e.played", "en", {0: "Ann"}, seat=0, axis_type="battle") == "Ann plays a battle card."
    assert t("e.played", "fr", {0: "Ann"}, seat=0, axis_type="acrobatics") == "Ann joue une carte acrobatie."


def test_french_agreement_follows_the_grammar_tags_of_the_noun(texts: Use) -> None:
    defeated_fr = "{ $who_type } { $who_type ->\n [feminine] est vaincue\n *[other] est vaincu\n}."
    texts(
        {"e.defeated": "{who_type} is defeated.", "card.spider": "Frost Spider", "card.troll": "Rock Troll"},
        {"e.defeated": defeated_fr, "card.spider": "Araignée du givre", "card.spider.grammar": "feminine",
         "card.troll": "Troll des rochers"},
    )
    assert t("e.defeated", "fr", who_type="spider") == "Araignée du givre est vaincue."
    assert t("e.defeated", "fr", who_type="troll") == "Troll des rochers est vaincu."
    assert t("e.defeated", "en", who_type="spider") == "Frost Spider is defeated."


def test_a_counted_noun_takes_its_plural_and_its_bare_form_elsewhere(texts: Use) -> None:
    treasure_en = "{ $count ->\n [one] treasure\n *[other] treasures\n}"
    treasure_fr = "{ $count ->\n [one] trésor\n *[other] trésors\n}"
    takes_fr = "{ $seat } prend { $counter_type ->\n [feminine] une\n *[other] un\n} { NOUN($counter_type, 1) }."
    texts(
        {"a.pay": "Pay { $count } { NOUN($item_type, $count) }", "e.empty": "No {counter_type} left.",
         "e.took": "{ $seat } takes a { NOUN($counter_type, 1) }.",
         "card.treasure": treasure_en, "card.medkit": "{ $count ->\n [one] medkit\n *[other] medkits\n}"},
        {"a.pay": "Payer { $count } { NOUN($item_type, $count) }", "e.empty": "Plus de {counter_type}.",
         "e.took": takes_fr, "card.treasure": treasure_fr,
         "card.medkit": "{ $count ->\n [one] trousse\n *[other] trousses\n}", "card.medkit.grammar": "feminine"},
    )
    assert [t("a.pay", "en", count=n, item_type="treasure") for n in (0, 1, 2, 5)] == [
        "Pay 0 treasures", "Pay 1 treasure", "Pay 2 treasures", "Pay 5 treasures"]
    assert [t("a.pay", "fr", count=n, item_type="treasure") for n in (0, 1, 2, 5)] == [
        "Payer 0 trésor", "Payer 1 trésor", "Payer 2 trésors", "Payer 5 trésors"]
    assert t("e.empty", "en", counter_type="treasure") == "No treasures left."
    assert t("e.took", "en", {0: "Ann"}, seat=0, counter_type="medkit") == "Ann takes a medkit."
    assert t("e.took", "fr", {0: "Ann"}, seat=0, counter_type="medkit") == "Ann prend une trousse."
    assert t("e.took", "fr", {0: "Ann"}, seat=0, counter_type="treasure") == "Ann prend un trésor."


def test_a_missing_text_falls_back_to_english_then_to_the_key(texts: Use) -> None:
    texts({"only.en": "Hello {name}", "broken": "Hi { $name", "both": "ok"}, {"broken": "Salut { $name", "both": ""})
    assert t("only.en", "fr", name="Ann") == "Hello Ann"
    assert t("nowhere", "fr") == "nowhere"
    assert t("both", "fr") == "ok", "an empty French text counts as missing"
    assert t("broken", "fr", name="Ann") == "Salut { $name", "a text Fluent cannot read is shown raw, never raised"


def test_texts_stay_clean_for_discord(texts: Use) -> None:
    texts({"m": "**{player}**: {events}\n[then] *{next}*\n.end"}, {"m": "x"})
    text = t("m", "en", player="<@123>", events="a · b", next="Bob")
    assert text == "**<@123>**: a · b\n[then] *Bob*\n.end"
    assert "\u2068" not in text and "\u2069" not in text
