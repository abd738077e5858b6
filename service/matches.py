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
from typing import TYPE_CHECKING, Any, Callable

import msgspec

from engines.core import Game, IllegalAction, InvalidOptions, rng_for
from engines.core import table as tables
from engines.core.table import EndReason, MatchAborted, SeatResigned, SeatTimedOut, Table, TimeControl
from engines.core.seeds import SeedSource, chance_seed, commitment, draw_nonce, draw_server_seed, stored_chance
from engines.core.verify import EXPORT_FORMAT
from service.database import Unavailable
from service import metrics
from service.errors import (
    AbortTooLate, AlreadyForfeited, AlreadySeated, Conflict, EntropyMismatch, Illegal, KeyReused, MatchBusy,
    MatchOver, NotFound, NotStarted, NotYourTurn, OnePerPlayer, OptionsRefused, SeatForfeited, SeatTaken,
    SeedRefused, TimeControlRefused, Unauthorized, Unprocessable,
)
from service.hub import Hub
from service.players import Players, is_player_key
from service.schemas import ExportSeat, GameSchemas, MatchResult, SeatClaimed, SeatClockInfo, SeatInfo, SeatToken
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

# A lost race is retried against the new state (without expected_version, or when
# the stale version still stands): a few times, plus once per seat that may be
# deciding at the same moment (each may win one race against this one).
RACE_RETRIES = 3
EPOCH = dt.datetime(1970, 1, 1, tzinfo=dt.timezone.utc)
TIME_CONTROL = msgspec.json.Decoder(TimeControl)

# One act, as it is stored: who took it (None: the table's own events, a resignation,
# a timeout or an abort), the action, and its events.
Move = tuple[int | None, Any, list[Any]]


def ms(at: dt.datetime) -> int:
    return (at - EPOCH) // dt.timedelta(milliseconds=1)


def from_ms(value: int) -> dt.datetime:
    return EPOCH + dt.timedelta(milliseconds=value)


def seed_commitment(record: MatchRecord) -> str | None:
    """What every view and listing shows from creation on (none for a legacy seed)."""
    return None if record.seed_source == SeedSource.LEGACY else commitment(record.seed, record.seed_nonce)


def seed_fields(record: MatchRecord, revealed: bool) -> dict[str, Any]:
    """The seed's fields of a view or an export: the seed and its nonce only once the
    match has ended (`revealed`)."""
    return dict(
        seed_source=record.seed_source, seed_commitment=seed_commitment(record),
        seed=record.seed if revealed else None, seed_nonce=record.seed_nonce if revealed else None,
    )


def forfeit(table: Table, seat: int) -> str:
    return "out of time" if seat in table.timed_out else "resigned"


