"""Offering cards: buying them (phase 1) and the offering round (phase 2B)."""

from __future__ import annotations

from engines.bali.components import CROPS, OFFERING_PRICE, BaliCrop
from engines.bali.state import BaliPlayer, BaliState, BaliTask, clockwise_from


def offering_cost(player: BaliPlayer, crop: BaliCrop) -> int:
    """Phase 1: 5 stones minus your Cultivators of that crop, free from 5 on."""
    return max(0, OFFERING_PRICE - player.cultivators[CROPS.index(crop)])


def offering_round(state: BaliState, seat: int) -> tuple[BaliTask, ...]:
    """Phase 2B, after `seat` played a Sanctuary: the others clockwise from his
    left offer one card face up, then he offers one face down and adds one from
    the reserve face up. A player without offering cards offers nothing (the
    Remarque); the reserve card is a separate step and still comes while the
    reserve has any card (our reading: it is never *instead* of his own)."""
    others = clockwise_from(state, seat)[1:]
    tasks = [
        BaliTask("offer_face_up", other)
        for other in others
        if any(state.players[other].offerings)
    ]
    if any(state.players[seat].offerings):
        tasks.append(BaliTask("offer_face_down", seat))
    if any(state.reserve):
        tasks.append(BaliTask("offer_from_reserve", seat))
    return tuple(tasks)
