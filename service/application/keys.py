"""A player's or app's keys: listed, rotated and revoked by their owner (an app also
for each of its players), and by the server's operator (`tabletop keys`, or an app's
all at once with the admin key).

A rotation returns a new key once and keeps the old one working for the grace the
request asks (0: revoked at once; at most TABLETOP_KEY_GRACE_MAX_S), as Stripe's
rolled keys do. A revocation drops the key from this instance's cache at once and
wakes the streams it opened here; the other instances stop accepting it within
their cache's lifetime (service/application/players.py)."""

from __future__ import annotations

import datetime as dt
from typing import Annotated, NamedTuple

import msgspec
from msgspec import Meta

from service.application.players import Players
from service.application.tokens import hash_token
from service.errors import GraceTooLong, UnknownKey, Unprocessable
from service.hub import Hub, key_key
from service.store.keys import KeyRecord, OwnerKind, Scope


class KeyInfo(msgspec.Struct):
    key_id: str
    prefix: str  # its first characters, to tell it (just tp_ or ta_: a key made before keys had ids)
    scope: Scope  # read: views, streams and lists only
    created_at: dt.datetime
    last_used_at: dt.datetime | None  # coarse: noted at most once a minute
    expires_at: dt.datetime | None  # null: never


class KeyList(msgspec.Struct):
    keys: list[KeyInfo]  # the keys that work now, newest first


class RotateKeyRequest(msgspec.Struct, forbid_unknown_fields=True):
    # How long the old key keeps working, in seconds (0: revoked now).
    grace_s: Annotated[int, Meta(ge=0)]
    # The key to replace (default: the one this request is made with if it is the
    # owner's, else the owner's newest; none: a new key only).
    key_id: Annotated[str, Meta(max_length=32)] | None = None
    scope: Scope = "write"  # the new key's (read: views, streams and lists only)
    expires_at: dt.datetime | None = None  # the new key's end (default: never)


class CreatedKey(msgspec.Struct):
    key: str  # shown once; the server keeps only its hash
    created: KeyInfo
    replaced: KeyInfo | None  # the old key, with the end the grace gave it (null: none)


class Owner(NamedTuple):
    kind: OwnerKind
    id: str


def info(key: KeyRecord) -> KeyInfo:
    return KeyInfo(key.id, key.prefix, key.scope, key.created_at, key.last_used_at, key.expires_at)


class Keys:
    def __init__(self, players: Players, hub: Hub, grace_max_s: int) -> None:
        self.players, self.hub, self.grace_max_s = players, hub, grace_max_s
        self.store = players.accounts.keys

    async def listed(self, owner: Owner) -> KeyList:
        return KeyList([info(key) for key in await self.store.of(owner.kind, owner.id, self.players.clock())])

    async def rotate(self, owner: Owner, asked: RotateKeyRequest, using: KeyRecord | None) -> CreatedKey:
        """A new key for `owner`, the old one (`asked.key_id`, else `using` if it is the
        owner's, else his newest) ending after the grace."""
        if asked.grace_s > self.grace_max_s:
            raise GraceTooLong(f"A rotation keeps the old key for at most {self.grace_max_s} s.")
        at = self.players.clock()
        if asked.expires_at is not None and asked.expires_at <= at:
            raise Unprocessable("expires_at must be in the future.")
        old = await self._replaced(owner, asked.key_id, using, at)
        new, text = self.players.mint(owner.kind, owner.id, asked.scope, asked.expires_at)
        until = at + dt.timedelta(seconds=asked.grace_s)
        await self.store.rotate(new, hash_token(text), old, until)
        if old is None:
            return CreatedKey(text, info(new), None)
        self._revoked({old.id})  # (its end came nearer: not to be taken from the cache as it was)
        found = await self.store.by_id(old.id)
        return CreatedKey(text, info(new), None if found is None else info(found[0]))

    async def revoke(self, owner: Owner, key_id: str) -> None:
        """Revoke one of `owner`'s keys (404 if he has none of this id)."""
        if not any(key.id == key_id for key in await self.store.of(owner.kind, owner.id, None)):
            raise UnknownKey(f"No key {key_id[:40]!r} is yours.")
        await self.store.revoke(key_id, self.players.clock())
        self._revoked({key_id})

    async def revoke_all(self, owner: Owner) -> int:
        """Revoke every key of `owner` (an app: it acts for its players no more); how many."""
        ids = {key.id for key in await self.store.of(owner.kind, owner.id, None)}
        await self.store.revoke_all(owner.kind, owner.id, self.players.clock())
        self._revoked(ids)
        return len(ids)

    async def _replaced(
        self, owner: Owner, key_id: str | None, using: KeyRecord | None, at: dt.datetime
    ) -> KeyRecord | None:
        live = await self.store.of(owner.kind, owner.id, at)
        if key_id is not None:
            for key in live:
                if key.id == key_id:
                    return key
            raise UnknownKey(f"No working key {key_id[:40]!r} is yours.")
        if using is not None and (using.owner_kind, using.owner_id) == owner:
            return using
        return live[0] if live else None

    def _revoked(self, key_ids: set[str]) -> None:
        """Here at once: the cache forgets them and the streams they opened wake (to
        check them, and end if they no longer work)."""
        self.players.forget(key_ids)
        for key_id in key_ids:
            self.hub.publish(key_key(key_id))
