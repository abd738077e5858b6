"""Who a request is: a seat token or a player key, as `Authorization: Bearer <...>`.

The edge parses the header once per request into `Credentials` (the token and its
hash); here they are matched against a match's seats or the registered players.
Tokens and keys are stored as their SHA-256 only (service/application/tokens.py).

`Seated` remembers the credentials a match has accepted lately: the rate limits
count such a client apart from its address (service/http/limits.py)."""

from __future__ import annotations

import hmac
from collections import OrderedDict
from typing import NamedTuple

from service.application import tickets
from service.application.players import Known, Players
from service.application.tokens import hash_token, is_app_key, is_player_key
from service.errors import Unauthorized
from service.records import AppRecord, MatchRecord, PlayerRecord
from service.store.keys import OwnerKind

# Credentials remembered as clients of their own, per process: about 190 bytes each
# (6 MB in all). Each accepted request puts its client back at the front, so only one
# silent while this many others were seen is forgotten (its next request then counts
# against its address, the one after against itself again).
SEATED_SIZE = 32_768


class Credentials(NamedTuple):
    token: str
    digest: str  # hash_token(token), as stored
    acting_for: str | None = None  # with an app key: the player it acts for (Tabletop-Player)
    write: bool = True  # the request may change something (a read-only key may not make it)

    @property
    def player_key(self) -> bool:
        """A player's key, or an app's key acting for one of its players."""
        return is_player_key(self.token) or (self.app_key and self.acting_for is not None)

    @property
    def app_key(self) -> bool:
        return is_app_key(self.token)

    @property
    def client(self) -> str:
        """Who the rate limits count: an app acting for a player counts as that player."""
        return self.digest if self.acting_for is None else f"{self.digest}:{self.acting_for}"

    @property
    def kind(self) -> OwnerKind | None:
        """Whose key this is (None: a seat token)."""
        return "app" if self.app_key else "player" if is_player_key(self.token) else None

    def reading(self) -> Credentials:
        """The same, for a request that only reads, whatever its method (a stream ticket's)."""
        return self._replace(write=False)

    @classmethod
    def parse(cls, authorization: str | None, acting_for: str | None = None, write: bool = True) -> Credentials | None:
        """The bearer token of an Authorization header (and the player an app key acts
        for); None without one; 401 for any other kind of header."""
        if authorization is None:
            return None
        scheme, _, token = authorization.partition(" ")
        token = token.strip()
        if scheme.lower() != "bearer" or not token:
            raise Unauthorized("The Authorization header must be 'Bearer <your seat token>'.")
        if acting_for is not None and not is_app_key(token):
            raise Unauthorized("Tabletop-Player names the player an app key acts for: send it with an app key only.")
        return cls(token, hash_token(token), acting_for, write)


class Holder(NamedTuple):
    """The key a stream was opened with (or the stream ticket it was opened by was
    asked for with): the stream lasts while the key is valid."""

    key_id: str
    digest: str
    kind: OwnerKind


def required(credentials: Credentials | None) -> Credentials:
    """The credentials a seat's request must carry: refused without, before the match
    is even looked up (an unknown match then answers 401 like a known one)."""
    if credentials is None:
        raise Unauthorized("This needs your seat token: send 'Authorization: Bearer <token>'.")
    return credentials


class Seated:
    """Hashes of the credentials matches have accepted lately: least recently seen
    forgotten first, past `size`."""

    def __init__(self, size: int = SEATED_SIZE) -> None:
        self.size = size
        self.digests: OrderedDict[str, None] = OrderedDict()

    def add(self, digest: str) -> None:
        self.digests[digest] = None
        self.digests.move_to_end(digest)
        if len(self.digests) > self.size:
            self.digests.popitem(last=False)

    def __contains__(self, digest: object) -> bool:
        return digest in self.digests

    def __len__(self) -> int:
        return len(self.digests)


