"""What a seat may see: worker values only once a quarry is turned (or its
own), its own hand, sealed bids once all are in, everything else public."""

from __future__ import annotations

from functools import lru_cache

import msgspec
from msgspec.structs import replace

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
def _backs(hand: tuple[int, ...]) -> tuple[int, int]:
    low = sum(map(is_low, hand))
    return low, len(hand) - low


def _player(state: MayaState, p: int, bidding: bool) -> MayaPlayerView:
    low, high = _backs(state.hands[p])
    return MayaPlayerView(
        seat=p,
        gold=state.gold[p],
        stones=state.stones[p],
        reserve=state.supply[p],
        low_cards=low,
        high_cards=high,
        passed=state.passed[p],
        markers=tuple(MayaMarkerView(h.marker, h.acting_as) for h in state.held if h.seat == p),
        has_bid=state.bids[p] is not None,
        bid=None if bidding else state.bids[p],
    )


class MayaViewShared(msgspec.Struct, frozen=True):
    pyramids: tuple[MayaPyramidView, ...]
    players: tuple[MayaPlayerView, ...]
    bidding: bool


# Every seat's view of one state shares its public part: keep the last one.
_last: tuple[MayaState | None, MayaViewShared | None] = (None, None)


def _public(state: MayaState) -> MayaViewShared:
    global _last
    last_state, public = _last
    if last_state is not state or public is None:
        bidding = bool(state.pending) and state.pending[0].decision == MayaDecision.BID
        public = MayaViewShared(
            pyramids=tuple(
                _pyramid(spec, levels) for spec, levels in zip(state.pyramid_specs, state.pyramids, strict=True)
            ),
            players=tuple(_player(state, p, bidding) for p in range(len(state.gold))),
            bidding=bidding,
        )
        _last = (state, public)
    return public


def view(state: MayaState, seat: int | None) -> MayaView:
    public = _public(state)
    players = public.players
    if public.bidding and seat is not None:  # a sealed bid is seen by its bidder
        players = replace_at(players, seat, replace(players[seat], bid=state.bids[seat]))
    movers = to_move(state)
    own = seat if seat is not None and state.hands else None  # the seat with a hand to see
    nq = len(state.quarries)
    return MayaView(
        seat=seat,
        round=state.round,
        phase=state.phase,
        professional=state.professional,
        start_player=state.start_player,
        to_move=tuple(movers),
        decision=next((p.decision for p in state.pending if p.seat == seat), None) if seat in movers else None,
        quarries=tuple(
            _quarry(spec, cards, q >= nq - state.revealed, q >= nq - state.evaluated, seat)
            for q, (spec, cards) in enumerate(zip(state.quarry_specs, state.quarries, strict=True))
        ),
        evaluating=state.current_quarry() if state.phase == MayaPhase.EVALUATION and state.evaluated < nq else None,
        placed_markers=state.placed,
        takes=state.takes,
        pyramids=public.pyramids,
        players=players,
        for_sale=state.for_sale,
        double_left=state.double_left,
        hand=None if own is None else state.hands[own],
        transport_capacity=None if own is None else transport_capacity(state, own),
        free_pass_marker=None if seat is None else free_marker(state, seat, "free_pass"),
        double_move_marker=None if seat is None else free_marker(state, seat, "double_move"),
        hand_high=None if own is None else tuple(not is_low(value) for value in state.hands[own]),
    )


def view_event(event: ev.MayaEvent, seat: int | None) -> ev.MayaEvent:
    if isinstance(event, ev.MayaWorkerPlaced) and event.seat != seat:
        return replace(event, value=None)
    if isinstance(event, ev.MayaBidSealed) and event.seat != seat:
        return replace(event, gold=None)
    return event
