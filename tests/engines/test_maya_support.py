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
    built = Counter(seat for levels in state.pyramids for level in levels for seat in level)
    placed: dict[int, list[int]] = {seat: [] for seat in range(state.players)}
    for cards in state.quarries:
        for card in cards:
            placed[card.seat].append(card.value)
    for seat in range(state.players):
        assert state.supply[seat] >= 0 and state.stones[seat] >= 0 and state.gold[seat] >= 0
        total = state.supply[seat] + state.stones[seat] + built[seat]
        assert total == STONES_PER_COLOUR, f"seat {seat} has {total} stones in all"
        assert sorted(state.hands[seat] + tuple(placed[seat])) == sorted(WORKER_CARDS)
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
    for q, (quarry, cards) in enumerate(zip(view.quarries, state.quarries, strict=True)):
        revealed = state.is_revealed(q)
        assert [card.high for card in quarry.cards] == [not is_low(real.value) for real in cards]
        seen = [real.value if revealed or real.seat == seat else None for real in cards]
        assert [card.value for card in quarry.cards] == seen, "a face-down worker leaked"
    if seat is None:
        assert view.hand is None and view.transport_capacity is None
    elif state.hands:
        assert view.hand == state.hands[seat]
    bidding = _bidding(state)
    for player in view.players:
        if player.seat != seat and bidding:
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


def _within_backs(values: list[int], rng: random.Random) -> list[int]:
    """The values shuffled among the cards of their back (low, then high)."""
    shuffled = list(values)
    for low in (True, False):
        picked = [i for i, v in enumerate(values) if is_low(v) == low]
        drawn = [values[i] for i in picked]
        rng.shuffle(drawn)
        for i, v in zip(picked, drawn, strict=True):
            shuffled[i] = v
    return shuffled


def scramble(state: MayaState, seat: int, rng: random.Random) -> MayaState:
    """Another state `seat` cannot tell apart: the others' face-down workers and
    hands reshuffled within each back (low/high), their sealed bids redrawn."""
    hands = list(state.hands)
    quarries = [list(q) for q in state.quarries]
    face_down = [(q, j, card.seat) for q in range(len(quarries) - state.revealed) for j, card in enumerate(quarries[q])]
    for other in range(len(hands)):
        if other == seat:
            continue
        spots = [(q, j) for q, j, owner in face_down if owner == other]
        held = len(hands[other])
        values = _within_backs([*hands[other], *(quarries[q][j].value for q, j in spots)], rng)
        hands[other] = tuple(sorted(values[:held]))
        for (q, j), value in zip(spots, values[held:], strict=True):
            quarries[q][j] = MayaCard(other, value)
    bids = list(state.bids)
    if _bidding(state):
        for other, bid in enumerate(bids):
            if other != seat and bid is not None:
                bids[other] = rng.randint(0, state.gold[other])
    return replace(
        state,
        hands=tuple(hands),
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
