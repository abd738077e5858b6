"""2B. PHASE D'OFFRANDE, after a Sanctuary is played: who offers which card, and how."""

from __future__ import annotations

import random
from collections.abc import Mapping

from engines.bali import actions as act
from engines.bali import events as ev
from engines.bali.components import CROPS, crop_refusal
from engines.bali.state import BaliDecision, BaliState, BaliTask, BaliTaskKind, clockwise_from
from engines.core.rules import Rule

OFFER_FACE_UP, OFFER_FACE_DOWN, OFFER_FROM_RESERVE = (
    BaliTaskKind.OFFER_FACE_UP,
    BaliTaskKind.OFFER_FACE_DOWN,
    BaliTaskKind.OFFER_FROM_RESERVE,
)


def offering_round(state: BaliState, seat: int) -> tuple[BaliTask, ...]:
    """After `seat` played a Sanctuary: the others clockwise from his
    left offer one card face up, then he offers one face down and adds one from
    the reserve face up. A player without offering cards offers nothing (the
    Remarque); the reserve card is a separate step and still comes while the
    reserve has any card (our reading: it is never *instead* of his own)."""
    others = clockwise_from(state, seat)[1:]
    tasks = [BaliTask(OFFER_FACE_UP, other) for other in others if any(state.players[other].offerings)]
    if any(state.players[seat].offerings):
        tasks.append(BaliTask(OFFER_FACE_DOWN, seat))
    if any(state.reserve):
        tasks.append(BaliTask(OFFER_FROM_RESERVE, seat))
    return tuple(tasks)


def _offer_options(state: BaliState, seat: int) -> list[act.BaliOffer]:
    return [act.BaliOffer(crop) for crop in CROPS]


def _offer_refusal(state: BaliState, seat: int, a: act.BaliOffer, decision: BaliDecision) -> str | None:
    if reason := crop_refusal(a.crop):
        return reason
    crop = CROPS.index(a.crop)
    if decision == OFFER_FROM_RESERVE:
        if not state.reserve[crop]:
            return f"the reserve has no {a.crop} offering card left"
    elif not state.players[seat].offerings[crop]:
        return f"you have no {a.crop} offering card"
    return None


def _offered(
    state: BaliState, seat: int, a: act.BaliOffer, decision: BaliDecision, rng: random.Random
) -> list[ev.BaliEvent]:
    return [
        ev.BaliOffered(
            seat=seat,
            crop=a.crop,
            face_up=decision != OFFER_FACE_DOWN,
            from_reserve=decision == OFFER_FROM_RESERVE,
        )
    ]


PROMPT: Mapping[BaliDecision, str] = {
    OFFER_FACE_UP: "offer one of your offering cards face up on the altar (phase 2B)",
    OFFER_FACE_DOWN: "offer one of your offering cards face down on the altar (phase 2B)",
    OFFER_FROM_RESERVE: "put an offering card from the reserve face up on the altar (phase 2B)",
}
ANSWERS: Mapping[BaliDecision, tuple[type, ...]] = {offer: (act.BaliOffer,) for offer in PROMPT}
RULES: Mapping[type, Rule[BaliState, BaliDecision]] = {act.BaliOffer: Rule(_offer_options, _offer_refusal, _offered)}
