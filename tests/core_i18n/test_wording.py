"""Wording rules of both real catalogs, checked on every text and on texts rendered with real arguments.

One word per thing (``data/i18n/glossary.json``), typographic apostrophes (’) and ellipses (…), "a"/"an" and
French "de" chosen by the name that follows (``A()`` and ``DE()``), a noun with its article never
glued after a word that already says it, French decimals, accented French command names.
"""

from __future__ import annotations

import json
import random
import re
from datetime import UTC, datetime
from importlib import resources
from typing import Any

import pytest

from bot import texts
from core.i18n import LANGUAGES, catalog, t, variables
from core.storage import GameRecord, GameStatus, SeatRecord
from render.catacombs import alt_text as catacombs_alt_text
from render.underworld import alt_text
from rules.catacombs.game import CATACOMBS
from rules.catacombs.model import CcOptions, Flick
from rules.core import Event, Result
from rules.registry import get

GLOSSARY: dict[str, dict[str, Any]] = json.loads(
    resources.files("data").joinpath("i18n", "glossary.json").read_text(encoding="utf-8"))
NAMED = re.compile(r"^(seat|.+_seat|player|game|side|who_type|.+_type|character)$")
"""Parameters that carry a name or a title, so the word before them may change with their first letter."""
VOWEL_NAMES = {0: "Ilse", 1: "Oash", 2: "Hugo", 3: "Ana"}


def _words(lang: str) -> dict[str, str]:
    """Every value of the catalog without what never shows: selector variant keys and parameter names."""
    return {key: re.sub(r"\[[a-z0-9_ ]+\]|\$[a-z_]+|\{[a-z_]+\}", "", text)
            for key, text in catalog(lang).items() if not key.endswith(".grammar")}


def _word_pattern(word: str) -> re.Pattern[str]:
    return re.compile(r"(?<![\w’'-])" + re.escape(word) + r"(?![\w’'-])", re.IGNORECASE if word.islower() else 0)


@pytest.mark.parametrize("lang", LANGUAGES)
@pytest.mark.parametrize("concept", sorted(GLOSSARY))
def test_one_word_per_concept(concept: str, lang: str) -> None:
    entry = GLOSSARY[concept]
    words = _words(lang)
    assert entry[lang] not in entry.get("avoid", {}).get(lang, [])
    for synonym in entry.get("avoid", {}).get(lang, []):
        found = sorted(key for key, text in words.items() if _word_pattern(synonym).search(text))
        assert not found, f"{lang}: {synonym!r} for {concept!r} (say {entry[lang]!r}) in {found}"


@pytest.mark.parametrize("lang", LANGUAGES)
def test_texts_write_typographic_apostrophes(lang: str) -> None:
    """Always ’, never the typewriter ' (one mark, as Discord's own interface texts write it); a quoted
    value is “value” in English, « value » in French."""
    assert not sorted(key for key, text in catalog(lang).items() if "'" in text)


@pytest.mark.parametrize("lang", LANGUAGES)
def test_an_ellipsis_is_one_character(lang: str) -> None:
    assert not sorted(key for key, text in catalog(lang).items() if "..." in text)


def test_english_chooses_a_or_an_by_the_word_that_follows() -> None:
    words = _words("en")
    before_placeable = sorted(key for key, text in catalog("en").items() if re.search(r"\b[Aa]n? \{", text))
    assert not before_placeable, f"write {{ A($x) }} so the article follows the value: {before_placeable}"
    # "a user", "an hour" are right: u and h are left to the reader
    wrong = sorted(key for key, text in words.items() if re.search(r"\b[Aa] [aeioAEIO]|\b[Aa]n [b-df-gj-np-tv-zB-DF-GJ-NP-TV-Z]", text))
    assert not wrong, wrong
    assert t("seat.autopilot.on", "en", player="<@1>", level=t("bot.level.easy", "en")).count("an easy bot") == 1
    assert "a normal bot" in t("seat.autopilot.on", "en", player="<@1>", level=t("bot.level.normal", "en"))
    assert t("event.underworld.gained", "en", {0: "Ana"}, seat=0, counter_type="medkit") == "Ana takes a medkit."


def test_french_de_before_a_name_or_title_goes_through_de() -> None:
    """A name or title after "de" is written ``{ DE($x) }``, which elides (d’Oash) and contracts (des bons)."""
    glued = sorted(key for key, text in catalog("fr").items()
                   if any(NAMED.match(name) for name in re.findall(r"\b[dD]e \{ ?\$?([a-z_]+) ?\}", text)))
    assert not glued, glued


