"""Leaving a match: a seat resigns (with one seat left playing, that seat wins; with
more, the server moves for this one, engines/core/table.py, and it ranks last), or
any seat aborts it before anyone has played (no result)."""

from __future__ import annotations

from typing import Any

from engines.core import table as tables
from engines.core.table import MatchAborted, SeatResigned
from service.application.auth import Credentials
from service.application.commit import commit
from service.application.context import Context, retried
from service.application.match import forfeit, ms, open_seats, status_of
from service.application.timeouts import current
from service.errors import AbortTooLate, AlreadyForfeited, MatchOver, NotStarted
from service.records import MatchStatus


async def resign(context: Context, match_id: str, credentials: Credentials) -> Any:
    return await leave(context, match_id, credentials, SeatResigned)


async def abort(context: Context, match_id: str, credentials: Credentials) -> Any:
    return await leave(context, match_id, credentials, MatchAborted)


async def leave(
    context: Context, match_id: str, credentials: Credentials, kind: type[SeatResigned] | type[MatchAborted]
) -> Any:
    game = context.game

    async def attempt(_: int) -> Any:
        record = await current(context, match_id)
        seat = await context.auth.seat(record, credentials)
        if record.status == MatchStatus.WAITING and kind is SeatResigned:
            raise NotStarted(
                f"The match waits for its open seats ({open_seats(record.seats)}): nothing is "
                "dealt yet, so there is nothing to resign; abort it to call it off."
            )
        table = await context.repository.table(record, record.version)
        if tables.over(game, table):
            raise MatchOver(f"The match is over ({status_of(game, table)}): it cannot be resigned or aborted.")
        if seat in table.forfeited:
            raise AlreadyForfeited(
                f"Your seat has already left the match ({forfeit(table, seat)}): the server moves for it."
            )
        if kind is MatchAborted and table.played:
            raise AbortTooLate(
                "The match can be aborted only before the first action after the deal; play has begun: resign instead."
            )
        at = context.clock()
        event = kind(seat=seat)
        table = tables.fold_rows(game, table, [(event, ms(at), None)])
        committed = await commit(context, record, table, [(None, None, [event])], at)
        return committed.answer(context, seat)

    return await retried(context, attempt, "The match kept changing while your request was applied; try again.")
