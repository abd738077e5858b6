"""The event store, one suite on SQLite and PostgreSQL."""

from __future__ import annotations

import asyncio
import datetime as dt
import sqlite3
import sys
import threading
import time

import msgspec
import pytest
from alembic.autogenerate import compare_metadata
from alembic.migration import MigrationContext

from service.records import MatchRecord, NewEvent, Replay, SeatRecord, VersionConflict, now
from service.store import sqlite
from service.store.schema import metadata
from service.store.sqlite import CHECKPOINT_EVERY
from service.store.storage import Storage


@pytest.fixture
async def store(database_url):
    store = Storage(database_url)
    await store.migrate()
    yield store
    await store.close()


def record(match_id: str = "m1", version: int = 1) -> MatchRecord:
    return MatchRecord(
        id=match_id,
        game="babel",
        created_at=now(),
        status="active",
        version=version,
        seats=[SeatRecord(name="a", token_hash="x"), SeatRecord(name="b", token_hash="y")],
        options="{}",
        seed="5",
        rules_version=1,
    )


def events(*names: str) -> list[NewEvent]:
    return [NewEvent(type=n, payload=f'{{"type":"{n}"}}') for n in names]


async def test_migrations_are_idempotent_and_match_the_tables(store):
    await store.migrate()
    diff = await store.db.read(lambda c: compare_metadata(MigrationContext.configure(c), metadata))
    assert diff == []


async def test_append_extends_the_named_version_only(store):
    await store.matches.create_match(record(), events("setup"))
    await store.matches.append("m1", 1, events("a", "b"), "active", now())
    with pytest.raises(VersionConflict):
        await store.matches.append("m1", 1, events("c"), "active", now())
    with pytest.raises(VersionConflict):
        await store.matches.append("m1", 5, events("c"), "active", now())
    stored = await store.matches.events("m1", 0, 10)
    assert [e.seq for e in stored] == [1, 2, 3]
    assert [e.payload for e in stored][1:] == ['{"type":"a"}', '{"type":"b"}']
    assert (await store.matches.get_match("m1")).version == 3
    await store.matches.append("m1", 3, events("d"), "finished", now())
    match = await store.matches.get_match("m1")
    assert (match.version, match.status) == (4, "finished")
    assert [e.seq for e in await store.matches.events("m1", 1, 3)] == [2, 3]
    assert [e.seq for e in await store.matches.events("m1", 0, 4, limit=2)] == [1, 2]


async def test_appends_committed_together_keep_their_own_times(store):
    # One batch, three appends: their rows are converted for the driver together.
    ids = ("m1", "m2", "m3")
    for match_id in ids:
        await store.matches.create_match(record(match_id), events("setup"))
    start = now()
    times = [start + dt.timedelta(seconds=s) for s in (1, 2, 3)]
    await asyncio.gather(
        *(store.matches.append(m, 1, events("a", "b"), "active", at) for m, at in zip(ids, times, strict=True))
    )
    for match_id, at in zip(ids, times, strict=True):
        assert [e.created_at for e in await store.matches.events(match_id, 1, 3)] == [at, at]


async def test_an_append_stores_its_text_and_times_exactly(store):
    # PostgreSQL takes a batch's rows as JSON documents: what escaping touches comes back as given.
    await store.matches.create_match(record(), events("setup"))
    odd = 'quote " backslash \\ tab \t newline \n control \x01 accents \u00e9\u00df emoji \U0001f3b2'
    payload = msgspec.json.encode({"said": odd, "raw": "\\u00e9"}).decode()
    kind = 'a "type" \\ \u00e9'
    action = msgspec.json.encode({"seat": 1, "action": {"say": odd}}).decode()
    appended = [NewEvent(type=kind, payload=payload, action=action), NewEvent(type="plain", payload='"\\""')]
    deadline = now() + dt.timedelta(minutes=5, microseconds=7)
    key = "k!~\"'\\{}"
    replay = Replay(1, key, kind, 1, 3)
    await store.matches.append("m1", 1, appended, "finished", now(), replay=replay, deadline=deadline)
    stored = await store.matches.events("m1", 1, 3)
    assert [(e.payload, e.actor) for e in stored] == [(payload, 1), ('"\\""', None)]
    match = await store.matches.get_match("m1")
    assert (match.version, match.status, match.deadline) == (3, "finished", deadline)
    assert await store.matches.replay("m1", 1, key) == Replay(1, key, kind, 1, 3)


async def test_idempotency_record_is_written_with_the_append(store):
    await store.matches.create_match(record(), events("setup"))
    await store.matches.append("m1", 1, events("a"), "active", now(), replay=Replay(0, "k", "digest", 1, 2))
    assert await store.matches.replay("m1", 0, "k") == Replay(0, "k", "digest", 1, 2)
    assert await store.matches.replay("m1", 1, "k") is None
    with pytest.raises(VersionConflict):
        await store.matches.append("m1", 1, events("b"), "active", now(), replay=Replay(0, "k2", "d", 1, 2))
    assert await store.matches.replay("m1", 0, "k2") is None


