"""Phase 2 (building the pyramids) and phase 3 (gold): the text's building
example and the edge cases of each rule."""

from __future__ import annotations

import pytest
from msgspec.structs import replace

from engines.core import IllegalAction
from engines.maya import GAME
from engines.maya.actions import MayaBuild, MayaDoubleMove, MayaPassBuilding
from engines.maya.events import (
    MayaBuildingPassed,
    MayaLevelScored,
    MayaRoundEnded,
    MayaStoneBuilt,
    MayaStonesRemoved,
)
from engines.maya.state import MayaHeldMarker, MayaPending
from tests.engines.test_maya_support import act, building_state, play

BLUE, RED, GREEN, VIOLET = range(4)
# 4 players: Tikal, Copan, Uxmal, Palenque.
TIKAL, COPAN, UXMAL, PALENQUE = range(4)


def text_example(copan_level_2=(RED, RED, GREEN, VIOLET), stones=(2, 0, 3, 0), **changes):
    """Level 1 full everywhere, Tikal and Palenque level 2 full, violet's bonus on
    Palenque level 3; blue is on Copan but not on Uxmal level 1; blue to play."""
    return building_state(
        4,
        (
            ((0, 1, 2, 3, 0, 1, 2, 3, 0), (0, 1, 2, 3, 0, 1), (), ()),
            ((0, 1, 2, 3, 1, 2, 3), copan_level_2, ()),
            ((1, 2, 3, 1, 2, 3, 1), (RED, VIOLET), ()),
            ((0, 1, 2, 3, 3, 3, 0), (3, 3, 3, 0, 1), (VIOLET,)),
        ),
        stones,
        BLUE,
        **changes,
    )


def test_example_blue_must_build_in_copan_and_red_gets_the_bonus() -> None:
    state = text_example()
    builds = [a for a in GAME.legal_actions(state, BLUE) if isinstance(a, MayaBuild)]
    assert builds == [MayaBuild(COPAN)]
    # "Bleu ne peut pas poser dans Uxmal, car il n'est pas représenté dans le premier niveau."
    with pytest.raises(IllegalAction, match="level 2 of Uxmal you need a stone of yours on level 1"):
        GAME.decide(state, BLUE, MayaBuild(UXMAL), None)
    # "... ni dans Palenque, car il faudra d'abord remplir entièrement le deuxième niveau"
    with pytest.raises(IllegalAction, match="level 2 must be full before anyone builds on level 3 of Palenque"):
        GAME.decide(state, BLUE, MayaBuild(PALENQUE), None)
    with pytest.raises(IllegalAction, match="level 2 must be full before anyone builds on level 3 of Tikal"):
        GAME.decide(state, BLUE, MayaBuild(TIKAL), None)
    state, events = act(state, BLUE, MayaBuild(COPAN))
    assert events == [MayaStoneBuilt(BLUE, COPAN, 1, bonus=RED)]
    assert state.pyramids[COPAN] == ((0, 1, 2, 3, 1, 2, 3), (RED, RED, GREEN, VIOLET, BLUE), (RED,))
    # Red has no stone left: "les autres continueront à jouer". Green is next.
    assert GAME.to_move(state) == [GREEN]

    # Green pays a stone for a double move, fills Uxmal level 2 and gets the bonus.
    state, events = act(state, GREEN, MayaDoubleMove())
    assert state.stones[GREEN] == 2 and state.supply[GREEN] == text_example().supply[GREEN] + 1
    assert GAME.to_move(state) == [GREEN]
    with pytest.raises(IllegalAction, match="finish your double move"):
        GAME.decide(state, GREEN, MayaPassBuilding(), None)
    state = play(state, (GREEN, MayaBuild(UXMAL)))
    assert GAME.to_move(state) == [GREEN]
    state, events = act(state, GREEN, MayaBuild(UXMAL))
    assert events == [MayaStoneBuilt(GREEN, UXMAL, 1, bonus=GREEN)]
    assert state.pyramids[UXMAL][1:] == ((RED, VIOLET, GREEN, GREEN), (GREEN,))
    assert state.stones[GREEN] == 0
    assert GAME.to_move(state) == [BLUE]


