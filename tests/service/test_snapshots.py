"""Snapshots are derived data: a match reads the same with them, without them, and
after they were dropped; and a folded state survives its snapshot's encoding."""

from __future__ import annotations

import random

import msgspec
import pytest
from litestar.testing import AsyncTestClient

from engines.core import fold, rng_for
from engines.registry import GAMES
from service.root import create_app
from service.store.storage import Storage
from tests.service.conftest import Table, new_table
from tests.service.live import UNLIMITED

EVERY = 5


async def everything(client, table: Table, versions: range, seats: int) -> list:
    """What the match shows: every version's view as each seat and a spectator, the
    events, and the legal actions now."""
    shown = []
    for version in versions:
        for seat in [None, *range(seats)]:
            shown.append((await table.get(seat, at=version)).json())
    shown += [(await table.events(seat, limit=1000)).json() for seat in [None, *range(seats)]]
    shown += [await table.legal(seat) for seat in range(seats)]
    return shown


@pytest.mark.parametrize("game", list(GAMES))
async def test_a_match_reads_the_same_with_and_without_snapshots(database_url, game):
    seats = [f"p{i}" for i in range(GAMES[game].min_players)]
    async with AsyncTestClient(app=create_app(UNLIMITED(database_url, snapshot_every=EVERY))) as client:
        table = await new_table(client, game, seats=seats, seed=9)
        last = (await table.play_random(random.Random(9), 40))["version"]
        versions = range(1, last + 1)
    async with AsyncTestClient(app=create_app(UNLIMITED(database_url, snapshot_every=EVERY))) as client:
        table.client = client
        with_snapshots = await everything(client, table, versions, len(seats))
    store = Storage(database_url)
    assert await store.matches.snapshot(table.id, last) is not None
    await store.matches.drop_snapshots()
    assert await store.matches.snapshot(table.id, last) is None
    await store.close()
    for every in (EVERY, 0):  # rebuilt as they are read; never used
        async with AsyncTestClient(app=create_app(UNLIMITED(database_url, snapshot_every=every))) as client:
            table.client = client
            assert await everything(client, table, versions, len(seats)) == with_snapshots


@pytest.mark.parametrize("game", list(GAMES))
def test_every_folded_state_survives_its_snapshot(game):
    rules = GAMES[game]
    encode, decode = msgspec.msgpack.Encoder(), msgspec.msgpack.Decoder(rules.state_type)
    for seed in range(3):
        rng = random.Random(seed)
        state = rules.initial_state(rules.max_players, rules.options_type())
        state = fold(rules, state, rules.setup(state, rng_for(seed, 0)))
        for version in range(1, 400):
            assert decode.decode(encode.encode(state)) == state
            if rules.result(state):
                break
            seat = rng.choice(rules.to_move(state))
            _, state = rules.play(state, seat, rng.choice(rules.legal_actions(state, seat)), rng_for(seed, version))


async def test_an_unreadable_snapshot_is_dropped_and_the_match_read_from_its_events(database_url):
    """A snapshot written by an engine whose state has since changed shape is not a 500."""
    settings = UNLIMITED(database_url, snapshot_every=EVERY)
    async with AsyncTestClient(app=create_app(settings)) as client:
        table = await new_table(client, "bali", seed=3)
        last = (await table.play_random(random.Random(3), 3 * EVERY))["version"]
    store = Storage(database_url)
    ((version, _),) = [await store.matches.snapshot(table.id, last)]
    await store.matches.drop_snapshots(table.id)
    await store.matches.save_snapshot(table.id, version, b"\xc1 not a state")
    async with AsyncTestClient(app=create_app(settings)) as client:  # a cold cache
        table.client = client
        read = (await table.get(None, at=last)).json()
    assert read["version"] == last
    rebuilt = await store.matches.snapshot(table.id, last)
    await store.close()
    assert rebuilt is not None and rebuilt[1] != b"\xc1 not a state"
    async with AsyncTestClient(app=create_app(UNLIMITED(database_url, snapshot_every=0))) as client:
        table.client = client
        assert (await table.get(None, at=last)).json() == read
