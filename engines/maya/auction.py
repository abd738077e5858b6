"""Professional variant: the blue markers are sold by sealed bids at the start
of every round.

Readings (the text's opening of the variant is lost): only players with gold
can bid, so nobody bids in the first round; a bid of 0 is "not bidding". Bids
rank from highest, ties in turn order from the start player; the markers go
down that ranking to positive bids only, so with one marker fewer than players
the lowest bidder never gets one and keeps his gold, as the text says."""

from __future__ import annotations

import random

from engines.maya.components import BLUE_MARKERS, MayaBlueMarker
from engines.maya.state import MayaState


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
