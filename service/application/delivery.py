"""Sending the outbox: every instance runs a Deliverer, which leases the deliveries
that are due (a compare-and-set: one instance at a time sends each) and POSTs them.

Each attempt is signed as Standard Webhooks says: `webhook-id` (the delivery's id,
the same on every attempt, so a receiver drops a repeat), `webhook-timestamp` (this
attempt's Unix seconds) and `webhook-signature` (`v1,` and the base64 HMAC-SHA256 of
`id.timestamp.body` under the webhook's secret). A 2xx answer delivers it; anything
else (another status, a redirect, which is never followed, a timeout, a refused
connection or target) is retried after the next delay of
TABLETOP_WEBHOOK_RETRY_SCHEDULE, and fails past the last.

A match frame is logged with only its match and seat (service/store/invitations.py):
its body is rendered as the player's stream would render it at the first attempt,
and kept, so that every retry sends the very same body."""

from __future__ import annotations

import asyncio
import datetime as dt
import functools
import logging
import ssl
import time
from http.cookiejar import DefaultCookiePolicy
from typing import Any

import httpx
import msgspec
from standardwebhooks.webhooks import Webhook

from service import metrics
from service.application import player_stream, webhook_targets
from service.application.invitations import MATCH_FINISHED, MATCH_STARTED, TURN, Lobby
from service.budget import Unavailable
from service.errors import WebhookRefused
from service.records import Frame
from service.settings import Settings
from service.store.webhooks import DELIVERED, FAILED, PENDING, Attempt, Leased, Webhooks

log = logging.getLogger("tabletop")
POLL_S = 0.25  # how often the outbox is looked at for due deliveries
SENDING = 32  # deliveries sent at once, per instance
SAMPLE_S = 5.0  # how often the outbox's oldest pending delivery is looked up (a gauge)
# A lease outlives the attempt it covers (its timeout, and rendering and recording it);
# past it, another instance takes the delivery over.
LEASE_MARGIN_S = 10.0
MATCH_FRAMES = (MATCH_STARTED, TURN, MATCH_FINISHED)
ERROR_LENGTH = 300

_body = msgspec.json.Decoder(dict[str, Any])
_encode = msgspec.json.Encoder()


def schedule(setting: str) -> list[float]:
    """The delays before each retry (TABLETOP_WEBHOOK_RETRY_SCHEDULE)."""
    return [float(delay) for delay in setting.split(",")]


