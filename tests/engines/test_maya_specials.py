"""Set-up, options and the special qualities of the base game."""

from __future__ import annotations

import pytest
from msgspec.structs import replace

from engines.core import IllegalAction, InvalidOptions
from engines.maya import GAME
from engines.maya.actions import (
    MayaBuild,
    MayaDirectStone,
    MayaKeepMarker,
    MayaNameStartPlayer,
    MayaPassBuilding,
    MayaPlaceStartingStone,
    MayaPlaceWorker,
    MayaRelocateStone,
    MayaStopPlacing,
)
from engines.maya.events import MayaDirectStonePlaced, MayaQualityDeclined, MayaStoneRelocated
from engines.maya.state import MayaHeldMarker, MayaOptions, MayaPending
from tests.engines.test_maya_support import act, building_state, new_game, play, start_round, stop_all


@pytest.mark.parametrize("players", [2, 6])
def test_player_count(players: int) -> None:
    with pytest.raises(InvalidOptions, match="Maya is played by 3 to 5 players"):
        GAME.initial_state(players, MayaOptions())
    with pytest.raises(InvalidOptions, match="Maya is played by 3 to 5 players"):
        GAME.check_options(players, MayaOptions())


def test_layout_by_player_count() -> None:
    names = {n: [p.name for p in new_game(n).pyramid_specs] for n in (3, 4, 5)}
    assert names == {
        3: ["Chichen Itza", "Copan", "Uxmal", "Palenque"],
        4: ["Tikal", "Copan", "Uxmal", "Palenque"],
        5: ["Tikal", "Chichen Itza", "Copan", "Uxmal"],
    }
    markers = {n: [q.marker for q in new_game(n).quarry_specs] for n in (3, 4, 5)}
    assert markers[5] == ["relocate", *markers[4]]
    assert markers[4] == [*markers[3][:3], "free_pass", *markers[3][3:]]
    state = new_game(4)
    assert state.hands == ((-3, 3, 4, 4, 5, 6, 7, 8),) * 4
    assert state.stones == (2,) * 4 and state.supply == (26,) * 4 and state.gold == (0,) * 4


def test_starting_stones_in_turn_order_never_two_in_one_pyramid() -> None:
    state = new_game(3)
    order = []
    for turn in range(2):
        for seat in range(3):
            order.append(GAME.to_move(state))
            assert len(GAME.legal_actions(state, seat)) == 4 - turn
            state = play(state, (seat, MayaPlaceStartingStone(seat + turn)))
        if turn == 0:
            with pytest.raises(IllegalAction, match="may not be in the same pyramid"):
                GAME.decide(state, 0, MayaPlaceStartingStone(0), None)
    assert order == [[0], [1], [2]] * 2
    assert [len(levels[0]) for levels in state.pyramids] == [1, 2, 2, 1]
    assert state.phase == "placement" and state.round == 1 and GAME.to_move(state) == [0]


def test_start_player_named_begins_building_and_the_next_round() -> None:
    state = start_round(3)
    state = play(state, (0, MayaPlaceWorker(0, 3)), (1, MayaPlaceWorker(1, 3)), (2, MayaPlaceWorker(2, 3)))
    state = stop_all(state)
    assert state.pending == (MayaPending(0, "start_player"),)
    state = play(state, (0, MayaNameStartPlayer(2)))
    assert state.start_player == 2 and GAME.to_move(state) == [2]
    while state.phase == "building":
        seat = GAME.to_move(state)[0]
        state = play(state, (seat, MayaPassBuilding()))
    assert state.round == 2 and GAME.to_move(state) == [2]


def test_direct_stone_goes_to_the_lowest_level_with_room() -> None:
    state = start_round(3)
    state = play(state, (0, MayaPlaceWorker(3, 3)))
    state = stop_all(state)
    assert state.pending == (MayaPending(0, "direct_stone"),)
    assert GAME.legal_actions(state, 0) == [MayaDirectStone(p) for p in range(4)] + [MayaKeepMarker()]
    supply = state.supply[0]
    state, events = act(state, 0, MayaDirectStone(2))
    assert events[0] == MayaDirectStonePlaced(0, "direct_stone", 2, 0, None)
    assert state.pyramids[2][0] == (2, 1, 0) and state.supply[0] == supply - 1
    assert not state.held


def test_declined_quality_goes_back() -> None:
    state = start_round(3)
    state = stop_all(play(state, (0, MayaPlaceWorker(3, 3))))
    state, events = act(state, 0, MayaKeepMarker())
    assert events[0] == MayaQualityDeclined(0, "direct_stone")
    assert not state.held and state.pyramids == start_round(3).pyramids