def test_forced_pass_pays_a_stone_and_earns_one_gold() -> None:
    # Copan's level 2 is full: only Uxmal is open, where blue has no stone on level 1.
    state = text_example(copan_level_2=(RED, RED, GREEN, VIOLET, BLUE), stones=(2, 0, 3, 0))
    assert GAME.legal_actions(state, BLUE) == [MayaPassBuilding()]
    with pytest.raises(IllegalAction, match="cannot make a double move"):
        GAME.decide(replace(state, stones=(3, 0, 3, 0)), BLUE, MayaDoubleMove(), None)
    state, events = act(state, BLUE, MayaPassBuilding())
    assert events == [MayaBuildingPassed(BLUE, None, 1)]
    assert state.gold[BLUE] == 1 and state.stones[BLUE] == 1 and state.bank == 1


def test_voluntary_pass_costs_a_stone_and_pays_nothing() -> None:
    state = text_example()
    state, events = act(state, BLUE, MayaPassBuilding())
    assert events == [MayaBuildingPassed(BLUE, None, 0)]
    assert state.stones[BLUE] == 1 and state.gold[BLUE] == 0
    assert state.supply[BLUE] == text_example().supply[BLUE] + 1


def test_paid_double_move_needs_three_stones() -> None:
    state = text_example()
    with pytest.raises(IllegalAction, match="needs 3 stones, you have 2"):
        GAME.decide(state, BLUE, MayaDoubleMove(), None)
    with pytest.raises(IllegalAction, match="needs the double-move marker or a joker"):
        GAME.decide(state, BLUE, MayaDoubleMove(free=True), None)


def test_free_double_move_with_the_marker() -> None:
    state = text_example(held=(MayaHeldMarker("double_move", BLUE),))
    assert MayaDoubleMove(free=True) in GAME.legal_actions(state, BLUE)
    state, _events = act(state, BLUE, MayaDoubleMove(free=True))
    assert state.stones[BLUE] == 2 and not state.held  # returned, no stone paid
    state = play(state, (BLUE, MayaBuild(COPAN)))
    # Only Uxmal's level 2 is open and blue may not build there: the second
    # stone cannot be placed, so the double move ends and blue keeps it.
    assert GAME.to_move(state) == [GREEN] and state.stones[BLUE] == 1 and state.double_left == 0


def test_double_move_second_stone_may_use_the_level_it_opened() -> None:
    state = text_example(stones=(3, 0, 3, 0))
    uxmal = (state.pyramids[UXMAL][0], (RED, VIOLET, GREEN, GREEN), ())
    state = replace(state, pyramids=(*state.pyramids[:UXMAL], uxmal, *state.pyramids[UXMAL + 1 :]))
    state = play(state, (BLUE, MayaDoubleMove()), (BLUE, MayaBuild(COPAN)))
    # Copan closed the last level 2: level 3 is open, blue is on Tikal 1 and 2.
    assert GAME.to_move(state) == [BLUE]
    assert GAME.legal_actions(state, BLUE) == [MayaBuild(TIKAL), MayaBuild(COPAN), MayaBuild(PALENQUE)]
    state = play(state, (BLUE, MayaBuild(TIKAL)))
    assert state.pyramids[TIKAL][2] == (BLUE,) and state.stones[BLUE] == 0
    assert GAME.to_move(state) == [GREEN]


def test_free_pass_with_the_marker_keeps_the_stone() -> None:
    state = text_example(held=(MayaHeldMarker("free_pass", BLUE),))
    state, events = act(state, BLUE, MayaPassBuilding(free=True))
    assert events == [MayaBuildingPassed(BLUE, "free_pass", 0)]
    assert state.stones[BLUE] == 2 and not state.held
    with pytest.raises(IllegalAction, match="needs the free-pass marker or a joker"):
        GAME.decide(text_example(), BLUE, MayaPassBuilding(free=True), None)


def test_no_bonus_on_a_tie() -> None:
    state = text_example(copan_level_2=(RED, RED, GREEN, GREEN))
    _, events = act(state, BLUE, MayaBuild(COPAN))
    assert events == [MayaStoneBuilt(BLUE, COPAN, 1, bonus=None)]


def test_no_bonus_onto_a_level_holding_earlier_stones() -> None:
    state = text_example()
    pyramids = state.pyramids
    copan = (*pyramids[COPAN][:2], (VIOLET,))
    state = replace(state, pyramids=(*pyramids[:COPAN], copan, *pyramids[COPAN + 1 :]))
    _, events = act(state, BLUE, MayaBuild(COPAN))
    assert events == [MayaStoneBuilt(BLUE, COPAN, 1, bonus=None)]