def _sample(name: str, lang: str) -> Any:
    """An argument starting with a vowel for a parameter that carries a name or title, else a small number."""
    if name == "seat" or name.endswith("_seat"):
        return 0
    samples = {"player": "Ilse", "game": t("game.catacombs.name", lang), "side": "sword",
               "who_type": "darktomb.oash", "counter_type": "vp", "obstacle_type": "ice"}
    return samples.get(name, 1)


def test_french_elides_and_contracts_before_vowels_and_titles() -> None:
    """Every French text that puts "de" before a name, rendered with names and titles starting with a vowel."""
    rendered = {}
    for key, text in catalog("fr").items():
        if "DE(" in text:
            rendered[key] = t(key, "fr", VOWEL_NAMES, **{name: _sample(name, "fr") for name in variables(key, "fr")})
    assert len(rendered) >= 15
    for key, line in rendered.items():
        assert not re.search(r"\b[dD]e ([AEIOUaeiouÀÉÈÊÎÔàéèêîôHh]|les? )", line), (key, line)
    assert t("event.darktomb.turn_started", "fr", {0: "Ana"}, who_type="darktomb.oash", seat=0) == "Au tour d’Oash (Ana)."
    assert t("bot.turn.started", "fr", game=t("game.catacombs.name", "fr")) == "Une partie d’À la conquête des catacombes commence."
    assert t("event.darktomb.turn_started", "fr", {0: "Ana"}, who_type="darktomb.brakk", seat=0) == "Au tour de Brakk (Ana)."
    assert t("result.aod.team_win", "fr", side="good", points=3).startswith("Victoire pour les bons")
    assert t("event.catacombs.health", "fr", side="skull", health=4, bank=3) == "Vie de l’équipe Crâne : 4 ; banque : 3."


@pytest.mark.parametrize("lang", LANGUAGES)
def test_a_side_reads_as_a_noun_with_its_article(lang: str) -> None:
    """Sides are written with their article ("the Sword team", "les bons"): no "Team the Sword team",
    and a side opening a line is capitalised."""
    for key in catalog(lang):
        if "side" not in variables(key, lang):
            continue
        for side in ("good", "bad", "sword", "skull"):
            line = t(key, lang, VOWEL_NAMES, **{name: side if name == "side" else _sample(name, lang) for name in variables(key, lang)})
            assert not re.search(r"\b(Team|Équipe) (the|l’|les?|la) ", line), (key, line)
            assert not re.match(r"(the|les?|la|l’) ", line), (key, line)
    assert t("bot.status.team_score", lang, side="sword", points=8) == ("The Sword team: 8" if lang == "en" else "L’équipe Épée : 8")


def test_french_decimals_take_a_comma_and_whole_numbers_no_point() -> None:
    flick: dict[str, Any] = {"disk": "S1", "angle": 169.0, "power": 55, "place": 12.5, "gap": 3.25}
    assert t("action.catacombs.flick_laid", "fr", **flick) == "Pichenette sur S1 vers 169°, puissance 55, projectile posé à 12,5° de la ligne, à 3,25 cm"
    assert "12.5° off the line, 3.25 cm" in t("action.catacombs.flick_laid", "en", **flick)
    assert "169.0" not in t("action.catacombs.flick_laid", "en", **flick)


def test_compass_lists_read_as_sentences() -> None:
    assert t("event.aod.oriented", "fr", pos=(1, 2), directions=["N", "W"]) == "La tuile C2 est ouverte côté nord et ouest."
    assert t("event.aod.oriented", "en", pos=(1, 2), directions=["N", "E", "W"]) == "The tile at C2 now opens to north, east, and west."


def _command_names(lang: str) -> set[str]:
    return {text for key, text in catalog(lang).items() if key.endswith(".name") and "command." in key}


def test_french_command_names_keep_their_accents_and_texts_name_real_commands() -> None:
    """Discord takes lowercase letters of any script in a localised command name (``état``, ``règles``)."""
    names = _command_names("fr")
    assert {"état", "règles", "vérifier"} <= names
    assert all(re.fullmatch(r"[-_\w]{1,32}", name) and name == name.lower() for name in names), names
    for lang, other in (("fr", "en"), ("en", "fr")):
        root = t("command.game.name", lang)
        mentioned = {m for text in catalog(lang).values() for m in re.findall(rf"/{root} ([\w]+)", text)}
        assert mentioned and mentioned <= _command_names(lang), mentioned - _command_names(lang)
        foreign = f"/{t('command.game.name', other)} "
        assert not sorted(key for key, text in catalog(lang).items() if foreign in text), f"{lang} names {foreign}"


