"""Database faults, on PostgreSQL through a relay the test controls: a restart
(every connection dropped, new ones refused), a frozen server (nothing relayed)
and a server that is not up yet when the service starts. Each answers 503 with
Retry-After, never a 500 or a hung request, and writes come back by themselves."""

from __future__ import annotations

import asyncio
import logging
import re
import threading
import time
from urllib.parse import urlsplit

import pytest
from litestar.testing import AsyncTestClient

from service.budget import Unavailable, budget, renew_budget
from service.root import create_app
from service.settings import Settings
from service.store.storage import Storage
from tests.conftest import fresh_postgres_database, require_postgres

pytestmark = pytest.mark.postgres
TIMEOUT_S = 1.0


class Relay:
    """A TCP relay to the database that a test can take down (a restart: every
    connection dropped, new ones refused) or freeze (a SIGSTOPped server).

    It runs on a thread of its own: the test client may block the test's loop."""

    def __init__(self, host: str, port: int) -> None:
        self.target = (host, port)
        self.accepting = True
        self.links: set[asyncio.StreamWriter] = set()
        self.loop = asyncio.new_event_loop()
        self.flowing = asyncio.Event()
        threading.Thread(target=self.loop.run_forever, daemon=True).start()
        self.port = self._call(self._start())

    def _call(self, coroutine):
        return asyncio.run_coroutine_threadsafe(coroutine, self.loop).result(10)

    async def _start(self) -> int:
        self.flowing.set()
        self.server = await asyncio.start_server(self._link, "127.0.0.1", 0)
        return self.server.sockets[0].getsockname()[1]

    async def _link(self, reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
        if not self.accepting:
            writer.transport.abort()
            return
        up_reader, up_writer = await asyncio.open_connection(*self.target)
        self.links |= {writer, up_writer}
        await asyncio.gather(self._pump(reader, up_writer), self._pump(up_reader, writer), return_exceptions=True)
        for end in (writer, up_writer):
            end.transport.abort()
            self.links.discard(end)

    async def _pump(self, reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
        while data := await reader.read(65536):
            await self.flowing.wait()
            writer.write(data)
            await writer.drain()
        writer.transport.abort()

    async def _down(self) -> None:
        self.accepting = False
        for end in list(self.links):
            end.transport.abort()

    async def _up(self) -> None:
        self.accepting = True
        self.flowing.set()

    async def _freeze(self) -> None:
        self.flowing.clear()

    def down(self) -> None:
        self._call(self._down())

    def up(self) -> None:
        self._call(self._up())

    def freeze(self) -> None:
        self._call(self._freeze())

    def close(self) -> None:
        self.down()
        self.loop.call_soon_threadsafe(self.server.close)


@pytest.fixture
async def relay_url():
    url, drop = await fresh_postgres_database(require_postgres())
    parts = urlsplit(url)
    relay = Relay(parts.hostname, parts.port or 5432)
    yield relay, url.replace(parts.netloc, f"{parts.username}@127.0.0.1:{relay.port}")
    relay.close()
    await drop()


def settings(url: str, **overrides) -> Settings:
    return Settings(
        database_url=url, db_timeout_s=TIMEOUT_S, rate_limit_per_minute=0, create_limit_per_minute=0, **overrides
    )


async def create(client) -> object:
    return await client.post("/games/babel/matches", json={"seats": ["ann", "bo"], "seed": 3})


def assert_unavailable(response) -> None:
    assert response.status_code == 503, response.text
    assert response.headers["content-type"] == "application/problem+json"
    assert int(response.headers["retry-after"]) > 0
    assert response.json()["code"] == "unavailable"


async def first_success(client, deadline_s: float) -> float:
    """Seconds until a create succeeds again; only 503s meanwhile."""
    start = time.monotonic()
    while time.monotonic() - start < deadline_s:
        response = await create(client)
        if response.status_code == 201:
            return time.monotonic() - start
        assert_unavailable(response)
        await asyncio.sleep(0.05)
    raise AssertionError(f"no write succeeded within {deadline_s} s")


async def test_a_restarted_database_gives_503s_then_writes_recover_by_themselves(relay_url):
    relay, url = relay_url
    async with AsyncTestClient(app=create_app(settings(url))) as client:
        created = (await create(client)).json()
        match, token = created["match_id"], created["seats"][0]["token"]
        auth = {"Authorization": f"Bearer {token}"}
        legal = (await client.get(f"/games/babel/matches/{match}/legal-actions", headers=auth)).json()
        relay.down()
        assert_unavailable(await create(client))
        assert_unavailable(
            await client.post(
                f"/games/babel/matches/{match}/actions",
                headers=auth,
                json={"action": legal["actions"][0], "expected_version": legal["version"]},
            )
        )
        assert_unavailable(await client.get(f"/games/babel/matches/{match}"))
        assert_unavailable(await client.get("/readyz"))
        relay.up()
        assert await first_success(client, 5.0) < 5.0
        assert (await client.get("/readyz")).status_code == 200
        acted = await client.post(
            f"/games/babel/matches/{match}/actions",
            headers=auth,
            json={"action": legal["actions"][0], "expected_version": legal["version"]},
        )
        assert acted.status_code == 200, acted.text  # the refused act changed nothing


async def timed(request) -> tuple[float, object]:
    start = time.monotonic()
    response = await request
    return time.monotonic() - start, response


async def test_a_frozen_database_gives_503_within_the_timeout(relay_url):
    relay, url = relay_url
    async with AsyncTestClient(app=create_app(settings(url))) as client:
        acts = []
        for _ in range(4):
            created = (await create(client)).json()
            match, token = created["match_id"], created["seats"][0]["token"]
            auth = {"Authorization": f"Bearer {token}"}
            legal = (await client.get(f"/games/babel/matches/{match}/legal-actions", headers=auth)).json()
            acts.append(
                (
                    f"/games/babel/matches/{match}/actions",
                    auth,
                    {"action": legal["actions"][0], "expected_version": legal["version"]},
                )
            )
        relay.freeze()
        for request in (create(client), client.get("/readyz"), client.get("/games/babel/matches")):
            seconds, response = await timed(request)
            assert_unavailable(response)
            assert seconds < TIMEOUT_S + 0.5
        # Acts at once: those queued behind the first one's group commit, which waits
        # on the database, wait no longer than the timeout in all (not twice it).
        answers = await asyncio.gather(*(timed(client.post(url, headers=auth, json=act)) for url, auth, act in acts))
        for seconds, response in answers:
            assert_unavailable(response)
            assert seconds < TIMEOUT_S + 0.5, [seconds for seconds, _ in answers]
        relay.up()
        assert await first_success(client, 5.0) < 5.0


async def test_a_requests_round_trips_share_the_timeout(relay_url):
    """Each operation has the timeout, a request's operations share their budget. In
    seconds of margin, not tenths, and on pools already connected: a machine loaded to
    16 once took more than the half second a nap had left to connect a pool as well."""
    _, url = relay_url
    nap_s = 1.0
    db = Storage(url, timeout=1.8 * nap_s).db

    def nap(conn):
        return conn.exec_driver_sql(f"SELECT pg_sleep({nap_s})")

    def ping(conn):
        return conn.exec_driver_sql("SELECT 1")

    try:
        await db.read(ping)  # both pools connect, outside what is timed
        await db.write(ping)
        # No request's: the timeout is each operation's (two naps outlast it).
        await db.read(nap)
        await db.write(nap)
        with budget(2.6 * nap_s):  # a request's: two naps fit, the third is cut short
            await db.read(nap)
            await db.write(nap)
            start = time.monotonic()
            with pytest.raises(Unavailable):
                await db.read(nap)
            # cut when the budget ran out (0.6 s left), not at the operation's timeout (1.8 s)
            assert time.monotonic() - start < 1.5 * nap_s
            renew_budget()  # (a stream's next wake-up)
            await db.read(nap)
    finally:
        await db.close()


async def test_the_service_waits_for_a_database_that_is_not_up_yet(relay_url):
    relay, url = relay_url
    relay.down()
    threading.Timer(1.0, relay.up).start()
    async with AsyncTestClient(app=create_app(settings(url, db_startup_wait_s=10))) as client:
        assert (await client.get("/readyz")).status_code == 200
        assert (await create(client)).status_code == 201


async def test_the_service_gives_up_after_its_startup_wait(relay_url, monkeypatch, caplog):
    relay, url = relay_url
    relay.down()
    attempts = []
    migrate = Storage.migrate

    async def counted(store: Storage) -> None:
        attempts.append(time.monotonic())
        await migrate(store)

    monkeypatch.setattr(Storage, "migrate", counted)
    caplog.set_level(logging.WARNING, logger="tabletop")
    start = time.monotonic()
    # The lifespan's failure, as the server's start fails: the database's own error
    # (the test client's task group may wrap it).
    with pytest.RaisesGroup(Unavailable, allow_unwrapped=True):
        async with AsyncTestClient(app=create_app(settings(url, db_startup_wait_s=1.0))):
            pass
    assert time.monotonic() - start < 5
    # Retried with backoff (0.25 s, 0.5 s...) while the wait lasted (3 attempts, unless
    # one was slow): every attempt is logged, numbered, the last one as the error that
    # ends the wait, and its error is what is raised.
    assert len(attempts) >= 2, attempts
    logged = [r for r in caplog.records if "database not reachable" in r.getMessage()]
    assert [int(re.search(r"attempt (\d+)", r.getMessage())[1]) for r in logged] == list(range(1, len(attempts) + 1))
    assert [r.levelno for r in logged] == [logging.WARNING] * (len(attempts) - 1) + [logging.ERROR]
    assert "giving up" in logged[-1].getMessage()
