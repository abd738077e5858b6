"""A - DÉBUT DE LA MANCHE (cards, divination) and B - TOURS DE JEU (whose turn, and the
choice between paying a tribute and turning a Katun card)."""

from __future__ import annotations

import enum
import random

from msgspec.structs import replace

from engines.balam.actions import BalamDivine, BalamPass, BalamPayTribute, BalamStopDivining, itself
from engines.balam.components import OBSERVATORY, WEALTHS
from engines.balam.events import (
    BalamCardDivined,
    BalamDivinationStopped,
    BalamEvent,
    BalamPassed,
    BalamTributePaid,
)
from engines.balam.state import BalamDecision, BalamPhase, BalamState, count, replace_at
from engines.core.rules import Rule, accepted


class Place(enum.StrEnum):
    """A place on 1 - DIVINATION's and the ball games' podium."""

    FIRST = "first"
    SECOND = "second"


def podium(counts: list[int]) -> list[Place | None]:
    """1 - DIVINATION's ranking, also used by ball games: first for a single leader,
    second for a single runner-up or for each of exactly two leaders; ties of three or
    more leaders, or of two or three runners-up, get nothing. A seat ranks only with at
    least one observatory / ball court (our decision)."""
    places: list[Place | None] = [None] * len(counts)
    levels = sorted({c for c in counts if c > 0}, reverse=True)
    if not levels:
        return places
    leaders = [s for s, c in enumerate(counts) if c == levels[0]]
    if len(leaders) == 2:
        for s in leaders:
            places[s] = Place.SECOND
    if len(leaders) != 1:
        return places
    places[leaders[0]] = Place.FIRST
    runners = [s for s, c in enumerate(counts) if len(levels) > 1 and c == levels[1]]
    if len(runners) == 1:
        places[runners[0]] = Place.SECOND
    return places


def start_round(state: BalamState, first: int) -> BalamState:
    """(NJ+1) Katun cards face down beside the board, then divination by observatories:
    the first looks at NJ of them, the second at one."""
    n = state.players
    dealt = state.deck[: n + 1]
    observatories = [
        sum(b.kind == OBSERVATORY for c in state.cities if c.owner == s for b in c.buildings) for s in range(n)
    ]
    allowance = {Place.FIRST: n, Place.SECOND: 1, None: 0}
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
        phase=BalamPhase.DIVINATION if any(peeks) else BalamPhase.TURN,
    )


def end_turn(state: BalamState) -> BalamState:
    """Play passes clockwise."""
    return replace(
        state, phase=BalamPhase.TURN, current=(state.current + 1) % state.players, worksite=None, war=None, effect=None
    )


def katun_refusal(state: BalamState, card: int) -> str | None:
    if not 0 <= card < len(state.katun):
        return f"there are only {len(state.katun)} Katun cards this round"
    return None


# --- divination: « peut regarder secrètement NJ cartes » -----------------------------
# Our decision: each diviner chooses which of the round's face-down cards he looks at;
# they stay secret to the others (view.py).


def _divine_options(state: BalamState, seat: int) -> list[BalamDivine]:
    """The diviner picks which cards he looks at."""
    return [BalamDivine(i) for i in range(len(state.katun))]


def _divine_refusal(state: BalamState, seat: int, a: BalamDivine, _: BalamDecision) -> str | None:
    if reason := katun_refusal(state, a.card):
        return reason
    if a.card in state.divined[seat]:
        return "you already looked at that Katun card"
    return None


def _divine_events(
    state: BalamState, seat: int, a: BalamDivine, _: BalamDecision, rng: random.Random
) -> list[BalamEvent]:
    if state.rules < 3:  # Rules 2 (fixed in 3): the look was recorded without the card seen
        return [BalamCardDivined(seat=seat, card=a.card)]
    return [BalamCardDivined(seat=seat, card=a.card, face=state.katun[a.card])]


def _stop_refusal(state: BalamState, seat: int, a: BalamStopDivining, _: BalamDecision) -> str | None:
    """« peut regarder »: he may decline the looks he has left (rules 2)."""
    if state.rules < 2:
        return (
            "this match keeps the rules it was started with (version 1), under which "
            "a diviner looks at every card he may"
        )
    return None


def _stop_events(
    state: BalamState, seat: int, a: BalamStopDivining, _: BalamDecision, rng: random.Random
) -> list[BalamEvent]:
    return [BalamDivinationStopped(seat=seat)]


def looks_left(state: BalamState, seat: int, n: int) -> BalamState:
    """The round's turns begin once no diviner has a look left."""
    peeks = replace_at(state.peeks, seat, n)
    return replace(state, peeks=peeks, phase=BalamPhase.DIVINATION if any(peeks) else BalamPhase.TURN)


# --- a turn: pay 1 wealth (then build, attack or pass), or turn a Katun card ------------


def _tribute_options(state: BalamState, seat: int) -> list[BalamPayTribute]:
    return [BalamPayTribute(w) for w in WEALTHS]


def chest_refusal(state: BalamState, seat: int, wealth: str) -> str | None:
    if not count(state.kings[seat].chest, wealth):
        return f"you have no {wealth} in your personal wealth"
    return None


def _tribute_refusal(state: BalamState, seat: int, a: BalamPayTribute, _: BalamDecision) -> str | None:
    return chest_refusal(state, seat, a.wealth)


def _tribute_events(
    state: BalamState, seat: int, a: BalamPayTribute, _: BalamDecision, rng: random.Random
) -> list[BalamEvent]:
    return [BalamTributePaid(seat=seat, wealth=a.wealth)]


def _pass_events(state: BalamState, seat: int, a: BalamPass, _: BalamDecision, rng: random.Random) -> list[BalamEvent]:
    return [BalamPassed(seat=seat)]


RULES: dict[type, Rule[BalamState, BalamDecision]] = {
    BalamDivine: Rule(_divine_options, _divine_refusal, _divine_events),
    BalamStopDivining: Rule(itself(BalamStopDivining()), _stop_refusal, _stop_events),
    BalamPayTribute: Rule(_tribute_options, _tribute_refusal, _tribute_events),
    BalamPass: Rule(itself(BalamPass()), accepted, _pass_events),
}
