"""Utilisation du pouvoir d'un peuple, and the ANNEXE. A power is invoked from
the active site by discarding one card of a run of at least three consecutive
cards of one people in the player's column there (the action's `position`).

Our decisions: the run is three consecutive cards of one people anywhere in the
column at the active location, and the player chooses which of the three to
discard. Sumerer steals the maximal run of same-people cards at the end of the
opponent's column there. Perser builds top+2 from a quarry top, when the count of
his people cards there (the discarded Perser included) is at least that level.
Assyrer lays the destroyed temple cards face down on top of the draw pile, the
highest first (level 1 ends on top). The common power: the opponent chooses and
discards floor(hand/2).

Our assumption: a power with nothing to act on (no opponent temple, card or
hand to take from) is refused rather than wasting the discarded card.
"""

from __future__ import annotations

import functools
import random

from engines.babel.actions import (
    BabelDestroy,
    BabelEliminate,
    BabelHalveHand,
    BabelSkipLevel,
    BabelStealCards,
    BabelStealLevel,
)
from engines.babel.building import level_refusal, quarry_refusal
from engines.babel.components import NAME, POWER_RUN, SITE_INDEX, BabelPeople
from engines.babel.events import (
    BabelBuilt,
    BabelCardsStolen,
    BabelEvent,
    BabelHalvingDemanded,
    BabelLevelStolen,
    BabelPeopleEliminated,
    BabelPower,
    BabelPowerInvoked,
    BabelTempleDestroyed,
)
from engines.babel.state import BabelPhase, BabelSide, BabelState, active_site, opponent, top_level

Column = tuple[BabelPeople, ...]
Invocation = BabelDestroy | BabelEliminate | BabelSkipLevel | BabelStealLevel | BabelStealCards | BabelHalveHand
INVOCATIONS = (BabelDestroy, BabelEliminate, BabelSkipLevel, BabelStealLevel, BabelStealCards, BabelHalveHand)

# Which people's card each power discards (None: the common power, any people).
POWER_PEOPLE: dict[type[Invocation], BabelPeople | None] = {
    BabelDestroy: BabelPeople.ASSYRER,
    BabelEliminate: BabelPeople.MEDER,
    BabelSkipLevel: BabelPeople.PERSER,
    BabelStealLevel: BabelPeople.HETHITER,
    BabelStealCards: BabelPeople.SUMERER,
    BabelHalveHand: None,
}


def run_bounds(column: Column, position: int) -> tuple[int, int]:
    """The run of cards of one people that holds `position`: [start, end)."""
    people = column[position]
    start, end = position, position + 1
    while start and column[start - 1] == people:
        start -= 1
    while end < len(column) and column[end] == people:
        end += 1
    return start, end


def last_run(column: Column) -> Column:
    """Sumerer: "toutes les cartes d'un même peuple posées à la fin de la colonne"."""
    start, _ = run_bounds(column, len(column) - 1)
    return column[start:]


def _active(state: BabelState, seat: int) -> tuple[BabelPeople, Column, BabelSide]:
    """(site, own column there, opponent's side) at the active site."""
    side = state.sides[seat]
    site = active_site(side)
    return site, side.columns[SITE_INDEX[site]], state.sides[opponent(seat)]


# The candidates: each card of a run of three or more at the active site.
def invokers(state: BabelState, seat: int) -> tuple[tuple[int, BabelPeople], ...]:
    """(position, people) of each card at the active site that can invoke a power."""
    side = state.sides[seat]
    return () if side.pawn is None else _invokers(side.columns[SITE_INDEX[side.pawn]])


def _positions(state: BabelState, seat: int, people: BabelPeople | None = None) -> list[int]:
    """The positions of the cards that can invoke a power (`people`'s, or any)."""
    return [position for position, card in invokers(state, seat) if people in (None, card)]


# Six kinds of power list their candidates from the same column, which changes
# far less often than it is listed.
@functools.lru_cache(maxsize=4096)
def _invokers(column: Column) -> tuple[tuple[int, BabelPeople], ...]:
    """(position, people) of each card of `column` in a run of three or more."""
    invokers: list[tuple[int, BabelPeople]] = []
    position = 0
    while position < len(column):
        start, end = run_bounds(column, position)
        if end - start >= POWER_RUN:
            invokers.extend((index, column[start]) for index in range(start, end))
        position = end
    return tuple(invokers)


