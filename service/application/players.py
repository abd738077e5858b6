"""Players: a player registers once (`POST /players`) and gets a key, shown once
and stored as its SHA-256, like a seat token (service/application/tokens.py). A seat
created or claimed with the key is bound to the player, and the key then acts for
that seat in its match as the seat's token does.

An app (`POST /apps`) makes players of its own with its key, and acts for any of
them by naming him (`Tabletop-Player`) beside its key; never for another app's or
for an independent player.

Each owner may hold several keys (service/application/keys.py rotates and revokes
them), each read-only or not, and expiring or not. Which owner a key names never
changes, nor does a player's app; only a key's life may end.

The key cache, per instance (key hash -> the key and its owner, as a read of the
database found them). Invariant: an entry is made only from a read that found the
key valid, and a key's life only ever shortens (service/store/keys.py), so an entry
can only err by accepting a key revoked elsewhere since that read, and is read again
once `cache_s` old (at most 1 s): a revoked key may be accepted that long on another
instance (on this one, never: a revocation here drops its entries), and a valid key
is never refused (unknown or ended keys are not cached). Expiry is checked against
the clock at every use."""

from __future__ import annotations

import asyncio
import datetime as dt
import logging
import time
import uuid
from collections import OrderedDict
from collections.abc import Callable
from typing import NamedTuple

import msgspec

from service.application.tokens import APP_KEY_PREFIX, PLAYER_KEY_PREFIX, hash_token, new_key
from service.budget import Unavailable
from service.errors import InsufficientScope, KeyExpired, KeyRevoked, NotYourPlayer, Unauthorized
from service.records import AppRecord, PlayerRecord, now
from service.store.accounts import Accounts
from service.store.keys import KeyRecord, OwnerKind, Scope

log = logging.getLogger("tabletop")
FLUSH_S = 5.0  # how often the keys' last uses are written (at most)
# Keys remembered per process (a bot sends its key with every request).
CACHE_SIZE = 4096
SHOWN = 4  # random characters of a key shown in its prefix (24 of its 256 bits)
PREFIXES: dict[OwnerKind, str] = {"player": PLAYER_KEY_PREFIX, "app": APP_KEY_PREFIX}
UNKNOWN: dict[OwnerKind, str] = {
    "player": "This player key is unknown: POST /players gives one.",
    "app": "This app key is unknown: POST /apps gives one.",
}


class Known(NamedTuple):
    key: KeyRecord
    owner: PlayerRecord | AppRecord
    checked: float  # time.monotonic() of the read that found it valid


