"""Phase 1 (the quarries) and transport: the text's worked examples and the edge cases."""

from __future__ import annotations

import pytest
from msgspec.structs import replace

from engines.core import IllegalAction
from engines.maya import GAME
from engines.maya.actions import (
    MayaBuild,
    MayaKeepMarker,
    MayaNameStartPlayer,
    MayaPlaceWorker,
    MayaProtect,
    MayaStopPlacing,
    MayaTakePoints,
)
from engines.maya.events import (
    MayaAward,
    MayaQuarryEvaluated,
    MayaQuarryRevealed,
    MayaScore,
    MayaStonesTransported,
    MayaWorkerPlaced,
)
from engines.maya.state import MayaCard, MayaHeldMarker, MayaPending
from tests.engines.test_maya_support import act, play, start_round, stop_all

# 3 players, left to right: start player, +2 transport, double move, direct stone, protection.
START_Q, TRANSPORT_Q, DOUBLE_Q, DIRECT_Q, PROTECTION_Q = range(5)


def evaluated(events, quarry: int) -> MayaQuarryEvaluated:
    return next(e for e in events if isinstance(e, MayaQuarryEvaluated) and e.quarry == quarry)


def test_example_blue_11_red_6_third_stone_unawarded() -> None:
    # "Bleu atteindra 11 points, gagnera 4 pierres et la qualité spéciale. Rouge ...
    # six points et obtiendra 3 pierres. La pierre pour la troisième place n'a pas
    # été attribuée". Fewer cards than allowed do not matter.
    blue, red, green = 0, 1, 2
    state = start_round(3)
    state = play(
        state,
        (blue, MayaPlaceWorker(DOUBLE_Q, 3)),
        (red, MayaPlaceWorker(DOUBLE_Q, 6)),
        (green, MayaStopPlacing()),
        (blue, MayaPlaceWorker(DOUBLE_Q, 8)),
        (red, MayaStopPlacing()),
    )
    state, events = act(state, blue, MayaStopPlacing())
    result = evaluated(events, DOUBLE_Q)
    assert result.points == (MayaScore(blue, 11), MayaScore(red, 6))
    assert result.awards == (MayaAward(blue, 4), MayaAward(red, 3))
    assert result.marker_to == blue
    assert state.stones == (4, 3, 0)
    assert state.holds(blue, "double_move")
    assert state.phase == "building" and GAME.to_move(state) == [blue]


def test_example_green_takes_three_from_violet_and_wins_the_tie() -> None:
    # Green takes 3 from violet (7 -> 4); green and blue both have 5, green placed
    # the first card so wins 4 stones and the quality; blue gets 2; violet nothing.
    green, violet, blue = 0, 1, 2
    state = start_round(3)
    state = play(
        state,
        (green, MayaPlaceWorker(TRANSPORT_Q, 5)),
        (violet, MayaPlaceWorker(TRANSPORT_Q, 7)),
        (blue, MayaPlaceWorker(TRANSPORT_Q, 5)),
        (green, MayaPlaceWorker(TRANSPORT_Q, -3)),
        (violet, MayaStopPlacing()),
        (blue, MayaStopPlacing()),
        (green, MayaStopPlacing()),
    )
    assert GAME.to_move(state) == [green]
    assert GAME.legal_actions(state, green) == [MayaTakePoints(violet), MayaTakePoints(blue)]
    state, events = act(state, green, MayaTakePoints(violet))
    result = evaluated(events, TRANSPORT_Q)
    assert result.points == (MayaScore(green, 5), MayaScore(blue, 5), MayaScore(violet, 4))
    assert result.awards == (MayaAward(green, 4), MayaAward(blue, 2))
    assert result.marker_to == green
    assert state.stones == (4, 0, 2)


