"""Webhooks (SQLite and PostgreSQL): who may register what, and deliveries as Standard
Webhooks says, verified with its `standardwebhooks` package: signed, retried with the
same webhook-id, never redirected, disabled after repeated failure, and sent after a
server killed with some pending restarts."""

from __future__ import annotations

import asyncio
import datetime as dt
import json
import threading
import time
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer

import httpx
import pytest
from litestar.testing import AsyncTestClient
from standardwebhooks.webhooks import Webhook

from service.application.webhooks import PING
from service.records import PlayerRecord
from service.root import create_app
from service.store.keys import KeyRecord
from service.store.storage import Storage
from service.store.webhooks import WebhookRecord, Webhooks
from tests.service.live import UNLIMITED, free_port, live_server, serve_process
from tests.service.test_api import assert_problem
from tests.service.test_invitations import bearer

DEADLINE_S = 30  # what a delivery may take to arrive, at most, on a loaded machine
FAST = {"webhook_allow_private": True, "app_registration": "open", "sweep_interval_s": 0.2}


class Received:
    def __init__(self, headers: dict[str, str], body: bytes) -> None:
        self.headers, self.body = headers, body

    def verified(self, secret: str) -> dict:
        """The body, once its signature is checked (WebhookVerificationError if not)."""
        return Webhook(secret).verify(self.body, self.headers)


class Receiver:
    """A webhook's target: records every request, and answers as `answer(n)` says for
    the nth (status, headers, body, seconds to wait first)."""

    def __init__(self, answer: Callable[[int], tuple[int, dict[str, str], bytes, float]] | None = None) -> None:
        self.answer = answer or (lambda n: (200, {}, b"ok", 0.0))
        self.received: list[Received] = []
        self.lock = threading.Lock()
        self.port = free_port()

    @property
    def url(self) -> str:
        return f"http://127.0.0.1:{self.port}/hook"

    @contextmanager
    def serving(self) -> Iterator[Receiver]:
        receiver = self

        class Handler(BaseHTTPRequestHandler):
            def do_POST(self) -> None:
                body = self.rfile.read(int(self.headers.get("content-length", 0)))
                with receiver.lock:
                    receiver.received.append(Received(dict(self.headers.items()), body))
                    n = len(receiver.received)
                status, headers, answer, wait = receiver.answer(n)
                time.sleep(wait)
                try:
                    self.send_response(status)
                    for name, value in (headers | {"content-length": str(len(answer))}).items():
                        self.send_header(name, value)
                    self.end_headers()
                    self.wfile.write(answer)
                except OSError:  # (a sender that stopped waiting)
                    pass

            def log_message(self, *args: object) -> None:
                pass

        server = ThreadingHTTPServer(("127.0.0.1", self.port), Handler)
        server.daemon_threads = True
        thread = threading.Thread(target=server.serve_forever, daemon=True)
        thread.start()
        try:
            yield self
        finally:
            server.shutdown()
            server.server_close()

    def of_type(self, kind: str) -> list[Received]:
        with self.lock:
            return [r for r in self.received if json.loads(r.body)["type"] == kind]


async def eventually(check: Callable[[], object], what: str, deadline_s: float = DEADLINE_S) -> object:
    """The first truthy result of `check` (sync or async), polled until the deadline."""
    deadline = time.monotonic() + deadline_s
    while True:
        found = check()
        if asyncio.iscoroutine(found):
            found = await found
        if found:
            return found
        assert time.monotonic() < deadline, f"not within {deadline_s} s: {what}"
        await asyncio.sleep(0.1)


async def new_player(client: httpx.AsyncClient | AsyncTestClient, name: str, **headers: str) -> dict:
    response = await client.post("/players", json={"name": name}, headers=headers)
    assert response.status_code == 201, response.text
    return response.json()


async def new_webhook(client, key: str, url: str, events: list[str], **headers: str) -> dict:
    response = await client.post("/webhooks", json={"url": url, "events": events}, headers=bearer(key) | headers)
    assert response.status_code == 201, response.text
    return response.json()


async def deliveries(client, key: str, webhook_id: str) -> list[dict]:
    response = await client.get(f"/webhooks/{webhook_id}/deliveries", headers=bearer(key))
    assert response.status_code == 200, response.text
    return response.json()["deliveries"]


async def settled(client, key: str, webhook_id: str, count: int = 1) -> list[dict]:
    """The webhook's deliveries once `count` of them are no longer pending."""

    async def done() -> list[dict] | None:
        found = await deliveries(client, key, webhook_id)
        return found if sum(d["status"] != "pending" for d in found) >= count else None

    return await eventually(done, f"{count} deliveries settled")  # type: ignore[return-value]


@pytest.fixture
async def guarded(database_url):
    """A server with the default rule: webhooks reach public addresses only."""
    async with AsyncTestClient(app=create_app(UNLIMITED(database_url))) as client:
        yield client


