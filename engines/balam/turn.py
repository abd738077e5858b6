"""A - DÉBUT DE LA MANCHE (cards, divination) and B - TOURS DE JEU (whose turn, and the
choice between paying a tribute and turning a Katun card)."""

from __future__ import annotations

from msgspec.structs import replace

from engines.balam.actions import (
    BalamDivine,
    BalamPass,
    BalamPayTribute,
    BalamStopDivining,
    BalamTurnKatun,
)
from engines.balam.cities import spend
from engines.balam.components import WEALTHS
from engines.balam.events import (
    BalamCardDivined,
    BalamDivinationStopped,
    BalamPassed,
    BalamTributePaid,
)
from engines.balam.state import BalamState


def podium(counts: list[int]) -> list[str | None]:
    """1 - DIVINATION's ranking, also used by ball games: "first" for a single leader,
    "second" for a single runner-up or for each of exactly two leaders; ties of three or
    more leaders, or of two or three runners-up, get nothing. A seat ranks only with at
    least one observatory / ball court (DECISIONS.md)."""
    places: list[str | None] = [None] * len(counts)
    levels = sorted({c for c in counts if c > 0}, reverse=True)
    if not levels:
        return places
    leaders = [s for s, c in enumerate(counts) if c == levels[0]]
    if len(leaders) == 2:
        for s in leaders:
            places[s] = "second"
    if len(leaders) != 1:
        return places
    places[leaders[0]] = "first"
    runners = [s for s, c in enumerate(counts) if len(levels) > 1 and c == levels[1]]
    if len(runners) == 1:
        places[runners[0]] = "second"
    return places


def start_round(state: BalamState, first: int) -> BalamState:
    """(NJ+1) Katun cards face down beside the board, then divination by observatories:
    the first looks at NJ of them, the second at one."""
    n = state.players
    dealt = state.deck[: n + 1]
    observatories = [
        sum(b.kind == "observatory" for c in state.cities if c.owner == s for b in c.buildings) for s in range(n)
    ]
    allowance = {"first": n, "second": 1, None: 0}
    peeks = tuple(allowance[p] for p in podium(observatories))
    return replace(
        state,
        round=state.round + 1,
        first=first,
        current=first,
        deck=state.deck[n + 1 :],
        katun=dealt,
        turned=(False,) * len(dealt),
        divined=((),) * n,
        peeks=peeks,
        phase="divination" if any(peeks) else "turn",
    )


def end_turn(state: BalamState) -> BalamState:
    """Play passes clockwise."""
    return replace(
        state, phase="turn", current=(state.current + 1) % state.players, worksite=None, war=None, effect=None
    )


# --- divination ---------------------------------------------------------------------


def divination_actions(state: BalamState, seat: int) -> list:
    """« peut regarder secrètement NJ cartes »: the diviner picks which cards, and may
    decline the looks he has left."""
    if not state.peeks[seat]:
        return []
    looks = [BalamDivine(i) for i in range(len(state.katun)) if i not in state.divined[seat]]
    if state.rules < 2:  # rules 1, before the fix: every look had to be used
        return looks
    return looks + [BalamStopDivining()]


def divine(state: BalamState, seat: int, action: BalamDivine, rng) -> list:
    return [BalamCardDivined(seat=seat, card=action.card)]


def on_divined(state: BalamState, e: BalamCardDivined) -> BalamState:
    divined = list(state.divined)
    divined[e.seat] += (e.card,)
    state = replace(state, divined=tuple(divined))
    return looks_left(state, e.seat, state.peeks[e.seat] - 1)


def stop_divining(state: BalamState, seat: int, action: BalamStopDivining, rng) -> list:
    return [BalamDivinationStopped(seat=seat)]


def on_divination_stopped(state: BalamState, e: BalamDivinationStopped) -> BalamState:
    return looks_left(state, e.seat, 0)


def looks_left(state: BalamState, seat: int, n: int) -> BalamState:
    """The round's turns begin once no diviner has a look left."""
    peeks = state.peeks[:seat] + (n,) + state.peeks[seat + 1 :]
    return replace(state, peeks=peeks, phase="divination" if any(peeks) else "turn")


# --- a turn -------------------------------------------------------------------------


def turn_actions(state: BalamState, seat: int) -> list:
    chest = state.kings[seat].chest
    pay = [BalamPayTribute(w) for w, n in zip(WEALTHS, chest) if n]
    return pay + [BalamTurnKatun(i) for i, t in enumerate(state.turned) if not t]


def pay_tribute(state: BalamState, seat: int, action: BalamPayTribute, rng) -> list:
    return [BalamTributePaid(seat=seat, wealth=action.wealth)]


def on_tribute_paid(state: BalamState, e: BalamTributePaid) -> BalamState:
    return replace(spend(state, e.seat, e.wealth), phase="act")


def pass_turn(state: BalamState, seat: int, action: BalamPass, rng) -> list:
    return [BalamPassed(seat=seat)]


def on_passed(state: BalamState, e: BalamPassed) -> BalamState:
    return end_turn(state)
