"""Babel rules against the rule text (babel.fr.txt) and our decisions (engines/babel): the
worked examples, each rule's edge cases and each refusal message.

Sites are named by their people (components.BabelPeople). The text's colours: red is the
Sumerer site (example 4 c: a Sumerer card is discarded to travel there); the
other colours are not tied to a people by the text, so the examples below use
blue = Hethiter, green = Meder, yellow = Perser, grey = Assyrer.
"""

from __future__ import annotations

import random

import msgspec
import pytest

from engines.babel import GAME
from engines.babel.actions import (
    BabelBuild,
    BabelBuildReserved,
    BabelDestroy,
    BabelDiscard,
    BabelEliminate,
    BabelEndTurn,
    BabelHalveHand,
    BabelMigrate,
    BabelSettle,
    BabelSkipLevel,
    BabelStealCards,
    BabelStealLevel,
    BabelTravel,
)
from engines.babel.components import PEOPLES, SITE_INDEX
from engines.babel.decisions import OWN_RULES, RULEBOOK, RULES
from engines.babel.events import (
    BabelCardsStolen,
    BabelGameEnded,
    BabelPeopleDrawn,
    BabelPeopleReshuffled,
    BabelTableSet,
    BabelTemplesDrawn,
    BabelTurnStarted,
)
from engines.babel.state import BabelPhase, BabelSide, BabelState
from engines.core import IllegalAction, InvalidOptions, rng_for

A, M, P, H, S = "assyrer", "meder", "perser", "hethiter", "sumerer"
RED, BLUE, GREEN, YELLOW, GREY = S, H, M, P, A


def side(hand=(), pawn=None, columns=None, temples=None, quarry=(), reserved=False):
    columns, temples = columns or {}, temples or {}
    return BabelSide(
        hand=tuple(sorted(hand, key=PEOPLES.index)),
        pawn=pawn,
        reserved_temple=reserved,
        quarry=tuple(quarry),
        columns=tuple(tuple(columns.get(site, ())) for site in PEOPLES),
        temples=tuple(tuple(temples.get(site, ())) for site in PEOPLES),
    )


def table(
    a=None,
    b=None,
    *,
    current=0,
    temple_pile=(3, 4, 5, 6, 2, 2),
    people_pile=(A,) * 9,
    **rest,
):
    return BabelState(
        phase="actions",
        current=current,
        turn=5,
        sides=(a or side(), b or side()),
        temple_pile=tuple(temple_pile),
        people_pile=tuple(people_pile),
        **rest,
    )


def play(state, seat, action, seed=0):
    events = GAME.decide(state, seat, action, random.Random(seed))
    for event in events:
        state = GAME.evolve(state, event)
    return state, events


def play_all(state, seat, *actions):
    for action in actions:
        state, _ = play(state, seat, action)
    return state


def refused(state, seat, action, *words):
    assert action not in GAME.legal_actions(state, seat)
    with pytest.raises(IllegalAction) as error:
        GAME.decide(state, seat, action, random.Random(0))
    for word in words:
        assert word in str(error.value)


def column(state, seat, site):
    return state.sides[seat].columns[SITE_INDEX[site]]


def temple(state, seat, site):
    return state.sides[seat].temples[SITE_INDEX[site]]


# PREPARATION DE LA PARTIE and phase 1


def test_setup_deals_keeps_a_level_one_each_and_seat_0_draws_three():
    state = GAME.initial_state(2, GAME.options_type())
    events = GAME.setup(state, rng_for(7, 0))
    for event in events:
        state = GAME.evolve(state, event)
    assert isinstance(events[0], BabelTableSet)
    assert [len(side.hand) for side in state.sides] == [5 + 3, 5]
    assert len(state.people_pile) == 60 - 13
    assert len(state.temple_pile) == 43 and state.temple_pile.count(1) == 8
    assert all(side.reserved_temple and side.pawn is None for side in state.sides)
    assert not any(side.quarry for side in state.sides)
    assert GAME.to_move(state) == [0] and state.phase == "actions"
    assert isinstance(events[3], BabelTurnStarted) and events[3].seat == 0


def test_only_two_players():
    with pytest.raises(InvalidOptions, match="2 to 2 players, not 3"):
        GAME.initial_state(3, GAME.options_type())


def test_phase_1_reshuffles_the_discard_when_the_pile_runs_out():
    a = side(hand=(A,), pawn=A, temples={A: (1,)})
    state = table(a, side(hand=(M,)), people_pile=(P,), people_discard=(S, S, H, H, M))
    state, events = play(state, 0, BabelEndTurn(), seed=3)
    drawn = [e for e in events if isinstance(e, BabelPeopleDrawn)]
    shuffled = [e for e in events if isinstance(e, BabelPeopleReshuffled)]
    assert [d.count for d in drawn] == [1, 2] and drawn[0].cards == (P,)
    assert sorted(shuffled[0].order) == sorted((S, S, H, H, M))
    assert drawn[1].cards == shuffled[0].order[:2]
    assert state.people_pile == shuffled[0].order[2:] and state.people_discard == ()
    assert len(state.sides[1].hand) == 4 and state.current == 1
    assert GAME.view_event(shuffled[0], 1).order is None
    assert GAME.view_event(drawn[1], 0).cards is None
    assert GAME.view_event(drawn[1], 1).cards == drawn[1].cards