class Players:
    def __init__(
        self,
        accounts: Accounts,
        clock: Callable[[], dt.datetime] = now,
        *,
        cache_s: float = 0.5,
        last_used_every_s: float = 60.0,
        size: int = CACHE_SIZE,
    ) -> None:
        self.accounts, self.clock, self.cache_s, self.size = accounts, clock, cache_s, size
        self.last_used_every = dt.timedelta(seconds=last_used_every_s)
        self.known: OrderedDict[str, Known] = OrderedDict()
        self.acting: OrderedDict[str, PlayerRecord] = OrderedDict()  # "app id:player id" -> the app's player
        self.used: dict[str, dt.datetime] = {}  # key id -> its last use not yet written

    def mint(
        self, kind: OwnerKind, owner_id: str, scope: Scope = "write", expires_at: dt.datetime | None = None
    ) -> tuple[KeyRecord, str]:
        """A new key for an owner (not stored yet) and its text, shown once."""
        text = new_key(PREFIXES[kind])
        prefix = text[: len(PREFIXES[kind]) + SHOWN]
        key = KeyRecord(uuid.uuid4().hex, kind, owner_id, prefix, scope, self.clock(), expires_at=expires_at)
        return key, text

    async def register(self, name: str, app: AppRecord | None = None) -> tuple[PlayerRecord, str]:
        """A new player (the app's, if made with its key) and his key."""
        player = PlayerRecord(id=uuid.uuid4().hex, name=name, app_id=None if app is None else app.id)
        key, text = self.mint("player", player.id)
        await self.accounts.create_player(player, key, hash_token(text))
        return player, text

    async def register_app(self, name: str) -> tuple[AppRecord, str]:
        app = AppRecord(id=uuid.uuid4().hex, name=name)
        key, text = self.mint("app", app.id)
        await self.accounts.create_app(app, key, hash_token(text))
        return app, text

    async def app_players(
        self, app: AppRecord, before: tuple[dt.datetime, str] | None, limit: int
    ) -> list[tuple[PlayerRecord, dt.datetime]]:
        """The app's players and when each was made, newest first, after `before` (the
        (created_at, id) of the last of the previous page)."""
        return await self.accounts.app_players(app.id, before, limit)

    async def of(self, digest: str, acting_for: str | None, write: bool) -> PlayerRecord:
        """The player whose key hashes to `digest`, or whom the app whose key does acts
        for (403 unless he is the app's); 401 for an unknown or ended key."""
        if acting_for is None:
            return await self.by_key(digest, write)
        app = await self.app_by_key(digest, write)
        ref = f"{app.id}:{acting_for}"
        player = self.acting.get(ref)
        if player is None:
            found = await self.accounts.player_by_id(acting_for)
            if found is None or found.app_id != app.id:
                raise NotYourPlayer(f"The app {app.name!r} made no player {acting_for[:40]!r}.")
            player = found
        self.acting[ref] = player
        self.acting.move_to_end(ref)
        if len(self.acting) > self.size:
            self.acting.popitem(last=False)
        return player

    async def by_key(self, digest: str, write: bool) -> PlayerRecord:
        """The player whose key hashes to `digest`."""
        owner = (await self.valid(digest, "player", write)).owner
        assert isinstance(owner, PlayerRecord)
        return owner

    async def app_by_key(self, digest: str, write: bool) -> AppRecord:
        """The app whose key hashes to `digest`."""
        owner = (await self.valid(digest, "app", write)).owner
        assert isinstance(owner, AppRecord)
        return owner

    async def valid(self, digest: str, kind: OwnerKind, write: bool) -> Known:
        """The key that hashes to `digest` and its owner, if it is a `kind`'s and works
        now (401 unknown, revoked or expired; 403 a read-only key asked to write)."""
        known, at = self.known.get(digest), self.clock()
        if known is None or time.monotonic() - known.checked > self.cache_s:
            found = await self.accounts.keys.owned(digest)
            if found is None or found[0].owner_kind != kind:
                raise Unauthorized(UNKNOWN[kind])
            known = Known(*found, time.monotonic())
            self.known.pop(digest, None)
            if not known.key.ended(at):
                self._remember(digest, known)
        key = known.key
        if key.revoked_at is not None:
            raise KeyRevoked(f"This key ({key.prefix}...) was revoked at {key.revoked_at.isoformat()}.")
        if key.expires_at is not None and key.expires_at <= at:
            raise KeyExpired(f"This key ({key.prefix}...) expired at {key.expires_at.isoformat()}.")
        if write and key.scope == "read":
            raise InsufficientScope(f"This key ({key.prefix}...) is read-only: it cannot change anything.")
        if key.last_used_at is None or at - key.last_used_at >= self.last_used_every:
            self.used[key.id] = at
            self.known[digest] = known._replace(key=msgspec.structs.replace(key, last_used_at=at))
        return known

    def forget(self, key_ids: set[str]) -> None:
        """Revoked here: this instance accepts these keys no more, from now."""
        for digest in [digest for digest, known in self.known.items() if known.key.id in key_ids]:
            del self.known[digest]

    async def flush_used(self) -> None:
        """Write when keys were last used (each at most once a `last_used_every`)."""
        used, self.used = self.used, {}
        if used:
            await self.accounts.keys.touch(used, self.last_used_every)

    async def flushing(self) -> None:
        """`flush_used` every few seconds, for as long as the app serves (a use is lost
        if its write fails: the time is coarse)."""
        while True:
            await asyncio.sleep(min(FLUSH_S, self.last_used_every.total_seconds()))
            try:
                await self.flush_used()
            except Unavailable as exc:
                log.warning("noting when keys were last used failed: %s", exc)

    def _remember(self, digest: str, known: Known) -> None:
        self.known[digest] = known
        self.known.move_to_end(digest)
        if len(self.known) > self.size:
            self.known.popitem(last=False)