async def test_a_key_still_in_use_fails_its_append_whole(store):
    await store.matches.create_match(record(), events("setup"))
    await store.matches.append("m1", 1, events("a"), "active", now(), replay=Replay(0, "k", "first", 1, 2))
    with pytest.raises(VersionConflict):  # (the match is where it expects: only the key is in the way)
        await store.matches.append("m1", 2, events("b"), "active", now(), replay=Replay(0, "k", "second", 2, 3))
    assert (await store.matches.get_match("m1")).version == 2
    assert [e.seq for e in await store.matches.events("m1", 0, 9)] == [1, 2]
    assert (await store.matches.replay("m1", 0, "k")).request == "first"


async def test_idempotency_keys_expire_and_may_then_be_used_again(store):
    await store.matches.create_match(record(), events("setup"))
    long_ago = now() - store.matches.replay_ttl - dt.timedelta(seconds=1)
    await store.matches.append("m1", 1, events("a"), "active", long_ago, replay=Replay(0, "k", "old", 1, 2))
    await store.matches.append("m1", 2, events("b"), "active", now(), replay=Replay(0, "kept", "new", 2, 3))
    assert await store.matches.replay("m1", 0, "k") is None  # expired: as if never used
    await store.matches.append("m1", 3, events("c"), "active", now(), replay=Replay(0, "k", "again", 3, 4))
    assert (await store.matches.replay("m1", 0, "k")).request == "again"
    await store.matches.append("m1", 4, events("d"), "active", long_ago, replay=Replay(1, "gone", "x", 4, 5))
    assert await store.matches.purge_replays() == 1
    assert (await store.matches.replay("m1", 0, "kept")).request == "new"


async def test_list_matches_pages_newest_first(store):
    for i in range(5):
        await store.matches.create_match(record(f"m{i}"), events("setup"))
    first = await store.matches.list_matches("babel", None, None, 3)
    assert [m.id for m in first] == ["m4", "m3", "m2"]
    rest = await store.matches.list_matches("babel", None, (first[-1].created_at, first[-1].id), 3)
    assert [m.id for m in rest] == ["m1", "m0"]
    assert await store.matches.list_matches("babel", "finished", None, 3) == []
    assert await store.matches.list_matches("bali", None, None, 3) == []


async def test_concurrent_appends_commit_together_and_conflicts_stay_apart(store, database_url):
    for i in range(6):
        await store.matches.create_match(record(f"m{i}"), events("setup"))
    other = Storage(database_url)  # another instance writes m0 first
    await other.matches.append("m0", 1, events("theirs"), "active", now())
    await other.close()
    results = await asyncio.gather(
        *(store.matches.append(f"m{i % 6}", 1, events(f"mine{i}"), "active", now()) for i in range(12)),
        return_exceptions=True,
    )
    won = {i % 6 for i, r in enumerate(results) if r is None}
    assert won == {1, 2, 3, 4, 5}
    assert all(isinstance(r, VersionConflict) for i, r in enumerate(results) if i % 6 not in won or i >= 6)
    for i in range(1, 6):
        assert [e.payload for e in await store.matches.events(f"m{i}", 1, 9)] == [f'{{"type":"mine{i}"}}']
    assert [e.payload for e in await store.matches.events("m0", 1, 9)] == ['{"type":"theirs"}']


async def test_a_caller_cancelled_during_the_commit_does_not_stall_the_others(store):
    for i in range(3):
        await store.matches.create_match(record(f"m{i}"), events("setup"))
    committing, release = asyncio.Event(), asyncio.Event()
    commit = store.matches.writer._commit

    async def slow_commit(batch):
        committing.set()
        await release.wait()
        await commit(batch)

    store.matches.writer._commit = slow_commit
    appends = [asyncio.create_task(store.matches.append(f"m{i}", 1, events("a"), "active", now())) for i in range(3)]
    await committing.wait()
    appends[0].cancel()
    release.set()
    assert await asyncio.wait_for(asyncio.gather(*appends[1:]), 10) == [None, None]
    assert await asyncio.wait_for(store.matches.append("m1", 2, events("b"), "active", now()), 10) is None
    assert [e.seq for e in await store.matches.events("m0", 0, 9)] == [1, 2]  # written: it was in the commit


# Each process imports first, then starts migrating at the same moment as the others.
MIGRATE = (
    "import asyncio, sys, time; from service.store.storage import Storage; s = Storage(sys.argv[1]); "
    "time.sleep(max(0, float(sys.argv[2]) - time.time())); asyncio.run(s.migrate())"
)