def test_phase_1_with_no_card_left_anywhere_draws_what_there_is():
    state = table(side(pawn=A, temples={A: (1,)}), people_pile=(P,), people_discard=())
    state, _ = play(state, 0, BabelEndTurn())
    assert state.sides[1].hand == (P,) and state.current == 1


# Example 1: settle, travel, settle


def test_example_1_settle_travel_settle():
    a = side(hand=(A, P, BLUE, S, S), pawn=RED, columns={RED: (A, A)})
    state = play_all(table(a), 0, BabelSettle(people=A), BabelSettle(people=P))
    assert column(state, 0, RED) == (A, A, A, P)
    state = play_all(state, 0, BabelTravel(site=BLUE))
    assert state.sides[0].pawn == BLUE and state.people_discard == (BLUE,)
    state = play_all(state, 0, BabelSettle(people=S), BabelSettle(people=S))
    assert column(state, 0, BLUE) == (S, S) and state.sides[0].hand == ()
    assert column(state, 0, RED) == (A, A, A, P)


def test_both_pawns_may_share_a_site_and_travel_needs_the_card():
    state = table(side(hand=(M, P), pawn=A), side(pawn=M))
    state, _ = play(state, 0, BabelTravel(site=M))
    assert [s.pawn for s in state.sides] == [M, M]
    refused(state, 0, BabelTravel(site=S), "discard a Sumerer card, and you have none")
    refused(state, 0, BabelTravel(site=M), "already on the Meder site")
    refused(
        table(side(hand=(A,))),
        0,
        BabelSettle(people=A),
        "travel to a site before settling",
    )
    refused(
        table(side(hand=(A,), pawn=P)),
        0,
        BabelSettle(people=M),
        "no Meder card in hand",
    )


# Example 2: building from both quarries, then more cards, then 5 and 6


def test_example_2_build_to_level_4_from_both_quarries_then_5_and_6():
    a = side(
        hand=(GREEN, P, P),
        pawn=GREY,
        columns={GREEN: (A, S, H, H)},
        temples={GREEN: (1,)},
        quarry=(6, 5, 2),
    )
    b = side(quarry=(4, 3))
    state = play_all(table(a, b), 0, BabelTravel(site=GREEN))
    state = play_all(state, 0, BabelBuild(quarry=0), BabelBuild(quarry=1), BabelBuild(quarry=1))
    assert temple(state, 0, GREEN) == (1, 2, 3, 4) and state.sides[1].quarry == ()
    refused(
        state,
        0,
        BabelBuild(quarry=0),
        "level-5 temple card needs 5 people cards",
        "you have 4",
    )
    refused(state, 0, BabelBuild(quarry=1), "the quarry of player 1 is empty")
    state = play_all(state, 0, BabelSettle(people=P), BabelSettle(people=P))
    state = play_all(state, 0, BabelBuild(quarry=0), BabelBuild(quarry=0))
    assert temple(state, 0, GREEN) == (1, 2, 3, 4, 5, 6)
    assert state.sides[0].quarry == () and GAME.view(state, 1).sides[0].score == 6


def test_build_levels_in_increasing_order_at_the_active_site():
    a = side(pawn=P, columns={P: (A, A, A)}, temples={P: (1,)}, quarry=(3,))
    refused(table(a), 0, BabelBuild(quarry=0), "must be 2, not 3")
    refused(table(side(quarry=(1,))), 0, BabelBuild(quarry=0), "travel to the site")
    refused(table(side(pawn=A)), 0, BabelBuild(quarry=0), "the quarry of player 0 is empty")
    refused(
        table(side(pawn=A, quarry=(1,))),
        0,
        BabelBuild(quarry=2),
        "there is no quarry 2",
    )
    empty_site = table(side(pawn=A, quarry=(1,)))
    refused(empty_site, 0, BabelBuild(quarry=0), "needs 1 people cards", "you have 0")


# Example 3: migration


def test_example_3_migration_leaves_a_temple_above_its_card_count():
    a = side(
        hand=(GREY, A, A),
        pawn=YELLOW,
        columns={GREEN: (P, S, S, H), GREY: (S,)},
        temples={GREEN: (1, 2, 3, 4), GREY: (1, 2, 3, 4)},
        quarry=(5, 5),
    )
    state, events = play(table(a), 0, BabelMigrate(source=GREEN, target=GREY))
    assert events[0].cards == (S, S, H)
    assert column(state, 0, GREEN) == (P,) and temple(state, 0, GREEN) == (1, 2, 3, 4)
    assert column(state, 0, GREY) == (S, S, S, H)
    refused(state, 0, BabelMigrate(source=GREY, target=GREEN), "only once per turn")
    state = play_all(state, 0, BabelTravel(site=GREY))
    # The Sumerer run now threatens the opponent's grey column.
    threatened = table(state.sides[0], side(columns={GREY: (M, H, H)}))
    assert BabelStealCards(position=2) in GAME.legal_actions(threatened, 0)
    refused(
        state,
        0,
        BabelBuild(quarry=0),
        "level-5 temple card needs 5 people cards",
        "you have 4",
    )
    state = play_all(state, 0, BabelSettle(people=A), BabelBuild(quarry=0))
    assert temple(state, 0, GREY) == (1, 2, 3, 4, 5)


