"""Challenges, seeks and a player's stream (SQLite and PostgreSQL, one instance and
two on one database)."""

from __future__ import annotations

import asyncio
import random
from contextlib import ExitStack

import httpx
import pytest

from tests.service.live import Frames, live_server
from tests.service.test_api import assert_problem


def bearer(key: str) -> dict[str, str]:
    return {"Authorization": f"Bearer {key}"}


class Player:
    def __init__(self, client: httpx.AsyncClient, created: dict) -> None:
        self.client, self.id, self.name, self.key = client, created["player_id"], created["name"], created["key"]
        self.headers = bearer(self.key)

    async def post(self, path: str, **kwargs) -> httpx.Response:
        return await self.client.post(path, headers=self.headers, **kwargs)

    async def stream(self, last_event_id: str | None = None, **params) -> Frames:
        headers = self.headers | ({"Last-Event-ID": last_event_id} if last_event_id else {})
        request = self.client.build_request("GET", "/players/me/stream", headers=headers, params=params)
        response = await self.client.send(request, stream=True)
        assert response.status_code == 200, await response.aread()
        return Frames(response)

    async def challenge(self, game: str, *opponents: Player, **body) -> dict:
        response = await self.post("/challenges", json={"game": game, "opponents": [o.id for o in opponents], **body})
        assert response.status_code == 201, response.text
        return response.json()


async def register(client: httpx.AsyncClient, name: str) -> Player:
    response = await client.post("/players", json={"name": name})
    assert response.status_code == 201, response.text
    return Player(client, response.json())


async def until(frames: Frames, event: str, timeout: float = 10) -> dict:
    """The next frame of this type (those before it skipped)."""
    while (frame := await frames.next(timeout)) is not None:
        if frame["event"] == event:
            return frame
    raise AssertionError(f"the stream ended before a {event} frame")


@pytest.fixture
def server(database_url):
    with live_server(database_url, stream_keepalive_s=0.5) as url:
        yield url


@pytest.fixture
async def client(server):
    async with httpx.AsyncClient(base_url=server, timeout=20) as client:
        yield client


async def play_out(players: dict[int, Player], started: dict, rng: random.Random) -> dict:
    """Random legal moves by each seat's player key until the match ends."""
    url = f"/games/{started['game']}/matches/{started['match_id']}"
    view = (await players[0].client.get(url)).json()
    while view["status"] == "active":
        seat = rng.choice(view["to_move"])
        player = players[seat]
        legal = (await player.client.get(f"{url}/legal-actions", headers=player.headers)).json()
        body = {"action": rng.choice(legal["actions"]), "expected_version": legal["version"]}
        acted = await player.post(f"{url}/actions", json=body)
        assert acted.status_code == 200, acted.text
        view = acted.json()
    return view


async def test_an_accepted_challenge_makes_a_match_its_players_streams_follow_to_the_end(client):
    alice, bob = await register(client, "alice"), await register(client, "bob")
    on_alice, on_bob = await alice.stream(), await bob.stream()
    made = await alice.challenge("babel", bob, entropy="alice's")
    assert made["status"] == "open" and made["challenger"]["player_id"] == alice.id
    assert made["opponents"] == [{"player_id": bob.id, "name": "bob", "answer": None}]
    for frames in (on_alice, on_bob):  # both hear of it, the challenger too
        heard = await until(frames, "challenge")
        assert heard["data"]["challenge_id"] == made["challenge_id"] and heard["data"]["game"] == "babel"
    accepted = await bob.post(f"/challenges/{made['challenge_id']}/accept", json={"entropy": "bob's"})
    assert accepted.status_code == 200, accepted.text
    match_id = accepted.json()["match_id"]
    assert accepted.json()["status"] == "accepted" and match_id
    seats: dict[int, Player] = {}
    for player, frames in ((alice, on_alice), (bob, on_bob)):
        ended = await until(frames, "challenge-ended")
        assert ended["data"] == {
            "challenge_id": made["challenge_id"],
            "game": "babel",
            "status": "accepted",
            "reason": None,
            "match_id": match_id,
        }
        started = (await until(frames, "match-started"))["data"]
        assert started["match_id"] == match_id and started["seats"][started["seat"]]["name"] == player.name
        seats[started["seat"]] = player
    assert sorted(seats) == [0, 1]
    # Whoever moves first hears a turn carrying his legal actions.
    view = (await client.get(f"/games/babel/matches/{match_id}")).json()
    first = seats[view["to_move"][0]]
    turn = await until(on_alice if first is alice else on_bob, "turn")
    legal = (await client.get(f"/games/babel/matches/{match_id}/legal-actions", headers=first.headers)).json()
    assert turn["data"]["version"] == view["version"] and turn["data"]["legal_actions"] == legal["actions"]
    # The match's export names every player's entropy once it ends, and both hear its end.
    final = await play_out(seats, {"game": "babel", "match_id": match_id}, random.Random(3))
    for frames in (on_alice, on_bob):
        finished = await until(frames, "match-finished", timeout=20)
        assert finished["data"]["result"] == final["result"] and finished["data"]["status"] == "finished"
    export = (await client.get(f"/games/babel/matches/{match_id}/export")).json()
    assert {s["entropy"] for s in export["seats"]} == {"alice's", "bob's"}
    metrics = (await client.get("/metrics")).text
    for counted in ('tabletop_challenges_total{outcome="accepted"}', 'tabletop_player_frames_total{type="turn"}'):
        assert counted in metrics
    for frames in (on_alice, on_bob):
        await frames.response.aclose()