def status_of(game: Game, table: Table) -> str:
    if table.ending == EndReason.ABORTED:
        return "aborted"
    return "finished" if tables.over(game, table) else "active"


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
        clock: Callable[[], dt.datetime] = now,
    ) -> None:
        from service.limits import Seated  # (service.limits hashes tokens as this module does)

        self.game, self.schemas, self.store, self.cache, self.hub = game, schemas, store, cache, hub
        # the seat tokens accepted lately, each a client of its own for the rate limits
        self.seated = Seated() if seated is None else seated
        self.players = Players(store) if players is None else players
        self.allow_client_seeds, self.snapshot_every = allow_client_seeds, snapshot_every
        self.snapshot_decoder = msgspec.msgpack.Decoder(Table[game.state_type])  # type: ignore[name-defined]
        # the time: the clocks' and the events' (a test's controllable clock)
        self.clock = clock
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
        if self.overdue(record):
            record = await self.time_out(record)
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
            state = self.unset_table(record)
        stored = await self.store.events(record.id, start, version)
        decode = self.schemas.event_decoder.decode
        state = tables.fold_rows(self.game, state, ((decode(e.payload), ms(e.created_at), e.actor) for e in stored))
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

    def unset_table(self, record: MatchRecord) -> Table:
        """The match's table before its setup."""
        return tables.seated(self.game, len(record.seats), self.options(record), record.rules_version,
                             timed=record.time_control is not None)

    @staticmethod
    def time_control(record: MatchRecord) -> TimeControl | None:
        return None if record.time_control is None else TIME_CONTROL.decode(record.time_control)

    def deadline(self, control: TimeControl | None, table: Table) -> dt.datetime | None:
        """The earliest deadline of the seats a decision is due from (stored with the
        match, for the sweeper and for a cheap check on every request); none untimed,
        undealt or ended."""
        if control is None or not table.dealt or tables.over(self.game, table):
            return None
        due = tables.deadline(self.game, table, control)
        return None if due is None else from_ms(due)

    @staticmethod
    def chance(record: MatchRecord, seats: list[SeatRecord] | None = None) -> str:
        """The seed the match's chance is drawn from (with these seats' entropy)."""
        return stored_chance(record.seed_source, record.seed, [s.entropy for s in seats or record.seats],
                             record.seed_nonce)

    def _deal(self, table: Table, chance: str, at: dt.datetime) -> tuple[list[Any], Table]:
        """The setup's events, and the table they set."""
        first = self.game.setup(table.state, rng_for(chance, 0))
        return first, tables.fold_rows(self.game, table, ((e, ms(at), None) for e in first))

    def overdue(self, record: MatchRecord) -> bool:
        return record.deadline is not None and record.status == "active" and record.deadline <= self.clock()

    def clocks(self, control: TimeControl | None, table: Table, live: bool) -> list[SeatClockInfo] | None:
        """Every seat's clock now; at a past version, or once the match has ended, as it
        stood at that version's last event."""
        if control is None or table.clock is None:
            return None
        stopped = not live or tables.over(self.game, table)
        at = table.clock.at_ms if stopped and table.clock.at_ms is not None else ms(self.clock())
        return [
            SeatClockInfo(seat=seat, remaining_ms=max(c.remaining_ms, 0),
                          deadline=None if c.deadline_ms is None else from_ms(c.deadline_ms))
            for seat, c in enumerate(tables.clocks(self.game, table, control, at))
        ]

    def view(self, record: MatchRecord, version: int, table: Table, seat: int | None, **extra: Any) -> Any:
        if "seats" not in extra:
            extra["seats"] = [SeatInfo(seat=i, name=s.name) for i, s in enumerate(record.seats)]
        control = self.time_control(record)
        outcome = tables.outcome(self.game, table)
        if not table.dealt:
            # Waiting for its seats (or called off meanwhile): nothing is dealt, so no table
            # (Bali's and Maya's engines cannot view one before their setup, so no game shows
            # one), nobody to move; the seed only once the match has ended.
            return dict(
                match_id=record.id, game=record.game, rules_version=record.rules_version, version=version,
                status=status_of(self.game, table) if outcome else WAITING, to_move=[], viewer=seat, state=None,
                result=self.result(outcome), **seed_fields(record, outcome is not None), forfeited=[],
                time_control=control, clocks=None,
            ) | extra
        fields = dict(
            match_id=record.id,
            game=record.game,
            rules_version=record.rules_version,
            version=version,
            status=status_of(self.game, table),
            to_move=tables.to_move(self.game, table),
            viewer=seat,
            state=self.game.view(table.state, seat),
            result=self.result(outcome),
            # the act that ends the match already shows it (and so does its replay by key)
            **seed_fields(record, record.status in ENDED or outcome is not None),
            forfeited=list(table.forfeited),
            time_control=control,
            clocks=self.clocks(control, table, live=version == record.version),
        )
        return fields | extra

    @staticmethod
    def result(outcome: tables.Outcome | None) -> MatchResult | None:
        if outcome is None:
            return None
        return MatchResult(scores=outcome.scores, winners=outcome.winners, reason=outcome.reason,
                           forfeited=outcome.forfeited)

    def view_event(self, event: Any, seat: int | None) -> Any:
        """The event as `seat` may see it: the table's own events are public."""
        return event if isinstance(event, tables.LIFECYCLE) else self.game.view_event(event, seat)

    def event_records(self, stored: list[tuple[int, dt.datetime, Any]], seat: int | None) -> list[Any]:
        return [
            self.schemas.event_record(seq=seq, created_at=at, event=self.view_event(event, seat))
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
                decode(e.payload) if ended else self.view_event(decode(e.payload), None)))
            for e in events
        ]
        actions = None
        if ended:
            taken = [(a.before, self.schemas.taken_decoder.decode(a.action)) for a in await self.store.actions(record.id)]
            actions = [self.schemas.export_action(seat=t.seat, before=before, action=t.action) for before, t in taken]
        return self.schemas.export(
            format=EXPORT_FORMAT,
            match_id=record.id,
            game=record.game,
            rules_version=record.rules_version,
            status=record.status,
            created_at=record.created_at,
            # A seat's entropy keeps the chance unforeseeable to whoever did not give it:
            # shown once the match has ended, with the seed.
            seats=[ExportSeat(seat=i, name=s.name, entropy=s.entropy if ended else None)
                   for i, s in enumerate(record.seats)],
            options=self.options(record),
            **seed_fields(record, ended),
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
        time_control: TimeControl | None = None,
    ) -> Any:
        """A new match. A name of None is an open seat: the match then waits (nothing is
        dealt) until every open seat is claimed. With a player key, the one seat named is
        bound to the player, under the name he registered."""
        game = self.game
        options = game.options_type() if options is None else options
        try:
            game.check_options(len(names), options)
        except InvalidOptions as exc:
            raise OptionsRefused(sentence(str(exc))) from exc
        if time_control is not None and (problem := time_control.problem()):
            raise TimeControlRefused(problem)
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
        if player is not None:  # the player's seat carries the name he registered, whatever the body says
            names = [player.name if n is not None else None for n in names]
        source, seed_text = (SeedSource.SERVER, draw_server_seed()) if seed is None else (SeedSource.CLIENT, str(seed))
        tokens = [None if n is None else new_token() for n in names]
        seats = [
            SeatRecord(name=n, token_hash=None if t is None else hash_token(t), entropy=e,
                       player_id=player.id if player is not None and n is not None else None)
            for n, t, e in zip(names, tokens, entropy)
        ]
        created_at = self.clock()
        state = tables.seated(game, len(names), options, game.rules_version, timed=time_control is not None)
        if len(named) == len(names):
            first, state = self._deal(state, chance_seed(seed_text, entropy), created_at)
            status = status_of(game, state)
        else:  # dealt when the last open seat is claimed
            first, status = [], WAITING
        record = MatchRecord(
            id=new_match_id(),
            game=game.id,
            created_at=created_at,
            status=status,
            version=len(first),
            seats=seats,
            options=msgspec.json.encode(options).decode(),
            seed=seed_text,
            rules_version=game.rules_version,
            seed_source=source,
            time_control=None if time_control is None else msgspec.json.encode(time_control).decode(),
            deadline=self.deadline(time_control, state),
            seed_nonce=draw_nonce(),
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
        if player is not None:  # his seat carries the name he registered, whatever the body says
            name = player.name
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
            state = self.unset_table(record)
            first: list[Any] = []
            status, at = WAITING, self.clock()
            if not any(s.open for s in seats):  # the last open seat: the deal
                first, state = self._deal(state, self.chance(record, seats), at)
                status = status_of(game, state)
            claimed = msgspec.structs.replace(record, seats=seats, status=status, version=len(first),
                                              deadline=self.deadline(self.time_control(record), state))
            try:
                await self.store.claim(seats_text(record.seats), claimed, [self._stored(e) for e in first], seat, at)
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
            if cached and expected in (None, cached[0].version) and not self.overdue(cached[0]):
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
            at = self.clock()
            try:
                moves, new_state = self._play(record, state, seat, action, at)
            except Unprocessable:
                if cached:
                    continue
                raise
            replay = Replay(seat, key, request, record.version, record.version) if key is not None else None
            try:
                return (await self._commit(record, new_state, moves, at, seat, replay))[1]
            except VersionConflict:
                if key is not None and (replayed := await self._replayed(record, seat, key, request)):
                    return replayed
                continue  # the next attempt reads the match anew and judges expected_version again
        self.counted.conflicts.inc()
        raise MatchBusy("The match kept changing while your action was applied; try again.")

    async def resign(self, match_id: str, authorization: str | None) -> Any:
        """The seat leaves the match: with one seat left playing, that seat wins; with
        more, the server moves for this one (engines/core/table.py) and it ranks last."""
        return await self._leave(match_id, authorization, SeatResigned)

    async def abort(self, match_id: str, authorization: str | None) -> Any:
        """Any seat may call the match off before anyone has played: no result."""
        return await self._leave(match_id, authorization, MatchAborted)

    async def _leave(self, match_id: str, authorization: str | None, kind: type) -> Any:
        game = self.game
        for _ in range(RACE_RETRIES + game.max_players):
            record = await self.record(match_id)
            seat = await self.seat(record, authorization, required=True)
            if record.status == WAITING and kind is SeatResigned:
                raise NotStarted(f"The match waits for its open seats ({open_seats(record.seats)}): nothing is "
                                 "dealt yet, so there is nothing to resign; abort it to call it off.")
            table = await self.state(record, record.version)
            if tables.over(game, table):
                raise MatchOver(f"The match is over ({status_of(game, table)}): it cannot be resigned or aborted.")
            if seat in table.forfeited:
                raise AlreadyForfeited(f"Your seat has already left the match ({forfeit(table, seat)}): the "
                                       "server moves for it.")
            if kind is MatchAborted and table.played:
                raise AbortTooLate("The match can be aborted only before the first action after the deal; "
                                   "play has begun: resign instead.")
            at = self.clock()
            event = kind(seat=seat)
            table = tables.fold_rows(game, table, [(event, ms(at), None)])
            try:
                return (await self._commit(record, table, [(None, None, [event])], at, seat))[1]
            except VersionConflict:
                continue
        raise MatchBusy("The match kept changing while your request was applied; try again.")

    async def time_out(self, record: MatchRecord) -> MatchRecord:
        """Record the timeouts of the seats whose time has run out (and the moves the
        server then makes for them): whichever instance sees it first, lazily on a
        request or in the sweeper; the append's compare-and-set lets only one do it."""
        game, control = self.game, self.time_control(record)
        assert control is not None, "only a timed match has a deadline"
        for _ in range(RACE_RETRIES + game.max_players):
            table = await self.state(record, record.version)
            at = self.clock()
            moves: list[Move] = []
            for seat in tables.timed_out(game, table, control, ms(at)):
                if not tables.over(game, table):
                    event = SeatTimedOut(seat=seat)
                    table = tables.fold_rows(game, table, [(event, ms(at), None)])
                    moves.append((None, None, [event]))
            if not moves:
                return record
            try:
                record = (await self._commit(record, table, moves, at, None))[0]
                log.info("timed out", extra={"match_id": record.id, "seats": [m[2][0].seat for m in moves]})
                return record
            except VersionConflict:
                fresh = await self.store.get_match(record.id)
                if fresh is None or not self.overdue(fresh):
                    return record if fresh is None else fresh
                record = fresh
        raise MatchBusy("The match kept changing while its clocks were checked; try again.")

    async def _commit(
        self, record: MatchRecord, table: Table, moves: list[Move], at: dt.datetime, seat: int | None,
        replay: Replay | None = None,
    ) -> tuple[MatchRecord, Any]:
        """Append these moves, and those the server then makes for forfeited seats, in
        one transaction (VersionConflict if the match moved meanwhile): the match as
        it is after them, and (for a seat) its answer."""
        zombie_moves, table = self._zombies(record, table, record.version + sum(len(m[2]) for m in moves), at)
        rows: list[NewEvent] = []
        appended: list[Any] = []
        for actor, action, events in [*moves, *zombie_moves]:
            stored = [self._stored(e) for e in events]
            if actor is not None and stored:  # an act's first event records it
                taken = msgspec.json.encode({"seat": actor, "action": action}).decode()
                stored[0] = msgspec.structs.replace(stored[0], action=taken)
            rows += stored
            appended += events
        version = record.version + len(rows)
        status = status_of(self.game, table)
        deadline = self.deadline(self.time_control(record), table)
        new_record = msgspec.structs.replace(record, version=version, status=status, deadline=deadline)
        response = None
        if seat is not None:
            events = [(record.version + i, at, event) for i, event in enumerate(appended, start=1)]
            response = self._acted(new_record, version, table, seat, self.event_records(events, seat))
        if replay is not None:
            replay = msgspec.structs.replace(replay, after=version)
        await self.store.append(record.id, record.version, rows, status, at, replay, deadline)
        self.cache.put(new_record, table)
        for actor, _, events in [*moves, *zombie_moves]:
            if actor is not None:
                self.counted.actions.inc()
            else:  # the table's own event: a resignation, a timeout or an abort
                metrics.TABLE_EVENTS.labels(self.game.id, type(events[0]).__struct_config__.tag).inc()
        self.hub.publish(record.id)
        if self.snapshot_every and version // self.snapshot_every > record.version // self.snapshot_every:
            await self._snapshot(record.id, version, table)
        return new_record, response

    def _zombies(self, record: MatchRecord, table: Table, version: int, at: dt.datetime) -> tuple[list[Move], Table]:
        """The moves the server makes for forfeited seats the game waits on, each by the
        game's `zombie_action`, with the chance of its own version."""
        game, moves = self.game, []
        while (seat := tables.zombie_to_move(game, table)) is not None:
            action = game.zombie_action(table.state, seat)
            events, state = game.play(table.state, seat, action, rng_for(self.chance(record), version))
            table = tables.after_act(game, table, seat, ms(at), state)
            moves.append((seat, action, events))
            version += len(events)
        return moves, table

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

    def _acted(self, record: MatchRecord, version: int, table: Table, seat: int, events: list[Any]) -> Any:
        """An act's answer: the match as the actor sees it, the act's events, and the
        actor's next legal actions (empty when it is someone else's decision)."""
        return self.schemas.acted(
            **self.view(record, version, table, seat, events=events),
            legal_actions=tables.legal_actions(self.game, table, seat),
        )

    def _play(self, record: MatchRecord, table: Table, seat: int, action: Any, at: dt.datetime) -> tuple[list[Move], Table]:
        game = self.game
        if tables.over(game, table):
            raise MatchOver(f"The match is over ({status_of(game, table)}): no more actions are accepted.")
        if seat in table.forfeited:
            raise SeatForfeited(f"Your seat has left the match ({forfeit(table, seat)}): the server moves for it now.")
        movers = tables.to_move(game, table)
        if seat not in movers:
            waiting = ", ".join(record.seats[s].name or f"seat {s}" for s in movers)
            raise NotYourTurn(f"It is not your turn: waiting for {waiting}.")
        try:
            events, state = game.play(table.state, seat, action, rng_for(self.chance(record), record.version))
        except IllegalAction as exc:
            raise Illegal(sentence(str(exc))) from exc
        return [(seat, action, events)], tables.after_act(game, table, seat, ms(at), state)

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
        legal = functools.partial(tables.legal_actions, self.game)
        begun = await self.store.acts_begun(record.id, expected, record.version)
        # A match stored before acts were recorded (seed_source legacy) has none for its
        # older acts, so where they began is unknown: it is judged at `expected`, at the
        # recorded acts' versions and now; with none recorded, at the endpoints only.
        if begun[:1] != [expected] and record.seed_source != SeedSource.LEGACY:
            raise self._conflict(record.version, expected)
        then = await self.state(record, expected)
        decided_on = legal(then, seat)
        if decided_on != legal(state, seat):  # the cheap check first: no fold
            raise self._conflict(record.version, expected)
        between = {version for version in begun if version > expected}
        if between:
            decode = self.schemas.event_decoder.decode
            for stored in await self.store.events(record.id, expected, max(between)):
                then = tables.evolve(self.game, then, decode(stored.payload))
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
