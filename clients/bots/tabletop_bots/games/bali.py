"""Bali: hands are public in effect (the starting hands are printed, every card taken
from the market and every card played is shown), so the fold rebuilds them exactly.
What a seat cannot see: the order of the draw pile, the crop of the others'
face-down offerings (and so which offering cards they keep), the altar cards it
never saw, and (Oracle variant) the cards others peeked at or kept.

The pile is dealt into the market in the order the events show; its rest is
shuffled. A face-down offering whose card this seat saw later (an Oracle peek) gets
that crop; any other is drawn among the offerer's cards at the time, keeping the
crops he is seen to offer later. A card kept from the altar is the card there.

Score: the final scoring applied to the table as it is (`scoring.final_scoring`).
"""

from __future__ import annotations

import random
from collections import Counter
from typing import Any

from msgspec.structs import replace

from engines.bali import events as ev
from engines.bali.components import CROPS
from engines.bali.scoring import final_scoring
from engines.bali.state import BaliState
from tabletop_bots.observation import Observation, Replay, shuffled


class BaliReplay(Replay):
    def __init__(self, obs: Observation) -> None:
        super().__init__(obs)
        events = obs.events
        self.dealt = [card for e in events if isinstance(e, ev.BaliColumnDealt) for card in e.cards]
        # The altar cards this seat saw: each card is named by the event that laid it.
        altar: list[tuple[int, int]] = []
        self.seen: dict[tuple[int, int], str] = {}
        for i, e in enumerate(events):
            if isinstance(e, ev.BaliAltarSeeded):
                altar += [(i, k) for k in range(e.count)]
            elif isinstance(e, ev.BaliOffered):
                altar.append((i, 0))
            elif isinstance(e, ev.BaliOracleTaken) and e.depth is not None:
                del altar[len(altar) - 1 - e.depth]
            elif isinstance(e, ev.BaliAltarPeeked) and e.crops is not None:
                for depth, crop in enumerate(e.crops):
                    self.seen[altar[len(altar) - 1 - depth]] = crop
        # Face-down offerings whose crop this seat saw, by offerer: (event index, crop).
        self.seen_offers = [(i, e.seat, self.seen[(i, 0)]) for i, e in enumerate(events)
                            if isinstance(e, ev.BaliOffered) and e.crop is None and (i, 0) in self.seen]

    def fill(self, state: BaliState, index: int, event: Any, rng: random.Random) -> tuple[Any, Any]:
        if isinstance(event, ev.BaliDeckShuffled) and event.cards is None:
            rest = Counter(state.deck) - Counter(self.dealt)
            return state, replace(event, cards=tuple(self.dealt + shuffled(rest, rng)))
        if isinstance(event, ev.BaliAltarSeeded) and event.crops is None:
            known = {k: self.seen[(index, k)] for k in range(event.count) if (index, k) in self.seen}
            unseen = iter(shuffled([c for c in CROPS if c not in known.values()], rng))
            return state, replace(event, crops=tuple(known.get(k) or next(unseen) for k in range(event.count)))
        if isinstance(event, ev.BaliOffered) and event.crop is None:
            crop = self.seen.get((index, 0)) or self.offered_crop(state, index, event.seat, rng)
            return state, replace(event, crop=crop)
        if isinstance(event, ev.BaliOracleTaken) and event.crop is None and event.depth is not None:
            return state, replace(event, crop=state.altar[len(state.altar) - 1 - event.depth].crop)
        return state, event

    def offered_crop(self, state: BaliState, index: int, seat: int, rng: random.Random) -> str:
        """A card of the offerer's, at random, sparing the crops he is seen to offer later."""
        later = Counter(crop for i, s, crop in self.seen_offers if s == seat and i > index)
        held = state.players[seat].offerings
        spare = [max(0, n - later[crop]) for crop, n in zip(CROPS, held)]
        return rng.choices(CROPS, weights=spare if any(spare) else held)[0]


def score(state: BaliState) -> tuple[int, ...]:
    return final_scoring(state).scores
