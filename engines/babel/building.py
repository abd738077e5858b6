"""Bâtir un temple: from the top of either quarry (or the kept level-1 card),
at the active site, levels in increasing order, with at least as many people
cards at the site as the level built."""

from __future__ import annotations

import random

from engines.babel.actions import BabelBuild, BabelBuildReserved
from engines.babel.components import NAME, RESERVED_LEVEL, SITE_INDEX
from engines.babel.events import BabelBuilt
from engines.babel.state import BabelSide, BabelState, top_level


def level_refusal(side: BabelSide, level: int, cards: int, skipped: int = 0) -> str | None:
    """The next level is the top one plus 1 (plus the levels a power skips), and
    the site holds at least `level` people cards (`cards`)."""
    site = SITE_INDEX[side.pawn]
    wanted = top_level(side.temples[site]) + 1 + skipped
    if level != wanted:
        return f"the next level of your temple at the {NAME[side.pawn]} site must be {wanted}, not {level}"
    if cards < level:
        return f"a level-{level} temple card needs {level} people cards at the site, you have {cards}"
    return None


def quarry_refusal(state: BabelState, quarry: int) -> str | None:
    if quarry not in range(len(state.sides)):
        return f"there is no quarry {quarry}: the quarries are 0 and 1"
    if not state.sides[quarry].quarry:
        return f"the quarry of player {quarry} is empty"
    return None


def build_options(state: BabelState, seat: int):
    if state.sides[seat].pawn is None:
        return []
    return [BabelBuild(quarry=quarry) for quarry, side in enumerate(state.sides) if side.quarry]


def build_refusal(state: BabelState, seat: int, action: BabelBuild) -> str | None:
    side = state.sides[seat]
    if side.pawn is None:
        return "your pawn is still on your quarry: travel to the site where you want to build"
    refusal = quarry_refusal(state, action.quarry)
    if refusal:
        return refusal
    level = state.sides[action.quarry].quarry[-1]
    return level_refusal(side, level, len(side.columns[SITE_INDEX[side.pawn]]))


def build(state: BabelState, seat: int, action: BabelBuild, rng: random.Random) -> list:
    level = state.sides[action.quarry].quarry[-1]
    site = state.sides[seat].pawn
    return [BabelBuilt(seat=seat, site=site, level=level, quarry=action.quarry)]


def build_reserved_options(state: BabelState, seat: int):
    side = state.sides[seat]
    return [BabelBuildReserved()] if side.reserved_temple and side.pawn is not None else []


def build_reserved_refusal(state: BabelState, seat: int, action: BabelBuildReserved) -> str | None:
    side = state.sides[seat]
    if not side.reserved_temple:
        return "you have no reserved level-1 temple card left"
    if side.pawn is None:
        return "your pawn is still on your quarry: travel to the site where you want to build"
    return level_refusal(side, RESERVED_LEVEL, len(side.columns[SITE_INDEX[side.pawn]]))


def build_reserved(state: BabelState, seat: int, action: BabelBuildReserved, rng: random.Random) -> list:
    site = state.sides[seat].pawn
    return [BabelBuilt(seat=seat, site=site, level=RESERVED_LEVEL, quarry=None)]
