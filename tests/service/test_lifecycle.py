"""A match's lifecycle: resign, abort, zombies and clocks (SQLite and PostgreSQL).

Clocks are read from a controllable clock, never slept on."""

from __future__ import annotations

import asyncio
import datetime as dt
import json
import random
from typing import Any

import jsonschema_rs
import msgspec
import pytest
from litestar.testing import AsyncTestClient
from prometheus_client import REGISTRY

from engines.core import table as tables
from engines.core.table import TimeControl
from engines.core.verify import verify
from engines.registry import GAMES
from service.application.create import create
from service.application.timeouts import Sweeper, current
from service.cli import openapi_document
from service.root import build, create_app
from service.store.database import Lock
from service.store.postgres import AdvisoryLock
from service.store.sqlite import FileLock
from tests.service.conftest import Table, new_table
from tests.service.live import UNLIMITED
from tests.service.test_api import assert_problem


class Clock:
    """The time the server reads, moved by the test."""

    def __init__(self) -> None:
        self.now = dt.datetime(2026, 11, 25, 12, 0, tzinfo=dt.UTC)

    def __call__(self) -> dt.datetime:
        return self.now

    def advance(self, seconds: float) -> None:
        self.now += dt.timedelta(seconds=seconds)


@pytest.fixture
def clock():
    return Clock()


@pytest.fixture
async def timed(database_url, clock):
    """A client whose server reads `clock`, and sweeps only when a test asks."""
    app = create_app(UNLIMITED(database_url, sweep_interval_s=3600), clock=clock)
    async with AsyncTestClient(app=app) as client:
        yield client


async def play_to_the_end(table: Table, rng: random.Random, skip: int | None = None, limit: int = 3000) -> dict:
    """Random legal moves by every seat but `skip` (whose moves the server makes)."""
    view = (await table.get()).json()
    for _ in range(limit):
        if view["status"] != "active":
            return view
        assert skip not in view["to_move"], "the server moves for a forfeited seat"
        seat = rng.choice(view["to_move"])
        legal = await table.legal(seat)
        response = await table.act(seat, rng.choice(legal["actions"]), expected_version=legal["version"])
        assert response.status_code == 200, response.text
        view = response.json()
    raise AssertionError("the match did not end")


def assert_verified(export: dict) -> None:
    """Replayed from its seed and actions, the export gives every recorded event."""
    verdict = verify(GAMES, export)
    assert verdict.ok, verdict.detail


async def export_of(table: Table) -> dict:
    response = await table.client.get(f"{table.url}/export")
    assert response.status_code == 200, response.text
    return response.json()


# -- resign -------------------------------------------------------------------------


def counted(event: str) -> float:
    return REGISTRY.get_sample_value("tabletop_table_events_total", {"game": "babel", "event": event}) or 0.0


async def test_in_a_two_player_game_a_resignation_gives_the_opponent_the_win(client):
    table = await new_table(client)
    before = counted("seat_resigned")
    resigned = await client.post(f"{table.url}/resign", headers=table.auth(1))
    assert counted("seat_resigned") == before + 1
    assert resigned.status_code == 200, resigned.text
    body = resigned.json()
    assert body["status"] == "finished" and body["to_move"] == [] and body["legal_actions"] == []
    assert body["result"] == {"scores": None, "winners": [0], "reason": "resignation", "forfeited": [1]}
    assert body["seed"] is not None  # the match has ended: nothing is secret any more
    assert [e["event"] for e in body["events"]] == [{"type": "seat_resigned", "seat": 1}]
    spectator = (await table.events(after=body["version"] - 1)).json()["events"]
    assert spectator[0]["event"] == {"type": "seat_resigned", "seat": 1}

    assert_problem(await table.act(0, {"type": "end_turn"}), 422, "match-over")
    assert_problem(await client.post(f"{table.url}/resign", headers=table.auth(1)), 422, "match-over")
    assert_problem(await client.post(f"{table.url}/resign"), 401, "bad-token")
    listed = (await client.get("/games/babel/matches", params={"status": "finished"})).json()["matches"]
    assert [m["match_id"] for m in listed] == [table.id]
    assert_verified(await export_of(table))


