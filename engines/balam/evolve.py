"""Applying one event to the table. Pure: no chance, no check (decide checked).

Each fold may run the steps nobody decides that follow it (a war's next step, a
Katun card settled, the round's end), from the rule module of its section. The
events folded are whole: a seat's redacted copy (view.view_event) blanks the
Katun cards it may not see, which a determinization fills in before folding."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from msgspec.structs import replace

from engines.balam import events as ev
from engines.balam.catastrophes import losable, turned_catastrophe, zone_cities
from engines.balam.cities import (
    discard,
    gain,
    move_chest,
    put_token,
    remove_building,
    remove_city,
    score,
    spend,
    take_token,
    with_building,
    with_city,
)
from engines.balam.components import (
    CENOTE_MULTIPLIER,
    COST,
    DESTRUCTION_COST,
    MAIZE,
    SACRIFICE_PRESTIGE,
    SKULL,
    STARTING_MAIZE,
)
from engines.balam.katun import CHOICES, EFFECTS, named_wealth, something_to_offer
from engines.balam.round_end import finish, settle
from engines.balam.state import (
    BalamBuilding,
    BalamCity,
    BalamEffect,
    BalamEffectStep,
    BalamPhase,
    BalamState,
    BalamWar,
    BalamWarStep,
    BalamWorksite,
    replace_at,
)
from engines.balam.turn import end_turn, looks_left, start_round
from engines.balam.war import advance, defending_sites, garrisons


def evolve(state: BalamState, event: ev.BalamEvent) -> BalamState:
    return APPLY[type(event)](state, event)


# --- MISE EN PLACE --------------------------------------------------------------------


def deck_assembled(state: BalamState, event: ev.BalamDeckAssembled) -> BalamState:
    """The deck is laid down, each king takes his 6 maize, and the first round begins
    with seat 0 (left of whoever laid the board)."""
    assert event.cards is not None, "the deck is folded face up (hidden only from the seats' views)"
    state = replace(state, deck=event.cards)
    for seat in range(state.players):
        state = gain(state, seat, MAIZE, STARTING_MAIZE)
    return start_round(state, first=0)


# --- A - DÉBUT DE LA MANCHE and B - TOURS DE JEU (turn.py) ----------------------------


def card_divined(state: BalamState, event: ev.BalamCardDivined) -> BalamState:
    state = replace(state, divined=replace_at(state.divined, event.seat, (*state.divined[event.seat], event.card)))
    return looks_left(state, event.seat, state.peeks[event.seat] - 1)


def divination_stopped(state: BalamState, event: ev.BalamDivinationStopped) -> BalamState:
    return looks_left(state, event.seat, 0)


def tribute_paid(state: BalamState, event: ev.BalamTributePaid) -> BalamState:
    return replace(spend(state, event.seat, event.wealth), phase=BalamPhase.ACT)


def passed(state: BalamState, event: ev.BalamPassed) -> BalamState:
    return end_turn(state)


# --- 2 - CONSTRUCTIONS (construction.py) ----------------------------------------------


def construction_started(state: BalamState, event: ev.BalamConstructionStarted) -> BalamState:
    return replace(state, phase=BalamPhase.BUILD, war=None, worksite=BalamWorksite(site=event.site))


def building_demolished(state: BalamState, event: ev.BalamBuildingDemolished) -> BalamState:
    # "il est possible de supprimer gratuitement et instantanément des bâtiments"
    return remove_building(state, event.site, event.slot, keep_owner=True)


def building_built(state: BalamState, event: ev.BalamBuildingBuilt) -> BalamState:
    city = state.cities[event.site]
    if city.owner is None:  # acquisition: the large pyramid goes on the site
        state = with_city(state, event.site, replace(city, owner=event.seat))
    state = with_building(state, event.site, BalamBuilding(kind=event.building, slot=event.slot))
    wealth, n = COST[event.building]
    if wealth is None:  # the king picks the tokens one by one
        return replace(state, worksite=replace(state.ongoing_worksite, due=n))
    return spend(state, event.seat, wealth)


def cost_paid(state: BalamState, event: ev.BalamCostPaid) -> BalamState:
    state = spend(state, event.seat, event.wealth)
    worksite = state.ongoing_worksite
    return replace(state, worksite=replace(worksite, due=worksite.due - 1))


def construction_ended(state: BalamState, event: ev.BalamConstructionEnded) -> BalamState:
    city = state.cities[event.site]
    if not city.buildings and city.owner is not None:  # nothing left: the site is free
        state = with_city(state, event.site, BalamCity())
    return end_turn(state)


# --- 3 - GUERRES (war.py) -------------------------------------------------------------


def attack_declared(state: BalamState, event: ev.BalamAttackDeclared) -> BalamState:
    war = BalamWar(origin=event.origin, target=event.target, defender=_owner(state, event.target))
    return replace(state, phase=BalamPhase.WAR, war=war)


def _owner(state: BalamState, site: int) -> int:
    owner = state.cities[site].owner
    assert owner is not None, "only an enemy city is attacked"
    return owner


def garrison_committed(state: BalamState, event: ev.BalamGarrisonCommitted) -> BalamState:
    war = state.ongoing_war
    war = replace(war, committed=(*war.committed, event.slot))
    if event.obsidian:  # "Toutes les obsidiennes utilisées sont instantanément perdues"
        state, token = take_token(state, war.origin, event.slot)
        state = discard(state, (token,))
        war = replace(war, obsidians=war.obsidians + 1)
    return replace(state, war=war)


def attack_launched(state: BalamState, event: ev.BalamAttackLaunched) -> BalamState:
    return replace(state, war=replace(state.ongoing_war, step=BalamWarStep.DEFENCE))


def obsidian_spent(state: BalamState, event: ev.BalamObsidianSpent) -> BalamState:
    state, token = take_token(state, event.site, event.slot)
    state = discard(state, (token,))
    war = state.ongoing_war
    return replace(state, war=replace(war, defence_obsidians=war.defence_obsidians + 1))


def defence_set(state: BalamState, event: ev.BalamDefenceSet) -> BalamState:
    return state


def dice_rolled(state: BalamState, event: ev.BalamDiceRolled) -> BalamState:
    """Attack = success points + obsidians spent; defence = garrisons on the city and on
    the defender's adjacent cities + obsidians spent; the difference is the number of
    buildings lost. Each skull costs the attacker one committed garrison."""
    war = state.ongoing_war
    skulls = sum(f == SKULL for f in event.faces)
    attack_power = sum(f for f in event.faces if isinstance(f, int)) + war.obsidians
    defence = sum(len(garrisons(state, s)) for s in defending_sites(state, war))
    war = replace(war, points=max(0, attack_power - defence - war.defence_obsidians), skulls=skulls)
    if skulls >= len(war.committed):  # every committed garrison falls: nothing to choose
        for slot in war.committed:
            state = remove_building(state, war.origin, slot)
        war = replace(war, committed=(), skulls=0)
    return advance(replace(state, war=war))


def garrison_lost(state: BalamState, event: ev.BalamGarrisonLost) -> BalamState:
    war = state.ongoing_war
    state = remove_building(state, war.origin, event.slot)
    war = replace(war, skulls=war.skulls - 1, committed=tuple(s for s in war.committed if s != event.slot))
    return advance(replace(state, war=war))


def building_destroyed(state: BalamState, event: ev.BalamBuildingDestroyed) -> BalamState:
    war = state.ongoing_war
    kind = next(b.kind for b in state.cities[event.site].buildings if b.slot == event.slot)
    state = remove_building(state, event.site, event.slot)
    war = replace(war, points=war.points - DESTRUCTION_COST[kind], captured=war.captured + 1)
    return advance(replace(state, war=war))


# --- 4 - KATUN (katun.py) -------------------------------------------------------------


def katun_turned(state: BalamState, event: ev.BalamKatunTurned) -> BalamState:
    state = replace(state, turned=replace_at(state.turned, event.card, True), phase=BalamPhase.KATUN)
    card, seat = event.face, event.seat
    if card.kind in EFFECTS:
        return settle(EFFECTS[card.kind](state, seat, card))
    choice = CHOICES[card.kind]
    if not choice.asked(state, seat, card):
        return settle(state)
    return replace(state, effect=BalamEffect(card, choice.step, due=choice.due))


def blessing_taken(state: BalamState, event: ev.BalamBlessingTaken) -> BalamState:
    card = state.ongoing_effect.card
    if event.prestige:
        return settle(score(state, event.seat, card.prestige))
    return settle(gain(state, event.seat, named_wealth(card)))


def wealth_taken(state: BalamState, event: ev.BalamWealthTaken) -> BalamState:
    return settle(gain(state, event.seat, event.wealth))


def dowry_taken(state: BalamState, event: ev.BalamDowryTaken) -> BalamState:
    return settle(move_chest(state, event.from_seat, event.seat, event.wealth))


def offered(state: BalamState, event: ev.BalamOffered) -> BalamState:
    """A cenote sacrifice is worth twice a temple's."""
    state, token = take_token(state, event.site, event.slot)
    state = score(discard(state, (token,)), event.seat, CENOTE_MULTIPLIER * SACRIFICE_PRESTIGE[token])
    effect = state.ongoing_effect
    used = (*effect.cenotes, event.cenote)
    if not something_to_offer(state, event.seat, used):
        return settle(state)
    return replace(state, effect=replace(effect, cenotes=used))