def test_example_two_minus_cards_leave_red_negative() -> None:
    # Blue, first in turn order, takes 3 from red (4 -> 1); yellow takes 3 more
    # (-2): yellow with 7 gets the 4 stones and the quality, blue the 2, red nothing.
    # Five cards on a quarry paying 4 and 2: our edition's direct-stone quarry.
    blue, red, yellow = 0, 1, 2
    state = start_round(3)
    state = play(
        state,
        (blue, MayaPlaceWorker(DIRECT_Q, 3)),
        (red, MayaPlaceWorker(DIRECT_Q, 4)),
        (yellow, MayaPlaceWorker(DIRECT_Q, 7)),
        (blue, MayaPlaceWorker(DIRECT_Q, -3)),
        (red, MayaStopPlacing()),
        (yellow, MayaPlaceWorker(DIRECT_Q, -3)),
    )
    assert len(state.quarries[DIRECT_Q]) == 5
    state = stop_all(state)
    assert GAME.to_move(state) == [blue]  # the start player resolves his -3 first
    state = play(state, (blue, MayaTakePoints(red)))
    assert GAME.to_move(state) == [yellow]
    state, events = act(state, yellow, MayaTakePoints(red))
    result = evaluated(events, DIRECT_Q)
    assert result.points == (MayaScore(yellow, 7), MayaScore(blue, 3), MayaScore(red, -2))
    assert result.awards == (MayaAward(yellow, 4), MayaAward(blue, 2))
    assert result.marker_to == yellow
    assert state.stones == (2, 0, 4)


def test_direct_stone_quarry_takes_five_cards_and_took_four_under_rules_1() -> None:
    moves = [(seat, MayaPlaceWorker(DIRECT_Q, value)) for value in (3, 4) for seat in range(3)]
    state = play(start_round(3), *moves[:4])
    refusal = "direct stone quarry is full: it takes at most 4 cards"
    with pytest.raises(IllegalAction, match=refusal):
        GAME.decide(replace(state, rules=1), 1, moves[4][1], None)
    state = play(state, moves[4])
    with pytest.raises(IllegalAction, match=refusal.replace("4", "5")):
        GAME.decide(state, 2, moves[5][1], None)


def _nine_stones_for_seven_transport(extra_marker: bool):
    """Seat 0 wins 2 + 4 + 3 = 9 stones keeping -3 and 7 in hand: 7 transport."""
    state = start_round(3)
    state = play(
        state,
        (0, MayaPlaceWorker(DOUBLE_Q, 3)),
        (1, MayaStopPlacing()),
        (2, MayaStopPlacing()),
        (0, MayaPlaceWorker(PROTECTION_Q, 4)),
        (0, MayaPlaceWorker(START_Q, 4)),
        (0, MayaPlaceWorker(DOUBLE_Q, 5)),
        (0, MayaPlaceWorker(DOUBLE_Q, 6)),
        (0, MayaPlaceWorker(DOUBLE_Q, 8)),
    )
    assert state.hands[0] == (-3, 7)
    if extra_marker:
        state = replace(state, held=(MayaHeldMarker("transport", 0),))
    state = play(state, (0, MayaStopPlacing()))
    # The protection quarry is evaluated first; its winner lays it at once.
    assert GAME.legal_actions(state, 0) == [MayaProtect(START_Q), MayaProtect(DOUBLE_Q)]
    state = play(state, (0, MayaProtect(DOUBLE_Q)))
    assert GAME.to_move(state) == [0] and state.stones[0] == 9
    assert len(GAME.legal_actions(state, 0)) == 3  # name any start player, himself included
    return act(state, 0, MayaNameStartPlayer(1))


def test_example_nine_stones_seven_transport_returns_two() -> None:
    state, events = _nine_stones_for_seven_transport(extra_marker=False)
    transport = next(e for e in events if isinstance(e, MayaStonesTransported))
    assert transport.kept == (7, 0, 0) and transport.returned == (2, 0, 0)
    assert state.stones == (7, 0, 0) and state.supply[0] == 28 - 2 - 7
    assert state.hands[0] == (-3, 3, 4, 4, 5, 6, 7, 8)  # the workers come back
    assert state.start_player == 1
    assert GAME.to_move(state) == [0]  # seat 1 has no stone: skipped


