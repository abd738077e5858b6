"""Who waits on which match: streams and long-polls sleep here until the match's
version may have grown, instead of polling the database.

A commit on this instance wakes its waiters at once; commits made by other
instances arrive through a feed (service/store/feeds.py). A wake-up is only a hint:
the waiter reads the match again and goes back to sleep if nothing is new.

When the server begins to stop, the hub closes: every waiter wakes and ends
(a stream with its last frames, a long-poll with what it has), so that no
stopping server waits on them.
"""

from __future__ import annotations

import asyncio
from collections.abc import Iterator
from contextlib import contextmanager

from service.errors import AtCapacity

# The hubs of the apps running on each event loop (one per server). uvicorn builds
# the HTTP protocol with no handle on the app, yet the protocol is what hears first
# that its server begins to stop (service/http/server.py): it finds here the hubs to close.
SERVING: dict[asyncio.AbstractEventLoop, set[Hub]] = {}


class Hub:
    def __init__(self, max_waiters: int) -> None:
        self.max_waiters = max_waiters
        self.waiting: dict[str, set[asyncio.Event]] = {}
        self.count = 0
        self.closed = False

    def publish(self, match_id: str) -> None:
        for woken in self.waiting.get(match_id, ()):
            woken.set()

    def watched(self) -> list[str]:
        return list(self.waiting)

    @contextmanager
    def watch(self, match_id: str) -> Iterator[asyncio.Event]:
        """An event set whenever the match may have moved on (or the server stops).
        Registered before the caller reads the match, so no commit slips between."""
        if self.count >= self.max_waiters:
            raise AtCapacity("This server holds as many streams and waits as it may; try again shortly.")
        woken = asyncio.Event()
        if self.closed:
            woken.set()
        self.waiting.setdefault(match_id, set()).add(woken)
        self.count += 1
        try:
            yield woken
        finally:
            self.count -= 1
            watchers = self.waiting[match_id]
            watchers.discard(woken)
            if not watchers:
                del self.waiting[match_id]

    def close(self) -> None:
        """The server is stopping: every waiter wakes and ends."""
        if self.closed:
            return
        self.closed = True
        for match_id in self.watched():
            self.publish(match_id)

    @contextmanager
    def serving(self) -> Iterator[None]:
        """While the app runs: closed by `server_stopping` on its loop, or at the end."""
        loop = asyncio.get_running_loop()
        SERVING.setdefault(loop, set()).add(self)
        try:
            yield
        finally:
            SERVING[loop].discard(self)
            if not SERVING[loop]:
                del SERVING[loop]
            self.close()


def server_stopping(loop: asyncio.AbstractEventLoop) -> None:
    """The server running on `loop` begins to stop: its streams and long-polls end now."""
    for hub in SERVING.get(loop, ()):
        hub.close()