def test_migration_needs_three_cards_and_another_site_and_keeps_order():
    a = side(pawn=A, columns={M: (H, P), P: (A, M, S, H)})
    state = table(a)
    refused(state, 0, BabelMigrate(source=M, target=P), "you have 2 at the Meder site")
    refused(state, 0, BabelMigrate(source=P, target=P), "to another site")
    state, _ = play(state, 0, BabelMigrate(source=P, target=M))
    assert column(state, 0, M) == (H, P, M, S, H) and column(state, 0, P) == (A,)
    assert state.migrated
    state, _ = play(state, 0, BabelEndTurn())
    assert not state.migrated


# The worked turn ("Exemple d'un tour de jeu")


def worked_turn_table():
    a = side(
        hand=(BLUE, H, RED, M, A),
        pawn=YELLOW,
        columns={YELLOW: (S, S, S, S, A, P, P), RED: (P, P), BLUE: (H, H)},
        temples={BLUE: (1,)},
        quarry=(5,),
    )
    b = side(
        hand=(A, A, M, M, P, H, S),
        pawn=M,
        columns={YELLOW: (H, A, A, M)},
        temples={YELLOW: (1, 2, 3, 4, 5, 6), BLUE: (1, 2, 3)},
    )
    return table(a, b, temple_pile=(4, 6, 2))


def test_worked_turn():
    state = worked_turn_table()
    # a) Sumerer steal of the Meder, discarding one of the four Sumerer.
    state, events = play(state, 0, BabelStealCards(position=0))
    assert isinstance(events[1], BabelCardsStolen) and events[1].cards == (M,)
    assert column(state, 0, YELLOW) == (S, S, S, A, P, P, M)
    assert column(state, 1, YELLOW) == (H, A, A)
    # Migration of Perser, Perser, Meder to the red site and its two Perser.
    state = play_all(state, 0, BabelMigrate(source=YELLOW, target=RED))
    assert column(state, 0, RED) == (P, P, P, P, M)
    assert column(state, 0, YELLOW) == (S, S, S, A)
    # Second Sumerer steal: the two Assyrer.
    state, events = play(state, 0, BabelStealCards(position=2))
    assert events[1].cards == (A, A) and column(state, 0, YELLOW) == (S, S, A, A, A)
    assert column(state, 1, YELLOW) == (H,)
    # Three Assyrer in a row: the opponent's level-6 temple is destroyed and
    # laid face down highest first, so level 1 ends on top.
    state = play_all(state, 0, BabelDestroy(position=3))
    assert temple(state, 1, YELLOW) == () and column(state, 0, YELLOW) == (S, S, A, A)
    assert state.temple_pile == (1, 2, 3, 4, 5, 6, 4, 6, 2)
    # b) Travel to blue, a third Hethiter, steal of the level-3 temple card.
    state = play_all(state, 0, BabelTravel(site=BLUE), BabelSettle(people=H))
    assert column(state, 0, BLUE) == (H, H, H)
    state = play_all(state, 0, BabelStealLevel(position=1))
    assert temple(state, 0, BLUE) == (1, 3) and temple(state, 1, BLUE) == (1, 2)
    assert column(state, 0, BLUE) == (H, H)
    # c) Travel to red with a Sumerer card; two common powers: 7 -> 4 -> 2.
    state = play_all(state, 0, BabelTravel(site=RED))
    assert column(state, 0, RED) == (P, P, P, P, M)
    state = play_all(state, 0, BabelHalveHand(position=0))
    assert GAME.to_move(state) == [1] and state.halving == 3
    assert GAME.legal_actions(state, 0) == []
    refused(state, 0, BabelEndTurn(), "it is not your turn", "player 1 is discarding")
    refused(state, 1, BabelEndTurn(), "discard 3 more card(s)")
    state = play_all(state, 1, BabelDiscard(people=A), BabelDiscard(people=M), BabelDiscard(people=A))
    assert len(state.sides[1].hand) == 4 and GAME.to_move(state) == [0]
    state = play_all(state, 0, BabelHalveHand(position=1))
    assert state.halving == 2
    state = play_all(state, 1, BabelDiscard(people=P), BabelDiscard(people=S))
    assert state.sides[1].hand == (M, H) and column(state, 0, RED) == (P, P, M)
    assert state.people_discard == (S, S, A, BLUE, H, RED, P, A, M, A, P, P, S)
    # Phase 3: the level-1 and level-2 cards, the 2 first so the 1 is on top.
    state, events = play(state, 0, BabelEndTurn())
    assert events[0] == BabelTemplesDrawn(seat=0, levels=(2, 1))
    assert state.sides[0].quarry == (5, 2, 1)
    assert state.current == 1 and len(state.sides[1].hand) == 5


