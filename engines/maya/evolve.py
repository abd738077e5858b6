"""Applying events to the table (pure: no chance, no mutation), and whose
decision comes next."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from msgspec.structs import replace

from engines.maya import events as ev
from engines.maya.auction import bidders
from engines.maya.components import (
    ROUNDS,
    STARTING_STONES,
    STONES_PER_COLOUR,
    TRANSPORT_BONUS,
    WORKER_CARDS,
    MayaMarker,
)
from engines.maya.pyramids import can_build, with_stone, without_stone, without_stones
from engines.maya.quarry import minus_card_owners
from engines.maya.specials import (
    IMMEDIATE,
    after_placement,
    before_transport,
    can_use_now,
    without_marker,
)
from engines.maya.state import (
    MayaCard,
    MayaDecision,
    MayaHeldMarker,
    MayaPending,
    MayaPhase,
    MayaPlacedMarker,
    MayaState,
    MayaTake,
    add_at,
    replace_at,
)

# --- turns -----------------------------------------------------------------


def start_placement(state: MayaState) -> MayaState:
    return replace(
        state, phase=MayaPhase.PLACEMENT, for_sale=(), pending=(MayaPending(state.start_player, MayaDecision.WORKER),)
    )


def next_placer(state: MayaState, seat: int) -> MayaState:
    """Turn order among those who have not passed; phase 1 ends when all have."""
    for other in state.clockwise(seat + 1):
        if not state.passed[other]:
            return replace(state, pending=(MayaPending(other, MayaDecision.WORKER),))
    return replace(state, phase=MayaPhase.EVALUATION, pending=after_placement(state))


def next_builder(state: MayaState, seat: int) -> MayaState:
    """Turn order among those with stones left; a double move keeps the turn
    while its second stone can be placed."""
    if state.double_left and state.stones[seat] and can_build(state, seat):
        return replace(state, pending=(MayaPending(seat, MayaDecision.BUILD),))
    state = replace(state, double_left=0)
    for other in state.clockwise(seat + 1):
        if state.stones[other]:
            return replace(state, pending=(MayaPending(other, MayaDecision.BUILD),))
    return replace(state, pending=())


def done(state: MayaState) -> MayaState:
    """The head decision is taken."""
    return replace(state, pending=state.pending[1:])


# --- stones ----------------------------------------------------------------


def put_stone(state: MayaState, seat: int, pyramid: int, level: int, bonus: int | None) -> MayaState:
    """A stone on a pyramid, and the bonus stone it earned on the level above."""
    levels = with_stone(state.pyramids[pyramid], level, seat)
    if bonus is not None:
        levels = with_stone(levels, level + 1, bonus)
        state = replace(state, supply=add_at(state.supply, bonus, -1))
    return replace(state, pyramids=replace_at(state.pyramids, pyramid, levels))


def give_stone(state: MayaState, seat: int, amount: int) -> MayaState:
    """Stones from the reserve to a player's hand (negative: back to the reserve)."""
    return replace(state, stones=add_at(state.stones, seat, amount), supply=add_at(state.supply, seat, -amount))


def pay_gold(state: MayaState, seat: int, amount: int) -> MayaState:
    return replace(state, gold=add_at(state.gold, seat, amount), bank=state.bank + amount)


# --- events ----------------------------------------------------------------


def table_set(state: MayaState, e: ev.MayaTableSet) -> MayaState:
    n = state.players
    order = state.clockwise(e.start_player) * STARTING_STONES
    return replace(
        state,
        phase=MayaPhase.STARTING_STONES,
        start_player=e.start_player,
        pending=tuple(MayaPending(seat, MayaDecision.STARTING_STONE) for seat in order),
        hands=(WORKER_CARDS,) * n,
        passed=(False,) * n,
        quarries=((),) * len(state.quarry_specs),
        stones=(STARTING_STONES,) * n,
        supply=(STONES_PER_COLOUR - STARTING_STONES,) * n,
        pyramids=tuple(((),) * len(spec.capacity) for spec in state.pyramid_specs),
        gold=(0,) * n,
        bids=(None,) * n,
    )


def starting_stone_placed(state: MayaState, e: ev.MayaStartingStonePlaced) -> MayaState:
    state = put_stone(state, e.seat, e.pyramid, 0, None)
    state = done(replace(state, stones=add_at(state.stones, e.seat, -1)))
    return state if state.pending else replace(state, phase=MayaPhase.ROUND_START)


def round_started(state: MayaState, e: ev.MayaRoundStarted) -> MayaState:
    n = state.players
    state = replace(
        state,
        round=e.round,
        hands=(WORKER_CARDS,) * n,
        passed=(False,) * n,
        quarries=((),) * len(state.quarry_specs),
        evaluated=0,
        revealed=0,
        held=(),
        placed=(),
        for_sale=e.for_sale,
        bids=(None,) * n,
    )
    if not e.for_sale:
        return start_placement(state)
    return replace(
        state, phase=MayaPhase.AUCTION, pending=tuple(MayaPending(s, MayaDecision.BID) for s in bidders(state))
    )


