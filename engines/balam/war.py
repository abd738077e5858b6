"""3 - GUERRES: one attack per turn from a city with garrisons to a neighbouring enemy
city; committed garrisons and obsidians, the defender's obsidians, dice, skulls,
destruction, prisoners, and the devastated city's free rebuild."""

from __future__ import annotations

from msgspec.structs import replace

from engines.balam.actions import (
    BalamAttack,
    BalamBuildOn,
    BalamCommitGarrison,
    BalamDefend,
    BalamDestroy,
    BalamLaunchAttack,
    BalamLoseGarrison,
    BalamPass,
    BalamSpendObsidian,
)
from engines.balam.cities import discard, put_token, remove_building, take_token
from engines.balam.components import DESTRUCTION_COST, DIE_FACES, SKULL
from engines.balam.construction import may_acquire
from engines.balam.events import (
    BalamAttackDeclared,
    BalamAttackLaunched,
    BalamBuildingDestroyed,
    BalamDefenceSet,
    BalamDiceRolled,
    BalamGarrisonCommitted,
    BalamGarrisonLost,
    BalamObsidianSpent,
)
from engines.balam.state import BalamState, BalamWar, add, count
from engines.balam.turn import end_turn


def garrisons(state: BalamState, site: int) -> list:
    return [b for b in state.cities[site].buildings if b.kind == "garrison"]


def attack_actions(state: BalamState, seat: int) -> list:
    """From a city holding at least one garrison, to an enemy city at the end of a path."""
    actions = []
    for origin, city in enumerate(state.cities):
        if city.owner != seat or not garrisons(state, origin):
            continue
        for target in sorted(state.board.neighbours[origin]):
            if state.cities[target].owner not in (None, seat):
                actions.append(BalamAttack(origin, target))
    return actions


def defending_sites(state: BalamState, war: BalamWar) -> list[int]:
    """The attacked city and the defender's cities directly next to it."""
    return [war.target] + [
        s for s in sorted(state.board.neighbours[war.target]) if state.cities[s].owner == war.defender
    ]


def defence_obsidians(state: BalamState, war: BalamWar) -> list[tuple[int, int]]:
    return [(s, b.slot) for s in defending_sites(state, war) for b in garrisons(state, s) if b.wealth == ("obsidian",)]


def war_actions(state: BalamState, seat: int) -> list:
    war = state.war
    if war.step == "commit":
        actions: list = []
        for b in garrisons(state, war.origin):
            if b.slot not in war.committed:
                actions.append(BalamCommitGarrison(b.slot, False))
                if b.wealth == ("obsidian",):
                    actions.append(BalamCommitGarrison(b.slot, True))
        return actions + ([BalamLaunchAttack()] if war.committed else [])
    if war.step == "defence":
        return [BalamSpendObsidian(s, slot) for s, slot in defence_obsidians(state, war)] + [BalamDefend()]
    if war.step == "casualties":
        return [BalamLoseGarrison(slot) for slot in war.committed]
    if war.step == "destroy":
        return [
            BalamDestroy(b.slot) for b in state.cities[war.target].buildings if DESTRUCTION_COST[b.kind] <= war.points
        ]
    return [BalamBuildOn(war.target), BalamPass()]  # rebuild the devastated city?


def war_mover(state: BalamState) -> int:
    return state.war.defender if state.war.step == "defence" else state.current


# --- deciding -----------------------------------------------------------------------


def attack(state: BalamState, seat: int, action: BalamAttack, rng) -> list:
    return [BalamAttackDeclared(seat=seat, origin=action.origin, target=action.target)]


def commit_garrison(state: BalamState, seat: int, action: BalamCommitGarrison, rng) -> list:
    return [BalamGarrisonCommitted(seat=seat, slot=action.slot, obsidian=action.obsidian)]


def roll(state: BalamState, rng) -> BalamDiceRolled:
    """The attacker throws one die per committed garrison."""
    faces = tuple(rng.choice(DIE_FACES) for _ in state.war.committed)
    return BalamDiceRolled(seat=state.current, faces=faces)


def launch_attack(state: BalamState, seat: int, action: BalamLaunchAttack, rng) -> list:
    events: list = [BalamAttackLaunched(seat=seat)]
    if not defence_obsidians(state, state.war):  # the defender has nothing to decide
        events.append(roll(state, rng))
    return events


def spend_obsidian(state: BalamState, seat: int, action: BalamSpendObsidian, rng) -> list:
    return [BalamObsidianSpent(seat=seat, site=action.site, slot=action.slot)]


