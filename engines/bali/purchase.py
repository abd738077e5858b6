"""1. PRENDRE UNE CARTE OFFRANDE (facultatif): buy one offering card, or skip."""

from __future__ import annotations

from engines.bali import actions as act
from engines.bali import events as ev
from engines.bali.components import CROPS, OFFERING_PRICE, BaliCrop
from engines.bali.rule import Rule, crop_refusal, free
from engines.bali.state import BaliPlayer, BaliState


def offering_cost(player: BaliPlayer, crop: BaliCrop) -> int:
    """5 stones minus your Cultivators of that crop, free from 5 on."""
    return max(0, OFFERING_PRICE - player.cultivators[CROPS.index(crop)])


def buy_refusal(state: BaliState, seat: int, a: act.BaliBuyOffering) -> str | None:
    if reason := crop_refusal(a.crop):
        return reason
    player = state.players[seat]
    if not state.reserve[CROPS.index(a.crop)]:
        return f"the {a.crop} offering cards are exhausted (phase 1)"
    cost = offering_cost(player, a.crop)
    if cost > player.stones:
        return (
            f"a {a.crop} offering card costs you {cost} stones ({OFFERING_PRICE} minus your "
            f"{player.cultivators[CROPS.index(a.crop)]} {a.crop} cultivators), you have {player.stones}"
        )
    return None


EXPECTED = {"purchase": "buy an offering card or skip (phase 1)"}
CANDIDATES = {
    "purchase": (
        *(act.BaliBuyOffering(crop) for crop in CROPS),
        act.BaliSkipPurchase(),
    ),
}
RULES = {
    act.BaliBuyOffering: Rule(
        ("purchase",),
        buy_refusal,
        lambda s, seat, a: ev.BaliOfferingBought(
            seat=seat, crop=a.crop, cost=offering_cost(s.players[seat], a.crop)
        ),
    ),
    act.BaliSkipPurchase: Rule(
        ("purchase",), free, lambda s, seat, a: ev.BaliPurchaseSkipped(seat=seat)
    ),
}
