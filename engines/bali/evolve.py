"""Applying events to the table: pure, no chance (every outcome is in the event)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, TypeVar

from msgspec.structs import replace

from engines.bali import events as ev
from engines.bali.components import CROP_OF, CROPS, MARKET_COLUMNS, BaliCard, BaliCrop
from engines.bali.offerings import offering_round
from engines.bali.scoring import scoring_tasks
from engines.bali.state import (
    BaliAltarCard,
    BaliPhase,
    BaliPlayer,
    BaliState,
    BaliTask,
    BaliTaskKind,
    replace_at,
    sorted_cards,
)

T = TypeVar("T")


def _known(value: T | None) -> T:
    """A field `view_event` blanks for some seats: only whole events are folded."""
    assert value is not None, "a redacted event cannot be applied"
    return value


def _add(counts: tuple[int, ...], index: int, delta: int) -> tuple[int, ...]:
    return replace_at(counts, index, counts[index] + delta)


def _player(state: BaliState, seat: int, **changes: object) -> tuple[BaliPlayer, ...]:
    return replace_at(state.players, seat, replace(state.players[seat], **changes))


def _gain_offering(state: BaliState, seat: int, crop: BaliCrop) -> tuple[BaliPlayer, ...]:
    offerings = _add(state.players[seat].offerings, CROPS.index(crop), 1)
    return _player(state, seat, offerings=offerings)


def _without(hand: tuple[BaliCard, ...], card: BaliCard, count: int = 1) -> tuple[BaliCard, ...]:
    """`count` copies of `card` out of a sorted hand (equal cards are adjacent)."""
    index = hand.index(card)
    return hand[:index] + hand[index + count :]


def deck_shuffled(state: BaliState, e: ev.BaliDeckShuffled) -> BaliState:
    return replace(state, deck=_known(e.cards))


def altar_seeded(state: BaliState, e: ev.BaliAltarSeeded) -> BaliState:
    crops = _known(e.crops)
    return replace(
        state,
        altar=tuple(BaliAltarCard(crop, face_up=False) for crop in crops),
        reserve=tuple(n - crops.count(crop) for n, crop in zip(state.reserve, CROPS, strict=True)),
    )


def column_dealt(state: BaliState, e: ev.BaliColumnDealt) -> BaliState:
    """Oracle variant: Oracles dealt into a column go straight to the box, and
    the first such removal in a turn lets the active player peek at the altar."""
    kept = tuple(card for card in e.cards if card != BaliCard.ORACLE)
    oracles = tuple(card for card in e.cards if card == BaliCard.ORACLE)
    changes: dict[str, object] = {}
    if oracles and state.phase == BaliPhase.REFILL and not state.oracle_peeked and state.altar:
        peek = (BaliTask(BaliTaskKind.PEEK, state.active), BaliTask(BaliTaskKind.ORACLE, state.active))
        changes = {"pending": state.pending + peek, "oracle_peeked": True}
    return replace(
        state,
        deck=state.deck[len(e.cards) :],
        market=replace_at(state.market, e.column, kept),
        box=state.box + oracles,
        revealed=kept[0] if kept else state.revealed,
        **changes,
    )


def turn_started(state: BaliState, e: ev.BaliTurnStarted) -> BaliState:
    return replace(state, active=e.seat, phase=BaliPhase.PURCHASE, oracle_peeked=False)


def offering_bought(state: BaliState, e: ev.BaliOfferingBought) -> BaliState:
    crop = CROPS.index(e.crop)
    player = state.players[e.seat]
    return replace(
        state,
        players=_player(
            state,
            e.seat,
            offerings=_add(player.offerings, crop, 1),
            stones=player.stones - e.cost,
        ),
        reserve=_add(state.reserve, crop, -1),
        phase=BaliPhase.PLAY,
    )


def purchase_skipped(state: BaliState, e: ev.BaliPurchaseSkipped) -> BaliState:
    return replace(state, phase=BaliPhase.PLAY)


_TABLEAU = {
    BaliCard.STONECUTTER: "stonecutters",
    BaliCard.PRIEST: "priests",
    BaliCard.SANCTUARY: "sanctuaries",
}


def cards_played(state: BaliState, e: ev.BaliCardsPlayed) -> BaliState:
    player = state.players[e.seat]
    changes: dict[str, object] = {
        "hand": _without(player.hand, e.card, e.count),
        "stones": player.stones - e.cost,
    }
    if e.card in CROP_OF:
        changes["cultivators"] = _add(player.cultivators, CROPS.index(CROP_OF[e.card]), e.count)
    else:
        field = _TABLEAU[e.card]
        changes[field] = getattr(player, field) + e.count
    state = replace(state, players=_player(state, e.seat, **changes), phase=BaliPhase.REFILL)
    if e.card == BaliCard.PRIEST and state.demon is not None:
        # Demon variant: a Priest chases the Demon to the next column, cyclically.
        state = replace(state, demon=(state.demon + 1) % MARKET_COLUMNS)
    if e.card == BaliCard.SANCTUARY:
        state = replace(state, pending=offering_round(state, e.seat))
    return state


def card_removed(state: BaliState, e: ev.BaliCardRemoved) -> BaliState:
    hand = _without(state.players[e.seat].hand, e.card)
    return replace(
        state,
        players=_player(state, e.seat, hand=hand),
        box=(*state.box, e.card),
        phase=BaliPhase.REFILL,
    )


def offered(state: BaliState, e: ev.BaliOffered) -> BaliState:
    crop = CROPS.index(_known(e.crop))
    if e.from_reserve:
        state = replace(state, reserve=_add(state.reserve, crop, -1))
    else:
        offerings = _add(state.players[e.seat].offerings, crop, -1)
        state = replace(state, players=_player(state, e.seat, offerings=offerings))
    card = BaliAltarCard(_known(e.crop), e.face_up, () if e.face_up else (e.seat,))
    return replace(state, altar=(*state.altar, card), pending=state.pending[1:])


def card_taken(state: BaliState, e: ev.BaliCardTaken) -> BaliState:
    hand = sorted_cards((*state.players[e.seat].hand, e.card))
    column = state.market[e.column][1:]
    return replace(
        state,
        players=_player(state, e.seat, hand=hand),
        market=replace_at(state.market, e.column, column),
        revealed=column[0] if column else None,  # None until the new column is dealt
    )


def altar_peeked(state: BaliState, e: ev.BaliAltarPeeked) -> BaliState:
    bottom = len(state.altar) - e.count
    seen = tuple(
        card if e.seat in card.known_to else replace(card, known_to=(*card.known_to, e.seat))
        for card in state.altar[bottom:]
    )
    return replace(state, altar=state.altar[:bottom] + seen, pending=state.pending[1:])


def oracle_taken(state: BaliState, e: ev.BaliOracleTaken) -> BaliState:
    if e.depth is not None:
        index = len(state.altar) - 1 - e.depth
        state = replace(
            state,
            altar=state.altar[:index] + state.altar[index + 1 :],
            players=_gain_offering(state, e.seat, _known(e.crop)),
        )
    return replace(state, pending=state.pending[1:])


def scoring_started(state: BaliState, e: ev.BaliScoringStarted) -> BaliState:
    return replace(state, phase=BaliPhase.SCORING, pending=scoring_tasks(state, e.category))


def rewarded(state: BaliState, e: ev.BaliRewarded) -> BaliState:
    player = state.players[e.seat]
    players = _player(state, e.seat, stones=player.stones + e.stones, points=player.points + e.points)
    return replace(state, players=players, pending=state.pending[1:])


def harvested(state: BaliState, e: ev.BaliHarvested) -> BaliState:
    if e.crop is not None:
        state = replace(
            state,
            players=_gain_offering(state, e.seat, e.crop),
            reserve=_add(state.reserve, CROPS.index(e.crop), -1),
        )
    return replace(state, pending=state.pending[1:])


def game_ended(state: BaliState, e: ev.BaliGameEnded) -> BaliState:
    return replace(state, phase=BaliPhase.OVER, pending=(), final=e.final)


APPLY: dict[type, Callable[[BaliState, Any], BaliState]] = {
    ev.BaliDeckShuffled: deck_shuffled,
    ev.BaliAltarSeeded: altar_seeded,
    ev.BaliColumnDealt: column_dealt,
    ev.BaliTurnStarted: turn_started,
    ev.BaliOfferingBought: offering_bought,
    ev.BaliPurchaseSkipped: purchase_skipped,
    ev.BaliCardsPlayed: cards_played,
    ev.BaliCardRemoved: card_removed,
    ev.BaliOffered: offered,
    ev.BaliCardTaken: card_taken,
    ev.BaliAltarPeeked: altar_peeked,
    ev.BaliOracleTaken: oracle_taken,
    ev.BaliScoringStarted: scoring_started,
    ev.BaliRewarded: rewarded,
    ev.BaliHarvested: harvested,
    ev.BaliGameEnded: game_ended,
}


def evolve(state: BaliState, event: ev.BaliEvent) -> BaliState:
    return APPLY[type(event)](state, event)
