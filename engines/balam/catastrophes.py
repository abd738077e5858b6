"""4 - KATUN, CATASTROPHES: a catastrophe strikes only the king who turned it, and only
if he has the building (or city) it names; he pays it in full from his reserves and
garrisons, never from his own chest, or loses what it names. Our decision: the text
says not whom it strikes nor what goes, so it applies only to the player who turned
it, only to buildings he has, and he chooses which buildings he loses."""

from __future__ import annotations

import random

from engines.balam.actions import BalamLoseBuilding, BalamPayCatastrophe, BalamSuffer, itself
from engines.balam.components import CATASTROPHES, STORES, BalamBuildingKind, BalamZone, Catastrophe
from engines.balam.events import BalamBuildingLost, BalamCatastrophePaid, BalamCatastropheSuffered, BalamEvent
from engines.balam.state import BalamDecision, BalamState, owned_sites, stores
from engines.core.rules import Rule, accepted


def zone_cities(state: BalamState, seat: int, zone: BalamZone) -> list[int]:
    """The king's cities beside a volcano, or by the sea."""
    board = state.board
    beside = board.volcano_side if zone == BalamZone.VOLCANO_SIDE else board.sea_side
    return [s for s in owned_sites(state, seat) if beside[s]]


def losable(state: BalamState, seat: int, losses: tuple[BalamBuildingKind, ...]) -> list[tuple[int, int]]:
    """(site, slot) of the king's buildings of the kinds a catastrophe still takes."""
    return [(s, b.slot) for s in owned_sites(state, seat) for b in state.cities[s].buildings if b.kind in losses]


def struck(state: BalamState, seat: int, kind: str) -> bool:
    """ "si le joueur ne possède pas le bâtiment mentionné sur la carte, ses Mayas ne
    paient pas la pénalité"."""
    catastrophe = CATASTROPHES[kind]
    if catastrophe.zone is not None:
        return bool(zone_cities(state, seat, catastrophe.zone))
    return bool(losable(state, seat, catastrophe.losses))


def turned_catastrophe(state: BalamState) -> Catastrophe:
    return CATASTROPHES[state.ongoing_effect.card.kind]


# --- paying: in full or not at all; once the first token is paid, the rest follows ------


def _pay_options(state: BalamState, seat: int) -> list[BalamPayCatastrophe]:
    return [
        BalamPayCatastrophe(s, b.slot)
        for s in owned_sites(state, seat)
        for b in state.cities[s].buildings
        if b.kind in STORES
    ]


def _pay_refusal(state: BalamState, seat: int, a: BalamPayCatastrophe, _: BalamDecision) -> str | None:
    wealth, due = turned_catastrophe(state).wealth, state.ongoing_effect.due
    payable = stores(state, seat, wealth)
    if (a.site, a.slot) not in payable:
        return (
            f"a catastrophe is paid with the wealth it names ({wealth}), from your reserves and "
            "garrisons only, and in full"
        )
    if len(payable) < due:
        return f"this catastrophe is paid in full: {due} {wealth}, and your reserves and garrisons hold {len(payable)}"
    return None


def _pay_events(
    state: BalamState, seat: int, a: BalamPayCatastrophe, _: BalamDecision, rng: random.Random
) -> list[BalamEvent]:
    return [BalamCatastrophePaid(seat=seat, site=a.site, slot=a.slot)]


# --- suffering: the buildings named, chosen one by one, or every city of the zone ---------


def _suffer_events(
    state: BalamState, seat: int, a: BalamSuffer, _: BalamDecision, rng: random.Random
) -> list[BalamEvent]:
    return [BalamCatastropheSuffered(seat=seat)]


def _lose_options(state: BalamState, seat: int) -> list[BalamLoseBuilding]:
    return [BalamLoseBuilding(s, b.slot) for s in owned_sites(state, seat) for b in state.cities[s].buildings]


def _lose_refusal(state: BalamState, seat: int, a: BalamLoseBuilding, _: BalamDecision) -> str | None:
    if (a.site, a.slot) not in losable(state, seat, state.ongoing_effect.losses):
        kinds = " and ".join(dict.fromkeys(state.ongoing_effect.losses))
        return f"the catastrophe takes one of your buildings of the kinds it still names: {kinds}"
    return None


def _lose_events(
    state: BalamState, seat: int, a: BalamLoseBuilding, _: BalamDecision, rng: random.Random
) -> list[BalamEvent]:
    return [BalamBuildingLost(seat=seat, site=a.site, slot=a.slot)]


RULES: dict[type, Rule[BalamState, BalamDecision]] = {
    BalamPayCatastrophe: Rule(_pay_options, _pay_refusal, _pay_events),
    BalamSuffer: Rule(itself(BalamSuffer()), accepted, _suffer_events),
    BalamLoseBuilding: Rule(_lose_options, _lose_refusal, _lose_events),
}
