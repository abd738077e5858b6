"""`GET .../stream`: a match's events as Server-Sent Events, as the viewer may see them.

Each event goes out as `id:` (the version after it), `event:` (its type) and
`data:` (the record `/events` gives); after each batch comes an `event: match`
frame with the version, the seats to move and the status. A comment every
`keepalive_s` keeps proxies from closing an idle stream. The stream ends after
a finished match's last events, when the server stops, or after `max_s` (the
client reconnects with `Last-Event-ID` and misses nothing).

Memory stays bounded whatever the consumer: events are read a page at a time
and only once the previous page has been handed to the connection, whose
writes wait while the client does not read (no backlog builds up here). A
client that reads nothing for `send_timeout_s` is given up, so that it holds
no stream slot for as long as TCP would keep its connection.
"""

from __future__ import annotations

import asyncio
import logging
from collections.abc import Awaitable, Callable
from typing import NamedTuple

import msgspec
from litestar.types import Receive, Scope, Send

from engines.core import table as tables
from service.application.auth import Holder
from service.application.context import Context
from service.application.timeouts import current
from service.budget import Unavailable, renew_budget
from service.errors import Refused
from service.hub import Hub, Watch, key_key
from service.records import MatchRecord, MatchStatus

log = logging.getLogger("tabletop")
PAGE = 100  # events read (and held) at a time
MATCH = "match"  # the name of the frame that follows each batch of events
JSON = msgspec.json.Encoder()
HEADERS = [
    (b"content-type", b"text/event-stream; charset=utf-8"),
    (b"cache-control", b"no-cache"),
    (b"x-accel-buffering", b"no"),  # nginx: pass each frame on at once
]


class Stalled(Exception):
    """The client took nothing of a frame for `send_timeout_s`."""


class MatchFrame(msgspec.Struct):
    version: int
    to_move: list[int]
    status: MatchStatus
    forfeited: list[int]  # seats that resigned or ran out of time (the server plays them)


def frame(event: str, data: bytes, id_: int | None) -> bytes:
    """One Server-Sent Event (without an id, the client's Last-Event-ID stays as it was)."""
    if id_ is None:
        return b"event: %s\ndata: %s\n\n" % (event.encode(), data)
    return b"id: %d\nevent: %s\ndata: %s\n\n" % (id_, event.encode(), data)


class Guard(NamedTuple):
    """The key a stream was opened with, which must stay valid for it to go on: checked
    every `every_s` (through the instance's key cache, itself at most that old) and
    whenever the key's revocation is published in the hub."""

    holder: Holder
    check: Callable[[Holder], Awaitable[None]]  # a Refused once the key no longer works
    every_s: float


class Stream:
    """Frames as Server-Sent Events until the client goes, the server stops, `max_s`
    has passed or the key it was opened with ends (`guard`): `step` sends what is new
    each time one of the hub's keys wakes it (`keys` at first; `step` may follow others)."""

    def __init__(
        self, hub: Hub, name: str, keys: list[str], *, keepalive_s: float, max_s: float, send_timeout_s: float
    ) -> None:
        self.hub, self.name, self.keys = hub, name, keys
        self.keepalive_s, self.max_s, self.send_timeout_s = keepalive_s, max_s, send_timeout_s
        self.guard: Guard | None = None

    def guarded(self, guard: Guard | None) -> Stream:
        """The stream, ended once `guard`'s key no longer works (None: a seat token's, which lasts)."""
        if guard is not None:
            self.guard, self.keys = guard, [*self.keys, key_key(guard.holder.key_id)]
        return self

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        gone = asyncio.Event()
        listening = asyncio.create_task(self._until_disconnect(receive, gone))
        # (a list of its own: middleware adds to it)
        await send({"type": "http.response.start", "status": 200, "headers": list(HEADERS)})
        try:
            with self.hub.watch(*self.keys) as woken:
                await self._stream(send, woken, gone)
        except (Unavailable, OSError) as exc:  # the client reconnects with Last-Event-ID
            log.warning("stream of %s ended early: %s", self.name, exc)
        except Refused as ended:  # its key was revoked or has expired
            log.info("stream of %s closed: %s", self.name, ended.detail)
        except Stalled:  # (its connection is left to the server to close: a last write would wait too)
            log.warning("stream of %s given up: its client read nothing for %g s", self.name, self.send_timeout_s)
            return
        finally:
            listening.cancel()
        if not gone.is_set():
            await send({"type": "http.response.body", "body": b"", "more_body": False})

    async def _stream(self, send: Send, woken: Watch, gone: asyncio.Event) -> None:
        """Runs once the watch is registered: `step` reads after it (a commit before
        would wake nobody), and each wake-up is cleared before the reads it calls for
        (a commit during them wakes the stream again), as the long-poll does
        (service/application/queries.py)."""
        loop = asyncio.get_running_loop()
        deadline = loop.time() + self.max_s
        while not gone.is_set():
            woken.clear()
            renew_budget()  # each wake-up's reads may wait the database timeout, as a request's
            if await self.step(send, woken) or self.hub.closed:
                return
            left = deadline - loop.time()
            if left <= 0:
                return
            if not await self._wait(woken, gone, min(self.keepalive_s, left)):
                await self.send(send, b": keep-alive\n\n")

    async def _wait(self, woken: Watch, gone: asyncio.Event, timeout: float) -> bool:
        """Waits for a wake-up or a disconnect (False if neither came within `timeout`),
        checking the guard's key meanwhile."""
        if self.guard is None:
            return await _first(woken, gone, timeout)
        loop = asyncio.get_running_loop()
        end = loop.time() + timeout
        while True:
            came = await _first(woken, gone, min(end - loop.time(), self.guard.every_s))
            await self.guard.check(self.guard.holder)
            if came or loop.time() >= end:
                return came

    async def step(self, send: Send, woken: Watch) -> bool:
        """Send what is new (and watch what to be woken by); True once nothing more can come."""
        raise NotImplementedError

    async def send(self, send: Send, body: bytes) -> None:
        """A part of the body; Stalled if the client has not taken it in time."""
        try:
            await asyncio.wait_for(
                send({"type": "http.response.body", "body": body, "more_body": True}), self.send_timeout_s
            )
        except TimeoutError:
            raise Stalled from None

    @staticmethod
    async def _until_disconnect(receive: Receive, gone: asyncio.Event) -> None:
        while (await receive())["type"] != "http.disconnect":
            pass
        gone.set()


