"""Names shown to other players held to the PRECIS Nickname profile on every endpoint
that takes one (SQLite and PostgreSQL): refused with a 400 naming the field, or stored
and answered normalised; and the migration that brings the names stored before to it."""

from __future__ import annotations

import datetime as dt
import json
from collections.abc import Awaitable, Callable

import pytest
import sqlalchemy as sa
from alembic import command
from alembic.config import Config
from litestar.testing import AsyncTestClient

from service.root import create_app
from service.store.storage import MIGRATIONS, Storage
from tests.service.live import UNLIMITED
from tests.service.test_api import assert_problem

ADMIN = "admin-secret"
CONTROL, INVISIBLE = "may not contain control characters", "may not contain invisible characters"
REFUSED = {
    "a\x01b": CONTROL,
    "\x1b[31mred": CONTROL,
    "carriage\rreturn": CONTROL,
    "line\nfeed": CONTROL,
    "tab\tbed": CONTROL,
    "evil\u202egnp.exe": INVISIBLE,  # right-to-left override
    "\u202e": INVISIBLE,
    "a\u2066b\u2069": INVISIBLE,  # left-to-right isolate
    "a\u200fb": INVISIBLE,  # right-to-left mark
    "\u061c": INVISIBLE,  # Arabic letter mark
    "\u200b": INVISIBLE,  # zero-width space, alone
    "\ufeff": INVISIBLE,  # byte-order mark, alone
    "\ufeffalice": INVISIBLE,
    "\u200d": INVISIBLE,  # zero-width joiner
    " ": "may not be empty",
    " \u00a0\u3000 ": "may not be empty",  # empty once every space is one and trimmed
}
ACCEPTED = {
    "\uff21\uff2c\uff29\uff23\uff25": "ALICE",  # full-width letters
    "Ame\u0301lie": "Amélie",  # a combining accent, composed (NFC)
    "ann  marie": "ann marie",  # spaces collapsed
    "\u00a0bob\u3000": "bob",  # any space is one, trimmed
    "دانا": "دانا",  # right to left, as it is
}


@pytest.fixture
async def client(database_url):
    async with AsyncTestClient(app=create_app(UNLIMITED(database_url, admin_key=ADMIN))) as client:
        yield client


def bearer(key: str) -> dict[str, str]:
    return {"Authorization": f"Bearer {key}"}


async def created(response) -> dict:
    assert response.status_code == 201, response.text
    return response.json()


# An endpoint that takes a name: (client, text) -> its answer, and how to read back what
# was stored from a successful answer (through another route where there is one).
Endpoint = Callable[..., Awaitable[tuple[object, Callable[[dict], Awaitable[str]]]]]


async def player(client, text):
    async def stored(answer: dict) -> str:
        me = await client.get("/players/me", headers=bearer(answer["key"]))
        assert me.json()["name"] == answer["name"]
        return answer["name"]

    return await client.post("/players", json={"name": text}), stored


async def apps_player(client, text):
    app = await created(await client.post("/apps", json={"name": "arcade"}, headers=bearer(ADMIN)))

    async def stored(answer: dict) -> str:
        listed = await client.get("/apps/me/players", headers=bearer(app["key"]))
        assert [p["name"] for p in listed.json()["players"]] == [answer["name"]]
        return answer["name"]

    return await client.post("/players", json={"name": text}, headers=bearer(app["key"])), stored


async def app(client, text):
    async def stored(answer: dict) -> str:
        return answer["name"]

    return await client.post("/apps", json={"name": text}, headers=bearer(ADMIN)), stored


async def seat(client, text):
    async def stored(answer: dict) -> str:
        match = await client.get(f"/games/babel/matches/{answer['match_id']}")
        assert match.json()["seats"][1]["name"] == answer["seats"][1]["name"]
        return answer["seats"][1]["name"]

    return await client.post("/games/babel/matches", json={"seats": ["x", text]}), stored


async def claim(client, text):
    made = await created(await client.post("/games/babel/matches", json={"seats": ["x", None]}))
    url = f"/games/babel/matches/{made['match_id']}"

    async def stored(answer: dict) -> str:
        assert (await client.get(url)).json()["seats"][1]["name"] == answer["name"]
        return answer["name"]

    return await client.post(f"{url}/seats/1/claim", json={"name": text}), stored


async def decline(client, text):
    alice, bob = [await created(await client.post("/players", json={"name": n})) for n in ("alice", "bob")]
    made = await client.post(
        "/challenges", json={"game": "babel", "opponents": [bob["player_id"]]}, headers=bearer(alice["key"])
    )
    url = f"/challenges/{(await created(made))['challenge_id']}"

    async def stored(answer: dict) -> str:
        assert (await client.get(url, headers=bearer(alice["key"]))).json()["reason"] == answer["reason"]
        return answer["reason"]

    return await client.post(f"{url}/decline", json={"reason": text}, headers=bearer(bob["key"])), stored


