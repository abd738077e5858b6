"""Helpers shared by the Balam test files: build tables the rule text describes and
play decisions on them. (No tests here.)"""

from __future__ import annotations

import random

from msgspec.structs import replace

from engines.balam import GAME
from engines.balam.components import WEALTH_INDEX, WEALTHS
from engines.balam.state import (
    BalamBuilding,
    BalamCard,
    BalamCity,
    BalamKing,
    BalamOptions,
    BalamState,
)
from engines.core import fold


def table(players: int = 2, options: BalamOptions | None = None, seed: int = 0, **changes) -> BalamState:
    """A set table (deck assembled, first round dealt), then `changes` applied."""
    state = GAME.initial_state(players, options or BalamOptions())
    state = fold(GAME, state, GAME.setup(state, random.Random(seed)))
    return replace(state, **changes)


def chest(**wealth: int) -> tuple[int, ...]:
    counts = [0] * len(WEALTHS)
    for name, n in wealth.items():
        counts[WEALTH_INDEX[name]] = n
    return tuple(counts)


def city(owner: int | None, *buildings: tuple) -> BalamCity:
    """city(0, ("village", 0), ("temple", 1, ("maize",))) ..."""
    return BalamCity(
        owner=owner,
        buildings=tuple(
            BalamBuilding(kind=b[0], slot=b[1], wealth=tuple(b[2]) if len(b) > 2 else ()) for b in buildings
        ),
    )


def with_cities(state: BalamState, cities: dict[int, BalamCity]) -> BalamState:
    """Place cities and take the wealth on them out of the supply (conservation)."""
    all_cities = list(state.cities)
    supply = list(state.supply)
    for site, c in cities.items():
        all_cities[site] = c
        for b in c.buildings:
            for w in b.wealth:
                supply[WEALTH_INDEX[w]] -= 1
    return replace(state, cities=tuple(all_cities), supply=tuple(supply))


def with_kings(state: BalamState, *chests: tuple[int, ...], prestige=None) -> BalamState:
    """Set each king's chest, taking it from the supply (their 6 maize go back first)."""
    supply = list(state.supply)
    for k in state.kings:
        supply = [s + n for s, n in zip(supply, k.chest, strict=True)]
    kings = []
    for seat, c in enumerate(chests):
        supply = [s - n for s, n in zip(supply, c, strict=True)]
        kings.append(BalamKing(chest=c, prestige=prestige[seat] if prestige else 0))
    return replace(state, kings=tuple(kings), supply=tuple(supply))


def katun_row(state: BalamState, *cards: BalamCard, turned=None) -> BalamState:
    """This round's Katun cards (top of the deck keeps the rest)."""
    return replace(
        state,
        katun=tuple(cards),
        turned=tuple(turned) if turned else (False,) * len(cards),
        divined=((),) * state.players,
        peeks=(0,) * state.players,
        phase="turn",
    )


class Dice:
    """A stand-in RNG whose die throws are scripted (3 - GUERRES worked example)."""

    def __init__(self, *faces):
        self.faces = list(faces)

    def choice(self, seq):
        return self.faces.pop(0)


def play(state: BalamState, seat: int, *actions, rng=None) -> BalamState:
    for action in actions:
        events = GAME.decide(state, seat, action, rng or random.Random(0))
        state = fold(GAME, state, events)
    return state


def token_total(state: BalamState) -> dict[str, int]:
    totals = dict(zip(WEALTHS, state.supply, strict=True))
    for k in state.kings:
        for w, n in zip(WEALTHS, k.chest, strict=True):
            totals[w] += n
    for c in state.cities:
        for b in c.buildings:
            for w in b.wealth:
                totals[w] += 1
    return totals