def test_french_addresses_everyone_without_a_masculine_default() -> None:
    """Participles and adjectives about the reader or a player are avoided ("Vous êtes installé",
    "{seat} est éliminé", "Vous seul", "Gagnant")."""
    about_someone = re.compile(r"(\b[Vv]ous (êtes|serez)|\{ ?\$?(seat|[a-z_]+_seat|player) ?\} (est|sera)) [a-zé]+(é|u|is)\b"
                               r"|\b[Vv]ous seul\b|\} paie seul\b|\b([Gg]agnants?|[Vv]ainqueurs?)\b")
    found = sorted((key, m.group(0)) for key, text in catalog("fr").items() for m in about_someone.finditer(text))
    assert not found, found


def test_dark_tomb_names_rounds_everywhere_the_turn_is_counted() -> None:
    """The DM, the panel and the status say "round 8" where the channel says "Round 8"; other games say turn."""
    darktomb, aod = get("darktomb"), get("aod")
    params: dict[str, Any] = {"turn": 8, "unit": darktomb.info.turn_unit}
    assert t("bot.dm.your_turn", "en", game="Dark Tomb", link="L", **params).endswith("(L), round 8.")
    assert t("bot.dm.your_turn", "fr", game="Dark Tomb", link="L", **params).endswith("(L), manche 8.")
    assert t("bot.status.title", "en", game="X", turn=8, unit=aod.info.turn_unit) == "X, turn 8"
    assert "manche 8" in t("bot.hand.caption", "fr", game="Dark Tomb", **params)


def _record(players: int) -> GameRecord:
    now = datetime.now(UTC)
    seats = tuple(SeatRecord(game_id=1, seat=seat, user_id=101 + seat, role=None, dm_ok=True, joined_at=now)
                  for seat in range(players))
    return GameRecord(id=1, game_kind="darktomb", guild_id=1, channel_id=2, host_id=101, status=GameStatus.FINISHED,
                      options={}, locale="en-US", seed=1, version=1, state=None, schema_version=None, created_at=now,
                      updated_at=now, started_at=now, ended_at=now, board_message_id=None, lobby_message_id=None,
                      seats=seats)


def test_a_game_nobody_won_lists_no_scores_and_a_defeat_reads_plainly() -> None:
    names = {0: "ana", 1: "ben"}
    lost = Result(winners=frozenset(), scores={0: 0, 1: 0}, summary_key="result.darktomb.lost",
                  summary_params={"stage": "I", "stages": 0})
    assert texts.result_text(_record(2), lost, "en", names, mentions=False) == (
        "Defeat at stage I.\n" + t("bot.result.no_winner", "en"))
    told = texts.result_text(_record(2), lost, "en", names)
    assert told.endswith(t("bot.result.table", "en", players="<@101>, <@102>")) and ": 0" not in told
    won = Result(winners=frozenset({1}), scores={0: 2, 1: 5}, summary_key="result.default")
    assert t("bot.result.rank", "en", rank=2, player="**ana**", points=2) in texts.result_text(
        _record(2), won, "en", names, mentions=False)
    assert t("result.darktomb.lost", "en", stage="I", stages=0) == "Defeat at stage I."
    assert t("result.darktomb.lost", "en", stage="III", stages=2) == "Defeat at stage III, after clearing 2 stages."
    assert t("result.darktomb.lost", "fr", stage="II", stages=1) == "Défaite à l’étape II, après 1 étape réussie."


def test_the_log_does_not_credit_the_monsters_turn_to_the_last_player() -> None:
    """``/game log``: the hero's own events under their name, the monster phase on a line of its own."""
    darktomb = get("darktomb")
    events = [Event(kind="card_played", params={"who_type": "darktomb.dalia", "card_type": "darktomb.dash"}),
              Event(kind="monster_phase", params={"round": 3})]
    lines = texts.log_lines(darktomb, [(0, events)], "en", {0: "Ana"})
    assert lines[0].startswith("**Ana**") and "Ana" not in "\n".join(lines[1:])
    assert lines[1] == t("event.darktomb.monster_phase", "en", round=3)


