"""Apps that own their players: registration, acting for a player by naming him, and
never for another app's or an independent player (SQLite and PostgreSQL)."""

from __future__ import annotations

import pytest
from litestar.testing import AsyncTestClient

from service.root import create_app
from tests.service.live import UNLIMITED
from tests.service.test_api import assert_problem

ADMIN = "admin-secret"


@pytest.fixture
async def client(database_url):
    async with AsyncTestClient(app=create_app(UNLIMITED(database_url, admin_key=ADMIN))) as client:
        yield client


def bearer(key: str, player: str | None = None) -> dict[str, str]:
    return {"Authorization": f"Bearer {key}"} | ({"Tabletop-Player": player} if player else {})


async def new_app(client, name: str = "arcade") -> dict:
    response = await client.post("/apps", json={"name": name}, headers=bearer(ADMIN))
    assert response.status_code == 201, response.text
    assert response.json()["key"].startswith("ta_")
    return response.json()


async def new_player(client, name: str, app: dict | None = None) -> dict:
    response = await client.post("/players", json={"name": name}, headers=bearer(app["key"]) if app else {})
    assert response.status_code == 201, response.text
    return response.json()


async def test_apps_are_registered_with_the_admin_key_unless_registration_is_open(client, database_url):
    assert_problem(await client.post("/apps", json={"name": "x"}), 403, "admin-only")
    assert_problem(await client.post("/apps", json={"name": "x"}, headers=bearer("guess")), 403, "admin-only")
    await new_app(client)
    async with AsyncTestClient(app=create_app(UNLIMITED(database_url, app_registration="open"))) as open_:
        assert (await open_.post("/apps", json={"name": "anyone"})).status_code == 201
    async with AsyncTestClient(app=create_app(UNLIMITED(database_url))) as closed:  # admin, and no admin key set
        assert_problem(await closed.post("/apps", json={"name": "x"}, headers=bearer("")), 401, "bad-token")
        assert_problem(await closed.post("/apps", json={"name": "x"}, headers=bearer("x")), 403, "admin-only")


async def test_an_app_acts_for_its_players_wherever_a_player_key_works(client):
    app = await new_app(client)
    alice, bob = await new_player(client, "alice", app), await new_player(client, "bob", app)
    assert alice["app_id"] == app["app_id"] and alice["key"].startswith("tp_")
    as_alice, as_bob = bearer(app["key"], alice["player_id"]), bearer(app["key"], bob["player_id"])
    created = await client.post("/games/babel/matches", json={"seats": ["x", None]}, headers=as_alice)
    assert created.status_code == 201, created.text
    match = created.json()
    assert match["seats"][0]["name"] == "alice"
    claimed = await client.post(
        f"/games/babel/matches/{match['match_id']}/seats/1/claim", json={"name": "y"}, headers=as_bob
    )
    assert claimed.status_code == 200 and claimed.json()["name"] == "bob"
    url = f"/games/babel/matches/{match['match_id']}"
    view = (await client.get(url)).json()
    mover = as_alice if view["to_move"] == [0] else as_bob
    legal = (await client.get(f"{url}/legal-actions", headers=mover)).json()
    acted = await client.post(f"{url}/actions", json={"action": legal["actions"][0]}, headers=mover)
    assert acted.status_code == 200, acted.text
    # The player's own key works too, and lists the same matches.
    mine = await client.get("/players/me/matches", headers=bearer(alice["key"]))
    theirs = await client.get("/players/me/matches", headers=as_alice)
    assert mine.json() == theirs.json() and mine.json()["matches"][0]["match_id"] == match["match_id"]


async def test_an_app_never_acts_for_another_apps_or_an_independent_player(client):
    mine, other = await new_app(client, "mine"), await new_app(client, "other")
    theirs = await new_player(client, "carol", other)
    independent = await new_player(client, "dora")
    for player in (theirs, independent, {"player_id": "f" * 32}):
        answer = await client.get("/players/me/matches", headers=bearer(mine["key"], player["player_id"]))
        assert_problem(answer, 403, "not-your-player")
    # A player key (or a seat token) may not name someone else.
    answer = await client.get("/players/me/matches", headers=bearer(independent["key"], theirs["player_id"]))
    assert_problem(answer, 401, "bad-token", "Tabletop-Player")
    # An app key alone is no player; nor does a player key make players.
    assert_problem(await client.get("/players/me/matches", headers=bearer(mine["key"])), 401, "bad-token")
    refused = await client.post("/players", json={"name": "z"}, headers=bearer(independent["key"]))
    assert_problem(refused, 401, "bad-token")


async def test_an_apps_players_are_listed_newest_first_in_pages(client):
    app, other = await new_app(client), await new_app(client, "other")
    made = [await new_player(client, f"p{i}", app) for i in range(5)]
    await new_player(client, "elsewhere", other)
    await new_player(client, "independent")
    seen, cursor = [], None
    while True:
        params = {"limit": 2} | ({"cursor": cursor} if cursor else {})
        page = (await client.get("/apps/me/players", params=params, headers=bearer(app["key"]))).json()
        seen += [p["player_id"] for p in page["players"]]
        if not (cursor := page["next_cursor"]):
            break
    assert seen == [p["player_id"] for p in reversed(made)]
    assert_problem(await client.get("/apps/me/players", headers=bearer(made[0]["key"])), 401, "bad-token")
