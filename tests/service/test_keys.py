"""Keys that can be listed, rotated with a grace, revoked, scoped read-only and
expire (SQLite and PostgreSQL); the migration that gave the keys of before ids."""

from __future__ import annotations

import asyncio
import datetime as dt
import hashlib
import json
import sys
from asyncio.subprocess import PIPE
from contextlib import ExitStack

import httpx
import pytest
import sqlalchemy as sa
from alembic import command
from alembic.config import Config
from litestar.testing import AsyncTestClient

from service.root import create_app
from service.store.storage import MIGRATIONS, Storage
from tests.service.live import UNLIMITED, live_server, stream
from tests.service.test_api import assert_problem
from tests.service.test_invitations import Player

ADMIN = "admin-secret"
OLD_PLAYER, OLD_APP = "tp_" + "p" * 43, "ta_" + "a" * 43


def bearer(key: str, player: str | None = None) -> dict[str, str]:
    return {"Authorization": f"Bearer {key}"} | ({"Tabletop-Player": player} if player else {})


def digest(key: str) -> str:
    return hashlib.sha256(key.encode()).hexdigest()


async def test_the_migration_keeps_the_keys_of_before_working(empty_database_url):
    """A player, an app and the app's player, with a match, stored by revision 0010 (one
    key each, in their rows): after the migration each key works and is listed."""
    store = Storage(empty_database_url)
    at = "2026-11-01 00:00:00"

    def old_schema_with_keys(connection: sa.Connection) -> None:
        config = Config()
        config.set_main_option("script_location", str(MIGRATIONS))
        config.attributes["connection"] = connection
        command.upgrade(config, "0010")
        rows = {"at": dt.datetime(2026, 11, 1, tzinfo=dt.UTC)}
        connection.execute(
            sa.text("INSERT INTO apps (id, name, key_hash, created_at) VALUES ('a1', 'arcade', :h, :at)"),
            rows | {"h": digest(OLD_APP)},
        )
        for player_id, key, app in (("p1", OLD_PLAYER, None), ("p2", "tp_" + "q" * 43, "a1")):
            connection.execute(
                sa.text(
                    "INSERT INTO players (id, name, key_hash, created_at, app_id) VALUES (:id, :id, :h, :at, :app)"
                ),
                rows | {"id": player_id, "h": digest(key), "app": app},
            )
        connection.execute(
            sa.text(
                "INSERT INTO matches (id, game, created_at, status, version, seats, options, seed) "
                "VALUES ('m1', 'babel', :at, 'waiting', 0, '[]', '{}', 1)"
            ),
            rows,
        )
        connection.execute(
            sa.text(
                "INSERT INTO seat_players (player_id, match_id, seat, game, created_at) "
                "VALUES ('p1', 'm1', 0, 'babel', :at)"
            ),
            rows,
        )

    await store.db.migrate(old_schema_with_keys)
    await store.close()
    async with AsyncTestClient(app=create_app(UNLIMITED(empty_database_url, admin_key=ADMIN))) as client:
        me = await client.get("/players/me", headers=bearer(OLD_PLAYER))
        assert me.status_code == 200, me.text
        assert me.json()["player_id"] == "p1"
        acting = await client.get("/players/me", headers=bearer(OLD_APP, "p2"))
        assert acting.status_code == 200 and acting.json()["player_id"] == "p2"
        listed = (await client.get("/players/me/keys", headers=bearer(OLD_PLAYER))).json()["keys"]
        assert [(k["key_id"], k["prefix"], k["scope"]) for k in listed] == [("p1", "tp_", "write")]
        assert listed[0]["created_at"].startswith(at[:10])
        matches = (await client.get("/players/me/matches", headers=bearer(OLD_PLAYER))).json()["matches"]
        assert [m["match_id"] for m in matches] == ["m1"]


class Clock:
    """The server's clock, moved by the test (a key's grace and expiry are read from it)."""

    def __init__(self) -> None:
        self.moment = dt.datetime(2026, 12, 1, 12, tzinfo=dt.UTC)

    def __call__(self) -> dt.datetime:
        return self.moment

    def advance(self, seconds: float) -> None:
        self.moment += dt.timedelta(seconds=seconds)


@pytest.fixture
def clock() -> Clock:
    return Clock()


@pytest.fixture
async def client(database_url, clock):
    settings = UNLIMITED(database_url, admin_key=ADMIN, key_grace_max_s=3600)
    async with AsyncTestClient(app=create_app(settings, clock=clock)) as client:
        yield client


