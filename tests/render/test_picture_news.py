"""What players could not find on the pictures (issue 10, per game) is drawn and described: AoD's
coming collapse, last police raid and counters out of the museum; the wounds of Catacombs' last
shot; Underworld's exit and what leaving loses; Dark Tomb's spent movement.  Each is checked in the
words the picture draws (the text recording) and in the alt text, in English and French."""

from __future__ import annotations

import pytest

from core.i18n import t
from render import renderer
from render.aod_sprites import HAZARD, POLICE
from render.common import recording_text
from rules.aod.model import AodView, CounterKind, ObjectView, Police, Raid
from rules.catacombs.model import CcView
from rules.underworld.model import EnemyView, Item, UwView
from tests.render_aod.sample_views import late_view
from tests.render.stages import NAMES, stage
from tests.render.test_legibility import drawn, problems

LANGS = ("en", "fr")


def _words(game: str, view: object, lang: str) -> str:
    """Every word the board draws, wrapped lines joined back with spaces."""
    records, _ = drawn(lambda: renderer(game).render_board(view, names=NAMES, lang=lang))
    return " ".join(r.text for r in records)


def _flat(text: str) -> str:
    return " ".join(text.split())


# ---------------------------------------------------------------- The Angel of Darkness


def _collapsing_aod() -> AodView:
    """The late sample board with a ring about to fall, a raid just now and counters gone out."""
    view = late_view()
    gone = (ObjectView(id="E3", kind=CounterKind.EVIDENCE, points=3, where="destroyed", seat=1),
            ObjectView(id="P2", kind=CounterKind.PAINTING, points=3, where="lost"))
    return view.model_copy(update={
        "falling_next": ((0, 0), (0, 3), (2, 2)), "falls_after": 3, "falls_this_turn": False,
        "last_raid": Raid(pos=(4, 4), police=Police.BAD, turn=view.turn), "objects": view.objects + gone,
        "bomb_exploded": True, "bomb_holder": 3,
    })


@pytest.mark.parametrize("lang", LANGS)
def test_aod_board_says_what_falls_next_after_whose_turn_and_where_police_raided(lang: str) -> None:
    view = _collapsing_aod()
    words = _flat(_words("aod", view, lang))
    assert t("render.aod.falls_next_turn", lang, NAMES, count=3, seat=3) in words
    assert t("render.aod.raid", lang, NAMES, pos=(4, 4), police="bad") in words
    for key in ("render.legend.falling", "render.legend.raid", "render.aod.out.scored", "render.aod.out.destroyed",
                "render.aod.out.lost"):
        assert t(key, lang) in words
    records, image = drawn(lambda: renderer("aod").render_board(view, names=NAMES, lang=lang))
    assert problems(records, image.width) == []


def test_aod_falling_tiles_are_striped_and_the_raid_is_badged() -> None:
    from render.aod import board_image

    image = board_image(_collapsing_aod(), names=NAMES)
    colours = {colour for _, colour in image.getcolors(1 << 20) or []}
    assert HAZARD in colours and POLICE in colours
    quiet = board_image(late_view(), names=NAMES)
    assert HAZARD not in {colour for _, colour in quiet.getcolors(1 << 20) or []}


@pytest.mark.parametrize("lang", LANGS)
def test_aod_alt_text_names_the_falling_tiles_the_raid_and_the_counters_out(lang: str) -> None:
    words = renderer("aod").alt_text(_collapsing_aod(), names=NAMES, lang=lang)
    assert t("render.aod.falls_next_turn", lang, NAMES, count=3, seat=3) in words
    assert "A1, D1, C3" in words
    assert t("render.aod.raid", lang, NAMES, pos=(4, 4), police="bad") in words
    assert t("render.alt.aod.out", lang, scored=2, destroyed=1, lost=1) in words


# ---------------------------------------------------------------- Catacombs


def _wounding_shot() -> CcView:
    view: CcView = stage("catacombs", "mid").public
    assert view.last_shot is not None
    victim = next(c.disk for c in view.characters if c.disk != view.last_shot.disk)
    return view.model_copy(update={"last_shot": view.last_shot.model_copy(update={"wounds": {victim: 2}}), "strike": None})


@pytest.mark.parametrize("lang", LANGS)
def test_catacombs_board_marks_the_wounded_pawn_with_its_loss(lang: str) -> None:
    view = _wounding_shot()
    with recording_text() as records:
        renderer("catacombs").render_board(view, names=NAMES, lang=lang)
    assert "−2" in [r.text for r in records]
    _, image = drawn(lambda: renderer("catacombs").render_board(view, names=NAMES, lang=lang))
    assert problems(records, image.width) == []
    assert view.last_shot is not None
    harmless = view.model_copy(update={"last_shot": view.last_shot.model_copy(update={"wounds": {}})})
    with recording_text() as quiet:
        renderer("catacombs").render_board(harmless, names=NAMES, lang=lang)
    assert not [r.text for r in quiet if r.text.startswith("−")]


@pytest.mark.parametrize("lang", LANGS)
def test_catacombs_alt_text_says_who_the_last_shot_wounded(lang: str) -> None:
    view = _wounding_shot()
    assert view.last_shot is not None
    (victim,) = view.last_shot.wounds
    words = renderer("catacombs").alt_text(view, names=NAMES, lang=lang)
    assert t("render.alt.catacombs.wounds", lang, disks=victim, damage=2) in words


