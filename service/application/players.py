"""Players: a player registers once (`POST /players`) and gets a key, shown once
and stored as its SHA-256, like a seat token (service/application/tokens.py). A seat
created or claimed with the key is bound to the player, and the key then acts for
that seat in its match as the seat's token does.

Keys cannot be revoked, so which player a key names never changes: a small LRU of
key hash -> player spares the database a lookup per request, on every instance."""

from __future__ import annotations

import uuid
from collections import OrderedDict

from service.application.tokens import hash_token, new_key
from service.errors import Unauthorized
from service.store.events import EventStore
from service.store.records import PlayerRecord, now

# Player keys remembered per process (a bot sends its key with every request).
CACHE_SIZE = 4096


class Players:
    def __init__(self, store: EventStore, size: int = CACHE_SIZE) -> None:
        self.store, self.size = store, size
        self.known: OrderedDict[str, PlayerRecord] = OrderedDict()

    async def register(self, name: str) -> tuple[PlayerRecord, str]:
        player, key = PlayerRecord(id=uuid.uuid4().hex, name=name), new_key()
        await self.store.create_player(player.id, player.name, hash_token(key), now())
        return player, key

    async def by_key(self, digest: str) -> PlayerRecord:
        """The player whose key hashes to `digest`; 401 if none."""
        player = self.known.get(digest)
        if player is None:
            player = await self.store.player_by_key(digest)
            if player is None:
                raise Unauthorized("This player key is unknown: POST /players gives one.")
        self.known[digest] = player
        self.known.move_to_end(digest)
        if len(self.known) > self.size:
            self.known.popitem(last=False)
        return player
