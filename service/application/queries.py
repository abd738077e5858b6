"""Reading a match: its view at any version, a seat's legal actions, its events (and
a long-poll for the next ones), and its export. Reads record what is overdue on the
clocks before answering (service/application/timeouts.py)."""

from __future__ import annotations

import asyncio
from typing import Any, NamedTuple

from engines.core import table as tables
from engines.core.verify import EXPORT_FORMAT
from service.application.auth import Credentials
from service.application.context import Context
from service.application.schemas import ExportSeat, RatingChange
from service.application.timeouts import current
from service.application.views import seed_fields
from service.errors import Malformed, NotFound
from service.records import MatchRecord, MatchStatus


class Seen(NamedTuple):
    """What a read is of: the match as stored, the viewer (None: a spectator), and the
    version shown."""

    record: MatchRecord
    seat: int | None
    version: int


async def seen(context: Context, match_id: str, credentials: Credentials | None, at: int | None = None) -> Seen:
    record = await current(context, match_id)
    seat = await context.auth.viewer(record, credentials)
    if at is not None and at > record.version:
        raise NotFound(f"This match is at version {record.version}; version {at} does not exist yet.")
    return Seen(record, seat, record.version if at is None else at)


async def match(context: Context, read: Seen, changes: list[RatingChange] | None = None) -> Any:
    """The view (with a rated match's rating changes, read by `rating_changes`)."""
    table = await context.repository.table(read.record, read.version)
    shown = context.views.match(read.record, read.version, table, read.seat)
    return context.schemas.match(**(shown | {"rating_changes": changes}))


async def rating_changes(context: Context, read: Seen) -> list[RatingChange] | None:
    """What a rated match's result did to its players' ratings, in its view as it ended."""
    if not read.record.status.ended or read.version != read.record.version:
        return None
    return await context.standings.changes(read.record.id)


async def legal(context: Context, read: Seen, seat: int) -> Any:
    """Every action `seat` may take now (none while the match waits: nothing is dealt)."""
    record = read.record
    if record.status == MatchStatus.WAITING:
        return context.schemas.legal(version=record.version, seat=seat, actions=[])
    table = await context.repository.table(record, record.version)
    return context.schemas.legal(
        version=record.version, seat=seat, actions=tables.legal_actions(context.game, table, seat)
    )


async def events(
    context: Context, match_id: str, credentials: Credentials | None, after: int, limit: int, wait_s: float
) -> Any:
    """The events after version `after`, as the viewer may see them; with `wait_s`,
    the first ones committed within that long if there are none yet."""
    read = await seen(context, match_id, credentials)
    record = read.record
    if after > record.version:  # a cursor from nowhere: waiting would only hide the mistake
        raise Malformed(
            f"This match is at version {record.version}: 'after' may be at most {record.version}, not {after}."
        )
    record = await moved_past(context, record, after, wait_s)
    logged = await context.repository.events(record, after, record.version, limit)
    return context.schemas.event_page(version=record.version, events=context.views.records(logged, read.seat))


async def moved_past(context: Context, record: MatchRecord, version: int, wait_s: float) -> MatchRecord:
    """The match once it is past `version`, or as it is after `wait_s` seconds (a
    long-poll: woken by the hub, not by polling the database)."""
    if record.version > version or wait_s <= 0 or record.status.ended:
        return record
    hub, loop = context.hub, asyncio.get_running_loop()
    deadline = loop.time() + wait_s
    with hub.watch(record.id) as woken:
        record = await current(context, record.id)  # anything committed before the watch began
        while record.version <= version and not hub.closed:
            try:
                await asyncio.wait_for(woken.wait(), deadline - loop.time())
            except TimeoutError:
                break
            woken.clear()
            record = await current(context, record.id)
    return record


async def export(context: Context, match_id: str) -> Any:
    """The match's public record (see engines/core/verify.py): as a spectator sees it
    while it runs; once it has ended, everything, with the seed and the actions."""
    record = await current(context, match_id)
    schemas, ended = context.schemas, record.status.ended
    logged = await context.repository.events(record, 0, record.version)
    events = [
        schemas.event_record(seq=e.seq, created_at=e.at, event=e.event if ended else context.views.event(e.event, None))
        for e in logged
    ]
    actions = None
    if ended:
        taken = [(a.before, schemas.taken_decoder.decode(a.action)) for a in await context.repository.actions(record)]
        actions = [schemas.export_action(seat=t.seat, before=before, action=t.action) for before, t in taken]
    return schemas.export(
        format=EXPORT_FORMAT,
        match_id=record.id,
        game=record.game,
        rules_version=record.rules_version,
        status=record.status,
        created_at=record.created_at,
        # A seat's entropy keeps the chance unforeseeable to whoever did not give it:
        # shown once the match has ended, with the seed.
        seats=[
            ExportSeat(seat=i, name=s.name, entropy=s.entropy if ended else None) for i, s in enumerate(record.seats)
        ],
        options=context.repository.options(record),
        **seed_fields(record, ended),
        events=events,
        actions=actions,
    )