def halve_hand_options(state: BabelState, seat: int) -> list[BabelHalveHand]:
    return [BabelHalveHand(position=position) for position in _positions(state, seat)]


def destroy_options(state: BabelState, seat: int) -> list[BabelDestroy]:
    return [BabelDestroy(position=position) for position in _positions(state, seat, BabelPeople.ASSYRER)]


def eliminate_options(state: BabelState, seat: int) -> list[BabelEliminate]:
    positions = _positions(state, seat, BabelPeople.MEDER)
    if not positions:
        return []
    site, _, other = _active(state, seat)
    targets = dict.fromkeys(other.columns[SITE_INDEX[site]])
    return [BabelEliminate(position=position, people=target) for position in positions for target in targets]


def skip_level_options(state: BabelState, seat: int) -> list[BabelSkipLevel]:
    positions = _positions(state, seat, BabelPeople.PERSER)
    return [BabelSkipLevel(position=position, quarry=quarry) for position in positions for quarry in (0, 1)]


def steal_level_options(state: BabelState, seat: int) -> list[BabelStealLevel]:
    return [BabelStealLevel(position=position) for position in _positions(state, seat, BabelPeople.HETHITER)]


def steal_cards_options(state: BabelState, seat: int) -> list[BabelStealCards]:
    return [BabelStealCards(position=position) for position in _positions(state, seat, BabelPeople.SUMERER)]


def invocation_refusal(state: BabelState, seat: int, action: Invocation) -> str | None:
    """ "Trois cartes de ce peuple ... l'une en dessous de l'autre" at the active site."""
    side = state.sides[seat]
    if side.pawn is None:
        return "a power acts from the active site: travel to a site first"
    site, column, _ = _active(state, seat)
    if not 0 <= action.position < len(column):
        return (
            f"there is no card at position {action.position} of your column at the "
            f"{NAME[site]} site (it has {len(column)} cards)"
        )
    card = column[action.position]
    people = POWER_PEOPLE[type(action)]
    if people is not None and card != people:
        return f"the card at position {action.position} is a {NAME[card]} card: this power needs a {NAME[people]} card"
    start, end = run_bounds(column, action.position)
    if end - start < POWER_RUN:
        return (
            f"a power needs {POWER_RUN} consecutive {NAME[card]} cards at the site, "
            f"the card at position {action.position} is in a run of {end - start}"
        )
    return None


def _invoked(state: BabelState, seat: int, action: Invocation, power: BabelPower) -> BabelPowerInvoked:
    site, column, _ = _active(state, seat)
    people = column[action.position]
    return BabelPowerInvoked(seat=seat, site=site, position=action.position, people=people, power=power)


# Assyrer: destruction of the opponent's temple at the active site.
def destroy_refusal(state: BabelState, seat: int, action: BabelDestroy, _: BabelPhase) -> str | None:
    refusal = invocation_refusal(state, seat, action)
    if refusal:
        return refusal
    site, _column, other = _active(state, seat)
    if not other.temples[SITE_INDEX[site]]:
        return f"your opponent has no temple at the {NAME[site]} site to destroy"
    return None


def destroy(state: BabelState, seat: int, action: BabelDestroy, _: BabelPhase, rng: random.Random) -> list[BabelEvent]:
    site, _column, other = _active(state, seat)
    levels = other.temples[SITE_INDEX[site]]
    return [
        _invoked(state, seat, action, BabelPower.DESTROY),
        BabelTempleDestroyed(seat=opponent(seat), site=site, levels=levels),
    ]


# Meder: every card of the chosen people in the opponent's column there.
def eliminate_refusal(state: BabelState, seat: int, action: BabelEliminate, _: BabelPhase) -> str | None:
    refusal = invocation_refusal(state, seat, action)
    if refusal:
        return refusal
    site, _column, other = _active(state, seat)
    if action.people not in other.columns[SITE_INDEX[site]]:
        return f"your opponent has no {NAME[action.people]} card at the {NAME[site]} site"
    return None


def eliminate(
    state: BabelState, seat: int, action: BabelEliminate, _: BabelPhase, rng: random.Random
) -> list[BabelEvent]:
    site, _column, other = _active(state, seat)
    count = other.columns[SITE_INDEX[site]].count(action.people)
    return [
        _invoked(state, seat, action, BabelPower.ELIMINATE),
        BabelPeopleEliminated(seat=opponent(seat), site=site, people=action.people, count=count),
    ]


