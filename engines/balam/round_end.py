"""C - FIN DE LA MANCHE: 5 - PRODUCTION, 6 - RÉPARTITION (transport, equipment,
storage, taxes, ceremony, losses), Chaak's clemency, and 7 - FIN DE PARTIE."""

from __future__ import annotations

from msgspec.structs import replace

from engines.balam.actions import BalamEndDistribution, BalamMoveWealth
from engines.balam.cities import (
    discard,
    gain,
    put_token,
    receive,
    score,
    take_token,
    with_building,
)
from engines.balam.components import (
    CHAAK_MAIZE,
    SACRIFICE_PRESTIGE,
    WEALTH_BONUS_DIVISOR,
)
from engines.balam.events import BalamDistributionEnded, BalamWealthMoved
from engines.balam.state import BalamDistribution, BalamState, add, count, owned_sites
from engines.balam.transport import can_carry, networks
from engines.balam.turn import start_round


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
        state, phase="distribution", worksite=None, war=None, effect=None, distribution=BalamDistribution(done=done)
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
                if b.kind == "village" and count(state.supply, wealth):
                    state = put_token(state, site, b.slot, wealth)
                    state = replace(state, supply=add(state.supply, wealth, -1))
    return state


# --- distribution -------------------------------------------------------------------


def sources(state: BalamState, seat: int) -> list[tuple[int, int, str]]:
    """Tokens the king's Mayas may still move: on villages, and on reserves and garrisons
    that did not receive them this round (a delivered token stays)."""
    settled = state.distribution.settled if state.distribution else ()
    return [
        (s, b.slot, b.wealth[0])
        for s in owned_sites(state, seat)
        for b in state.cities[s].buildings
        if b.wealth and b.kind in ("village", "storage", "garrison") and (s, b.slot) not in settled
    ]


def accepts(kind: str, held: int, token: str) -> bool:
    """Temple: 2 sacrifices; palace: 2 taxes; garrison: one obsidian (equipment);
    storage: one token of any kind."""
    if kind in ("temple", "palace"):
        return held < 2
    if kind == "garrison":
        return held == 0 and token == "obsidian"
    return kind == "storage" and held == 0


def distribution_actions(state: BalamState, seat: int) -> list:
    if state.distribution.done[seat]:
        return []
    net = networks(state, seat)
    targets = [
        (s, b)
        for s in owned_sites(state, seat)
        for b in state.cities[s].buildings
        if b.kind in ("temple", "palace", "garrison", "storage")
    ]
    return [
        BalamMoveWealth(site, slot, to_site, b.slot)
        for site, slot, token in sources(state, seat)
        for to_site, b in targets
        if (to_site, b.slot) != (site, slot) and accepts(b.kind, len(b.wealth), token) and can_carry(net, site, to_site)
    ] + [BalamEndDistribution()]


def move_wealth(state: BalamState, seat: int, action: BalamMoveWealth, rng) -> list:
    return [
        BalamWealthMoved(seat=seat, site=action.site, slot=action.slot, to_site=action.to_site, to_slot=action.to_slot)
    ]


def on_wealth_moved(state: BalamState, e: BalamWealthMoved) -> BalamState:
    state, token = take_token(state, e.site, e.slot)
    state = put_token(state, e.to_site, e.to_slot, token)
    d = state.distribution
    return replace(state, distribution=replace(d, settled=d.settled + ((e.to_site, e.to_slot),)))


def end_distribution(state: BalamState, seat: int, action: BalamEndDistribution, rng) -> list:
    return [BalamDistributionEnded(seat=seat)]


def on_distribution_ended(state: BalamState, e: BalamDistributionEnded) -> BalamState:
    d = state.distribution
    done = d.done[: e.seat] + (True,) + d.done[e.seat + 1 :]
    state = replace(state, distribution=replace(d, done=done))
    return finish(state) if all(done) else state


def finish(state: BalamState) -> BalamState:
    """Ceremonies and taxes, then losses (only reserves and garrison obsidians stay),
    Chaak's 2 maize until the eclipse, then the end of the game or a new round."""
    for site, city in enumerate(state.cities):
        for b in city.buildings:
            if not b.wealth:
                continue
            if b.kind == "temple":
                state = score(state, city.owner, sum(SACRIFICE_PRESTIGE[w] for w in b.wealth))
            elif b.kind == "palace":  # taxes go before the king
                for w in b.wealth:
                    state = receive(state, city.owner, w)
                state = with_building(state, site, replace(b, wealth=()))
                continue
            kept = b.kind == "storage" or (b.kind == "garrison" and b.wealth == ("obsidian",))
            if not kept:
                state = discard(with_building(state, site, replace(b, wealth=())), b.wealth)
    if not state.eclipse:
        for seat in turn_order(state):
            state = gain(state, seat, "maize", CHAAK_MAIZE)
    state = replace(state, distribution=None)
    if state.ball_games >= state.target_ball_games:
        return game_over(state)
    return start_round(state, next_first(state))


def game_over(state: BalamState) -> BalamState:
    """BONUS RICHESSES: half a point per personal wealth, rounded down."""
    for seat, king in enumerate(state.kings):
        state = score(state, seat, sum(king.chest) // WEALTH_BONUS_DIVISOR)
    return replace(state, phase="over")
