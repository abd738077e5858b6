"""The one path every request takes: auth -> load events (+cached state) ->
engine decides -> append in one transaction -> the seat's view.

Knows games only through the engine contract. The per-process state cache is
an optimisation keyed by version: the store's version check still guards every
append, so instances sharing a database stay correct.
"""

from __future__ import annotations

import asyncio
import datetime as dt
import functools
import hashlib
import hmac
import logging
import re
import secrets
import uuid
from collections import OrderedDict
from typing import TYPE_CHECKING, Any

import msgspec

from engines.core import Game, IllegalAction, InvalidOptions, fold, rng_for
from engines.core.seeds import CLIENT, LEGACY, SERVER, chance_seed, commitment, draw_server_seed
from service.database import Unavailable
from service import metrics
from service.errors import (
    AlreadySeated, Conflict, EntropyMismatch, Illegal, KeyReused, MatchBusy, MatchOver, NotFound, NotStarted,
    NotYourTurn, OnePerPlayer, OptionsRefused, SeatTaken, SeedRefused, Unauthorized, Unprocessable,
)
from service.hub import Hub
from service.players import Players, is_player_key
from service.schemas import ExportSeat, GameSchemas, MatchResult, SeatClaimed, SeatInfo, SeatToken
from service.store import (
    AlreadyBound, ClaimLost, EventStore, MatchRecord, NewEvent, PlayerRecord, Replay, SeatRecord, StoredEvent,
    VersionConflict, now, seats_text,
)

if TYPE_CHECKING:
    from service.limits import Seated

# Once a match has ended nothing is secret any more: its seed is served.
ENDED = ("finished", "aborted")
WAITING = "waiting"  # some seats are open: not dealt yet (see Matches.claim)
SNAPSHOT = msgspec.msgpack.Encoder()
log = logging.getLogger("tabletop")
EXPORT_FORMAT = "tabletop-export/1"

# A lost race is retried against the new state (without expected_version, or when
# the stale version still stands): a few times, plus once per seat that may be
# deciding at the same moment (each may win one race against this one).
RACE_RETRIES = 3


def sentence(text: str) -> str:
    """Engines word their refusals as clauses; a problem's detail is a sentence."""
    text = text.strip()
    return text[:1].upper() + text[1:] + ("" if text.endswith((".", "!", "?")) else ".")


def new_match_id() -> str:
    return uuid.uuid4().hex


MATCH_ID = re.compile("[0-9a-f]{32}")


def is_match_id(text: str) -> bool:
    return MATCH_ID.fullmatch(text) is not None


@functools.lru_cache(maxsize=4096)  # a bot sends its token with every request
def hash_token(token: str) -> str:
    # Tokens are 192 random bits: a fast hash is enough, no salt or stretching needed.
    return hashlib.sha256(token.encode()).hexdigest()


def bearer(authorization: str | None) -> str | None:
    if authorization is None:
        return None
    scheme, _, token = authorization.partition(" ")
    if scheme.lower() != "bearer" or not token.strip():
        raise Unauthorized("The Authorization header must be 'Bearer <your seat token>'.")
    return token.strip()


def new_token() -> str:
    """A seat token: never one that reads as a player key (service/players.py)."""
    while is_player_key(token := secrets.token_urlsafe(24)):
        pass
    return token


def open_seats(seats: list[SeatRecord]) -> str:
    numbers = [str(i) for i, seat in enumerate(seats) if seat.open]
    return numbers[0] if len(numbers) == 1 else ", ".join(numbers[:-1]) + " and " + numbers[-1]


def seat_token(authorization: str | None) -> str:
    """The token a seat's request must carry: refused without one before the match is
    even looked up (an unknown match then answers 401 like a known one)."""
    token = bearer(authorization)
    if token is None:
        raise Unauthorized("This needs your seat token: send 'Authorization: Bearer <token>'.")
    return token


class StateCache:
    """Least-recently-used folded states: per match, its record and the state at the
    record's version."""

    def __init__(self, size: int) -> None:
        self.size = size
        self.entries: OrderedDict[str, tuple[MatchRecord, Any]] = OrderedDict()

    def get(self, match_id: str) -> tuple[MatchRecord, Any] | None:
        entry = self.entries.get(match_id)
        if entry is not None:
            self.entries.move_to_end(match_id)
        return entry

    def put(self, record: MatchRecord, state: Any) -> None:
        current = self.entries.get(record.id)
        if current is None or current[0].version <= record.version:
            self.entries[record.id] = (record, state)
            self.entries.move_to_end(record.id)
            if len(self.entries) > self.size:
                self.entries.popitem(last=False)


