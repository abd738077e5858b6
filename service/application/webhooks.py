"""Webhooks: an app (for all its players) or a player (for himself) registers a URL
and the player stream's frame types it wants; each such frame is then POSTed there,
signed as Standard Webhooks says (service/application/delivery.py sends them).

A webhook is its owner's: an app key sent alone registers the app's, a player key
(or an app key acting for one of its players) the player's. Only its owner lists,
deletes, pings it or reads its deliveries."""

from __future__ import annotations

import base64
import datetime as dt
import secrets
import uuid
from dataclasses import dataclass
from typing import Annotated, Literal, NamedTuple

import msgspec
from msgspec import Meta

from service.application import webhook_targets
from service.application.auth import Auth, Credentials
from service.application.match import Clock
from service.errors import NotFound, NotYours, WebhookRefused
from service.store.webhooks import DeliveryRecord, DeliveryStatus, WebhookRecord, Webhooks

MOST_PER_OWNER = 20  # webhooks an app or a player may have
SECRET_BYTES = 32
PING = "ping"  # a test delivery's type

# The player stream's frames (service/application/invitations.py) a webhook may take.
WebhookEvent = Literal["challenge", "challenge-ended", "match-started", "turn", "match-finished"]


class NewWebhook(msgspec.Struct, forbid_unknown_fields=True):
    url: Annotated[str, Meta(min_length=1, max_length=webhook_targets.MAX_URL_LENGTH)]
    events: Annotated[list[WebhookEvent], Meta(min_length=1, max_length=5)]


class WebhookCreated(msgspec.Struct):
    webhook_id: str
    # shown once (whsec_ + base64): verifies each delivery's webhook-signature (Standard Webhooks)
    secret: str
    url: str
    events: list[str]


class Webhook(msgspec.Struct):
    webhook_id: str
    url: str
    events: list[str]
    created_at: dt.datetime
    failures: int  # deliveries failed in a row
    disabled_reason: str | None  # set once disabled after repeated failure: it sends nothing more


class WebhookList(msgspec.Struct):
    webhooks: list[Webhook]


class DeliveryAttempt(msgspec.Struct):
    at: dt.datetime
    status_code: int | None  # the answer's; null: no answer (see error)
    error: str | None  # null: delivered
    duration_ms: float
    answer: str | None  # the answer's first bytes (TABLETOP_WEBHOOK_MAX_ANSWER_BYTES)


class Delivery(msgspec.Struct):
    delivery_id: str  # its webhook-id header, the same on every attempt
    type: str
    created_at: dt.datetime
    status: DeliveryStatus
    next_at: dt.datetime | None  # the next attempt's time, while pending
    attempts: list[DeliveryAttempt]


class DeliveryPage(msgspec.Struct):
    deliveries: list[Delivery]
    next_cursor: str | None  # pass as `cursor` for the next (older) page


class PingQueued(msgspec.Struct):
    delivery_id: str


@dataclass(frozen=True)
class Hooks:
    """What the webhook commands work with."""

    auth: Auth
    store: Webhooks
    clock: Clock
    allow_private: bool


class Owner(NamedTuple):
    app_id: str | None
    player_id: str | None


def new_secret() -> str:
    """A signing secret in Standard Webhooks' form."""
    return "whsec_" + base64.b64encode(secrets.token_bytes(SECRET_BYTES)).decode()


async def owner(hooks: Hooks, credentials: Credentials | None) -> Owner:
    """Whose webhooks a request handles: an app's (its key alone) or a player's."""
    if credentials is not None and credentials.app_key and credentials.acting_for is None:
        return Owner((await hooks.auth.app(credentials)).id, None)
    return Owner(None, (await hooks.auth.registered(credentials)).id)


async def register(hooks: Hooks, body: NewWebhook, credentials: Credentials | None) -> WebhookCreated:
    who = await owner(hooks, credentials)  # (before any DNS lookup: nobody anonymous makes one)
    await webhook_targets.checked(body.url, hooks.allow_private)
    record = WebhookRecord(
        id=uuid.uuid4().hex,
        app_id=who.app_id,
        player_id=who.player_id,
        url=body.url,
        events=list(dict.fromkeys(body.events)),
        secret=new_secret(),
        created_at=hooks.clock(),
    )
    if not await hooks.store.add(record, MOST_PER_OWNER):
        raise WebhookRefused(f"You have {MOST_PER_OWNER} webhooks, as many as one may: delete one first.")
    return WebhookCreated(webhook_id=record.id, secret=record.secret, url=record.url, events=record.events)


async def listed(hooks: Hooks, credentials: Credentials | None) -> WebhookList:
    who = await owner(hooks, credentials)
    return WebhookList([view(record) for record in await hooks.store.owned(*who)])


async def own(hooks: Hooks, webhook_id: str, credentials: Credentials | None) -> WebhookRecord:
    """The webhook, if the request's owner is its owner (404, 403 otherwise)."""
    who = await owner(hooks, credentials)
    record = await hooks.store.get(webhook_id)
    if record is None:
        raise NotFound("No such webhook.")
    if (record.app_id, record.player_id) != who:
        raise NotYours("This webhook is another's: only its owner may see or change it.")
    return record


async def remove(hooks: Hooks, webhook_id: str, credentials: Credentials | None) -> None:
    await own(hooks, webhook_id, credentials)
    await hooks.store.remove(webhook_id)


async def ping(hooks: Hooks, webhook_id: str, credentials: Credentials | None) -> PingQueued:
    """A `ping` delivery, due now, through the outbox as every delivery goes (leased ahead
    of any backlog: a test is to answer at once)."""
    record = await own(hooks, webhook_id, credentials)
    if record.disabled_reason is not None:
        raise WebhookRefused(f"This webhook is disabled ({record.disabled_reason}): register it again.")
    delivery_id = await hooks.store.queue(record.id, PING, {"webhook_id": record.id}, hooks.clock())
    return PingQueued(delivery_id)


async def deliveries(
    hooks: Hooks,
    webhook_id: str,
    credentials: Credentials | None,
    before: tuple[dt.datetime, str] | None,
    limit: int,
) -> list[Delivery]:
    """The webhook's deliveries, newest first, with every attempt and its answer."""
    await own(hooks, webhook_id, credentials)
    return [delivery_view(record) for record in await hooks.store.deliveries(webhook_id, before, limit)]


def view(record: WebhookRecord) -> Webhook:
    return Webhook(
        webhook_id=record.id,
        url=record.url,
        events=record.events,
        created_at=record.created_at,
        failures=record.failures,
        disabled_reason=record.disabled_reason,
    )


def delivery_view(record: DeliveryRecord) -> Delivery:
    return Delivery(
        delivery_id=record.id,
        type=record.type,
        created_at=record.created_at,
        status=record.status,
        next_at=record.next_at if record.status == DeliveryStatus.PENDING else None,
        attempts=[
            DeliveryAttempt(
                at=a.at, status_code=a.status_code, error=a.error, duration_ms=a.duration_ms, answer=a.answer
            )
            for a in record.attempts
        ],
    )
