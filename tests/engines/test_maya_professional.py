"""The professional variant: sealed bids for the blue markers and their uses."""

from __future__ import annotations

import random

import pytest
from msgspec.structs import replace

from engines.core import IllegalAction
from engines.maya import GAME
from engines.maya.actions import (
    MayaBid,
    MayaBoostTransport,
    MayaBuild,
    MayaChooseBlueMarker,
    MayaDoubleMove,
    MayaKeepMarker,
    MayaNameStartPlayer,
    MayaPassBuilding,
    MayaPlacePlusTwo,
    MayaPlaceWorker,
    MayaProtect,
    MayaStopPlacing,
    MayaTakePoints,
)
from engines.maya.events import (
    MayaBidSealed,
    MayaBidsRevealed,
    MayaQuarryEvaluated,
    MayaRoundStarted,
    MayaScore,
    MayaStonesTransported,
)
from engines.maya.flow import advance
from engines.maya.state import MayaHeldMarker, MayaPending
from tests.engines.test_maya_support import act, building_state, play, start_round

START_Q, TRANSPORT_Q, DOUBLE_Q, DIRECT_Q, PROTECTION_Q = range(5)


def auction(gold, start_player: int = 0):
    """Round 2 of a 4-player professional game opening with these purses."""
    state = replace(
        start_round(4, professional=True),
        phase="round_start",
        pending=(),
        round=1,
        gold=tuple(gold),
        bank=sum(gold),
        start_player=start_player,
    )
    return advance(state, random.Random(7))


def test_no_auction_without_gold() -> None:
    state = start_round(4, professional=True)
    assert state.phase == "placement" and state.for_sale == ()


def test_sealed_bids_are_simultaneous_and_hidden() -> None:
    state, events = auction((5, 3, 0, 3))
    assert isinstance(events[0], MayaRoundStarted) and len(events[0].for_sale) == 3
    assert state.phase == "auction"
    assert GAME.to_move(state) == [0, 1, 3]  # every seat with gold, at once
    assert GAME.legal_actions(state, 1) == [MayaBid(g) for g in range(4)]
    assert GAME.legal_actions(state, 2) == []
    with pytest.raises(IllegalAction, match="a bid is between 0 and your 3 gold, not 4"):
        GAME.decide(state, 1, MayaBid(4), None)
    state, events = act(state, 3, MayaBid(2))
    assert events == [MayaBidSealed(3, 2)]
    assert GAME.view_event(events[0], 0) == MayaBidSealed(3, None)
    assert GAME.view_event(events[0], None) == MayaBidSealed(3, None)
    assert GAME.view_event(events[0], 3) == events[0]
    assert GAME.to_move(state) == [0, 1]
    for viewer in (0, 1, 2, None):
        seen = GAME.view(state, viewer).players[3]
        assert seen.has_bid and seen.bid is None
    assert GAME.view(state, 3).players[3].bid == 2
    with pytest.raises(IllegalAction, match="not your turn"):
        GAME.decide(state, 3, MayaBid(1), None)


def test_bids_rank_high_to_low_ties_in_turn_order_lowest_gets_nothing() -> None:
    state, _ = auction((5, 3, 2, 3))
    state = play(state, (0, MayaBid(2)), (1, MayaBid(3)), (2, MayaBid(1)))
    state, events = act(state, 3, MayaBid(3))
    revealed = events[1]
    assert revealed == MayaBidsRevealed(bids=(2, 3, 1, 3), buyers=(1, 3, 0))
    # Buyers pay; the lowest bidder keeps his gold.
    assert state.gold == (3, 0, 2, 0) and state.bank == 5
    for viewer in (0, 2, None):
        assert [p.bid for p in GAME.view(state, viewer).players] == [2, 3, 1, 3]
    for_sale = state.for_sale
    assert GAME.to_move(state) == [1]
    assert GAME.legal_actions(state, 1) == [MayaChooseBlueMarker(m) for m in for_sale]
    state = play(state, (1, MayaChooseBlueMarker(for_sale[2])), (3, MayaChooseBlueMarker(for_sale[0])))
    with pytest.raises(IllegalAction, match="not among those left for sale"):
        GAME.decide(state, 0, MayaChooseBlueMarker(for_sale[0]), None)
    state = play(state, (0, MayaChooseBlueMarker(for_sale[1])))
    assert [(h.marker, h.seat) for h in state.held] == [(for_sale[2], 1), (for_sale[0], 3), (for_sale[1], 0)]
    assert state.phase == "placement" and GAME.to_move(state) == [0]


def test_bid_ties_follow_turn_order_from_the_start_player() -> None:
    state, _ = auction((5, 3, 2, 3), start_player=2)
    state = play(state, (2, MayaBid(1)), (3, MayaBid(3)), (0, MayaBid(0)))
    _, events = act(state, 1, MayaBid(3))
    # Seat 0 did not bid: no marker, though a marker is left.
    assert events[1] == MayaBidsRevealed(bids=(0, 3, 1, 3), buyers=(3, 1, 2))


