"""The act's server CPU, in process: `python tests/bench/act_cpu.py [CHECKOUT ...] [--rounds N]`.

Each checkout (default: this one; another is a clone with its own .venv, as `make`
makes it) is measured in a process of its own, pinned to one core, in turns, N rounds:
Babel matches are played to the end through the app's ASGI callable, with legal-action
GETs, their acts recorded; the same acts are then sent again to fresh matches of the
same seeds, and the process's CPU time over those acts alone (its threads too: SQLite's)
is divided by their number. No socket, no load generator sharing the machine: what a
change does to the act shows above this virtual machine's noise, which over HTTP
(`bench.py`'s figures) is larger than a few percent. Prints each round, the medians and,
beside the first checkout, the median of the differences round by round.
"""

from __future__ import annotations

import argparse
import asyncio
import gc
import json
import os
import random
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
import traceback
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]


async def asgi(app, method: str, path: str, body: object = None, headers: tuple = ()) -> tuple[int, dict]:
    """One request through the ASGI callable: its status and JSON body."""
    raw = json.dumps(body).encode() if body is not None else b""
    scope = {
        "type": "http",
        "asgi": {"version": "3.0"},
        "http_version": "1.1",
        "method": method,
        "scheme": "http",
        "path": path,
        "raw_path": path.encode(),
        "query_string": b"",
        "root_path": "",
        "headers": [(b"host", b"bench"), (b"content-type", b"application/json"), *headers],
        "client": ("127.0.0.1", 5000),
        "server": ("127.0.0.1", 8000),
        "state": {},
    }
    answered = asyncio.Event()
    messages = [{"type": "http.request", "body": raw, "more_body": False}]
    answer: dict = {"body": b""}

    async def receive() -> dict:
        if messages:
            return messages.pop()
        await answered.wait()  # (a handler listening for the client's leaving hears it after its answer)
        return {"type": "http.disconnect"}

    async def send(message: dict) -> None:
        if message["type"] == "http.response.start":
            answer["status"] = message["status"]
        elif message["type"] == "http.response.body":
            answer["body"] += message.get("body", b"")
            if not message.get("more_body"):
                answered.set()

    await app(scope, receive, send)
    return answer["status"], json.loads(answer["body"])


async def measure(matches: int) -> None:
    """Prints the microseconds of CPU per act, and ends the process (run inside the checkout measured)."""
    from litestar.testing import AsyncTestClient

    from tests.service.live import UNLIMITED

    try:
        from service.root import create_app
    except ImportError:  # (a checkout from before the composition root)
        from service.http.app import create_app  # type: ignore[attr-defined,no-redef]

    app = create_app(UNLIMITED(f"sqlite+aiosqlite:///{tempfile.mkdtemp()}/bench.db"))
    async with AsyncTestClient(app=app):  # (its lifespan: the database opened)
        # The figure, or the failure, is out before the app's shutdown, which is not waited for.
        try:
            print(f"{await acts(app, matches):.1f}", flush=True)
        except BaseException:
            traceback.print_exc()
            os._exit(1)
        os._exit(0)


async def acts(app, matches: int) -> float:
    """Microseconds of CPU per act, over the acts of `matches` Babel matches sent again."""

    async def new(seed: int) -> tuple[str, list[str]]:
        status, created = await asgi(app, "POST", "/games/babel/matches", {"seats": ["a", "b"], "seed": seed})
        assert status == 201, created
        return created["match_id"], [seat["token"] for seat in created["seats"]]

    def auth(token: str) -> tuple:
        return ((b"authorization", f"Bearer {token}".encode()),)

    rng = random.Random(7)
    played, again = [await new(s) for s in range(matches)], [await new(s) for s in range(matches)]
    recorded: list[list[tuple[int, dict]]] = []
    for match_id, tokens in played:
        url, moves = f"/games/babel/matches/{match_id}", []
        _, view = await asgi(app, "GET", url)
        while view["to_move"]:
            seat = view["to_move"][0]
            _, legal = await asgi(app, "GET", f"{url}/legal-actions", headers=auth(tokens[seat]))
            action = rng.choice(legal["actions"])
            status, answer = await asgi(app, "POST", f"{url}/actions", {"action": action}, auth(tokens[seat]))
            assert status == 200, answer
            view, moves = answer.get("view", answer), [*moves, (seat, action)]  # (older: the view alone)
        recorded.append(moves)
    gc.collect()
    started = time.process_time()
    for (match_id, tokens), moves in zip(again, recorded, strict=True):
        for seat, action in moves:
            url = f"/games/babel/matches/{match_id}/actions"
            status, answer = await asgi(app, "POST", url, {"action": action}, auth(tokens[seat]))
            assert status == 200, answer
    return (time.process_time() - started) / sum(map(len, recorded)) * 1e6


def one_round(checkout: Path, matches: int) -> float:
    python = checkout / ".venv" / "bin" / "python"
    command = [str(python if python.exists() else sys.executable), __file__, "--inside", str(matches)]
    if shutil.which("taskset"):
        command = ["taskset", "-c", str((os.cpu_count() or 1) - 1), *command]  # the last core
    done = subprocess.run(
        command,
        cwd=checkout,
        capture_output=True,
        text=True,
        check=True,
        env=os.environ | {"PYTHONPATH": str(checkout)},
    )
    return float(done.stdout.split()[-1])


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("checkouts", nargs="*", type=Path, default=[ROOT])
    parser.add_argument("--rounds", type=int, default=5)
    parser.add_argument("--matches", type=int, default=6, help="Babel matches per round (about 110 acts each)")
    parser.add_argument("--inside", type=int, help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.inside is not None:
        asyncio.run(measure(args.inside))
    figures: dict[Path, list[float]] = {checkout: [] for checkout in args.checkouts}
    for n in range(args.rounds):
        for checkout, seen in figures.items():
            seen.append(one_round(checkout.resolve(), args.matches))
            print(f"round {n + 1}: {checkout}: {seen[-1]:.1f} us per act", flush=True)
    for checkout, seen in figures.items():
        print(f"{checkout}: server CPU per act, median {statistics.median(seen):.1f} us, min {min(seen):.1f} us")
    # The rounds alternate, so a round's figures share the machine's state of the moment:
    # their difference, round by round, is steadier than the difference of the medians.
    first, *others = figures.items()
    for checkout, seen in others:
        paired = [after - before for before, after in zip(first[1], seen, strict=True)]
        middle = statistics.median(paired)
        print(f"{checkout} - {first[0]}: paired, median {middle:+.1f} us ({middle / statistics.median(first[1]):+.1%})")


if __name__ == "__main__":
    main()