async def test_every_turn_is_told_once_in_order_and_a_reconnection_resumes_after_its_last_event_id(client):
    alice, bob = await register(client, "alice"), await register(client, "bob")
    made = await alice.challenge("babel", bob, seats=[alice.id, bob.id])
    await bob.post(f"/challenges/{made['challenge_id']}/accept")
    on_alice = await alice.stream()
    started = (await until(on_alice, "match-started"))["data"]
    assert started["seat"] == 0
    url = f"/games/babel/matches/{started['match_id']}"
    seats, rng = {0: alice, 1: bob}, random.Random(8)
    told: list[dict] = []
    last_id = None

    async def next_turn() -> dict:
        """The next turn told (and, if it came in the opening, the opening's end: its id)."""
        nonlocal last_id
        turn = None
        while (frame := await on_alice.next(10)) is not None:
            last_id = frame.get("id", last_id)
            if frame["event"] == "turn" and turn is None:
                turn = frame
            if turn is not None and last_id is not None:
                return turn
        raise AssertionError("the stream ended")

    for _ in range(12):  # a dozen moves, the stream dropped and resumed after each of alice's turns
        view = (await client.get(url)).json()
        seat = rng.choice(view["to_move"])
        if seat == 0:
            told.append((await next_turn())["data"])
            await on_alice.response.aclose()
            on_alice = await alice.stream(last_event_id=last_id)
        legal = (await client.get(f"{url}/legal-actions", headers=seats[seat].headers)).json()
        acted = await seats[seat].post(
            f"{url}/actions", json={"action": rng.choice(legal["actions"]), "expected_version": legal["version"]}
        )
        assert acted.status_code == 200, acted.text
    await on_alice.response.aclose()
    versions = [t["version"] for t in told]
    assert len(versions) > 2 and versions == sorted(set(versions)), "a turn told twice, or out of order"
    # Read again from the start of the log: the same turns, each once, with rising ids.
    replayed = await alice.stream(last_event_id="0")
    frames = []
    while (frame := await replayed.next(timeout=2)) is not None and len(frames) < 200:
        frames.append(frame)
        if frame["event"] == "turn" and frame["data"]["version"] == versions[-1]:
            break
    await replayed.response.aclose()
    ids = [int(f["id"]) for f in frames]
    assert ids == sorted(set(ids))
    assert [f["data"]["version"] for f in frames if f["event"] == "turn"][: len(versions)] == versions


async def test_a_stream_opens_with_the_players_state_now(client):
    alice, bob, carol = [await register(client, name) for name in ("alice", "bob", "carol")]
    open_one = await carol.challenge("bali", alice)
    made = await alice.challenge("babel", bob, seats=[bob.id, alice.id])
    await bob.post(f"/challenges/{made['challenge_id']}/accept")
    frames = await alice.stream()
    opening = [await frames.next(timeout=5) for _ in range(3)]
    await frames.response.aclose()
    assert [f["event"] for f in opening] == ["challenge", "match-started", "opened"]
    assert opening[0]["data"]["challenge_id"] == open_one["challenge_id"]
    assert opening[1]["data"]["seat"] == 1
    # The state has no place in the stream; `opened` says where the stream stands.
    assert "id" not in opening[0] and "id" not in opening[1]
    assert opening[2]["id"] == str(opening[2]["data"]["head"]) and opening[2]["data"]["head"] >= 3
    bobs = await bob.stream()
    seen = [await bobs.next(timeout=5) for _ in range(3)]  # bob moves first: a turn follows his match
    await bobs.response.aclose()
    assert [f["event"] for f in seen] == ["match-started", "turn", "opened"]