# Powers: common requirements


def test_a_power_needs_three_consecutive_cards_at_the_active_site():
    a = side(pawn=M, columns={M: (P, P, A, P), A: (A, A, A)}, quarry=(2,))
    b = side(hand=(A, A), temples={A: (1,)})
    state = table(a, b)
    assert not [x for x in GAME.legal_actions(state, 0) if hasattr(x, "position")]
    refused(state, 0, BabelHalveHand(position=0), "3 consecutive Perser cards", "run of 2")
    refused(state, 0, BabelHalveHand(position=4), "no card at position 4", "it has 4 cards")
    refused(state, 0, BabelHalveHand(position=-1), "no card at position -1")
    refused(
        table(side(columns={A: (A, A, A)}), b),
        0,
        BabelDestroy(position=0),
        "travel to a site first",
    )


def test_any_card_of_a_longer_run_may_be_discarded_and_the_power_repeated():
    a = side(pawn=A, columns={A: (M, A, A, A, A, S)})
    b = side(hand=(P,) * 8, temples={A: (1,)})
    state = table(a, b)
    legal = GAME.legal_actions(state, 0)
    assert [x.position for x in legal if isinstance(x, BabelHalveHand)] == [1, 2, 3, 4]
    refused(state, 0, BabelHalveHand(position=5), "run of 1")
    refused(state, 0, BabelDestroy(position=0), "is a Meder card", "needs a Assyrer card")
    state = play_all(state, 0, BabelHalveHand(position=4))
    state = play_all(state, 1, *[BabelDiscard(people=P)] * 4)
    assert column(state, 0, A) == (M, A, A, A, S)
    state = play_all(state, 0, BabelHalveHand(position=2))
    assert state.halving == 2
    refused(state, 1, BabelDiscard(people=M), "no Meder card in hand")


def test_common_power_needs_something_to_halve():
    a = side(pawn=A, columns={A: (S, S, S)})
    refused(table(a, side(hand=(P,))), 0, BabelHalveHand(position=0), "holds 1 card(s)")
    _, events = play(table(a, side(hand=(P, P, P))), 0, BabelHalveHand(position=0))
    assert events[1].count == 1
    refused(table(a), 0, BabelDiscard(people=P), "nothing to discard")


# Assyrer


def test_assyrer_destroys_the_temple_with_skipped_levels_lowest_on_top():
    a = side(pawn=H, columns={H: (A, A, A)})
    b = side(temples={H: (1, 3, 6)})
    state, _ = play(table(a, b, temple_pile=(2,)), 0, BabelDestroy(position=2))
    assert state.temple_pile == (1, 3, 6, 2) and temple(state, 1, H) == ()
    refused(state, 0, BabelDestroy(position=0), "run of 2")
    refused(
        table(a),
        0,
        BabelDestroy(position=0),
        "no temple at the Hethiter site to destroy",
    )


# Meder


def test_meder_eliminates_every_card_of_one_people_there():
    a = side(pawn=S, columns={S: (M, M, M)})
    b = side(columns={S: (M, A, M, M, S, M), A: (M,)})
    state = table(a, b)
    legal = [x for x in GAME.legal_actions(state, 0) if isinstance(x, BabelEliminate)]
    assert {x.people for x in legal} == {M, A, S} and len(legal) == 9
    state, events = play(state, 0, BabelEliminate(position=1, people=M))
    assert events[1].count == 4
    assert column(state, 1, S) == (A, S) and column(state, 1, A) == (M,)
    assert column(state, 0, S) == (M, M)
    assert state.people_discard == (M, M, M, M, M)
    refused(
        table(a, b),
        0,
        BabelEliminate(position=0, people=H),
        "no Hethiter card at the Sumerer site",
    )


# Sumerer


def test_sumerer_steals_the_whole_last_run_in_order():
    a = side(pawn=P, columns={P: (S, S, S, H)})
    b = side(columns={P: (A, S, M, M, M)})
    state, events = play(table(a, b), 0, BabelStealCards(position=0))
    assert events[1].cards == (M, M, M)
    assert column(state, 0, P) == (S, S, H, M, M, M) and column(state, 1, P) == (A, S)
    refused(table(a), 0, BabelStealCards(position=0), "no people card at the Perser site")


# Hethiter


def test_hethiter_steals_a_higher_level_with_enough_cards_skipping_levels():
    a = side(pawn=H, columns={H: (H, H, H, A, A, A)}, temples={H: (1, 2)})
    b = side(temples={H: (1, 2, 3, 4, 5, 6)})
    state, _ = play(table(a, b), 0, BabelStealLevel(position=0))
    assert temple(state, 0, H) == (1, 2, 6) and temple(state, 1, H) == (1, 2, 3, 4, 5)
    assert GAME.view(state, None).sides[0].score == 6


