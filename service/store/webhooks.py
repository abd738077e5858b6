"""Webhooks and their outbox in the store.

A frame written to a player's stream is written, in the same transaction, as one
delivery per enabled webhook that takes its type and is the player's or his app's
(`enqueue`): a frame is never told without its deliveries, nor a delivery made of a
frame that was rolled back. Deliveries wait in the outbox until sent; an instance
takes a due one by a compare-and-set on its lease (`lease`), so that one instance
at a time sends it, and a lease that runs out (its instance died) lets another
take it over. Each attempt is recorded under that lease (`record`)."""

from __future__ import annotations

import datetime as dt
import enum
import uuid
from typing import Any, NamedTuple

import msgspec
import sqlalchemy as sa

from service.records import MatchStatus
from service.store import statements as sql
from service.store.database import Database
from service.store.schema import deliveries, matches, players, seat_players, webhooks


class DeliveryStatus(enum.StrEnum):
    PENDING = "pending"  # due at next_at
    DELIVERED = "delivered"  # answered 2xx
    FAILED = "failed"  # every attempt of the schedule failed (or its webhook was disabled)


class WebhookRecord(msgspec.Struct, frozen=True):
    id: str
    app_id: str | None  # its owner: an app (its players' frames) ...
    player_id: str | None  # ... or a player (his own)
    url: str
    events: list[str]
    secret: str
    created_at: dt.datetime
    failures: int = 0  # deliveries failed in a row
    disabled_reason: str | None = None


class Attempt(msgspec.Struct, frozen=True):
    at: dt.datetime
    duration_ms: float
    status_code: int | None = None  # None: no answer (the error says why)
    error: str | None = None  # None: delivered
    answer: str | None = None  # the answer's first bytes


class DeliveryRecord(msgspec.Struct, frozen=True):
    id: str  # the webhook-id header
    webhook_id: str
    type: str
    payload: str  # the JSON body
    created_at: dt.datetime
    status: DeliveryStatus
    next_at: dt.datetime
    attempts: list[Attempt]


class Leased(NamedTuple):
    """A delivery this instance sends until `until`, and where to."""

    delivery: DeliveryRecord
    url: str
    secret: str
    until: dt.datetime


class SeatNews(NamedTuple):
    """A covered player's match that may have news (see `news`)."""

    player_id: str
    match_id: str
    version: int
    status: str


_encode = msgspec.json.Encoder()
_events = msgspec.json.Decoder(list[str])
_attempts = msgspec.json.Decoder(list[Attempt])
_data = msgspec.json.Decoder(dict[str, Any])
PENDING, DELIVERED, FAILED = DeliveryStatus.PENDING, DeliveryStatus.DELIVERED, DeliveryStatus.FAILED

# The enabled webhooks covering some players: each player's own, and his app's.
_COVERING = (
    sa.select(players.c.id, webhooks.c.id, webhooks.c.events)
    .join(webhooks, sa.or_(webhooks.c.player_id == players.c.id, webhooks.c.app_id == players.c.app_id))
    .where(players.c.id.in_(sa.bindparam("ids", expanding=True)), webhooks.c.disabled_reason.is_(None))
)
_DUE = (
    sa.select(deliveries.c.id)
    .join(webhooks, webhooks.c.id == deliveries.c.webhook_id)
    .where(
        deliveries.c.status == PENDING,
        deliveries.c.next_at <= sa.bindparam("now"),
        sa.or_(deliveries.c.lease_until.is_(None), deliveries.c.lease_until < sa.bindparam("now")),
        webhooks.c.disabled_reason.is_(None),
    )
    .order_by(deliveries.c.type != "ping", deliveries.c.next_at)  # a test ping ("sent now") before any backlog
    .limit(sa.bindparam("limit"))
)
# The compare-and-set that makes one instance at a time the sender of a delivery.
_LEASE = (
    deliveries.update()
    .where(
        deliveries.c.id == sa.bindparam("d_id"),
        deliveries.c.status == PENDING,
        deliveries.c.next_at <= sa.bindparam("now"),
        sa.or_(deliveries.c.lease_until.is_(None), deliveries.c.lease_until < sa.bindparam("now")),
    )
    .values(lease_until=sa.bindparam("until"))
)
_LEASED = sa.select(deliveries, webhooks.c.url, webhooks.c.secret).join(
    webhooks, webhooks.c.id == deliveries.c.webhook_id
)
_FAILED_IN_A_ROW = (
    webhooks.update()
    .where(webhooks.c.id == sa.bindparam("w_id"))
    .values(failures=webhooks.c.failures + 1)
    .returning(webhooks.c.failures, webhooks.c.disabled_reason)
)
# A covered player's seats whose match may have news: not yet told to have started
# (once dealt), or told active and since then ended or at another version than the
# last turn told (player_stream._news judges whether it is news).
_NEWS = (
    sa.select(seat_players.c.player_id, seat_players.c.match_id, matches.c.version, matches.c.status)
    .join(matches, matches.c.id == seat_players.c.match_id)
    .join(players, players.c.id == seat_players.c.player_id)
    .where(
        sa.or_(
            sa.and_(seat_players.c.told.is_(None), matches.c.status != MatchStatus.WAITING),
            sa.and_(
                seat_players.c.told == MatchStatus.ACTIVE,
                sa.or_(
                    matches.c.status != MatchStatus.ACTIVE,
                    seat_players.c.told_version.is_distinct_from(matches.c.version),
                ),
            ),
        ),
        sa.exists().where(
            webhooks.c.disabled_reason.is_(None),
            sa.or_(webhooks.c.player_id == players.c.id, webhooks.c.app_id == players.c.app_id),
        ),
    )
    .order_by(seat_players.c.player_id, seat_players.c.match_id)
    .limit(sa.bindparam("limit"))
)