@pytest.mark.parametrize("game, players", [("maya", 3), ("bali", 3), ("balam", 3)])
async def test_in_a_larger_game_a_resigned_seat_is_played_by_the_server_and_ranks_last(client, game, players):
    rng = random.Random(players)
    table = await new_table(client, game=game, seats=[f"p{i}" for i in range(players)], seed=11)
    quitter = players - 1
    resigned = await client.post(f"{table.url}/resign", headers=table.auth(quitter))
    assert resigned.status_code == 200, resigned.text
    body = resigned.json()
    assert body["status"] == "active" and body["result"] is None and quitter not in body["to_move"]
    assert body["forfeited"] == [quitter] and (await table.get()).json()["forfeited"] == [quitter]
    assert body["legal_actions"] == []
    assert (await table.legal(quitter))["actions"] == []
    assert_problem(await client.post(f"{table.url}/resign", headers=table.auth(quitter)), 422, "already-forfeited")
    any_action = (await table.legal(body["to_move"][0]))["actions"][0]
    assert_problem(await table.act(quitter, any_action), 422, "seat-forfeited")

    final = await play_to_the_end(table, rng, skip=quitter)
    assert final["status"] == "finished" and final["result"]["reason"] == "normal"
    assert final["result"]["forfeited"] == [quitter] and quitter not in final["result"]["winners"]
    assert final["result"]["winners"] and len(final["result"]["scores"]) == players
    export = await export_of(table)
    server_moves = [a for a in export["actions"] if a["seat"] == quitter and a["before"] >= body["version"]]
    assert server_moves, "the server moved for the resigned seat"
    for move in server_moves:  # by the game's documented default, as the engine names it
        assert move["action"] == _zombie_action_at(export, move["before"], quitter)
    assert_verified(export)


def _zombie_action_at(export: dict, version: int, seat: int):
    """The engine's zombie move for `seat` at `version`, folded from the export."""
    game = GAMES[export["game"]]
    decode = msgspec.json.Decoder(game.event_type | tables.LifecycleEvent).decode
    table = tables.seated(
        game,
        len(export["seats"]),
        msgspec.convert(export["options"], game.options_type),
        export["rules_version"],
        timed=False,
    )
    for record in export["events"][:version]:
        table = tables.evolve(game, table, decode(msgspec.json.encode(record["event"])))
    return msgspec.to_builtins(game.zombie_action(table.state, seat))


async def test_when_all_but_one_seat_have_resigned_the_last_one_wins(client):
    table = await new_table(client, game="maya", seats=["a", "b", "c"], seed=3)
    assert (await client.post(f"{table.url}/resign", headers=table.auth(0))).status_code == 200
    last = (await client.post(f"{table.url}/resign", headers=table.auth(2))).json()
    assert last["status"] == "finished"
    assert last["result"] == {"scores": None, "winners": [1], "reason": "resignation", "forfeited": [0, 2]}


# -- abort ----------------------------------------------------------------------------


async def test_a_match_is_aborted_before_anyone_played_and_not_after(client):
    table = await new_table(client)
    aborted = await client.post(f"{table.url}/abort", headers=table.auth(1))
    assert aborted.status_code == 200, aborted.text
    body = aborted.json()
    assert body["status"] == "aborted" and body["to_move"] == []
    assert body["result"] == {"scores": None, "winners": [], "reason": "aborted", "forfeited": []}
    assert body["seed"] is not None
    assert_problem(await client.post(f"{table.url}/abort", headers=table.auth(0)), 422, "match-over")
    assert_problem(await table.act(0, {"type": "end_turn"}), 422, "match-over")
    listed = (await client.get("/games/babel/matches", params={"status": "aborted"})).json()["matches"]
    assert [m["match_id"] for m in listed] == [table.id]
    assert_verified(await export_of(table))

    played = await new_table(client)
    legal = await played.legal(0)
    assert (await played.act(0, legal["actions"][0])).status_code == 200
    version = (await played.get()).json()["version"]
    assert_problem(await client.post(f"{played.url}/abort", headers=played.auth(1)), 422, "abort-too-late")
    assert (await played.get()).json()["version"] == version  # refused: nothing changed