def bid_sealed(state: MayaState, e: ev.MayaBidSealed) -> MayaState:
    return replace(
        state,
        bids=replace_at(state.bids, e.seat, e.gold),
        pending=tuple(p for p in state.pending if p.seat != e.seat),
    )


def bids_revealed(state: MayaState, e: ev.MayaBidsRevealed) -> MayaState:
    for seat in e.buyers:
        state = pay_gold(state, seat, -e.bids[seat])
    state = replace(state, bids=e.bids, pending=tuple(MayaPending(s, MayaDecision.BLUE_MARKER) for s in e.buyers))
    return state if state.pending else start_placement(state)


def blue_marker_chosen(state: MayaState, e: ev.MayaBlueMarkerChosen) -> MayaState:
    state = done(
        replace(
            state,
            held=(*state.held, MayaHeldMarker(e.marker, e.seat)),
            for_sale=tuple(m for m in state.for_sale if m != e.marker),
        )
    )
    return state if state.pending else start_placement(state)


def worker_placed(state: MayaState, e: ev.MayaWorkerPlaced) -> MayaState:
    assert e.value is not None, "a redacted event cannot be applied"
    hand = list(state.hands[e.seat])
    hand.remove(e.value)
    cards = (*state.quarries[e.quarry], MayaCard(e.seat, e.value))
    state = replace(
        state,
        hands=replace_at(state.hands, e.seat, tuple(hand)),
        quarries=replace_at(state.quarries, e.quarry, cards),
    )
    return next_placer(state, e.seat)


def stopped_placing(state: MayaState, e: ev.MayaStoppedPlacing) -> MayaState:
    return next_placer(replace(state, passed=replace_at(state.passed, e.seat, True)), e.seat)


def plus_two_placed(state: MayaState, e: ev.MayaPlusTwoPlaced) -> MayaState:
    state = without_marker(state, e.seat, "plus_two")
    return done(replace(state, placed=(*state.placed, MayaPlacedMarker("plus_two", e.seat, e.quarry))))


def protection_placed(state: MayaState, e: ev.MayaProtectionPlaced) -> MayaState:
    state = without_marker(state, e.seat, e.marker)
    return done(replace(state, placed=(*state.placed, MayaPlacedMarker(e.marker, e.seat, e.quarry))))


def stone_relocated(state: MayaState, e: ev.MayaStoneRelocated) -> MayaState:
    lifted = without_stone(state.pyramids[e.from_pyramid], e.from_level, e.seat)
    state = replace(state, pyramids=replace_at(state.pyramids, e.from_pyramid, lifted))
    state = put_stone(state, e.seat, e.to_pyramid, e.to_level, e.bonus)
    return done(without_marker(state, e.seat, e.marker))


def direct_stone_placed(state: MayaState, e: ev.MayaDirectStonePlaced) -> MayaState:
    state = replace(state, supply=add_at(state.supply, e.seat, -1))
    state = put_stone(state, e.seat, e.pyramid, e.level, e.bonus)
    return done(without_marker(state, e.seat, e.marker))


def quality_declined(state: MayaState, e: ev.MayaQualityDeclined) -> MayaState:
    return done(state if e.marker == "joker" else without_marker(state, e.seat, e.marker))


def quarry_revealed(state: MayaState, e: ev.MayaQuarryRevealed) -> MayaState:
    state = replace(state, revealed=state.revealed + 1)
    return replace(
        state, pending=tuple(MayaPending(s, MayaDecision.TAKE_POINTS) for s in minus_card_owners(state, e.quarry))
    )


def points_taken(state: MayaState, e: ev.MayaPointsTaken) -> MayaState:
    return done(replace(state, takes=(*state.takes, MayaTake(e.seat, e.target))))


def quarry_evaluated(state: MayaState, e: ev.MayaQuarryEvaluated) -> MayaState:
    for award in e.awards:
        state = give_stone(state, award.seat, award.stones)
    state = replace(state, takes=(), evaluated=state.evaluated + 1)
    if e.marker_to is None:
        return state
    marker = state.quarry_specs[e.quarry].marker
    state = replace(state, held=(*state.held, MayaHeldMarker(marker, e.marker_to)))
    decision = IMMEDIATE.get(marker)
    if decision is None:
        return state  # kept for later this round
    if not can_use_now(state, e.marker_to, decision):
        return without_marker(state, e.marker_to, marker)
    return replace(state, pending=(MayaPending(e.marker_to, decision),))


