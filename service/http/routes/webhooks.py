"""Webhooks: the routes (the commands are in service/application/webhooks.py, the
sending in service/application/delivery.py)."""

from __future__ import annotations

from typing import Annotated

from litestar import Router, delete, get, post
from litestar.di import NamedDependency
from litestar.params import FromPath, JSONBody, QueryParameter
from litestar.types.internal_types import RouteHandlerType

from service.application import webhooks
from service.application.auth import Credentials
from service.application.webhooks import DeliveryPage, Hooks, NewWebhook, PingQueued, WebhookCreated, WebhookList
from service.http.paging import decode_cursor, encode_cursor
from service.http.responses import allow, problems
from service.http.security import OWNER

TAGS = ["Webhooks"]
KEY_NEEDED = "An app key, or a player key (bad-token)"
OWN = {401: KEY_NEEDED, 403: "Another's webhook (not-yours)", 404: "No such webhook (not-found)"}
# A page's cursor: the last delivery shown (its time in microseconds since the epoch, and its id).
CURSOR = r"^[0-9]{1,17}-msg_[0-9a-f]{32}$"


def webhooks_router(hooks: Hooks) -> Router:
    listed, remove = kept_routes(hooks)
    deliveries, ping = delivery_routes(hooks)
    handlers = [allow("/", "GET, OPTIONS, POST"), register_route(hooks), listed, remove, deliveries, ping]
    return Router(path="/webhooks", route_handlers=handlers)


def register_route(hooks: Hooks) -> RouteHandlerType:
    @post(
        "/",
        status_code=201,
        operation_id="register_webhook",
        tags=TAGS,
        security=OWNER,
        responses=problems(
            400,
            described={
                401: KEY_NEEDED,
                422: "The url is not http(s), does not resolve, or reaches a private, loopback or link-local "
                "address; or you have as many webhooks as one may (webhook-refused)",
            },
        ),
        summary="Register a webhook: its signing secret is in this response only",
        description=(
            "With an app key alone, the webhook is the app's: it hears the chosen frames of the player stream "
            "of every player of the app. With a player key (or an app key and `Tabletop-Player`), it is the "
            "player's: his own frames. Each frame is POSTed to `url` as a Standard Webhooks delivery: a JSON "
            'body `{"type", "timestamp", "data"}` (`data`: the frame as the stream sends it, with `player_id` '
            "and `stream_id`, its id in the player's stream) and the headers `webhook-id` (the same on every "
            "attempt), `webhook-timestamp` and `webhook-signature` (`v1,<base64 HMAC-SHA256>` under `secret`). "
            "A delivery not answered 2xx (a redirect is not followed) is retried on "
            "TABLETOP_WEBHOOK_RETRY_SCHEDULE; a webhook whose deliveries fail TABLETOP_WEBHOOK_DISABLE_AFTER "
            "times in a row is disabled. The url must reach public addresses only."
        ),
    )
    async def register(data: JSONBody[NewWebhook], credentials: NamedDependency[Credentials | None]) -> WebhookCreated:
        return await webhooks.register(hooks, data, credentials)

    return register


def kept_routes(hooks: Hooks) -> tuple[RouteHandlerType, RouteHandlerType]:
    """The webhooks one has: listed, deleted."""

    @get(
        "/",
        operation_id="list_webhooks",
        tags=TAGS,
        security=OWNER,
        responses=problems(400, described={401: KEY_NEEDED}),
        summary="Your webhooks (an app's with its key alone, else the player's)",
        description=(
            "Each with its url, the frames it takes, when it was registered, its failed deliveries in a "
            "row and, once disabled, why (its secret is never shown again)."
        ),
    )
    async def listed(credentials: NamedDependency[Credentials | None]) -> WebhookList:
        return await webhooks.listed(hooks, credentials)

    @delete(
        "/{webhook_id:str}",
        operation_id="delete_webhook",
        tags=TAGS,
        security=OWNER,
        responses=problems(400, described=OWN),
        summary="Delete a webhook of yours, and its deliveries",
        description=("Nothing more is sent to it, not even a delivery pending or being retried."),
    )
    async def remove(webhook_id: FromPath[str], credentials: NamedDependency[Credentials | None]) -> None:
        await webhooks.remove(hooks, webhook_id, credentials)

    return listed, remove


def delivery_routes(hooks: Hooks) -> tuple[RouteHandlerType, RouteHandlerType]:
    """A webhook's deliveries: listed, and a ping sent."""

    @get(
        "/{webhook_id:str}/deliveries",
        operation_id="webhook_deliveries",
        tags=TAGS,
        security=OWNER,
        responses=problems(400, described=OWN),
        summary="A webhook's deliveries, newest first: each attempt, its answer or error",
        description=(
            "Each delivery's id (its `webhook-id`), type, status and next attempt while pending, and "
            "every attempt: its time, the answer's status and first bytes, or the error, and how long it "
            "took. A page at a time: pass `next_cursor` as `cursor` for the next (older) page."
        ),
    )
    async def deliveries(
        webhook_id: FromPath[str],
        credentials: NamedDependency[Credentials | None],
        cursor: Annotated[
            str | None, QueryParameter(pattern=CURSOR, description="next_cursor of the previous page")
        ] = None,
        limit: Annotated[int, QueryParameter(ge=1, le=200)] = 50,
    ) -> DeliveryPage:
        page = await webhooks.deliveries(hooks, webhook_id, credentials, decode_cursor(cursor), limit)
        last = page[-1] if len(page) == limit else None
        return DeliveryPage(
            deliveries=page, next_cursor=None if last is None else encode_cursor(last.created_at, last.delivery_id)
        )

    @post(
        "/{webhook_id:str}/test",
        status_code=202,
        operation_id="ping_webhook",
        tags=TAGS,
        security=OWNER,
        responses=problems(400, described=OWN | {422: "The webhook is disabled (webhook-refused)"}),
        summary="Send a `ping` delivery now (its deliveries show how it went)",
        description=(
            "A `ping` (its `data` names the webhook) is queued, due now, and sent through the outbox as "
            "every delivery is, retried alike: the answer gives its `delivery_id`."
        ),
    )
    async def ping(webhook_id: FromPath[str], credentials: NamedDependency[Credentials | None]) -> PingQueued:
        return await webhooks.ping(hooks, webhook_id, credentials)

    return deliveries, ping