@pytest.mark.parametrize("game", ["bali", "maya"])  # engines that cannot view a table before its deal
async def test_a_waiting_match_is_aborted_undealt_but_not_resigned(client, game):
    created = (await client.post(f"/games/{game}/matches", json={"seats": ["alice", None, None]})).json()
    url = f"/games/{game}/matches/{created['match_id']}"
    alice = {"Authorization": f"Bearer {created['seats'][0]['token']}"}
    assert (await client.post(f"{url}/seats/1/claim", json={"name": "bob"})).status_code == 200
    assert_problem(await client.post(f"{url}/resign", headers=alice), 422, "not-started")
    aborted = await client.post(f"{url}/abort", headers=alice)
    assert aborted.status_code == 200, aborted.text
    body = aborted.json()
    assert (body["status"], body["state"], body["version"]) == ("aborted", None, 1)
    assert body["result"] == {"scores": None, "winners": [], "reason": "aborted", "forfeited": []}
    assert body["seed"] is not None
    assert_problem(await client.post(f"{url}/seats/2/claim", json={"name": "carol"}), 409, "seat-taken")
    waiting = (await client.get(f"/games/{game}/matches", params={"status": "waiting"})).json()["matches"]
    assert created["match_id"] not in [m["match_id"] for m in waiting]
    assert (await client.get(url)).json()["status"] == "aborted"
    legal = (await client.get(f"{url}/legal-actions", headers=alice)).json()
    assert legal["actions"] == []
    export = (await client.get(f"{url}/export")).json()
    assert export["status"] == "aborted"
    assert_verified(export)


# -- clocks ---------------------------------------------------------------------------


async def test_a_time_control_is_one_of_two_kinds(client):
    """The server takes exactly what the document's TimeControl (two shapes) allows."""
    allows = jsonschema_rs.Draft202012Validator(
        {"$ref": "#/components/schemas/TimeControl", "components": json.loads(openapi_document())["components"]}
    ).is_valid
    for control in (
        {"per_decision_s": 30},
        {"per_decision_s": 30.0, "initial_s": None, "increment_s": 0},
        {"initial_s": 60},
        {"initial_s": 60, "increment_s": 5, "per_decision_s": None},
    ):
        response = await client.post("/games/babel/matches", json={"seats": ["a", "b"], "time_control": control})
        assert response.status_code == 201 and allows(control), (control, response.text)
    for control in (
        {"per_decision_s": 30, "initial_s": 60},
        {},
        {"per_decision_s": 30, "increment_s": 5},
        {"increment_s": 5},
        {"per_decision_s": None, "initial_s": None},
    ):
        response = await client.post("/games/babel/matches", json={"seats": ["a", "b"], "time_control": control})
        assert_problem(response, 422, "time-control-refused")
        assert not allows(control), control
    for control in (
        {"per_decision_s": 0},
        {"initial_s": 60, "increment_s": -1},
        {"per_decision_s": "30"},
        {"per_decision_s": 30, "bonus": 1},
        {"initial_s": 60.5},
    ):
        response = await client.post("/games/babel/matches", json={"seats": ["a", "b"], "time_control": control})
        assert_problem(response, 400, "malformed")
        assert not allows(control), control