def test_relocate_moves_a_stone_to_the_lowest_level_with_room() -> None:
    # 5 players: the relocate quarry is the leftmost, evaluated last.
    state = start_round(5)
    state = stop_all(play(state, (0, MayaPlaceWorker(0, 3))))
    assert state.pending == (MayaPending(0, "relocate"),)
    # Seat 0's stones are on level 1 of Tikal and Chichen Itza; four pyramids to go to,
    # less the spot each comes from.
    moves = [a for a in GAME.legal_actions(state, 0) if isinstance(a, MayaRelocateStone)]
    assert moves == [MayaRelocateStone(p, 0, to) for p in (0, 1) for to in range(4) if to != p]
    with pytest.raises(IllegalAction, match="that move is not possible"):
        GAME.decide(state, 0, MayaRelocateStone(2, 0, 3), None)
    state, events = act(state, 0, MayaRelocateStone(0, 0, 3))
    assert events[0] == MayaStoneRelocated(0, "relocate", 0, 0, 3, 0, None)
    assert 0 not in state.pyramids[0][0] and 0 in state.pyramids[3][0]


def test_relocated_stone_may_complete_a_level_and_earn_a_bonus() -> None:
    state = building_state(
        3,
        (
            ((0, 1, 2, 0, 1, 2, 0, 1, 2), (0, 0, 1, 2, 0), (), ()),
            ((0, 1, 2, 0, 1, 2, 0), (0,), ()),
            ((0, 1, 2, 0, 1, 2, 0), (), ()),
            ((0, 1, 2, 0, 1, 2, 0), (), ()),
        ),
        (0, 1, 0),  # seat 1 will still have to build: no payout (nor removals) yet
        0,
    )
    state = replace(
        state,
        phase="evaluation",
        held=(MayaHeldMarker("relocate", 0),),
        pending=(MayaPending(0, "relocate"),),
        evaluated=5,
        revealed=5,
    )
    # From Copan level 2 to the one free place of Chichen Itza level 2: a majority of 4.
    state, events = act(state, 0, MayaRelocateStone(1, 1, 0))
    assert events[0] == MayaStoneRelocated(0, "relocate", 1, 1, 0, 1, 0)
    assert state.pyramids[0][1:3] == ((0, 0, 1, 2, 0, 0), (0,))


def test_unused_qualities_go_back_at_the_end_of_the_round() -> None:
    state = building_state(3, (((0,), (), (), ()), ((1,), (), ()), ((2,), (), ()), ((), (), ())), (1, 0, 0), 0)
    state = replace(state, held=(MayaHeldMarker("free_pass", 1), MayaHeldMarker("double_move", 0)))
    state = play(state, (0, MayaBuild(3)))
    assert state.round == 2 and state.held == ()


def test_not_the_decision_at_hand() -> None:
    state = start_round(3)
    state = stop_all(play(state, (0, MayaPlaceWorker(3, 3))))
    with pytest.raises(IllegalAction, match="now you must put a stone from the reserve"):
        GAME.decide(state, 0, MayaStopPlacing(), None)
    with pytest.raises(IllegalAction, match="there is no pyramid 7"):
        GAME.decide(state, 0, MayaDirectStone(7), None)


def test_remaining_refusal_messages() -> None:
    from engines.maya.actions import MayaNameStartPlayer, MayaPlacePlusTwo, MayaProtect

    state = new_game(3)
    with pytest.raises(IllegalAction, match="there is no pyramid 4"):
        GAME.decide(state, 0, MayaPlaceStartingStone(4), None)
    state = start_round(3)
    state = stop_all(play(state, (0, MayaPlaceWorker(4, 3)), (1, MayaPlaceWorker(0, 3))))
    assert state.pending == (MayaPending(0, "protection"),)
    with pytest.raises(IllegalAction, match="another quarry whose cards are still face down"):
        GAME.decide(state, 0, MayaProtect(4), None)
    with pytest.raises(IllegalAction, match="another quarry whose cards are still face down"):
        GAME.decide(state, 0, MayaProtect(2), None)  # no card there
    state = play(state, (0, MayaProtect(0)))
    assert state.pending == (MayaPending(1, "start_player"),)
    with pytest.raises(IllegalAction, match="there is no seat 3"):
        GAME.decide(state, 1, MayaNameStartPlayer(3), None)
    with pytest.raises(IllegalAction, match="now you must name the start player"):
        GAME.decide(state, 1, MayaPlacePlusTwo(0), None)
    pyramids = (((0,) * 9, (0,) * 6, (0,) * 3, (0,)), ((1,), (), ()), ((2,), (), ()), ((), (), ()))
    state = building_state(3, pyramids, (1, 0, 0), 0)
    with pytest.raises(IllegalAction, match="Chichen Itza is complete"):
        GAME.decide(state, 0, MayaBuild(0), None)
    with pytest.raises(IllegalAction, match="there is no pyramid -1"):
        GAME.decide(state, 0, MayaBuild(-1), None)
