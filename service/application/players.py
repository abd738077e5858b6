"""Players: a player registers once (`POST /players`) and gets a key, shown once
and stored as its SHA-256, like a seat token (service/application/tokens.py). A seat
created or claimed with the key is bound to the player, and the key then acts for
that seat in its match as the seat's token does.

An app (`POST /apps`) makes players of its own with its key, and acts for any of
them by naming him (`Tabletop-Player`) beside its key; never for another app's or
for an independent player.

Keys cannot be revoked and a player's app never changes, so which player (or app) a
key names never changes: small LRUs of key hash -> player (app) and of an app's
players spare the database a lookup per request, on every instance."""

from __future__ import annotations

import uuid
from collections import OrderedDict

from service.application.tokens import APP_KEY_PREFIX, hash_token, new_key
from service.errors import NotYourPlayer, Unauthorized
from service.store.events import EventStore
from service.store.records import AppRecord, PlayerRecord, now

# Player keys remembered per process (a bot sends its key with every request).
CACHE_SIZE = 4096


class Players:
    def __init__(self, store: EventStore, size: int = CACHE_SIZE) -> None:
        self.store, self.size = store, size
        self.known: OrderedDict[str, PlayerRecord] = OrderedDict()
        self.apps: OrderedDict[str, AppRecord] = OrderedDict()

    async def register(self, name: str, app: AppRecord | None = None) -> tuple[PlayerRecord, str]:
        """A new player (the app's, if made with its key) and his key."""
        player = PlayerRecord(id=uuid.uuid4().hex, name=name, app_id=None if app is None else app.id)
        key = new_key()
        await self.store.create_player(player.id, player.name, hash_token(key), now(), player.app_id)
        return player, key

    async def register_app(self, name: str) -> tuple[AppRecord, str]:
        app, key = AppRecord(id=uuid.uuid4().hex, name=name), new_key(APP_KEY_PREFIX)
        await self.store.create_app(app, hash_token(key), now())
        return app, key

    async def of(self, digest: str, acting_for: str | None) -> PlayerRecord:
        """The player whose key hashes to `digest`, or whom the app whose key does acts
        for (403 unless he is the app's); 401 for an unknown key."""
        if acting_for is None:
            return await self.by_key(digest)
        app = await self.app_by_key(digest)
        key = f"{app.id}:{acting_for}"
        player = self.known.get(key)
        if player is None:
            found = await self.store.player_by_id(acting_for)
            if found is None or found.app_id != app.id:
                raise NotYourPlayer(f"The app {app.name!r} made no player {acting_for[:40]!r}.")
            player = found
        return self._remember(key, player)

    async def by_key(self, digest: str) -> PlayerRecord:
        """The player whose key hashes to `digest`; 401 if none."""
        player = self.known.get(digest)
        if player is None:
            player = await self.store.player_by_key(digest)
            if player is None:
                raise Unauthorized("This player key is unknown: POST /players gives one.")
        return self._remember(digest, player)

    async def app_by_key(self, digest: str) -> AppRecord:
        """The app whose key hashes to `digest`; 401 if none."""
        app = self.apps.get(digest)
        if app is None:
            app = await self.store.app_by_key(digest)
            if app is None:
                raise Unauthorized("This app key is unknown: POST /apps gives one.")
            self.apps[digest] = app
            if len(self.apps) > self.size:
                self.apps.popitem(last=False)
        return app

    def _remember(self, key: str, player: PlayerRecord) -> PlayerRecord:
        self.known[key] = player
        self.known.move_to_end(key)
        if len(self.known) > self.size:
            self.known.popitem(last=False)
        return player
