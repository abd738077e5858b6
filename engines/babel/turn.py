"""Phase 2 moves of the pawn and the cards (Voyager, S'établir, Migration), the
opponent's discards for the common power, and the end of the turn (phase 3)."""

from __future__ import annotations

import random

from engines.babel.actions import (
    BabelDiscard,
    BabelEndTurn,
    BabelMigrate,
    BabelSettle,
    BabelTravel,
)
from engines.babel.components import (
    MIGRATION_CARDS,
    NAME,
    SITE_INDEX,
    SITES,
    TEMPLE_DRAW,
    BabelPeople,
)
from engines.babel.events import (
    BabelEvent,
    BabelHandDiscarded,
    BabelMigrated,
    BabelSettled,
    BabelTemplesDrawn,
    BabelTraveled,
)
from engines.babel.scoring import last_temple_end
from engines.babel.setup import start_turn
from engines.babel.state import BabelPhase, BabelState, active_site, opponent


# Voyager: our decision, traveling discards a card of the destination's people;
# the pawn moves there.
def travel_options(state: BabelState, seat: int) -> list[BabelTravel]:
    side = state.sides[seat]
    return [BabelTravel(site=site) for site in dict.fromkeys(side.hand) if site != side.pawn]


def travel_refusal(state: BabelState, seat: int, action: BabelTravel, _: BabelPhase) -> str | None:
    side = state.sides[seat]
    if side.pawn == action.site:
        # Our assumption: "déplacer sa pierre" means going somewhere else.
        return f"your pawn is already on the {NAME[action.site]} site"
    if action.site not in side.hand:
        return (
            f"to travel to the {NAME[action.site]} site you must discard a {NAME[action.site]} card, and you have none"
        )
    return None


def travel(state: BabelState, seat: int, action: BabelTravel, _: BabelPhase, rng: random.Random) -> list[BabelEvent]:
    return [BabelTraveled(seat=seat, site=action.site)]


# S'établir: one card per action at the end of the column at the active site.
def settle_options(state: BabelState, seat: int) -> list[BabelSettle]:
    side = state.sides[seat]
    if side.pawn is None:
        return []
    return [BabelSettle(people=people) for people in dict.fromkeys(side.hand)]


def settle_refusal(state: BabelState, seat: int, action: BabelSettle, _: BabelPhase) -> str | None:
    side = state.sides[seat]
    if side.pawn is None:
        return "your pawn is still on your quarry: travel to a site before settling"
    if action.people not in side.hand:
        return f"you have no {NAME[action.people]} card in hand"
    return None


def settle(state: BabelState, seat: int, action: BabelSettle, _: BabelPhase, rng: random.Random) -> list[BabelEvent]:
    return [BabelSettled(seat=seat, site=active_site(state.sides[seat]), people=action.people)]


# Migration: the last three cards, in order, to another column; once a turn.
def migrating(column: tuple[BabelPeople, ...]) -> tuple[BabelPeople, ...]:
    """The cards a migration from `column` moves (none while it holds fewer)."""
    return column[-MIGRATION_CARDS:] if len(column) >= MIGRATION_CARDS else ()


def migrate_options(state: BabelState, seat: int) -> list[BabelMigrate]:
    if state.migrated:
        return []
    columns = state.sides[seat].columns
    return [
        BabelMigrate(source=source, target=target)
        for source, column in zip(SITES, columns, strict=True)
        if len(column) >= MIGRATION_CARDS
        for target in SITES
        if target != source
    ]


def migrate_refusal(state: BabelState, seat: int, action: BabelMigrate, _: BabelPhase) -> str | None:
    if state.migrated:
        return "you may migrate only once per turn"
    if action.source == action.target:
        return "a migration moves the cards to another site"
    cards = len(state.sides[seat].columns[SITE_INDEX[action.source]])
    if cards < MIGRATION_CARDS:
        return (
            f"a migration moves your last {MIGRATION_CARDS} cards at a site: you have "
            f"{cards} at the {NAME[action.source]} site"
        )
    return None


def migrate(state: BabelState, seat: int, action: BabelMigrate, _: BabelPhase, rng: random.Random) -> list[BabelEvent]:
    column = state.sides[seat].columns[SITE_INDEX[action.source]]
    return [BabelMigrated(seat=seat, source=action.source, target=action.target, cards=migrating(column))]


