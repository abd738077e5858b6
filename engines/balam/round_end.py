"""C - FIN DE LA MANCHE: 5 - PRODUCTION, 6 - RÉPARTITION (transport, equipment,
storage, taxes, ceremony, losses), Chaak's clemency, and 7 - FIN DE PARTIE."""

from __future__ import annotations

import random

from msgspec.structs import replace

from engines.balam.actions import BalamEndDistribution, BalamMoveWealth, itself
from engines.balam.cities import discard, gain, put_token, receive, score, with_building
from engines.balam.components import (
    CHAAK_MAIZE,
    GARRISON,
    MAIZE,
    OBSIDIAN,
    PALACE,
    SACRIFICE_PRESTIGE,
    STORAGE,
    STORES,
    TEMPLE,
    VILLAGE,
    WEALTH_BONUS_DIVISOR,
)
from engines.balam.events import BalamDistributionEnded, BalamEvent, BalamWealthMoved
from engines.balam.state import (
    BalamBuilding,
    BalamDecision,
    BalamDistribution,
    BalamPhase,
    BalamState,
    add,
    building_at,
    count,
    owned_sites,
)
from engines.balam.transport import can_carry, networks
from engines.balam.turn import end_turn, start_round
from engines.core.rules import Rule, accepted

# Where the Mayas carry a token: temple (sacrifices), palace (taxes), garrison
# (equipment), reserve (storage).
DESTINATIONS = (TEMPLE, PALACE, GARRISON, STORAGE)


def settle(state: BalamState) -> BalamState:
    """A Katun card is applied: the round ends if it was the last one, else play goes on."""
    state = replace(state, effect=None)
    if all(state.turned):
        return begin(state)
    return end_turn(state)


def next_first(state: BalamState) -> int:
    """The next round starts left of whoever turned the last Katun card."""
    return (state.current + 1) % state.players


def turn_order(state: BalamState) -> list[int]:
    first = next_first(state)
    return [(first + i) % state.players for i in range(state.players)]


def begin(state: BalamState) -> BalamState:
    """Production, then the simultaneous distribution."""
    state = produce(state)
    done = tuple(not sources(state, s) for s in range(state.players))
    state = replace(
        state,
        phase=BalamPhase.DISTRIBUTION,
        worksite=None,
        war=None,
        effect=None,
        distribution=BalamDistribution(done=done),
    )
    return finish(state) if all(done) else state


def produce(state: BalamState) -> BalamState:
    """Each village yields one token of its site's production, placed on it. When tokens
    run short the turn order decides, from the next round's first player; a king's
    villages are served in board order."""
    sites = state.board.sites
    for seat in turn_order(state):
        for site in owned_sites(state, seat):
            wealth = sites[site].production
            for b in state.cities[site].buildings:
                if b.kind == VILLAGE and count(state.supply, wealth):
                    state = put_token(state, site, b.slot, wealth)
                    state = replace(state, supply=add(state.supply, wealth, -1))
    return state


# --- distribution -------------------------------------------------------------------


def sources(state: BalamState, seat: int) -> list[tuple[int, int, str]]:
    """Tokens the king's Mayas may still move: on villages, and on reserves and garrisons
    that did not receive them this round (a delivered token stays)."""
    return [
        (s, b.slot, b.wealth[0])
        for s in owned_sites(state, seat)
        for b in state.cities[s].buildings
        if movable(state, s, b)
    ]


def movable(state: BalamState, site: int, b: BalamBuilding) -> bool:
    """May the token on this building of the king's still be moved (see `sources`)?"""
    settled = state.distribution.settled if state.distribution else ()
    return bool(b.wealth) and b.kind in (VILLAGE, *STORES) and (site, b.slot) not in settled


def accepts(kind: str, held: int, token: str) -> bool:
    """Temple: 2 sacrifices; palace: 2 taxes; garrison: one obsidian (equipment);
    storage: one token of any kind."""
    if kind in (TEMPLE, PALACE):
        return held < 2
    if kind == GARRISON:
        return held == 0 and token == OBSIDIAN
    return kind == STORAGE and held == 0