async def test_a_limit_per_decision_shows_a_deadline_and_restarts_at_each_decision(timed, clock):
    table = await new_table(timed, time_control={"per_decision_s": 30})
    start = clock.now
    assert table.created["time_control"] == {"per_decision_s": 30}
    clocks = table.created["clocks"]
    assert clocks[0] == {"seat": 0, "remaining_ms": 30_000, "deadline": _iso(start + dt.timedelta(seconds=30))}
    assert clocks[1] == {"seat": 1, "remaining_ms": 30_000, "deadline": None}
    clock.advance(12)
    assert (await table.get()).json()["clocks"][0]["remaining_ms"] == 18_000
    legal = await table.legal(0)
    acted = (await table.act(0, legal["actions"][0])).json()
    mover = acted["to_move"][0]
    assert acted["clocks"][mover]["remaining_ms"] == 30_000  # a new decision: the full allowance
    assert acted["clocks"][mover]["deadline"] == _iso(clock.now + dt.timedelta(seconds=30))
    past = (await table.get(at=table.created["version"])).json()
    assert past["clocks"][0]["remaining_ms"] == 30_000  # as the clocks stood at that version


async def test_a_bank_of_time_loses_what_a_decision_took_and_gains_the_increment(timed, clock):
    table = await new_table(timed, time_control={"initial_s": 60, "increment_s": 5})
    assert table.created["clocks"][0]["remaining_ms"] == 60_000
    clock.advance(10)
    legal = await table.legal(0)
    acted = (await table.act(0, legal["actions"][0])).json()
    assert acted["clocks"][0]["remaining_ms"] == 55_000  # 60 - 10 + 5
    assert acted["clocks"][1]["remaining_ms"] == 60_000  # not its decision: its clock did not run
    clock.advance(4)
    if acted["to_move"] == [0]:  # a multi-step turn: its clock runs on
        assert (await table.get()).json()["clocks"][0]["remaining_ms"] == 51_000


async def test_a_two_player_seat_out_of_time_loses_on_time_as_the_first_request_sees(timed, clock):
    table = await new_table(timed, time_control={"per_decision_s": 30})
    clock.advance(29.999)
    assert (await table.get()).json()["status"] == "active"
    clock.advance(0.001)
    legal = await table.legal(0)  # any request notices it
    assert legal["actions"] == []
    view = (await table.get()).json()
    assert view["status"] == "finished"
    assert view["result"] == {"scores": None, "winners": [1], "reason": "timeout", "forfeited": [0]}
    assert view["clocks"][0] == {"seat": 0, "remaining_ms": 0, "deadline": None} and view["forfeited"] == [0]
    last = (await table.events(after=view["version"] - 1)).json()["events"]
    assert last[0]["event"] == {"type": "seat_timed_out", "seat": 0}
    assert_problem(await table.act(0, {"type": "end_turn"}), 422, "match-over")


async def test_an_act_after_the_deadline_is_too_late(timed, clock):
    table = await new_table(timed, game="maya", seats=["a", "b", "c"], time_control={"per_decision_s": 30})
    mover = table.created["to_move"][0]
    legal = await table.legal(mover)
    clock.advance(31)
    assert_problem(await table.act(mover, legal["actions"][0]), 422, "seat-forfeited")
    view = (await table.get()).json()
    assert view["status"] == "active" and view["result"] is None and mover not in view["to_move"]
    assert view["forfeited"] == [mover]


async def test_in_a_larger_game_a_seat_out_of_time_turns_zombie_and_ranks_last(timed, clock):
    rng = random.Random(5)
    table = await new_table(timed, game="bali", seats=["a", "b", "c"], time_control={"initial_s": 600})
    late = table.created["to_move"][0]
    clock.advance(601)
    view = (await table.get()).json()
    assert view["status"] == "active" and late not in view["to_move"]
    final = await play_to_the_end(table, rng, skip=late)
    assert final["result"]["forfeited"] == [late] and late not in final["result"]["winners"]
    assert final["result"]["reason"] == "normal"
    assert_verified(await export_of(table))


