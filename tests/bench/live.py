"""Live-play figures (issue 15), printed by `make bench` (alone: `bench.py --only live`).

1. Snapshots: `?at=N` reads/s for random N and viewers of a 300-event match, and
   the cold load of a 5,000-event match beside a 50-event one. Cold: the server's
   state cache is off (TABLETOP_STATE_CACHE_SIZE=0), so every read loads the
   match's record, its latest snapshot and the events after that from SQLite (whose
   pages the OS and SQLite keep warm). Each is also shown without snapshots.
2. Streams: 1,000 held open on one instance (SQLite): the server's extra RSS, and
   how long after an act each of its match's streams receives it while 32 clients
   play Babel (the http section's load).
3. Bots: requests per move of a bot that polls the view (as
   clients/bots/random_bot.py does) and of one that waits on its stream.
"""

from __future__ import annotations

import asyncio
import itertools
import json
import os
import random
import time
from collections.abc import AsyncIterator, Callable
from pathlib import Path

import msgspec
from harness import (  # first: it puts the repository on sys.path
    Connection,
    Play,
    game_load,
    in_turns,
    ms,
    percentile,
    request_load,
    rss_mb,
    tabletop,
)

from engines.core import fold
from engines.registry import GAMES
from service.cli import raise_open_files_limit
from service.records import NewEvent, now
from service.store.storage import Storage

SNAPSHOT_EVERY = 50  # the service's default (TABLETOP_SNAPSHOT_EVERY)
STREAMS = 1_000
VIEWERS = (0, 1, None, None)  # each watched Babel match: its two seats and two spectators
WATCHED_ACTS_PER_S = 100  # moves made in the watched matches, beside the load
MOVERS = 10


# -- snapshots --------------------------------------------------------------------------


async def played(conn: Connection, game: str, players: int, rng: random.Random, events: int) -> Play:
    """A match played at random until it holds at least `events` events (still running)."""
    while True:
        play = await Play.create(conn, game, players, rng)
        await play.play_to(conn, events)
        if play.to_move and play.version >= events:
            return play


