"""The HTTP contract: routes, status codes, problem details, concurrency,
idempotency and replay, on SQLite and PostgreSQL."""

from __future__ import annotations

import asyncio
import random

import msgspec
from litestar.testing import AsyncTestClient

from engines.core import fold
from engines.registry import GAMES
from service.application.schemas import GameSchemas
from service.root import create_app
from service.settings import Settings
from service.store.storage import Storage
from tests.service.conftest import new_table

PROBLEM = "application/problem+json"


def as_json(value):
    return msgspec.json.decode(msgspec.json.encode(value))


def assert_problem(response, status: int, code: str, *mentions: str) -> dict:
    """A problem of this status and code, whose detail names `mentions` (what was asked for)."""
    assert response.status_code == status, response.text
    assert response.headers["content-type"].startswith(PROBLEM)
    body = response.json()
    assert (body["status"], body["code"], body["type"]) == (status, code, f"/problems/{code}"), body
    assert body["title"] and body["detail"]
    assert body["request_id"] == response.headers["x-request-id"]
    for mention in mentions:
        assert mention in body["detail"], body["detail"]
    return body


async def test_catalogue(client):
    games = (await client.get("/games")).json()
    assert {g["id"] for g in games} == set(GAMES)
    babel = (await client.get("/games/babel")).json()
    assert (babel["min_players"], babel["max_players"]) == (2, 2)
    assert babel["options_schema"]
    assert_problem(await client.get("/games/chess"), 404, "not-found", "chess")


async def test_health(client):
    assert (await client.get("/healthz")).json() == {"status": "ok"}
    assert (await client.get("/readyz")).json() == {"status": "ok"}


async def test_create_shows_tokens_once_and_hides_them_after(client):
    table = await new_table(client)
    created = table.created
    assert created["game"] == "babel" and created["status"] == "active"
    assert [s["name"] for s in created["seats"]] == ["alice", "bob"]
    assert len(set(table.tokens)) == 2 and all(len(t) >= 32 for t in table.tokens)
    assert created["viewer"] is None and created["result"] is None
    view = (await table.get()).json()
    assert view["version"] == created["version"] > 0
    assert view["seats"] == [{"seat": 0, "name": "alice"}, {"seat": 1, "name": "bob"}]
    seen = (await table.get(0)).text + (await table.events(0)).text
    assert all(token not in seen for token in table.tokens)
    assert (await table.get(1)).json()["viewer"] == 1


async def test_create_refusals(client):
    assert_problem(await client.post("/games/babel/matches", json={"seats": ["a", "b", "c"]}), 400, "malformed")
    assert_problem(await client.post("/games/babel/matches", json={"seats": "ab"}), 400, "malformed")
    assert_problem(await client.post("/games/babel/matches", json={"seats": ["a", "b"], "colour": 1}), 400, "malformed")
    assert_problem(await client.post("/games/babel/matches", json={"seats": ["a", ""]}), 400, "malformed")
    assert_problem(await client.post("/games/babel/matches", json={"seats": ["a", "b"], "seed": -1}), 400, "malformed")
    assert_problem(
        await client.post("/games/babel/matches", content=b"{nope", headers={"content-type": "application/json"}),
        400,
        "malformed",
    )
    assert_problem(await client.post("/games/chess/matches", json={"seats": ["a", "b"]}), 404, "not-found")
    assert (await client.get("/games/babel/matches")).json()["matches"] == []


async def test_same_seed_same_match(client):
    first, second = await new_table(client, seed=99), await new_table(client, seed=99)
    assert (await first.get(0)).json()["state"] == (await second.get(0)).json()["state"]


async def test_auth_refusals(client):
    table = await new_table(client)
    url = f"{table.url}/legal-actions"
    body = assert_problem(await client.get(url), 401, "bad-token")
    # without a token, whether the match exists is not even looked at
    assert_problem(await client.get(f"/games/babel/matches/{'0' * 32}/legal-actions"), 401, "bad-token")
    assert_problem(
        await client.post(f"/games/babel/matches/{'0' * 32}/actions", json={"action": {"type": "end_turn"}}),
        401,
        "bad-token",
    )
    assert (await client.get(url)).headers["www-authenticate"].startswith("Bearer")
    assert_problem(await client.get(url, headers={"Authorization": "Bearer nope"}), 401, "bad-token")
    assert_problem(await client.get(url, headers={"Authorization": "Basic abc"}), 401, "bad-token")
    assert_problem(await client.get(table.url, headers={"Authorization": "Bearer nope"}), 401, "bad-token")
    other = await new_table(client, seed=8)
    assert_problem(await client.get(url, headers=other.auth(0)), 401, "bad-token")
    action = (await table.legal(0))["actions"][0]
    response = await client.post(f"{table.url}/actions", json={"action": action})
    assert_problem(response, 401, "bad-token")
    assert body["status"] == 401


