"""The lobby: open seats and their claims, player keys, and a player's matches (SQLite
and PostgreSQL)."""

from __future__ import annotations

import asyncio
import random
import time

import pytest
from litestar.testing import AsyncTestClient

from engines.registry import GAMES
from service.root import create_app
from tabletop_client.verify import verify_export
from tests.service.conftest import Table
from tests.service.live import UNLIMITED
from tests.service.test_api import assert_problem


def bearer(token: str) -> dict[str, str]:
    return {"Authorization": f"Bearer {token}"}


async def create(client, game: str = "babel", seats=("alice", None), key: str | None = None, **body):
    response = await client.post(
        f"/games/{game}/matches", json={"seats": list(seats), **body}, headers=bearer(key) if key else {}
    )
    assert response.status_code == 201, response.text
    return response.json()


async def claim(client, game: str, match_id: str, seat: int, name: str = "carol", key: str | None = None, **body):
    return await client.post(
        f"/games/{game}/matches/{match_id}/seats/{seat}/claim",
        json={"name": name, **body},
        headers=bearer(key) if key else {},
    )


async def register(client, name: str = "dora") -> dict:
    response = await client.post("/players", json={"name": name})
    assert response.status_code == 201, response.text
    return response.json()


class Claimed(Table):
    """A table whose tokens were handed out at creation and by claims."""

    def __init__(self, client, game: str, created: dict, tokens: list[str]) -> None:
        super().__init__(client, game, created)
        self.tokens = tokens


async def test_an_open_seat_waits_for_its_claim_then_the_match_is_dealt(client):
    created = await create(client, seed=7)
    url = f"/games/babel/matches/{created['match_id']}"
    assert created["status"] == "waiting" and created["version"] == 0 and created["to_move"] == []
    assert created["state"] is None and created["result"] is None and created["seed_commitment"]
    assert created["seats"][1] == {"seat": 1, "name": None, "token": None} and created["seats"][0]["token"]
    alice = bearer(created["seats"][0]["token"])

    view = (await client.get(url, headers=alice)).json()
    assert (view["status"], view["viewer"], view["seats"][1]) == ("waiting", 0, {"seat": 1, "name": None})
    legal = (await client.get(f"{url}/legal-actions", headers=alice)).json()
    assert legal == {"version": 0, "seat": 0, "actions": []}
    acted = await client.post(f"{url}/actions", json={"action": {"type": "travel", "site": "perser"}}, headers=alice)
    assert_problem(acted, 422, "not-started", "1")
    assert (await client.get(f"{url}/events")).json() == {"version": 0, "events": []}
    listed = (await client.get("/games/babel/matches", params={"status": "waiting"})).json()["matches"]
    assert [m["match_id"] for m in listed] == [created["match_id"]] and listed[0]["seats"] == ["alice", None]
    assert (await client.get(f"{url}/export")).json()["status"] == "waiting"

    claimed = await claim(client, "babel", created["match_id"], 1, "bob")
    assert claimed.status_code == 200, claimed.text
    body = claimed.json()
    assert (body["seat"], body["name"], body["status"], body["game"]) == (1, "bob", "active", "babel")
    assert body["version"] > 0 and body["token"]
    events = (await client.get(f"{url}/events")).json()
    assert [e["seq"] for e in events["events"]] == list(range(1, body["version"] + 1))
    assert (await client.get("/games/babel/matches", params={"status": "waiting"})).json()["matches"] == []

    # the deal is the one a match created with both names gets from the same seed
    whole = await create(client, seats=("alice", "bob"), seed=7)
    assert (await client.get(url)).json()["state"] == (
        await client.get(f"/games/babel/matches/{whole['match_id']}")
    ).json()["state"]

    table = Claimed(client, "babel", created, [created["seats"][0]["token"], body["token"]])
    view = (await table.get(1)).json()
    assert view["viewer"] == 1 and view["seats"][1]["name"] == "bob"
    mover = view["to_move"][0]
    action = (await table.legal(mover))["actions"][0]
    assert (await table.act(mover, action)).status_code == 200


async def test_a_waiting_match_of_each_game_shows_no_table(client):
    for game in GAMES.values():
        seats = ["a", *[None] * (game.min_players - 1)]
        created = await create(client, game.id, seats=seats)
        assert created["state"] is None and created["status"] == "waiting"
        view = await client.get(f"/games/{game.id}/matches/{created['match_id']}")
        assert view.status_code == 200 and view.json()["state"] is None


async def test_the_view_of_a_waiting_match_changes_with_its_claims(client):
    created = await create(client, "bali", seats=("a", None, None))
    url = f"/games/bali/matches/{created['match_id']}"
    first = await client.get(url)
    assert first.status_code == 200
    assert (await client.get(url, headers={"If-None-Match": first.headers["etag"]})).status_code == 304
    assert (await claim(client, "bali", created["match_id"], 2)).status_code == 200
    again = await client.get(url, headers={"If-None-Match": first.headers["etag"]})
    assert again.status_code == 200 and again.json()["seats"][2]["name"] == "carol"


