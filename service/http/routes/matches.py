"""A game's match routes: create, list, view, legal actions, act, export, claim,
resign and abort. Each handler is built per game from the game's schemas, so the
OpenAPI document carries its real action, event and view types; it parses the
request and hands it to the application's command or query.

(No `from __future__ import annotations` here: the handlers' annotations are the
per-game types themselves, which litestar reads at registration and mypy cannot
know: hence their `type: ignore[valid-type]`.)
"""

from collections.abc import Awaitable, Callable
from typing import Annotated, Any, cast

import msgspec
from litestar import Request, Router, get, post
from litestar.di import NamedDependency
from litestar.params import FromPath, FromQuery, HeaderParameter, JSONBody, QueryParameter
from litestar.types import ASGIApp
from litestar.types.internal_types import RouteHandlerType

from service.application import act as acting
from service.application import claim as claiming
from service.application import create as creating
from service.application import leave, listings, queries
from service.application.auth import Credentials, required
from service.application.context import Context
from service.application.schemas import ActRequest, ClaimSeat, GameInfo, MatchPage, SeatClaimed
from service.http.direct import KEY_MAX_LENGTH, KEY_PATTERN, act_arguments, direct, legal_arguments
from service.http.paging import CURSOR, decode_cursor, encode_cursor
from service.http.responses import (
    MAX_VERSION,
    NOT_MODIFIED,
    EncodedJSON,
    NotModified,
    allow,
    etag,
    ok,
    problems,
    unchanged,
)
from service.http.routes.live import live_routes
from service.http.routes.per_game import GameRoutes
from service.http.security import OPTIONAL_PLAYER, SEAT, VIEWER
from service.records import MatchStatus
from service.settings import Settings

AnyRequest = Request[Any, Any, Any]


def game_router(context: Context, settings: Settings, more: list[RouteHandlerType]) -> Router:
    routes = GameRoutes(context, settings)
    handlers = [
        allow("/matches", "GET, OPTIONS, POST"),  # (first: service/http/responses.py)
        describe(routes),
        create_match(routes),
        list_matches(routes),
        get_match(routes),
        legal_actions(routes),
        act(routes),
        *live_routes(routes),
        export(routes),
        claim_seat(routes),
        resign(routes),
        abort(routes),
        *more,
    ]
    return Router(path=f"/games/{context.game.id}", route_handlers=handlers)


def game_info(context: Context) -> GameInfo:
    game = context.game
    return GameInfo(
        id=game.id,
        title=game.title,
        min_players=game.min_players,
        max_players=game.max_players,
        rules_version=game.rules_version,
        options_schema=msgspec.json.schema(game.options_type),
    )


def describe(routes: GameRoutes) -> RouteHandlerType:
    info, title = game_info(routes.context), routes.context.game.title

    @get(
        "/",
        operation_id=routes.operation("game"),
        tags=routes.tags,
        summary=f"{title}: players and options schema",
        description="How many players a match takes, the rules version new matches are dealt at, and the JSON "
        "Schema of the options a match may be created with.",
    )
    async def handler() -> GameInfo:
        return info

    return handler


def create_match(routes: GameRoutes) -> RouteHandlerType:
    context, title = routes.context, routes.context.game.title
    body = context.schemas.create

    @post(
        "/matches",
        status_code=201,
        operation_id=routes.operation("create_match"),
        tags=routes.tags,
        responses=problems(
            400, 401, 422, described={401: "The Authorization sent is not a known player key (bad-token)"}
        ),
        security=OPTIONAL_PLAYER,
        summary=f"Create a {title} match",
        description=(
            "Seat tokens are in this response only. A seat given as null is open: the match then waits "
            "(status `waiting`, nothing dealt) until every open seat is claimed (`POST .../seats/{seat}/claim`), "
            "and its token goes to its claimer. With a player key (`Authorization: Bearer tp_...`), name exactly "
            "one seat: it is bound to the player, whose key then acts for it, and carries the name the player "
            "registered (the name given for it is ignored). A `time_control` gives every seat "
            "a clock (`per_decision_s`, or `initial_s` with `increment_s`): a seat out of time loses (with "
            "one seat left playing) or turns zombie, as on resignation; views show `clocks`."
        ),
    )
    async def handler(
        data: JSONBody[body],  # type: ignore[valid-type]
        credentials: NamedDependency[Credentials | None],
    ) -> context.schemas.created:  # type: ignore[name-defined]
        return await creating.create(context, data, credentials)

    return handler


