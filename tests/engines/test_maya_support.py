"""Shared helpers for the Maya tests: playing scripted actions, the
conformance hooks (conservation, leaks, scramble)."""

from __future__ import annotations

import random
from collections import Counter

from msgspec.structs import replace

from engines.core import rng_for
from engines.maya import GAME
from engines.maya.components import STONES_PER_COLOUR, WORKER_CARDS, is_low
from engines.maya.events import MayaBidSealed, MayaWorkerPlaced
from engines.maya.state import MayaCard, MayaOptions, MayaState


def new_game(players: int = 3, professional: bool = False) -> MayaState:
    state = GAME.initial_state(players, MayaOptions(professional=professional))
    for event in GAME.setup(state, rng_for(0, 0)):
        state = GAME.evolve(state, event)
    return state


def act(state: MayaState, seat: int, action, seed: int = 0) -> tuple[MayaState, list]:
    events = GAME.decide(state, seat, action, rng_for(seed, 1))
    for event in events:
        state = GAME.evolve(state, event)
    return state, events


def play(state: MayaState, *moves) -> MayaState:
    """Apply (seat, action) pairs in order."""
    for seat, action in moves:
        state, _ = act(state, seat, action)
    return state


def stones_of(state: MayaState, seat: int) -> int:
    return sum(level.count(seat) for levels in state.pyramids for level in levels)


# --- conformance hooks -----------------------------------------------------


def invariant(state: MayaState) -> None:
    if not state.gold:
        return
    for seat in range(state.players):
        assert state.supply[seat] >= 0 and state.stones[seat] >= 0 and state.gold[seat] >= 0
        total = state.supply[seat] + state.stones[seat] + stones_of(state, seat)
        assert total == STONES_PER_COLOUR, f"seat {seat} has {total} stones in all"
        placed = [c.value for q in state.quarries for c in q if c.seat == seat]
        assert sorted(state.hands[seat] + tuple(placed)) == sorted(WORKER_CARDS)
        assert list(state.hands[seat]) == sorted(state.hands[seat])
    assert sum(state.gold) == state.bank, "gold must come from the bank"
    for spec, levels in zip(state.pyramid_specs, state.pyramids, strict=True):
        for capacity, stones in zip(spec.capacity, levels, strict=True):
            assert len(stones) <= capacity
    for cards, spec in zip(state.quarries, state.quarry_specs, strict=True):
        assert len(cards) <= spec.max_cards


def _bidding(state: MayaState) -> bool:
    return any(p.decision == "bid" for p in state.pending)


def check_view(state: MayaState, seat: int | None, view) -> None:
    for q, quarry in enumerate(view.quarries):
        for card, real in zip(quarry.cards, state.quarries[q], strict=True):
            assert card.high == (not is_low(real.value))
            if state.is_revealed(q) or real.seat == seat:
                assert card.value == real.value
            else:
                assert card.value is None, "a face-down worker leaked"
    if seat is None:
        assert view.hand is None and view.transport_capacity is None
    elif state.hands:
        assert view.hand == state.hands[seat]
    for player in view.players:
        if player.seat != seat and _bidding(state):
            assert player.bid is None, "a sealed bid leaked"
        assert player.has_bid == (state.bids[player.seat] is not None)


def check_event(event, seat: int | None, redacted) -> None:
    if isinstance(event, MayaWorkerPlaced):
        assert redacted.high == event.high
        assert redacted.value == (event.value if seat == event.seat else None)
    elif isinstance(event, MayaBidSealed):
        assert redacted.gold == (event.gold if seat == event.seat else None)
    else:
        assert redacted == event


def scramble(state: MayaState, seat: int, rng: random.Random) -> MayaState:
    """Another state `seat` cannot tell apart: the others' face-down workers and
    hands reshuffled within each back (low/high), their sealed bids redrawn."""
    hands = [list(h) for h in state.hands]
    quarries = [list(q) for q in state.quarries]
    for other in range(state.players):
        if other == seat or not hands:
            continue
        slots = [("hand", i) for i in range(len(hands[other]))] + [
            ("quarry", q, j)
            for q, cards in enumerate(quarries)
            if not state.is_revealed(q)
            for j, card in enumerate(cards)
            if card.seat == other
        ]
        values = [hands[other][s[1]] if s[0] == "hand" else quarries[s[1]][s[2]].value for s in slots]
        for low in (True, False):
            picked = [i for i, v in enumerate(values) if is_low(v) == low]
            shuffled = [values[i] for i in picked]
            rng.shuffle(shuffled)
            for i, v in zip(picked, shuffled, strict=True):
                values[i] = v
        new_hand = []
        for slot, value in zip(slots, values, strict=True):
            if slot[0] == "hand":
                new_hand.append(value)
            else:
                quarries[slot[1]][slot[2]] = MayaCard(other, value)
        hands[other] = sorted(new_hand)
    bids = list(state.bids)
    if _bidding(state):
        for other, bid in enumerate(bids):
            if other != seat and bid is not None:
                bids[other] = rng.randint(0, state.gold[other])
    return replace(
        state,
        hands=tuple(tuple(h) for h in hands),
        quarries=tuple(tuple(q) for q in quarries),
        bids=tuple(bids),
    )


def gold_from_events(players: int, events: list) -> list[int]:
    """Each seat's gold recomputed from the log: payouts, forced passes, bids paid."""
    gold = Counter()
    for e in events:
        name = type(e).__name__
        if name == "MayaLevelScored":
            for s in e.first:
                gold[s] += e.first_gold
            for s in e.second:
                gold[s] += e.second_gold
        elif name == "MayaBuildingPassed":
            gold[e.seat] += e.gold
        elif name == "MayaBidsRevealed":
            for s in e.buyers:
                gold[s] -= e.bids[s]
    return [gold[s] for s in range(players)]


def start_round(players: int = 3, professional: bool = False) -> MayaState:
    """Past set-up: every seat put its two starting stones in pyramids seat and seat+1."""
    from engines.maya.actions import MayaPlaceStartingStone

    state = new_game(players, professional)
    pyramids = len(state.pyramids)
    for turn in range(2):
        for seat in range(players):
            state, _ = act(state, seat, MayaPlaceStartingStone((seat + turn) % pyramids))
    return state


def stop_all(state: MayaState) -> MayaState:
    """Everybody still placing passes, in turn."""
    from engines.maya.actions import MayaStopPlacing

    while state.phase == "placement":
        state, _ = act(state, GAME.to_move(state)[0], MayaStopPlacing())
    return state


def building_state(players: int, pyramids, stones, turn: int, **changes) -> MayaState:
    """Phase 2 with the given pyramids (per level, the seat of each stone) and stones in hand."""
    from engines.maya.state import MayaPending

    state = start_round(players)
    pyramids = tuple(tuple(tuple(level) for level in levels) for levels in pyramids)
    state = replace(state, pyramids=pyramids, stones=tuple(stones))
    supply = tuple(STONES_PER_COLOUR - stones[s] - stones_of(state, s) for s in range(players))
    return replace(state, phase="building", supply=supply, pending=(MayaPending(turn, "build"),), **changes)
