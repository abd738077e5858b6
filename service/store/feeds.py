"""How commits made by other instances (or other processes of `--workers N`) reach
this instance's hub, within a second: each backend has its feed (service/store/
sqlite.py, postgres.py); what they share is here. A wake-up is only a hint: the
woken waiter reads the match again."""

from __future__ import annotations

import logging
from collections.abc import Awaitable, Callable

from service.hub import Hub

log = logging.getLogger("tabletop")
# The stored versions of what these hub keys name (Storage.watched_versions).
Versions = Callable[[list[str]], Awaitable[dict[str, int]]]


class Feed:
    def __init__(self, versions: Versions, hub: Hub) -> None:
        self.versions, self.hub = versions, hub
        self.seen: dict[str, int] = {}

    async def probe(self) -> None:
        """Wake the waiters of every watched match whose version moved since last seen."""
        watched = self.hub.watched()
        if not watched:
            self.seen.clear()
            return
        versions = await self.versions(watched)
        for match_id, version in versions.items():
            if self.seen.get(match_id) != version:
                self.hub.publish(match_id)
        self.seen = versions

    async def guarded_probe(self) -> None:
        try:
            await self.probe()
        except Exception as exc:  # a feed must outlive a database hiccup
            log.warning("probing match versions failed: %s", exc)

    async def run(self) -> None:
        raise NotImplementedError