def list_matches(routes: GameRoutes) -> RouteHandlerType:
    context = routes.context

    @get(
        "/matches",
        operation_id=routes.operation("list_matches"),
        tags=routes.tags,
        responses=problems(400),
        summary=f"{context.game.title} matches, newest first",
        description=(
            "Every match of the game, anyone's, optionally of one `status`, a page at a time: pass "
            "`next_cursor` as `cursor` for the next (older) page."
        ),
    )
    async def handler(
        status: FromQuery[MatchStatus | None] = None,
        cursor: Annotated[
            str | None, QueryParameter(pattern=CURSOR, description="next_cursor of the previous page")
        ] = None,
        limit: Annotated[int, QueryParameter(ge=1, le=200)] = 50,
    ) -> MatchPage:
        page = await listings.matches(context, status, decode_cursor(cursor), limit)
        more = len(page) == limit
        return MatchPage(
            matches=page, next_cursor=encode_cursor(page[-1].created_at, page[-1].match_id) if more else None
        )

    return handler


def get_match(routes: GameRoutes) -> RouteHandlerType:
    context = routes.context

    @get(
        "/matches/{match_id:str}",
        operation_id=routes.operation("get_match"),
        tags=routes.tags,
        security=VIEWER,
        responses=ok(context.schemas.match) | NOT_MODIFIED | problems(400, 401, 404),
        summary="The match as your seat (or a spectator) sees it",
        description=(
            "The state at the match's version (or at `at`), as the viewer may see it: a seat token or "
            "player key of a seat sees that seat's hidden information, anyone else what a spectator sees. "
            "The ETag names the version and the viewer: send it as If-None-Match to get a 304 while "
            "nothing changed."
        ),
    )
    async def handler(
        request: AnyRequest,
        match_id: FromPath[str],
        credentials: NamedDependency[Credentials | None],
        at: Annotated[int | None, QueryParameter(ge=1, le=MAX_VERSION)] = None,
    ) -> ASGIApp:
        read = await queries.seen(context, match_id, credentials, at)
        record = read.record
        claimed = sum(not s.open for s in record.seats) if record.status == MatchStatus.WAITING else None
        changes = await queries.rating_changes(context, read)
        tag = etag(read.version, read.seat, record.status.ended, claimed, rated=changes is not None)
        if unchanged(request, tag):
            return NotModified(tag)
        return EncodedJSON(await queries.match(context, read, changes), tag)

    return handler


def legal_actions(routes: GameRoutes) -> RouteHandlerType:
    context = routes.context

    @get(
        "/matches/{match_id:str}/legal-actions",
        operation_id=routes.operation("legal_actions"),
        tags=routes.tags,
        security=SEAT,
        responses=ok(context.schemas.legal) | NOT_MODIFIED | problems(400, 401, 404),
        summary="Every action your seat may take now",
        description=(
            "The legal actions of the seat your credentials name, at the match's version (empty when it "
            "is not to move): send one of them with that `version` as `expected_version` to act. The ETag "
            "works as the view's does."
        ),
        middleware=[direct(legal_arguments)],
    )
    async def handler(
        request: AnyRequest, match_id: FromPath[str], credentials: NamedDependency[Credentials | None]
    ) -> ASGIApp:
        read = await queries.seen(context, match_id, required(credentials))
        seat = read.seat
        assert seat is not None  # (credentials were given)
        tag = etag(read.version, seat, False, 0 if read.record.status == MatchStatus.WAITING else None)
        if unchanged(request, tag):
            return NotModified(tag)
        return EncodedJSON(await queries.legal(context, read, seat), tag)

    return handler


def act(routes: GameRoutes) -> RouteHandlerType:
    context = routes.context
    body = context.schemas.act

    @post(
        "/matches/{match_id:str}/actions",
        status_code=200,
        operation_id=routes.operation("act"),
        tags=routes.tags,
        security=SEAT,
        responses=ok(context.schemas.acted) | problems(400, 401, 404, 409, 422),
        summary="Take an action",
        description=(
            "expected_version is the version your decision was based on. If the match has moved on since, "
            "the action still stands when your seat's legal actions are the same after every act since "
            "(options that went and came back did change; seats deciding at once do not collide); otherwise, "
            "or on a version between the events of one act, the answer is 409. With an Idempotency-Key, "
            "a retry returns the first response and never applies twice."
        ),
        middleware=[direct(act_arguments)],
    )
    async def handler(
        match_id: FromPath[str],
        data: JSONBody[body],  # type: ignore[valid-type]
        credentials: NamedDependency[Credentials | None],
        idempotency_key: Annotated[
            str | None,
            HeaderParameter(name="Idempotency-Key", min_length=1, max_length=KEY_MAX_LENGTH, pattern=KEY_PATTERN),
        ] = None,
    ) -> ASGIApp:
        request = cast(ActRequest, data)
        acted = await acting.act(
            context, match_id, required(credentials), request.action, request.expected_version, idempotency_key
        )
        return EncodedJSON(acted)

    return handler