class Deliverer:
    def __init__(
        self,
        lobby: Lobby,
        store: Webhooks,
        settings: Settings,
        resolve: webhook_targets.Resolver = webhook_targets.system_resolver,
    ) -> None:
        self.lobby, self.store, self.resolve = lobby, store, resolve
        self.allow_private = settings.webhook_allow_private
        self.timeout_s = settings.webhook_timeout_s
        self.max_answer = settings.webhook_max_answer_bytes
        self.delays = schedule(settings.webhook_retry_schedule)
        self.disable_after = settings.webhook_disable_after
        self.lease = dt.timedelta(seconds=2 * self.timeout_s + LEASE_MARGIN_S)
        self.sending: set[asyncio.Task[None]] = set()
        self.oldest: dt.datetime | None = None  # the oldest pending delivery's time, as last looked up

    def outbox_age(self) -> float:
        """Seconds the oldest pending delivery has waited (0: none)."""
        return 0.0 if self.oldest is None else max(0.0, (self.lobby.clock() - self.oldest).total_seconds())

    async def run(self) -> None:
        sampled = -SAMPLE_S
        async with client(self.timeout_s) as http:
            try:
                while True:
                    try:
                        if time.monotonic() - sampled >= SAMPLE_S:
                            self.oldest, sampled = await self.store.oldest_pending(), time.monotonic()
                        await self.step(http)
                    except Unavailable as exc:
                        log.warning("delivering webhooks failed: %s", exc)
                    except Exception:  # a bug must not stop every delivery after it: logged, tried again
                        log.exception("delivering webhooks failed")
                    await asyncio.sleep(POLL_S)
            finally:
                for task in self.sending:  # (their leases run out: another instance sends them)
                    task.cancel()

    async def step(self, http: httpx.AsyncClient) -> None:
        """Lease what is due (as many as there is room to send) and start sending it."""
        room = SENDING - len(self.sending)
        if room <= 0:
            return
        now = self.lobby.clock()
        for leased in await self.store.lease(now, now + self.lease, room):
            task = asyncio.create_task(self.deliver(http, leased))
            self.sending.add(task)
            task.add_done_callback(self.sending.discard)

    async def deliver(self, http: httpx.AsyncClient, leased: Leased) -> None:
        """One attempt, recorded with what follows from it."""
        try:
            body = await self.body(leased)
            attempt = await self.attempt(http, leased, body)
            delivery = leased.delivery
            if attempt.error is None:
                status, next_at, outcome = DELIVERED, attempt.at, "delivered"
            elif len(delivery.attempts) < len(self.delays):
                delay = dt.timedelta(seconds=self.delays[len(delivery.attempts)])
                status, next_at, outcome = PENDING, attempt.at + delay, "retried"
            else:
                status, next_at, outcome = FAILED, attempt.at, "failed"
            if await self.store.record(leased, attempt, status, next_at, body, self.disable_after):
                metrics.WEBHOOK_DELIVERIES.labels(outcome).inc()
        except Unavailable as exc:  # (the lease runs out, and the delivery is due again)
            log.warning("recording a webhook delivery failed: %s", exc)
        except Exception:
            log.exception("delivering %s failed", leased.delivery.id)

    async def body(self, leased: Leased) -> str:
        """What to send: a match frame rendered at its first attempt, else as stored."""
        delivery = leased.delivery
        if delivery.attempts or delivery.type not in MATCH_FRAMES:
            return delivery.payload
        stored = _body.decode(delivery.payload)
        data = stored["data"]
        frame = Frame(data["stream_id"], delivery.type, _encode.encode(data).decode(), delivery.created_at)
        sent = await player_stream.render(self.lobby, frame)
        if sent is None:  # (a game no longer hosted here: what was logged)
            return delivery.payload
        rendered = {"player_id": data["player_id"], "stream_id": data["stream_id"], **_body.decode(sent.data)}
        return _encode.encode(stored | {"data": rendered}).decode()

    async def attempt(self, http: httpx.AsyncClient, leased: Leased, body: str) -> Attempt:
        at, started = self.lobby.clock(), time.monotonic()
        status_code: int | None = None
        answer: str | None = None
        try:
            async with asyncio.timeout(self.timeout_s):
                status_code, answer = await self.post(http, leased, body, at)
            error = None if 200 <= status_code < 300 else _refusal(status_code)
        except WebhookRefused as exc:
            error = exc.detail
        except (TimeoutError, httpx.TimeoutException):
            error = f"no answer within {self.timeout_s:g} s"
        except httpx.HTTPError as exc:
            error = f"{type(exc).__name__}: {exc}" if str(exc) else type(exc).__name__
        duration_ms = round((time.monotonic() - started) * 1000, 1)
        return Attempt(at, duration_ms, status_code, None if error is None else error[:ERROR_LENGTH], answer)

    async def post(self, http: httpx.AsyncClient, leased: Leased, body: str, at: dt.datetime) -> tuple[int, str]:
        """POST the body, signed; the answer's status and first bytes."""
        # (checked again, resolved now: DNS may have changed since, or been made to)
        target = await webhook_targets.checked(leased.url, self.allow_private, self.resolve)
        msg_id = leased.delivery.id
        headers = target.headers | {
            "webhook-id": msg_id,
            "webhook-timestamp": str(int(at.timestamp())),
            "webhook-signature": Webhook(leased.secret).sign(msg_id, at, body),
            "content-type": "application/json",
            "accept-encoding": "identity",
        }
        request = http.build_request("POST", target.url, content=body.encode(), headers=headers)
        request.extensions.update(target.extensions)
        response = await http.send(request, stream=True)
        try:
            read = bytearray()
            if self.max_answer:
                async for chunk in response.aiter_raw():
                    read += chunk
                    if len(read) >= self.max_answer:
                        break
            return response.status_code, read[: self.max_answer].decode(errors="replace")
        finally:
            await response.aclose()


def _refusal(status_code: int) -> str:
    if 300 <= status_code < 400:
        return f"HTTP {status_code}: a redirect, not followed"
    return f"HTTP {status_code}"


def client(timeout_s: float) -> httpx.AsyncClient:
    """The deliveries' HTTP client: no redirect followed, no proxy or cookie taken from
    anywhere, and no connection kept (each attempt connects to the address it checked,
    under the name it checked: a kept connection might serve another name)."""
    http = httpx.AsyncClient(
        timeout=timeout_s + 1,  # (a backstop: the attempt's whole exchange is bounded by timeout_s)
        verify=certificates(),
        follow_redirects=False,
        trust_env=False,
        limits=httpx.Limits(max_keepalive_connections=0),
        headers={"user-agent": "tabletop-webhooks"},
    )
    http.cookies.jar.set_policy(DefaultCookiePolicy(allowed_domains=[]))
    return http


@functools.cache
def certificates() -> ssl.SSLContext:
    """The TLS context of every delivery client of the process (certifi's authorities, as
    httpx's default): loading them takes tens of milliseconds, once, not at each start."""
    return httpx.create_ssl_context(trust_env=False)