async def test_open_seats_give_no_entropy_and_claims_are_refused_as_documented(client):
    body = {"seats": ["a", None], "entropy": [None, "mine"]}
    assert_problem(await client.post("/games/babel/matches", json=body), 422, "entropy-mismatch", "Seat 1")
    created = await create(client)
    match_id = created["match_id"]
    assert_problem(await claim(client, "babel", match_id, 2), 404, "not-found", "seat 2")
    assert_problem(await claim(client, "babel", "0" * 32, 1), 404, "not-found")
    assert_problem(await claim(client, "bali", match_id, 1), 404, "not-found")
    assert_problem(await claim(client, "babel", match_id, 0), 409, "seat-taken", "Seat 0")
    assert_problem(await claim(client, "babel", match_id, 1, key=created["seats"][0]["token"]), 401, "bad-token")
    assert_problem(await claim(client, "babel", match_id, 1, name=""), 400, "malformed")
    assert_problem(await claim(client, "babel", match_id, 1, colour="red"), 400, "malformed")
    assert_problem(await claim(client, "babel", match_id, 1, entropy="x" * 257), 400, "malformed")
    assert (await claim(client, "babel", match_id, 1)).status_code == 200
    assert_problem(await claim(client, "babel", match_id, 1), 409, "seat-taken", "no longer waits")


@pytest.mark.parametrize("game", ["babel", "balam"])
async def test_a_claimers_entropy_changes_the_deal_and_the_export_verifies(client, game):
    n = GAMES[game].min_players
    # the same server seed cannot be chosen twice, so the deals are compared by their chance
    dealt = []
    for entropy in ("one", "two"):
        created = await create(client, game, seats=["a", *[None] * (n - 1)], entropy=["mine", *[None] * (n - 1)])
        tokens = [created["seats"][0]["token"]]
        for seat in range(1, n):
            response = await claim(client, game, created["match_id"], seat, f"p{seat}", entropy=f"{entropy}{seat}")
            assert response.status_code == 200, response.text
            tokens.append(response.json()["token"])
        table = Claimed(client, game, created, tokens)
        await table.play_random(random.Random(3), 3)
        running = (await client.get(f"{table.url}/export")).json()
        assert running["status"] == "active" and [s["entropy"] for s in running["seats"]] == [None] * n
        view = await table.play_random(random.Random(3), 5_000)
        assert view["status"] == "finished"
        export = (await client.get(f"{table.url}/export")).json()
        assert [s["entropy"] for s in export["seats"]] == ["mine", *[f"{entropy}{s}" for s in range(1, n)]]
        assert verify_export(export)[0], verify_export(export)
        # without the claimers' entropy, the deal does not verify
        export["seats"] = [{**s, "entropy": None if s["seat"] else s["entropy"]} for s in export["seats"]]
        assert not verify_export(export)[0]
        dealt.append(export["events"][:3])
    assert dealt[0] != dealt[1]


async def test_two_claims_of_one_seat_on_two_instances_give_one_seat(database_url):
    async with (
        AsyncTestClient(app=create_app(UNLIMITED(database_url))) as one,
        AsyncTestClient(app=create_app(UNLIMITED(database_url))) as two,
    ):
        for _ in range(3):
            created = await create(one, "bali", seats=("a", None, None))
            answers = await asyncio.gather(
                claim(one, "bali", created["match_id"], 1, "x"),
                claim(two, "bali", created["match_id"], 1, "y"),
            )
            assert sorted(r.status_code for r in answers) == [200, 409], [r.text for r in answers]
            winner = next(r.json() for r in answers if r.status_code == 200)
            view = (await two.get(f"/games/bali/matches/{created['match_id']}", headers=bearer(winner["token"]))).json()
            assert view["viewer"] == 1 and view["seats"][1]["name"] == winner["name"] and view["status"] == "waiting"


async def test_the_last_two_open_seats_claimed_at_once_deal_once(database_url):
    async with (
        AsyncTestClient(app=create_app(UNLIMITED(database_url))) as one,
        AsyncTestClient(app=create_app(UNLIMITED(database_url))) as two,
    ):
        for _ in range(3):
            created = await create(one, "bali", seats=("a", None, None))
            match_id = created["match_id"]
            answers = await asyncio.gather(claim(one, "bali", match_id, 1, "x"), claim(two, "bali", match_id, 2, "y"))
            assert [r.status_code for r in answers] == [200, 200], [r.text for r in answers]
            statuses = sorted(r.json()["status"] for r in answers)
            assert statuses == ["active", "waiting"]
            version = max(r.json()["version"] for r in answers)
            events = (await one.get(f"/games/bali/matches/{match_id}/events", params={"limit": 1000})).json()
            assert events["version"] == version > 0
            assert [e["seq"] for e in events["events"]] == list(range(1, version + 1))
            view = (await two.get(f"/games/bali/matches/{match_id}")).json()
            assert view["status"] == "active" and [s["name"] for s in view["seats"]] == ["a", "x", "y"]