async def stretched(conn: Connection, store: Storage, rng: random.Random, game: str, events: int) -> Play:
    """A running 2-player match of a little over `events` events.

    No hosted game's match runs that long (random play ends within 160 to 410 events),
    so this one is stretched with an engine's own event: a match is played until the
    last event of an act would change nothing if applied again (in Bali, the start of
    a turn: it names the seat whose turn it already is); that event is appended to the
    store again until the match is about `events` long, and play goes on over HTTP.
    Every version then folds, from the start or from any snapshot, into the state of
    the real match it was: the server loads it as it would a match that long."""
    rules = GAMES[game]
    decode = msgspec.json.Decoder(rules.event_type).decode
    while True:
        play = await Play.create(conn, game, 2, rng)
        while play.to_move:
            stored = await store.matches.events(play.id, 0, play.version)
            state = fold(rules, rules.initial_state(2, rules.options_type()), (decode(e.payload) for e in stored))
            if unchanged_by(rules, state, last := decode(stored[-1].payload)):
                repeats = events - SNAPSHOT_EVERY - play.version
                again = NewEvent(type=type(last).__struct_config__.tag, payload=stored[-1].payload)
                await store.matches.append(play.id, play.version, [again] * repeats, "active", now())
                play.version += repeats  # (the seat's legal actions are unchanged)
                await play.play_to(conn, events + SNAPSHOT_EVERY // 2)
                return play
            await play.play_to(conn, play.version + 1)


def unchanged_by(game, state, event) -> bool:
    try:
        return game.evolve(state, event) == state
    except (ValueError, KeyError, IndexError):  # evolve trusts decide: applied twice, an event may not fit
        return False


async def folded(store: Storage, play: Play) -> int:
    """How many events a cold load of the match folds: those after its latest snapshot."""
    snapshot = await store.matches.snapshot(play.id, play.version)
    return play.version - (snapshot[0] if snapshot and play.version > SNAPSHOT_EVERY else 0)


def reads_at(play: Play) -> Callable[[random.Random], tuple]:
    """GET the match at a random version as a random viewer (a seat or a spectator)."""
    return lambda rng: (
        "GET",
        f"{play.url}?at={rng.randint(1, play.version)}",
        b"",
        play.auth(rng.choice([None, *range(len(play.tokens))])),
    )


def reads(play: Play) -> Callable[[random.Random], tuple]:
    return lambda _: ("GET", play.url)


async def matches_to_read(port: int, url: str, rng: random.Random) -> tuple[Play, Play, Play, dict[Play, int]]:
    """A Maya match of 300 events (5 players: the longest matches), a Bali match of a
    little over 5,000 and one of a little under 50, with how many events a cold load
    of each of the last two folds."""
    conn, store = await Connection.open("127.0.0.1", port), Storage(url)
    try:
        replayed = await played(conn, "maya", 5, rng, 300)
        long = await stretched(conn, store, rng, "bali", 5_000)
        # (short of its first snapshot, a match folds all its events)
        short = await played(conn, "bali", 2, rng, SNAPSHOT_EVERY - 4)
        return replayed, long, short, {play: await folded(store, play) for play in (long, short)}
    finally:
        conn.close()
        await store.close()


async def snapshot_figures(tmp: Path, clients: int, rounds: int = 4) -> None:
    """Each figure beside the same without snapshots, from a second server on the same
    database taking turns with the first (harness.in_turns)."""
    url = f"sqlite:///{tmp / 'snapshots.db'}"
    async with tabletop(url) as (port, _):
        replayed, long, short, folds = await matches_to_read(port, url, random.Random(15))
        async with tabletop(url, snapshot_every=0) as (bare, _):
            loads = [lambda p=p: request_load(p, clients, 1, reads_at(replayed)) for p in (port, bare)]
            await in_turns(1, *loads)  # warm up
            at, at_without = await in_turns(rounds, *loads)
    async with (
        tabletop(url, state_cache_size=0) as (port, _),
        tabletop(url, state_cache_size=0, snapshot_every=0) as (bare, _),
    ):
        reading = ((port, long), (port, short), (bare, long))
        loads = [lambda p=p, m=m: request_load(p, 1, 0.5, reads(m)) for p, m in reading]
        await in_turns(1, *loads)  # warm up
        longs, shorts, long_without = await in_turns(rounds, *loads)

    print(f"?at=N maya 5p, {replayed.version} events, random N and viewer   {at.figures()}   ({clients} clients)")
    print(
        f"?at=N   the same without snapshots                {at_without.figures()}   "
        f"({rounds} rounds of 1 s each, in turns)"
    )
    for play, load in ((long, longs), (short, shorts)):
        since = "after its latest snapshot" if folds[play] < play.version else "from the start"
        folding = f"({folds[play]} folded {since})"
        print(f"cold load bali 2p {play.version:5d} events {folding:38s} {ms(load.latencies)}")
    print(
        f"cold load bali 2p {long.version:5d} events {'without snapshots (all folded)':38s} "
        f"{ms(long_without.latencies)}"
    )
    ratio = percentile(longs.latencies, 0.5) / percentile(shorts.latencies, 0.5)
    print(
        f"  {long.version} events / {short.version} events: {ratio:.2f}x at p50 (state cache off: each GET loads the "
        f"match from SQLite; the long match is stretched, see live.stretched)"
    )


# -- streams ----------------------------------------------------------------------------


class Stream:
    """A match's stream (Server-Sent Events) held open: when each event arrived."""

    def __init__(self, conn: Connection) -> None:
        self.conn = conn
        self.arrived: dict[int, float] = {}  # event id (the version after it) -> time.perf_counter()
        self.ready = asyncio.Event()  # the first match frame came

    @classmethod
    async def open(cls, port: int, play: Play, seat: int | None) -> Stream:
        conn = await Connection.open("127.0.0.1", port)
        conn.send("GET", play.url + "/stream", headers=play.auth(seat))
        status, head = await conn.head()
        if status != 200 or head.get("transfer-encoding") != "chunked":
            raise RuntimeError(f"opening a stream of {play.url}: {status} {head}")
        return cls(conn)

    async def frames(self) -> AsyncIterator[tuple[float, dict[bytes, bytes]]]:
        """Each frame's fields and when it arrived, until the stream ends (comments,
        the keep-alives, are skipped)."""
        reader, buffer = self.conn.reader, b""
        while (line := await reader.readline()) and (size := int(line, 16)):  # a chunk; 0 ends the body
            chunk = (await reader.readexactly(size + 2))[:-2]
            arrived = time.perf_counter()
            self.conn.received += size
            *complete, buffer = (buffer + chunk).split(b"\n\n")
            for frame in complete:
                fields = dict(f.partition(b": ")[::2] for f in frame.split(b"\n") if not f.startswith(b":"))
                if fields:
                    yield arrived, fields

    async def follow(self) -> None:
        async for arrived, fields in self.frames():
            if fields[b"event"] == b"match":
                self.ready.set()
            else:
                self.arrived[int(fields[b"id"])] = arrived


async def open_streams(port: int, plays: list[Play]) -> tuple[list[list[Stream]], list[asyncio.Task]]:
    """Each match's streams (one per VIEWERS), each read by a task, once all are ready."""
    streams: list[list[Stream]] = []
    for first in range(0, len(plays), 50):  # opened 200 at a time
        batch = plays[first : first + 50]
        streams += await asyncio.gather(*(asyncio.gather(*(Stream.open(port, p, s) for s in VIEWERS)) for p in batch))
    followers = [asyncio.create_task(s.follow()) for match in streams for s in match]
    await asyncio.wait_for(asyncio.gather(*(s.ready.wait() for match in streams for s in match)), 60)
    return streams, followers


async def move_watched(port: int, plays: list[Play], seconds: float) -> list[tuple[Play, int, float, float]]:
    """Moves in the watched matches at WATCHED_ACTS_PER_S in all, for `seconds`: each
    accepted act's match, version, and when it was sent and answered."""
    acts: list[tuple[Play, int, float, float]] = []
    end = time.perf_counter() + seconds

    async def mover(mine: list[Play]) -> None:
        conn = await Connection.open("127.0.0.1", port)
        due = time.perf_counter()
        for play in itertools.cycle(mine):
            if due > end:
                break
            await asyncio.sleep(due - time.perf_counter())
            due += MOVERS / WATCHED_ACTS_PER_S
            if play.to_move:
                status, sent, answered = await play.move(conn)
                if status == 200:
                    acts.append((play, play.version, sent, answered))
        conn.close()

    await asyncio.gather(*(mover(plays[i::MOVERS]) for i in range(MOVERS)))
    return acts


async def stream_figures(tmp: Path, clients: int, seconds: float) -> None:
    raise_open_files_limit()  # a socket per stream, beside the load's
    async with tabletop(f"sqlite:///{tmp / 'streams.db'}") as (port, server):
        await game_load(port, clients, 2)  # warm up
        conn = await Connection.open("127.0.0.1", port)
        rng = random.Random(15)
        plays = [await Play.create(conn, "babel", 2, rng) for _ in range(STREAMS // len(VIEWERS))]
        conn.close()
        before = rss_mb(server.pid)
        streams, followers = await open_streams(port, plays)
        await asyncio.sleep(1)
        held = rss_mb(server.pid)
        load, acts = await asyncio.gather(game_load(port, clients, seconds), move_watched(port, plays, seconds))
        await asyncio.sleep(1)  # the last deliveries
        for task in followers:
            task.cancel()
        for stream in (s for match in streams for s in match):
            stream.conn.close()
        await asyncio.sleep(0.5)  # the closes reach the server, whose streams end before it is stopped

    by_match = dict(zip((p.id for p in plays), streams, strict=True))
    after_answer, after_sent, missing = [], [], 0
    for play, version, sent, answered in acts:
        for stream in by_match[play.id]:
            if (arrived := stream.arrived.get(version)) is None:
                missing += 1
            else:
                after_answer.append(arrived - answered)
                after_sent.append(arrived - sent)
    count, extra = len(plays) * len(VIEWERS), held - before
    print(
        f"streams: {count} open on one instance (SQLite), {len(plays)} babel matches x 2 seats + 2 spectators: "
        f"server RSS {before:.0f} -> {held:.0f} MB (+{extra:.0f} MB, {extra * 1024 / count:.0f} KB a stream)"
    )
    print(
        f"stream delivery while {clients} clients play babel ({load.figures()}) "
        f"and {len(acts) / seconds:.0f} acts/s move the watched matches:"
    )
    print(
        f"  after the act's 200         {ms(after_answer)}   "
        f"({len(after_answer)} deliveries of {len(acts)} acts, {missing} missing)"
    )
    print(f"  after the act's POST left   {ms(after_sent)}")


# -- bots -------------------------------------------------------------------------------


async def take_turn(conn: Connection, play: Play, seat: int, rng: random.Random) -> int:
    """As random_bot.take_turn: GET the seat's legal actions, POST one; 1 if it stood."""
    _, payload = await conn.request("GET", play.url + "/legal-actions", headers=play.auth(seat))
    legal = json.loads(payload)
    if not legal["actions"]:
        return 0
    body = json.dumps({"action": rng.choice(legal["actions"]), "expected_version": legal["version"]}).encode()
    status, _ = await conn.request("POST", play.url + "/actions", body, play.auth(seat))
    return int(status == 200)


async def polling_bot(port: int, play: Play, seat: int, poll_s: float = 0.2) -> tuple[int, list[Connection]]:
    """As random_bot.play_seat: GET the view; act if it is the seat's turn, else wait
    `poll_s` and look again. The moves made, and the connections used."""
    conn, rng, moves = await Connection.open("127.0.0.1", port), random.Random(seat), 0
    while True:
        _, payload = await conn.request("GET", play.url, headers=play.auth(seat))
        view = json.loads(payload)
        if view["status"] != "active":
            return moves, [conn]
        if seat in view["to_move"]:
            moves += await take_turn(conn, play, seat, rng)
        else:
            await asyncio.sleep(poll_s)


async def streaming_bot(port: int, play: Play, seat: int) -> tuple[int, list[Connection]]:
    """Waits on the seat's stream: acts on each match frame that names it to move."""
    stream = await Stream.open(port, play, seat)
    conn, rng, moves, acted_at = await Connection.open("127.0.0.1", port), random.Random(seat), 0, -1
    async for _, fields in stream.frames():
        if fields[b"event"] != b"match":
            continue
        match = json.loads(fields[b"data"])
        if match["status"] != "active":
            break
        if seat in match["to_move"] and match["version"] > acted_at:
            acted_at = match["version"]
            moves += await take_turn(conn, play, seat, rng)
    return moves, [conn, stream.conn]


async def bot_figures(tmp: Path, game: str = "maya", players: int = 3, matches: int = 3) -> None:
    bots = (("polling every 0.2 s", polling_bot), ("waiting on its stream", streaming_bot))
    async with tabletop(f"sqlite:///{tmp / 'bots.db'}") as (port, _):
        conn, rng = await Connection.open("127.0.0.1", port), random.Random(15)
        tables = [[await Play.create(conn, game, players, rng) for _ in range(matches)] for _ in bots]
        conn.close()
        for (label, bot), plays in zip(bots, tables, strict=True):
            start = time.perf_counter()
            played = await asyncio.gather(*(bot(port, play, seat) for play in plays for seat in range(players)))
            took = time.perf_counter() - start
            moves = sum(m for m, _ in played)
            used = [c for _, conns in played for c in conns]
            requests, received = sum(c.requests for c in used), sum(c.received for c in used)
            print(
                f"bot {game} {players}p {label:22s} {requests / moves:5.2f} requests/move  "
                f"{received / moves / 1024:5.1f} KB/move   ({moves} moves in {matches} matches, {took:.0f} s)"
            )
            for c in used:
                c.close()


async def live_figures(tmp: Path, clients: int, seconds: float) -> None:
    # (the machine is shared: its load tells how much of it these figures had)
    print(f"== live play (SQLite; load average {os.getloadavg()[0]:.1f} on {os.cpu_count()} cores)")
    await snapshot_figures(tmp, clients)
    await stream_figures(tmp, clients, seconds)
    await bot_figures(tmp)
