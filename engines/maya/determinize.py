"""Determinization (engines/core/determinize.py): nothing is left to chance in Maya
after the set-up; what a seat cannot see is the value of the others' worker cards
(each shows its back: high or low) until their quarry is turned, and the others'
sealed bids until all are in.

A worker card that a later turned quarry shows gets that value; any other is drawn
among its owner's cards of the same back still in his hand, sparing the values he is
seen to place later in the round. A bid is the one revealed later, or (bidding
still open) any the bidder could have made.
"""

from __future__ import annotations

import random
from collections import Counter, defaultdict
from collections.abc import Sequence

from msgspec.structs import replace

from engines.core.determinize import Folds, Seen, Worlds
from engines.maya import events as ev
from engines.maya.components import is_low
from engines.maya.state import MayaState

# A worker placement: the index of its event and the seat that placed it.
Placement = tuple[int, int]


class MayaWorlds(Worlds[MayaState]):
    def __init__(self, game: Folds[MayaState], seen: Seen) -> None:
        super().__init__(game, seen)
        events: Sequence[ev.MayaEvent] = seen.events
        self.values = _turned_values(events)  # a face-down placement's value, once its quarry was turned
        self.bids = _revealed_bids(events)  # a sealed bid, once revealed
        # Per placement: the values its owner is seen to place later in the round.
        self.later: dict[int, Counter[int]] = {}
        for placements in _placements_by_round(events):
            for n, (at, seat) in enumerate(placements):
                later = [self.values.get(p) for p, placer in placements[n + 1 :] if placer == seat]
                self.later[at] = Counter(value for value in later if value is not None)

    def fill(
        self, state: MayaState, index: int, event: ev.MayaEvent, rng: random.Random
    ) -> tuple[MayaState, ev.MayaEvent]:
        if isinstance(event, ev.MayaWorkerPlaced) and event.value is None:
            value = self.values[index] if index in self.values else self.hidden_value(state, index, event, rng)
            return state, replace(event, value=value)
        if isinstance(event, ev.MayaBidSealed) and event.gold is None:
            gold = self.bids[index] if index in self.bids else rng.randint(0, state.gold[event.seat])
            return state, replace(event, gold=gold)
        return state, event

    def hidden_value(self, state: MayaState, index: int, event: ev.MayaWorkerPlaced, rng: random.Random) -> int:
        """A card of the placer's hand with the back he showed, sparing those he places later."""
        hand = list((Counter(state.hands[event.seat]) - self.later[index]).elements())
        backs = [v for v in hand if is_low(v) != event.high]
        return rng.choice(backs or [v for v in state.hands[event.seat] if is_low(v) != event.high])


def _placements_by_round(events: Sequence[ev.MayaEvent]) -> list[list[Placement]]:
    """Each round's worker placements, in play order."""
    rounds: list[list[Placement]] = [[]]
    for i, e in enumerate(events):
        if isinstance(e, ev.MayaRoundStarted):
            rounds.append([])
        elif isinstance(e, ev.MayaWorkerPlaced):
            rounds[-1].append((i, e.seat))
    return rounds


def _turned_values(events: Sequence[ev.MayaEvent]) -> dict[int, int]:
    """The value of each placement whose quarry was turned since, by its index."""
    values: dict[int, int] = {}
    placed: defaultdict[int, list[int]] = defaultdict(list)  # this round's placements per quarry
    for i, e in enumerate(events):
        if isinstance(e, ev.MayaRoundStarted):
            placed.clear()
        elif isinstance(e, ev.MayaWorkerPlaced):
            placed[e.quarry].append(i)
        elif isinstance(e, ev.MayaQuarryRevealed):
            values.update((at, card.value) for at, card in zip(placed[e.quarry], e.cards, strict=True))
    return values


def _revealed_bids(events: Sequence[ev.MayaEvent]) -> dict[int, int]:
    """The gold of each sealed bid revealed since, by its index."""
    bids: dict[int, int] = {}
    sealed: list[tuple[int, int]] = []  # (index, bidder)
    for i, e in enumerate(events):
        if isinstance(e, ev.MayaBidSealed):
            sealed.append((i, e.seat))
        elif isinstance(e, ev.MayaBidsRevealed):
            bids.update((at, e.bids[bidder]) for at, bidder in sealed)
            sealed = []
    return bids
