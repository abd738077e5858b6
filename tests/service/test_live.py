"""Live play: streams, long-polls and conditional reads, on one instance and across
two on one database, and acting on a stale version while others move (SQLite and
PostgreSQL)."""

from __future__ import annotations

import asyncio
import random
import time
from contextlib import ExitStack
from typing import Any, NamedTuple

import httpx
import msgspec
import pytest

from engines.core import Game, fold, rng_for
from engines.core.seeds import chance_seed
from engines.registry import GAMES
from service.application import tickets
from service.application.context import Context
from service.application.create import create as create_match
from service.application.match import stored
from service.http.streams import EventStream
from service.records import MatchRecord, MatchStatus, SeatRecord, now
from service.root import build
from service.settings import Settings
from tests.service.conftest import new_table
from tests.service.live import create, live_server, serve_process, stream


def bearer(token: str) -> dict[str, str]:
    return {"Authorization": f"Bearer {token}"}


async def move(client: httpx.AsyncClient, url: str, tokens: list[str], rng: random.Random) -> dict:
    view = (await client.get(url)).json()
    seat = rng.choice(view["to_move"])
    legal = (await client.get(f"{url}/legal-actions", headers=bearer(tokens[seat]))).json()
    acted = await client.post(
        f"{url}/actions", headers=bearer(tokens[seat]), json={"action": rng.choice(legal["actions"])}
    )
    assert acted.status_code == 200, acted.text
    return acted.json()


@pytest.fixture
def server(database_url):
    with live_server(database_url, stream_keepalive_s=0.5) as url:
        yield url


async def test_a_stream_sends_each_event_as_its_viewer_may_see_it_then_the_match(server):
    async with httpx.AsyncClient(base_url=server, timeout=10) as client:
        url, tokens = await create(client)
        for headers in (bearer(tokens[0]), {}):
            frames = await stream(client, url, headers=headers)
            events, match = await frames.until_match()
            records = (await client.get(f"{url}/events", headers=headers)).json()["events"]
            assert [f["data"] for f in events] == records
            assert [f["id"] for f in events] == [str(r["seq"]) for r in records]
            assert [f["event"] for f in events] == [r["event"]["type"] for r in records]
            view = (await client.get(url, headers=headers)).json()
            assert match["data"] == {
                "version": view["version"],
                "to_move": view["to_move"],
                "status": "active",
                "forfeited": [],
            }
            acted = await move(client, url, tokens, random.Random(1))
            started = time.monotonic()
            events, match = await frames.until_match(timeout=1)
            assert time.monotonic() - started < 1
            assert [f["data"] for f in events] == (
                await client.get(f"{url}/events", params={"after": view["version"]}, headers=headers)
            ).json()["events"]
            assert match["data"]["version"] == match_id_version(match) == acted["version"]
            await frames.response.aclose()


def match_id_version(frame: dict) -> int:
    return int(frame["id"])


async def test_a_stream_resumes_and_keeps_alive_and_ends_with_its_match(server):
    async with httpx.AsyncClient(base_url=server, timeout=10) as client:
        url, tokens = await create(client)
        rng = random.Random(2)
        for _ in range(3):
            await move(client, url, tokens, rng)
        total = (await client.get(url)).json()["version"]
        resumed = await stream(client, url, headers={"Last-Event-ID": "3"})
        events, _ = await resumed.until_match()
        assert [int(f["id"]) for f in events] == list(range(4, total + 1))
        later = await stream(client, url, params={"after": total - 1}, headers={"Last-Event-ID": "2"})
        events, _ = await later.until_match()
        assert [int(f["id"]) for f in events] == [total]
        line = await asyncio.wait_for(anext(later.lines), 2)  # nothing new: a comment keeps it open
        assert line == ": keep-alive"
        view = (await client.get(url)).json()
        while view["status"] != "finished":
            view = await move(client, url, tokens, rng)
        frames = await stream(client, url, params={"after": total})
        while (frame := await frames.next()) is not None:
            last = frame
        assert last["event"] == "match" and last["data"]["status"] == "finished"
        assert last["data"]["version"] == view["version"]