def test_hethiter_edge_cases():
    few = side(pawn=H, columns={H: (H, H, H)}, temples={H: (1,)})
    refused(
        table(few, side(temples={H: (1, 2, 3, 4)})),
        0,
        BabelStealLevel(position=0),
        "need 4 people cards",
        "the discarded Hethiter counts",
        "you have 3",
    )
    # Three cards (the discarded one included) are enough for a level 3.
    state, _ = play(table(few, side(temples={H: (1, 2, 3)})), 0, BabelStealLevel(position=2))
    assert temple(state, 0, H) == (1, 3)
    high = side(pawn=H, columns={H: (H, H, H, H)}, temples={H: (1, 2, 3)})
    refused(
        table(high, side(temples={H: (1, 2, 3)})),
        0,
        BabelStealLevel(position=0),
        "stolen level (3) must be higher than your own temple there (3)",
    )
    refused(table(high), 0, BabelStealLevel(position=0), "no temple at the Hethiter site")


# Perser


def test_perser_skips_exactly_one_level_and_the_discarded_perser_counts():
    a = side(pawn=P, columns={P: (A, P, P, P)}, temples={P: (1, 2)})
    state, _ = play(table(a, side(quarry=(4,))), 0, BabelSkipLevel(position=1, quarry=1))
    assert temple(state, 0, P) == (1, 2, 4) and column(state, 0, P) == (A, P, P)
    assert state.sides[1].quarry == ()
    refused(
        table(a, side(quarry=(3,))),
        0,
        BabelSkipLevel(position=1, quarry=1),
        "must be 4, not 3",
    )
    refused(
        table(a, side(quarry=(5,))),
        0,
        BabelSkipLevel(position=1, quarry=1),
        "must be 4, not 5",
    )
    refused(
        table(a, side(quarry=(4,))),
        0,
        BabelSkipLevel(position=1, quarry=0),
        "quarry of player 0 is empty",
    )
    short = side(pawn=P, columns={P: (P, P, P)}, temples={P: (1, 2)}, quarry=(4,))
    refused(
        table(short),
        0,
        BabelSkipLevel(position=1, quarry=0),
        "needs 4 people cards",
        "you have 3",
    )
    # On an empty site a Perser builds a level 2.
    bare = side(pawn=P, columns={P: (P, P, P)}, quarry=(2,))
    state, _ = play(table(bare), 0, BabelSkipLevel(position=0, quarry=0))
    assert temple(state, 0, P) == (2,)


# The reserved level-1 temple of the first turn


def test_first_turn_cannot_end_before_the_reserved_temple_is_built():
    state = table(side(hand=(A, M, P), reserved=True), side(reserved=True), temple_pile=(1, 2, 3))
    refused(state, 0, BabelEndTurn(), "reserved level-1 temple")
    refused(state, 0, BabelBuildReserved(), "travel to the site")
    state = play_all(state, 0, BabelTravel(site=A))
    refused(state, 0, BabelBuildReserved(), "needs 1 people cards", "you have 0")
    state = play_all(state, 0, BabelSettle(people=M))
    refused(state, 0, BabelEndTurn(), "reserved level-1 temple")
    state = play_all(state, 0, BabelBuildReserved())
    assert temple(state, 0, A) == (1,) and not state.sides[0].reserved_temple
    refused(state, 0, BabelBuildReserved(), "no reserved level-1 temple card left")
    state, _ = play(state, 0, BabelEndTurn())
    assert state.sides[0].quarry == (2, 1) and state.current == 1
    # The opponent's reserved card is his own; he may build a level 1 from a
    # quarry too, his reserved one must then go to another site.
    b = side(hand=(M, H, H), pawn=M, columns={M: (A,)}, reserved=True)
    state = table(state.sides[0], b, current=1)
    state = play_all(state, 1, BabelBuild(quarry=0))
    refused(state, 1, BabelBuildReserved(), "must be 2, not 1")
    refused(state, 1, BabelEndTurn(), "reserved level-1 temple")
    state = play_all(state, 1, BabelTravel(site=H), BabelSettle(people=H), BabelBuildReserved())
    assert GAME.view(state, 0).sides[1].score == 2
    assert BabelEndTurn() in GAME.legal_actions(state, 1)


STRANDED = "you could no longer build it anywhere this turn"


def test_no_first_turn_travel_may_leave_the_reserved_temple_unbuildable():
    # Our decision (turn.stranded_refusal): "the first turn cannot end until the kept
    # level-1 card is built, so no action of that turn may leave it unbuildable".
    state = table(side(hand=(A, M, M), reserved=True), side(reserved=True))
    state = play_all(state, 0, BabelTravel(site=A), BabelSettle(people=M))
    # With his last card he could travel to the Meder site, and have no card
    # to settle there nor be able to come back to his Assyrer card.
    refused(state, 0, BabelTravel(site=M), "reserved level-1 temple", STRANDED)
    assert GAME.legal_actions(state, 0) == [BabelSettle(people=M), BabelBuildReserved()]
    state = play_all(state, 0, BabelSettle(people=M))
    assert GAME.legal_actions(state, 0) == [BabelBuildReserved()]
    state = play_all(state, 0, BabelBuildReserved())
    assert temple(state, 0, A) == (1,)
    assert GAME.legal_actions(state, 0) == [BabelEndTurn()]