def defend(state: BalamState, seat: int, action: BalamDefend, rng) -> list:
    return [BalamDefenceSet(seat=seat), roll(state, rng)]


def lose_garrison(state: BalamState, seat: int, action: BalamLoseGarrison, rng) -> list:
    return [BalamGarrisonLost(seat=seat, slot=action.slot)]


def destroy(state: BalamState, seat: int, action: BalamDestroy, rng) -> list:
    return [BalamBuildingDestroyed(seat=seat, site=state.war.target, slot=action.slot)]


# --- applying -----------------------------------------------------------------------


def on_attack_declared(state: BalamState, e: BalamAttackDeclared) -> BalamState:
    war = BalamWar(origin=e.origin, target=e.target, defender=state.cities[e.target].owner)
    return replace(state, phase="war", war=war)


def on_garrison_committed(state: BalamState, e: BalamGarrisonCommitted) -> BalamState:
    war = state.war
    war = replace(war, committed=war.committed + (e.slot,))
    if e.obsidian:  # "Toutes les obsidiennes utilisées sont instantanément perdues"
        state, token = take_token(state, war.origin, e.slot)
        state = discard(state, (token,))
        war = replace(war, obsidians=war.obsidians + 1)
    return replace(state, war=war)


def on_attack_launched(state: BalamState, e: BalamAttackLaunched) -> BalamState:
    return replace(state, war=replace(state.war, step="defence"))


def on_obsidian_spent(state: BalamState, e: BalamObsidianSpent) -> BalamState:
    state, token = take_token(state, e.site, e.slot)
    state = discard(state, (token,))
    war = state.war
    return replace(state, war=replace(war, defence_obsidians=war.defence_obsidians + 1))


def on_defence_set(state: BalamState, e: BalamDefenceSet) -> BalamState:
    return state


def on_dice_rolled(state: BalamState, e: BalamDiceRolled) -> BalamState:
    """Attack = success points + obsidians spent; defence = garrisons on the city and on
    the defender's adjacent cities + obsidians spent; the difference is the number of
    buildings lost. Each skull costs the attacker one committed garrison."""
    war = state.war
    skulls = sum(f == SKULL for f in e.faces)
    attack_power = sum(f for f in e.faces if f != SKULL) + war.obsidians
    defence = sum(len(garrisons(state, s)) for s in defending_sites(state, war))
    war = replace(war, points=max(0, attack_power - defence - war.defence_obsidians), skulls=skulls)
    if skulls >= len(war.committed):  # every committed garrison falls: nothing to choose
        for slot in war.committed:
            state = remove_building(state, war.origin, slot)
        war = replace(war, committed=(), skulls=0)
    return advance(replace(state, war=war))


def on_garrison_lost(state: BalamState, e: BalamGarrisonLost) -> BalamState:
    war = state.war
    state = remove_building(state, war.origin, e.slot)
    war = replace(war, skulls=war.skulls - 1, committed=tuple(s for s in war.committed if s != e.slot))
    return advance(replace(state, war=war))


def on_building_destroyed(state: BalamState, e: BalamBuildingDestroyed) -> BalamState:
    war = state.war
    kind = next(b.kind for b in state.cities[e.site].buildings if b.slot == e.slot)
    state = remove_building(state, e.site, e.slot)
    war = replace(war, points=war.points - DESTRUCTION_COST[kind], captured=war.captured + 1)
    return advance(replace(state, war=war))


def advance(state: BalamState) -> BalamState:
    """Skulls first, then the attacker picks buildings until the difference is used up
    (it is "le nombre de bâtiments perdus", not an option) or only buildings dearer than
    the points left remain."""
    war = state.war
    if war.skulls:
        return replace(state, war=replace(war, step="casualties"))
    if any(DESTRUCTION_COST[b.kind] <= war.points for b in state.cities[war.target].buildings):
        return replace(state, war=replace(war, step="destroy"))
    return take_prisoners(state)


def take_prisoners(state: BalamState) -> BalamState:
    """One prisoner per destroyed building, onto the attacking city's empty garrisons
    (one each); those it cannot hold are lost. Which empty garrison gets which prisoner
    changes nothing, so they fill in slot order. Then a devastated city may be rebuilt."""
    war = state.war
    empty = [b.slot for b in garrisons(state, war.origin) if not b.wealth]
    for slot in empty[: min(war.captured, count(state.supply, "prisoner"))]:
        state = put_token(state, war.origin, slot, "prisoner")
        state = replace(state, supply=add(state.supply, "prisoner", -1))
    if state.cities[war.target].owner is None and may_acquire(state, state.current):
        return replace(state, war=replace(war, step="rebuild"))
    return end_turn(state)