async def test_a_browser_opens_its_seats_stream_with_a_ticket(server):
    async with httpx.AsyncClient(base_url=server, timeout=10) as client:
        url, tokens = await create(client)
        other_url, _ = await create(client, seed=6)
        answer = await client.post(f"{url}/stream-tickets", headers=bearer(tokens[1]))
        assert answer.status_code == 201, answer.text
        ticket = answer.json()["ticket"]
        assert tokens[1] not in ticket and answer.json()["seat"] == 1
        events, _ = await (await stream(client, url, params={"ticket": ticket})).until_match()
        assert [f["data"] for f in events] == (await client.get(f"{url}/events", headers=bearer(tokens[1]))).json()[
            "events"
        ]
        for bad in (ticket[:-2] + "xx", "1.99999999999.abc", "nonsense"):
            assert (await client.get(f"{url}/stream", params={"ticket": bad})).status_code == 401
        assert (await client.get(f"{other_url}/stream", params={"ticket": ticket})).status_code == 401
        assert (await client.post(f"{url}/stream-tickets")).status_code == 401


def test_a_ticket_expires():
    record = MatchRecord(
        id="m" * 32,
        game="babel",
        created_at=now(),
        status="active",
        version=1,
        seats=[SeatRecord(name="a", token_hash="h" * 64)],
        options="{}",
        seed="1",
        rules_version=1,
    )
    fresh, _ = tickets.issue(record, 0, 60)
    assert tickets.redeem(record, fresh) == (0, "")
    stale, _ = tickets.issue(record, 0, -1)
    with pytest.raises(tickets.Unauthorized, match="expired"):
        tickets.redeem(record, stale)


async def test_a_long_poll_answers_as_soon_as_a_move_is_made_or_empty_after_its_wait(server):
    async with httpx.AsyncClient(base_url=server, timeout=10) as client:
        url, tokens = await create(client)
        version = (await client.get(url)).json()["version"]
        started = time.monotonic()
        quiet = (await client.get(f"{url}/events", params={"after": version, "wait": 1})).json()
        assert quiet["events"] == [] and 0.9 < time.monotonic() - started < 3
        polling = asyncio.create_task(client.get(f"{url}/events", params={"after": version, "wait": 30}))
        await asyncio.sleep(0.3)
        assert not polling.done()
        moved = time.monotonic()
        await move(client, url, tokens, random.Random(3))
        answer = (await polling).json()
        assert answer["events"] and answer["events"][0]["seq"] == version + 1
        assert time.monotonic() - moved < 1


async def test_views_and_legal_actions_are_conditional(server):
    async with httpx.AsyncClient(base_url=server, timeout=10) as client:
        url, tokens = await create(client)
        for path, headers in ((url, {}), (url, bearer(tokens[1])), (f"{url}/legal-actions", bearer(tokens[0]))):
            first = await client.get(path, headers=headers)
            tag = first.headers["etag"]
            again = await client.get(path, headers=headers | {"If-None-Match": tag})
            assert again.status_code == 304 and again.content == b"" and again.headers["etag"] == tag
            assert (await client.get(path, headers=headers | {"If-None-Match": '"0-s"'})).status_code == 200
            # RFC 9110's forms: a list, a weak tag (compared weakly), any tag at all
            for named in (f'"0-s", {tag}', f"W/{tag}", "*"):
                assert (await client.get(path, headers=headers | {"If-None-Match": named})).status_code == 304, named
        tags = {(await client.get(url, headers=bearer(t))).headers["etag"] for t in tokens}
        assert len(tags) == 2  # one per viewer
        tag = (await client.get(url)).headers["etag"]
        await move(client, url, tokens, random.Random(4))
        assert (await client.get(url, headers={"If-None-Match": tag})).status_code == 200


