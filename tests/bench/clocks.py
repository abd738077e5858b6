"""Clocks (`--only clocks`): what a time control costs an act, and what the sweeper
costs, in-process on SQLite with a clock the figures move (no HTTP, no sleeping).

- acts/s on timed and untimed Babel matches (random play, one act after another);
- one sweep over N timed matches with none overdue (the indexed deadline query);
- a sweep that records timeouts: timeouts (with the zombie moves they bring) per second.
"""

from __future__ import annotations

import datetime as dt
import random
import statistics
import time
from pathlib import Path
from typing import Any

from engines.core import table as tables
from engines.core.table import TimeControl
from service.application.act import act
from service.application.auth import Credentials
from service.application.context import Context
from service.application.create import create
from service.application.timeouts import BATCH, Sweeper, current
from service.root import build
from service.settings import Settings
from service.store.database import Lock


class Clock:
    def __init__(self) -> None:
        self.now = dt.datetime(2026, 1, 1, tzinfo=dt.UTC)

    def __call__(self) -> dt.datetime:
        return self.now


async def create_match(context: Context, seats: list[str], seed: int, control: TimeControl | None) -> Any:
    return await create(context, context.schemas.create(seats=seats, seed=seed, time_control=control), None)


async def acts_per_second(context: Context, control: TimeControl | None, acts: int, clock: Clock) -> float:
    rng, done, took, game = random.Random(1), 0, 0.0, context.game
    while done < acts:
        created = await create_match(context, ["a", "b"], rng.randrange(2**31), control)
        seats = [Credentials.parse(f"Bearer {seat.token}") for seat in created.seats]
        table = await context.repository.table(await current(context, created.match_id), created.version)
        while done < acts and not tables.over(game, table):
            seat = tables.to_move(game, table)[0]
            action = rng.choice(tables.legal_actions(game, table, seat))
            clock.now += dt.timedelta(milliseconds=100)
            t0 = time.perf_counter()
            await act(context, created.match_id, seats[seat], action, None, None)
            took += time.perf_counter() - t0
            done += 1
            record = await current(context, created.match_id)
            table = await context.repository.table(record, record.version)
    return acts / took


async def clock_figures(tmp: Path, timed_matches: int = 2000, acts: int = 3000) -> None:
    print(f"== clocks (SQLite, in-process, {timed_matches} timed matches)")
    clock = Clock()
    services = build(Settings(database_url=f"sqlite:///{tmp / 'clocks.db'}", state_cache_size=4096), clock)
    store, by_game = services.storage, services.by_game
    await store.migrate()
    for i in range(timed_matches):
        await create_match(by_game["maya"], ["a", "b", "c"], i, TimeControl(per_decision_s=60))
    # (the sweeps first: the acts' matches below, left unfinished, run out of time as
    # their clock moves on)
    sweeper = Sweeper(store.matches, by_game, Lock())
    t0 = time.perf_counter()
    for _ in range(20):
        assert await sweeper.sweep() == 0
    print(f"a sweep with none overdue: {(time.perf_counter() - t0) / 20 * 1000:.2f} ms")
    clock.now += dt.timedelta(seconds=61)
    t0 = time.perf_counter()
    swept = await sweeper.sweep()
    took = time.perf_counter() - t0
    print(
        f"a sweep recording {swept} timeouts (Maya, 3 seats: the seat turns zombie and the server "
        f"moves for it): {took * 1000:.0f} ms, {swept / took:.0f} timeouts/s (at most {BATCH} per sweep)"
    )
    babel, control = by_game["babel"], TimeControl(initial_s=600, increment_s=5)
    await acts_per_second(babel, None, acts // 3, clock)  # warm up
    rounds = [
        (await acts_per_second(babel, None, acts, clock), await acts_per_second(babel, control, acts, clock))
        for _ in range(3)
    ]  # in turns, so that the machine's drift touches both alike
    untimed, timed = (statistics.median(r[i] for r in rounds) for i in (0, 1))
    print(f"Babel acts/s (median of 3 turns): untimed {untimed:.0f}, timed {timed:.0f} ({timed / untimed:.2f}x)")
    await store.close()
