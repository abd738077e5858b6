"""Listing matches: a game's, newest first, and a player's across games, with which
wait on him. A page goes on after a position: the (created_at, id) of the last match
of the previous page."""

from __future__ import annotations

import datetime as dt
from typing import Any

from engines.core import table as tables
from service.application.auth import Auth, Credentials
from service.application.context import Context
from service.application.match import time_control
from service.application.schemas import MatchSummary, PlayerMatch
from service.application.views import seed_commitment
from service.records import MatchRecord, MatchStatus
from service.store.matches import Matches

Position = tuple[dt.datetime, str]  # (created_at, match id) of the last match of the previous page


def summary_fields(record: MatchRecord) -> dict[str, Any]:
    """A match's summary in listings (open seats as null names)."""
    return dict(
        match_id=record.id,
        game=record.game,
        rules_version=record.rules_version,
        status=record.status,
        version=record.version,
        created_at=record.created_at,
        seats=[seat.name for seat in record.seats],
        seed_source=record.seed_source,
        seed_commitment=seed_commitment(record),
        time_control=time_control(record),
    )


async def matches(
    context: Context, status: MatchStatus | None, before: Position | None, limit: int
) -> list[MatchSummary]:
    records = await context.repository.listing(status, before, limit)
    return [MatchSummary(**summary_fields(record)) for record in records]


class Listings:
    """The matches of a player across games (a game's own are its Repository's)."""

    def __init__(self, matches: Matches, auth: Auth, by_game: dict[str, Context]) -> None:
        self.matches, self.auth, self.by_game = matches, auth, by_game

    async def player_matches(
        self,
        credentials: Credentials | None,
        status: MatchStatus | None,
        my_turn: bool | None,
        before: Position | None,
        limit: int,
    ) -> tuple[list[PlayerMatch], Position | None]:
        """The page of the player's matches, and the position of its last if more may follow."""
        player = await self.auth.registered(credentials)
        if my_turn and status not in (None, MatchStatus.ACTIVE):
            return [], None  # only an active match waits on anyone
        wanted = MatchStatus.ACTIVE if my_turn else status
        page: list[PlayerMatch] = []
        # With my_turn, rows are read a page at a time until `limit` of them fit; the
        # position is the last row read, so the next page goes on from there.
        more = True
        while more and len(page) < limit:
            rows = await self.matches.player_matches(player.id, wanted, before, limit)
            more = len(rows) == limit
            for record, seat in rows:
                to_move = await moving(self.by_game.get(record.game), record)
                mine = seat in to_move
                if my_turn is None or my_turn == mine:
                    page.append(PlayerMatch(**summary_fields(record), seat=seat, to_move=to_move, my_turn=mine))
                before = (record.created_at, record.id)
                if len(page) == limit:
                    break
        # a full page may have more after it (as in a game's listing)
        return page, before if len(page) == limit else None


async def moving(context: Context | None, record: MatchRecord) -> list[int]:
    """The seats to move in a match of a game hosted here (none in another's)."""
    if context is None or record.status != MatchStatus.ACTIVE:
        return []
    return tables.to_move(context.game, await context.repository.table(record, record.version))
