"""A game's matches as stored: their records, their tables at any version, their
events, and saving what a command appends.

A table is the fold of the match's events (engines/core/table.py). Folding is kept
short two ways: a per-process cache of the latest table of recently used matches
(keyed by version: the store's compare-and-set still guards every append, so
instances sharing a database stay correct), and snapshots stored every
`snapshot_every` events (derived data, dropped and rebuilt freely).
"""

from __future__ import annotations

import datetime as dt
import logging
from collections import OrderedDict
from collections.abc import Awaitable
from typing import Any, NamedTuple

import msgspec

from engines.core import AnyGame
from engines.core import table as tables
from engines.core.table import LifecycleEvent, Table
from service.application.match import is_match_id, ms, time_control
from service.budget import Unavailable
from service.errors import NotFound
from service.records import MatchRecord, MatchStatus, NewEvent, Replay, StoredAction, seats_text
from service.store.matches import Matches

log = logging.getLogger("tabletop")
SNAPSHOT = msgspec.msgpack.Encoder()


class Logged(NamedTuple):
    """An event of a match's log, decoded."""

    seq: int
    at: dt.datetime
    event: Any


class StateCache:
    """Least-recently-used tables: per match, its record and the table at the record's
    version (shared by every game's repository)."""

    def __init__(self, size: int) -> None:
        self.size = size
        self.entries: OrderedDict[str, tuple[MatchRecord, Table[Any]]] = OrderedDict()

    def get(self, match_id: str) -> tuple[MatchRecord, Table[Any]] | None:
        entry = self.entries.get(match_id)
        if entry is not None:
            self.entries.move_to_end(match_id)
        return entry

    def put(self, record: MatchRecord, table: Table[Any]) -> None:
        current = self.entries.get(record.id)
        if current is None or current[0].version <= record.version:
            self.entries[record.id] = (record, table)
            self.entries.move_to_end(record.id)
            if len(self.entries) > self.size:
                self.entries.popitem(last=False)


