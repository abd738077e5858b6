"""2 - CONSTRUCTIONS: on his own or a free site, one site per turn, as many buildings
as the king's personal wealth pays for; free removal; palace and temple over two
consecutive slots; markets spread small pyramids; piece limits."""

from __future__ import annotations

import functools
import random

from engines.balam.actions import (
    BalamBuild,
    BalamBuildOn,
    BalamDemolish,
    BalamEndConstruction,
    BalamPayCost,
    itself,
)
from engines.balam.components import (
    BUILDINGS,
    COST,
    LARGE_PYRAMIDS,
    MARKET,
    SMALL_PYRAMIDS,
    TILE_OF,
    TILES,
    WEALTHS,
    WIDTH,
    BalamTile,
)
from engines.balam.events import (
    BalamBuildingBuilt,
    BalamBuildingDemolished,
    BalamConstructionEnded,
    BalamConstructionStarted,
    BalamCostPaid,
    BalamEvent,
)
from engines.balam.state import (
    BalamCity,
    BalamDecision,
    BalamState,
    building_at,
    buildings_in_play,
    count,
    owned_sites,
)
from engines.balam.turn import chest_refusal
from engines.core.rules import Rule


def may_acquire(state: BalamState, seat: int) -> bool:
    """Acquiring a site puts one of the king's large pyramids on it."""
    return len(owned_sites(state, seat)) < LARGE_PYRAMIDS


def covered(city: BalamCity) -> set[int]:
    return {b.slot + i for b in city.buildings for i in range(WIDTH[b.kind])}


def small_pyramids_left(state: BalamState, seat: int) -> int:
    neighbours = state.board.neighbours
    used = sum(
        1 + len(neighbours[s])
        for s, c in enumerate(state.cities)
        if c.owner == seat
        for b in c.buildings
        if b.kind == MARKET
    )
    return SMALL_PYRAMIDS - used


def affordable(chest: tuple[int, ...], building: str) -> bool:
    wealth, n = COST[building]
    return sum(chest) >= n if wealth is None else count(chest, wealth) >= n


def tiles_left(cities: tuple[BalamCity, ...]) -> dict[BalamTile, int]:
    return dict(_tiles_left(cities))


@functools.lru_cache(maxsize=64)  # asked for every building and slot of a worksite
def _tiles_left(cities: tuple[BalamCity, ...]) -> tuple[tuple[BalamTile, int], ...]:
    left = dict(TILES)
    for kind, n in buildings_in_play(cities).items():
        left[TILE_OF[kind]] -= n
    return tuple(left.items())


def slot_refusal(state: BalamState, site: int, building: str, slot: int) -> str | None:
    """Does `building` fit at `slot` (palace and temple on two consecutive free slots)?"""
    slots = state.board.sites[site].slots
    width = WIDTH[building]
    if slot < 0 or slot + width > slots:
        return f"this site has slots 0 to {slots - 1}; a {building} needs {width} there"
    if not covered(state.cities[site]).isdisjoint(range(slot, slot + width)):
        return "that slot is taken: remove the building first (buildings never move)"
    return None


def kind_refusal(state: BalamState, seat: int, site: int, building: str) -> str | None:
    """Why the king cannot build one more `building` on this site now, or None."""
    wealth, n = COST[building]
    if not affordable(state.kings[seat].chest, building):
        return f"a {building} costs {n} {wealth or 'wealth'} from your personal wealth and you do not have it"
    if tiles_left(state.cities)[TILE_OF[building]] <= 0:
        return f"no {TILE_OF[building]} building tile is left"
    if building == MARKET and small_pyramids_left(state, seat) < 1 + len(state.board.neighbours[site]):
        return "a market needs a small pyramid for its site and each neighbouring site, and you do not have enough left"
    return None


def site_refusal(state: BalamState, site: int) -> str | None:
    n = len(state.cities)
    return None if 0 <= site < n else f"there is no site {site}: sites are 0 to {n - 1}"


# --- choosing the site: after the tribute, or rebuilding a devastated city ----------


def _site_options(state: BalamState, seat: int) -> list[BalamBuildOn]:
    return [BalamBuildOn(s) for s in range(len(state.cities))]