def test_no_first_turn_migration_may_leave_the_reserved_temple_unbuildable():
    state = table(side(hand=(A, A, A, A), reserved=True), side(hand=(H,), reserved=True))
    state = play_all(state, 0, BabelTravel(site=A), *[BabelSettle(people=A)] * 3)
    assert column(state, 0, A) == (A, A, A) and not state.sides[0].hand
    for target in (M, P, H, S):
        refused(state, 0, BabelMigrate(source=A, target=target), STRANDED)
    assert GAME.legal_actions(state, 0) == [BabelBuildReserved()]
    state = play_all(state, 0, BabelBuildReserved())
    assert BabelMigrate(source=A, target=M) in GAME.legal_actions(state, 0)


def test_each_phase_2_rule_refuses_alone_what_would_strand_the_kept_card():
    """The first-turn constraint is in each phase 2 rule's refusal, composed once
    over its own rule: a rule asked directly gives the reason decide gives."""
    state = table(side(hand=(A, A, A, A), reserved=True), side(hand=(H,), reserved=True))
    state = play_all(state, 0, BabelTravel(site=A), *[BabelSettle(people=A)] * 3)
    migrate = BabelMigrate(source=A, target=M)
    assert OWN_RULES[BabelMigrate].refusal(state, 0, migrate, BabelPhase.ACTIONS) is None
    assert STRANDED in RULES[BabelMigrate].refusal(state, 0, migrate, BabelPhase.ACTIONS)
    for action in RULEBOOK.candidates(state, 0):
        reason = RULES[type(action)].refusal(state, 0, action, BabelPhase.ACTIONS)
        assert reason == RULEBOOK.refusal(state, 0, action)
        assert (reason is None) == (action in GAME.legal_actions(state, 0))
    assert set(RULES) - set(OWN_RULES) == {BabelEndTurn, BabelDiscard}


def test_a_first_turn_travel_may_count_on_a_migration_to_build_there():
    # Issue #24: « Il n'est pas nécessaire que ces chantiers soit des lieux
    # actifs »: his last card takes him to the Assyrer site, three of his
    # Hethiter cards migrate there after him, and the card is built.
    a = side(hand=(A,), pawn=H, columns={H: (M, P, S, M, P, S)}, reserved=True)
    state = table(a, side(reserved=True))
    assert BabelTravel(site=A) in GAME.legal_actions(state, 0)
    state = play_all(state, 0, BabelTravel(site=A))
    assert GAME.legal_actions(state, 0) == [BabelMigrate(source=H, target=A)]
    assert GAME.zombie_action(state, 0) == BabelMigrate(source=H, target=A)
    refused(state, 0, BabelMigrate(source=H, target=M), STRANDED)
    refused(state, 0, BabelEndTurn(), "reserved level-1 temple")
    state = play_all(state, 0, BabelMigrate(source=H, target=A), BabelBuildReserved())
    assert temple(state, 0, A) == (1,) and column(state, 0, A) == (M, P, S)
    assert GAME.legal_actions(state, 0) == [BabelEndTurn()]


def test_a_migration_counts_only_while_the_turn_has_one_from_three_cards():
    def last_card_to_assyrer(columns, temples=None, **rest):
        """Seat 0 on H with his last card, an Assyrer one."""
        a = side(hand=(A,), pawn=H, columns=columns, temples=temples, reserved=True)
        return table(a, side(reserved=True), **rest)

    # The turn has had its migration: nothing could come to the Assyrer site.
    used = last_card_to_assyrer({H: (M, P, S, M)}, migrated=True)
    refused(used, 0, BabelTravel(site=A), "reserved level-1 temple", STRANDED)
    # Three cards at a site the pawn has never been to are enough...
    state = play_all(last_card_to_assyrer({M: (P, S, H)}), 0, BabelTravel(site=A))
    assert GAME.legal_actions(state, 0) == [BabelMigrate(source=M, target=A)]
    # ... two are not.
    refused(last_card_to_assyrer({M: (P, S)}), 0, BabelTravel(site=A), STRANDED)
    # Nor may they come to a site where he has a temple already.
    templed = last_card_to_assyrer({M: (P, S, H)}, temples={A: (1,)})
    refused(templed, 0, BabelTravel(site=A), STRANDED)


def test_once_the_kept_card_is_built_the_first_turn_may_strand_nothing():
    a = side(hand=(A,), pawn=H, columns={H: (M,)}, temples={H: (1,)})
    state = table(a, side(reserved=True), migrated=True)
    assert BabelTravel(site=A) in GAME.legal_actions(state, 0)
    state = play_all(state, 0, BabelTravel(site=A))
    assert GAME.legal_actions(state, 0) == [BabelEndTurn()]


