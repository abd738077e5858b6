"""3 - GUERRES: one attack per turn from a city with garrisons to a neighbouring enemy
city; committed garrisons and obsidians, the defender's obsidians, dice, skulls,
destruction, prisoners, and the devastated city's free rebuild.

Our decisions: skulls remove garrisons (with their wealth) among those committed to
the attack, chosen by the attacker; the defender chooses his obsidians one by one,
from the attacked city and his adjacent cities."""

from __future__ import annotations

import random

from msgspec.structs import replace

from engines.balam.actions import (
    BalamAttack,
    BalamCommitGarrison,
    BalamDefend,
    BalamDestroy,
    BalamLaunchAttack,
    BalamLoseGarrison,
    BalamSpendObsidian,
    itself,
)
from engines.balam.cities import put_token
from engines.balam.components import DESTRUCTION_COST, DIE_FACES, GARRISON, OBSIDIAN, PRISONER
from engines.balam.construction import may_acquire, site_refusal
from engines.balam.events import (
    BalamAttackDeclared,
    BalamAttackLaunched,
    BalamBuildingDestroyed,
    BalamDefenceSet,
    BalamDiceRolled,
    BalamEvent,
    BalamGarrisonCommitted,
    BalamGarrisonLost,
    BalamObsidianSpent,
)
from engines.balam.state import (
    BalamBuilding,
    BalamDecision,
    BalamState,
    BalamWar,
    BalamWarStep,
    add,
    building_at,
    count,
)
from engines.balam.turn import end_turn
from engines.core.rules import Rule, accepted


def garrisons(state: BalamState, site: int) -> list[BalamBuilding]:
    return [b for b in state.cities[site].buildings if b.kind == GARRISON]


def armed(building: BalamBuilding) -> bool:
    """A garrison carrying an obsidian, which its king may spend in a war."""
    return building.wealth == (OBSIDIAN,)


def defending_sites(state: BalamState, war: BalamWar) -> list[int]:
    """The attacked city and the defender's cities directly next to it."""
    return [war.target] + [
        s for s in sorted(state.board.neighbours[war.target]) if state.cities[s].owner == war.defender
    ]


def defence_obsidians(state: BalamState, war: BalamWar) -> list[tuple[int, int]]:
    return [(s, b.slot) for s in defending_sites(state, war) for b in garrisons(state, s) if armed(b)]


def roll(state: BalamState, rng: random.Random) -> BalamDiceRolled:
    """The attacker throws one die per committed garrison."""
    faces = tuple(rng.choice(DIE_FACES) for _ in state.ongoing_war.committed)
    return BalamDiceRolled(seat=state.current, faces=faces)


# --- the attack: from a city holding a garrison to an enemy city at the end of a path --


def _attack_options(state: BalamState, seat: int) -> list[BalamAttack]:
    board = state.board
    return [
        BalamAttack(origin, target)
        for origin in range(len(state.cities))
        for target in sorted(board.neighbours[origin])
    ]


def _attack_refusal(state: BalamState, seat: int, a: BalamAttack, _: BalamDecision) -> str | None:
    if reason := site_refusal(state, a.origin) or site_refusal(state, a.target):
        return reason
    if state.cities[a.origin].owner != seat or not garrisons(state, a.origin):
        return "an attack starts from one of your cities holding a garrison"
    if a.target not in state.board.neighbours[a.origin]:
        return "you may attack only a city at the end of a path from your city"
    if state.cities[a.target].owner in (None, seat):
        return "you may attack only an enemy city"
    return None


def _attack_events(
    state: BalamState, seat: int, a: BalamAttack, _: BalamDecision, rng: random.Random
) -> list[BalamEvent]:
    return [BalamAttackDeclared(seat=seat, origin=a.origin, target=a.target)]


def _commit_options(state: BalamState, seat: int) -> list[BalamCommitGarrison]:
    slots = [b.slot for b in garrisons(state, state.ongoing_war.origin)]
    return [BalamCommitGarrison(slot, obsidian) for slot in slots for obsidian in (False, True)]


def _commit_refusal(state: BalamState, seat: int, a: BalamCommitGarrison, _: BalamDecision) -> str | None:
    war = state.ongoing_war
    b = building_at(state.cities[war.origin], a.slot)
    if b is None or b.kind != GARRISON:
        return f"there is no garrison at slot {a.slot} of the attacking city"
    if a.slot in war.committed:
        return "that garrison is already committed"
    if a.obsidian and not armed(b):
        return "that garrison carries no obsidian to spend"
    return None


def _commit_events(
    state: BalamState, seat: int, a: BalamCommitGarrison, _: BalamDecision, rng: random.Random
) -> list[BalamEvent]:
    return [BalamGarrisonCommitted(seat=seat, slot=a.slot, obsidian=a.obsidian)]


def _launch_refusal(state: BalamState, seat: int, a: BalamLaunchAttack, _: BalamDecision) -> str | None:
    if not state.ongoing_war.committed:
        return "commit at least one garrison before launching the attack"
    return None


def _launch_events(
    state: BalamState, seat: int, a: BalamLaunchAttack, _: BalamDecision, rng: random.Random
) -> list[BalamEvent]:
    events: list[BalamEvent] = [BalamAttackLaunched(seat=seat)]
    if not defence_obsidians(state, state.ongoing_war):  # the defender has nothing to decide
        events.append(roll(state, rng))
    return events


