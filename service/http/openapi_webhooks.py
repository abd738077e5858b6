"""The OpenAPI document's `webhooks`: what the server POSTs to a registered webhook
(service/application/delivery.py), one entry per kind of delivery, named by its type.

A delivery's body is Standard Webhooks' `{type, timestamp, data}`: `type` names the
entry, so a receiver finds the schema of a body it was sent at
`webhooks[<body.type>].post.requestBody.content['application/json'].schema`. A frame's
`data` is what the player stream's frame of that name carries (as the stream's
schema says, whence it is taken), with `player_id` and `stream_id`; a ping's names
its webhook. Run after `describe_event_streams`."""

from __future__ import annotations

from typing import get_args

from litestar.openapi.spec import (
    OpenAPI,
    OpenAPIFormat,
    OpenAPIMediaType,
    OpenAPIResponse,
    OpenAPIType,
    Operation,
    Parameter,
    PathItem,
    Reference,
    RequestBody,
    Schema,
)

from service.application.webhooks import PING, WebhookEvent
from service.http.openapi import REF

PLAYER_STREAM = "/players/me/stream"  # whose frames webhooks carry
RECIPIENT = "WebhookRecipient"
TAGS = ["Webhooks"]
HEADERS = {
    "webhook-id": (
        "The delivery's id (msg_...), the same on every attempt: drop a delivery whose id you have seen",
        Schema(type=OpenAPIType.STRING),
    ),
    "webhook-timestamp": ("This attempt's time, in Unix seconds", Schema(type=OpenAPIType.STRING, pattern="^[0-9]+$")),
    "webhook-signature": (
        "`v1,` and the base64 HMAC-SHA256 of `<webhook-id>.<webhook-timestamp>.<body>` under the webhook's "
        "secret (whsec_..., shown once when it was registered): verify it before reading the body",
        Schema(type=OpenAPIType.STRING, pattern="^v1,[A-Za-z0-9+/]+={0,2}$"),
    ),
}
ANSWERS = {
    "2XX": "Delivered: any 2xx answer",
    "4XX": (
        "Any other answer (a 3xx, which is never followed, a 4xx, a 5xx), or none within "
        "TABLETOP_WEBHOOK_TIMEOUT_S, fails the attempt: it is sent again after the next delay of "
        "TABLETOP_WEBHOOK_RETRY_SCHEDULE, and fails past the last"
    ),
}


def add_webhooks(document: OpenAPI) -> OpenAPI:
    components = document.components.schemas or {}
    components[RECIPIENT] = Schema(
        title=RECIPIENT,
        type=OpenAPIType.OBJECT,
        required=["player_id", "stream_id"],
        properties={
            "player_id": Schema(type=OpenAPIType.STRING, description="The player the frame concerns"),
            "stream_id": Schema(
                type=OpenAPIType.INTEGER,
                description="The frame's id in the player's stream (its Last-Event-ID): order his frames by it",
            ),
        },
        description="Whom a frame POSTed to a webhook concerns, and its place in his stream",
    )
    carried = _frames(document)
    bodies = {kind: Schema(all_of=[carried[kind], Reference(REF + RECIPIENT)]) for kind in get_args(WebhookEvent)}
    bodies[PING] = Schema(
        type=OpenAPIType.OBJECT,
        required=["webhook_id"],
        properties={"webhook_id": Schema(type=OpenAPIType.STRING)},
        description="The webhook pinged (POST /webhooks/{webhook_id}/test)",
    )
    document.webhooks = {}
    for kind, data in bodies.items():
        name = "".join(word.capitalize() for word in kind.split("-")) + "Delivery"
        assert name not in components, f"{name}: a delivery's body would replace a schema of that name"
        components[name] = _body(name, kind, data)
        document.webhooks[kind] = PathItem(post=_delivery(kind, name))
    return document


def _frames(document: OpenAPI) -> dict[str, Schema | Reference]:
    """Frame name -> the schema the player stream's frame of that name carries."""
    paths = document.paths or {}
    stream = paths[PLAYER_STREAM].get
    response = (stream.responses or {})["200"] if stream is not None else None
    assert isinstance(response, OpenAPIResponse) and response.content is not None
    frame = response.content["text/event-stream"].schema
    assert isinstance(frame, Schema)
    carried: dict[str, Schema | Reference] = {}
    for branch in frame.one_of or []:
        assert isinstance(branch, Schema) and branch.properties is not None
        event, data = branch.properties["event"], branch.properties["data"]
        assert isinstance(event, Schema) and isinstance(data, Schema) and data.content_schema is not None
        carried |= dict.fromkeys(event.enum or [], data.content_schema)
    return carried


def _body(name: str, kind: str, data: Schema) -> Schema:
    return Schema(
        title=name,
        type=OpenAPIType.OBJECT,
        required=["type", "timestamp", "data"],
        properties={
            "type": Schema(type=OpenAPIType.STRING, const=kind),
            "timestamp": Schema(
                type=OpenAPIType.STRING, format=OpenAPIFormat.DATE_TIME, description="When it was queued"
            ),
            "data": data,
        },
        description=f"The body of a `{kind}` delivery (Standard Webhooks' layout)",
    )


def _delivery(kind: str, name: str) -> Operation:
    sent = (
        "POSTed to the webhook POST /webhooks/{webhook_id}/test names"
        if kind == PING
        else f"A frame of the player's stream, `event: {kind}`, POSTed to each webhook of his (or his app's) that "
        "takes it"
    )
    return Operation(
        operation_id=name[0].lower() + name[1:],
        tags=TAGS,
        summary=f"A `{kind}` delivery",
        description=(
            f"{sent}, signed as Standard Webhooks says; delivered at least once, in no promised order. Its body's "
            "`type` names this entry."
        ),
        parameters=[
            Parameter(name=header, param_in="header", required=True, description=description, schema=schema)
            for header, (description, schema) in HEADERS.items()
        ],
        request_body=RequestBody(
            required=True, content={"application/json": OpenAPIMediaType(schema=Reference(REF + name))}
        ),
        responses={status: OpenAPIResponse(description=description) for status, description in ANSWERS.items()},
        security=[],
    )