async def test_challenges_are_refused_when_they_make_no_match(client):
    alice, bob = await register(client, "alice"), await register(client, "bob")
    asked = {"game": "maya", "opponents": [bob.id]}
    assert_problem(await alice.post("/challenges", json=asked), 400, "malformed", "opponents")  # Maya seats 3 to 5
    twice = {"game": "maya", "opponents": [bob.id, bob.id]}
    assert_problem(await alice.post("/challenges", json=twice), 422, "challenge-refused")
    self_ = {"game": "babel", "opponents": [alice.id]}
    assert_problem(await alice.post("/challenges", json=self_), 422, "challenge-refused", "yourself")
    unknown = {"game": "babel", "opponents": ["f" * 32]}
    assert_problem(await alice.post("/challenges", json=unknown), 404, "unknown-player", "f" * 32)
    bad_seats = {"game": "babel", "opponents": [bob.id], "seats": [alice.id, alice.id]}
    assert_problem(await alice.post("/challenges", json=bad_seats), 422, "challenge-refused", "seats")
    anonymous = await client.post("/challenges", json={"game": "babel", "opponents": [bob.id]})
    assert_problem(anonymous, 401, "bad-token")
    assert_problem(await alice.post("/challenges", json={"game": "chess", "opponents": [bob.id]}), 400, "malformed")


async def test_only_those_asked_answer_and_an_ended_challenge_takes_no_answer(client):
    alice, bob, carol, dan = [await register(client, n) for n in ("alice", "bob", "carol", "dan")]
    made = await alice.challenge("maya", bob, carol)
    path = f"/challenges/{made['challenge_id']}"
    assert_problem(await dan.post(f"{path}/accept"), 403, "not-yours")
    assert_problem(await alice.post(f"{path}/accept"), 403, "not-yours")
    assert_problem(await bob.post(f"{path}/cancel"), 403, "not-yours")
    assert_problem(await dan.client.get(path, headers=dan.headers), 403, "not-yours")
    half = await bob.post(f"{path}/accept")
    assert half.json()["status"] == "open" and half.json()["opponents"][0]["answer"] == "accepted"
    declined = await carol.post(f"{path}/decline", json={"reason": "busy tonight"})
    assert declined.json()["status"] == "declined" and declined.json()["reason"] == "busy tonight"
    assert declined.json()["match_id"] is None
    assert_problem(await bob.post(f"{path}/accept"), 409, "challenge-ended", "declined")
    assert_problem(await alice.post(f"{path}/cancel"), 409, "challenge-ended")
    on_alice = await alice.stream(last_event_id="0")
    events = [(await on_alice.next(timeout=5))["event"] for _ in range(3)]
    await on_alice.response.aclose()
    assert events == ["challenge", "challenge", "challenge-ended"]  # made, bob's acceptance, carol's decline


async def test_a_challenger_cancels_and_too_many_open_challenges_are_refused(database_url):
    with live_server(database_url, max_open_challenges=2) as url:
        async with httpx.AsyncClient(base_url=url, timeout=20) as client:
            alice, bob = await register(client, "alice"), await register(client, "bob")
            first = await alice.challenge("babel", bob)
            await alice.challenge("bali", bob)
            refused = await alice.post("/challenges", json={"game": "balam", "opponents": [bob.id]})
            assert_problem(refused, 429, "too-many-challenges", "2")
            cancelled = await alice.post(f"/challenges/{first['challenge_id']}/cancel")
            assert cancelled.json()["status"] == "cancelled"
            assert (await alice.post("/challenges", json={"game": "balam", "opponents": [bob.id]})).status_code == 201


async def test_an_unanswered_challenge_expires_and_its_players_hear_it(database_url):
    with live_server(database_url, challenge_ttl_s=0.5, sweep_interval_s=0.1) as url:
        async with httpx.AsyncClient(base_url=url, timeout=20) as client:
            alice, bob = await register(client, "alice"), await register(client, "bob")
            frames = await bob.stream()
            made = await alice.challenge("babel", bob)
            ended = await until(frames, "challenge-ended", timeout=20)
            await frames.response.aclose()
            assert ended["data"]["status"] == "expired" and ended["data"]["challenge_id"] == made["challenge_id"]
            late = await bob.post(f"/challenges/{made['challenge_id']}/accept")
            assert_problem(late, 409, "challenge-ended", "expired")