async def test_streams_are_bounded_per_instance(database_url):
    with live_server(database_url, max_waiters=1) as server:
        async with httpx.AsyncClient(base_url=server, timeout=10) as client:
            url, _ = await create(client)
            first = await stream(client, url)
            await first.until_match()
            refused = await client.get(f"{url}/stream")
            assert refused.status_code == 503 and refused.headers["retry-after"]
            assert refused.json()["code"] == "at-capacity"
            version = (await client.get(url)).json()["version"]
            waiting = await client.get(f"{url}/events", params={"wait": 5, "after": version})
            assert (waiting.status_code, waiting.json()["code"]) == (503, "at-capacity")
            await first.response.aclose()


async def test_a_move_on_one_instance_reaches_streams_and_long_polls_on_another(database_url):
    with ExitStack() as servers:
        a, b = (servers.enter_context(live_server(database_url)) for _ in range(2))
        async with httpx.AsyncClient(base_url=a, timeout=10) as on_a, httpx.AsyncClient(base_url=b, timeout=10) as on_b:
            url, tokens = await create(on_a)
            version = (await on_a.get(url)).json()["version"]
            frames = await stream(on_b, url)
            await frames.until_match()
            polling = asyncio.create_task(on_b.get(f"{url}/events", params={"after": version, "wait": 30}))
            await asyncio.sleep(0.5)
            rng = random.Random(5)
            for _ in range(3):
                moved = time.monotonic()
                acted = await move(on_a, url, tokens, rng)
                _, match = await frames.until_match(timeout=2)
                assert match["data"]["version"] == acted["version"]
                assert time.monotonic() - moved < 1, "a move took over a second to reach the other instance"
            answer = (await polling).json()
            assert answer["events"][0]["seq"] == version + 1
            await frames.response.aclose()


async def test_a_move_on_one_worker_reaches_a_stream_on_the_other(database_url, tmp_path):
    """`tabletop serve --workers 2`: each move is sent on a connection of its own, which
    either worker may accept; every one reaches the stream, wherever it was opened,
    within a second."""
    with (
        open(tmp_path / "serve.log", "wb") as log,
        serve_process(
            database_url,
            "--workers",
            "2",
            stdout=log,
            stderr=log,
        ) as (url, _),
    ):
        async with httpx.AsyncClient(base_url=url, timeout=10) as watching:
            match, tokens = await create(watching)
            frames = await stream(watching, match)
            await frames.until_match()
            rng = random.Random(5)
            for _ in range(8):
                async with httpx.AsyncClient(base_url=url, timeout=10) as acting:
                    moved = time.monotonic()
                    acted = await move(acting, match, tokens, rng)
                _, frame = await frames.until_match(timeout=2)
                assert frame["data"]["version"] == acted["version"]
                assert time.monotonic() - moved < 1, "a move took over a second to reach the other worker's stream"
            await frames.response.aclose()


async def test_a_long_poll_waits_a_minute_at_most(client):
    table = await new_table(client)
    for wait in (61, -1):
        answer = await table.events(wait=wait)
        assert (answer.status_code, answer.json()["code"]) == (400, "malformed"), answer.text
    assert (await table.events(wait=60)).status_code == 200  # events after 0 exist: no wait


class Listener:
    """The client's side of an EventStream run in the test's own loop: the bodies it is
    sent, and a disconnect when told."""

    def __init__(self) -> None:
        self.bodies: asyncio.Queue[bytes] = asyncio.Queue()
        self.gone = asyncio.Event()

    async def send(self, message: dict) -> None:
        if message["type"] == "http.response.body":
            self.bodies.put_nowait(message["body"])

    async def receive(self) -> dict:
        await self.gone.wait()
        return {"type": "http.disconnect"}

    async def next_match_version(self, timeout: float = 3) -> int:
        """The version of the next `event: match` frame, sent within `timeout` seconds."""
        deadline = time.monotonic() + timeout
        while True:
            body = await asyncio.wait_for(self.bodies.get(), max(deadline - time.monotonic(), 0))
            if b"\nevent: match\n" in body:
                return int(body.split(b"\n", 1)[0].removeprefix(b"id: "))