class Auth:
    """Matches credentials against seats and players (and remembers who was accepted)."""

    def __init__(self, players: Players, seated: Seated) -> None:
        self.players, self.seated = players, seated

    async def seat(self, record: MatchRecord, credentials: Credentials) -> int:
        """The seat a seat token, or a player key bound to a seat of this match, names."""
        if credentials.player_key:
            player = await self.players.of(credentials.digest, credentials.acting_for, credentials.write)
            for seat, stored in enumerate(record.seats):
                if stored.player_id == player.id:
                    self.seated.add(credentials.client)
                    return seat
            raise Unauthorized("This player key is not a seat of this match.")
        for seat, stored in enumerate(record.seats):
            if stored.token_hash is not None and hmac.compare_digest(stored.token_hash, credentials.digest):
                self.seated.add(credentials.digest)
                return seat
        raise Unauthorized("This token is not a seat of this match.")

    async def viewer(self, record: MatchRecord, credentials: Credentials | None) -> int | None:
        """The seat a request may see the match as: none (a spectator) without credentials."""
        return None if credentials is None else await self.seat(record, credentials)

    async def player(self, credentials: Credentials | None) -> PlayerRecord | None:
        """The player whose key a creation or claim carries: none without credentials;
        401 for anything that is not a known player key (a seat token binds nothing)."""
        if credentials is None:
            return None
        if not credentials.player_key:
            raise Unauthorized(
                "Only a player key (POST /players) may be sent here, to bind the seat to its player; "
                "send no Authorization for an anonymous seat."
            )
        player = await self.players.of(credentials.digest, credentials.acting_for, credentials.write)
        self.seated.add(credentials.client)
        return player

    async def registered(self, credentials: Credentials | None) -> PlayerRecord:
        """The player a request that lists a player's own things must be made by."""
        credentials = required(credentials)
        if not credentials.player_key:
            raise Unauthorized(
                "This is a player's: send his player key (POST /players gives one), or an app's key "
                "with Tabletop-Player naming one of its players."
            )
        player = await self.players.of(credentials.digest, credentials.acting_for, credentials.write)
        self.seated.add(credentials.client)
        return player

    async def app(self, credentials: Credentials | None) -> AppRecord:
        """The app whose key (alone, acting for nobody) a request carries."""
        credentials = required(credentials)
        if not credentials.app_key or credentials.acting_for is not None:
            raise Unauthorized("This is an app's: send its app key (POST /apps gives one), without Tabletop-Player.")
        app = await self.players.app_by_key(credentials.digest, credentials.write)
        self.seated.add(credentials.client)
        return app

    async def key(self, credentials: Credentials) -> Known:
        """The player's or app's key the credentials carry (whoever it acts for), and its owner."""
        if credentials.kind is None:
            raise Unauthorized("This needs a player key or an app key, not a seat token.")
        return await self.players.valid(credentials.digest, credentials.kind, credentials.write)

    async def holder(self, credentials: Credentials) -> Holder:
        """The key (valid now) the credentials carry, to keep a stream opened with them to."""
        key = (await self.key(credentials)).key
        return Holder(key.id, credentials.digest, key.owner_kind)

    async def redeem_player(self, ticket: str) -> tuple[str, Holder]:
        """The player a stream ticket is for, and the key it was asked for with (401 if
        the ticket is not genuine, or has expired, or its key no longer works)."""
        key_id = tickets.ticket_key(ticket)
        found = await self.players.accounts.keys.by_id(key_id) if key_id else None
        player_id = tickets.redeem_player(ticket, None if found is None else found[1])
        return player_id, await self.held(key_id)

    async def held(self, key_id: str) -> Holder:
        """The key of this id, if it works now (401 otherwise)."""
        found = await self.players.accounts.keys.by_id(key_id)
        if found is None:
            raise Unauthorized("This stream ticket's key is unknown.")
        key, digest = found
        await self.players.valid(digest, key.owner_kind, write=False)
        return Holder(key.id, digest, key.owner_kind)

    async def check(self, holder: Holder) -> None:
        """401 once the key a stream was opened with has been revoked or has expired."""
        await self.players.valid(holder.digest, holder.kind, write=False)
