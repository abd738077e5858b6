"""Determinization: a full Babel table that agrees with all one seat has seen.

A seat cannot see the opponent's hand and the order of both piles.

People cards: the seat knows its own draws; the opponent's are hidden, but every
card that later leaves his hand (travel, settle, discard) is public, so each of his
draws is given first the cards he will need soonest that his hand does not cover
(earliest deadline first), then random cards of the pile. Cards this seat will draw
itself from the same pile (before the next reshuffle) are kept out of his draws. A
reshuffle's order is drawn from the discard it shuffles.

Temple cards: a destroyed temple goes face down, in a known order, on top of the
pile, so those cards are known until drawn; the rest of the pile is drawn at random
among the temple cards no one has seen.
"""

from __future__ import annotations

import bisect
import random
from collections import Counter
from typing import TYPE_CHECKING, Any

from msgspec.structs import replace

from engines.babel.components import BabelPeople
from engines.babel.events import (
    BabelEvent,
    BabelHandDiscarded,
    BabelPeopleDrawn,
    BabelPeopleReshuffled,
    BabelSettled,
    BabelTableSet,
    BabelTempleDestroyed,
    BabelTemplesDrawn,
    BabelTraveled,
)
from engines.babel.setup import people_deck, temple_deck
from engines.babel.state import BabelState, opponent
from engines.core.determinize import Seen, Worlds, shuffled, to_front

if TYPE_CHECKING:
    from engines.core.contract import Game


def spent(event: BabelEvent) -> tuple[int, BabelPeople] | None:
    """(seat, card) when the event takes a card out of a seat's hand, in public."""
    if isinstance(event, BabelTraveled):
        return event.seat, event.site
    if isinstance(event, BabelSettled | BabelHandDiscarded):
        return event.seat, event.people
    return None


class BabelWorlds(Worlds[BabelState]):
    def __init__(self, game: Game[BabelState, Any, Any, Any, Any], seen: Seen) -> None:
        super().__init__(game, seen)
        self.them = opponent(seen.seat)
        # (index, card) of each card the opponent spends, in order.
        self.needs: list[tuple[int, BabelPeople]] = []
        for index, event in enumerate(seen.events):
            taken = spent(event)
            if taken is not None and taken[0] == self.them:
                self.needs.append((index, taken[1]))
        self.need_at = [index for index, _ in self.needs]
        # Per draw: the cards this seat will draw later from the same pile (before a reshuffle).
        self.mine_later: dict[int, Counter[BabelPeople]] = {}
        later: Counter[BabelPeople] = Counter()
        for index in reversed(range(len(seen.events))):
            event = seen.events[index]
            if isinstance(event, BabelPeopleReshuffled):
                later = Counter()
            elif isinstance(event, BabelPeopleDrawn):
                self.mine_later[index] = later
                if event.seat == self.me and event.cards is not None:
                    later = later + Counter(event.cards)
        self.known_temples = 0

    def sample(self, rng: random.Random) -> BabelState:
        self.known_temples = 0  # cards on top of the temple pile that everyone saw go there
        return super().sample(rng)

    def fill(
        self, state: BabelState, index: int, event: BabelEvent, rng: random.Random
    ) -> tuple[BabelState, BabelEvent]:
        if isinstance(event, BabelTableSet):
            people, temples = tuple(shuffled(people_deck(), rng)), tuple(shuffled(temple_deck(), rng))
            return state, replace(event, people_pile=people, temple_pile=temples)
        if isinstance(event, BabelPeopleDrawn):
            cards = event.cards if event.cards is not None else self.their_draw(state, index, event.count, rng)
            return replace(state, people_pile=to_front(state.people_pile, cards)), replace(event, cards=cards)
        if isinstance(event, BabelPeopleReshuffled):
            return state, replace(event, order=tuple(shuffled(state.people_discard, rng)))
        if isinstance(event, BabelTempleDestroyed):
            self.known_temples += len(event.levels)
        elif isinstance(event, BabelTemplesDrawn):
            state = self.turned(state, event)
        return state, event

    def turned(self, state: BabelState, event: BabelTemplesDrawn) -> BabelState:
        """The pile with the drawn cards on top: those laid there by a destruction
        are known, the others are chosen now among the unseen."""
        known = min(self.known_temples, len(event.levels))
        self.known_temples -= known
        pile = state.temple_pile
        unseen = Counter(event.levels) - Counter(pile[:known])
        return replace(state, temple_pile=pile[:known] + to_front(pile[known:], unseen.elements()))

    def their_draw(self, state: BabelState, index: int, count: int, rng: random.Random) -> tuple[BabelPeople, ...]:
        """The opponent's hidden draw: the cards he will spend soonest and cannot cover
        with his hand, then random ones, never the cards this seat draws next."""
        pile = Counter(state.people_pile) - self.mine_later[index]
        hand = Counter(state.sides[self.them].hand)
        chosen: list[BabelPeople] = []
        for _, card in self.needs[bisect.bisect_right(self.need_at, index) :]:
            if hand[card]:
                hand[card] -= 1
            elif len(chosen) < count and pile[card]:
                chosen.append(card)
                pile[card] -= 1
        chosen += shuffled(pile, rng)[: count - len(chosen)]
        return tuple(chosen)