def offering_ended(state: BalamState, event: ev.BalamOfferingEnded) -> BalamState:
    return settle(state)


# --- 4 - KATUN, CATASTROPHES (catastrophes.py) ----------------------------------------


def catastrophe_paid(state: BalamState, event: ev.BalamCatastrophePaid) -> BalamState:
    state, token = take_token(state, event.site, event.slot)
    state = discard(state, (token,))
    effect = state.ongoing_effect
    if effect.due == 1:
        return settle(state)
    return replace(state, effect=replace(effect, step=BalamEffectStep.PAYING, due=effect.due - 1))


def catastrophe_suffered(state: BalamState, event: ev.BalamCatastropheSuffered) -> BalamState:
    catastrophe = turned_catastrophe(state)
    if catastrophe.zone is not None:  # every such city goes, no choice
        for site in zone_cities(state, event.seat, catastrophe.zone):
            state = remove_city(state, site)
        return settle(state)
    effect = replace(state.ongoing_effect, step=BalamEffectStep.LOSING, losses=catastrophe.losses)
    return replace(state, effect=effect)


def building_lost(state: BalamState, event: ev.BalamBuildingLost) -> BalamState:
    kind = next(b.kind for b in state.cities[event.site].buildings if b.slot == event.slot)
    state = remove_building(state, event.site, event.slot)
    losses = list(state.ongoing_effect.losses)
    losses.remove(kind)
    if not losable(state, event.seat, tuple(losses)):  # nothing more of what it names
        return settle(state)
    return replace(state, effect=replace(state.ongoing_effect, losses=tuple(losses)))