def dealt(seed):
    """A new match, set up: seat 0's first turn begins."""
    state = GAME.initial_state(2, GAME.options_type())
    for event in GAME.setup(state, rng_for(seed, 0)):
        state = GAME.evolve(state, event)
    return state


def test_random_first_turns_end_with_the_reserved_temple_built():
    for seed in range(600):
        rng = random.Random(seed)
        state = dealt(seed)
        while state.turn <= 2:
            seat = GAME.to_move(state)[0]
            legal = GAME.legal_actions(state, seat)
            assert legal, f"seed {seed}: seat {seat} is stuck"
            action = rng.choice(legal)
            if isinstance(action, BabelEndTurn):
                assert not state.sides[seat].reserved_temple, f"seed {seed}"
            state, _ = play(state, seat, action)
        assert not any(side.reserved_temple for side in state.sides)


# Brute force: the turn's actions by their own rules, the first-turn rule left
# out, likeliest to build first.
SEARCH_ORDER = (BabelBuildReserved, BabelSettle, BabelMigrate, BabelTravel)


def own_rule_actions(state) -> list:
    """(seat, action) for each action its own rule accepts, but the end of the
    turn: the active player's, or his opponent's discards during a halving."""
    if state.phase == "halving":
        victim = 1 - state.current
        return [(victim, action) for action in GAME.legal_actions(state, victim)]
    seat = state.current
    actions = [
        action
        for rule in OWN_RULES.values()
        for action in rule.options(state, seat)
        if rule.refusal(state, seat, action, BabelPhase.ACTIONS) is None
    ]
    order = {kind: rank for rank, kind in enumerate(SEARCH_ORDER)}
    actions.sort(key=lambda action: order.get(type(action), len(order)))
    return [(seat, action) for action in actions]


def played(state, seat, action):
    """The table after the action's own events (no first-turn rule)."""
    for event in RULES[type(action)].events(state, seat, action, state.phase, random.Random(0)):
        state = GAME.evolve(state, event)
    return state


def turn_can_build(state, seat, memo: dict) -> bool:
    """Whether some sequence of the turn's actions builds the kept card. Every
    action spends a card (hand, column, quarry, the migration), so the search
    ends; `memo` keys a table by all that the turn's actions read."""
    if not state.sides[seat].reserved_temple:
        return True
    key = (state.current, state.sides, state.migrated, state.phase, state.halving)
    if key not in memo:
        memo[key] = any(
            turn_can_build(played(state, mover, action), seat, memo) for mover, action in own_rule_actions(state)
        )
    return memo[key]


def test_a_first_turn_action_is_listed_iff_the_turn_can_still_build_the_kept_card():
    """Random first turns (odd seeds favour powers, builds and migrations, for
    temples and halvings): every action its own rule accepts is listed, and
    accepted, iff a brute force over the rest of the turn finds a way to build
    the kept card after it; else it is refused as stranding the card."""
    checked = {True: 0, False: 0}
    for seed in range(300):
        rng, memo = random.Random(seed), {}
        state = dealt(seed)
        while state.turn <= 2:
            seat = GAME.to_move(state)[0]
            legal = GAME.legal_actions(state, seat)
            if state.phase == "actions" and state.sides[seat].reserved_temple:
                assert BabelEndTurn() not in legal
                for _, action in own_rule_actions(state):
                    buildable = turn_can_build(played(state, seat, action), seat, memo)
                    assert (action in legal) == buildable, f"seed {seed}: {action}"
                    if buildable:
                        GAME.decide(state, seat, action, random.Random(0))
                    else:
                        refused(state, seat, action, STRANDED)
                    checked[buildable] += 1
            others = [a for a in legal if not isinstance(a, (BabelTravel, BabelSettle))]
            favoured = others if seed % 2 and others and rng.random() < 0.7 else legal
            state, _ = play(state, seat, rng.choice(favoured))
    assert checked[True] > 10_000 and checked[False] > 100, checked


def test_rules_1_a_reserved_temple_made_unbuildable_stays_for_a_later_turn():
    # Hand spent and no card at the active site: nothing can build it now.
    state = table(side(pawn=A, columns={M: (A,)}, reserved=True), rules=1)
    assert GAME.legal_actions(state, 0) == [BabelEndTurn()]
    state, _ = play(state, 0, BabelEndTurn())
    assert state.sides[0].reserved_temple
    # Nor did the rules refuse the travel that strands it.
    state = table(side(hand=(M,), pawn=A, columns={A: (A,)}, reserved=True), rules=1)
    assert BabelTravel(site=M) in GAME.legal_actions(state, 0)
    # Its end of the turn did not count migrations, and its matches keep that.
    a = side(pawn=A, columns={M: (A, P, S)}, reserved=True)
    assert BabelEndTurn() in GAME.legal_actions(table(a, rules=1), 0)
    assert GAME.legal_actions(table(a), 0) == [BabelMigrate(source=M, target=A)]