def test_plus_two_in_a_quarry_without_own_card() -> None:
    state = start_round(3, professional=True)
    state = replace(state, held=(MayaHeldMarker("plus_two", 2),))
    state = play(state, (0, MayaPlaceWorker(DIRECT_Q, 3)), (1, MayaStopPlacing()), (2, MayaStopPlacing()))
    state = play(state, (0, MayaStopPlacing()))
    assert state.pending == (MayaPending(2, "plus_two"),)
    assert GAME.legal_actions(state, 2) == [MayaPlacePlusTwo(q) for q in range(5)] + [MayaKeepMarker()]
    state, events = act(state, 2, MayaPlacePlusTwo(DIRECT_Q))
    # Seat 2 has 2 points, seat 0 3: seat 0 wins 4 stones, seat 2 gets 2.
    result = next(e for e in events if isinstance(e, MayaQuarryEvaluated) and e.quarry == DIRECT_Q)
    assert result.points == (MayaScore(0, 3), MayaScore(2, 2))
    assert state.stones[2] == 2


def test_joker_as_protection_but_never_naming_the_start_player() -> None:
    state = start_round(3, professional=True)
    state = replace(state, held=(MayaHeldMarker("joker", 1),))
    state = play(
        state,
        (0, MayaPlaceWorker(DOUBLE_Q, 5)),
        (1, MayaPlaceWorker(DOUBLE_Q, 3)),
        (2, MayaStopPlacing()),
        (0, MayaPlaceWorker(DOUBLE_Q, -3)),
        (1, MayaStopPlacing()),
        (0, MayaStopPlacing()),
    )
    assert state.pending == (MayaPending(1, "joker_quarry"),)
    with pytest.raises(IllegalAction, match="not the decision at hand"):
        GAME.decide(state, 1, MayaNameStartPlayer(1), None)
    state = play(state, (1, MayaProtect(DOUBLE_Q)))
    # Seat 0's -3 has no one else to hit: it hits seat 0 himself.
    assert GAME.legal_actions(state, 0) == [MayaTakePoints(0)]
    state, events = act(state, 0, MayaTakePoints(0))
    result = next(e for e in events if isinstance(e, MayaQuarryEvaluated) and e.quarry == DOUBLE_Q)
    assert result.points == (MayaScore(1, 3), MayaScore(0, 2))


def keep_only_the_minus_card(state):
    """Seat 0 alone in two quarries (8 stones), the others pass at once."""
    state = play(state, (0, MayaPlaceWorker(TRANSPORT_Q, 3)), (1, MayaStopPlacing()), (2, MayaStopPlacing()))
    for value in (4, 4, 5, 6, 7, 8):
        state = play(state, (0, MayaPlaceWorker(DOUBLE_Q, value)))
    assert state.hands[0] == (-3,)
    return state


def test_big_transport_and_extra_stone() -> None:
    state = start_round(3, professional=True)
    state = replace(state, held=(MayaHeldMarker("big_transport", 0), MayaHeldMarker("extra_stone", 1)))
    # Seat 0 keeps only the -3: transport 0, +4 (blue) +2 (the green marker he won);
    # seat 1 wins nothing but gets the extra stone.
    state = keep_only_the_minus_card(state)
    state, events = act(state, 0, MayaStopPlacing())
    transport = next(e for e in events if isinstance(e, MayaStonesTransported))
    assert transport.kept == (6, 0, 0) and transport.returned == (2, 0, 0) and transport.extra == (0, 1, 0)
    assert state.stones == (6, 1, 0)
    assert [h.marker for h in state.held] == ["double_move"]  # transport markers are spent


def test_joker_as_transport_when_stones_exceed_capacity() -> None:
    state = start_round(3, professional=True)
    state = replace(state, held=(MayaHeldMarker("joker", 0),))
    state = play(keep_only_the_minus_card(state), (0, MayaStopPlacing()))
    state = play(state, (0, MayaKeepMarker()))  # not as protection: kept
    assert state.pending == (MayaPending(0, "joker_transport"),)
    assert GAME.legal_actions(state, 0) == [MayaBoostTransport(), MayaKeepMarker()]
    state, events = act(state, 0, MayaBoostTransport())
    transport = next(e for e in events if isinstance(e, MayaStonesTransported))
    # Transport 0 from the -3, +2 from the green marker won, +2 from the joker.
    assert transport.kept == (4, 0, 0) and transport.returned == (4, 0, 0)
    assert [h.marker for h in state.held] == ["double_move"]


def test_joker_as_free_pass_or_free_double_move() -> None:
    pyramids = (((0,), (), (), ()), ((1,), (), ()), ((2,), (), ()), ((), (), ()))
    # Seat 1 builds next: no payout (nor removals) yet.
    state = building_state(3, pyramids, (2, 1, 0), 0, held=(MayaHeldMarker("joker", 0),))
    assert MayaPassBuilding(free=True) in GAME.legal_actions(state, 0)
    assert MayaDoubleMove(free=True) in GAME.legal_actions(state, 0)
    state = play(state, (0, MayaDoubleMove(free=True)), (0, MayaBuild(1)), (0, MayaBuild(1)))
    assert state.held == () and state.pyramids[1][0] == (1, 0, 0)