async def commit(context: Context, match_id: str) -> int:
    """A move by the first seat to move, appended (and so published) as acting does it
    (no token: the engine decides, the store appends, the hub wakes the watchers)."""
    game, store = context.game, context.repository.store
    record = await store.get_match(match_id)
    state = (await context.repository.table(record, record.version)).state
    seat = game.to_move(state)[0]
    events, _ = game.play(state, seat, game.legal_actions(state, seat)[0], rng_for(0, record.version))
    await store.append(match_id, record.version, [stored(e) for e in events], MatchStatus.ACTIVE, now())
    return record.version + len(events)


async def test_a_stream_sends_at_once_what_was_committed_before_it_watched_or_while_it_read(database_url):
    """The stream's route reads the match before the stream watches it, and a wake-up
    calls for a read: a commit in either gap wakes nobody unless the stream reads the
    match once its watch is registered and clears each wake-up before the read. Else
    it goes out with the next keep-alive, here 30 s later."""
    services = build(Settings(database_url=database_url), now)
    store, context = services.storage, services.by_game["babel"]
    await store.migrate()
    match_id = (await create_match(context, context.schemas.create(seats=["a", "b"], seed=5), None)).match_id
    read, commit_in_next_read, committed_in_read = context.repository.record, False, 0

    async def reading(match_id: str) -> MatchRecord:  # the stream's reads
        nonlocal commit_in_next_read, committed_in_read
        record = await read(match_id)
        if commit_in_next_read:  # read, and the stream not waiting yet
            commit_in_next_read, committed_in_read = False, await commit(context, match_id)
        return record

    context.repository.record = reading  # type: ignore[method-assign]
    listener = Listener()
    try:
        record = await read(match_id)  # the route's read
        moved = await commit(context, match_id)  # before the watch: nobody is woken
        streaming = asyncio.create_task(
            EventStream(context, record, None, 0, keepalive_s=30, max_s=60, send_timeout_s=30)(
                {"type": "http"}, listener.receive, listener.send
            )
        )
        assert await listener.next_match_version() == moved
        commit_in_next_read = True
        moved = await commit(context, match_id)  # wakes the stream, which reads: another commit lands
        assert await listener.next_match_version() == moved
        assert await listener.next_match_version() == committed_in_read
        listener.gone.set()
        await asyncio.wait_for(streaming, 3)
    finally:
        await store.close()


async def test_a_stream_whose_client_reads_nothing_is_given_up(database_url):
    """A client that stops reading holds its stream's slot only until a frame has
    waited `send_timeout_s` for it, not for as long as TCP keeps the connection."""
    services = build(Settings(database_url=database_url), now)
    store, context, hub = services.storage, services.by_game["babel"], services.hub
    await store.migrate()
    match_id = (await create_match(context, context.schemas.create(seats=["a", "b"], seed=5), None)).match_id
    listener, reading = Listener(), asyncio.Event()
    reading.set()
    taking = listener.send

    async def send(message: dict) -> None:  # a connection whose writes wait while the client does not read
        await reading.wait()
        await taking(message)

    try:
        record = await context.repository.record(match_id)
        streaming = asyncio.create_task(
            EventStream(context, record, None, 0, keepalive_s=30, max_s=60, send_timeout_s=0.5)(
                {"type": "http"}, listener.receive, send
            )
        )
        await listener.next_match_version()
        assert hub.count == 1
        reading.clear()
        await commit(context, match_id)
        started = time.monotonic()
        await asyncio.wait_for(streaming, 3)
        assert 0.4 < time.monotonic() - started < 2
        assert hub.count == 0
    finally:
        await store.close()


class Playout(NamedTuple):
    """Random legal acts, folded by the engine alone as the server folds a match created
    with `seed` (and no entropy)."""

    seed: int
    acts: list[tuple[int, Any]]  # (seat, action)
    decided: list[tuple[int, Any]]  # (version, state) where each act began, then the last
    inside: list[tuple[int, Any, int]]  # (version, state, act) between the events of an act