def new_delivery_id() -> str:
    return f"msg_{uuid.uuid4().hex}"


def body(kind: str, at: dt.datetime, data: dict[str, Any]) -> str:
    """A delivery's JSON body, as Standard Webhooks lays it out."""
    return _encode.encode({"type": kind, "timestamp": at, "data": data}).decode()


def enqueue(conn: sa.Connection, frames: list[dict[str, Any]], at: dt.datetime) -> None:
    """The deliveries of these player_events rows, in the transaction that writes them:
    one per enabled webhook of the frame's player (or of his app) that takes its type.
    Each carries the logged payload with `player_id` and `stream_id` (the frame's seq)."""
    covering: dict[str, list[tuple[str, list[str]]]] = {}
    ids = list({frame["player_id"] for frame in frames})
    for player_id, webhook_id, events in conn.execute(_COVERING, {"ids": ids}):
        covering.setdefault(player_id, []).append((webhook_id, _events.decode(events)))
    rows = [
        _pending(
            webhook_id,
            frame["type"],
            body(
                frame["type"],
                at,
                {"player_id": frame["player_id"], "stream_id": frame["seq"], **_data.decode(frame["payload"])},
            ),
            at,
        )
        for frame in frames
        for webhook_id, events in covering.get(frame["player_id"], [])
        if frame["type"] in events
    ]
    if rows:
        conn.execute(deliveries.insert(), rows)


def _pending(webhook_id: str, kind: str, payload: str, at: dt.datetime) -> dict[str, Any]:
    return {
        "id": new_delivery_id(),
        "webhook_id": webhook_id,
        "type": kind,
        "payload": payload,
        "created_at": at,
        "status": PENDING,
        "next_at": at,
        "lease_until": None,
        "attempts": "[]",
    }


def _webhook_of(row: Any) -> WebhookRecord:
    return WebhookRecord(
        id=row.id,
        app_id=row.app_id,
        player_id=row.player_id,
        url=row.url,
        events=_events.decode(row.events),
        secret=row.secret,
        created_at=sql.utc(row.created_at),
        failures=row.failures,
        disabled_reason=row.disabled_reason,
    )


def _delivery_of(row: Any) -> DeliveryRecord:
    return DeliveryRecord(
        id=row.id,
        webhook_id=row.webhook_id,
        type=row.type,
        payload=row.payload,
        created_at=sql.utc(row.created_at),
        status=DeliveryStatus(row.status),
        next_at=sql.utc(row.next_at),
        attempts=_attempts.decode(row.attempts),
    )


def _owned_by(app_id: str | None, player_id: str | None) -> sa.ColumnElement[bool]:
    return sa.and_(webhooks.c.app_id.is_not_distinct_from(app_id), webhooks.c.player_id.is_not_distinct_from(player_id))


