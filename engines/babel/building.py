"""Bâtir un temple: from the top of either quarry (our decision: either player may
build from the top card of either quarry), or the kept level-1 card, at the active
site, levels in increasing order, with at least as many people cards at the site as
the level built."""

from __future__ import annotations

import random

from engines.babel.actions import BabelBuild, BabelBuildReserved
from engines.babel.components import NAME, RESERVED_LEVEL, SITE_INDEX, BabelPeople
from engines.babel.events import BabelBuilt, BabelEvent
from engines.babel.state import BabelPhase, BabelSide, BabelState, active_site, top_level

AWAY = "your pawn is still on your quarry: travel to the site where you want to build"


def level_refusal(side: BabelSide, site: BabelPeople, level: int, cards: int, skipped: int = 0) -> str | None:
    """The next level at `site` is the top one plus 1 (plus the levels a power
    skips), and the site holds at least `level` people cards (`cards`)."""
    wanted = top_level(side.temples[SITE_INDEX[site]]) + 1 + skipped
    if level != wanted:
        return f"the next level of your temple at the {NAME[site]} site must be {wanted}, not {level}"
    if cards < level:
        return f"a level-{level} temple card needs {level} people cards at the site, you have {cards}"
    return None


def quarry_refusal(state: BabelState, quarry: int) -> str | None:
    if quarry not in range(len(state.sides)):
        return f"there is no quarry {quarry}: the quarries are 0 and 1"
    if not state.sides[quarry].quarry:
        return f"the quarry of player {quarry} is empty"
    return None


def build_options(state: BabelState, seat: int) -> list[BabelBuild]:
    if state.sides[seat].pawn is None:
        return []
    return [BabelBuild(quarry=quarry) for quarry, side in enumerate(state.sides) if side.quarry]


def build_refusal(state: BabelState, seat: int, action: BabelBuild, _: BabelPhase) -> str | None:
    side = state.sides[seat]
    if side.pawn is None:
        return AWAY
    refusal = quarry_refusal(state, action.quarry)
    if refusal:
        return refusal
    level = state.sides[action.quarry].quarry[-1]
    return level_refusal(side, side.pawn, level, len(side.columns[SITE_INDEX[side.pawn]]))


def build(state: BabelState, seat: int, action: BabelBuild, _: BabelPhase, rng: random.Random) -> list[BabelEvent]:
    level = state.sides[action.quarry].quarry[-1]
    site = active_site(state.sides[seat])
    return [BabelBuilt(seat=seat, site=site, level=level, quarry=action.quarry)]


def build_reserved_options(state: BabelState, seat: int) -> list[BabelBuildReserved]:
    side = state.sides[seat]
    return [BabelBuildReserved()] if side.reserved_temple and side.pawn is not None else []


def build_reserved_refusal(state: BabelState, seat: int, action: BabelBuildReserved, _: BabelPhase) -> str | None:
    side = state.sides[seat]
    if not side.reserved_temple:
        return "you have no reserved level-1 temple card left"
    if side.pawn is None:
        return AWAY
    return level_refusal(side, side.pawn, RESERVED_LEVEL, len(side.columns[SITE_INDEX[side.pawn]]))


def build_reserved(
    state: BabelState, seat: int, action: BabelBuildReserved, _: BabelPhase, rng: random.Random
) -> list[BabelEvent]:
    site = active_site(state.sides[seat])
    return [BabelBuilt(seat=seat, site=site, level=RESERVED_LEVEL, quarry=None)]
