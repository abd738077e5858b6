"""Professional variant: the blue markers are sold by sealed bids at the start
of every round. Our decision: sealed simultaneous gold bids for (players - 1) blue
markers drawn at random (all four at 5 players); the winners pay their bid and, in
bid order, each chooses a marker.

Readings (the text's opening of the variant is lost): only players with gold
can bid, so nobody bids in the first round; a bid of 0 is "not bidding". Bids
rank from highest, ties in turn order from the start player; the markers go
down that ranking to positive bids only, so with one marker fewer than players
the lowest bidder never gets one and keeps his gold, as the text says.

The bids and the bought markers are taken as rules (engines/core/rules.py)."""

from __future__ import annotations

import random
from random import Random

from engines.core.rules import Rule
from engines.maya import actions as act
from engines.maya import events as ev
from engines.maya.components import BLUE_MARKERS, MayaBlueMarker
from engines.maya.state import MayaDecision, MayaState


def bidders(state: MayaState) -> list[int]:
    return [seat for seat in state.clockwise(state.start_player) if state.gold[seat] > 0]


def markers_for_sale(state: MayaState, rng: random.Random) -> tuple[MayaBlueMarker, ...]:
    """(players - 1) blue markers drawn at random: all four at 5 players."""
    if not state.professional or not bidders(state):
        return ()
    drawn = rng.sample(BLUE_MARKERS, state.players - 1)
    return tuple(m for m in BLUE_MARKERS if m in drawn)


def buyers(state: MayaState, bids: tuple[int, ...]) -> tuple[int, ...]:
    order = state.clockwise(state.start_player)
    ranked = sorted((s for s in order if bids[s] > 0), key=lambda s: (-bids[s], order.index(s)))
    return tuple(ranked[: len(state.for_sale)])


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
    act.MayaBid: Rule(_bid_options, _bid_refusal, _bid_events),
    act.MayaChooseBlueMarker: Rule(_blue_marker_options, _blue_marker_refusal, _blue_marker_events),
}
