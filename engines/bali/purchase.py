"""1. PRENDRE UNE CARTE OFFRANDE (facultatif): buy one offering card, or skip."""

from __future__ import annotations

import random
from collections.abc import Mapping

from engines.bali import actions as act
from engines.bali import events as ev
from engines.bali.components import CROPS, OFFERING_PRICE, BaliCrop, crop_refusal
from engines.bali.state import BaliDecision, BaliPhase, BaliPlayer, BaliState
from engines.core.rules import Rule, accepted


def offering_cost(player: BaliPlayer, crop: BaliCrop) -> int:
    """5 stones minus your Cultivators of that crop, free from 5 on."""
    return max(0, OFFERING_PRICE - player.cultivators[CROPS.index(crop)])


def _buy_options(state: BaliState, seat: int) -> list[act.BaliBuyOffering]:
    return [act.BaliBuyOffering(crop) for crop in CROPS]


def _buy_refusal(state: BaliState, seat: int, a: act.BaliBuyOffering, _: BaliDecision) -> str | None:
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


def _bought(
    state: BaliState, seat: int, a: act.BaliBuyOffering, _: BaliDecision, rng: random.Random
) -> list[ev.BaliOfferingBought]:
    return [ev.BaliOfferingBought(seat=seat, crop=a.crop, cost=offering_cost(state.players[seat], a.crop))]


def _skip_options(state: BaliState, seat: int) -> list[act.BaliSkipPurchase]:
    return [act.BaliSkipPurchase()]


def _skipped(
    state: BaliState, seat: int, a: act.BaliSkipPurchase, _: BaliDecision, rng: random.Random
) -> list[ev.BaliPurchaseSkipped]:
    return [ev.BaliPurchaseSkipped(seat=seat)]


PROMPT: Mapping[BaliDecision, str] = {BaliPhase.PURCHASE: "buy an offering card or skip (phase 1)"}
ANSWERS: Mapping[BaliDecision, tuple[type, ...]] = {BaliPhase.PURCHASE: (act.BaliBuyOffering, act.BaliSkipPurchase)}
RULES: Mapping[type, Rule[BaliState, BaliDecision]] = {
    act.BaliBuyOffering: Rule(_buy_options, _buy_refusal, _bought),
    act.BaliSkipPurchase: Rule(_skip_options, accepted, _skipped),
}