async def register(client, name: str = "alice", app_key: str | None = None) -> dict:
    response = await client.post("/players", json={"name": name}, headers=bearer(app_key) if app_key else {})
    assert response.status_code == 201, response.text
    return response.json()


async def rotate(client, key: str, path: str = "/players/me/keys", player: str | None = None, **body) -> dict:
    response = await client.post(path, json=body, headers=bearer(key, player))
    assert response.status_code == 201, response.text
    return response.json()


async def me(client, key: str, player: str | None = None):
    return await client.get("/players/me", headers=bearer(key, player))


async def test_a_rotation_keeps_the_old_key_for_its_grace_then_it_expires(client, clock):
    alice = await register(client)
    listed = (await client.get("/players/me/keys", headers=bearer(alice["key"]))).json()["keys"]
    assert [(k["prefix"], k["scope"], k["expires_at"]) for k in listed] == [(alice["key"][:7], "write", None)]
    clock.advance(1)  # (keys are listed newest first)
    rotated = await rotate(client, alice["key"], grace_s=60)
    new = rotated["key"]
    assert rotated["created"]["prefix"] == new[:7] and rotated["replaced"]["key_id"] == listed[0]["key_id"]
    assert dt.datetime.fromisoformat(rotated["replaced"]["expires_at"]) == clock.moment + dt.timedelta(seconds=60)
    assert (await me(client, alice["key"])).status_code == 200
    assert (await me(client, new)).json()["player_id"] == alice["player_id"]
    listed = (await client.get("/players/me/keys", headers=bearer(new))).json()["keys"]
    assert [k["key_id"] for k in listed] == [rotated["created"]["key_id"], rotated["replaced"]["key_id"]]
    clock.advance(61)
    assert_problem(await me(client, alice["key"]), 401, "key-expired")
    assert (await me(client, new)).status_code == 200
    listed = (await client.get("/players/me/keys", headers=bearer(new))).json()["keys"]
    assert [k["key_id"] for k in listed] == [rotated["created"]["key_id"]]


async def test_a_rotation_without_grace_revokes_at_once_and_the_grace_is_capped(client):
    alice = await register(client)
    refused = await client.post("/players/me/keys", json={"grace_s": 3601}, headers=bearer(alice["key"]))
    assert_problem(refused, 422, "grace-too-long")
    new = (await rotate(client, alice["key"], grace_s=0))["key"]
    assert_problem(await me(client, alice["key"]), 401, "key-revoked")
    assert (await me(client, new)).status_code == 200


async def test_a_revoked_key_is_refused_on_every_route(client):
    alice, bob = await register(client), await register(client, "bob")
    second = (await rotate(client, alice["key"], grace_s=3600))["created"]
    assert_problem(await client.delete("/players/me/keys/nope", headers=bearer(alice["key"])), 404, "unknown-key")
    bobs = (await client.get("/players/me/keys", headers=bearer(bob["key"]))).json()["keys"][0]["key_id"]
    assert_problem(await client.delete(f"/players/me/keys/{bobs}", headers=bearer(alice["key"])), 404, "unknown-key")
    revoked = await client.delete(f"/players/me/keys/{second['key_id']}", headers=bearer(alice["key"]))
    assert revoked.status_code == 204, revoked.text
    old = (await client.get("/players/me/keys", headers=bearer(alice["key"]))).json()["keys"]
    assert [k["key_id"] for k in old] != [second["key_id"]]
    delete = await client.delete(f"/players/me/keys/{old[0]['key_id']}", headers=bearer(alice["key"]))
    assert delete.status_code == 204
    key = bearer(alice["key"])
    for response in (
        await client.get("/players/me", headers=key),
        await client.get("/players/me/matches", headers=key),
        await client.get("/players/me/keys", headers=key),
        await client.post("/games/babel/matches", json={"seats": ["a", "b"]}, headers=key),
        await client.post("/challenges", json={"game": "babel", "opponents": [bob["player_id"]]}, headers=key),
        await client.post("/players/me/stream-tickets", headers=key),
    ):
        assert_problem(response, 401, "key-revoked")


