"""What a seat may see: worker values only once a quarry is turned (or its
own), its own hand, sealed bids once all are in, everything else public."""

from __future__ import annotations

from functools import lru_cache

import msgspec
from msgspec.structs import replace

from engines.core.recent import recent_states
from engines.maya import events as ev
from engines.maya.components import MayaBlueMarker, MayaMarker, MayaPyramidSpec, MayaQuarrySpec, is_low
from engines.maya.decisions import to_move
from engines.maya.pyramids import open_level
from engines.maya.quarry import transport_capacity
from engines.maya.specials import free_marker
from engines.maya.state import (
    Levels,
    MayaCard,
    MayaDecision,
    MayaPhase,
    MayaPlacedMarker,
    MayaState,
    MayaTake,
    replace_at,
)


class MayaCardView(msgspec.Struct, frozen=True):
    seat: int
    high: bool
    value: int | None  # None while face down and not yours


class MayaQuarryView(msgspec.Struct, frozen=True):
    marker: MayaMarker
    max_cards: int
    stones: tuple[int, ...]
    revealed: bool
    evaluated: bool
    cards: tuple[MayaCardView, ...]


class MayaLevelView(msgspec.Struct, frozen=True):
    capacity: int
    gold: tuple[int, int]
    stones: tuple[int, ...]  # seat of each stone


class MayaPyramidView(msgspec.Struct, frozen=True):
    name: str
    levels: tuple[MayaLevelView, ...]
    # Where a built, direct or relocated stone lands: the lowest level with room (None:
    # complete). A relocation within the pyramid lands there too: lifting its stone from
    # a level at or below would leave it where it was, which is refused.
    open_level: int | None


class MayaMarkerView(msgspec.Struct, frozen=True):
    marker: MayaMarker
    acting_as: MayaMarker | None


class MayaPlayerView(msgspec.Struct, frozen=True):
    seat: int
    gold: int
    stones: int
    reserve: int
    low_cards: int  # cards in hand by their backs
    high_cards: int
    passed: bool
    markers: tuple[MayaMarkerView, ...]
    has_bid: bool
    bid: int | None  # sealed: own only until every bid is in


class MayaView(msgspec.Struct, frozen=True):
    seat: int | None
    round: int
    phase: MayaPhase
    professional: bool
    start_player: int
    to_move: tuple[int, ...]
    decision: MayaDecision | None  # what the viewer is asked now
    quarries: tuple[MayaQuarryView, ...]
    evaluating: int | None  # quarry being evaluated
    placed_markers: tuple[MayaPlacedMarker, ...]
    takes: tuple[MayaTake, ...]  # -3 cards resolved so far in the quarry being evaluated
    pyramids: tuple[MayaPyramidView, ...]
    players: tuple[MayaPlayerView, ...]
    for_sale: tuple[MayaBlueMarker, ...]
    double_left: int
    hand: tuple[int, ...] | None  # own worker cards
    transport_capacity: int | None  # own
    # Own: the marker a free pass or a free double move would be paid with (the green
    # one, else the joker; None: neither is held).
    free_pass_marker: MayaMarker | None
    double_move_marker: MayaMarker | None
    hand_high: tuple[bool, ...] | None  # own: each hand card's back (False: a low value)


@lru_cache(maxsize=4096)
def _quarry(
    spec: MayaQuarrySpec, cards: tuple[MayaCard, ...], revealed: bool, evaluated: bool, seat: int | None
) -> MayaQuarryView:
    return MayaQuarryView(
        spec.marker,
        spec.max_cards,
        spec.stones,
        revealed,
        evaluated,
        tuple(
            MayaCardView(c.seat, not is_low(c.value), c.value if revealed or c.seat == seat else None) for c in cards
        ),
    )


@lru_cache(maxsize=4096)
def _pyramid(spec: MayaPyramidSpec, levels: Levels) -> MayaPyramidView:
    return MayaPyramidView(
        spec.name,
        tuple(
            MayaLevelView(cap, gold, stones) for cap, gold, stones in zip(spec.capacity, spec.gold, levels, strict=True)
        ),
        open_level(spec, levels),
    )


@lru_cache(maxsize=512)
def _high_backs(hand: tuple[int, ...]) -> tuple[bool, ...]:
    return tuple(not is_low(value) for value in hand)


