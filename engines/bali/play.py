"""2A. JOUER UNE OU PLUSIEURS CARTES: one Stonecutter, one Priest, one Sanctuary
(7 stones) or 1 to 3 Cultivators of one crop (0/1/2 stones); a hand that can play
nothing loses a card instead (the Note, DECISIONS.md)."""

from __future__ import annotations

from engines.bali import actions as act
from engines.bali import events as ev
from engines.bali.components import CROPS, CULTIVATOR, CULTIVATOR_PRICE, SANCTUARY_PRICE
from engines.bali.rule import Rule, crop_refusal
from engines.bali.state import BaliPlayer, BaliState


def _in_hand(player: BaliPlayer, card: str) -> str | None:
    if card in player.hand:
        return None
    return f"you have no {card.replace('_', ' ')} in your hand"


def _play_stonecutter(state: BaliState, seat: int, a) -> str | None:
    return _in_hand(state.players[seat], "stonecutter")


def _play_priest(state: BaliState, seat: int, a) -> str | None:
    return _in_hand(state.players[seat], "priest")


def _play_sanctuary(state: BaliState, seat: int, a) -> str | None:
    player = state.players[seat]
    if reason := _in_hand(player, "sanctuary"):
        return reason
    if player.stones < SANCTUARY_PRICE:
        return f"a Sanctuary costs {SANCTUARY_PRICE} stones, you have {player.stones}"
    return None


def _play_cultivators(
    state: BaliState, seat: int, a: act.BaliPlayCultivators
) -> str | None:
    if reason := crop_refusal(a.crop):
        return reason
    if a.count not in CULTIVATOR_PRICE:
        return f"you may play 1 to 3 cultivators of one crop, not {a.count}"
    player = state.players[seat]
    have = player.hand.count(CULTIVATOR[a.crop])
    if have < a.count:
        return f"you have {have} {a.crop} cultivators in your hand, not {a.count}"
    cost = CULTIVATOR_PRICE[a.count]
    if cost > player.stones:
        return f"{a.count} cultivators cost {cost} stones, you have {player.stones}"
    return None


def can_play(player: BaliPlayer) -> bool:
    """Only a Sanctuary costs anything when played alone, so a hand is stuck
    exactly when it holds nothing but Sanctuaries and stones are short of 7."""
    return (
        any(card != "sanctuary" for card in player.hand)
        or player.stones >= SANCTUARY_PRICE
    )


def _remove_card(state: BaliState, seat: int, a: act.BaliRemoveCard) -> str | None:
    player = state.players[seat]
    if reason := _in_hand(player, a.card):
        return reason
    if can_play(player):
        return "you can still play a card: a card leaves the game only when you cannot play any (phase 2A)"
    return None


def _played(seat: int, card: str, count: int, cost: int) -> ev.BaliCardsPlayed:
    return ev.BaliCardsPlayed(seat=seat, card=card, count=count, cost=cost)


EXPECTED = {"play": "play cards from your hand (phase 2A)"}
CANDIDATES = {
    "play": (
        act.BaliPlayStonecutter(),
        act.BaliPlayPriest(),
        act.BaliPlaySanctuary(),
        *(act.BaliPlayCultivators(crop, n) for crop in CROPS for n in CULTIVATOR_PRICE),
        act.BaliRemoveCard("sanctuary"),  # the only card a stuck hand can hold
    ),
}
RULES = {
    act.BaliPlayStonecutter: Rule(
        ("play",),
        _play_stonecutter,
        lambda s, seat, a: _played(seat, "stonecutter", 1, 0),
    ),
    act.BaliPlayPriest: Rule(
        ("play",), _play_priest, lambda s, seat, a: _played(seat, "priest", 1, 0)
    ),
    act.BaliPlaySanctuary: Rule(
        ("play",),
        _play_sanctuary,
        lambda s, seat, a: _played(seat, "sanctuary", 1, SANCTUARY_PRICE),
    ),
    act.BaliPlayCultivators: Rule(
        ("play",),
        _play_cultivators,
        lambda s, seat, a: _played(
            seat, CULTIVATOR[a.crop], a.count, CULTIVATOR_PRICE[a.count]
        ),
    ),
    act.BaliRemoveCard: Rule(
        ("play",),
        _remove_card,
        lambda s, seat, a: ev.BaliCardRemoved(seat=seat, card=a.card),
    ),
}