def test_no_bonus_when_the_reserve_is_empty() -> None:
    red_on_pyramids = sum(level.count(RED) for levels in text_example().pyramids for level in levels)
    state = text_example(stones=(2, 28 - red_on_pyramids, 3, 0))
    assert state.supply[RED] == 0
    _, events = act(state, BLUE, MayaBuild(COPAN))
    assert events == [MayaStoneBuilt(BLUE, COPAN, 1, bonus=None)]


def test_bonus_onto_the_top_level_and_none_from_it() -> None:
    # 3 players: Chichen Itza (9,6,3,1) is the only pyramid left.
    full = ((0, 0, 0, 1, 1, 1, 2), (0, 0, 0, 1, 1), (0, 1, 2))
    state = building_state(
        3,
        (
            ((0, 1, 2, 0, 1, 2, 0, 1, 2), (0, 1, 2, 0, 1, 2), (0, 1), ()),
            full,
            ((0, 1, 2, 0, 1, 2, 0), (0, 1, 2, 0), (1, 2)),
            ((0, 1, 2, 0, 1, 2, 0), (0, 1, 2, 0, 1), (1, 2)),
        ),
        (2, 1, 0),
        0,
    )
    state, events = act(state, 0, MayaBuild(0))
    assert events == [MayaStoneBuilt(0, 0, 2, bonus=0)]
    assert state.pyramids[0][3] == (0,)  # the top, filled by the bonus: no further bonus
    # Every pyramid is complete: the others are forced to pass, and paid for it.
    assert GAME.legal_actions(state, 1) == [MayaPassBuilding()]
    state, events = act(state, 1, MayaPassBuilding())
    assert events[0] == MayaBuildingPassed(1, None, 1)


def test_stones_go_up_only_where_every_lower_level_has_yours() -> None:
    # Level 3 of Tikal needs blue on levels 1 and 2 of Tikal.
    state = text_example(copan_level_2=(RED, RED, GREEN, VIOLET, BLUE))
    state = replace(state, pending=(MayaPending(GREEN, "build"),))
    state = play(state, (GREEN, MayaBuild(UXMAL)), (BLUE, MayaPassBuilding()), (GREEN, MayaBuild(UXMAL)))
    assert GAME.to_move(state) == [BLUE]
    tikal = replace(state, pyramids=(((0, 1, 2, 3, 0, 1, 2, 3, 1), (0, 1, 2, 3, 0, 1), (), ()), *state.pyramids[1:]))
    with pytest.raises(IllegalAction, match="level 3 of Tikal you need a stone of yours on level 2"):
        GAME.decide(
            replace(tikal, pyramids=(((0,) * 9, (1,) * 6, (), ()), *state.pyramids[1:])),
            BLUE,
            MayaBuild(TIKAL),
            None,
        )
    assert MayaBuild(TIKAL) in GAME.legal_actions(tikal, BLUE)


def test_phase_3_pays_first_and_second_ties_in_full_incomplete_levels_too() -> None:
    # 3 players: Chichen Itza, Copan, Uxmal, Palenque; seat 0 builds the last stone.
    state = building_state(
        3,
        (
            ((0, 0, 1, 1, 2), (), (), ()),
            ((2,), (), ()),
            ((1, 1, 1, 0, 0, 2, 2), (), ()),
            ((), (), ()),
        ),
        (1, 0, 0),
        0,
    )
    state, events = act(state, 0, MayaBuild(3))
    scored = [e for e in events if isinstance(e, MayaLevelScored)]
    assert scored == [
        MayaLevelScored(0, 0, (0, 1), (2,), 2, 1),
        MayaLevelScored(1, 0, (2,), (), 3, 1),
        MayaLevelScored(2, 0, (1,), (0, 2), 3, 1),
        MayaLevelScored(3, 0, (0,), (), 3, 1),
    ]
    assert state.gold == (2 + 1 + 3, 2 + 3, 1 + 3 + 1)
    assert state.round == 2 and state.phase == "placement" and GAME.to_move(state) == [0]