@pytest.fixture
def server(database_url):
    with live_server(database_url, **FAST, webhook_retry_schedule="0.1,0.1,0.1", webhook_timeout_s=2) as url:
        yield url


@pytest.fixture
async def client(server):
    async with httpx.AsyncClient(base_url=server, timeout=20) as client:
        yield client


async def test_a_webhook_reaches_public_addresses_only_and_takes_stream_frames(guarded):
    alice = await new_player(guarded, "alice")
    key = alice["key"]
    for url in (
        "http://127.0.0.1:9/hook",
        "http://localhost/hook",
        "http://10.1.2.3/hook",
        "http://192.168.0.1/hook",
        "http://169.254.169.254/latest/meta-data",
        "http://[::1]/hook",
        "http://[::ffff:127.0.0.1]/hook",
        "http://0.0.0.0/hook",
        "http://224.0.0.1/hook",
    ):
        refused = await guarded.post("/webhooks", json={"url": url, "events": ["turn"]}, headers=bearer(key))
        assert_problem(refused, 422, "webhook-refused")
    for url in ("ftp://example.com/hook", "not a url", "http:///hook"):
        refused = await guarded.post("/webhooks", json={"url": url, "events": ["turn"]}, headers=bearer(key))
        assert_problem(refused, 422, "webhook-refused")
    for events in ([], ["turn", "nope"]):
        malformed = await guarded.post(
            "/webhooks", json={"url": "https://93.184.215.14/", "events": events}, headers=bearer(key)
        )
        assert_problem(malformed, 400, "malformed")
    anonymous = await guarded.post("/webhooks", json={"url": "https://93.184.215.14/", "events": ["turn"]})
    assert_problem(anonymous, 401, "bad-token")
    made = await new_webhook(guarded, key, "https://93.184.215.14/hook", ["turn", "challenge", "turn"])
    assert made["secret"].startswith("whsec_") and made["events"] == ["turn", "challenge"]
    Webhook(made["secret"])  # (a secret standardwebhooks takes)
    listed = (await guarded.get("/webhooks", headers=bearer(key))).json()["webhooks"]
    assert [(w["webhook_id"], w["failures"], w["disabled_reason"]) for w in listed] == [(made["webhook_id"], 0, None)]
    assert "secret" not in listed[0]


async def test_a_webhook_is_its_owners_alone(guarded):
    alice, bob = await new_player(guarded, "alice"), await new_player(guarded, "bob")
    made = await new_webhook(guarded, alice["key"], "https://93.184.215.14/hook", ["turn"])
    hook = f"/webhooks/{made['webhook_id']}"
    for method, path in (("GET", f"{hook}/deliveries"), ("POST", f"{hook}/test"), ("DELETE", hook)):
        assert_problem(await guarded.request(method, path, headers=bearer(bob["key"])), 403, "not-yours")
        assert_problem(await guarded.request(method, path), 401, "bad-token")
    assert (await guarded.get("/webhooks", headers=bearer(bob["key"]))).json() == {"webhooks": []}
    assert_problem(await guarded.delete("/webhooks/" + "f" * 32, headers=bearer(alice["key"])), 404, "not-found")
    assert (await guarded.delete(hook, headers=bearer(alice["key"]))).status_code == 204
    assert (await guarded.get("/webhooks", headers=bearer(alice["key"]))).json() == {"webhooks": []}


async def test_an_apps_webhook_hears_its_players_challenges_matches_and_turns_with_no_stream_open(client):
    with Receiver().serving() as receiver:
        app = (await client.post("/apps", json={"name": "club"})).json()
        alice = await new_player(client, "alice", **bearer(app["key"]))
        bob = await new_player(client, "bob", **bearer(app["key"]))
        hook = await new_webhook(client, app["key"], receiver.url, ["challenge", "match-started", "turn"])
        as_alice = bearer(app["key"]) | {"Tabletop-Player": alice["player_id"]}
        as_bob = bearer(app["key"]) | {"Tabletop-Player": bob["player_id"]}
        asked = {"game": "babel", "opponents": [bob["player_id"]]}
        made = await client.post("/challenges", json=asked, headers=as_alice)
        assert made.status_code == 201, made.text
        challenge_id = made.json()["challenge_id"]
        accepted = await client.post(f"/challenges/{challenge_id}/accept", headers=as_bob)
        assert accepted.status_code == 200, accepted.text
        match_id = accepted.json()["match_id"]
        # two challenges, two match-started and one turn (its player's to move), all signed
        sent = await settled(client, app["key"], hook["webhook_id"], 5)
        players = {alice["player_id"], bob["player_id"]}
        challenges = [r.verified(hook["secret"]) for r in receiver.of_type("challenge")]
        assert {c["data"]["player_id"] for c in challenges} == players
        assert {c["data"]["challenge_id"] for c in challenges} == {challenge_id}
        started = [r.verified(hook["secret"]) for r in receiver.of_type("match-started")]
        assert {s["data"]["player_id"] for s in started} == players
        assert all(s["data"]["match_id"] == match_id and len(s["data"]["seats"]) == 2 for s in started)
        view = (await client.get(f"/games/babel/matches/{match_id}")).json()
        to_move = next(s["data"]["player_id"] for s in started if s["data"]["seat"] == view["to_move"][0])
        (turn,) = [r.verified(hook["secret"]) for r in receiver.of_type("turn")]
        assert turn["data"]["player_id"] == to_move and turn["data"]["version"] == view["version"]
        assert turn["data"]["match_id"] == match_id and turn["data"]["legal_actions"]
        assert turn["timestamp"] and isinstance(turn["data"]["stream_id"], int)
        assert not receiver.of_type("challenge-ended")  # (not asked for)
        assert len(sent) == 5 and {d["status"] for d in sent} == {"delivered"}
        assert all(len(d["attempts"]) == 1 and d["attempts"][0]["status_code"] == 200 for d in sent)
        assert {d["delivery_id"] for d in sent} == {r.headers["webhook-id"] for r in receiver.received}