def test_example_plus_two_transport_carries_all_nine() -> None:
    state, events = _nine_stones_for_seven_transport(extra_marker=True)
    transport = next(e for e in events if isinstance(e, MayaStonesTransported))
    assert transport.kept == (9, 0, 0) and transport.returned == (0, 0, 0)
    assert not state.holds(0, "transport")  # the marker is spent


def test_first_card_of_a_quarry_must_be_low() -> None:
    state = start_round(3)
    with pytest.raises(IllegalAction, match=r"first card .* must be a low card"):
        GAME.decide(state, 0, MayaPlaceWorker(DOUBLE_Q, 6), None)
    with pytest.raises(IllegalAction, match=r"first card .* must be a low card"):
        GAME.decide(state, 0, MayaPlaceWorker(DOUBLE_Q, -3), None)
    assert MayaPlaceWorker(DOUBLE_Q, 6) not in GAME.legal_actions(state, 0)
    state = play(state, (0, MayaPlaceWorker(DOUBLE_Q, 4)))
    assert MayaPlaceWorker(DOUBLE_Q, 8) in GAME.legal_actions(state, 1)
    assert MayaPlaceWorker(START_Q, 8) not in GAME.legal_actions(state, 1)


def test_quarry_card_limit() -> None:
    state = start_round(3)
    state = play(
        state,
        (0, MayaPlaceWorker(START_Q, 3)),
        (1, MayaPlaceWorker(START_Q, 6)),
        (2, MayaPlaceWorker(START_Q, 7)),
    )
    with pytest.raises(IllegalAction, match="start player quarry is full: it takes at most 3 cards"):
        GAME.decide(state, 0, MayaPlaceWorker(START_Q, 4), None)
    assert all(a.quarry != START_Q for a in GAME.legal_actions(state, 0) if isinstance(a, MayaPlaceWorker))


def test_card_must_be_in_hand_and_turn_order() -> None:
    state = start_round(3)
    with pytest.raises(IllegalAction, match="it is not your turn"):
        GAME.decide(state, 1, MayaPlaceWorker(START_Q, 3), None)
    with pytest.raises(IllegalAction, match="no worker card worth 9"):
        GAME.decide(state, 0, MayaPlaceWorker(START_Q, 9), None)
    with pytest.raises(IllegalAction, match="there is no quarry 5"):
        GAME.decide(state, 0, MayaPlaceWorker(5, 3), None)
    with pytest.raises(IllegalAction, match="not the decision at hand: now you must place a worker"):
        GAME.decide(state, 0, MayaBuild(0), None)
    state = play(state, (0, MayaPlaceWorker(START_Q, 3)), (1, MayaPlaceWorker(START_Q, 4)))
    with pytest.raises(IllegalAction, match="no worker card worth 3"):
        GAME.decide(play(state, (2, MayaStopPlacing())), 0, MayaPlaceWorker(DOUBLE_Q, 3), None)


def test_passing_is_final_for_the_phase() -> None:
    state = start_round(3)
    state = play(state, (0, MayaStopPlacing()), (1, MayaPlaceWorker(START_Q, 3)))
    assert GAME.to_move(state) == [2]
    state = play(state, (2, MayaPlaceWorker(DOUBLE_Q, 3)))
    assert GAME.to_move(state) == [1]  # seat 0 passed: skipped from now on
    assert GAME.legal_actions(state, 0) == []
    state = play(state, (1, MayaPlaceWorker(START_Q, 8)), (2, MayaStopPlacing()))
    assert GAME.to_move(state) == [1]
    for value in (4, 4, 5, 6, 7):
        state = play(state, (1, MayaPlaceWorker(DOUBLE_Q, value)))
    assert state.hands[1] == (-3,)
    state = play(state, (1, MayaPlaceWorker(START_Q, -3)))
    assert state.hands[1] == ()  # with no card left, passing is all there is
    assert GAME.legal_actions(state, 1) == [MayaStopPlacing()]