def _site_refusal(state: BalamState, seat: int, a: BalamBuildOn, decision: BalamDecision) -> str | None:
    """A king builds on a site he owns or on one that belongs to nobody."""
    if decision == BalamDecision.REBUILD:
        if a.site != state.ongoing_war.target:
            return "after an assault you may only rebuild the city you devastated"
        return None
    if reason := site_refusal(state, a.site):
        return reason
    owner = state.cities[a.site].owner
    if owner not in (None, seat):
        return "you may build only on your own sites or on sites that belong to nobody"
    if owner is None and not may_acquire(state, seat):
        return f"all your {LARGE_PYRAMIDS} large pyramids are on the board"
    return None


def _site_events(
    state: BalamState, seat: int, a: BalamBuildOn, _: BalamDecision, rng: random.Random
) -> list[BalamEvent]:
    return [BalamConstructionStarted(seat=seat, site=a.site)]


# --- on the worksite ----------------------------------------------------------------


def unpaid(state: BalamState) -> str | None:
    if state.ongoing_worksite.due:
        return "first finish paying the building you placed"
    return None


def _demolish_options(state: BalamState, seat: int) -> list[BalamDemolish]:
    return [BalamDemolish(b.slot) for b in state.cities[state.ongoing_worksite.site].buildings]


def _demolish_refusal(state: BalamState, seat: int, a: BalamDemolish, _: BalamDecision) -> str | None:
    if reason := unpaid(state):
        return reason
    if building_at(state.cities[state.ongoing_worksite.site], a.slot) is None:
        return f"no building starts at slot {a.slot} of this site"
    return None


def _demolish_events(
    state: BalamState, seat: int, a: BalamDemolish, _: BalamDecision, rng: random.Random
) -> list[BalamEvent]:
    return [BalamBuildingDemolished(seat=seat, site=state.ongoing_worksite.site, slot=a.slot)]


def _build_options(state: BalamState, seat: int) -> list[BalamBuild]:
    slots = state.board.sites[state.ongoing_worksite.site].slots
    return [BalamBuild(kind, slot) for kind in BUILDINGS for slot in range(slots)]


def _build_refusal(state: BalamState, seat: int, a: BalamBuild, _: BalamDecision) -> str | None:
    site = state.ongoing_worksite.site
    return unpaid(state) or slot_refusal(state, site, a.building, a.slot) or kind_refusal(state, seat, site, a.building)


def _build_events(
    state: BalamState, seat: int, a: BalamBuild, _: BalamDecision, rng: random.Random
) -> list[BalamEvent]:
    return [BalamBuildingBuilt(seat=seat, site=state.ongoing_worksite.site, slot=a.slot, building=a.building)]


def _cost_options(state: BalamState, seat: int) -> list[BalamPayCost]:
    return [BalamPayCost(w) for w in WEALTHS]


def _cost_refusal(state: BalamState, seat: int, a: BalamPayCost, _: BalamDecision) -> str | None:
    if not state.ongoing_worksite.due:
        return "nothing is left to pay"
    return chest_refusal(state, seat, a.wealth)


def _cost_events(
    state: BalamState, seat: int, a: BalamPayCost, _: BalamDecision, rng: random.Random
) -> list[BalamEvent]:
    return [BalamCostPaid(seat=seat, wealth=a.wealth)]


def _end_refusal(state: BalamState, seat: int, a: BalamEndConstruction, _: BalamDecision) -> str | None:
    return unpaid(state)


def _end_events(
    state: BalamState, seat: int, a: BalamEndConstruction, _: BalamDecision, rng: random.Random
) -> list[BalamEvent]:
    return [BalamConstructionEnded(seat=seat, site=state.ongoing_worksite.site)]


RULES: dict[type, Rule[BalamState, BalamDecision]] = {
    BalamBuildOn: Rule(_site_options, _site_refusal, _site_events),
    BalamPayCost: Rule(_cost_options, _cost_refusal, _cost_events),
    BalamDemolish: Rule(_demolish_options, _demolish_refusal, _demolish_events),
    BalamBuild: Rule(_build_options, _build_refusal, _build_events),
    BalamEndConstruction: Rule(itself(BalamEndConstruction()), _end_refusal, _end_events),
}
