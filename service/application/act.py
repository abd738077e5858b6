"""Acting: a seat's action, judged by the game's rules on the match as it is, its
events appended with the zombies' moves after it, and the seat's answer.

`expected_version` names the version the seat decided on; when the match has moved
on since, the action still stands if the seat's decision did not change meanwhile
(service/application/staleness.py). An Idempotency-Key makes a retry return the
first answer, rebuilt from the log, and never apply twice."""

from __future__ import annotations

import hashlib
from typing import Any

import msgspec

from engines.core import IllegalAction, rng_for
from engines.core import table as tables
from engines.core.table import Table
from service.application.auth import Credentials
from service.application.commit import commit
from service.application.context import Context, Retry, retried
from service.application.match import Move, chance, forfeit, ms, open_seats, overdue, sentence, status_of
from service.application.staleness import still_stands
from service.application.timeouts import current
from service.errors import Illegal, KeyReused, MatchOver, NotStarted, NotYourTurn, SeatForfeited, Unprocessable
from service.records import MatchRecord, MatchStatus, Replay, VersionConflict

REQUEST = msgspec.json.Encoder()


async def act(
    context: Context, match_id: str, credentials: Credentials, action: Any, expected: int | None, key: str | None
) -> Any:
    request = hashlib.sha256(REQUEST.encode([action, expected])).hexdigest() if key is not None else ""

    async def attempt(n: int) -> Any:
        # The cached record and table let a fresh act go straight to the append; the
        # append's version check catches a cache another instance made stale, and
        # refusals (409, 422) are only ever answered from a record read just now.
        cached = context.repository.cached(match_id) if n == 0 else None
        if cached and expected in (None, cached[0].version) and not overdue(cached[0], context.clock()):
            record, table = cached
        else:
            record = await current(context, match_id)
            table = await context.repository.table(record, record.version)
        seat = await context.auth.seat(record, credentials)
        if record.status == MatchStatus.WAITING:
            raise NotStarted(f"The match waits for its open seats: {open_seats(record.seats)}.")
        if key is not None and (replayed := await answered(context, record, seat, key, request)):
            return replayed
        if expected is not None and expected != record.version:
            await still_stands(context, record, table, seat, expected)
        at = context.clock()
        try:
            moves, table = play(context, record, table, seat, action, ms(at))
        except Unprocessable:
            if cached:  # judged on a cache: judged again on the match as stored
                raise Retry from None
            raise
        replay = Replay(seat, key, request, record.version, record.version) if key is not None else None
        try:
            committed = await commit(context, record, table, moves, at, replay)
        except VersionConflict:
            if key is not None and (replayed := await answered(context, record, seat, key, request)):
                return replayed
            raise  # the next attempt reads the match anew and judges expected_version again
        return committed.answer(context, seat)

    return await retried(context, attempt, "The match kept changing while your action was applied; try again.")


def play(
    context: Context, record: MatchRecord, table: Table[Any], seat: int, action: Any, at_ms: int
) -> tuple[list[Move], Table[Any]]:
    """The seat's move, if the rules allow it now, and the table after it."""
    game = context.game
    if tables.over(game, table):
        raise MatchOver(f"The match is over ({status_of(game, table)}): no more actions are accepted.")
    if seat in table.forfeited:
        raise SeatForfeited(f"Your seat has left the match ({forfeit(table, seat)}): the server moves for it now.")
    movers = tables.to_move(game, table)
    if seat not in movers:
        waiting = ", ".join(record.seats[s].name or f"seat {s}" for s in movers)
        raise NotYourTurn(f"It is not your turn: waiting for {waiting}.")
    try:
        events, state = game.play(table.state, seat, action, rng_for(chance(record), record.version))
    except IllegalAction as exc:
        raise Illegal(sentence(str(exc))) from exc
    return [(seat, action, events)], tables.after_act(game, table, seat, at_ms, state)


async def answered(context: Context, record: MatchRecord, seat: int, key: str, request: str) -> Any | None:
    """The first answer to this seat's `key`, rebuilt from the log; None if the key is
    new (or expired). Another request under a used key is refused."""
    replay = await context.repository.replay(record, seat, key)
    if replay is None:
        return None
    if replay.request != request:
        raise KeyReused(
            f"The Idempotency-Key '{key}' was already used for another request on this match; "
            "send a new key with each new action."
        )
    table = await context.repository.table(record, replay.after)
    logged = await context.repository.events(record, replay.before, replay.after)
    return context.views.acted(record, replay.after, table, seat, context.views.records(logged, seat))