async def test_unknown_match_and_version(client):
    table = await new_table(client)
    assert_problem(await client.get("/games/babel/matches/feedface"), 404, "not-found")
    assert_problem(await client.get("/games/babel/matches/feedface/events"), 404, "not-found")
    version = table.created["version"]
    assert_problem(await table.get(at=version + 1), 404, "not-found", str(version))
    assert_problem(await table.get(at=0), 400, "malformed")
    assert_problem(await table.get(at="x"), 400, "malformed")
    # A Babel match is no Bali match, though one cache holds the states of all games.
    elsewhere = table.url.replace("/babel/", "/bali/")
    token = {"Authorization": f"Bearer {table.created['seats'][0]['token']}"}
    assert_problem(await client.get(elsewhere), 404, "not-found", "Bali")
    assert_problem(await client.get(f"{elsewhere}/legal-actions", headers=token), 404, "not-found", "Bali")


async def test_refused_actions_change_nothing(client):
    table = await new_table(client)
    start = (await table.get()).json()
    mover = start["to_move"][0]
    idle = 1 - mover
    action = (await table.legal(mover))["actions"][0]
    assert (await table.legal(idle))["actions"] == []
    assert_problem(await table.act(idle, action), 422, "not-your-turn")
    assert_problem(await table.act(mover, action, expected_version=start["version"] - 1), 409, "stale-version")
    assert_problem(await table.act(mover, {"type": "no_such_action"}), 400, "malformed")
    assert_problem(
        await client.post(f"{table.url}/actions", json={"action": action, "extra": 1}, headers=table.auth(mover)),
        400,
        "malformed",
    )
    after = (await table.get()).json()
    assert after == start
    assert len((await table.events()).json()["events"]) == start["version"]


async def test_a_stale_version_is_a_conflict_when_the_seats_options_changed(client):
    table = await new_table(client)
    start = (await table.get()).json()
    mover = start["to_move"][0]
    action = (await table.legal(mover))["actions"][0]
    ok = await table.act(mover, action, expected_version=start["version"])
    assert ok.status_code == 200, ok.text
    # the mover's own move changed what it may do: acting on the old table is a 409
    stale = assert_problem(await table.act(mover, action, expected_version=start["version"]), 409, "stale-version")
    assert stale["current_version"] == ok.json()["version"]
    assert_problem(await table.act(mover, action, expected_version=ok.json()["version"] + 1), 409, "stale-version")
    # the other seat could do nothing then and can do nothing now: its version stands,
    # and the answer is why it may not act
    assert_problem(await table.act(1 - mover, action, expected_version=start["version"]), 422, "not-your-turn")


async def test_act_returns_view_and_own_events(client):
    table = await new_table(client)
    start = (await table.get()).json()
    mover = start["to_move"][0]
    legal = await table.legal(mover)
    assert legal["seat"] == mover and legal["version"] == start["version"] and legal["actions"]
    response = await table.act(mover, legal["actions"][0], expected_version=legal["version"])
    assert response.status_code == 200, response.text
    # (the handler encodes this body itself: it must still be the documented one)
    assert response.headers["content-type"] == "application/json"
    msgspec.json.decode(response.content, type=GameSchemas(GAMES["babel"]).acted)
    acted = response.json()
    assert acted["viewer"] == mover
    assert acted["version"] == start["version"] + len(acted["events"])
    assert [e["seq"] for e in acted["events"]] == list(range(start["version"] + 1, acted["version"] + 1))
    served = (await table.events(mover, after=start["version"])).json()
    assert [e["event"] for e in served["events"]] == [e["event"] for e in acted["events"]]


async def test_concurrent_posts_same_version_one_wins(client):
    table = await new_table(client)
    start = (await table.get()).json()
    mover = start["to_move"][0]
    action = (await table.legal(mover))["actions"][0]
    responses = await asyncio.gather(*(table.act(mover, action, expected_version=start["version"]) for _ in range(2)))
    assert sorted(r.status_code for r in responses) == [200, 409]
    winner = next(r for r in responses if r.status_code == 200).json()
    assert (await table.get()).json()["version"] == winner["version"]