# Sumerer: the run of one people ending the opponent's column, order kept.
def steal_cards_refusal(state: BabelState, seat: int, action: BabelStealCards, _: BabelPhase) -> str | None:
    refusal = invocation_refusal(state, seat, action)
    if refusal:
        return refusal
    site, _column, other = _active(state, seat)
    if not other.columns[SITE_INDEX[site]]:
        return f"your opponent has no people card at the {NAME[site]} site"
    return None


def steal_cards(
    state: BabelState, seat: int, action: BabelStealCards, _: BabelPhase, rng: random.Random
) -> list[BabelEvent]:
    site, _column, other = _active(state, seat)
    cards = last_run(other.columns[SITE_INDEX[site]])
    return [
        _invoked(state, seat, action, BabelPower.STEAL_CARDS),
        BabelCardsStolen(seat=seat, site=site, cards=cards),
    ]


# Hethiter: the opponent's top temple card there, if higher than our own top
# and if we hold as many people cards there as its level. Our assumption, as
# the Perser rule says and the worked example (3 Hethiter, level 3) needs: the
# discarded Hethiter counts.
def steal_level_refusal(state: BabelState, seat: int, action: BabelStealLevel, _: BabelPhase) -> str | None:
    refusal = invocation_refusal(state, seat, action)
    if refusal:
        return refusal
    site, column, other = _active(state, seat)
    index = SITE_INDEX[site]
    if not other.temples[index]:
        return f"your opponent has no temple at the {NAME[site]} site"
    level, own = other.temples[index][-1], top_level(state.sides[seat].temples[index])
    if level <= own:
        return f"the stolen level ({level}) must be higher than your own temple there ({own})"
    if len(column) < level:
        return (
            f"to steal a level-{level} temple card you need {level} people cards at the "
            f"site (the discarded Hethiter counts), you have {len(column)}"
        )
    return None


def steal_level(
    state: BabelState, seat: int, action: BabelStealLevel, _: BabelPhase, rng: random.Random
) -> list[BabelEvent]:
    site, _column, other = _active(state, seat)
    level = other.temples[SITE_INDEX[site]][-1]
    return [
        _invoked(state, seat, action, BabelPower.STEAL_LEVEL),
        BabelLevelStolen(seat=seat, site=site, level=level),
    ]


# Perser: build exactly one level higher than the next, from a quarry top; the
# discarded Perser counts among the people cards (ANNEXE).
def skip_level_refusal(state: BabelState, seat: int, action: BabelSkipLevel, _: BabelPhase) -> str | None:
    refusal = invocation_refusal(state, seat, action) or quarry_refusal(state, action.quarry)
    if refusal:
        return refusal
    site, column, _other = _active(state, seat)
    level = state.sides[action.quarry].quarry[-1]
    return level_refusal(state.sides[seat], site, level, len(column), skipped=1)


def skip_level(
    state: BabelState, seat: int, action: BabelSkipLevel, _: BabelPhase, rng: random.Random
) -> list[BabelEvent]:
    site = active_site(state.sides[seat])
    level = state.sides[action.quarry].quarry[-1]
    return [
        _invoked(state, seat, action, BabelPower.SKIP_LEVEL),
        BabelBuilt(seat=seat, site=site, level=level, quarry=action.quarry),
    ]


# Common power: the opponent discards half his hand, rounded down, choosing
# the cards. Our assumption: refused when that is no card at all.
def halve_hand_refusal(state: BabelState, seat: int, action: BabelHalveHand, _: BabelPhase) -> str | None:
    refusal = invocation_refusal(state, seat, action)
    if refusal:
        return refusal
    cards = len(state.sides[opponent(seat)].hand)
    if cards // 2 == 0:
        return f"your opponent holds {cards} card(s): half of it rounds down to none"
    return None


def halve_hand(
    state: BabelState, seat: int, action: BabelHalveHand, _: BabelPhase, rng: random.Random
) -> list[BabelEvent]:
    count = len(state.sides[opponent(seat)].hand) // 2
    return [
        _invoked(state, seat, action, BabelPower.HALVE_HAND),
        BabelHalvingDemanded(seat=opponent(seat), count=count),
    ]
