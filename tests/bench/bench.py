"""Throughput figures, printed (not asserted): `make bench` or `python tests/bench/bench.py`
(`--only live` runs one section).

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
4. Live play (tests/bench/live.py): snapshots, 1,000 streams, bots on streams.
5. Clocks (tests/bench/clocks.py): a time control's cost per act, and the sweeper's.
6. Peer: given `--peer FOLDER` (the side-by-side harness, which is not part of this
   repository) and node on the machine, FOLDER/side.py as it is, tabletop (PostgreSQL,
   SQLite) beside boardgame.io's in-memory server, and its table of ratios (its npm
   install kept in .bench/peer between runs).
7. Environments (tests/bench/envs.py): PettingZoo steps/s per game beside the engines' rate.

The load generator (tests/bench/harness.py) is a minimal keep-alive HTTP/1.1 client
on asyncio, run in this process while the server runs in another, so each gets one
of the 2 cores.
"""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import json
import os
import random
import shutil
import subprocess
import sys
import tempfile
import time
from pathlib import Path

from clocks import clock_figures
from envs import env_figures
from harness import (  # first: it puts the repository on sys.path
    ROOT,
    Connection,
    Load,
    free_port,
    game_load,
    in_turns,
    request_load,
    rss_mb,
    serve,
    start_postgres,
    tabletop,
    wait_up,
)
from live import live_figures

from engines.core import fold, rng_for
from engines.registry import GAMES

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


async def hello_load(port: int, clients: int, seconds: float) -> Load:
    return await request_load(port, clients, seconds, lambda _: ("POST", "/hello", b'{"name":"hello"}'))


class LargestFile:
    """The largest size a file reaches while the block runs (SQLite's WAL under load)."""

    def __init__(self, path: Path) -> None:
        self.path, self.largest = path, 0

    async def __aenter__(self) -> LargestFile:
        self.task = asyncio.create_task(self._watch())
        return self

    async def _watch(self) -> None:
        while True:
            with contextlib.suppress(FileNotFoundError):
                self.largest = max(self.largest, self.path.stat().st_size)
            await asyncio.sleep(0.1)

    async def __aexit__(self, *_: object) -> None:
        self.task.cancel()


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


def report(label: str, game: str, players: int, load: Load, clients: int) -> None:
    print(f"http act {label:10s} {game:6s} {players}p {load.figures()}   ({clients} clients, {load.refused} refused)")


async def http_figures(label: str, database_url: str, clients: int, seconds: float, games: list[str]) -> None:
    async with tabletop(database_url) as (port, _):
        for game in games:
            players = GAMES[game].min_players
            await game_load(port, clients, 2, game, players)  # warm up
            report(label, game, players, await game_load(port, clients, seconds, game, players), clients)


async def babel_beside_hello(tmp: Path, database_url: str, clients: int, seconds: float, rounds: int) -> None:
    """Babel acts on SQLite against the hello-world POST, loaded in turns (one slice
    each per round) so that both see the same machine."""
    hello_port = free_port()
    (tmp / "hello_app.py").write_text(HELLO_APP)
    hello = serve(
        [
            sys.executable,
            "-m",
            "uvicorn",
            "hello_app:app",
            "--http",  # (the same server as tabletop's: uvicorn with its protocol)
            "service.http.server:GuardedHttpToolsProtocol",
            "--port",
            str(hello_port),
            "--log-level",
            "warning",
            "--no-access-log",
        ],
        cwd=tmp,
    )
    try:
        async with tabletop(database_url) as (port, _):
            await wait_up(hello_port, "/hello")
            await hello_load(hello_port, clients, 2)  # warm up
            await game_load(port, clients, 2)
            hellos, acts = await in_turns(
                rounds,
                lambda: hello_load(hello_port, clients, seconds / rounds),
                lambda: game_load(port, clients, seconds / rounds),
            )
        print(f"hello-world POST                    {hellos.figures()}   ({clients} clients)")
        report("sqlite", "babel", 2, acts, clients)
        print(
            f"  babel acts on SQLite: {100 * acts.rate / hellos.rate:.0f}% of the hello-world POST's rate "
            f"({rounds} rounds of {seconds / rounds:.0f} s each, in turns)"
        )
    finally:
        hello.terminate()
        hello.wait()


def engine_figures(args: argparse.Namespace) -> None:
    print("== engines (one core, random play)")
    for game in (GAMES[g] for g in args.games):
        for players in range(game.min_players, game.max_players + 1):
            rate, games = engine_rate(game, players, args.engine_seconds)
            print(f"engine {game.id:6s} {players}p {rate:10.0f} actions/s  ({games} games)")