async def test_idempotent_retry_applies_once(client):
    table = await new_table(client)
    start = (await table.get()).json()
    mover = start["to_move"][0]
    action = (await table.legal(mover))["actions"][0]
    first = await table.act(mover, action, key="move-1")
    again = await table.act(mover, action, key="move-1")
    assert first.status_code == again.status_code == 200
    assert again.json() == first.json()
    assert (await table.get()).json()["version"] == first.json()["version"]
    view = (await table.get()).json()
    seat = view["to_move"][0]
    action = (await table.legal(seat))["actions"][0]
    racing = await asyncio.gather(*(table.act(seat, action, key="move-2") for _ in range(3)))
    assert [r.status_code for r in racing] == [200, 200, 200], [r.text for r in racing]
    assert len({msgspec.json.encode(r.json()) for r in racing}) == 1
    assert (await table.get()).json()["version"] == racing[0].json()["version"]


async def test_an_idempotency_key_names_one_request_only(client):
    table = await new_table(client)
    view = (await table.get()).json()
    mover = view["to_move"][0]
    first, second = (await table.legal(mover))["actions"][:2]
    answered = await table.act(mover, first, expected_version=view["version"], key="k")
    assert answered.status_code == 200
    refused = await table.act(mover, second, expected_version=view["version"], key="k")
    assert_problem(refused, 422, "idempotency-key-reused")
    refused = await table.act(mover, first, key="k")  # the same action, but another request
    assert_problem(refused, 422, "idempotency-key-reused")
    assert (await table.get()).json()["version"] == answered.json()["version"]
    again = await table.act(mover, first, expected_version=view["version"], key="k")
    assert again.json() == answered.json()  # rebuilt from the log, as first answered


async def test_a_match_is_not_found_through_another_games_routes(client):
    table = await new_table(client)  # Babel, cached by this instance
    bali = f"/games/bali/matches/{table.id}"
    legal = await table.legal(0)
    assert_problem(await client.get(bali), 404, "not-found", "Bali")
    assert_problem(await client.get(f"{bali}/legal-actions", headers=table.auth(0)), 404, "not-found")
    assert_problem(await client.get(f"{bali}/events"), 404, "not-found")
    acted = await client.post(
        f"{bali}/actions",
        headers=table.auth(0),
        json={"action": {"type": "skip_purchase"}, "expected_version": legal["version"]},
    )
    assert_problem(acted, 404, "not-found", "Bali")
    assert (await table.get()).json()["version"] == legal["version"]


async def test_replay_at_every_version_matches_live_views(client):
    table = await new_table(client, seed=3)
    rng = random.Random(3)
    seen = {}
    view = (await table.get(0)).json()
    seen[view["version"]] = view
    for _ in range(40):
        if view["status"] == "finished":
            break
        seat = rng.choice(view["to_move"])
        legal = await table.legal(seat)
        view = (await table.act(seat, rng.choice(legal["actions"]))).json()
        if seat == 0:
            seen[view["version"]] = view
    for version, live in seen.items():
        replayed = (await table.get(0, at=version)).json()
        assert replayed["state"] == live["state"] and replayed["to_move"] == live["to_move"]


async def test_views_and_events_are_the_engines_redaction(client, database_url):
    """What each seat and a spectator receive is exactly the engine's view of the replayed state."""
    game = GAMES["babel"]
    table = await new_table(client, seed=11)
    await table.play_random(random.Random(11), 60)
    raw = (await table.events()).json()
    store = Storage(database_url)
    record = await store.matches.get_match(table.id)
    decoder = msgspec.json.Decoder(game.event_type)
    stored = [decoder.decode(e.payload) for e in await store.matches.events(table.id, 0, record.version)]
    await store.close()
    state = fold(game, game.initial_state(2, game.options_type()), stored)
    for viewer in (0, 1, None):
        served = (await table.get(viewer)).json()["state"]
        assert served == as_json(game.view(state, viewer))
        events = (await table.events(viewer, limit=1000)).json()["events"]
        assert [e["event"] for e in events] == [as_json(game.view_event(e, viewer)) for e in stored]
    assert raw["version"] == record.version


async def test_events_paging(client):
    table = await new_table(client)
    await table.play_random(random.Random(5), 10)
    version = (await table.get()).json()["version"]
    page = (await table.events(after=2, limit=3)).json()
    assert [e["seq"] for e in page["events"]] == [3, 4, 5]
    assert page["version"] == version
    assert_problem(await table.events(limit=0), 400, "malformed")
    assert_problem(await table.events(after=-1), 400, "malformed")


async def test_full_random_game_over_http(client):
    table = await new_table(client, seed=21)
    view = await table.play_random(random.Random(21), 2000)
    assert view["status"] == "finished" and view["to_move"] == []
    result = view["result"]
    assert len(result["scores"]) == 2 and set(result["winners"]) <= {0, 1} and result["winners"]
    listed = (await client.get("/games/babel/matches", params={"status": "finished"})).json()
    assert [m["match_id"] for m in listed["matches"]] == [table.id]
    legal = await table.legal(0)
    assert legal["actions"] == []