def test_after_the_payout_each_paid_player_removes_a_stone_and_an_emptied_level_cascades() -> None:
    # Our decision (flow._removals): once every level is paid, each player paid for a level removes
    # one of his stones from it, pyramid by pyramid, bottom level first; his last
    # stone on a level takes his stones above it in that pyramid with it.
    chichen_itza, copan = 0, 1
    state = building_state(
        3,
        (
            ((0, 0, 1, 2), (0, 1), (0,), ()),
            # Seat 2 has a stone on level 2 and none on level 1 (a special
            # quality put it there): only a removal cascades, so it stays.
            ((1, 1), (2, 2), ()),
            ((), (), ()),
            ((), (), ()),
        ),
        (1, 0, 0),
        0,
    )
    supply = state.supply
    state, events = act(state, 0, MayaPassBuilding())
    assert [e for e in events if isinstance(e, MayaLevelScored)] == [
        MayaLevelScored(chichen_itza, 0, (0,), (1, 2), 2, 1),
        MayaLevelScored(chichen_itza, 1, (0, 1), (), 4, 2),
        MayaLevelScored(chichen_itza, 2, (0,), (), 7, 3),
        MayaLevelScored(copan, 0, (1,), (), 3, 1),
        MayaLevelScored(copan, 1, (2,), (), 5, 2),
    ]
    removed = [e for e in events if isinstance(e, MayaStonesRemoved)]
    assert removed == [
        MayaStonesRemoved(0, chichen_itza, 0, (1,)),
        # Seat 1's only stone on level 1 goes: so does his stone on level 2.
        MayaStonesRemoved(1, chichen_itza, 0, (1, 1, 0, 0)),
        MayaStonesRemoved(2, chichen_itza, 0, (1, 0, 0, 0)),
        # Seat 0's last stone on level 2 takes his level-3 stone; paid for
        # level 3 too, he has nothing left there to remove.
        MayaStonesRemoved(0, chichen_itza, 1, (1, 1, 0)),
        MayaStonesRemoved(1, copan, 0, (1,)),
        MayaStonesRemoved(2, copan, 1, (1,)),
    ]
    assert events.index(removed[-1]) < next(i for i, e in enumerate(events) if isinstance(e, MayaRoundEnded))
    # The gold paid stands.
    assert state.gold == (2 + 4 + 7, 1 + 4 + 3, 1 + 5)
    assert state.pyramids[:2] == (((0,), (), (), ()), ((1,), (2,), ()))
    assert state.supply == (supply[0] + 1 + 3, supply[1] + 3, supply[2] + 2)
    assert state.round == 2 and state.phase == "placement"
    for seat in (0, 1, 2, None):
        assert [GAME.view_event(e, seat) for e in removed] == removed
        assert [len(level.stones) for level in GAME.view(state, seat).pyramids[0].levels] == [1, 0, 0, 0]


def test_rules_1_removed_no_stone_after_the_payout() -> None:
    state = building_state(
        3, (((0, 0, 1, 2), (0, 1), (0,), ()), ((), (), ()), ((), (), ()), ((), (), ())), (1, 0, 0), 0
    )
    state, events = act(replace(state, rules=1), 0, MayaPassBuilding())
    assert not any(isinstance(e, MayaStonesRemoved) for e in events)
    assert state.pyramids[0] == ((0, 0, 1, 2), (0, 1), (0,), ())


def test_the_richest_after_three_rounds_wins_ties_shared() -> None:
    state = building_state(3, (((0,), (), (), ()), ((1,), (), ()), ((2,), (), ()), ((), (), ())), (1, 0, 0), 0)
    state = replace(state, round=3, gold=(10, 12, 9), bank=31)
    assert GAME.result(state) is None
    state, events = act(state, 0, MayaBuild(3))
    # Each seat alone on its level 1: Chichen Itza pays 2, the others 3.
    assert state.gold == (10 + 2 + 3, 12 + 3, 9 + 3)
    assert not any(isinstance(e, MayaStonesRemoved) for e in events)  # the game is over
    assert state.phase == "over" and GAME.to_move(state) == []
    result = GAME.result(state)
    assert result.scores == [15, 15, 12] and result.winners == [0, 1]
    with pytest.raises(IllegalAction, match="not your turn"):
        GAME.decide(state, 0, MayaBuild(0), None)
