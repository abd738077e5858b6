"""Why an action is refused, in words naming the rule. Legality itself is decided by
the listing (an action is accepted exactly when it is listed); this module only
explains a refusal."""

from __future__ import annotations

from engines.balam import actions as A
from engines.balam.components import DESTRUCTION_COST, LARGE_PYRAMIDS
from engines.balam.construction import may_acquire, refusal_to_build
from engines.balam.state import BalamState, building_at, count

# What the game waits for at each moment (a phase, or a phase and its step).
WAITING = {
    "divination": "the divining kings to look at Katun cards",
    "turn": "the king to pay 1 wealth or turn a Katun card",
    "act": "the king to build, attack or pass after paying his wealth",
    "build": "the king to build on his worksite",
    "war:commit": "the attacker to commit garrisons and launch the attack",
    "war:defence": "the defender to choose his obsidians",
    "war:casualties": "the attacker to remove a garrison for each skull",
    "war:destroy": "the attacker to choose the buildings destroyed",
    "war:rebuild": "the attacker to rebuild the devastated city or end his turn",
    "katun:blessing": "the king to take the wealth or the prestige of his Katun prospère",
    "katun:expedition": "the king to choose the wealth his expedition brings back",
    "katun:dowry": "the king to choose the dowry he takes from another king",
    "katun:offering": "the king to carry offerings to the cenotes",
    "katun:catastrophe": "the king to pay for the catastrophe or suffer it",
    "katun:paying": "the king to finish paying for the catastrophe",
    "katun:losing": "the king to choose the buildings the catastrophe takes",
    "distribution": "the kings to distribute their wealth",
    "over": "nothing: the game is over",
    "setup": "the table to be set",
}
MOMENTS_OF = {
    A.BalamDivine: ("divination",),
    A.BalamStopDivining: ("divination",),
    A.BalamPayTribute: ("turn",),
    A.BalamTurnKatun: ("turn",),
    A.BalamPass: ("act", "war:rebuild"),
    A.BalamBuildOn: ("act", "war:rebuild"),
    A.BalamAttack: ("act",),
    A.BalamDemolish: ("build",),
    A.BalamBuild: ("build",),
    A.BalamPayCost: ("build",),
    A.BalamEndConstruction: ("build",),
    A.BalamCommitGarrison: ("war:commit",),
    A.BalamLaunchAttack: ("war:commit",),
    A.BalamSpendObsidian: ("war:defence",),
    A.BalamDefend: ("war:defence",),
    A.BalamLoseGarrison: ("war:casualties",),
    A.BalamDestroy: ("war:destroy",),
    A.BalamTakeBlessing: ("katun:blessing",),
    A.BalamTakeWealth: ("katun:expedition",),
    A.BalamTakeDowry: ("katun:dowry",),
    A.BalamOffer: ("katun:offering",),
    A.BalamEndOffering: ("katun:offering",),
    A.BalamPayCatastrophe: ("katun:catastrophe", "katun:paying"),
    A.BalamSuffer: ("katun:catastrophe",),
    A.BalamLoseBuilding: ("katun:losing",),
    A.BalamMoveWealth: ("distribution",),
    A.BalamEndDistribution: ("distribution",),
}


def moment(state: BalamState) -> str:
    if state.phase == "war":
        return f"war:{state.war.step}"
    if state.phase == "katun":
        return f"katun:{state.effect.step}"
    return state.phase


def out_of_moment(state: BalamState, action) -> bool:
    return moment(state) not in MOMENTS_OF[type(action)]


def explain(state: BalamState, seat: int, action) -> str:
    waiting = WAITING[moment(state)]
    if out_of_moment(state, action):
        return f"you cannot do that now: the game waits for {waiting}"
    reason = _specific(state, seat, action)
    return reason or f"that is not allowed here: the game waits for {waiting}"


def _site(state: BalamState, site: int) -> str | None:
    n = len(state.cities)
    return None if 0 <= site < n else f"there is no site {site}: sites are 0 to {n - 1}"


def _specific(state: BalamState, seat: int, action) -> str | None:
    chest = state.kings[seat].chest
    match action:
        case A.BalamDivine(card=card):
            if not 0 <= card < len(state.katun):
                return f"there are only {len(state.katun)} Katun cards this round"
            if card in state.divined[seat]:
                return "you already looked at that Katun card"
        case A.BalamStopDivining() if state.rules < 2:
            return (
                "this match keeps the rules it was started with (version 1), under which "
                "a diviner looks at every card he may"
            )
        case A.BalamPayTribute(wealth=w) | A.BalamPayCost(wealth=w) if not count(chest, w):
            return f"you have no {w} in your personal wealth"
        case A.BalamTurnKatun(card=card):
            if not 0 <= card < len(state.katun):
                return f"there are only {len(state.katun)} Katun cards this round"
            if state.turned[card]:
                return "that Katun card is already turned"
        case A.BalamBuildOn(site=site):
            if state.phase == "war":
                return "after an assault you may only rebuild the city you devastated"
            owner = _site(state, site) or state.cities[site].owner
            if isinstance(owner, str):
                return owner
            if owner not in (None, seat):
                return "you may build only on your own sites or on sites that belong to nobody"
            if not may_acquire(state, seat):
                return f"all your {LARGE_PYRAMIDS} large pyramids are on the board"
        case A.BalamBuild(building=b, slot=slot):
            if state.worksite.due:
                return "first finish paying the building you placed"
            return refusal_to_build(state, seat, state.worksite.site, b, slot)
        case A.BalamDemolish(slot=slot):
            if state.worksite.due:
                return "first finish paying the building you placed"
            if building_at(state.cities[state.worksite.site], slot) is None:
                return f"no building starts at slot {slot} of this site"
        case A.BalamPayCost():
            return "nothing is left to pay"
        case A.BalamAttack(origin=origin, target=target):
            bad = _site(state, origin) or _site(state, target)
            if bad:
                return bad
            if state.cities[origin].owner != seat or not any(
                b.kind == "garrison" for b in state.cities[origin].buildings
            ):
                return "an attack starts from one of your cities holding a garrison"
            if target not in state.board.neighbours[origin]:
                return "you may attack only a city at the end of a path from your city"
            if state.cities[target].owner in (None, seat):
                return "you may attack only an enemy city"
        case A.BalamLaunchAttack():
            return "commit at least one garrison before launching the attack"
        case A.BalamCommitGarrison(slot=slot):
            b = building_at(state.cities[state.war.origin], slot)
            if b is None or b.kind != "garrison":
                return f"there is no garrison at slot {slot} of the attacking city"
            if slot in state.war.committed:
                return "that garrison is already committed"
            return "that garrison carries no obsidian to spend"
        case A.BalamDestroy(slot=slot):
            b = building_at(state.cities[state.war.target], slot)
            if b is None:
                return f"the attacked city has no building at slot {slot}"
            return (
                f"a {b.kind} needs {DESTRUCTION_COST[b.kind]} success points to be "
                f"destroyed and you have {state.war.points} left"
            )
        case A.BalamLoseGarrison():
            return "each skull removes one of the garrisons committed to the attack"
        case A.BalamSpendObsidian():
            return "the defender may spend only the obsidians of garrisons on the attacked city and his adjacent cities"
        case A.BalamPayCatastrophe():
            return "a catastrophe is paid with the wealth it names, from your reserves and garrisons only, and in full"
        case A.BalamMoveWealth():
            return (
                "your Mayas cannot carry that token there: it must be one of yours not "
                "yet delivered, go to your temple, palace, empty reserve or (obsidian "
                "only) empty garrison, and never through a site another king controls "
                "commercially"
            )
    return None
