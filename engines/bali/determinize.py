"""Determinization (engines/core/determinize.py): Bali's hands are public in effect
(the starting hands are printed, every card taken from the market and every card
played is shown), so the fold rebuilds them exactly. What a seat cannot see: the
order of the draw pile, the crop of the others' face-down offerings (and so which
offering cards they keep), the altar cards it never saw, and (Oracle variant) the
cards others peeked at or kept.

The pile is dealt into the market in the order the events show; its rest is
shuffled. A face-down offering whose card this seat saw later (an Oracle peek) gets
that crop; any other is drawn among the offerer's cards at the time, keeping the
crops he is seen to offer later. A card kept from the altar is the card there.
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Sequence

from msgspec.structs import replace

from engines.bali import events as ev
from engines.bali.components import CROPS, BaliCard, BaliCrop
from engines.bali.state import BaliState
from engines.core.determinize import Folds, Seen, Worlds, shuffled

# An altar card, named by the event that laid it there and its rank in that event.
AltarCard = tuple[int, int]


class BaliWorlds(Worlds[BaliState]):
    def __init__(self, game: Folds[BaliState], seen: Seen) -> None:
        super().__init__(game, seen)
        events: Sequence[ev.BaliEvent] = seen.events
        self.dealt: list[BaliCard] = [card for e in events if isinstance(e, ev.BaliColumnDealt) for card in e.cards]
        self.known = _altar_cards_seen(events)
        # Face-down offerings whose crop this seat saw: (event index, offerer, crop).
        self.seen_offers = [
            (i, e.seat, self.known[(i, 0)])
            for i, e in enumerate(events)
            if isinstance(e, ev.BaliOffered) and e.crop is None and (i, 0) in self.known
        ]

    def fill(
        self, state: BaliState, index: int, event: ev.BaliEvent, rng: random.Random
    ) -> tuple[BaliState, ev.BaliEvent]:
        if isinstance(event, ev.BaliDeckShuffled) and event.cards is None:
            rest = Counter(state.deck) - Counter(self.dealt)
            return state, replace(event, cards=tuple(self.dealt + shuffled(rest, rng)))
        if isinstance(event, ev.BaliAltarSeeded) and event.crops is None:
            known = {k: self.known[(index, k)] for k in range(event.count) if (index, k) in self.known}
            unseen = iter(shuffled([c for c in CROPS if c not in known.values()], rng))
            return state, replace(event, crops=tuple(known.get(k) or next(unseen) for k in range(event.count)))
        if isinstance(event, ev.BaliOffered) and event.crop is None:
            crop = self.known.get((index, 0)) or self.offered_crop(state, index, event.seat, rng)
            return state, replace(event, crop=crop)
        if isinstance(event, ev.BaliOracleTaken) and event.crop is None and event.depth is not None:
            return state, replace(event, crop=state.altar[len(state.altar) - 1 - event.depth].crop)
        return state, event

    def offered_crop(self, state: BaliState, index: int, seat: int, rng: random.Random) -> BaliCrop:
        """A card of the offerer's, at random, sparing the crops he is seen to offer later."""
        later = Counter(crop for i, s, crop in self.seen_offers if s == seat and i > index)
        held = state.players[seat].offerings
        spare = [max(0, n - later[crop]) for crop, n in zip(CROPS, held, strict=True)]
        return rng.choices(CROPS, weights=spare if any(spare) else held)[0]


def _altar_cards_seen(events: Sequence[ev.BaliEvent]) -> dict[AltarCard, BaliCrop]:
    """The crop of each altar card this seat saw face down (an Oracle peek), the
    cards followed from the event that laid them to the peek."""
    altar: list[AltarCard] = []
    seen: dict[AltarCard, BaliCrop] = {}
    for i, e in enumerate(events):
        if isinstance(e, ev.BaliAltarSeeded):
            altar += [(i, k) for k in range(e.count)]
        elif isinstance(e, ev.BaliOffered):
            altar.append((i, 0))
        elif isinstance(e, ev.BaliOracleTaken) and e.depth is not None:
            del altar[len(altar) - 1 - e.depth]
        elif isinstance(e, ev.BaliAltarPeeked) and e.crops is not None:
            for depth, crop in enumerate(e.crops):
                seen[altar[len(altar) - 1 - depth]] = crop
    return seen