async def test_a_delivery_answered_500_twice_comes_three_times_with_one_id_and_a_valid_signature(client):
    def answer(n: int) -> tuple[int, dict[str, str], bytes, float]:
        return (500, {}, b"not now", 0.0) if n <= 2 else (200, {}, b"thanks", 0.0)

    with Receiver(answer).serving() as receiver:
        alice, bob = await new_player(client, "alice"), await new_player(client, "bob")
        hook = await new_webhook(client, alice["key"], receiver.url, ["challenge"])
        made = await client.post(
            "/challenges", json={"game": "babel", "opponents": [bob["player_id"]]}, headers=bearer(alice["key"])
        )
        assert made.status_code == 201, made.text
        (sent,) = await settled(client, alice["key"], hook["webhook_id"])
        assert sent["status"] == "delivered" and sent["next_at"] is None
        assert [(a["status_code"], a["error"], a["answer"]) for a in sent["attempts"]] == [
            (500, "HTTP 500", "not now"),
            (500, "HTTP 500", "not now"),
            (200, None, "thanks"),
        ]
        assert len(receiver.received) == 3
        assert {r.headers["webhook-id"] for r in receiver.received} == {sent["delivery_id"]}
        bodies = {r.body for r in receiver.received}
        assert len(bodies) == 1  # the very same body each time
        for each in receiver.received:
            assert each.verified(hook["secret"])["data"]["challenge_id"] == made.json()["challenge_id"]
        assert each.headers["webhook-signature"].startswith("v1,")
        metrics = (await client.get("/metrics")).text
        for outcome in ("retried", "delivered"):
            assert f'tabletop_webhook_deliveries_total{{outcome="{outcome}"}}' in metrics
        assert "tabletop_webhook_outbox_age_seconds" in metrics
        listed = (await client.get("/webhooks", headers=bearer(alice["key"]))).json()["webhooks"]
        assert listed[0]["failures"] == 0


async def test_a_ping_is_a_delivery_and_a_slow_answer_is_a_failed_attempt(client):
    def answer(n: int) -> tuple[int, dict[str, str], bytes, float]:
        return (200, {}, b"late", 4.0) if n == 1 else (204, {}, b"", 0.0)

    with Receiver(answer).serving() as receiver:
        alice = await new_player(client, "alice")
        hook = await new_webhook(client, alice["key"], receiver.url, ["turn"])
        pinged = await client.post(f"/webhooks/{hook['webhook_id']}/test", headers=bearer(alice["key"]))
        assert pinged.status_code == 202, pinged.text
        (sent,) = await settled(client, alice["key"], hook["webhook_id"])
        assert sent["delivery_id"] == pinged.json()["delivery_id"] and sent["type"] == "ping"
        assert sent["status"] == "delivered" and len(sent["attempts"]) == 2
        slow, fine = sent["attempts"]
        assert slow["status_code"] is None and slow["error"] == "no answer within 2 s" and slow["duration_ms"] >= 1900
        assert (fine["status_code"], fine["error"]) == (204, None)
        body = receiver.received[-1].verified(hook["secret"])
        assert body["type"] == "ping" and body["data"] == {"webhook_id": hook["webhook_id"]}