async def test_a_player_key_binds_seats_and_acts_for_them(client):
    dora = await register(client, "dora")
    assert dora["name"] == "dora" and dora["key"].startswith("tp_") and len(dora["player_id"]) == 32
    eve = await register(client, "eve")
    created = await create(client, seats=("dora", None), key=dora["key"], seed=3)
    match_id, url = created["match_id"], f"/games/babel/matches/{created['match_id']}"
    # a player holds one seat per match
    assert_problem(await claim(client, "babel", match_id, 1, key=dora["key"]), 409, "already-seated")
    claimed = await claim(client, "babel", match_id, 1, "eve", key=eve["key"])
    assert claimed.status_code == 200 and claimed.json()["status"] == "active"

    for seat, key in ((0, dora["key"]), (1, eve["key"])):
        view = (await client.get(url, headers=bearer(key))).json()
        assert view["viewer"] == seat
        token_view = (
            await client.get(
                url, headers=bearer(created["seats"][0]["token"] if seat == 0 else claimed.json()["token"])
            )
        ).json()
        assert view["state"] == token_view["state"]  # the hand is the seat's
    spectator = (await client.get(url)).json()
    assert spectator["state"] != view["state"]

    mover = spectator["to_move"][0]
    key = (dora, eve)[mover]["key"]
    legal = (await client.get(f"{url}/legal-actions", headers=bearer(key))).json()
    assert legal["seat"] == mover and legal["actions"]
    acted = await client.post(f"{url}/actions", json={"action": legal["actions"][0]}, headers=bearer(key))
    assert acted.status_code == 200, acted.text

    # a key acts only for its own seats
    stranger = await register(client, "zed")
    assert_problem(await client.get(f"{url}/legal-actions", headers=bearer(stranger["key"])), 401, "bad-token")
    assert_problem(await client.get(url, headers=bearer("tp_" + "x" * 43)), 401, "bad-token")
    ticket = await client.post(f"{url}/stream-tickets", headers=bearer(key))
    assert ticket.status_code == 201 and ticket.json()["seat"] == mover


async def test_a_seat_taken_with_a_player_key_carries_the_players_name(client):
    """Whatever name the body gives: eve cannot claim a seat as mallory."""
    dora, eve = await register(client, "dora"), await register(client, "eve")
    created = await create(client, seats=("mallory", None), key=dora["key"])
    assert [s["name"] for s in created["seats"]] == ["dora", None]
    claimed = await claim(client, "babel", created["match_id"], 1, "mallory", key=eve["key"])
    assert claimed.status_code == 200 and claimed.json()["name"] == "eve"
    view = (await client.get(f"/games/babel/matches/{created['match_id']}")).json()
    assert [s["name"] for s in view["seats"]] == ["dora", "eve"]
    listed = (await client.get("/games/babel/matches")).json()["matches"][0]
    assert listed["seats"] == ["dora", "eve"]
    mine = (await client.get("/players/me/matches", headers=bearer(eve["key"]))).json()["matches"][0]
    assert mine["seats"] == ["dora", "eve"] and mine["seat"] == 1
    anonymous = await claim(client, "babel", (await create(client))["match_id"], 1, "mallory")
    assert anonymous.json()["name"] == "mallory"  # a seat without a player key is named as its claimer says


async def test_listings_show_the_time_control(client):
    dora = await register(client, "dora")
    clock = {"initial_s": 600, "increment_s": 5}
    timed = await create(client, seats=("dora", None), key=dora["key"], time_control=clock)
    untimed = await create(client)
    listed = (await client.get("/games/babel/matches", params={"status": "waiting"})).json()["matches"]
    controls = {m["match_id"]: m["time_control"] for m in listed}
    assert controls == {timed["match_id"]: clock, untimed["match_id"]: None}
    mine = (await client.get("/players/me/matches", headers=bearer(dora["key"]))).json()["matches"]
    assert [m["time_control"] for m in mine] == [controls[timed["match_id"]]]


async def test_events_after_the_matchs_version_are_malformed(client):
    """A cursor past the end is a mistake, with or without a wait: no event can ever
    come after a version the match has not reached."""
    waiting = await create(client)
    dealt = await create(client, seats=("a", "b"))
    for created in (waiting, dealt):
        url, version = f"/games/babel/matches/{created['match_id']}/events", created["version"]
        assert (await client.get(url, params={"after": version})).json() == {"version": version, "events": []}
        for params in ({"after": version + 1}, {"after": 99, "wait": 60}):
            started = time.monotonic()
            answer = await client.get(url, params=params)
            assert_problem(answer, 400, "malformed", f"at version {version}:")
            assert time.monotonic() - started < 30, "refused at once, not after the wait"