def export(routes: GameRoutes) -> RouteHandlerType:
    context = routes.context

    @get(
        "/matches/{match_id:str}/export",
        operation_id=routes.operation("export"),
        tags=routes.tags,
        responses=problems(400, 404),
        summary="The match's public record, to check its shuffles against its seed",
        description=(
            "While the match runs: its seats, options, seed commitment and events as a spectator sees them. "
            "Once it has ended: every event in full, every action, and the seed; `tabletop verify FILE` "
            "(or `verify_export` in the client package) checks that the seed hashes to the commitment and "
            "replays the actions with the engines to re-derive every chance outcome."
        ),
    )
    async def handler(match_id: FromPath[str]) -> context.schemas.export:  # type: ignore[name-defined]
        return await queries.export(context, match_id)

    return handler


def claim_seat(routes: GameRoutes) -> RouteHandlerType:
    context = routes.context

    @post(
        "/matches/{match_id:str}/seats/{seat:int}/claim",
        status_code=200,
        operation_id=routes.operation("claim_seat"),
        tags=routes.tags,
        security=OPTIONAL_PLAYER,
        summary="Claim an open seat: its token is in this response only",
        responses=problems(
            400,
            described={
                401: "The Authorization sent is not a known player key (bad-token)",
                404: "No such match, or no such seat in it (not-found)",
                409: "The seat is taken, or the match no longer waits for players (seat-taken); the player key "
                "already holds a seat of this match (already-seated); the seats kept changing while the claim "
                "was stored (match-busy): send it again",
            },
        ),
        description=(
            "With a player key (`Authorization: Bearer tp_...`) the seat is bound to the player, whose key then "
            "acts for it, and carries the name the player registered (the body's `name` is then ignored). "
            "`entropy` is mixed into the seed as a creator's is, and shown to nobody before the match ends. "
            "The claim that takes the last open seat deals: the match is then `active` (or `finished`), at the "
            "version after its setup events."
        ),
    )
    async def handler(
        match_id: FromPath[str],
        seat: FromPath[int],
        data: JSONBody[ClaimSeat],
        credentials: NamedDependency[Credentials | None],
    ) -> SeatClaimed:
        return await claiming.claim(context, match_id, seat, data.name, data.entropy, credentials)

    return handler


def resign(routes: GameRoutes) -> RouteHandlerType:
    return leaving(
        routes,
        leave.resign,
        unprocessable="The match waits for its open seats (not-started), is over (match-over), or your seat has "
        "already left it (already-forfeited)",
        summary="Resign: leave the match",
        description=(
            "With one seat left playing, the match ends and that seat wins (in a 2-player game, the opponent): "
            "result.reason `resignation`. With more, your seat turns zombie: the server takes, whenever it is "
            "to move, the game's documented default action (the README lists them), and it ranks last."
        ),
    )


def abort(routes: GameRoutes) -> RouteHandlerType:
    return leaving(
        routes,
        leave.abort,
        unprocessable="The match is over (match-over), or play has begun (abort-too-late): resign instead",
        summary="Abort: call the match off before anyone has played",
        description=(
            "Any seat may abort a match before the first action after its deal, or while it waits for its "
            "open seats (it then leaves the lobby undealt): it becomes `aborted`, with no winner "
            "(result.reason `aborted`), and its seed is revealed."
        ),
    )


def leaving(
    routes: GameRoutes,
    command: Callable[[Context, str, Credentials], Awaitable[Any]],
    *,
    unprocessable: str,
    summary: str,
    description: str,
) -> RouteHandlerType:
    """A seat's way out of a match (`leave.resign`, `leave.abort`), at the command's name."""
    context, name = routes.context, command.__name__

    @post(
        f"/matches/{{match_id:str}}/{name}",
        status_code=200,
        operation_id=routes.operation(name),
        tags=routes.tags,
        security=SEAT,
        responses=ok(context.schemas.acted) | problems(400, 401, 404, 409, described={422: unprocessable}),
        summary=summary,
        description=description,
    )
    async def handler(match_id: FromPath[str], credentials: NamedDependency[Credentials | None]) -> ASGIApp:
        return EncodedJSON(await command(context, match_id, required(credentials)))

    return handler
