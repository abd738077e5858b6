"""MISE EN PLACE: the table set with seat 0 as the start player, then the starting
stones, placed as rules (engines/core/rules.py). Our decision: each player places
both starting stones on level 1, one at a time in turn order, never two of his
colour in one pyramid."""

from __future__ import annotations

from random import Random

from engines.core.rules import Rule
from engines.maya import actions as act
from engines.maya import events as ev
from engines.maya.pyramids import pyramid_refusal
from engines.maya.state import MayaDecision, MayaState


def setup(state: MayaState, rng: Random) -> list[ev.MayaEvent]:
    """Nothing is shuffled: seat 0 is the start player; stones are then placed in
    turn order."""
    return [ev.MayaTableSet(start_player=0)]


# --- a starting stone on level 1 --------------------------------------------------


def _starting_stone_options(state: MayaState, seat: int) -> list[act.MayaPlaceStartingStone]:
    return [act.MayaPlaceStartingStone(p) for p in range(len(state.pyramids))]


def _starting_stone_refusal(state: MayaState, seat: int, a: act.MayaPlaceStartingStone, _: MayaDecision) -> str | None:
    if reason := pyramid_refusal(state, a.pyramid):
        return reason
    if seat in state.pyramids[a.pyramid][0]:
        return "two starting stones of one colour may not be in the same pyramid"
    return None


def _starting_stone_events(
    state: MayaState, seat: int, a: act.MayaPlaceStartingStone, _: MayaDecision, rng: Random
) -> list[ev.MayaEvent]:
    return [ev.MayaStartingStonePlaced(seat, a.pyramid)]


RULES: dict[type, Rule[MayaState, MayaDecision]] = {
    act.MayaPlaceStartingStone: Rule(_starting_stone_options, _starting_stone_refusal, _starting_stone_events),
}