async def test_a_challenge_accepted_on_one_instance_starts_a_match_heard_on_a_stream_held_on_another(database_url):
    with ExitStack() as servers:
        a, b = (servers.enter_context(live_server(database_url)) for _ in range(2))
        async with httpx.AsyncClient(base_url=a, timeout=20) as on_a, httpx.AsyncClient(base_url=b, timeout=20) as on_b:
            alice, bob = await register(on_a, "alice"), await register(on_a, "bob")
            held = await Player(on_b, {"player_id": alice.id, "name": "alice", "key": alice.key}).stream()
            made = await alice.challenge("balam", bob)
            assert (await until(held, "challenge", timeout=5))["data"]["challenge_id"] == made["challenge_id"]
            accepted = (await bob.post(f"/challenges/{made['challenge_id']}/accept")).json()
            started = await until(held, "match-started", timeout=5)
            assert started["data"]["match_id"] == accepted["match_id"]
            await held.response.aclose()


async def test_twenty_seekers_on_two_instances_make_five_matches_each_seated_once(database_url):
    with ExitStack() as servers:
        urls = [servers.enter_context(live_server(database_url)) for _ in range(2)]
        clients = [httpx.AsyncClient(base_url=url, timeout=30) for url in urls]
        try:
            seekers = [await register(clients[i % 2], f"seeker{i}") for i in range(20)]
            answers = await asyncio.gather(
                *(s.post("/games/maya/seeks", json={"players": 4, "entropy": s.name}) for s in seekers)
            )
            assert all(a.status_code == 201 for a in answers), [a.text for a in answers]
            seeks = [
                (await s.client.get(f"/seeks/{a.json()['seek_id']}", headers=s.headers)).json()
                for s, a in zip(seekers, answers, strict=True)
            ]
            by_match: dict[str, list[str]] = {}
            for seeker, seek in zip(seekers, seeks, strict=True):
                assert seek["match_id"], f"{seeker.name} was never paired"
                by_match.setdefault(seek["match_id"], []).append(seeker.name)
            assert len(by_match) == 5 and all(len(names) == 4 for names in by_match.values())
            for match_id, names in by_match.items():
                view = (await clients[0].get(f"/games/maya/matches/{match_id}")).json()
                assert view["status"] == "active" and sorted(s["name"] for s in view["seats"]) == sorted(names)
        finally:
            for client in clients:
                await client.aclose()


async def test_a_seek_waits_for_its_pool_and_may_be_withdrawn_until_paired(client):
    alice, bob, carol = [await register(client, n) for n in ("alice", "bob", "carol")]
    mine = (await alice.post("/games/babel/seeks", json={"players": 2})).json()
    assert mine["match_id"] is None
    assert_problem(await alice.post("/games/babel/seeks", json={"players": 2}), 422, "already-seeking")
    other_pool = await bob.post("/games/babel/seeks", json={"players": 2, "time_control": {"per_decision_s": 60}})
    assert other_pool.json()["match_id"] is None  # another time control: another pool
    assert_problem(await client.delete(f"/seeks/{mine['seek_id']}", headers=bob.headers), 403, "not-yours")
    assert (await client.delete(f"/seeks/{mine['seek_id']}", headers=alice.headers)).status_code == 204
    assert_problem(await client.get(f"/seeks/{mine['seek_id']}", headers=alice.headers), 404, "not-found")
    again = (await alice.post("/games/babel/seeks", json={"players": 2})).json()
    paired = (await carol.post("/games/babel/seeks", json={"players": 2})).json()
    assert paired["match_id"]
    assert (await client.get(f"/seeks/{again['seek_id']}", headers=alice.headers)).json()["match_id"] == paired[
        "match_id"
    ]
    withdrawn = await client.delete(f"/seeks/{again['seek_id']}", headers=alice.headers)
    assert_problem(withdrawn, 409, "seek-paired", paired["match_id"])


async def test_a_seek_expires_with_its_seekers_stream(database_url):
    with live_server(database_url, seek_grace_s=0.3, stream_keepalive_s=0.1, sweep_interval_s=0.1) as url:
        async with httpx.AsyncClient(base_url=url, timeout=20) as client:
            alice, bob = await register(client, "alice"), await register(client, "bob")
            frames = await alice.stream()
            seek = (await alice.post("/games/babel/seeks", json={"players": 2})).json()
            await asyncio.sleep(1)  # renewed by the open stream meanwhile: still there
            assert (await client.get(f"/seeks/{seek['seek_id']}", headers=alice.headers)).status_code == 200
            await frames.response.aclose()
            for _ in range(100):  # gone within the grace once the stream has closed
                if (await client.get(f"/seeks/{seek['seek_id']}", headers=alice.headers)).status_code == 404:
                    break
                await asyncio.sleep(0.1)
            else:
                raise AssertionError("the seek outlived its stream")
            assert (await bob.post("/games/babel/seeks", json={"players": 2})).json()["match_id"] is None