# Each with its field and the most characters it takes.
ENDPOINTS: list[tuple[Endpoint, str, int]] = [
    (player, "name", 64),
    (apps_player, "name", 64),
    (app, "name", 64),
    (seat, "seats[1]", 64),
    (claim, "name", 64),
    (decline, "reason", 200),
]
IDS = [endpoint.__name__ for endpoint, *_ in ENDPOINTS]


@pytest.mark.parametrize(("endpoint", "field", "longest"), ENDPOINTS, ids=IDS)
async def test_a_name_the_profile_refuses_is_400_naming_the_field(client, endpoint, field, longest):
    # (few enough characters given, each three dots once normalised: too many)
    overlong = {"\u2026" * (longest // 3 + 1): f"at most {longest} characters"}
    for text, said in (REFUSED | overlong).items():
        if endpoint is decline and not text.strip():
            continue  # a blank reason is no reason (below)
        response, _ = await endpoint(client, text)
        problem = assert_problem(response, 400, "malformed", said)
        assert [(e["key"], e["source"]) for e in problem["errors"]] == [(field, "body")], (text, problem)
        assert said in problem["errors"][0]["message"]


@pytest.mark.parametrize(("endpoint", "field", "longest"), ENDPOINTS, ids=IDS)
async def test_a_name_is_stored_and_answered_normalised(client, endpoint, field, longest):
    for text, shown in ACCEPTED.items():
        response, stored = await endpoint(client, text)
        assert response.status_code in (200, 201), response.text
        assert await stored(response.json()) == shown, text


async def test_a_blank_reason_to_decline_is_none(client):
    response, _ = await decline(client, " \u3000")
    assert response.status_code == 200, response.text
    assert response.json()["reason"] is None


async def test_the_migration_normalises_the_names_stored_and_replaces_the_refused(empty_database_url):
    """Names stored by revision 0011, before the profile: the normal ones are kept, the
    others normalised, the refused replaced by a placeholder made of the row's id."""
    store = Storage(empty_database_url)
    at = {"at": dt.datetime(2026, 11, 1, tzinfo=dt.UTC)}
    players = {"p1aaaaaa": "alice", "p2bbbbbb": "\uff22\uff2f\uff22", "p3cccccc": "evil\u202etxt", "p4dddddd": "\u200b"}
    seats = [
        {"name": "x\x1by", "token_hash": "h0", "entropy": None, "player_id": "p3cccccc"},
        {"name": "Ame\u0301lie  B", "token_hash": "h1", "entropy": None, "player_id": None},
        {"name": "\r\n", "token_hash": "h2", "entropy": None, "player_id": None},
        {"name": None, "token_hash": None, "entropy": None, "player_id": None},
    ]

    def old_names(connection: sa.Connection) -> None:
        config = Config()
        config.set_main_option("script_location", str(MIGRATIONS))
        config.attributes["connection"] = connection
        command.upgrade(config, "0011")
        insert = "INSERT INTO {} (id, name, key_hash, created_at) VALUES (:id, :name, :id, :at)"
        for app_id, name in (("a1eeeeee", "arcade"), ("a2ffffff", "bad\x01app")):
            connection.execute(sa.text(insert.format("apps")), at | {"id": app_id, "name": name})
        for player_id, name in players.items():
            connection.execute(sa.text(insert.format("players")), at | {"id": player_id, "name": name})
        connection.execute(
            sa.text(
                "INSERT INTO matches (id, game, created_at, status, version, seats, options, seed) "
                "VALUES ('m1', 'babel', :at, 'waiting', 0, :seats, '{}', 1)"
            ),
            at | {"seats": json.dumps(seats)},
        )

    await store.db.migrate(old_names)
    await store.close()
    store = Storage(empty_database_url)
    try:
        await store.migrate()  # to the head: 0012

        def read(connection: sa.Connection) -> None:
            names = {
                table: dict(connection.execute(sa.text(f"SELECT id, name FROM {table}")).all())
                for table in ("players", "apps")
            }
            stored = connection.execute(sa.text("SELECT seats FROM matches WHERE id = 'm1'")).scalar_one()
            got.extend((names["players"], names["apps"], [s["name"] for s in json.loads(stored)]))

        got: list[object] = []
        await store.db.migrate(read)
    finally:
        await store.close()
    assert got == [
        {"p1aaaaaa": "alice", "p2bbbbbb": "BOB", "p3cccccc": "player-p3cccc", "p4dddddd": "player-p4dddd"},
        {"a1eeeeee": "arcade", "a2ffffff": "app-a2ffff"},
        ["player-p3cccc", "Amélie B", "seat-2", None],
    ]