def playout(game: Game, players: int, seed: int, acts: int) -> Playout:
    chance = chance_seed(str(seed), [None] * players)
    state = game.initial_state(players, game.options_type())
    setup = game.setup(state, rng_for(chance, 0))
    state, rng = fold(game, state, setup), random.Random(seed)
    played = Playout(seed, [], [(len(setup), state)], [])
    while len(played.acts) < acts and game.result(state) is None:
        version = played.decided[-1][0]
        seat = rng.choice(game.to_move(state))
        action = rng.choice(game.legal_actions(state, seat))
        events, after = game.play(state, seat, action, rng_for(chance, version))
        for i, event in enumerate(events[:-1], start=1):
            state = game.evolve(state, event)
            played.inside.append((version + i, state, len(played.acts)))
        played.acts.append((seat, action))
        state = after
        played.decided.append((version + len(events), state))
    return played


def searched(game: Game, players: int, differs_between: bool) -> tuple[Playout, int, int, int]:
    """The first of a deterministic search over seeds: a playout, a seat, and indexes of
    two of the acts' versions, `then` and the last, where the seat's legal actions are
    the same (and not empty), with at least one act between; at a version between
    they differed, or (`differs_between` False) they did not."""
    for seed in range(200):
        played = playout(game, players, seed, 60)
        legal = [[game.legal_actions(state, seat) for seat in range(players)] for _, state in played.decided]
        for last in range(2, len(legal)):
            for then in range(last - 1):
                for seat in range(players):
                    if legal[then][seat] == legal[last][seat] != [] and differs_between == any(
                        legal[between][seat] != legal[then][seat] for between in range(then + 1, last)
                    ):
                        return Playout(seed, played.acts[:last], played.decided[: last + 1], []), then, last, seat
    raise AssertionError(f"no {game.title} match of {players} seats shows it")


async def replayed(client, game: Game, players: int, played: Playout):
    table = await new_table(client, game.id, seats=[f"p{i}" for i in range(players)], seed=played.seed)
    for seat, action in played.acts:
        answer = await table.act(seat, msgspec.to_builtins(action))
        assert answer.status_code == 200, answer.text
    assert (await table.get()).json()["version"] == played.decided[len(played.acts)][0]
    return table


async def test_a_stale_version_stands_only_if_every_act_since_left_the_seats_options_alone(client):
    """A seat's legal actions the same at its version and now, but not at a version
    between where an act began (A, B, then A again; Balam's often come back): acting on
    the old version is a 409, though comparing the two ends alone let it stand."""
    game = GAMES["balam"]
    played, then, last, seat = searched(game, 2, differs_between=True)
    table = await replayed(client, game, 2, played)
    then, now_ = played.decided[then][0], played.decided[last][0]
    action = (await table.legal(seat))["actions"][0]
    stale = await table.act(seat, action, expected_version=then)
    assert stale.status_code == 409, stale.text
    assert (stale.json()["code"], stale.json()["current_version"]) == ("stale-version", now_)
    assert (await table.act(seat, action, expected_version=now_)).status_code == 200  # the action was legal
    # the same at every act between (here: other seats deciding at once): it stands
    played, then, last, seat = searched(game, 2, differs_between=False)
    table = await replayed(client, game, 2, played)
    action = (await table.legal(seat))["actions"][0]
    stood = await table.act(seat, action, expected_version=played.decided[then][0])
    assert stood.status_code == 200, stood.text
    assert stood.json()["version"] - len(stood.json()["events"]) == played.decided[last][0]


async def test_a_stale_version_between_the_events_of_one_act_is_a_conflict(client):
    """Nobody decided between the events of one act (an engine need not even list legal
    actions on those states): a version there is one the match never stood at, a 409,
    even where the seat's legal actions there and now are the same."""
    game = GAMES["bali"]
    played = playout(game, 2, 0, 60)
    found = [
        (version, seat, act) for version, _, act in played.inside for seat in game.to_move(played.decided[act + 1][1])
    ]
    assert found, "a Bali match of 2 seats has acts of several events"
    version, seat, act = found[0]
    played = Playout(played.seed, played.acts[: act + 1], played.decided[: act + 2], [])
    table = await replayed(client, game, 2, played)
    action = (await table.legal(seat))["actions"][0]
    stale = await table.act(seat, action, expected_version=version)
    assert stale.status_code == 409, stale.text
    assert stale.json()["code"] == "stale-version"