class Repository:
    def __init__(self, game: AnyGame, store: Matches, cache: StateCache, *, snapshot_every: int = 0) -> None:
        self.game, self.store, self.cache, self.snapshot_every = game, store, cache, snapshot_every
        self.event_decoder = msgspec.json.Decoder(game.event_type | LifecycleEvent)  # the table's events share the log
        self.options_decoder: msgspec.json.Decoder[Any] = msgspec.json.Decoder(game.options_type)
        self.snapshot_decoder = msgspec.msgpack.Decoder(Table[game.state_type])  # type: ignore[name-defined]

    # -- reading ------------------------------------------------------------------

    def cached(self, match_id: str) -> tuple[MatchRecord, Table[Any]] | None:
        """The cached record and table of this game's match; another game's match (the
        cache is shared) is not one of ours. A waiting match's seats change at each
        claim while its version stays 0: it is read anew each time."""
        cached = self.cache.get(match_id)
        if cached and cached[0].game == self.game.id and cached[0].status != MatchStatus.WAITING:
            return cached
        return None

    async def record(self, match_id: str) -> MatchRecord:
        """The match as stored now (NotFound if it is not this game's)."""
        # Only the version (and the status with it) of a match ever changes: a cached
        # record still at the stored version is the stored record.
        cached = self.cached(match_id)
        if cached and await self.store.match_version(match_id) == cached[0].version:
            return cached[0]
        record = await self.store.get_match(match_id) if is_match_id(match_id) else None
        if record is None or record.game != self.game.id:
            raise NotFound(f"There is no {self.game.title} match '{match_id[:40]}'.")
        return record

    def options(self, record: MatchRecord) -> Any:
        return self.options_decoder.decode(record.options)

    def unset_table(self, record: MatchRecord) -> Table[Any]:
        """The match's table before its setup."""
        return tables.seated(
            self.game,
            len(record.seats),
            self.options(record),
            record.rules_version,
            timed=time_control(record) is not None,
        )

    async def table(self, record: MatchRecord, version: int) -> Table[Any]:
        """The table at `version`: the cached one, or else the latest snapshot at or
        before it, plus the events after. Folding more events than a snapshot spans
        leaves one behind."""
        cached = self.cached(record.id)
        if cached and cached[0].version == version:
            return cached[1]
        start, table = (cached[0].version, cached[1]) if cached and cached[0].version < version else (0, None)
        if self.snapshot_every and version - start > self.snapshot_every:
            start, table = await self._snapshot(record.id, version, start, table)
        if table is None:
            table = self.unset_table(record)
        stored = await self.store.events(record.id, start, version)
        decode = self.event_decoder.decode
        table = tables.fold_rows(self.game, table, ((decode(e.payload), ms(e.created_at), e.actor) for e in stored))
        if self.snapshot_every and len(stored) > self.snapshot_every:
            await self._save_snapshot(record.id, version, table)
        if version == record.version:
            self.cache.put(record, table)
        return table

    async def _snapshot(
        self, match_id: str, version: int, start: int, table: Table[Any] | None
    ) -> tuple[int, Table[Any] | None]:
        """The latest snapshot at or before `version`, if it is past `start`."""
        snapshot = await self.store.snapshot(match_id, version)
        if not snapshot or snapshot[0] <= start:
            return start, table
        try:
            return snapshot[0], self.snapshot_decoder.decode(snapshot[1])
        except msgspec.DecodeError:
            # written by an engine whose state has changed shape since: derived data,
            # so dropped and folded again from the events
            log.warning("snapshot of %s at %d unreadable: its snapshots are dropped", match_id, snapshot[0])
            await self.store.drop_snapshots(match_id)
            return start, table

    async def _save_snapshot(self, match_id: str, version: int, table: Table[Any]) -> None:
        """Best effort: a snapshot only saves work, so failing to store one fails nothing."""
        try:
            await self.store.save_snapshot(match_id, version, SNAPSHOT.encode(table))
        except Unavailable as exc:
            log.warning("snapshot of %s at %d not stored: %s", match_id, version, exc)

    async def events(self, record: MatchRecord, after: int, upto: int, limit: int | None = None) -> list[Logged]:
        decode = self.event_decoder.decode
        return [
            Logged(e.seq, e.created_at, decode(e.payload))
            for e in await self.store.events(record.id, after, upto, limit)
        ]

    async def stored(self, match_id: str) -> MatchRecord | None:
        """The match as stored now, read anew (None if there is none)."""
        return await self.store.get_match(match_id)

    async def listing(
        self, status: MatchStatus | None, before: tuple[dt.datetime, str] | None, limit: int
    ) -> list[MatchRecord]:
        """This game's matches, newest first, after `before` (the last of the previous page)."""
        return await self.store.list_matches(self.game.id, status, before, limit)

    def replay(self, record: MatchRecord, seat: int, key: str) -> Awaitable[Replay | None]:
        """What the seat's idempotency `key` names, unless it is new or has expired. (The
        store's awaitable itself: this is on every act's path.)"""
        return self.store.replay(record.id, seat, key)

    async def acts_begun(self, record: MatchRecord, after: int) -> list[int]:
        """The versions from `after` to before the record's at which a recorded act began."""
        return await self.store.acts_begun(record.id, after, record.version)

    async def actions(self, record: MatchRecord) -> list[StoredAction]:
        """Every act recorded in the match's log, in order."""
        return await self.store.actions(record.id)

    # -- writing ------------------------------------------------------------------

    async def create(self, record: MatchRecord, first: list[NewEvent], table: Table[Any]) -> None:
        """Store a new match with its first events; `table` is its table after them."""
        await self.store.create_match(record, first)
        self.cache.put(record, table)

    async def claim(
        self,
        before: MatchRecord,
        after: MatchRecord,
        first: list[NewEvent],
        seat: int,
        at: dt.datetime,
        table: Table[Any],
    ) -> None:
        """Store the seat claimed (`after`: the match as it is then, with the deal's events
        when the claim took the last open seat and `table` is dealt), if the match is
        still as `before` was: else ClaimLost (AlreadyBound if the seat's player already
        holds another of its seats)."""
        await self.store.claim(seats_text(before.seats), after, first, seat, at)
        if table.dealt:
            self.cache.put(after, table)

    async def save(
        self,
        before: MatchRecord,
        after: MatchRecord,
        table: Table[Any],
        rows: list[NewEvent],
        at: dt.datetime,
        replay: Replay | None,
    ) -> None:
        """Append `rows` to the match `before` was (VersionConflict if it has moved since),
        making it `after`, whose table is `table`."""
        await self.store.append(before.id, before.version, rows, after.status, at, replay, after.deadline)
        self.cache.put(after, table)
        if self.snapshot_every and after.version // self.snapshot_every > before.version // self.snapshot_every:
            await self._save_snapshot(after.id, after.version, table)