def test_worker_values_stay_hidden_until_the_quarry_is_turned() -> None:
    state = start_round(3)
    state, events = act(state, 0, MayaPlaceWorker(DOUBLE_Q, 5))
    placed = events[0]
    assert isinstance(placed, MayaWorkerPlaced)
    assert GAME.view_event(placed, 0).value == 5
    for viewer in (1, 2, None):
        assert GAME.view_event(placed, viewer) == replace(placed, value=None)
        card = GAME.view(state, viewer).quarries[DOUBLE_Q].cards[0]
        assert card.value is None and card.high is False and card.seat == 0
        assert GAME.view(state, viewer).players[0].low_cards == 3
    assert GAME.view(state, 0).quarries[DOUBLE_Q].cards[0].value == 5
    assert GAME.view(state, 0).hand == (-3, 3, 4, 4, 6, 7, 8)
    assert GAME.view(state, 1).hand == (-3, 3, 4, 4, 5, 6, 7, 8)
    # Once everybody passed, every quarry is turned in turn and values are public.
    state = play(state, (1, MayaStopPlacing()), (2, MayaStopPlacing()))
    state, events = act(state, 0, MayaStopPlacing())
    revealed = next(e for e in events if isinstance(e, MayaQuarryRevealed) and e.quarry == DOUBLE_Q)
    assert revealed.cards == (MayaCard(0, 5),)
    assert GAME.view_event(revealed, None) == revealed


def test_minus_card_cannot_hit_a_protected_player() -> None:
    # Seat 0 wins protection and lays it at the direct-stone quarry, where seat 1's
    # -3 could only hit seat 0 or seat 2.
    state = start_round(3)
    state = play(
        state,
        (0, MayaPlaceWorker(PROTECTION_Q, 3)),
        (1, MayaPlaceWorker(DIRECT_Q, 3)),
        (2, MayaPlaceWorker(DIRECT_Q, 4)),
        (0, MayaPlaceWorker(DIRECT_Q, 5)),
        (1, MayaPlaceWorker(DIRECT_Q, -3)),
    )
    state = stop_all(state)
    state = play(state, (0, MayaProtect(DIRECT_Q)))
    assert GAME.to_move(state) == [1]
    assert GAME.legal_actions(state, 1) == [MayaTakePoints(2)]
    with pytest.raises(IllegalAction, match="another unprotected player"):
        GAME.decide(state, 1, MayaTakePoints(0), None)
    state, events = act(state, 1, MayaTakePoints(2))
    assert evaluated(events, DIRECT_Q).points == (MayaScore(0, 5), MayaScore(1, 3), MayaScore(2, 1))


def test_alone_with_a_minus_card_hits_himself() -> None:
    state = start_round(3)
    state = play(state, (0, MayaPlaceWorker(DIRECT_Q, 5)), (1, MayaStopPlacing()), (2, MayaStopPlacing()))
    state = play(state, (0, MayaPlaceWorker(DIRECT_Q, -3)), (0, MayaStopPlacing()))
    assert GAME.legal_actions(state, 0) == [MayaTakePoints(0)]
    state, events = act(state, 0, MayaTakePoints(0))
    result = evaluated(events, DIRECT_Q)
    assert result.points == (MayaScore(0, 2),) and result.awards == (MayaAward(0, 4),)


def test_quarries_are_evaluated_right_to_left() -> None:
    state = start_round(3)
    state = play(state, (0, MayaPlaceWorker(START_Q, 3)), (1, MayaPlaceWorker(DIRECT_Q, 3)))
    state = play(state, (2, MayaPlaceWorker(TRANSPORT_Q, 3)))
    state, events = act(stop_all(play(state, (0, MayaStopPlacing()))), 1, MayaKeepMarker())
    assert [e.quarry for e in events if isinstance(e, MayaQuarryEvaluated)] == [
        DOUBLE_Q,
        TRANSPORT_Q,
        START_Q,
    ]
    assert state.stones == (3, 4, 4)
    assert state.pending == (MayaPending(0, "start_player"),)
    state = play(state, (0, MayaNameStartPlayer(2)))
    assert state.phase == "building" and GAME.to_move(state) == [2]
    assert state.holds(2, "transport") is False  # spent at transport