def _bidding(state: MayaState) -> bool:
    return bool(state.pending) and state.pending[0].decision == MayaDecision.BID


def _player(state: MayaState, p: int, bidding: bool) -> MayaPlayerView:
    high = sum(_high_backs(state.hands[p]))
    return MayaPlayerView(
        seat=p,
        gold=state.gold[p],
        stones=state.stones[p],
        reserve=state.supply[p],
        low_cards=len(state.hands[p]) - high,
        high_cards=high,
        passed=state.passed[p],
        markers=tuple(MayaMarkerView(h.marker, h.acting_as) for h in state.held if h.seat == p),
        has_bid=state.bids[p] is not None,
        bid=None if bidding else state.bids[p],
    )


def _table(state: MayaState) -> MayaView:
    """What everybody sees: the spectator's view."""
    bidding = _bidding(state)
    nq = len(state.quarries)
    return MayaView(
        seat=None,
        round=state.round,
        phase=state.phase,
        professional=state.professional,
        start_player=state.start_player,
        to_move=tuple(to_move(state)),
        decision=None,
        quarries=tuple(
            _quarry(spec, cards, q >= nq - state.revealed, q >= nq - state.evaluated, None)
            for q, (spec, cards) in enumerate(zip(state.quarry_specs, state.quarries, strict=True))
        ),
        evaluating=state.current_quarry() if state.phase == MayaPhase.EVALUATION and state.evaluated < nq else None,
        placed_markers=state.placed,
        takes=state.takes,
        pyramids=tuple(
            _pyramid(spec, levels) for spec, levels in zip(state.pyramid_specs, state.pyramids, strict=True)
        ),
        players=tuple(_player(state, p, bidding) for p in range(len(state.gold))),
        for_sale=state.for_sale,
        double_left=state.double_left,
        hand=None,
        transport_capacity=None,
        free_pass_marker=None,
        double_move_marker=None,
        hand_high=None,
    )


def _own_quarries(state: MayaState, seat: int, shown: tuple[MayaQuarryView, ...]) -> tuple[MayaQuarryView, ...]:
    """The table's quarries, with the values of the seat's own face-down workers."""
    nq = len(state.quarries)
    mine = {q for q in range(nq - state.revealed) for card in state.quarries[q] if card.seat == seat}
    if not mine:
        return shown
    quarries = list(shown)
    for q in mine:
        quarries[q] = _quarry(state.quarry_specs[q], state.quarries[q], False, q >= nq - state.evaluated, seat)
    return tuple(quarries)


def _seat_view(state: MayaState, seat: int, table: MayaView) -> MayaView:
    players = table.players
    if _bidding(state):  # a sealed bid is seen by its bidder
        players = replace_at(players, seat, replace(players[seat], bid=state.bids[seat]))
    own = seat if state.hands else None  # the seat with a hand to see
    held = players[seat].markers  # (holding none, nothing pays a free pass or double move)
    return replace(
        table,
        seat=seat,
        decision=next((p.decision for p in state.pending if p.seat == seat), None) if seat in table.to_move else None,
        quarries=_own_quarries(state, seat, table.quarries),
        players=players,
        hand=None if own is None else state.hands[own],
        transport_capacity=None if own is None else transport_capacity(state, own),
        free_pass_marker=free_marker(state, seat, "free_pass") if held else None,
        double_move_marker=free_marker(state, seat, "double_move") if held else None,
        hand_high=None if own is None else _high_backs(state.hands[own]),
    )


@recent_states(2)
def _views(state: MayaState) -> dict[int | None, MayaView]:
    """The views built so far of this state (every seat asks, and often again); the
    spectator's, the table, first."""
    return {None: _table(state)}


def view(state: MayaState, seat: int | None) -> MayaView:
    views = _views(state)
    if seat is not None and seat not in views:
        views[seat] = _seat_view(state, seat, views[None])
    return views[seat]


def view_event(event: ev.MayaEvent, seat: int | None) -> ev.MayaEvent:
    if isinstance(event, ev.MayaWorkerPlaced) and event.seat != seat:
        return replace(event, value=None)
    if isinstance(event, ev.MayaBidSealed) and event.seat != seat:
        return replace(event, gold=None)
    return event