async def test_list_matches_newest_first_with_cursor(client):
    ids = [(await new_table(client, seed=i)).id for i in range(5)]
    page = (await client.get("/games/babel/matches", params={"limit": 2})).json()
    seen = [m["match_id"] for m in page["matches"]]
    while page["next_cursor"]:
        page = (await client.get("/games/babel/matches", params={"limit": 2, "cursor": page["next_cursor"]})).json()
        seen += [m["match_id"] for m in page["matches"]]
    assert seen == ids[::-1]
    assert (await client.get("/games/babel/matches", params={"status": "finished"})).json()["matches"] == []
    assert_problem(await client.get("/games/babel/matches", params={"cursor": "garbage!"}), 400, "malformed")
    assert_problem(await client.get("/games/babel/matches", params={"cursor": f"1-{ids[0][:31]}"}), 400, "malformed")
    # any position of the documented form is a place to start from: past the oldest, an empty page
    oldest = (await client.get("/games/babel/matches", params={"cursor": f"1-{ids[0]}"})).json()
    assert oldest == {"matches": [], "next_cursor": None}
    assert_problem(await client.get("/games/babel/matches", params={"status": "paused"}), 400, "malformed")


async def test_two_instances_share_one_database(database_url):
    """No state that correctness depends on lives in a process: alternate instances."""
    async with (
        AsyncTestClient(app=create_app(Settings(database_url=database_url))) as a,
        AsyncTestClient(app=create_app(Settings(database_url=database_url))) as b,
    ):
        table = await new_table(a)
        rng = random.Random(1)
        for step in range(12):
            client = (a, b)[step % 3 == 0]
            table.client = client
            view = (await table.get()).json()
            seat = view["to_move"][0]
            legal = await table.legal(seat)
            response = await table.act(seat, rng.choice(legal["actions"]), expected_version=view["version"])
            assert response.status_code == 200, response.text
        table.client = a
        live_a = (await table.get(0)).json()
        table.client = b
        assert (await table.get(0)).json() == live_a


async def test_a_seat_reads_only_its_own_hand(client):
    table = await new_table(client, seed=12)
    mine, theirs, spectator = [(await table.get(s)).json()["state"] for s in (0, 1, None)]
    assert mine["sides"][0]["hand"] and mine["sides"][1]["hand"] is None
    assert theirs["sides"][1]["hand"] and theirs["sides"][0]["hand"] is None
    assert spectator["sides"][0]["hand"] is None and spectator["sides"][1]["hand"] is None
    assert theirs["sides"][0]["hand_count"] == len(mine["sides"][0]["hand"])
    drawn = [e["event"] for e in (await table.events(1)).json()["events"] if e["event"]["type"] == "people_drawn"]
    assert drawn and all(e["cards"] is None for e in drawn if e["seat"] == 0)


async def test_misspelt_options_are_refused_not_ignored(client):
    for game, seats in (("babel", 2), ("bali", 2), ("maya", 3), ("balam", 2)):
        body = {"seats": [f"p{i}" for i in range(seats)], "options": {"oracel": True}}
        assert_problem(await client.post(f"/games/{game}/matches", json=body), 400, "malformed", "oracel")
    created = await client.post("/games/bali/matches", json={"seats": ["a", "b"], "options": {"oracle": True}})
    assert created.status_code == 201


async def test_an_illegal_action_says_which_rule_in_a_sentence(client):
    table = await new_table(client)
    mover = (await table.get()).json()["to_move"][0]
    body = assert_problem(await table.act(mover, {"type": "build", "quarry": 0}), 422, "illegal-action", "travel")
    assert body["detail"][0].isupper() and body["detail"].endswith(".")
    assert (await table.get()).json()["version"] == table.created["version"]


async def test_seats_deciding_at_once_do_not_collide(client):
    """Balam's seats decide at once (its distribution): each seat to move posts
    against the same version at the same time, and all are accepted."""
    table = await new_table(client, "balam", seats=["a", "b", "c", "d"], seed=5)
    rng, view, rounds = random.Random(4), (await table.get()).json(), 0
    while rounds < 3 and view["status"] == "active":
        if len(view["to_move"]) > 1:
            version = view["version"]
            choices = {seat: (await table.legal(seat))["actions"][0] for seat in view["to_move"]}
            answers = await asyncio.gather(*(table.act(s, a, expected_version=version) for s, a in choices.items()))
            assert [a.status_code for a in answers] == [200] * len(choices), [a.text for a in answers]
            rounds += 1
            view = (await table.get()).json()
            continue
        view = await table.play_random(rng, 1)
    assert rounds == 3