class Matches:
    """One game's matches."""

    def __init__(
        self,
        game: Game,
        schemas: GameSchemas,
        store: EventStore,
        cache: StateCache,
        *,
        hub: Hub,
        allow_client_seeds: bool = True,
        snapshot_every: int = 0,
        seated: Seated | None = None,
        players: Players | None = None,
    ) -> None:
        from service.limits import Seated  # (service.limits hashes tokens as this module does)

        self.game, self.schemas, self.store, self.cache, self.hub = game, schemas, store, cache, hub
        # the seat tokens accepted lately, each a client of its own for the rate limits
        self.seated = Seated() if seated is None else seated
        self.players = Players(store) if players is None else players
        self.allow_client_seeds, self.snapshot_every = allow_client_seeds, snapshot_every
        self.snapshot_decoder = msgspec.msgpack.Decoder(game.state_type)
        self.counted = metrics.game_counters(game.id)

    # -- reading -----------------------------------------------------------------

    def cached(self, match_id: str) -> tuple[MatchRecord, Any] | None:
        """The cached (record, state) of this game's match; the cache is shared by all
        games, and another game's match is not one of ours."""
        cached = self.cache.get(match_id)
        # A waiting match's seats change at each claim while its version stays 0: its
        # cached record may be stale at the same version, so it is read anew each time.
        return cached if cached and cached[0].game == self.game.id and cached[0].status != WAITING else None

    async def record(self, match_id: str) -> MatchRecord:
        """The match as stored now."""
        # Only the version (and the status with it) of a match ever changes: a cached
        # record still at the stored version is the stored record.
        cached = self.cached(match_id)
        if cached and await self.store.match_version(match_id) == cached[0].version:
            record = cached[0]
        else:
            # Ids are uuid4 hex; anything else cannot exist (and may not even be storable text).
            record = await self.store.get_match(match_id) if is_match_id(match_id) else None
        if record is None or record.game != self.game.id:
            raise NotFound(f"There is no {self.game.title} match '{match_id[:40]}'.")
        return record

    async def seat(self, record: MatchRecord, authorization: str | None, *, required: bool) -> int | None:
        """The seat a seat token, or a player key bound to a seat of this match, names."""
        token = seat_token(authorization) if required else bearer(authorization)
        if token is None:
            return None
        digest = hash_token(token)
        if is_player_key(token):
            player = await self.players.by_key(digest)
            for seat, stored in enumerate(record.seats):
                if stored.player_id == player.id:
                    self.seated.add(digest)
                    return seat
            raise Unauthorized("This player key is not a seat of this match.")
        for seat, stored in enumerate(record.seats):
            if stored.token_hash is not None and hmac.compare_digest(stored.token_hash, digest):
                self.seated.add(digest)
                return seat
        raise Unauthorized("This token is not a seat of this match.")

    async def player(self, authorization: str | None) -> PlayerRecord | None:
        """The player whose key a creation or claim carries: none without Authorization;
        401 for anything that is not a known player key (a seat token binds nothing)."""
        token = bearer(authorization)
        if token is None:
            return None
        if not is_player_key(token):
            raise Unauthorized(
                "Only a player key (POST /players) may be sent here, to bind the seat to its player; "
                "send no Authorization for an anonymous seat."
            )
        digest = hash_token(token)
        player = await self.players.by_key(digest)
        self.seated.add(digest)
        return player

    async def state(self, record: MatchRecord, version: int) -> Any:
        """The folded state at `version`: the cached state, or else the latest snapshot at
        or before it, plus the events after. Folding more events than a snapshot spans
        leaves one behind (snapshots are derived data, rebuilt as matches are read)."""
        cached = self.cached(record.id)
        if cached and cached[0].version == version:
            return cached[1]
        start, state = (cached[0].version, cached[1]) if cached and cached[0].version < version else (0, None)
        if self.snapshot_every and version - start > self.snapshot_every:
            snapshot = await self.store.snapshot(record.id, version)
            if snapshot and snapshot[0] > start:
                try:
                    start, state = snapshot[0], self.snapshot_decoder.decode(snapshot[1])
                except msgspec.DecodeError:
                    # written by an engine whose state has changed shape since: derived
                    # data, so dropped and folded again from the events
                    log.warning("snapshot of %s at %d unreadable: its snapshots are dropped", record.id, snapshot[0])
                    await self.store.drop_snapshots(record.id)
        if state is None:
            state = self.game.initial_state(len(record.seats), self.options(record), record.rules_version)
        stored = await self.store.events(record.id, start, version)
        state = fold(self.game, state, (self.schemas.event_decoder.decode(e.payload) for e in stored))
        if self.snapshot_every and len(stored) > self.snapshot_every:
            await self._snapshot(record.id, version, state)
        if version == record.version:
            self.cache.put(record, state)
        return state

    async def _snapshot(self, match_id: str, version: int, state: Any) -> None:
        """Best effort: a snapshot only saves work, so failing to store one fails nothing."""
        try:
            await self.store.save_snapshot(match_id, version, SNAPSHOT.encode(state))
        except Unavailable as exc:
            log.warning("snapshot of %s at %d not stored: %s", match_id, version, exc)

    def options(self, record: MatchRecord) -> Any:
        return self.schemas.options_decoder.decode(record.options)

    def view(self, record: MatchRecord, version: int, state: Any, seat: int | None, **extra: Any) -> Any:
        if "seats" not in extra:
            extra["seats"] = [SeatInfo(seat=i, name=s.name) for i, s in enumerate(record.seats)]
        if record.status == WAITING:
            # Nothing is dealt: no table (Bali's and Maya's engines cannot view one before
            # their setup, so no game shows one), nobody to move, no seed yet.
            return dict(
                match_id=record.id, game=record.game, rules_version=record.rules_version, version=version,
                status=WAITING, to_move=[], viewer=seat, state=None, result=None, seed_source=record.seed_source,
                seed_commitment=None if record.seed_source == LEGACY else commitment(record.seed), seed=None,
            ) | extra
        result = self.game.result(state)
        fields = dict(
            match_id=record.id,
            game=record.game,
            rules_version=record.rules_version,
            version=version,
            status="finished" if result else "active",
            to_move=self.game.to_move(state),
            viewer=seat,
            state=self.game.view(state, seat),
            result=MatchResult(scores=list(result.scores), winners=list(result.winners)) if result else None,
            seed_source=record.seed_source,
            seed_commitment=None if record.seed_source == LEGACY else commitment(record.seed),
            # the act that ends the match already shows it (and so does its replay by key)
            seed=record.seed if record.status in ENDED or result else None,
        )
        return fields | extra

    def event_records(self, stored: list[tuple[int, dt.datetime, Any]], seat: int | None) -> list[Any]:
        return [
            self.schemas.event_record(seq=seq, created_at=at, event=self.game.view_event(event, seat))
            for seq, at, event in stored
        ]

    async def events(
        self, record: MatchRecord, seat: int | None, after: int, limit: int | None = None, upto: int | None = None
    ) -> list[Any]:
        upto = record.version if upto is None else upto
        stored: list[StoredEvent] = await self.store.events(record.id, after, upto, limit)
        decode = self.schemas.event_decoder.decode
        return self.event_records([(e.seq, e.created_at, decode(e.payload)) for e in stored], seat)

    async def moved_past(self, record: MatchRecord, version: int, wait_s: float) -> MatchRecord:
        """The match once it is past `version`, or as it is after `wait_s` seconds
        (a long-poll: woken by the hub, not by polling the database)."""
        if record.version > version or wait_s <= 0 or record.status in ENDED:
            return record
        loop = asyncio.get_running_loop()
        deadline = loop.time() + wait_s
        with self.hub.watch(record.id) as woken:
            record = await self.record(record.id)  # anything committed before the watch began
            while record.version <= version and not self.hub.closed:
                try:
                    await asyncio.wait_for(woken.wait(), deadline - loop.time())
                except TimeoutError:
                    break
                woken.clear()
                record = await self.record(record.id)
        return record

    async def export(self, record: MatchRecord) -> Any:
        """The match's public record (see `engines/core/verify.py`): as a spectator sees it
        while it runs; once it has ended, everything, with the seed and the actions."""
        ended = record.status in ENDED
        events = await self.store.events(record.id, 0, record.version)
        decode = self.schemas.event_decoder.decode
        records = [
            self.schemas.event_record(seq=e.seq, created_at=e.created_at, event=(
                decode(e.payload) if ended else self.game.view_event(decode(e.payload), None)))
            for e in events
        ]
        actions = None
        if ended:
            taken = [(a.before, self.schemas.taken_decoder.decode(a.action)) for a in await self.store.actions(record.id)]
            actions = [self.schemas.export_action(seat=t.seat, before=before, action=t.action) for before, t in taken]
        view = self.view(record, record.version, await self.state(record, record.version), None)
        return self.schemas.export(
            format=EXPORT_FORMAT,
            match_id=record.id,
            game=record.game,
            rules_version=record.rules_version,
            status=record.status,
            created_at=record.created_at,
            seats=[ExportSeat(seat=i, name=s.name, entropy=s.entropy) for i, s in enumerate(record.seats)],
            options=self.options(record),
            seed_source=record.seed_source,
            seed_commitment=view["seed_commitment"],
            seed=view["seed"],
            events=records,
            actions=actions,
        )

    # -- writing -----------------------------------------------------------------

    async def create(
        self,
        names: list[str | None],
        seed: int | None,
        options: Any,
        entropy: list[str | None] | None = None,
        authorization: str | None = None,
    ) -> Any:
        """A new match. A name of None is an open seat: the match then waits (nothing is
        dealt) until every open seat is claimed. With a player key, the one seat named is
        bound to the player."""
        game = self.game
        options = game.options_type() if options is None else options
        try:
            game.check_options(len(names), options)
        except InvalidOptions as exc:
            raise OptionsRefused(sentence(str(exc))) from exc
        if seed is not None and not self.allow_client_seeds:
            raise SeedRefused(
                "This server draws every seed itself (and commits to it in every view): leave 'seed' out."
            )
        entropy = [None] * len(names) if entropy is None else entropy
        if len(entropy) != len(names):
            raise EntropyMismatch(f"'entropy' has one entry per seat: {len(names)} seats, {len(entropy)} entries.")
        given = [i for i, (n, e) in enumerate(zip(names, entropy)) if n is None and e is not None]
        if given:
            raise EntropyMismatch(
                f"Seat {given[0]} is open: its entropy comes from whoever claims it, so its entry must be null."
            )
        player = await self.player(authorization)
        named = [i for i, n in enumerate(names) if n is not None]
        if player is not None and len(named) != 1:
            raise OnePerPlayer(
                f"A player holds one seat per match: with a player key, name exactly one seat (the player's) "
                f"and leave the others open (null); this names {len(named)}."
            )
        source, seed_text = (SERVER, draw_server_seed()) if seed is None else (CLIENT, str(seed))
        tokens = [None if n is None else new_token() for n in names]
        seats = [
            SeatRecord(name=n, token_hash=None if t is None else hash_token(t), entropy=e,
                       player_id=player.id if player is not None and n is not None else None)
            for n, t, e in zip(names, tokens, entropy)
        ]
        state = game.initial_state(len(names), options, game.rules_version)
        if len(named) == len(names):
            first = game.setup(state, rng_for(chance_seed(source, seed_text, entropy), 0))
            state = fold(game, state, first)
            status = "finished" if game.result(state) else "active"
        else:  # dealt when the last open seat is claimed
            first, status = [], WAITING
        record = MatchRecord(
            id=new_match_id(),
            game=game.id,
            created_at=now(),
            status=status,
            version=len(first),
            seats=seats,
            options=msgspec.json.encode(options).decode(),
            seed=seed_text,
            rules_version=game.rules_version,
            seed_source=source,
        )
        await self.store.create_match(record, [self._stored(e) for e in first])
        self.cache.put(record, state)
        self.counted.created.inc()
        for seat in record.seats:  # its first request need not wait behind its address's
            if seat.token_hash is not None:
                self.seated.add(seat.token_hash)
        seats = [SeatToken(seat=i, name=n, token=t) for i, (n, t) in enumerate(zip(names, tokens))]
        return self.schemas.created(**self.view(record, record.version, state, None, seats=seats))

    async def claim(
        self, match_id: str, seat: int, name: str, entropy: str | None, authorization: str | None
    ) -> SeatClaimed:
        """Take an open seat: its token goes to the claimer alone. The claim that takes
        the last open seat deals, in the same transaction, with every seat's entropy.

        Claims are a compare-and-set on the match's stored seats (and its version 0,
        status waiting): of two claims read from the same seats, one is stored and the
        other lost its race and is judged again on the seats as they are now (a 409 if
        its seat was the one taken), on any number of instances."""
        player = await self.player(authorization)
        game = self.game
        for _ in range(RACE_RETRIES + game.max_players):
            record = await self.record(match_id)
            if not 0 <= seat < len(record.seats):
                raise NotFound(f"This match has seats 0 to {len(record.seats) - 1}; there is no seat {seat}.")
            if record.status != WAITING:
                raise SeatTaken(f"Seat {seat} is taken: this match no longer waits for players ({record.status}).")
            if not record.seats[seat].open:
                raise SeatTaken(f"Seat {seat} is taken: {record.seats[seat].name} claimed it; open seats: "
                                f"{open_seats(record.seats)}.")
            if player is not None and any(s.player_id == player.id for s in record.seats):
                raise AlreadySeated("This player key already holds a seat of this match: a player holds one seat.")
            token = new_token()
            seats = list(record.seats)
            seats[seat] = SeatRecord(name=name, token_hash=hash_token(token), entropy=entropy,
                                     player_id=None if player is None else player.id)
            state = game.initial_state(len(seats), self.options(record), record.rules_version)
            first: list[Any] = []
            status = WAITING
            if not any(s.open for s in seats):  # the last open seat: the deal
                chance = chance_seed(record.seed_source, record.seed, [s.entropy for s in seats])
                first = game.setup(state, rng_for(chance, 0))
                state = fold(game, state, first)
                status = "finished" if game.result(state) else "active"
            claimed = msgspec.structs.replace(record, seats=seats, status=status, version=len(first))
            try:
                await self.store.claim(seats_text(record.seats), claimed, [self._stored(e) for e in first], seat)
            except ClaimLost:
                continue  # read the seats again: the next attempt judges the claim on them
            except AlreadyBound as exc:
                raise AlreadySeated("This player key already holds a seat of this match: a player holds one seat.") from exc
            if status != WAITING:
                self.cache.put(claimed, state)
            self.seated.add(hash_token(token))
            self.hub.publish(match_id)
            return SeatClaimed(match_id=record.id, game=record.game, seat=seat, name=name, token=token,
                               status=status, version=claimed.version)
        raise MatchBusy("The match's seats kept changing while your claim was stored; send it again.")

    async def act(
        self, match_id: str, authorization: str | None, action: Any, expected: int | None, key: str | None
    ) -> Any:
        request = hashlib.sha256(msgspec.json.encode([action, expected])).hexdigest() if key is not None else ""
        for attempt in range(RACE_RETRIES + self.game.max_players):
            # The cached (record, state) lets a fresh act go straight to the append; the
            # append's version check catches a cache another instance made stale, and
            # refusals (409, 422) are only ever answered from a record read just now.
            cached = self.cached(match_id) if attempt == 0 else None
            if cached and expected in (None, cached[0].version):
                record, state = cached
            else:
                record = await self.record(match_id)
                state = await self.state(record, record.version)
            seat = await self.seat(record, authorization, required=True)
            if record.status == WAITING:
                raise NotStarted(f"The match waits for its open seats: {open_seats(record.seats)}.")
            if key is not None and (replayed := await self._replayed(record, seat, key, request)):
                return replayed
            if expected is not None and expected != record.version:
                await self._still_stands(record, state, seat, expected)
            try:
                new_events, new_state = self._play(record, state, seat, action)
            except Unprocessable:
                if cached:
                    continue
                raise
            version = record.version + len(new_events)
            at = now()
            stored = [(record.version + i, at, e) for i, e in enumerate(new_events, start=1)]
            response = self._acted(record, version, new_state, seat, self.event_records(stored, seat))
            replay = Replay(seat, key, request, record.version, version) if key is not None else None
            try:
                taken = msgspec.json.encode({"seat": seat, "action": action}).decode()
                stored_events = [self._stored(e) for e in new_events]
                if stored_events:
                    stored_events[0] = msgspec.structs.replace(stored_events[0], action=taken)
                await self.store.append(match_id, record.version, stored_events, response.status, at, replay)
            except VersionConflict:
                if key is not None and (replayed := await self._replayed(record, seat, key, request)):
                    return replayed
                continue  # the next attempt reads the match anew and judges expected_version again
            self.cache.put(msgspec.structs.replace(record, version=version, status=response.status), new_state)
            self.counted.actions.inc()
            self.hub.publish(match_id)
            if self.snapshot_every and version // self.snapshot_every > record.version // self.snapshot_every:
                await self._snapshot(match_id, version, new_state)
            return response
        self.counted.conflicts.inc()
        raise MatchBusy("The match kept changing while your action was applied; try again.")

    async def _replayed(self, record: MatchRecord, seat: int, key: str, request: str) -> Any | None:
        """The first response to this seat's `key`, rebuilt from the log; None if the key
        is new (or expired). Another request under a used key is refused."""
        replay = await self.store.replay(record.id, seat, key)
        if replay is None:
            return None
        if replay.request != request:
            raise KeyReused(
                f"The Idempotency-Key '{key}' was already used for another request on this match; "
                "send a new key with each new action."
            )
        state = await self.state(record, replay.after)
        events = await self.events(record, seat, replay.before, upto=replay.after)
        return self._acted(record, replay.after, state, seat, events)

    def _acted(self, record: MatchRecord, version: int, state: Any, seat: int, events: list[Any]) -> Any:
        """An act's answer: the match as the actor sees it, the act's events, and the
        actor's next legal actions (empty when it is someone else's decision)."""
        return self.schemas.acted(
            **self.view(record, version, state, seat, events=events), legal_actions=self.game.legal_actions(state, seat)
        )

    def _play(self, record: MatchRecord, state: Any, seat: int, action: Any) -> tuple[list[Any], Any]:
        game = self.game
        if game.result(state) is not None:
            raise MatchOver("The match is over: no more actions are accepted.")
        movers = game.to_move(state)
        if seat not in movers:
            waiting = ", ".join(record.seats[s].name for s in movers)
            raise NotYourTurn(f"It is not your turn: waiting for {waiting}.")
        try:
            chance = chance_seed(record.seed_source, record.seed, [s.entropy for s in record.seats])
            return game.play(state, seat, action, rng_for(chance, record.version))
        except IllegalAction as exc:
            raise Illegal(sentence(str(exc))) from exc

    async def _still_stands(self, record: MatchRecord, state: Any, seat: int, expected: int) -> None:
        """A stale expected_version stands when no act since it changed what this seat
        may do: its legal actions are the same at `expected`, at every version where a
        later act began, and now (so A, then B, then A again does not stand), and seats
        deciding at once (sealed bids, a distribution) do not collide. Otherwise the
        seat decided on a table that is gone: 409.

        Those are the versions at which a decision was due: between the events of one
        act (or of the setup) nobody decides, and some engines cannot even list legal
        actions there, so an `expected` there is a version the match never stood at:
        409 too. Each act's first event row carries the act (migration 0004)."""
        if expected >= record.version:
            raise self._conflict(record.version, expected)
        legal = self.game.legal_actions
        begun = await self.store.acts_begun(record.id, expected, record.version)
        # A match stored before acts were recorded (seed_source legacy) has none for its
        # older acts, so where they began is unknown: it is judged at `expected`, at the
        # recorded acts' versions and now; with none recorded, at the endpoints only.
        if begun[:1] != [expected] and record.seed_source != LEGACY:
            raise self._conflict(record.version, expected)
        then = await self.state(record, expected)
        decided_on = legal(then, seat)
        if decided_on != legal(state, seat):  # the cheap check first: no fold
            raise self._conflict(record.version, expected)
        between = {version for version in begun if version > expected}
        if between:
            decode = self.schemas.event_decoder.decode
            for stored in await self.store.events(record.id, expected, max(between)):
                then = self.game.evolve(then, decode(stored.payload))
                if stored.seq in between and legal(then, seat) != decided_on:
                    raise self._conflict(record.version, expected)

    def _conflict(self, current: int, expected: int) -> Conflict:
        self.counted.conflicts.inc()
        return Conflict(
            f"You acted on version {expected} but the match is at version {current}; "
            "reload it and decide again.",
            current_version=current,
        )

    @staticmethod
    def _stored(event: Any) -> NewEvent:
        return NewEvent(type=type(event).__struct_config__.tag, payload=msgspec.json.encode(event).decode())
