"""Throughput figures, printed (not asserted): `make bench` or `python tests/bench/bench.py`.

1. Engine: random full games per hosted game, actions/s on one core
   (legal_actions + decide + evolve per action).
2. HTTP: `tabletop serve` (one uvicorn worker) on SQLite and on PostgreSQL,
   32 concurrent clients each playing random matches of each hosted game (at its
   smallest player count) as a bot does: POST the action, GET legal-actions only
   when the decision passes to another seat (an act's response carries the
   actor's next legal actions). Acts/s with p50/p99 latency of the POST, beside a
   litestar hello-world POST served the same way and loaded by the same client;
   Babel on SQLite and the hello-world take turns, and their ratio is printed.
3. Memory: server RSS after 10,000 matches were created and stored.

The load generator is a minimal keep-alive HTTP/1.1 client on asyncio, run in
this process while the server runs in another, so each gets one of the 2 cores.
"""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import json
import os
import random
import shutil
import socket
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import NamedTuple

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT))

from engines.core import fold, rng_for  # noqa: E402
from engines.registry import GAMES  # noqa: E402

HELLO_APP = """
from litestar import Litestar, post
import msgspec

class Hello(msgspec.Struct):
    name: str

@post("/hello", status_code=200)
async def hello(data: Hello) -> Hello:
    return data

app = Litestar([hello], openapi_config=None)
"""


# -- engines -----------------------------------------------------------------------


def engine_rate(game, players: int, seconds: float) -> tuple[float, int]:
    """Random play for about `seconds`; returns (actions/s, games finished)."""
    actions = games = 0
    seed = 0
    start = time.perf_counter()
    while time.perf_counter() - start < seconds:
        seed += 1
        rng = random.Random(seed)
        state = game.initial_state(players, game.options_type())
        state = fold(game, state, game.setup(state, rng_for(seed, 0)))
        while movers := game.to_move(state):
            seat = movers[0]
            action = rng.choice(game.legal_actions(state, seat))
            state = fold(game, state, game.decide(state, seat, action, rng))
            actions += 1
        games += 1
    return actions / (time.perf_counter() - start), games


# -- a tiny HTTP/1.1 client -------------------------------------------------------------


class Connection:
    def __init__(self, reader, writer, host: str) -> None:
        self.reader, self.writer, self.host = reader, writer, host

    @classmethod
    async def open(cls, host: str, port: int) -> "Connection":
        reader, writer = await asyncio.open_connection(host, port)
        return cls(reader, writer, host)

    async def request(self, method: str, path: str, body: bytes = b"", headers: dict | None = None):
        lines = [f"{method} {path} HTTP/1.1", f"Host: {self.host}", f"Content-Length: {len(body)}"]
        if body:
            lines.append("Content-Type: application/json")
        lines += [f"{k}: {v}" for k, v in (headers or {}).items()]
        self.writer.write(("\r\n".join(lines) + "\r\n\r\n").encode() + body)
        status_line = await self.reader.readline()
        length = 0
        while (line := await self.reader.readline()) not in (b"\r\n", b""):
            name, _, value = line.decode().partition(":")
            if name.lower() == "content-length":
                length = int(value)
        payload = await self.reader.readexactly(length)
        return int(status_line.split()[1]), payload

    def close(self) -> None:
        self.writer.close()


def free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return sock.getsockname()[1]


async def wait_up(port: int, path: str, timeout: float = 30) -> None:
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        try:
            conn = await Connection.open("127.0.0.1", port)
            status, _ = await conn.request("GET", path)
            conn.close()
            if status < 500:
                return
        except OSError:
            pass
        await asyncio.sleep(0.2)
    raise RuntimeError(f"server on port {port} did not start")


def percentile(samples: list[float], q: float) -> float:
    ordered = sorted(samples)
    return ordered[min(len(ordered) - 1, int(q * len(ordered)))]


class Load(NamedTuple):
    """Measured requests: their latencies over `seconds` of load."""

    latencies: list[float]
    seconds: float
    refused: int = 0

    def __add__(self, other: "Load") -> "Load":  # two slices of one measurement
        return Load(self.latencies + other.latencies, self.seconds + other.seconds, self.refused + other.refused)

    @property
    def rate(self) -> float:
        return len(self.latencies) / self.seconds

    def figures(self) -> str:
        p50, p99 = percentile(self.latencies, 0.5), percentile(self.latencies, 0.99)
        return f"{self.rate:6.0f}/s   p50 {p50 * 1000:6.1f} ms   p99 {p99 * 1000:6.1f} ms"


async def hello_load(port: int, clients: int, seconds: float) -> Load:
    latencies: list[float] = []
    body = b'{"name":"hello"}'

    async def client() -> None:
        conn = await Connection.open("127.0.0.1", port)
        end = time.perf_counter() + seconds
        while (t0 := time.perf_counter()) < end:
            status, _ = await conn.request("POST", "/hello", body)
            assert status == 200
            latencies.append(time.perf_counter() - t0)
        conn.close()

    start = time.perf_counter()
    await asyncio.gather(*(client() for _ in range(clients)))
    return Load(latencies, time.perf_counter() - start)