class EventStream(Stream):
    def __init__(
        self,
        context: Context,
        record: MatchRecord,
        seat: int | None,
        after: int,
        *,
        keepalive_s: float,
        max_s: float,
        send_timeout_s: float,
    ) -> None:
        super().__init__(
            context.hub, record.id, [record.id], keepalive_s=keepalive_s, max_s=max_s, send_timeout_s=send_timeout_s
        )
        self.context, self.record, self.seat, self.sent = context, record, seat, after

    async def step(self, send: Send, woken: Watch) -> bool:
        record = await current(self.context, self.record.id)
        if self.sent < record.version:
            self.sent = await self._send_new(send, record, self.sent)
        return record.status.ended

    async def _send_new(self, send: Send, record: MatchRecord, sent: int) -> int:
        """The events after `sent` up to the record's version, then the match frame."""
        while sent < record.version:
            logged = await self.context.repository.events(record, sent, record.version, PAGE)
            if not logged:
                break
            page = self.context.views.records(logged, self.seat)
            body = b"".join(frame(type(e.event).__struct_config__.tag, JSON.encode(e), e.seq) for e in page)
            await self.send(send, body)
            sent = page[-1].seq
        table = await self.context.repository.table(record, record.version)
        match = MatchFrame(
            version=record.version,
            to_move=tables.to_move(self.context.game, table),
            status=record.status,
            forfeited=list(table.forfeited),
        )
        await self.send(send, frame(MATCH, JSON.encode(match), record.version))
        return sent


async def _first(woken: Watch, gone: asyncio.Event, timeout: float) -> bool:
    """Waits for a wake-up or a disconnect; False if neither came within `timeout`."""
    waits = [asyncio.ensure_future(woken.wait()), asyncio.ensure_future(gone.wait())]
    done, pending = await asyncio.wait(waits, timeout=timeout, return_when=asyncio.FIRST_COMPLETED)
    for task in pending:
        task.cancel()
    return bool(done)


# What a stream takes as Last-Event-ID (its routes' header parameter, so the document
# says it and anything else is a 400): an id it sent, in ASCII decimal digits, within
# 64 bits; empty, none (the header's default: declared `str | None`, the document would
# allow the text "null" too). Not "-1", "1.5", "1e3", "0x10" or non-ASCII digits
# (str.isdigit takes "²").
LAST_EVENT_ID = r"^[0-9]{0,18}$"


def resume_point(after: int, last_event_id: str) -> int:
    """Where a match's stream resumes: `?after=N`, or the `Last-Event-ID` a reconnecting
    EventSource sends, whichever is later (either may be absent: 0, "")."""
    return max(after, int(last_event_id)) if last_event_id else after