# --- the defence: obsidians of the attacked city and the defender's adjacent cities ----


def _spend_options(state: BalamState, seat: int) -> list[BalamSpendObsidian]:
    war = state.ongoing_war
    return [BalamSpendObsidian(s, b.slot) for s in defending_sites(state, war) for b in garrisons(state, s)]


def _spend_refusal(state: BalamState, seat: int, a: BalamSpendObsidian, _: BalamDecision) -> str | None:
    if a.site not in defending_sites(state, state.ongoing_war):
        return "the defender may spend only the obsidians of garrisons on the attacked city and his adjacent cities"
    b = building_at(state.cities[a.site], a.slot)
    if b is None or b.kind != GARRISON or not armed(b):
        return f"there is no garrison carrying an obsidian at slot {a.slot} of site {a.site}"
    return None


def _spend_events(
    state: BalamState, seat: int, a: BalamSpendObsidian, _: BalamDecision, rng: random.Random
) -> list[BalamEvent]:
    return [BalamObsidianSpent(seat=seat, site=a.site, slot=a.slot)]


def _defend_events(
    state: BalamState, seat: int, a: BalamDefend, _: BalamDecision, rng: random.Random
) -> list[BalamEvent]:
    return [BalamDefenceSet(seat=seat), roll(state, rng)]


# --- after the dice: skulls, then destruction ------------------------------------------


def _lose_options(state: BalamState, seat: int) -> list[BalamLoseGarrison]:
    return [BalamLoseGarrison(slot) for slot in state.ongoing_war.committed]


def _lose_refusal(state: BalamState, seat: int, a: BalamLoseGarrison, _: BalamDecision) -> str | None:
    if a.slot not in state.ongoing_war.committed:
        return (
            f"no garrison committed to the attack stands at slot {a.slot}: "
            "each skull removes one of the garrisons committed to the attack"
        )
    return None


def _lose_events(
    state: BalamState, seat: int, a: BalamLoseGarrison, _: BalamDecision, rng: random.Random
) -> list[BalamEvent]:
    return [BalamGarrisonLost(seat=seat, slot=a.slot)]


def _destroy_options(state: BalamState, seat: int) -> list[BalamDestroy]:
    return [BalamDestroy(b.slot) for b in state.cities[state.ongoing_war.target].buildings]


def _destroy_refusal(state: BalamState, seat: int, a: BalamDestroy, _: BalamDecision) -> str | None:
    war = state.ongoing_war
    b = building_at(state.cities[war.target], a.slot)
    if b is None:
        return f"the attacked city has no building at slot {a.slot}"
    if DESTRUCTION_COST[b.kind] > war.points:
        return (
            f"a {b.kind} needs {DESTRUCTION_COST[b.kind]} success points to be destroyed and you have {war.points} left"
        )
    return None


def _destroy_events(
    state: BalamState, seat: int, a: BalamDestroy, _: BalamDecision, rng: random.Random
) -> list[BalamEvent]:
    return [BalamBuildingDestroyed(seat=seat, site=state.ongoing_war.target, slot=a.slot)]


RULES: dict[type, Rule[BalamState, BalamDecision]] = {
    BalamAttack: Rule(_attack_options, _attack_refusal, _attack_events),
    BalamCommitGarrison: Rule(_commit_options, _commit_refusal, _commit_events),
    BalamLaunchAttack: Rule(itself(BalamLaunchAttack()), _launch_refusal, _launch_events),
    BalamSpendObsidian: Rule(_spend_options, _spend_refusal, _spend_events),
    BalamDefend: Rule(itself(BalamDefend()), accepted, _defend_events),
    BalamLoseGarrison: Rule(_lose_options, _lose_refusal, _lose_events),
    BalamDestroy: Rule(_destroy_options, _destroy_refusal, _destroy_events),
}


def advance(state: BalamState) -> BalamState:
    """Skulls first, then the attacker picks buildings until the difference is used up
    (it is "le nombre de bâtiments perdus", not an option) or only buildings dearer than
    the points left remain."""
    war = state.ongoing_war
    if war.skulls:
        return replace(state, war=replace(war, step=BalamWarStep.CASUALTIES))
    if any(DESTRUCTION_COST[b.kind] <= war.points for b in state.cities[war.target].buildings):
        return replace(state, war=replace(war, step=BalamWarStep.DESTROY))
    return take_prisoners(state)


def take_prisoners(state: BalamState) -> BalamState:
    """One prisoner per destroyed building, onto the attacking city's empty garrisons
    (one each); those it cannot hold are lost. Which empty garrison gets which prisoner
    changes nothing, so they fill in slot order. Then a devastated city may be rebuilt."""
    war = state.ongoing_war
    empty = [b.slot for b in garrisons(state, war.origin) if not b.wealth]
    for slot in empty[: min(war.captured, count(state.supply, PRISONER))]:
        state = put_token(state, war.origin, slot, PRISONER)
        state = replace(state, supply=add(state.supply, PRISONER, -1))
    if state.cities[war.target].owner is None and may_acquire(state, state.current):
        return replace(state, war=replace(war, step=BalamWarStep.REBUILD))
    return end_turn(state)