def _move_options(state: BalamState, seat: int) -> list[BalamMoveWealth]:
    targets = [
        (s, b.slot) for s in owned_sites(state, seat) for b in state.cities[s].buildings if b.kind in DESTINATIONS
    ]
    return [BalamMoveWealth(site, slot, *target) for site, slot, _ in sources(state, seat) for target in targets]


def _move_refusal(state: BalamState, seat: int, a: BalamMoveWealth, _: BalamDecision) -> str | None:
    source = building_at(state.cities[a.site], a.slot) if 0 <= a.site < len(state.cities) else None
    if source is None or state.cities[a.site].owner != seat or not movable(state, a.site, source):
        return (
            "your Mayas move a token of yours not yet delivered: one on a village, or on a reserve "
            "or garrison that did not receive it this round"
        )
    target = building_at(state.cities[a.to_site], a.to_slot) if 0 <= a.to_site < len(state.cities) else None
    if target is None or state.cities[a.to_site].owner != seat or target.kind not in DESTINATIONS:
        return "a token goes to one of your temples, palaces, garrisons or reserves"
    if (a.to_site, a.to_slot) == (a.site, a.slot):
        return "the token is already there"
    if not accepts(target.kind, len(target.wealth), source.wealth[0]):
        return _full(target)
    if not can_carry(networks(state, seat), a.site, a.to_site):
        return "your Mayas cannot carry that token there: the way crosses a site another king controls commercially"
    return None


def _full(target: BalamBuilding) -> str:
    if target.kind == GARRISON and not target.wealth:
        return "a garrison is equipped with an obsidian only"
    return f"that {target.kind} holds all the tokens it can this round"


def _move_events(
    state: BalamState, seat: int, a: BalamMoveWealth, _: BalamDecision, rng: random.Random
) -> list[BalamEvent]:
    return [BalamWealthMoved(seat=seat, site=a.site, slot=a.slot, to_site=a.to_site, to_slot=a.to_slot)]


def _end_events(
    state: BalamState, seat: int, a: BalamEndDistribution, _: BalamDecision, rng: random.Random
) -> list[BalamEvent]:
    return [BalamDistributionEnded(seat=seat)]


RULES: dict[type, Rule[BalamState, BalamDecision]] = {
    BalamMoveWealth: Rule(_move_options, _move_refusal, _move_events),
    BalamEndDistribution: Rule(itself(BalamEndDistribution()), accepted, _end_events),
}


# --- the round's end ------------------------------------------------------------------


def finish(state: BalamState) -> BalamState:
    """Ceremonies and taxes, then losses (only reserves and garrison obsidians stay),
    Chaak's 2 maize until the eclipse, then the end of the game or a new round."""
    for site, city in enumerate(state.cities):
        for b in city.buildings:
            if b.wealth and city.owner is not None:  # (a city with buildings has a king)
                state = _ceremony(state, site, city.owner, b)
    if not state.eclipse:
        for seat in turn_order(state):
            state = gain(state, seat, MAIZE, CHAAK_MAIZE)
    state = replace(state, distribution=None)
    if state.ball_games >= state.target_ball_games:
        return game_over(state)
    return start_round(state, next_first(state))


def _ceremony(state: BalamState, site: int, owner: int, b: BalamBuilding) -> BalamState:
    """What becomes of the tokens on one building at the round's end."""
    if b.kind == TEMPLE:  # sacrifices: prestige, and the tokens are lost below
        state = score(state, owner, sum(SACRIFICE_PRESTIGE[w] for w in b.wealth))
    elif b.kind == PALACE:  # taxes go before the king
        for w in b.wealth:
            state = receive(state, owner, w)
        return with_building(state, site, replace(b, wealth=()))
    if b.kind == STORAGE or (b.kind == GARRISON and b.wealth == (OBSIDIAN,)):
        return state
    return discard(with_building(state, site, replace(b, wealth=())), b.wealth)


def game_over(state: BalamState) -> BalamState:
    """BONUS RICHESSES: half a point per personal wealth, rounded down."""
    for seat, king in enumerate(state.kings):
        state = score(state, seat, sum(king.chest) // WEALTH_BONUS_DIVISOR)
    return replace(state, phase=BalamPhase.OVER)