async def game_load(port: int, clients: int, seconds: float, game: str = "babel", players: int = 2) -> Load:
    """Each client plays random matches of `game`; measures the action POSTs."""
    latencies: list[float] = []
    refused = 0

    async def client(n: int) -> None:
        nonlocal refused
        rng = random.Random(n)
        conn = await Connection.open("127.0.0.1", port)
        end = time.perf_counter() + seconds
        while time.perf_counter() < end:
            seats = [f"p{i}" for i in range(players)]
            body = json.dumps({"seats": seats, "seed": rng.randrange(2**31)}).encode()
            status, payload = await conn.request("POST", f"/games/{game}/matches", body)
            created = json.loads(payload)
            url = f"/games/{game}/matches/{created['match_id']}"
            tokens = [s["token"] for s in created["seats"]]
            to_move, version, actions, seat = created["to_move"], created["version"], [], None
            while to_move and time.perf_counter() < end:
                if seat not in to_move or not actions:  # the turn passed: ask the new seat
                    seat = to_move[0]
                    auth = {"Authorization": f"Bearer {tokens[seat]}"}
                    _, payload = await conn.request("GET", url + "/legal-actions", headers=auth)
                    legal = json.loads(payload)
                    actions, version = legal["actions"], legal["version"]
                body = json.dumps({"action": rng.choice(actions), "expected_version": version})
                t0 = time.perf_counter()
                status, payload = await conn.request("POST", url + "/actions", body.encode(), auth)
                latencies.append(time.perf_counter() - t0)
                if status != 200:
                    refused += 1
                    break
                acted = json.loads(payload)
                to_move, version, actions = acted["to_move"], acted["version"], acted["legal_actions"]
        conn.close()

    start = time.perf_counter()
    await asyncio.gather(*(client(n) for n in range(clients)))
    return Load(latencies, time.perf_counter() - start, refused)


def serve(args: list[str], cwd: Path = ROOT, env: dict[str, str] | None = None) -> subprocess.Popen:
    return subprocess.Popen(args, cwd=cwd, stdout=subprocess.DEVNULL, env=os.environ | (env or {}))


# The load's clients share one address: the per-client rate limits would refuse it.
UNLIMITED = {"TABLETOP_RATE_LIMIT_PER_MINUTE": "0", "TABLETOP_CREATE_LIMIT_PER_MINUTE": "0"}


def serve_tabletop(database_url: str, port: int) -> subprocess.Popen:
    command = [sys.executable, "-m", "service.cli", "serve", "--port", str(port), "--database-url", database_url]
    return serve(command, env=UNLIMITED)


class LargestFile:
    """The largest size a file reaches while the block runs (SQLite's WAL under load)."""

    def __init__(self, path: Path) -> None:
        self.path, self.largest = path, 0

    async def __aenter__(self) -> "LargestFile":
        self.task = asyncio.create_task(self._watch())
        return self

    async def _watch(self) -> None:
        while True:
            with contextlib.suppress(FileNotFoundError):
                self.largest = max(self.largest, self.path.stat().st_size)
            await asyncio.sleep(0.1)

    async def __aexit__(self, *_: object) -> None:
        self.task.cancel()


def rss_mb(pid: int) -> float:
    for line in Path(f"/proc/{pid}/status").read_text().splitlines():
        if line.startswith("VmRSS:"):
            return int(line.split()[1]) / 1024
    return float("nan")


async def fill(port: int, matches: int, clients: int = 16) -> None:
    async def client(n: int) -> None:
        conn = await Connection.open("127.0.0.1", port)
        for i in range(n, matches, clients):
            body = json.dumps({"seats": ["a", "b"], "seed": i}).encode()
            status, payload = await conn.request("POST", "/games/babel/matches", body)
            assert status == 201
            if i % 4 == 0:  # read some back too, as a UI would
                status, _ = await conn.request("GET", f"/games/babel/matches/{json.loads(payload)['match_id']}")
        conn.close()

    await asyncio.gather(*(client(n) for n in range(clients)))


def start_postgres(workdir: Path) -> tuple[str, callable]:
    """A throw-away PostgreSQL cluster, run as user postgres (initdb refuses root)."""
    pgbin = subprocess.check_output(["pg_config", "--bindir"], text=True).strip()
    workdir.chmod(0o755)  # the postgres user must reach its data folder
    data = workdir / "pg"
    data.mkdir()
    shutil.chown(data, "postgres")
    port = free_port()
    as_pg = ["su", "postgres", "-s", "/bin/sh", "-c"]
    subprocess.run([*as_pg, f"{pgbin}/initdb -D {data} -A trust -U postgres"], check=True, stdout=subprocess.DEVNULL)
    subprocess.run(
        [*as_pg, f"{pgbin}/pg_ctl -D {data} -l {data}/log -w start -o '-p {port} -k /tmp -c listen_addresses=127.0.0.1'"],
        check=True, stdout=subprocess.DEVNULL,
    )
    stop = lambda: subprocess.run([*as_pg, f"{pgbin}/pg_ctl -D {data} -m fast -w stop"], stdout=subprocess.DEVNULL)
    return f"postgresql+asyncpg://postgres@127.0.0.1:{port}/postgres", stop