# Common power, the opponent's side: he chooses his discards one at a time.
def discard_options(state: BabelState, seat: int) -> list[BabelDiscard]:
    return [BabelDiscard(people=people) for people in dict.fromkeys(state.sides[seat].hand)]


def discard_refusal(state: BabelState, seat: int, action: BabelDiscard, _: BabelPhase) -> str | None:
    if action.people not in state.sides[seat].hand:
        return f"you have no {NAME[action.people]} card in hand"
    return None


def discard(state: BabelState, seat: int, action: BabelDiscard, _: BabelPhase, rng: random.Random) -> list[BabelEvent]:
    return [BabelHandDiscarded(seat=seat, people=action.people)]


# End of phase 2, phase 3 and the opponent's phase 1.
def reserved_temple_buildable(state: BabelState, seat: int, migration: bool = True) -> bool:
    """Whether the rest of the turn can still build the kept level-1 card: at a
    site without a temple of his, with his pawn and a people card there.

    The pawn stands there, or a card of its people pays the travel (Voyager).
    The people card is there already, or a card left in hand is settled
    (S'établir), or a migration brings three there (« Il n'est pas nécessaire
    que ces chantiers soit des lieux actifs »), unless the turn has had its one.
    Nothing else helps: settling elsewhere first, to migrate from there, spends
    a card that could be settled at the site itself; more travels only spend
    cards; no power lays a card of his at a site, bar the Sumerer theft, whose
    run of three at the active site already makes that column buildable (no
    temple) or a migration's source (a temple).

    `migration=False`: the rules 1 reading, which forgot migrations."""
    side = state.sides[seat]
    for site, column, temple in zip(SITES, side.columns, side.temples, strict=True):
        if temple:
            continue
        if side.pawn == site:
            spare = len(side.hand)
        elif site in side.hand:
            spare = len(side.hand) - 1  # the card paying the travel
        else:
            continue
        if column or spare or (migration and migration_reaches(state, seat, site)):
            return True
    return False


def migration_reaches(state: BabelState, seat: int, site: str) -> bool:
    """Whether a migration can still bring three cards to `site` this turn."""
    return any(option.target == site for option in migrate_options(state, seat))


def end_turn_options(state: BabelState, seat: int) -> list[BabelEndTurn]:
    return [BabelEndTurn()]


def stranded_refusal(after: BabelState, seat: int) -> str | None:
    """Our decision: the first turn cannot end until the kept level-1 card is
    built, so no action of that turn may leave it unbuildable (`after`: the
    table the action would leave). It can always be built: a player starts his
    first turn with at least 6 cards of 5 peoples, so he holds two of one people,
    enough to travel there, settle one and build it."""
    if after.sides[seat].reserved_temple and not reserved_temple_buildable(after, seat):
        return (
            "your first turn cannot end before your reserved level-1 temple is built, "
            "and after that you could no longer build it anywhere this turn"
        )
    return None


def end_turn_refusal(state: BabelState, seat: int, action: BabelEndTurn, _: BabelPhase) -> str | None:
    # PREPARATION: the kept level-1 card "devra obligatoirement être joué lors du
    # premier tour".
    if not state.sides[seat].reserved_temple:
        return None
    # Rules 1 (fixed in 2): once it could no longer be built, migrations left
    # out, the turn could end and the card bound his next turns the same way.
    if state.rules < 2 and not reserved_temple_buildable(state, seat, migration=False):
        return None
    return "you must first build your reserved level-1 temple (your first turn)"


def end_turn(state: BabelState, seat: int, action: BabelEndTurn, _: BabelPhase, rng: random.Random) -> list[BabelEvent]:
    """Phase 3, as we decided it: the two temple cards drawn go face up onto the
    active player's quarry, the higher first, so the lower is on top and
    available first. Turning the last card ends the game."""
    pile = state.temple_pile
    events: list[BabelEvent] = [BabelTemplesDrawn(seat=seat, levels=tuple(sorted(pile[:TEMPLE_DRAW], reverse=True)))]
    if len(pile) <= TEMPLE_DRAW:
        return [*events, last_temple_end(state)]
    return events + start_turn(state.people_pile, state.people_discard, opponent(seat), state.turn + 1, rng)
