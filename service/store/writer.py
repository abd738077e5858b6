"""Group commit: appends that arrive while a transaction is being written are
committed together in the next one, so that under load a batch of acts shares one
round trip and one fsync.

If any append of a batch conflicts, the batch is rolled back and each is written
on its own, so one append's conflict never fails another. An append still queued
when its request's budget on the database runs out is given up, nothing written;
once taken, its batch waits no longer than that budget.
"""

from __future__ import annotations

import asyncio
import contextvars
import datetime as dt
from typing import NamedTuple

from sqlalchemy.exc import IntegrityError

from service.budget import Unavailable, budget, spending
from service.records import VersionConflict, now
from service.store.database import Database, settle
from service.store.statements import Append


class _Queued(NamedTuple):
    append: Append
    done: asyncio.Future[None]
    until: float | None  # (loop time) when its request's budget on the database runs out; None: no request's


class GroupCommit:
    def __init__(self, db: Database, replay_ttl: dt.timedelta) -> None:
        self.db, self.replay_ttl = db, replay_ttl
        self._queue: list[_Queued] = []
        self._writer: asyncio.Task[None] | None = None
        # One timer for the whole queue, at its earliest budget's end (not one per
        # append: under load most acts wait in the queue, and each timer costs).
        self._giving_up: asyncio.TimerHandle | None = None

    async def append(self, append: Append) -> None:
        """Written in the next batch; VersionConflict if the match has moved past
        `append.expected` meanwhile."""
        loop = asyncio.get_running_loop()
        with spending(None) as left:
            queued = _Queued(append, loop.create_future(), None if left is None else loop.time() + left)
            self._queue.append(queued)
            if self._writer is None or self._writer.done():
                # (a context of its own: the batches it writes are no request's)
                self._writer = asyncio.create_task(self._write_queued(), context=contextvars.Context())
            if queued.until is not None and (self._giving_up is None or queued.until < self._giving_up.when()):
                self._give_up_at(queued.until)
            await queued.done

    def _give_up_at(self, when: float | None) -> None:
        if self._giving_up is not None:
            self._giving_up.cancel()
        self._giving_up = None if when is None else asyncio.get_running_loop().call_at(when, self._give_up, when)

    def _give_up(self, when: float) -> None:
        """The appends still queued whose requests' budgets ran out by `when`: nothing
        of them is written."""
        kept = []
        for item in self._queue:
            if item.until is not None and item.until <= when:
                settle(item.done, error=Unavailable("the database did not take the append in time"))
            else:
                kept.append(item)
        self._queue = kept
        self._give_up_at(min((item.until for item in kept if item.until is not None), default=None))

    async def _write_queued(self) -> None:
        while self._queue:
            # One turn of the loop first: the appends of the acts it runs join this batch
            # (measured under the Babel bench: 7.3 -> 12.6 appends a commit, the commit's
            # cost shared by more; it costs a turn of the loop's time, microseconds).
            await asyncio.sleep(0)
            batch, self._queue = self._queue, []
            self._give_up_at(None)  # (taken: each waits no longer than its budget, see _commit)
            seen: set[str] = set()
            for item in batch:  # two appends to one match in a batch: the later one lost the race
                if item.append.match_id in seen:
                    settle(item.done, error=VersionConflict())
                seen.add(item.append.match_id)
            # A caller that went away before its append was written gets nothing written.
            batch = [item for item in batch if not item.done.done()]
            if not batch:
                continue
            try:
                await self._commit(batch)
            except (IntegrityError, VersionConflict):
                for item in batch:
                    await self._commit_alone(item)
            except Exception as exc:  # the database failed: every caller hears of it
                for item in batch:
                    settle(item.done, error=exc)
            else:
                for item in batch:
                    settle(item.done)

    async def _commit_alone(self, item: _Queued) -> None:
        try:
            await self._commit([item])
        except IntegrityError:
            settle(item.done, error=VersionConflict())
        except Exception as exc:
            settle(item.done, error=exc)
        else:
            settle(item.done)

    async def _commit(self, batch: list[_Queued]) -> None:
        """Waits no longer than the most pressed of the batch's requests may: none of
        them hears of the batch's fate after its budget has run out."""
        since = now() - self.replay_ttl
        appends = [item.append for item in batch]
        untils = [item.until for item in batch if item.until is not None]
        if not untils:
            return await self.db.append_batch(appends, since)
        with budget(min(untils) - asyncio.get_running_loop().time()):
            await self.db.append_batch(appends, since)