# Phase 3 and the end of the game


def test_phase_3_higher_card_first_so_the_lower_is_on_top():
    state = table(side(pawn=A, quarry=(6,)), temple_pile=(3, 5, 1))
    state, _ = play(state, 0, BabelEndTurn())
    assert state.sides[0].quarry == (6, 5, 3) and state.temple_pile == (1,)
    assert state.phase == "actions" and state.current == 1


def test_turning_the_last_temple_card_ends_the_game_higher_score_wins():
    a = side(hand=(A,), temples={A: (1, 2)})
    b = side(hand=(A, A, A), temples={M: (1,)})
    state, events = play(table(a, b, temple_pile=(4, 1)), 0, BabelEndTurn())
    assert events[-1] == BabelGameEnded(reason="last_temple", scores=(2, 1), winners=(0,))
    assert GAME.to_move(state) == [] and GAME.result(state).winners == [0]
    assert GAME.result(state).scores == [2, 1]
    refused(state, 1, BabelEndTurn(), "the game is over")
    # A single card left is the last one too.
    state, events = play(table(a, b, temple_pile=(4,)), 0, BabelEndTurn())
    assert events[0].levels == (4,) and state.phase == "over"


def test_last_temple_tie_break_is_the_larger_hand_then_shared():
    a = side(hand=(A, A), temples={A: (1, 2)})
    b = side(hand=(A, A, M), temples={M: (2,)})
    state, _ = play(table(a, b, temple_pile=(4, 1)), 0, BabelEndTurn())
    assert GAME.result(state).winners == [1]
    b = side(hand=(A, M), temples={M: (2,)})
    state, _ = play(table(a, b, temple_pile=(4, 1)), 0, BabelEndTurn())
    assert GAME.result(state).winners == [0, 1]


def test_fifteen_against_fewer_than_ten_ends_the_game():
    a = side(
        pawn=A,
        columns={A: (A,) * 6},
        temples={A: (1, 2, 3, 4, 5), M: (6,), P: (3,)},
        quarry=(6,),
    )
    state, events = play(table(a, side(temples={S: (6,), H: (3,)})), 0, BabelBuild(quarry=0))
    assert events[-1] == BabelGameEnded(reason="fifteen_to_ten", scores=(15, 9), winners=(0,))
    assert GAME.result(state) is not None and GAME.legal_actions(state, 0) == []
    # Against 10 points the game goes on.
    state, events = play(table(a, side(temples={S: (6,), H: (4,)})), 0, BabelBuild(quarry=0))
    assert state.phase == "actions" and GAME.result(state) is None


def test_a_destruction_can_bring_the_opponent_under_ten():
    a = side(pawn=S, columns={S: (A, A, A)}, temples={A: (6,), M: (6,), P: (3,)})
    b = side(temples={S: (1, 2, 3, 4), H: (6,)})
    _, events = play(table(a, b), 0, BabelDestroy(position=0))
    assert events[-1] == BabelGameEnded(reason="fifteen_to_ten", scores=(15, 6), winners=(0,))


def test_twenty_points_end_the_game_whatever_the_opponent_has():
    a = side(
        pawn=A,
        columns={A: (A,) * 6},
        temples={A: (1, 2, 3, 4, 5), M: (6,), P: (6,), H: (2,)},
        quarry=(6,),
    )
    state, events = play(table(a, side(temples={S: (6,), H: (6,)})), 0, BabelBuild(quarry=0))
    assert events[-1] == BabelGameEnded(reason="twenty", scores=(20, 12), winners=(0,))
    assert GAME.result(state).winners == [0]


# Turn order and hidden information


def test_out_of_turn_and_unknown_values_are_refused():
    state = table(side(hand=(A,), pawn=M), side(hand=(A,)))
    refused(state, 1, BabelTravel(site=A), "it is not your turn", "player 0 is playing")
    assert GAME.legal_actions(state, 1) == []
    refused(state, 1, BabelDiscard(people=A), "it is not your turn")
    with pytest.raises(IllegalAction, match="not a Babel action"):
        GAME.decide(
            state,
            0,
            BabelTableSet(people_count=0, temple_count=0, people_pile=None, temple_pile=None),
            random.Random(0),
        )


def test_view_shows_only_own_hand_and_pile_sizes():
    state = worked_turn_table()
    mine, theirs, spectator = (
        GAME.view(state, 0),
        GAME.view(state, 1),
        GAME.view(state, None),
    )
    assert mine.sides[0].hand == state.sides[0].hand and mine.sides[1].hand is None
    assert theirs.sides[0].hand is None and theirs.sides[1].hand_count == 7
    assert spectator.sides[0].hand is None and spectator.sides[1].hand is None
    assert mine.temple_pile_count == 3 and mine.sides[1].score == 9
    assert mine.sides[1].sites[SITE_INDEX[YELLOW]].level == 6 and mine.to_move == (0,)
    encoded = msgspec.json.encode(theirs)
    assert b'temple_pile"' not in encoded and b'people_pile"' not in encoded
