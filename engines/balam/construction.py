"""2 - CONSTRUCTIONS: on his own or a free site, one site per turn, as many buildings
as the king's personal wealth pays for; free removal; palace and temple over two
consecutive slots; markets spread small pyramids; piece limits."""

from __future__ import annotations

from msgspec.structs import replace

from engines.balam.actions import (
    BalamBuild,
    BalamBuildOn,
    BalamDemolish,
    BalamEndConstruction,
    BalamPayCost,
)
from engines.balam.cities import remove_building, spend, with_building, with_city
from engines.balam.components import (
    BUILDINGS,
    COST,
    LARGE_PYRAMIDS,
    SMALL_PYRAMIDS,
    TILE_OF,
    TILES,
    WEALTHS,
    WIDTH,
)
from engines.balam.events import (
    BalamBuildingBuilt,
    BalamBuildingDemolished,
    BalamConstructionEnded,
    BalamConstructionStarted,
    BalamCostPaid,
)
from engines.balam.state import (
    BalamBuilding,
    BalamCity,
    BalamState,
    BalamWorksite,
    buildings_in_play,
    count,
    owned_sites,
)
from engines.balam.turn import end_turn


def may_acquire(state: BalamState, seat: int) -> bool:
    """Acquiring a site puts one of the king's large pyramids on it."""
    return len(owned_sites(state, seat)) < LARGE_PYRAMIDS


def building_sites(state: BalamState, seat: int) -> list[int]:
    """A king builds on a site he owns or on one that belongs to nobody."""
    acquire = may_acquire(state, seat)
    return [s for s, c in enumerate(state.cities) if c.owner == seat or (c.owner is None and acquire)]


def covered(city: BalamCity) -> set[int]:
    return {b.slot + i for b in city.buildings for i in range(WIDTH[b.kind])}


def small_pyramids_left(state: BalamState, seat: int) -> int:
    neighbours = state.board.neighbours
    used = sum(
        1 + len(neighbours[s])
        for s, c in enumerate(state.cities)
        if c.owner == seat
        for b in c.buildings
        if b.kind == "market"
    )
    return SMALL_PYRAMIDS - used


def affordable(chest: tuple[int, ...], building: str) -> bool:
    wealth, n = COST[building]
    return sum(chest) >= n if wealth == "any" else count(chest, wealth) >= n


def tiles_left(state: BalamState) -> dict[str, int]:
    left = dict(TILES)
    for kind, n in buildings_in_play(state).items():
        left[TILE_OF[kind]] -= n
    return left


def slot_refusal(state: BalamState, site: int, building: str, slot: int) -> str | None:
    """Does `building` fit at `slot` (palace and temple on two consecutive free slots)?"""
    slots = state.board.sites[site].slots
    wanted = set(range(slot, slot + WIDTH[building]))
    if slot < 0 or max(wanted) >= slots:
        return f"this site has slots 0 to {slots - 1}; a {building} needs {len(wanted)} there"
    if wanted & covered(state.cities[site]):
        return "that slot is taken: remove the building first (buildings never move)"
    return None


def kind_refusals(state: BalamState, seat: int, site: int) -> dict[str, str | None]:
    """Per building: why the king cannot build one more on this site now, or None."""
    chest = state.kings[seat].chest
    tiles = tiles_left(state)
    pyramids_needed = 1 + len(state.board.neighbours[site])
    reasons: dict[str, str | None] = {}
    for building in BUILDINGS:
        wealth, n = COST[building]
        if not affordable(chest, building):
            reasons[building] = (
                f"a {building} costs {n} {'wealth' if wealth == 'any' else wealth}"
                " from your personal wealth and you do not have it"
            )
        elif tiles[TILE_OF[building]] <= 0:
            reasons[building] = f"no {TILE_OF[building]} building tile is left"
        elif building == "market" and small_pyramids_left(state, seat) < pyramids_needed:
            reasons[building] = (
                "a market needs a small pyramid for its site and each "
                "neighbouring site, and you do not have enough left"
            )
        else:
            reasons[building] = None
    return reasons


def refusal_to_build(state: BalamState, seat: int, site: int, building: str, slot: int) -> str | None:
    """Why `building` cannot go at `slot` of the worksite, or None if it can."""
    return slot_refusal(state, site, building, slot) or kind_refusals(state, seat, site)[building]


def build_actions(state: BalamState, seat: int) -> list:
    site, due = state.worksite.site, state.worksite.due
    chest = state.kings[seat].chest
    if due:
        return [BalamPayCost(w) for w, n in zip(WEALTHS, chest) if n]
    city = state.cities[site]
    slots = state.board.sites[site].slots
    actions: list = [BalamDemolish(b.slot) for b in city.buildings]
    actions += [
        BalamBuild(kind, slot)
        for kind, refused in kind_refusals(state, seat, site).items()
        if not refused
        for slot in range(slots)
        if slot_refusal(state, site, kind, slot) is None
    ]
    return actions + [BalamEndConstruction()]


def build_on(state: BalamState, seat: int, action: BalamBuildOn, rng) -> list:
    return [BalamConstructionStarted(seat=seat, site=action.site)]


def on_construction_started(state: BalamState, e: BalamConstructionStarted) -> BalamState:
    return replace(state, phase="build", war=None, worksite=BalamWorksite(site=e.site))


def demolish(state: BalamState, seat: int, action: BalamDemolish, rng) -> list:
    return [BalamBuildingDemolished(seat=seat, site=state.worksite.site, slot=action.slot)]


def on_demolished(state: BalamState, e: BalamBuildingDemolished) -> BalamState:
    # "il est possible de supprimer gratuitement et instantanément des bâtiments"
    return remove_building(state, e.site, e.slot, keep_owner=True)


def build(state: BalamState, seat: int, action: BalamBuild, rng) -> list:
    return [BalamBuildingBuilt(seat=seat, site=state.worksite.site, slot=action.slot, building=action.building)]


def on_built(state: BalamState, e: BalamBuildingBuilt) -> BalamState:
    city = state.cities[e.site]
    if city.owner is None:  # acquisition: the large pyramid goes on the site
        state = with_city(state, e.site, replace(city, owner=e.seat))
    state = with_building(state, e.site, BalamBuilding(kind=e.building, slot=e.slot))
    wealth, n = COST[e.building]
    if wealth == "any":  # the king picks the tokens one by one
        return replace(state, worksite=replace(state.worksite, due=n))
    return spend(state, e.seat, wealth)


def pay_cost(state: BalamState, seat: int, action: BalamPayCost, rng) -> list:
    return [BalamCostPaid(seat=seat, wealth=action.wealth)]


def on_cost_paid(state: BalamState, e: BalamCostPaid) -> BalamState:
    state = spend(state, e.seat, e.wealth)
    return replace(state, worksite=replace(state.worksite, due=state.worksite.due - 1))


def end_construction(state: BalamState, seat: int, action: BalamEndConstruction, rng) -> list:
    return [BalamConstructionEnded(seat=seat, site=state.worksite.site)]


def on_construction_ended(state: BalamState, e: BalamConstructionEnded) -> BalamState:
    city = state.cities[e.site]
    if not city.buildings and city.owner is not None:  # nothing left: the site is free
        state = with_city(state, e.site, BalamCity())
    return end_turn(state)