async def test_instances_starting_together_migrate_once(database_url):
    """Processes starting at once on a new database: one creates the schema, the others wait."""
    at = str(time.time() + 3)
    starts = [
        await asyncio.create_subprocess_exec(
            sys.executable, "-c", MIGRATE, database_url, at, stderr=asyncio.subprocess.PIPE
        )
        for _ in range(4)
    ]
    for process in starts:
        _, errors = await process.communicate()
        assert process.returncode == 0, errors.decode()[-500:]
    store = Storage(database_url)
    await store.matches.create_match(record(), events("setup"))
    assert (await store.matches.get_match("m1")).version == 1
    await store.close()


async def test_sqlite_locked_by_another_process_waits_off_the_event_loop(tmp_path):
    """SQLite statements run on the event loop's thread; one that finds the database
    locked by another writer waits on a thread instead, and the loop goes on."""
    path = tmp_path / "locked.db"
    store = Storage(f"sqlite:///{path}")
    await store.migrate()
    await store.matches.create_match(record(), events("setup"))
    other = sqlite3.connect(path, isolation_level=None)
    other.execute("BEGIN IMMEDIATE")  # another process's writer holds the lock
    append = asyncio.create_task(store.matches.append("m1", 1, events("a"), "active", now()))
    started = time.monotonic()
    for _ in range(20):  # the loop keeps turning while the append waits
        await asyncio.sleep(0.005)
    assert time.monotonic() - started < 2 and not append.done()
    assert (await store.matches.get_match("m1")).version == 1  # readers are not held up either
    other.execute("COMMIT")
    await asyncio.wait_for(append, 10)
    assert (await store.matches.get_match("m1")).version == 2
    other.close()
    await store.close()


async def test_sqlite_wal_is_copied_into_the_database_in_the_background(tmp_path):
    """The event loop's commits leave checkpoints to a thread; they still happen."""
    path = tmp_path / "wal.db"
    store = Storage(f"sqlite:///{path}")
    await store.migrate()
    await store.matches.create_match(record(), events("setup"))
    size = path.stat().st_size
    payload = [NewEvent(type="big", payload='"' + "x" * 4000 + '"')]
    for version in range(1, 2 * CHECKPOINT_EVERY + 1):
        await store.matches.append("m1", version, payload, "active", now())
    deadline = time.monotonic() + 10
    while path.stat().st_size < size + CHECKPOINT_EVERY * 4000 and time.monotonic() < deadline:
        await asyncio.sleep(0.05)
    assert path.stat().st_size >= size + CHECKPOINT_EVERY * 4000
    await store.close()


async def test_sqlite_wal_stays_bounded_under_continuous_writes(tmp_path, monkeypatch):
    """Checkpoints that run while the loop keeps committing rarely copy the whole WAL,
    so it would never be rewound; past a size it is restarted."""
    monkeypatch.setattr(sqlite, "WAL_RESTART_AT_BYTES", 2**20)
    monkeypatch.setattr(sqlite, "CHECKPOINT_EVERY", 10)
    path = tmp_path / "busy.db"
    store = Storage(f"sqlite:///{path}")
    await store.migrate()
    matches = [f"m{i}" for i in range(20)]
    for match_id in matches:
        await store.matches.create_match(record(match_id), events("setup"))
    payload = [NewEvent(type="e", payload='"' + "x" * 1000 + '"')] * 3
    largest = 0

    async def writer(match_id: str) -> None:
        nonlocal largest
        for version in range(1, 1 + 3 * 150, 3):
            await store.matches.append(match_id, version, payload, "active", now())
            await store.matches.get_match(match_id)
            largest = max(largest, (tmp_path / "busy.db-wal").stat().st_size)

    await asyncio.gather(*(writer(m) for m in matches))  # 3,000 commits, 12 MB of events
    await store.close()
    # Measured: never restarted, it reaches 24 MB; restarted past 1 MB, 1.5-6 MB, as
    # far as the checkpoint thread lags behind the loop's commits on a busy machine.
    assert largest < 12 * 2**20, f"the WAL reached {largest / 2**20:.1f} MB"


def test_a_new_database_found_busy_is_switched_to_wal_once_free(tmp_path):
    """The switch to WAL may find the new file busy without waiting (processes starting
    together): it tries again until the lock is free."""
    path = tmp_path / "new.db"
    holder = sqlite3.connect(path, isolation_level=None, check_same_thread=False)
    holder.execute("BEGIN EXCLUSIVE")
    releasing = threading.Timer(0.3, holder.execute, ["COMMIT"])
    releasing.start()
    starting = sqlite3.connect(path, timeout=0)  # (its busy handler waits for nothing)
    try:
        sqlite.to_wal(starting.cursor())
        assert starting.execute("PRAGMA journal_mode").fetchone() == ("wal",)
    finally:
        releasing.join()
        starting.close()
        holder.close()
