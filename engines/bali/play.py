"""2A. JOUER UNE OU PLUSIEURS CARTES: one Stonecutter, one Priest, one Sanctuary
(7 stones) or 1 to 3 Cultivators of one crop (0/1/2 stones); a hand that can play
nothing loses a card instead (the Note; our decision: a player who cannot play any
card, holding only Sanctuaries and fewer than 7 stones, removes one card of his
choice from the game)."""

from __future__ import annotations

import random
from collections.abc import Mapping

from engines.bali import actions as act
from engines.bali import events as ev
from engines.bali.components import CROPS, CULTIVATOR, CULTIVATOR_PRICE, SANCTUARY_PRICE, BaliCard, crop_refusal
from engines.bali.state import BaliDecision, BaliPhase, BaliPlayer, BaliState
from engines.core.rules import Rule

PlayOne = act.BaliPlayStonecutter | act.BaliPlayPriest | act.BaliPlaySanctuary


def _in_hand(player: BaliPlayer, card: str) -> str | None:
    if card in player.hand:
        return None
    return f"you have no {card.replace('_', ' ')} in your hand"


def _play_one(kind: type[PlayOne], card: BaliCard, cost: int) -> Rule[BaliState, BaliDecision]:
    """One Stonecutter or Priest, free, or one Sanctuary for its price."""

    def options(state: BaliState, seat: int) -> list[PlayOne]:
        return [kind()]

    def refusal(state: BaliState, seat: int, a: PlayOne, _: BaliDecision) -> str | None:
        player = state.players[seat]
        if reason := _in_hand(player, card):
            return reason
        if player.stones < cost:
            return f"a {card.capitalize()} costs {cost} stones, you have {player.stones}"
        return None

    def events(state: BaliState, seat: int, a: PlayOne, _: BaliDecision, rng: random.Random) -> list[ev.BaliEvent]:
        return [ev.BaliCardsPlayed(seat=seat, card=card, count=1, cost=cost)]

    return Rule(options, refusal, events)


def _cultivators_options(state: BaliState, seat: int) -> list[act.BaliPlayCultivators]:
    return [act.BaliPlayCultivators(crop, n) for crop in CROPS for n in CULTIVATOR_PRICE]


def _cultivators_refusal(state: BaliState, seat: int, a: act.BaliPlayCultivators, _: BaliDecision) -> str | None:
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


def _cultivators_played(
    state: BaliState, seat: int, a: act.BaliPlayCultivators, _: BaliDecision, rng: random.Random
) -> list[ev.BaliEvent]:
    return [ev.BaliCardsPlayed(seat=seat, card=CULTIVATOR[a.crop], count=a.count, cost=CULTIVATOR_PRICE[a.count])]


def can_play(player: BaliPlayer) -> bool:
    """Only a Sanctuary costs anything when played alone, so a hand is stuck
    exactly when it holds nothing but Sanctuaries and stones are short of 7."""
    return any(card != BaliCard.SANCTUARY for card in player.hand) or player.stones >= SANCTUARY_PRICE


def _remove_options(state: BaliState, seat: int) -> list[act.BaliRemoveCard]:
    return [act.BaliRemoveCard(BaliCard.SANCTUARY)]  # the only card a stuck hand can hold


def _remove_refusal(state: BaliState, seat: int, a: act.BaliRemoveCard, _: BaliDecision) -> str | None:
    player = state.players[seat]
    if reason := _in_hand(player, a.card):
        return reason
    if can_play(player):
        return "you can still play a card: a card leaves the game only when you cannot play any (phase 2A)"
    return None


def _removed(
    state: BaliState, seat: int, a: act.BaliRemoveCard, _: BaliDecision, rng: random.Random
) -> list[ev.BaliEvent]:
    return [ev.BaliCardRemoved(seat=seat, card=a.card)]


PROMPT: Mapping[BaliDecision, str] = {BaliPhase.PLAY: "play cards from your hand (phase 2A)"}
ANSWERS: Mapping[BaliDecision, tuple[type, ...]] = {
    BaliPhase.PLAY: (
        act.BaliPlayStonecutter,
        act.BaliPlayPriest,
        act.BaliPlaySanctuary,
        act.BaliPlayCultivators,
        act.BaliRemoveCard,
    ),
}
RULES: Mapping[type, Rule[BaliState, BaliDecision]] = {
    act.BaliPlayStonecutter: _play_one(act.BaliPlayStonecutter, BaliCard.STONECUTTER, 0),
    act.BaliPlayPriest: _play_one(act.BaliPlayPriest, BaliCard.PRIEST, 0),
    act.BaliPlaySanctuary: _play_one(act.BaliPlaySanctuary, BaliCard.SANCTUARY, SANCTUARY_PRICE),
    act.BaliPlayCultivators: Rule(_cultivators_options, _cultivators_refusal, _cultivators_played),
    act.BaliRemoveCard: Rule(_remove_options, _remove_refusal, _removed),
}
