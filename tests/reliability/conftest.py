"""Fixtures of the reliability scenarios: a PostgreSQL cluster of their own, which they
stop and start, a fresh database on it per scenario, and server processes."""

from __future__ import annotations

import pytest

from tests.conftest import ON_CI, fresh_postgres_database
from tests.reliability.processes import Cluster, Server, why_no_cluster


@pytest.fixture(scope="module")
def cluster():
    if reason := why_no_cluster():
        if ON_CI:
            pytest.fail(f"CI must run the reliability scenarios: {reason}")
        pytest.skip(reason)
    cluster = Cluster()
    try:
        cluster.start()
        yield cluster
    finally:
        cluster.remove()


@pytest.fixture
async def database(cluster):
    url, drop = await fresh_postgres_database(cluster.url)
    yield url
    cluster.start_if_stopped()
    await drop()


@pytest.fixture
def serve(database, tmp_path):
    """Starts a server on the scenario's database: `await serve()`."""
    servers: list[Server] = []

    async def start() -> Server:
        server = Server(database, tmp_path / f"server{len(servers)}.log")
        servers.append(server)
        await server.start()
        return server

    yield start
    for server in servers:
        server.stop()
