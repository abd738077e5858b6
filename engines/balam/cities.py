"""Changing what stands on the board and who holds what, shared by every rule area."""

from __future__ import annotations

from msgspec.structs import replace

from engines.balam.components import BalamWealth
from engines.balam.state import BalamBuilding, BalamCity, BalamState, add, count, replace_at


def with_city(state: BalamState, site: int, city: BalamCity) -> BalamState:
    return replace(state, cities=replace_at(state.cities, site, city))


def with_building(state: BalamState, site: int, building: BalamBuilding) -> BalamState:
    """Replace the building standing at `building.slot` (or add it)."""
    city = state.cities[site]
    kept = tuple(b for b in city.buildings if b.slot != building.slot)
    ordered = tuple(sorted((*kept, building), key=lambda b: b.slot))
    return with_city(state, site, replace(city, buildings=ordered))


def discard(state: BalamState, tokens: tuple[BalamWealth, ...]) -> BalamState:
    """Tokens leave the table: back to the common supply."""
    supply = state.supply
    for token in tokens:
        supply = add(supply, token)
    return replace(state, supply=supply)


def remove_building(state: BalamState, site: int, slot: int, *, keep_owner: bool = False) -> BalamState:
    """The building goes with the wealth on it (its market pyramids are derived from the
    markets standing, so they leave too). A city that loses its last building belongs to
    nobody any more (CITÉ DÉVASTÉE) unless its owner is still rebuilding it."""
    city = state.cities[site]
    gone = next(b for b in city.buildings if b.slot == slot)
    left = tuple(b for b in city.buildings if b.slot != slot)
    owner = city.owner if left or keep_owner else None
    state = with_city(state, site, BalamCity(owner=owner, buildings=left))
    return discard(state, gone.wealth)


def remove_city(state: BalamState, site: int) -> BalamState:
    for b in state.cities[site].buildings:
        state = remove_building(state, site, b.slot)
    return state


def take_token(state: BalamState, site: int, slot: int) -> tuple[BalamState, BalamWealth]:
    """Lift the single token a village, garrison or storage holds."""
    b = next(b for b in state.cities[site].buildings if b.slot == slot)
    return with_building(state, site, replace(b, wealth=b.wealth[1:])), b.wealth[0]


def put_token(state: BalamState, site: int, slot: int, wealth: BalamWealth) -> BalamState:
    b = next(b for b in state.cities[site].buildings if b.slot == slot)
    return with_building(state, site, replace(b, wealth=(*b.wealth, wealth)))


def _chest_change(state: BalamState, seat: int, wealth: str, n: int) -> BalamState:
    king = state.kings[seat]
    king = replace(king, chest=add(king.chest, wealth, n))
    return replace(state, kings=replace_at(state.kings, seat, king))


def gain(state: BalamState, seat: int, wealth: str, n: int = 1) -> BalamState:
    """A king takes wealth from the supply, as much as is left of it."""
    n = min(n, count(state.supply, wealth))
    if n <= 0:
        return state
    state = replace(state, supply=add(state.supply, wealth, -n))
    return _chest_change(state, seat, wealth, n)


def spend(state: BalamState, seat: int, wealth: str) -> BalamState:
    """A king pays one token of his personal wealth back to the supply."""
    state = replace(state, supply=add(state.supply, wealth))
    return _chest_change(state, seat, wealth, -1)


def receive(state: BalamState, seat: int, wealth: str) -> BalamState:
    """A token in play goes before its king (a palace's tax)."""
    return _chest_change(state, seat, wealth, 1)


def move_chest(state: BalamState, seat: int, to_seat: int, wealth: str) -> BalamState:
    """One token passes from one king's chest to another's (princely dowry)."""
    return _chest_change(_chest_change(state, seat, wealth, -1), to_seat, wealth, 1)


def score(state: BalamState, seat: int, points: int) -> BalamState:
    king = state.kings[seat]
    king = replace(king, prestige=king.prestige + points)
    return replace(state, kings=replace_at(state.kings, seat, king))
