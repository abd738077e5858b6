"""What each seat may see. Public: the board (columns, temples, quarries,
pawns), scores, the discard, pile sizes, hand sizes. Hidden: hands (each seat
sees only its own) and the order of both draw piles, including temple cards an
Assyrer laid face down. Our assumption: discarded people cards lie face up,
so the discard (and each discarded card in the events) is public.
"""

from __future__ import annotations

import functools

import msgspec

from engines.babel.components import SITES, BabelPeople
from engines.babel.events import BabelEvent, BabelPeopleDrawn, BabelPeopleReshuffled, BabelTableSet
from engines.babel.scoring import score
from engines.babel.state import BabelEndReason, BabelPhase, BabelSide, BabelState
from engines.babel.turn import migrating


class BabelSiteView(msgspec.Struct, frozen=True):
    site: BabelPeople
    cards: tuple[BabelPeople, ...]  # the column, first laid first
    temple: tuple[int, ...]  # levels, the last on top
    level: int  # the top level (0: no temple)
    migration: tuple[BabelPeople, ...]  # the cards a migration from here moves (none while fewer)


class BabelSideView(msgspec.Struct, frozen=True):
    seat: int
    score: int
    pawn: BabelPeople | None  # None: on his quarry
    reserved_temple: bool
    quarry: tuple[int, ...]  # the last is on top, available to both players
    sites: tuple[BabelSiteView, ...]
    hand_count: int
    hand: tuple[BabelPeople, ...] | None  # only for its own seat


class BabelView(msgspec.Struct, frozen=True):
    viewer: int | None
    phase: BabelPhase
    turn: int
    current: int
    to_move: tuple[int, ...]
    sides: tuple[BabelSideView, ...]
    people_pile_count: int
    temple_pile_count: int
    people_discard: tuple[BabelPeople, ...]
    migrated: bool  # the active player already migrated this turn
    halving: int  # cards the opponent still has to discard
    end_reason: BabelEndReason | None
    winners: tuple[int, ...]


def view(state: BabelState, seat: int | None, to_move: tuple[int, ...]) -> BabelView:
    return BabelView(
        viewer=seat,
        phase=state.phase,
        turn=state.turn,
        current=state.current,
        to_move=to_move,
        sides=tuple([_side_view(side, index, seat) for index, side in enumerate(state.sides)]),
        people_pile_count=len(state.people_pile),
        temple_pile_count=len(state.temple_pile),
        people_discard=state.people_discard,
        migrated=state.migrated,
        halving=state.halving,
        end_reason=state.end_reason,
        winners=state.winners,
    )


def _side_view(side: BabelSide, index: int, seat: int | None) -> BabelSideView:
    return BabelSideView(
        seat=index,
        score=score(side),
        pawn=side.pawn,
        reserved_temple=side.reserved_temple,
        quarry=side.quarry,
        sites=_site_views(side.columns, side.temples),
        hand_count=len(side.hand),
        hand=side.hand if index == seat else None,
    )


# Every action's response shows both sides' sites, but an action changes the columns
# or temples of one side at most: the views of unchanged sites are built once.
@functools.lru_cache(maxsize=4096)
def _site_views(
    columns: tuple[tuple[BabelPeople, ...], ...], temples: tuple[tuple[int, ...], ...]
) -> tuple[BabelSiteView, ...]:
    return tuple(
        [
            BabelSiteView(
                site=site,
                cards=cards,
                temple=temple,
                level=temple[-1] if temple else 0,
                migration=migrating(cards),
            )
            for site, cards, temple in zip(SITES, columns, temples, strict=True)
        ]
    )


def view_event(event: BabelEvent, seat: int | None) -> BabelEvent:
    if isinstance(event, BabelTableSet):
        return msgspec.structs.replace(event, people_pile=None, temple_pile=None)
    if isinstance(event, BabelPeopleReshuffled):
        return msgspec.structs.replace(event, order=None)
    if isinstance(event, BabelPeopleDrawn) and event.seat != seat:
        return msgspec.structs.replace(event, cards=None)
    return event