# ---------------------------------------------------------------- Dark Tomb


@pytest.mark.parametrize("lang", LANGS)
def test_darktomb_header_never_says_zero_movement_once_the_action_is_spent(lang: str) -> None:
    view = stage("darktomb", "start").public
    hero = view.active
    spent = view.model_copy(update={"acted": True, "mp_left": 0})
    words = _flat(_words("darktomb", spent, lang))
    assert t("render.darktomb.acted", lang, who_type=f"darktomb.{hero}") in words
    assert t("render.darktomb.to_move", lang, who_type=f"darktomb.{hero}", mp=0) not in words
    assert t("render.darktomb.acted", lang, who_type=f"darktomb.{hero}") in renderer("darktomb").alt_text(spent, names=NAMES, lang=lang)
    still = _flat(_words("darktomb", view.model_copy(update={"acted": False, "mp_left": 0}), lang))
    assert t("render.darktomb.no_movement", lang, who_type=f"darktomb.{hero}") in still
    records, image = drawn(lambda: renderer("darktomb").render_board(spent, names=NAMES, lang=lang))
    assert problems(records, image.width) == []


# ---------------------------------------------------------------- Underworld


def _leaving_underworld() -> UwView:
    """The mid stage with four enemies in sight: leaving now costs health as well as the objects."""
    view: UwView = stage("underworld", "mid").public
    enemies = tuple(EnemyView(id=f"x{i}", kind="cobra", cost={Item.CUNNING: 2}) for i in range(4))
    return view.model_copy(update={"enemy_line": enemies, "leave_damage": 1})


@pytest.mark.parametrize("lang", LANGS)
def test_underworld_board_shows_the_exit_what_leaving_loses_and_the_next_two_obstacles(lang: str) -> None:
    view = _leaving_underworld()
    ahead = [code.removeprefix("obj:") for track in view.tracks for i, code in enumerate(track.spaces)
             if code.startswith("obj:") and i >= track.position]  # a tranquilizer gun lies on no track (UW-DATA-3)
    assert ahead and view.natla + 2 <= len(view.obstacles)
    words = _flat(_words("underworld", view, lang))
    assert t("render.underworld.legend.exit", lang) in words
    health = t("render.underworld.exit_health", lang, health=1, count=4)
    assert t("render.underworld.exit", lang, count=6, losses=t("render.underworld.exit_objects", lang) + " · " + health) in words
    for obj in ahead:
        assert t(f"card.{obj}", lang) in words
    for k, number in enumerate((view.natla, view.natla + 1)):
        obstacle = view.obstacles[number]
        key = "render.underworld.obstacle_ahead" if k == 0 else "render.underworld.then_obstacle"
        assert t(key, lang, number=number + 1, obstacle_type=obstacle) in words
        assert _flat(t(f"obstacle.underworld.{obstacle}", lang)) in words
    assert t("render.underworld.team_vp", lang, vp=sum(s.vp for s in view.seats), cost=view.jormungandr_cost) in words
    records, image = drawn(lambda: renderer("underworld").render_board(view, names=NAMES, lang=lang))
    assert problems(records, image.width) == []


def test_the_last_region_has_no_exit() -> None:
    view: UwView = stage("underworld", "mid").public
    last = view.model_copy(update={"region_index": len(view.regions) - 1})
    assert t("render.underworld.legend.exit", "en") not in _words("underworld", last, "en")


@pytest.mark.parametrize("lang", LANGS)
def test_underworld_alt_text_reads_ahead_and_says_what_leaving_loses(lang: str) -> None:
    view = _leaving_underworld()
    words = renderer("underworld").alt_text(view, names=NAMES, lang=lang)
    assert t(f"obstacle.underworld.{view.obstacles[view.natla]}", lang) in words
    assert t("render.underworld.exit_health", lang, health=1, count=4) in words
    assert t(f"card.{view.objects_on_board[0]}", lang) in words


@pytest.mark.parametrize("when", ["start", "mid", "final"])
def test_underworld_board_is_less_than_twice_as_tall_as_wide(when: str) -> None:
    """Two columns of panels and side-by-side tracks keep a four-player board under 2:1 (it was 2–2.9)."""
    moment = stage("underworld", when)
    _, image = drawn(lambda: renderer("underworld").render_board(moment.public, names=NAMES, result=moment.result))
    assert image.height < 2 * image.width


@pytest.mark.parametrize("lang", LANGS)
def test_darktomb_names_the_card_each_hero_cannot_repeat(lang: str) -> None:
    view = stage("darktomb", "mid").public
    hero = next(h for h in view.heroes if h.last_action)
    card = t("render.darktomb.last_card", lang, card_type=f"darktomb.{hero.last_action.rstrip('0123456789')}")
    assert card in _flat(_words("darktomb", view, lang))
    assert card in renderer("darktomb").alt_text(view, names=NAMES, lang=lang)


def test_darktomb_item_markers_stay_visible_on_a_phone() -> None:
    from render.darktomb import ITEM_MARK, map_geometry

    view = stage("darktomb", "mid").public
    width, cell, _ = map_geometry(view)
    assert round(cell * ITEM_MARK) * 400 / width >= 11