async def test_an_expiring_key_works_until_its_end(client, clock):
    alice = await register(client)
    end = (clock.moment + dt.timedelta(seconds=10)).isoformat()
    short = (await rotate(client, alice["key"], grace_s=3600, expires_at=end))["key"]
    assert (await me(client, short)).status_code == 200
    clock.advance(10)
    assert_problem(await me(client, short), 401, "key-expired")
    assert_problem(await client.get("/players/me/keys", headers=bearer(short)), 401, "key-expired")
    past = await client.post("/players/me/keys", json={"grace_s": 0, "expires_at": end}, headers=bearer(alice["key"]))
    assert_problem(past, 422, "not-allowed")


async def test_a_read_only_key_reads_and_is_refused_every_write(client):
    alice, bob = await register(client), await register(client, "bob")
    made = await client.post("/games/babel/matches", json={"seats": ["a", None]}, headers=bearer(alice["key"]))
    match = f"/games/babel/matches/{made.json()['match_id']}"
    third = await client.post("/games/babel/matches", json={"seats": ["a", None]}, headers=bearer(bob["key"]))
    claimed = await client.post(f"{match}/seats/1/claim", json={"name": "b"}, headers=bearer(bob["key"]))
    assert claimed.status_code == 200, claimed.text
    read = (await rotate(client, alice["key"], grace_s=3600, scope="read"))["key"]
    assert (await rotate(client, alice["key"], grace_s=3600))["created"]["scope"] == "write"  # (alice's stays)
    key = bearer(read)
    for allowed in (
        await client.get("/players/me", headers=key),
        await client.get("/players/me/matches", headers=key),
        await client.get("/players/me/keys", headers=key),
        await client.get(match, headers=key),
        await client.get(f"{match}/events", headers=key),
        legal := await client.get(f"{match}/legal-actions", headers=key),
    ):
        assert allowed.status_code == 200, allowed.text
    action = legal.json()["actions"][0]
    assert (await client.post("/players/me/stream-tickets", headers=key)).status_code == 201
    assert (await client.post(f"{match}/stream-tickets", headers=key)).status_code == 201
    for refused in (
        await client.post("/games/babel/matches", json={"seats": ["a", "b"]}, headers=key),
        await client.post(f"{match}/actions", json={"action": action}, headers=key),
        await client.post(
            f"/games/babel/matches/{third.json()['match_id']}/seats/1/claim", json={"name": "c"}, headers=key
        ),
        await client.post("/challenges", json={"game": "babel", "opponents": [bob["player_id"]]}, headers=key),
        await client.post("/games/babel/seeks", json={"players": 2}, headers=key),
        await client.post("/webhooks", json={"url": "https://example.com/", "events": ["turn"]}, headers=key),
        await client.post("/players/me/keys", json={"grace_s": 0}, headers=key),
        await client.delete("/players/me/keys/whatever", headers=key),
    ):
        assert_problem(refused, 403, "insufficient-scope")


async def test_an_app_rotates_its_key_and_its_players_and_the_admin_revokes_it(client):
    created = await client.post("/apps", json={"name": "arcade"}, headers=bearer(ADMIN))
    app = created.json()
    alice = await register(client, "alice", app["key"])
    other = await register(client, "stranger")
    path = f"/apps/me/players/{alice['player_id']}/keys"
    listed = (await client.get(path, headers=bearer(app["key"]))).json()["keys"]
    assert [k["prefix"] for k in listed] == [alice["key"][:7]]
    assert_problem(
        await client.get(f"/apps/me/players/{other['player_id']}/keys", headers=bearer(app["key"])),
        403,
        "not-your-player",
    )
    fresh = (await rotate(client, app["key"], path, grace_s=0))["key"]  # alice's key, rotated by her app
    assert_problem(await me(client, alice["key"]), 401, "key-revoked")
    assert (await me(client, fresh)).json()["player_id"] == alice["player_id"]
    app_key = (await rotate(client, app["key"], "/apps/me/keys", grace_s=0))["key"]
    assert_problem(await me(client, app["key"], alice["player_id"]), 401, "key-revoked")
    assert (await me(client, app_key, alice["player_id"])).status_code == 200
    assert_problem(await client.delete(f"/apps/{app['app_id']}/keys", headers=bearer(app_key)), 403, "admin-only")
    assert_problem(await client.delete("/apps/nope/keys", headers=bearer(ADMIN)), 404, "not-found")
    assert (await client.delete(f"/apps/{app['app_id']}/keys", headers=bearer(ADMIN))).status_code == 204
    assert_problem(await me(client, app_key, alice["player_id"]), 401, "key-revoked")
    assert_problem(await client.get("/apps/me/players", headers=bearer(app_key)), 401, "key-revoked")
    assert (await me(client, fresh)).status_code == 200  # her own key is hers, not the app's


