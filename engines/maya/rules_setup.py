"""The set-up's starting stones, and the professional variant's sealed bids and
bought blue markers, as rules (engines/core/rules.py)."""

from __future__ import annotations

from random import Random

from engines.core.rules import Rule
from engines.maya import actions as act
from engines.maya import events as ev
from engines.maya.pyramids import pyramid_refusal
from engines.maya.state import MayaDecision, MayaState

# --- set-up: a starting stone on level 1 --------------------------------------


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


# --- professional: sealed bids, then the bought blue markers ------------------


def _bid_options(state: MayaState, seat: int) -> list[act.MayaBid]:
    return [act.MayaBid(g) for g in range(state.gold[seat] + 1)]


def _bid_refusal(state: MayaState, seat: int, a: act.MayaBid, _: MayaDecision) -> str | None:
    if not 0 <= a.gold <= state.gold[seat]:
        return f"a bid is between 0 and your {state.gold[seat]} gold, not {a.gold}"
    return None


def _bid_events(state: MayaState, seat: int, a: act.MayaBid, _: MayaDecision, rng: Random) -> list[ev.MayaEvent]:
    return [ev.MayaBidSealed(seat, a.gold)]


def _blue_marker_options(state: MayaState, seat: int) -> list[act.MayaChooseBlueMarker]:
    return [act.MayaChooseBlueMarker(m) for m in state.for_sale]


def _blue_marker_refusal(state: MayaState, seat: int, a: act.MayaChooseBlueMarker, _: MayaDecision) -> str | None:
    if a.marker not in state.for_sale:
        return f"the {a.marker} marker is not among those left for sale: {', '.join(state.for_sale)}"
    return None


def _blue_marker_events(
    state: MayaState, seat: int, a: act.MayaChooseBlueMarker, _: MayaDecision, rng: Random
) -> list[ev.MayaEvent]:
    return [ev.MayaBlueMarkerChosen(seat, a.marker)]


RULES: dict[type, Rule[MayaState, MayaDecision]] = {
    act.MayaPlaceStartingStone: Rule(_starting_stone_options, _starting_stone_refusal, _starting_stone_events),
    act.MayaBid: Rule(_bid_options, _bid_refusal, _bid_events),
    act.MayaChooseBlueMarker: Rule(_blue_marker_options, _blue_marker_refusal, _blue_marker_events),
}