class Webhooks:
    def __init__(self, db: Database) -> None:
        self.db = db

    # -- registration

    async def add(self, record: WebhookRecord, most: int) -> bool:
        """Store a new webhook, unless its owner already has `most` (False: nothing written)."""
        owned = sa.select(sa.func.count()).select_from(webhooks).where(_owned_by(record.app_id, record.player_id))
        row = {
            "id": record.id,
            "app_id": record.app_id,
            "player_id": record.player_id,
            "url": record.url,
            "events": _encode.encode(record.events).decode(),
            "secret": record.secret,
            "created_at": record.created_at,
            "failures": 0,
            "disabled_reason": None,
        }

        def work(conn: sa.Connection) -> bool:
            if conn.execute(owned).scalar_one() >= most:
                return False
            conn.execute(webhooks.insert(), row)
            return True

        return await self.db.write(work)

    async def get(self, webhook_id: str) -> WebhookRecord | None:
        query = webhooks.select().where(webhooks.c.id == webhook_id)
        row = await self.db.read(lambda conn: conn.execute(query).first())
        return None if row is None else _webhook_of(row)

    async def owned(self, app_id: str | None, player_id: str | None) -> list[WebhookRecord]:
        query = webhooks.select().where(_owned_by(app_id, player_id)).order_by(webhooks.c.created_at, webhooks.c.id)
        rows = await self.db.read(lambda conn: conn.execute(query).all())
        return [_webhook_of(row) for row in rows]

    async def remove(self, webhook_id: str) -> None:
        """The webhook and its deliveries (one still being sent finds its lease gone)."""

        def work(conn: sa.Connection) -> None:
            conn.execute(deliveries.delete().where(deliveries.c.webhook_id == webhook_id))
            conn.execute(webhooks.delete().where(webhooks.c.id == webhook_id))

        await self.db.write(work)

    # -- the outbox

    async def queue(self, webhook_id: str, kind: str, data: dict[str, Any], at: dt.datetime) -> str:
        """A delivery of its own (a ping), due now; its id."""
        row = _pending(webhook_id, kind, body(kind, at, data), at)
        await self.db.write(lambda conn: conn.execute(deliveries.insert(), row))
        return str(row["id"])

    async def lease(self, now: dt.datetime, until: dt.datetime, limit: int) -> list[Leased]:
        """Up to `limit` due deliveries of enabled webhooks, each leased to this instance
        until `until` (those another instance leased first are left to it)."""
        params = {"now": now, "limit": limit}
        due = await self.db.read(lambda conn: conn.execute(_DUE, params).scalars().all())
        if not due:
            return []

        def work(conn: sa.Connection) -> list[Any]:
            won = [d for d in due if conn.execute(_LEASE, {"d_id": d, "now": now, "until": until}).rowcount == 1]
            return list(conn.execute(_LEASED.where(deliveries.c.id.in_(won))).all()) if won else []

        rows = await self.db.write(work)
        return [Leased(_delivery_of(row), row.url, row.secret, until) for row in rows]

    async def record(
        self,
        leased: Leased,
        attempt: Attempt,
        status: DeliveryStatus,
        next_at: dt.datetime,
        payload: str,
        disable_after: int,
    ) -> bool:
        """An attempt of a leased delivery, with what follows from it: delivered, due again
        at `next_at`, or failed. A delivery resets its webhook's failures in a row; a failed
        one counts, and the `disable_after`th disables the webhook (its pending deliveries
        fail with it). False (nothing written) if the lease was lost meanwhile."""
        delivery = leased.delivery
        update = (
            deliveries.update()
            .where(deliveries.c.id == delivery.id, deliveries.c.lease_until == leased.until)
            .values(
                status=status,
                next_at=next_at,
                lease_until=None,
                payload=payload,
                attempts=_encode.encode([*delivery.attempts, attempt]).decode(),
            )
        )

        def work(conn: sa.Connection) -> bool:
            if conn.execute(update).rowcount != 1:
                return False
            if status == DELIVERED:
                conn.execute(webhooks.update().where(webhooks.c.id == delivery.webhook_id).values(failures=0))
            elif status == FAILED:
                failures, disabled = conn.execute(_FAILED_IN_A_ROW, {"w_id": delivery.webhook_id}).one()
                if failures >= disable_after and disabled is None:
                    reason = f"{failures} deliveries in a row failed; the last: {attempt.error}"
                    _disable(conn, delivery.webhook_id, reason)
            return True

        return await self.db.write(work)

    async def deliveries(
        self, webhook_id: str, before: tuple[dt.datetime, str] | None, limit: int
    ) -> list[DeliveryRecord]:
        """The webhook's deliveries, newest first, after `before` (the last of the previous page)."""
        query = deliveries.select().where(deliveries.c.webhook_id == webhook_id)
        if before:
            created, last = before
            query = query.where(
                sa.or_(
                    deliveries.c.created_at < created,
                    sa.and_(deliveries.c.created_at == created, deliveries.c.id < last),
                )
            )
        query = query.order_by(deliveries.c.created_at.desc(), deliveries.c.id.desc()).limit(limit)
        rows = await self.db.read(lambda conn: conn.execute(query).all())
        return [_delivery_of(row) for row in rows]

    async def oldest_pending(self) -> dt.datetime | None:
        query = sa.select(sa.func.min(deliveries.c.created_at)).where(deliveries.c.status == PENDING)
        oldest = await self.db.read(lambda conn: conn.execute(query).scalar())
        return None if oldest is None else sql.utc(oldest)

    # -- what covered players' streams have to tell

    async def news(self, after: tuple[str, str] | None, limit: int) -> list[SeatNews]:
        """Seats of players some enabled webhook covers whose match may have news, in
        (player, match) order after `after`; none at all without a webhook."""
        anyone = sa.select(webhooks.c.id).where(webhooks.c.disabled_reason.is_(None)).limit(1)
        query = _NEWS
        if after is not None:
            player_id, match_id = after
            query = query.where(
                sa.or_(
                    seat_players.c.player_id > player_id,
                    sa.and_(seat_players.c.player_id == player_id, seat_players.c.match_id > match_id),
                )
            )

        def work(conn: sa.Connection) -> list[Any]:
            if conn.execute(anyone).first() is None:
                return []
            return list(conn.execute(query, {"limit": limit}).all())

        rows = await self.db.read(work)
        return [SeatNews(*row) for row in rows]


def _disable(conn: sa.Connection, webhook_id: str, reason: str) -> None:
    conn.execute(webhooks.update().where(webhooks.c.id == webhook_id).values(disabled_reason=reason))
    conn.execute(
        deliveries.update()
        .where(deliveries.c.webhook_id == webhook_id, deliveries.c.status == PENDING)
        .values(status=FAILED)  # (one being sent keeps its lease: its attempt is still recorded)
    )