# --- 6 - RÉPARTITION (round_end.py) ---------------------------------------------------


def wealth_moved(state: BalamState, event: ev.BalamWealthMoved) -> BalamState:
    state, token = take_token(state, event.site, event.slot)
    state = put_token(state, event.to_site, event.to_slot, token)
    d = state.ongoing_distribution
    return replace(state, distribution=replace(d, settled=(*d.settled, (event.to_site, event.to_slot))))


def distribution_ended(state: BalamState, event: ev.BalamDistributionEnded) -> BalamState:
    d = state.ongoing_distribution
    done = replace_at(d.done, event.seat, True)
    state = replace(state, distribution=replace(d, done=done))
    return finish(state) if all(done) else state


# Each event's fold (the table's values take the event of their key).
APPLY: dict[type, Callable[[BalamState, Any], BalamState]] = {
    ev.BalamDeckAssembled: deck_assembled,
    ev.BalamCardDivined: card_divined,
    ev.BalamDivinationStopped: divination_stopped,
    ev.BalamTributePaid: tribute_paid,
    ev.BalamPassed: passed,
    ev.BalamConstructionStarted: construction_started,
    ev.BalamBuildingDemolished: building_demolished,
    ev.BalamBuildingBuilt: building_built,
    ev.BalamCostPaid: cost_paid,
    ev.BalamConstructionEnded: construction_ended,
    ev.BalamAttackDeclared: attack_declared,
    ev.BalamGarrisonCommitted: garrison_committed,
    ev.BalamAttackLaunched: attack_launched,
    ev.BalamObsidianSpent: obsidian_spent,
    ev.BalamDefenceSet: defence_set,
    ev.BalamDiceRolled: dice_rolled,
    ev.BalamGarrisonLost: garrison_lost,
    ev.BalamBuildingDestroyed: building_destroyed,
    ev.BalamKatunTurned: katun_turned,
    ev.BalamBlessingTaken: blessing_taken,
    ev.BalamWealthTaken: wealth_taken,
    ev.BalamDowryTaken: dowry_taken,
    ev.BalamOffered: offered,
    ev.BalamOfferingEnded: offering_ended,
    ev.BalamCatastrophePaid: catastrophe_paid,
    ev.BalamCatastropheSuffered: catastrophe_suffered,
    ev.BalamBuildingLost: building_lost,
    ev.BalamWealthMoved: wealth_moved,
    ev.BalamDistributionEnded: distribution_ended,
}