def report(label: str, game: str, players: int, load: Load, clients: int) -> None:
    print(f"http act {label:10s} {game:6s} {players}p {load.figures()}   ({clients} clients, {load.refused} refused)")


async def http_figures(label: str, database_url: str, clients: int, seconds: float, games: list[str]) -> None:
    port = free_port()
    server = serve_tabletop(database_url, port)
    try:
        await wait_up(port, "/healthz")
        for game in games:
            players = GAMES[game].min_players
            await game_load(port, clients, 2, game, players)  # warm up
            report(label, game, players, await game_load(port, clients, seconds, game, players), clients)
    finally:
        server.terminate()
        server.wait()


async def babel_beside_hello(tmp: Path, database_url: str, clients: int, seconds: float, rounds: int) -> None:
    """Babel acts on SQLite against the hello-world POST, loaded in turns (one slice
    each per round) so that both see the same machine: on a shared virtual machine the
    speed of either alone drifts by a fifth from one minute to the next."""
    hello_port, port = free_port(), free_port()
    (tmp / "hello_app.py").write_text(HELLO_APP)
    hello = serve(
        [sys.executable, "-m", "uvicorn", "hello_app:app", "--port", str(hello_port), "--log-level", "warning",
         "--no-access-log"],
        cwd=tmp,
    )
    server = serve_tabletop(database_url, port)
    try:
        await wait_up(hello_port, "/hello")
        await wait_up(port, "/healthz")
        await hello_load(hello_port, clients, 2)  # warm up
        await game_load(port, clients, 2)
        hellos, acts = Load([], 0), Load([], 0)
        for _ in range(rounds):
            hellos += await hello_load(hello_port, clients, seconds / rounds)
            acts += await game_load(port, clients, seconds / rounds)
        print(f"hello-world POST                    {hellos.figures()}   ({clients} clients)")
        report("sqlite", "babel", 2, acts, clients)
        print(f"  babel acts on SQLite: {100 * acts.rate / hellos.rate:.0f}% of the hello-world POST's rate "
              f"({rounds} rounds of {seconds / rounds:.0f} s each, in turns)")
    finally:
        for process in (hello, server):
            process.terminate()
            process.wait()


async def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--engine-seconds", type=float, default=3)
    parser.add_argument("--http-seconds", type=float, default=10)
    parser.add_argument("--clients", type=int, default=32)
    parser.add_argument("--rounds", type=int, default=5, help="turns of hello-world and Babel load")
    parser.add_argument("--matches", type=int, default=10_000)
    parser.add_argument("--postgres-url", default=os.environ.get("TABLETOP_BENCH_POSTGRES_URL"))
    parser.add_argument("--games", nargs="*", default=list(GAMES), choices=list(GAMES))
    args = parser.parse_args()

    print("== engines (one core, random play)")
    for game in (GAMES[g] for g in args.games):
        for players in range(game.min_players, game.max_players + 1):
            rate, games = engine_rate(game, players, args.engine_seconds)
            print(f"engine {game.id:6s} {players}p {rate:10.0f} actions/s  ({games} games)")

    with tempfile.TemporaryDirectory() as tmp:
        tmp = Path(tmp)
        print(f"== http ({args.clients} concurrent clients, {args.http_seconds:.0f} s each)")
        sqlite_url = f"sqlite:///{tmp / 'bench.db'}"
        async with LargestFile(tmp / "bench.db-wal") as wal:
            if "babel" in args.games:
                await babel_beside_hello(tmp, sqlite_url, args.clients, 2 * args.http_seconds, args.rounds)
            others = [g for g in args.games if g != "babel"]
            await http_figures("sqlite", sqlite_url, args.clients, args.http_seconds, others)
        print(f"SQLite WAL at most {wal.largest / 2**20:.1f} MB under the load above "
              f"(database {(tmp / 'bench.db').stat().st_size / 2**20:.0f} MB)")
        stop = None
        postgres_url = args.postgres_url
        if not postgres_url:
            postgres_url, stop = start_postgres(tmp)
        try:
            await http_figures("postgresql", postgres_url, args.clients, args.http_seconds, args.games)
        finally:
            if stop:
                stop()

        print(f"== memory ({args.matches} stored matches, SQLite)")
        port = free_port()
        server = serve_tabletop(f"sqlite:///{tmp / 'memory.db'}", port)
        try:
            await wait_up(port, "/healthz")
            before = rss_mb(server.pid)
            t0 = time.perf_counter()
            await fill(port, args.matches)
            took = time.perf_counter() - t0
            print(f"server RSS {before:.0f} MB at start, {rss_mb(server.pid):.0f} MB after creating "
                  f"{args.matches} matches ({args.matches / took:.0f} creates/s)")
        finally:
            server.terminate()
            server.wait()


if __name__ == "__main__":
    asyncio.run(main())