async def test_player_keys_are_refused_as_documented(client):
    dora = await register(client)
    assert_problem(
        await client.post("/games/babel/matches", json={"seats": ["a", "b"]}, headers=bearer(dora["key"])),
        422,
        "one-seat-per-player",
    )
    assert_problem(
        await client.post("/games/bali/matches", json={"seats": [None, None]}, headers=bearer(dora["key"])),
        422,
        "one-seat-per-player",
    )
    assert_problem(
        await client.post("/games/babel/matches", json={"seats": ["a", None]}, headers=bearer("tp_" + "x" * 43)),
        401,
        "bad-token",
    )
    assert_problem(
        await client.post("/games/babel/matches", json={"seats": ["a", None]}, headers=bearer("not-a-player-key")),
        401,
        "bad-token",
    )
    assert_problem(await client.post("/players", json={"name": ""}), 400, "malformed")
    assert_problem(await client.post("/players", json={"name": "a", "key": "mine"}), 400, "malformed")
    assert_problem(await client.get("/players/me/matches"), 401, "bad-token")
    assert_problem(await client.get("/players/me/matches", headers=bearer("tp_" + "y" * 43)), 401, "bad-token")
    assert_problem(await client.get("/players/me/matches", headers=bearer("seat-token")), 401, "bad-token")


async def test_a_players_matches_and_which_wait_on_him(client):
    dora, eve = await register(client, "dora"), await register(client, "eve")
    waiting = await create(client, seats=("dora", None), key=dora["key"])
    both = []
    for seed in (1, 2, 3):
        created = await create(client, seats=("dora", None), key=dora["key"], seed=seed)
        assert (await claim(client, "babel", created["match_id"], 1, "eve", key=eve["key"])).status_code == 200
        both.append(created["match_id"])
    mine = await claim(
        client, "bali", (await create(client, "bali", seats=("x", None)))["match_id"], 1, "dora", key=dora["key"]
    )
    assert mine.status_code == 200

    listed = (await client.get("/players/me/matches", headers=bearer(dora["key"]))).json()
    ids = [m["match_id"] for m in listed["matches"]]
    assert ids == [mine.json()["match_id"], *reversed(both), waiting["match_id"]] and listed["next_cursor"] is None
    for m in listed["matches"]:
        view = (await client.get(f"/games/{m['game']}/matches/{m['match_id']}")).json()
        assert m["to_move"] == view["to_move"] and m["status"] == view["status"]
        assert m["my_turn"] == (m["seat"] in view["to_move"])
    assert listed["matches"][0]["seat"] == 1 and listed["matches"][-1]["status"] == "waiting"
    assert listed["matches"][-1]["seats"] == ["dora", None]

    turn = (await client.get("/players/me/matches", params={"my_turn": "true"}, headers=bearer(dora["key"]))).json()
    assert [m["match_id"] for m in turn["matches"]] == [m["match_id"] for m in listed["matches"] if m["my_turn"]]
    assert turn["matches"] and all(m["my_turn"] for m in turn["matches"])
    others = (await client.get("/players/me/matches", params={"my_turn": "false"}, headers=bearer(dora["key"]))).json()
    assert len(turn["matches"]) + len(others["matches"]) == 5
    eves = (await client.get("/players/me/matches", params={"my_turn": "true"}, headers=bearer(eve["key"]))).json()
    assert {m["match_id"] for m in eves["matches"]} | {m["match_id"] for m in turn["matches"]} >= set(both)

    waits = (await client.get("/players/me/matches", params={"status": "waiting"}, headers=bearer(dora["key"]))).json()
    assert [m["match_id"] for m in waits["matches"]] == [waiting["match_id"]]

    # pages, each after the last one's cursor
    seen, cursor = [], None
    while True:
        params = {"limit": 2} | ({"cursor": cursor} if cursor else {})
        page = (await client.get("/players/me/matches", params=params, headers=bearer(dora["key"]))).json()
        seen += [m["match_id"] for m in page["matches"]]
        if not (cursor := page["next_cursor"]):
            break
    assert seen == ids


async def test_status_filters_name_every_status(client):
    await create(client, seats=("a", None))
    await create(client, seats=("a", "b"))
    for status, count in (("waiting", 1), ("active", 1), ("finished", 0), ("aborted", 0)):
        listed = (await client.get("/games/babel/matches", params={"status": status})).json()["matches"]
        assert len(listed) == count and all(m["status"] == status for m in listed)
