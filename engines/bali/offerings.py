"""2B. PHASE D'OFFRANDE, after a Sanctuary is played: who offers which card, and how."""

from __future__ import annotations

from engines.bali import actions as act
from engines.bali import events as ev
from engines.bali.components import CROPS
from engines.bali.rule import Rule, crop_refusal
from engines.bali.state import BaliState, BaliTask, clockwise_from


def offering_round(state: BaliState, seat: int) -> tuple[BaliTask, ...]:
    """After `seat` played a Sanctuary: the others clockwise from his
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


def _offer(state: BaliState, seat: int, a: act.BaliOffer) -> str | None:
    if reason := crop_refusal(a.crop):
        return reason
    crop = CROPS.index(a.crop)
    if state.pending[0].kind == "offer_from_reserve":
        if not state.reserve[crop]:
            return f"the reserve has no {a.crop} offering card left"
    elif not state.players[seat].offerings[crop]:
        return f"you have no {a.crop} offering card"
    return None


def _offered(state: BaliState, seat: int, a: act.BaliOffer) -> ev.BaliOffered:
    kind = state.pending[0].kind
    return ev.BaliOffered(
        seat=seat,
        crop=a.crop,
        face_up=kind != "offer_face_down",
        from_reserve=kind == "offer_from_reserve",
    )


EXPECTED = {
    "offer_face_up": "offer one of your offering cards face up on the altar (phase 2B)",
    "offer_face_down": "offer one of your offering cards face down on the altar (phase 2B)",
    "offer_from_reserve": "put an offering card from the reserve face up on the altar (phase 2B)",
}
CANDIDATES = {kind: tuple(act.BaliOffer(crop) for crop in CROPS) for kind in EXPECTED}
RULES = {act.BaliOffer: Rule(tuple(EXPECTED), _offer, _offered)}
