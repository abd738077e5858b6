"""Applying one event to the table. Pure: no chance, no check (decide checked).

The events folded are whole: a seat's redacted copy (view.view_event) blanks the
hidden cards, which a determinization fills in before folding."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from msgspec.structs import replace

from engines.babel.components import MIGRATION_CARDS, SITE_INDEX
from engines.babel.events import (
    BabelBuilt,
    BabelCardsStolen,
    BabelEvent,
    BabelGameEnded,
    BabelHalvingDemanded,
    BabelHandDiscarded,
    BabelLevelStolen,
    BabelMigrated,
    BabelPeopleDrawn,
    BabelPeopleEliminated,
    BabelPeopleReshuffled,
    BabelPowerInvoked,
    BabelSettled,
    BabelTableSet,
    BabelTempleDestroyed,
    BabelTemplesDrawn,
    BabelTraveled,
    BabelTurnStarted,
)
from engines.babel.state import (
    BabelPhase,
    BabelState,
    opponent,
    put,
    replace_side,
    with_cards,
    without_one,
)


def evolve(state: BabelState, event: BabelEvent) -> BabelState:
    return APPLY[type(event)](state, event)


def _table_set(state: BabelState, event: BabelTableSet) -> BabelState:
    sides = tuple(replace(side, reserved_temple=True) for side in state.sides)
    return replace(state, sides=sides, people_pile=event.people_pile, temple_pile=event.temple_pile)


def _people_drawn(state: BabelState, event: BabelPeopleDrawn) -> BabelState:
    assert event.cards is not None, "a redacted draw is not folded"
    hand = with_cards(state.sides[event.seat].hand, event.cards)
    state = replace_side(state, event.seat, hand=hand)
    return replace(state, people_pile=state.people_pile[event.count :])


def _people_reshuffled(state: BabelState, event: BabelPeopleReshuffled) -> BabelState:
    assert event.order is not None, "a redacted shuffle is not folded"
    return replace(state, people_pile=state.people_pile + event.order, people_discard=())


def _turn_started(state: BabelState, event: BabelTurnStarted) -> BabelState:
    return replace(state, phase=BabelPhase.ACTIONS, current=event.seat, turn=event.turn, migrated=False)


def _traveled(state: BabelState, event: BabelTraveled) -> BabelState:
    hand = without_one(state.sides[event.seat].hand, event.site)
    state = replace_side(state, event.seat, hand=hand, pawn=event.site)
    return replace(state, people_discard=(*state.people_discard, event.site))


def _settled(state: BabelState, event: BabelSettled) -> BabelState:
    side = state.sides[event.seat]
    site = SITE_INDEX[event.site]
    columns = put(side.columns, site, side.columns[site] + (event.people,))
    return replace_side(state, event.seat, hand=without_one(side.hand, event.people), columns=columns)


def _built(state: BabelState, event: BabelBuilt) -> BabelState:
    if event.quarry is None:
        state = replace_side(state, event.seat, reserved_temple=False)
    else:
        state = replace_side(state, event.quarry, quarry=state.sides[event.quarry].quarry[:-1])
    side = state.sides[event.seat]
    site = SITE_INDEX[event.site]
    temples = put(side.temples, site, side.temples[site] + (event.level,))
    return replace_side(state, event.seat, temples=temples)


def _migrated(state: BabelState, event: BabelMigrated) -> BabelState:
    columns = state.sides[event.seat].columns
    source, target = SITE_INDEX[event.source], SITE_INDEX[event.target]
    columns = put(columns, source, columns[source][:-MIGRATION_CARDS])
    columns = put(columns, target, columns[target] + event.cards)
    return replace(replace_side(state, event.seat, columns=columns), migrated=True)


def _power_invoked(state: BabelState, event: BabelPowerInvoked) -> BabelState:
    columns = state.sides[event.seat].columns
    site = SITE_INDEX[event.site]
    column = columns[site]
    column = column[: event.position] + column[event.position + 1 :]
    state = replace_side(state, event.seat, columns=put(columns, site, column))
    return replace(state, people_discard=(*state.people_discard, event.people))


def _temple_destroyed(state: BabelState, event: BabelTempleDestroyed) -> BabelState:
    # ANNEXE, Assyrer: laid face down "en commençant par la plus forte", so the
    # lowest level ends on top of the pile.
    temples = put(state.sides[event.seat].temples, SITE_INDEX[event.site], ())
    state = replace_side(state, event.seat, temples=temples)
    return replace(state, temple_pile=tuple(sorted(event.levels)) + state.temple_pile)


def _people_eliminated(state: BabelState, event: BabelPeopleEliminated) -> BabelState:
    columns = state.sides[event.seat].columns
    site = SITE_INDEX[event.site]
    column = tuple(card for card in columns[site] if card != event.people)
    state = replace_side(state, event.seat, columns=put(columns, site, column))
    return replace(state, people_discard=state.people_discard + (event.people,) * event.count)


def _cards_stolen(state: BabelState, event: BabelCardsStolen) -> BabelState:
    site = SITE_INDEX[event.site]
    victim = opponent(event.seat)
    columns = state.sides[victim].columns
    state = replace_side(state, victim, columns=put(columns, site, columns[site][: -len(event.cards)]))
    columns = state.sides[event.seat].columns
    return replace_side(state, event.seat, columns=put(columns, site, columns[site] + event.cards))


def _level_stolen(state: BabelState, event: BabelLevelStolen) -> BabelState:
    site = SITE_INDEX[event.site]
    victim = opponent(event.seat)
    temples = state.sides[victim].temples
    state = replace_side(state, victim, temples=put(temples, site, temples[site][:-1]))
    temples = state.sides[event.seat].temples
    return replace_side(state, event.seat, temples=put(temples, site, temples[site] + (event.level,)))


def _halving_demanded(state: BabelState, event: BabelHalvingDemanded) -> BabelState:
    return replace(state, phase=BabelPhase.HALVING, halving=event.count)


def _hand_discarded(state: BabelState, event: BabelHandDiscarded) -> BabelState:
    hand = without_one(state.sides[event.seat].hand, event.people)
    state = replace_side(state, event.seat, hand=hand)
    halving = state.halving - 1
    return replace(
        state,
        people_discard=(*state.people_discard, event.people),
        halving=halving,
        phase=BabelPhase.HALVING if halving else BabelPhase.ACTIONS,
    )


def _temples_drawn(state: BabelState, event: BabelTemplesDrawn) -> BabelState:
    quarry = state.sides[event.seat].quarry + event.levels
    state = replace_side(state, event.seat, quarry=quarry)
    return replace(state, temple_pile=state.temple_pile[len(event.levels) :])


def _game_ended(state: BabelState, event: BabelGameEnded) -> BabelState:
    return replace(state, phase=BabelPhase.OVER, end_reason=event.reason, winners=event.winners)


# Each event's own function (the table's values take the event of their key).
APPLY: dict[type, Callable[[BabelState, Any], BabelState]] = {
    BabelTableSet: _table_set,
    BabelPeopleDrawn: _people_drawn,
    BabelPeopleReshuffled: _people_reshuffled,
    BabelTurnStarted: _turn_started,
    BabelTraveled: _traveled,
    BabelSettled: _settled,
    BabelBuilt: _built,
    BabelMigrated: _migrated,
    BabelPowerInvoked: _power_invoked,
    BabelTempleDestroyed: _temple_destroyed,
    BabelPeopleEliminated: _people_eliminated,
    BabelCardsStolen: _cards_stolen,
    BabelLevelStolen: _level_stolen,
    BabelHalvingDemanded: _halving_demanded,
    BabelHandDiscarded: _hand_discarded,
    BabelTemplesDrawn: _temples_drawn,
    BabelGameEnded: _game_ended,
}