async def all_http_figures(args: argparse.Namespace, tmp: Path) -> None:
    print(f"== http ({args.clients} concurrent clients, {args.http_seconds:.0f} s each)")
    sqlite_url = f"sqlite:///{tmp / 'bench.db'}"
    async with LargestFile(tmp / "bench.db-wal") as wal:
        if "babel" in args.games:
            await babel_beside_hello(tmp, sqlite_url, args.clients, 2 * args.http_seconds, args.rounds)
        others = [g for g in args.games if g != "babel"]
        await http_figures("sqlite", sqlite_url, args.clients, args.http_seconds, others)
    print(
        f"SQLite WAL at most {wal.largest / 2**20:.1f} MB under the load above "
        f"(database {(tmp / 'bench.db').stat().st_size / 2**20:.0f} MB)"
    )
    stop = None
    postgres_url = args.postgres_url
    if not postgres_url:
        postgres_url, stop = start_postgres(tmp)
    try:
        await http_figures("postgresql", postgres_url, args.clients, args.http_seconds, args.games)
    finally:
        if stop:
            stop()


async def memory_figures(args: argparse.Namespace, tmp: Path) -> None:
    print(f"== memory ({args.matches} stored matches, SQLite)")
    async with tabletop(f"sqlite:///{tmp / 'memory.db'}") as (port, server):
        before = rss_mb(server.pid)
        t0 = time.perf_counter()
        await fill(port, args.matches)
        took = time.perf_counter() - t0
        print(
            f"server RSS {before:.0f} MB at start, {rss_mb(server.pid):.0f} MB after creating "
            f"{args.matches} matches ({args.matches / took:.0f} creates/s)"
        )


def peer_figures(args: argparse.Namespace) -> None:
    """The side-by-side run against boardgame.io, where node and the peer's folder are."""
    if args.peer is None:
        print("== peer: skipped (needs --peer, the side-by-side harness's folder)")
        return
    peer = Path(args.peer)
    if shutil.which("node") is None or shutil.which("npm") is None or not (peer / "side.py").exists():
        print(f"== peer: skipped (needs node, npm and {peer / 'side.py'})")
        return
    print("== peer (boardgame.io 0.50.2 side by side; medians)")
    installed = ROOT / ".bench" / "peer"
    if not (installed / "node_modules").exists():
        shutil.copytree(peer, installed, dirs_exist_ok=True)
        subprocess.run(["npm", "install", "--no-audit", "--no-fund"], cwd=installed, check=True, capture_output=True)
    # side.py reads each boardgame.io round's figures from a file its driver writes: one
    # left by an earlier run would stand in for a round whose driver failed.
    shutil.rmtree(installed / "results", ignore_errors=True)
    systems = "tabletop PostgreSQL,tabletop SQLite,boardgame.io in-memory"
    command = [sys.executable, str(peer / "side.py"), "--bgio", str(installed), "--only", systems]
    subprocess.run([*command, "--clients", str(args.clients), "--rounds", "3"], cwd=ROOT, check=True)


SECTIONS = ("engines", "http", "memory", "live", "clocks", "peer", "envs")


async def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--engine-seconds", type=float, default=3)
    parser.add_argument("--http-seconds", type=float, default=10)
    parser.add_argument("--clients", type=int, default=32)
    parser.add_argument("--rounds", type=int, default=5, help="turns of hello-world and Babel load")
    parser.add_argument("--matches", type=int, default=10_000)
    parser.add_argument("--postgres-url", default=os.environ.get("TABLETOP_BENCH_POSTGRES_URL"))
    parser.add_argument("--games", nargs="*", default=list(GAMES), choices=list(GAMES))
    parser.add_argument("--live-seconds", type=float, default=10, help="load while streams are timed")
    parser.add_argument("--only", nargs="+", choices=SECTIONS, default=SECTIONS, help="run these sections only")
    parser.add_argument("--peer", help="the side-by-side harness's folder (its side.py); the section skips without")
    args = parser.parse_args()

    if "engines" in args.only:
        engine_figures(args)
    with tempfile.TemporaryDirectory() as tmp:
        tmp = Path(tmp)
        if "http" in args.only:
            await all_http_figures(args, tmp)
        if "memory" in args.only:
            await memory_figures(args, tmp)
        if "live" in args.only:
            await live_figures(tmp, args.clients, args.live_seconds)
        if "clocks" in args.only:
            await clock_figures(tmp)
    if "peer" in args.only:
        peer_figures(args)
    if "envs" in args.only:
        env_figures(args.engine_seconds)


if __name__ == "__main__":
    asyncio.run(main())