async def test_a_timeout_replays_exactly_from_the_log(database_url, clock):
    """Views at every version are the same from the live cache and from the rows alone."""
    app = create_app(UNLIMITED(database_url, sweep_interval_s=3600), clock=clock)
    async with AsyncTestClient(app=app) as client:
        table = await new_table(client, game="maya", seats=["a", "b", "c"], time_control={"per_decision_s": 20})
        rng = random.Random(2)
        for _ in range(6):
            clock.advance(rng.choice([3, 25]))
            view = (await table.get()).json()
            if view["to_move"]:
                legal = await table.legal(view["to_move"][0])
                await table.act(view["to_move"][0], rng.choice(legal["actions"]))
        live = [(await table.get(at=v)).json() for v in range(1, (await table.get()).json()["version"] + 1)]
    async with AsyncTestClient(app=create_app(UNLIMITED(database_url, sweep_interval_s=3600), clock=clock)) as fresh:
        rebuilt = Table(fresh, "maya", table.created)
        events = (await rebuilt.events(limit=1000)).json()["events"]
        assert any(e["event"]["type"] == "seat_timed_out" for e in events)
        assert [(await rebuilt.get(at=v)).json() for v in range(1, len(live) + 1)] == live


class Instance:
    """One server instance's application (as create_app builds it), in the test's loop."""

    def __init__(self, database_url: str, clock: Clock) -> None:
        services = build(UNLIMITED(database_url), clock)
        self.store, self.by_game = services.storage, services.by_game
        self.sweeper = Sweeper(self.store.matches, self.by_game, Lock())  # a lock always held: see below

    async def create(self, game: str, seats: list[str], seed: int, time_control: TimeControl) -> Any:
        context = self.by_game[game]
        return await create(context, context.schemas.create(seats=seats, seed=seed, time_control=time_control), None)

    async def read(self, game: str, match_id: str) -> Any:
        return await current(self.by_game[game], match_id)

    async def __aenter__(self) -> Instance:
        await self.store.migrate()
        return self

    async def __aexit__(self, *_: object) -> None:
        await self.store.close()


async def test_two_instances_never_both_time_out_a_seat(database_url, clock):
    """Both notice the deadline at once, by requests and by their sweepers (both
    sweeping, as if the lock failed): each timeout is recorded once."""
    async with Instance(database_url, clock) as one, Instance(database_url, clock) as two:
        created = [await one.create("maya", ["a", "b", "c"], seed, TimeControl(per_decision_s=30)) for seed in range(6)]
        for match in created:  # both instances have the matches cached
            await two.read("maya", match.match_id)
        clock.advance(31)
        await asyncio.gather(
            *(instance.read("maya", m.match_id) for m in created for instance in (one, two)),
            one.sweeper.sweep(),
            two.sweeper.sweep(),
        )
        for match in created:
            record = await one.store.matches.get_match(match.match_id)
            events = await one.store.matches.events(match.match_id, 0, record.version)
            timeouts = [e.payload for e in events if "seat_timed_out" in e.payload]
            assert timeouts == [f'{{"type":"seat_timed_out","seat":{match.to_move[0]}}}'], timeouts


async def test_the_sweeper_times_out_a_match_nobody_reads(database_url, clock):
    async with Instance(database_url, clock) as instance:
        created = await instance.create("babel", ["a", "b"], 1, TimeControl(per_decision_s=30))
        assert await instance.sweeper.sweep() == 0
        clock.advance(31)
        assert await instance.sweeper.sweep() == 1
        record = await instance.store.matches.get_match(created.match_id)
        events = await instance.store.matches.events(created.match_id, 0, record.version)
        assert record.status == "finished" and record.deadline is None
        assert events[-1].payload == '{"type":"seat_timed_out","seat":0}'
        assert await instance.sweeper.sweep() == 0


async def test_one_instance_sweeps_at_a_time(database_url, tmp_path):
    if database_url.startswith("sqlite"):
        first, second = FileLock(str(tmp_path / "x.sweeper")), FileLock(str(tmp_path / "x.sweeper"))
    else:
        dsn = database_url.replace("postgresql+asyncpg://", "postgresql://")
        first, second = AdvisoryLock(dsn, 5), AdvisoryLock(dsn, 5)
    try:
        assert await first.held() and not await second.held()
        assert await first.held()  # still its own
        await first.release()  # the instance went: the other takes over
        assert await second.held() and not await first.held()
    finally:
        await first.release()
        await second.release()


def _iso(at: dt.datetime) -> str:
    return at.isoformat().replace("+00:00", "Z")