def test_underworld_counts_track_spaces_alike_in_the_log_and_the_alt_text() -> None:
    """The log's "moves to space 2" is the alt text's "on space 2 of N": the start is no numbered space."""
    game = get("underworld")
    state, rnd = game.setup([None, None], game.options_model(), 5), random.Random(5)
    advanced: Event | None = None
    while advanced is None and game.result(state) is None:
        seat = min(game.to_act(state))
        transition = game.apply(state, seat, game.playout_action(state, seat, rnd))
        state = transition.state
        advanced = next((e for e in transition.events if e.kind == "advanced"), None)
    assert advanced is not None, "Lara moved along a track"
    axis = t(f"card.{advanced.params['axis_type']}", "en", count="bare")
    logged = t("event.underworld.advanced", "en", **advanced.params)
    assert f"space {advanced.params['space']} of " in logged
    alt = alt_text(game.view(state, None), names={0: "Ana", 1: "Ben"}, lang="en")
    assert f"{axis.capitalize()}: Lara on space {advanced.params['space']} of " in alt, alt
    assert "Lara at the start" in alt, "the tracks Lara has not moved on yet"


def test_team_health_in_a_picture_reads_as_the_status_does() -> None:
    """The Catacombs alt text lists each team as ``/game status`` does: French puts a space before the colon."""
    game = get("catacombs")
    view = game.view(game.setup([None, None], game.options_model(), 3), None)
    french = catacombs_alt_text(view, names={0: "Ana", 1: "Ben"}, lang="fr")
    assert "L’équipe Épée : " in french and "L’équipe Crâne : " in french, french
    assert "The Sword team: " in catacombs_alt_text(view, names={0: "Ana", 1: "Ben"}, lang="en")


def test_french_puts_a_space_before_double_punctuation() -> None:
    """« Santé : 4 », « Prêt ? » — a colon glued to a word is only a command option (``ancien:``)."""
    options = _command_names("fr")
    for key, text in catalog("fr").items():
        for word in re.findall(r"(\w+):(?=\s|$)", text.replace("https:", "")):
            assert word in options, (key, word)
        assert not re.search(r"\w[;!?](\s|$)", text), key


@pytest.mark.parametrize("lang", LANGUAGES)
@pytest.mark.parametrize("game", ["aod", "darktomb", "underworld", "catacombs"])
def test_a_move_the_rules_cannot_read_is_refused_in_player_words(game: str, lang: str) -> None:
    """No internal notation (``step:N``, ``play:A``): the buttons and the list ``/game play`` offers instead."""
    refusal = t(f"error.{game}.bad_notation", lang, text="xyz")
    assert not re.search(r"\w[:@<]\S", refusal.replace("xyz", "")), refusal
    assert f"/{t('command.game.name', lang)} {t('command.play.name', lang)}" in refusal
    assert t("bot.button.play", lang) in refusal


def test_french_speaks_of_people_not_of_masculine_players() -> None:
    """People in general are "les personnes à la table", "qui joue", "chaque place": no generic *joueur* (a bot
    may stay a *joueur bot*), no "prêt" nor "gestionnaire" about whoever reads."""
    generic = re.compile(r"\b[Jj]oueur(s)?\b(?! bots?\b)|\bprêts?\b|\bgestionnaires?\b|\bchacun pour soi\b")
    found = sorted((key, m.group(0)) for key, text in _words("fr").items() for m in generic.finditer(text))
    assert not found, found


def test_a_flicks_label_writes_its_angles_as_the_language_does() -> None:
    """The rules hand the label numbers, not text, so French gets its comma; an offset from a line keeps its sign."""
    state = CATACOMBS.setup(["sword", "skull"], CcOptions(), 3)
    turned, by_angle = CATACOMBS.describe_action(state, 0, Flick(origin="S1", angle=157.5, power=50))
    aimed, by_offset = CATACOMBS.describe_action(state, 0, Flick(origin="S1", at="K1", offset=2.5, power=50))
    assert t(turned, "fr", **by_angle) == "Pichenette sur S1 vers 157,5°, puissance 50"
    assert t(turned, "en", **by_angle) == "Flick S1 towards 157.5° at power 50"
    assert t(aimed, "fr", **by_offset) == "Pichenette sur S1 vers K1 (+2,5°), puissance 50"


@pytest.mark.parametrize("lang", LANGUAGES)
def test_no_text_teaches_the_internal_notation(lang: str) -> None:
    """Typed moves are matched against the buttons' words first: no text shows ``flick@K1:+0:60`` as the way."""
    notation = re.compile(r"\b(flick|play|step|energy|give|roll|settle|move|walk|card)[:@/]\S")
    assert not sorted(key for key, text in catalog(lang).items() if notation.search(text))