async def test_a_redirect_is_not_followed_and_failing_deliveries_disable_their_webhook(database_url):
    elsewhere = Receiver()
    moved = (302, {"location": elsewhere.url}, b"", 0.0)
    with (
        elsewhere.serving(),
        Receiver(lambda n: moved).serving() as receiver,
        live_server(database_url, **FAST, webhook_retry_schedule="0.1", webhook_disable_after=2) as url,
    ):
        async with httpx.AsyncClient(base_url=url, timeout=20) as client:
            alice = await new_player(client, "alice")
            hook = await new_webhook(client, alice["key"], receiver.url, ["turn"])
            ping = f"/webhooks/{hook['webhook_id']}/test"
            for count in (1, 2):
                assert (await client.post(ping, headers=bearer(alice["key"]))).status_code == 202
                sent = await settled(client, alice["key"], hook["webhook_id"], count)
            assert [d["status"] for d in sent] == ["failed", "failed"]
            assert {a["error"] for d in sent for a in d["attempts"]} == {"HTTP 302: a redirect, not followed"}
            assert len(receiver.received) == 4 and not elsewhere.received
            (listed,) = (await client.get("/webhooks", headers=bearer(alice["key"]))).json()["webhooks"]
            reason = "2 deliveries in a row failed; the last: HTTP 302: a redirect, not followed"
            assert listed["disabled_reason"] == reason
            assert_problem(await client.post(ping, headers=bearer(alice["key"])), 422, "webhook-refused")
            metrics = (await client.get("/metrics")).text
            assert 'tabletop_webhook_deliveries_total{outcome="failed"}' in metrics


async def test_deliveries_pending_when_a_server_is_killed_are_sent_after_it_restarts(database_url, tmp_path):
    up = threading.Event()
    receiver = Receiver(lambda n: (200, {}, b"", 0.0) if up.is_set() else (503, {}, b"down", 0.0))
    env = {
        "TABLETOP_WEBHOOK_ALLOW_PRIVATE": "true",
        "TABLETOP_WEBHOOK_RETRY_SCHEDULE": ",".join(["1"] * 60),  # a minute of retries
        "TABLETOP_WEBHOOK_TIMEOUT_S": "2",
    }
    with receiver.serving(), open(tmp_path / "server.log", "w") as log:
        with serve_process(database_url, env=env, stdout=log, stderr=log) as (url, process):
            async with httpx.AsyncClient(base_url=url, timeout=20) as client:
                alice, bob = await new_player(client, "alice"), await new_player(client, "bob")
                hook = await new_webhook(client, alice["key"], receiver.url, ["challenge"])
                body = {"game": "babel", "opponents": [bob["player_id"]]}
                made = await client.post("/challenges", json=body, headers=bearer(alice["key"]))
                assert made.status_code == 201, made.text

                async def tried() -> bool:
                    found = await deliveries(client, alice["key"], hook["webhook_id"])
                    return bool(found and found[0]["attempts"])

                await eventually(tried, "a first attempt")
            process.kill()
            process.wait(10)
        up.set()
        with serve_process(database_url, env=env, stdout=log, stderr=log) as (url, _):
            async with httpx.AsyncClient(base_url=url, timeout=20) as client:
                (sent,) = await settled(client, alice["key"], hook["webhook_id"])
    assert sent["status"] == "delivered" and sent["attempts"][0]["status_code"] == 503
    assert sent["attempts"][-1]["status_code"] == 200
    delivered = [r for r in receiver.received if r.headers["webhook-id"] == sent["delivery_id"]]
    assert len(delivered) >= len(sent["attempts"])  # (and one more if the kill cut an attempt short)
    assert delivered[-1].verified(hook["secret"])["data"]["challenge_id"] == made.json()["challenge_id"]


async def test_a_ping_is_sent_ahead_of_a_backlog(database_url):
    """`POST /webhooks/{id}/test` is "sent now": the outbox leases it before every
    delivery due earlier, however many (it came 18 s late behind a backlog)."""
    store = Storage(database_url)
    await store.migrate()
    try:
        at = dt.datetime(2026, 1, 1, tzinfo=dt.UTC)
        key = KeyRecord("k1", "player", "p1", "tp_k1", "write", at)
        await store.accounts.create_player(PlayerRecord("p1", "alice"), key, "hash")
        outbox = Webhooks(store.db)
        await outbox.add(WebhookRecord("w1", None, "p1", "https://app.example/hook", ["turn"], "whsec_x", at), 1)
        backlog = [await outbox.queue("w1", "turn", {"n": n}, at + dt.timedelta(seconds=n)) for n in range(40)]
        ping = await outbox.queue("w1", PING, {"webhook_id": "w1"}, at + dt.timedelta(minutes=1))
        now = at + dt.timedelta(minutes=2)
        (first,) = await outbox.lease(now, now + dt.timedelta(seconds=30), 1)
        assert first.delivery.id == ping
        then = await outbox.lease(now, now + dt.timedelta(seconds=30), 2)
        assert {leased.delivery.id for leased in then} == set(backlog[:2])  # the backlog in its order
    finally:
        await store.close()
