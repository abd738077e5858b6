"""A game's routes for following a match: its events (with a long-poll), its stream
(Server-Sent Events), and the tickets that open a stream from a browser.

(No `from __future__ import annotations`: see service/http/routes/matches.py.)
"""

import datetime as dt
from typing import Annotated

from litestar import get, post
from litestar.di import NamedDependency
from litestar.openapi.datastructures import ResponseSpec
from litestar.params import FromPath, HeaderParameter, QueryParameter
from litestar.types import ASGIApp
from litestar.types.internal_types import RouteHandlerType

from service.application import queries, tickets
from service.application.auth import Credentials, required
from service.application.schemas import StreamTicket
from service.errors import AtCapacity
from service.http.responses import MAX_VERSION, problems
from service.http.routes.per_game import GameRoutes
from service.http.security import SEAT, VIEWER
from service.http.streams import LAST_EVENT_ID, EventStream, Guard, MatchFrame, resume_point


def live_routes(routes: GameRoutes) -> list[RouteHandlerType]:
    return [events(routes), stream(routes), stream_ticket(routes)]


def events(routes: GameRoutes) -> RouteHandlerType:
    context = routes.context

    @get(
        "/matches/{match_id:str}/events",
        operation_id=routes.operation("events"),
        tags=routes.tags,
        security=VIEWER,
        responses=problems(400, 401, 404),
        summary="The match's events as your seat (or a spectator) may see them",
        description="`after` past the match's version is a 400 (malformed): no event can ever come after it.",
    )
    async def handler(
        match_id: FromPath[str],
        credentials: NamedDependency[Credentials | None],
        after: Annotated[
            int,
            QueryParameter(
                ge=0, le=MAX_VERSION, description=("The version to read on from: at most the match's version")
            ),
        ] = 0,
        limit: Annotated[int, QueryParameter(ge=1, le=1000)] = 100,
        wait: Annotated[
            int,
            QueryParameter(
                ge=0,
                le=60,
                description=(
                    "Seconds to wait for an event after `after` when there is none yet (a long-poll): the answer "
                    "comes as soon as one is committed, on any instance, or empty after this long."
                ),
            ),
        ] = 0,
    ) -> context.schemas.event_page:  # type: ignore[name-defined]
        return await queries.events(context, match_id, credentials, after, limit, wait)

    return handler


def stream(routes: GameRoutes) -> RouteHandlerType:
    context, settings = routes.context, routes.settings

    @get(
        "/matches/{match_id:str}/stream",
        operation_id=routes.operation("stream"),
        tags=routes.tags,
        security=VIEWER,
        # (what the frames' data carry: service/http/openapi.py describes the frames)
        responses={
            200: ResponseSpec(
                context.schemas.event_record | MatchFrame,  # type: ignore[arg-type]  # (litestar reads the union)
                description="Server-Sent Events",
                media_type="text/event-stream",
                generate_examples=False,
            )
        }
        | problems(400, 401, 404, 503),
        summary="The match's events as they happen (Server-Sent Events)",
        description=(
            "Each event comes as `id:` (the version after it), `event:` (its type) and `data:` (the record "
            "`/events` gives, as your seat or a spectator may see it); after each batch an `event: match` "
            "frame gives `version`, `to_move`, `status` and `forfeited`. Resume with `Last-Event-ID` or `?after=N`. "
            "A comment every 15 s keeps the connection open; the stream ends after a finished match's last "
            "events. A browser's EventSource cannot send a header: ask `POST .../stream-tickets` (with your "
            "token) for a one-minute ticket and pass `?ticket=`."
        ),
    )
    async def handler(
        match_id: FromPath[str],
        credentials: NamedDependency[Credentials | None],
        after: Annotated[int, QueryParameter(ge=0, le=MAX_VERSION)] = 0,
        ticket: Annotated[
            str | None, QueryParameter(max_length=200, description="from POST .../stream-tickets")
        ] = None,
        last_event_id: Annotated[str, HeaderParameter(name="Last-Event-ID", pattern=LAST_EVENT_ID)] = "",
    ) -> ASGIApp:
        holder = None
        if ticket is not None:
            read = await queries.seen(context, match_id, None)
            seat, key_id = tickets.redeem(read.record, ticket)
            read, holder = read._replace(seat=seat), (await context.auth.held(key_id)) if key_id else None
        else:
            read = await queries.seen(context, match_id, credentials)
            if credentials is not None and credentials.kind is not None:
                holder = await context.auth.holder(credentials)
        if context.hub.count >= context.hub.max_waiters:
            raise AtCapacity("This server holds as many streams as it may; try again shortly.")
        return EventStream(
            context,
            read.record,
            read.seat,
            resume_point(after, last_event_id),
            keepalive_s=settings.stream_keepalive_s,
            max_s=settings.stream_max_s,
            send_timeout_s=settings.stream_send_timeout_s,
        ).guarded(None if holder is None else Guard(holder, context.auth.check, settings.key_cache_s))

    return handler


def stream_ticket(routes: GameRoutes) -> RouteHandlerType:
    context, settings = routes.context, routes.settings

    @post(
        "/matches/{match_id:str}/stream-tickets",
        status_code=201,
        operation_id=routes.operation("stream_ticket"),
        tags=routes.tags,
        security=SEAT,
        responses=problems(400, 401, 404),
        summary="A one-minute ticket to open this match's stream as your seat from a browser",
        description="Keeps your seat token out of URLs and logs: the ticket names this match and your seat only.",
    )
    async def handler(match_id: FromPath[str], credentials: NamedDependency[Credentials | None]) -> StreamTicket:
        reading = required(credentials).reading()  # (a ticket only opens a stream: a read-only key may ask)
        read = await queries.seen(context, match_id, reading)
        assert read.seat is not None  # (credentials were given)
        key_id = "" if reading.kind is None else (await context.auth.holder(reading)).key_id
        issued, expires = tickets.issue(read.record, read.seat, settings.stream_ticket_ttl_s, key_id)
        return StreamTicket(ticket=issued, seat=read.seat, expires_at=dt.datetime.fromtimestamp(expires, dt.UTC))

    return handler