def start_player_named(state: MayaState, e: ev.MayaStartPlayerNamed) -> MayaState:
    return done(replace(without_marker(state, e.seat, "start_player"), start_player=e.start_player))


def quarrying_ended(state: MayaState, e: ev.MayaQuarryingEnded) -> MayaState:
    state = replace(state, phase=MayaPhase.TRANSPORT)
    return replace(state, pending=before_transport(state))


def transport_boosted(state: MayaState, e: ev.MayaTransportBoosted) -> MayaState:
    state = without_marker(state, e.seat, "joker")
    return done(replace(state, held=(*state.held, MayaHeldMarker("joker", e.seat, "transport"))))


def stones_transported(state: MayaState, e: ev.MayaStonesTransported) -> MayaState:
    for seat in range(state.players):
        state = give_stone(state, seat, e.extra[seat] - e.returned[seat])
    # The workers come back; transport markers are spent.
    state = replace(
        state,
        phase=MayaPhase.BUILDING,
        hands=(WORKER_CARDS,) * state.players,
        quarries=((),) * len(state.quarry_specs),
        placed=(),
        held=tuple(h for h in state.held if (h.acting_as or h.marker) not in (*TRANSPORT_BONUS, "extra_stone")),
    )
    return next_builder(state, state.start_player - 1)


def stone_built(state: MayaState, e: ev.MayaStoneBuilt) -> MayaState:
    state = put_stone(state, e.seat, e.pyramid, e.level, e.bonus)
    state = replace(state, stones=add_at(state.stones, e.seat, -1), double_left=max(state.double_left - 1, 0))
    return next_builder(state, e.seat)


def _paid(state: MayaState, seat: int, marker: MayaMarker | None) -> MayaState:
    """A double move or a pass costs a stone, or the marker that makes it free."""
    return give_stone(state, seat, -1) if marker is None else without_marker(state, seat, marker)


def double_move_started(state: MayaState, e: ev.MayaDoubleMoveStarted) -> MayaState:
    return replace(_paid(state, e.seat, e.marker), double_left=2)


def building_passed(state: MayaState, e: ev.MayaBuildingPassed) -> MayaState:
    return next_builder(pay_gold(_paid(state, e.seat, e.marker), e.seat, e.gold), e.seat)


def level_scored(state: MayaState, e: ev.MayaLevelScored) -> MayaState:
    for seat in e.first:
        state = pay_gold(state, seat, e.first_gold)
    for seat in e.second:
        state = pay_gold(state, seat, e.second_gold)
    return state


def stones_removed(state: MayaState, e: ev.MayaStonesRemoved) -> MayaState:
    levels = without_stones(state.pyramids[e.pyramid], e.level, e.seat, e.stones)
    state = replace(state, pyramids=replace_at(state.pyramids, e.pyramid, levels))
    return replace(state, supply=add_at(state.supply, e.seat, sum(e.stones)))


def round_ended(state: MayaState, e: ev.MayaRoundEnded) -> MayaState:
    # Unused qualities go back to their quarries at the end of the round.
    return replace(state, held=(), pending=(), phase=MayaPhase.OVER if e.round == ROUNDS else MayaPhase.ROUND_START)


APPLY: dict[type, Callable[[MayaState, Any], MayaState]] = {
    ev.MayaTableSet: table_set,
    ev.MayaStartingStonePlaced: starting_stone_placed,
    ev.MayaRoundStarted: round_started,
    ev.MayaBidSealed: bid_sealed,
    ev.MayaBidsRevealed: bids_revealed,
    ev.MayaBlueMarkerChosen: blue_marker_chosen,
    ev.MayaWorkerPlaced: worker_placed,
    ev.MayaStoppedPlacing: stopped_placing,
    ev.MayaPlusTwoPlaced: plus_two_placed,
    ev.MayaProtectionPlaced: protection_placed,
    ev.MayaStoneRelocated: stone_relocated,
    ev.MayaDirectStonePlaced: direct_stone_placed,
    ev.MayaQualityDeclined: quality_declined,
    ev.MayaQuarryRevealed: quarry_revealed,
    ev.MayaPointsTaken: points_taken,
    ev.MayaQuarryEvaluated: quarry_evaluated,
    ev.MayaStartPlayerNamed: start_player_named,
    ev.MayaQuarryingEnded: quarrying_ended,
    ev.MayaTransportBoosted: transport_boosted,
    ev.MayaStonesTransported: stones_transported,
    ev.MayaStoneBuilt: stone_built,
    ev.MayaDoubleMoveStarted: double_move_started,
    ev.MayaBuildingPassed: building_passed,
    ev.MayaLevelScored: level_scored,
    ev.MayaStonesRemoved: stones_removed,
    ev.MayaRoundEnded: round_ended,
}


def evolve(state: MayaState, event: ev.MayaEvent) -> MayaState:
    return APPLY[type(event)](state, event)
