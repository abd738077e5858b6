"""PREPARATION DE LA PARTIE, and phase 1 (drawing people cards) which also deals.

Our decisions: each player gets 5 people cards and one level-1 temple card kept in
front of him, which only he can use (see turn.stranded_refusal); the other 43 temple
cards are shuffled into the draw pile. Each side has a quarry pile, empty at start.
Pawns start on their quarry, so no location is active until the first travel."""

from __future__ import annotations

import random

from engines.babel.components import (
    PEOPLE_CARDS_EACH,
    PEOPLE_DRAW,
    PEOPLES,
    RESERVED_LEVEL,
    STARTING_HAND,
    TEMPLE_CARDS,
    BabelPeople,
)
from engines.babel.events import (
    BabelEvent,
    BabelPeopleDrawn,
    BabelPeopleReshuffled,
    BabelTableSet,
    BabelTurnStarted,
)
from engines.babel.state import BabelState


def temple_deck() -> list[int]:
    """The 45 temple cards less the two level-1 cards the players keep."""
    deck = [level for level, count in TEMPLE_CARDS.items() for _ in range(count)]
    for _ in range(2):
        deck.remove(RESERVED_LEVEL)
    return deck


def people_deck() -> list[BabelPeople]:
    return [people for people in PEOPLES for _ in range(PEOPLE_CARDS_EACH)]


def setup(state: BabelState, rng: random.Random) -> list[BabelEvent]:
    """Both piles shuffled, five people cards each, then seat 0's first turn
    (seat 0 replaces "le joueur le plus vieux": engines/core/contract.py)."""
    people, temples = people_deck(), temple_deck()
    rng.shuffle(people)
    rng.shuffle(temples)
    pile = tuple(people)
    events: list[BabelEvent] = [
        BabelTableSet(
            people_count=len(pile),
            temple_count=len(temples),
            people_pile=pile,
            temple_pile=tuple(temples),
        )
    ]
    for seat in range(len(state.sides)):
        hand = pile[seat * STARTING_HAND : (seat + 1) * STARTING_HAND]
        events.append(BabelPeopleDrawn(seat=seat, count=len(hand), cards=hand))
    dealt = pile[len(state.sides) * STARTING_HAND :]
    return events + start_turn(dealt, (), 0, 1, rng)


def start_turn(
    pile: tuple[BabelPeople, ...], discard: tuple[BabelPeople, ...], seat: int, turn: int, rng: random.Random
) -> list[BabelEvent]:
    """Phase 1: the active player draws 3 people cards; an empty pile is
    replaced by the shuffled discard. When both are empty (every card is in a
    hand or a column) he draws what there is (our assumption)."""
    events: list[BabelEvent] = [BabelTurnStarted(seat=seat, turn=turn)]
    wanted = PEOPLE_DRAW
    while wanted:
        if not pile:
            if not discard:
                break
            order = list(discard)
            rng.shuffle(order)
            pile, discard = tuple(order), ()
            events.append(BabelPeopleReshuffled(count=len(pile), order=pile))
        cards = pile[:wanted]
        events.append(BabelPeopleDrawn(seat=seat, count=len(cards), cards=cards))
        pile, wanted = pile[len(cards) :], wanted - len(cards)
    return events
