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
from collections.abc import Iterable, Iterator
from contextlib import contextmanager

from service.errors import AtCapacity

PLAYER = "p:"  # a player's key in the hub (a match's is its id)
KEY = "k:"  # a player's or app's key, in the hub


def player_key(player_id: str) -> str:
    """What a player's streams wait on: his stream's log has grown."""
    return PLAYER + player_id


def key_key(key_id: str) -> str:
    """What the streams a key opened wait on, besides: it was revoked."""
    return KEY + key_id


# The hubs of the apps running on each event loop (one per server). uvicorn builds
# the HTTP protocol with no handle on the app, yet the protocol is what hears first
# that its server begins to stop (service/http/server.py): it finds here the hubs to close.
SERVING: dict[asyncio.AbstractEventLoop, set[Hub]] = {}


class Hub:
    def __init__(self, max_waiters: int) -> None:
        self.max_waiters = max_waiters
        self.waiting: dict[str, set[Watch]] = {}
        self.count = 0
        self.closed = False

    def publish(self, match_id: str) -> None:
        for woken in self.waiting.get(match_id, ()):
            woken.set()

    def watched(self) -> list[str]:
        return list(self.waiting)

    @contextmanager
    def watch(self, *keys: str) -> Iterator[Watch]:
        """A waiter woken whenever a match it watches may have moved on (or the server
        stops); its keys may change while it waits. Registered before the caller reads
        the match, so no commit slips between."""
        if self.count >= self.max_waiters:
            raise AtCapacity("This server holds as many streams and waits as it may; try again shortly.")
        watch = Watch(self)
        if self.closed:
            watch.set()
        self.count += 1
        try:
            watch.follow(keys)
            yield watch
        finally:
            self.count -= 1
            watch.follow(())

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


class Watch(asyncio.Event):
    """One waiter: set when any of its keys is published."""

    def __init__(self, hub: Hub) -> None:
        super().__init__()
        self.hub, self.keys = hub, frozenset[str]()

    def follow(self, keys: Iterable[str]) -> None:
        """Wait on these keys from now on (and no others)."""
        keys, waiting = frozenset(keys), self.hub.waiting
        for key in self.keys - keys:
            watchers = waiting[key]
            watchers.discard(self)
            if not watchers:
                del waiting[key]
        for key in keys - self.keys:
            waiting.setdefault(key, set()).add(self)
        self.keys = keys
