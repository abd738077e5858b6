"""Phase 1, in the quarries: placing workers, the -3 cards, sums and stones,
and transport."""

from __future__ import annotations

from functools import lru_cache

from engines.maya.components import (
    MINUS_CARD,
    TAKEN_POINTS,
    TRANSPORT_BONUS,
    card_points,
    is_low,
)
from engines.maya.events import MayaAward, MayaScore
from engines.maya.state import MayaState


def quarry_name(state: MayaState, quarry: int) -> str:
    return f"the {state.quarry_specs[quarry].marker.replace('_', ' ')} quarry"


def placement_refusal(state: MayaState, seat: int, quarry: int, value: int) -> str | None:
    if value not in state.hands[seat]:
        return f"you have no worker card worth {value} in hand"
    if not 0 <= quarry < len(state.quarries):
        return f"there is no quarry {quarry}"
    cards, spec = state.quarries[quarry], state.quarry_specs[quarry]
    if len(cards) >= spec.max_cards:
        return f"{quarry_name(state, quarry)} is full: it takes at most {spec.max_cards} cards"
    # Our decision: the first card placed in each quarry, by anyone, is a low card.
    if not cards and not is_low(value):
        return f"the first card at {quarry_name(state, quarry)} must be a low card (3, 4 or 5)"
    return None


def participants(state: MayaState, quarry: int) -> list[int]:
    """Seats in the order of their first card there, then a +2 marker laid
    where its owner has no card (it came after every card)."""
    seats = list(dict.fromkeys(card.seat for card in state.quarries[quarry]))
    for placed in state.placed:
        if placed.marker == "plus_two" and placed.quarry == quarry and placed.seat not in seats:
            seats.append(placed.seat)
    return seats


def is_protected(state: MayaState, seat: int, quarry: int) -> bool:
    return any(p.seat == seat and p.quarry == quarry and p.marker in ("protection", "joker") for p in state.placed)


def take_targets(state: MayaState, seat: int, quarry: int) -> list[int]:
    """Whom a -3 card may hit. Our decision: a -3 owner must target a participant
    of that quarry other than himself if one exists (unprotected), else he hits
    himself, unless he is protected; several -3 cards resolve in turn order from
    the start player (minus_card_owners)."""
    open_seats = [s for s in participants(state, quarry) if not is_protected(state, s, quarry)]
    others = [s for s in open_seats if s != seat]
    return others or [s for s in open_seats if s == seat]


def minus_card_owners(state: MayaState, quarry: int) -> list[int]:
    """-3 owners with someone to hit, in turn order from the start player."""
    owners = {card.seat for card in state.quarries[quarry] if card.value == MINUS_CARD}
    return [s for s in state.clockwise(state.start_player) if s in owners and take_targets(state, s, quarry)]


def quarry_scores(state: MayaState, quarry: int) -> tuple[MayaScore, ...]:
    """Every participant's sum, best first; ties go to the earliest card."""
    seats = participants(state, quarry)
    points = dict.fromkeys(seats, 0)
    for card in state.quarries[quarry]:
        points[card.seat] += card_points(card.value)
    for placed in state.placed:
        if placed.marker == "plus_two" and placed.quarry == quarry:
            points[placed.seat] += 2
    for take in state.takes:
        points[take.target] -= TAKEN_POINTS
    ranked = sorted(seats, key=lambda s: (-points[s], seats.index(s)))
    return tuple(MayaScore(s, points[s]) for s in ranked)


def quarry_awards(state: MayaState, quarry: int, scores: tuple[MayaScore, ...]) -> tuple[MayaAward, ...]:
    """Stones by rank; without positive points a player gets nothing, and
    nobody gets more than his colour has left in the reserve."""
    paid = [score.seat for score in scores if score.points > 0]
    return tuple(
        MayaAward(seat, min(stones, state.supply[seat]))
        for seat, stones in zip(paid, state.quarry_specs[quarry].stones, strict=False)
    )


def transport_capacity(state: MayaState, seat: int) -> int:
    """One stone per point on the cards kept in hand, plus transport markers."""
    bonus = sum(TRANSPORT_BONUS.get(held.acting_as or held.marker, 0) for held in state.held if held.seat == seat)
    return hand_points(state.hands[seat]) + bonus


@lru_cache(maxsize=512)
def hand_points(hand: tuple[int, ...]) -> int:
    return sum(map(card_points, hand))