async def test_the_cli_lists_and_revokes_keys(client, database_url):
    alice = await register(client)
    second = (await rotate(client, alice["key"], grace_s=3600))["key"]

    async def cli(*argv: str) -> tuple[int, str]:
        run = await asyncio.create_subprocess_exec(
            sys.executable, "-m", "service.cli", "keys", *argv, "--database-url", database_url, stdout=PIPE
        )
        out, _ = await run.communicate()
        return await run.wait(), out.decode()

    status, out = await cli("list", "--player", alice["player_id"])
    listed = [json.loads(line) for line in out.splitlines()]
    assert status == 0 and len(listed) == 2 and all(k["revoked_at"] is None for k in listed)
    (named,) = [k["key_id"] for k in listed if k["prefix"] == second[:7]]
    assert (await cli("revoke", named, "nope"))[0] == 1  # (the one named is revoked all the same)
    await poll(lambda: me(client, second), 401)
    assert (await me(client, alice["key"])).status_code == 200
    assert (await cli("revoke", "--player", alice["player_id"]))[0] == 0
    await poll(lambda: me(client, alice["key"]), 401)


async def poll(request, status: int, deadline_s: float = 10) -> None:
    """Until `request` answers `status` (a generous deadline: each instance sees a revocation within 1 s)."""
    loop = asyncio.get_running_loop()
    end = loop.time() + deadline_s
    while (answer := await request()).status_code != status:
        assert loop.time() < end, answer.text
        await asyncio.sleep(0.05)


async def test_what_a_revoked_key_opened_ends_and_the_seat_tokens_it_got_live_on(database_url):
    """Its streams close within about a second, its tickets stop working; the seat
    token of a seat it claimed is the seat's and keeps working."""
    with live_server(database_url, stream_keepalive_s=30) as url:
        async with httpx.AsyncClient(base_url=url, timeout=20) as http:
            alice = await register(http)
            made = await http.post("/games/babel/matches", json={"seats": ["a", None]}, headers=bearer(alice["key"]))
            match, token = f"/games/babel/matches/{made.json()['match_id']}", made.json()["seats"][0]["token"]
            ticket = (await http.post("/players/me/stream-tickets", headers=bearer(alice["key"]))).json()["ticket"]
            seat_ticket = (await http.post(f"{match}/stream-tickets", headers=bearer(alice["key"]))).json()["ticket"]
            player_stream = await Player(http, alice).stream()
            match_stream = await stream(http, match, headers=bearer(alice["key"]))
            await rotate(http, alice["key"], grace_s=0)
            for frames in (player_stream, match_stream):
                while await frames.next(timeout=5) is not None:  # (what it had sent first, then its end)
                    pass
            assert_problem(await http.get("/players/me/stream", params={"ticket": ticket}), 401, "key-revoked")
            assert_problem(await http.get(f"{match}/stream", params={"ticket": seat_ticket}), 401, "key-revoked")
            assert (await http.get(f"{match}/legal-actions", headers=bearer(token))).status_code == 200


async def test_a_revocation_on_one_instance_is_seen_by_another(database_url):
    """Two instances on one database (a SQLite file, or PostgreSQL): the other refuses
    the key, and closes the stream it opened, within about a second."""
    with ExitStack() as servers:
        one, two = (servers.enter_context(live_server(database_url, stream_keepalive_s=30)) for _ in range(2))
        async with (
            httpx.AsyncClient(base_url=one, timeout=20) as on_one,
            httpx.AsyncClient(base_url=two, timeout=20) as on_two,
        ):
            alice = await register(on_one)
            assert (await me(on_two, alice["key"])).status_code == 200  # (now in two's cache)
            held = await Player(on_two, alice).stream()
            while (await held.next(timeout=5))["event"] != "opened":
                pass
            listed = (await on_one.get("/players/me/keys", headers=bearer(alice["key"]))).json()["keys"]
            revoked = await on_one.delete(f"/players/me/keys/{listed[0]['key_id']}", headers=bearer(alice["key"]))
            assert revoked.status_code == 204
            await poll(lambda: me(on_two, alice["key"]), 401)
            assert await held.next(timeout=5) is None  # closed
