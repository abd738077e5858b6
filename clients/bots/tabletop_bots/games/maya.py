"""Maya: nothing is left to chance after the set-up; what a seat cannot see is the
value of the others' worker cards (each shows its back: high or low) until their
quarry is turned, and the others' sealed bids until all are in.

A worker card that a later turned quarry shows gets that value; any other is drawn
among its owner's cards of the same back still in his hand, sparing the values he is
seen to place later in the round. A bid is the one revealed later, or (bidding
still open) any the bidder could have made.

Score: gold, plus what the pyramids as they stand would pay at the next payout
(the engine's own payout, `flow.AUTOMATIC["building"]`).
"""

from __future__ import annotations

import random
from collections import Counter, defaultdict
from typing import Any

from msgspec.structs import replace

from engines.maya import events as ev
from engines.maya.components import is_low
from engines.maya.evolve import evolve
from engines.maya.flow import AUTOMATIC
from engines.maya.state import MayaState
from tabletop_bots.observation import Observation, Replay


class MayaReplay(Replay):
    def __init__(self, obs: Observation) -> None:
        super().__init__(obs)
        self.values: dict[int, int] = {}  # a face-down placement's value, once its quarry was turned
        self.bids: dict[int, int] = {}  # a sealed bid, once revealed
        rounds: list[list[int]] = [[]]  # each round's placements
        placed: dict[int, list[int]] = defaultdict(list)
        sealed: list[int] = []
        for i, e in enumerate(obs.events):
            if isinstance(e, ev.MayaRoundStarted):
                placed.clear()
                rounds.append([])
            elif isinstance(e, ev.MayaWorkerPlaced):
                placed[e.quarry].append(i)
                rounds[-1].append(i)
            elif isinstance(e, ev.MayaQuarryRevealed):
                self.values.update((at, card.value) for at, card in zip(placed[e.quarry], e.cards))
            elif isinstance(e, ev.MayaBidSealed):
                sealed.append(i)
            elif isinstance(e, ev.MayaBidsRevealed):
                self.bids.update((at, e.bids[obs.events[at].seat]) for at in sealed)
                sealed = []
        # Per hidden placement: the values its owner is seen to place later in the round.
        self.later: dict[int, Counter] = {}
        for placements in rounds:
            for n, at in enumerate(placements):
                seat = obs.events[at].seat
                self.later[at] = Counter(self.values[p] for p in placements[n + 1:]
                                         if p in self.values and obs.events[p].seat == seat)

    def fill(self, state: MayaState, index: int, event: Any, rng: random.Random) -> tuple[Any, Any]:
        if isinstance(event, ev.MayaWorkerPlaced) and event.value is None:
            value = self.values[index] if index in self.values else self.hidden_value(state, index, event, rng)
            return state, replace(event, value=value)
        if isinstance(event, ev.MayaBidSealed) and event.gold is None:
            gold = self.bids[index] if index in self.bids else rng.randint(0, state.gold[event.seat])
            return state, replace(event, gold=gold)
        return state, event

    def hidden_value(self, state: MayaState, index: int, event: ev.MayaWorkerPlaced, rng: random.Random) -> int:
        hand = list((Counter(state.hands[event.seat]) - self.later[index]).elements())
        backs = [v for v in hand if is_low(v) != event.high]
        return rng.choice(backs or [v for v in state.hands[event.seat] if is_low(v) != event.high])


def score(state: MayaState) -> tuple[int, ...]:
    for event in AUTOMATIC["building"](state, None):
        if isinstance(event, ev.MayaLevelScored):
            state = evolve(state, event)
    return state.gold
