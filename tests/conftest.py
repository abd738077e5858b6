"""Shared fixtures: a fresh database per test on SQLite and, when a server is
given by TABLETOP_TEST_POSTGRES_URL, on PostgreSQL. On CI (CI=true) a missing
PostgreSQL fails the PostgreSQL tests instead of skipping them."""

from __future__ import annotations

import asyncio
import os
import shutil
import uuid
from collections.abc import AsyncIterator, Iterator
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

import pytest

# The reliability scenarios' figures and the browser tests' screenshots, listed at the end of
# the run; every answer, frame and webhook delivery the tests receive validated against the
# OpenAPI document.
pytest_plugins = ["tests.reliability.figures", "tests.contract"]

POSTGRES_URL = os.environ.get("TABLETOP_TEST_POSTGRES_URL")
ON_CI = os.environ.get("CI", "").lower() == "true"


def require_postgres() -> str:
    if POSTGRES_URL:
        return POSTGRES_URL
    if ON_CI:
        pytest.fail("CI must run the PostgreSQL tests: TABLETOP_TEST_POSTGRES_URL is not set")
    pytest.skip("set TABLETOP_TEST_POSTGRES_URL to run the PostgreSQL tests")


async def fresh_postgres_database(server_url: str, template: str | None = None) -> tuple[str, object]:
    """Create a database on the server, empty or a copy of `template` (a database's name);
    return its URL and a coroutine to drop it."""
    import asyncpg

    name = f"tabletop_test_{uuid.uuid4().hex[:12]}"
    plain = server_url.replace("postgresql+asyncpg://", "postgresql://")
    admin = await asyncpg.connect(plain)
    await admin.execute(f'CREATE DATABASE "{name}"' + (f' TEMPLATE "{template}"' if template else ""))
    await admin.close()
    base, _, _ = plain.rpartition("/")

    async def drop() -> None:
        conn = await asyncpg.connect(plain)
        await conn.execute(f'DROP DATABASE IF EXISTS "{name}" WITH (FORCE)')
        await conn.close()

    return f"{base}/{name}", drop


def migrated(url: str) -> None:
    """The database migrated to the head, in a thread of its own (the fixtures asking for
    it run in a test's event loop)."""
    from service.store.storage import Storage

    async def migrate() -> None:
        storage = Storage(url)
        await storage.migrate()
        await storage.close()

    with ThreadPoolExecutor(1) as thread:
        thread.submit(asyncio.run, migrate()).result()


# A database migrated once per process, copied for each test (a file on SQLite, a
# database's TEMPLATE on PostgreSQL): a copy's start checks the schema, 0.04 s of CPU on
# SQLite, where migrating an empty database took 0.08 s.
@pytest.fixture(scope="session")
def migrated_sqlite(tmp_path_factory) -> Path:
    path = tmp_path_factory.mktemp("migrated") / "tabletop.db"
    migrated(f"sqlite+aiosqlite:///{path}")
    return path


@pytest.fixture(scope="session")
def migrated_postgres() -> Iterator[str]:
    with ThreadPoolExecutor(1) as thread:
        url, drop = thread.submit(asyncio.run, fresh_postgres_database(require_postgres())).result()
        migrated(url)
        yield url.rpartition("/")[2]
        thread.submit(asyncio.run, drop()).result()


async def own_database(request: pytest.FixtureRequest, tmp_path: Path, *, current: bool) -> AsyncIterator[str]:
    """A database of the test's own on the backend its parameter names: of the current
    schema, or empty."""
    if request.param == "sqlite":
        path = tmp_path / "tabletop.db"
        if current:
            shutil.copyfile(request.getfixturevalue("migrated_sqlite"), path)
        yield f"sqlite+aiosqlite:///{path}"
        return
    template = request.getfixturevalue("migrated_postgres") if current else None
    url, drop = await fresh_postgres_database(require_postgres(), template)
    yield url
    await drop()


BACKENDS = ["sqlite", pytest.param("postgres", marks=pytest.mark.postgres)]


@pytest.fixture(params=BACKENDS)
async def database_url(request, tmp_path):
    """A database of the current schema, of its own."""
    async for url in own_database(request, tmp_path, current=True):
        yield url


@pytest.fixture(params=BACKENDS)
async def empty_database_url(request, tmp_path):
    """An empty database of its own (for the tests of migrations from older revisions)."""
    async for url in own_database(request, tmp_path, current=False):
        yield url


# Modules whose items each play whole matches, many of them (up to a minute and a half an
# item): run first, so that the rest of the suite fills in behind them and the xdist
# workers (`--dist worksteal`, Makefile) finish together instead of all waiting on one
# worker's last long item.
LONG_FIRST = (
    "tests/engines/test_balam_playout.py",
    "tests/engines/test_bali_playout.py",
    "tests/engines/test_maya_playouts.py",
    "tests/engines/test_babel_playout.py",
    "tests/browser/test_play.py",
)


def pytest_collection_modifyitems(config: pytest.Config, items: list[pytest.Item]) -> None:
    def rank(item: pytest.Item) -> int:
        path = item.nodeid.split("::", 1)[0]
        return LONG_FIRST.index(path) if path in LONG_FIRST else len(LONG_FIRST)

    items.sort(key=rank)  # (stable: each module's items keep their order)
    workers = getattr(config, "workerinput", {}).get("workercount", 1)
    items[:] = dealt(items, sum(rank(item) < len(LONG_FIRST) for item in items), workers)


def dealt(items: list[pytest.Item], long: int, workers: int) -> list[pytest.Item]:
    """The items in `workers` runs of equal length, each beginning with its share of the
    `long` first ones, dealt in turn: worksteal first hands each worker such a run, and a
    worker that got them all would still be playing them when the others had run dry."""
    rest, left = items[long:], len(items)
    runs = [items[k:long:workers] for k in range(workers)]
    for k, run in enumerate(runs):
        size = left // (workers - k)  # (a run's length, as worksteal cuts them)
        left -= size
        taken = max(0, size - len(run))
        run.extend(rest[:taken])
        del rest[:taken]
    return [item for run in runs for item in run] + rest
