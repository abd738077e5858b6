"""Babel: what a seat cannot see is the opponent's hand and the order of both piles.

People cards: the seat knows its own draws; the opponent's are hidden, but every
card that later leaves his hand (travel, settle, discard) is public, so each of his
draws is given first the cards he will need soonest that his hand does not cover
(earliest deadline first), then random cards of the pile. Cards this seat will draw
itself from the same pile (before the next reshuffle) are kept out of his draws. A
reshuffle's order is drawn from the discard it shuffles.

Temple cards: a destroyed temple goes face down, in a known order, on top of the
pile, so those cards are known until drawn; the rest of the pile is drawn at random
among the temple cards no one has seen.

Score: the game's own (`scoring.scores`, the top level of each temple).
"""

from __future__ import annotations

import bisect
import random
from collections import Counter
from typing import Any

from msgspec.structs import replace

from engines.babel.events import (
    BabelHandDiscarded,
    BabelPeopleDrawn,
    BabelPeopleReshuffled,
    BabelSettled,
    BabelTableSet,
    BabelTempleDestroyed,
    BabelTemplesDrawn,
    BabelTraveled,
)
from engines.babel.scoring import scores
from engines.babel.setup import people_deck, temple_deck
from engines.babel.state import BabelState, opponent
from tabletop_bots.observation import Observation, Replay, shuffled, to_front

# The card each public event takes out of its seat's hand.
SPENT = {BabelTraveled: "site", BabelSettled: "people", BabelHandDiscarded: "people"}


class BabelReplay(Replay):
    def __init__(self, obs: Observation) -> None:
        super().__init__(obs)
        self.them = opponent(obs.seat)
        self.needs = [(i, getattr(e, SPENT[type(e)])) for i, e in enumerate(obs.events)
                      if type(e) in SPENT and e.seat == self.them]
        self.need_at = [i for i, _ in self.needs]
        # Per draw: the cards this seat will draw later from the same pile (before a reshuffle).
        self.mine_later: dict[int, Counter] = {}
        later: Counter = Counter()
        for i in reversed(range(len(obs.events))):
            event = obs.events[i]
            if isinstance(event, BabelPeopleReshuffled):
                later = Counter()
            elif isinstance(event, BabelPeopleDrawn):
                self.mine_later[i] = later
                if event.seat == self.me:
                    later = later + Counter(event.cards)

    def sample(self, rng: random.Random) -> BabelState:
        self.known_temples = 0  # cards on top of the temple pile that everyone saw go there
        return super().sample(rng)

    def fill(self, state: BabelState, index: int, event: Any, rng: random.Random) -> tuple[Any, Any]:
        if isinstance(event, BabelTableSet):
            return state, replace(event, people_pile=tuple(shuffled(people_deck(), rng)),
                                  temple_pile=tuple(shuffled(temple_deck(), rng)))
        if isinstance(event, BabelPeopleDrawn):
            cards = event.cards if event.cards is not None else self.their_draw(state, index, event.count, rng)
            return replace(state, people_pile=to_front(state.people_pile, cards)), replace(event, cards=cards)
        if isinstance(event, BabelPeopleReshuffled):
            return state, replace(event, order=tuple(shuffled(state.people_discard, rng)))
        if isinstance(event, BabelTempleDestroyed):
            self.known_temples += len(event.levels)
        elif isinstance(event, BabelTemplesDrawn):
            known = min(self.known_temples, len(event.levels))
            self.known_temples -= known
            pile = state.temple_pile
            unseen = Counter(event.levels) - Counter(pile[:known])
            state = replace(state, temple_pile=pile[:known] + to_front(pile[known:], unseen.elements()))
        return state, event

    def their_draw(self, state: BabelState, index: int, count: int, rng: random.Random) -> tuple:
        """The opponent's hidden draw: the cards he will spend soonest and cannot cover
        with his hand, then random ones, never the cards this seat draws next."""
        pile = Counter(state.people_pile) - self.mine_later[index]
        hand = Counter(state.sides[self.them].hand)
        chosen = []
        for _, card in self.needs[bisect.bisect_right(self.need_at, index):]:
            if hand[card]:
                hand[card] -= 1
            elif len(chosen) < count and pile[card]:
                chosen.append(card)
                pile[card] -= 1
        chosen += shuffled(pile, rng)[: count - len(chosen)]
        return tuple(chosen)


def score(state: BabelState) -> tuple[int, ...]:
    return scores(state)
