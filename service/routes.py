"""HTTP routes. Per game, the handlers are built from the game's schemas so the
OpenAPI document carries its real action, event and view types.

(No `from __future__ import annotations` here: the handlers' annotations are
the per-game types themselves, and litestar reads them at registration.)
"""

import datetime as dt
from http import HTTPStatus
from typing import Annotated, Any

import msgspec
from litestar import Request, Response, Router, get, post, route
from litestar.enums import HttpMethod
from litestar.openapi.datastructures import ResponseSpec
from litestar.params import FromPath, FromQuery, HeaderParameter, JSONBody, QueryParameter
from litestar.types import ASGIApp, Receive, Scope, Send

from engines.core import Game
from engines.core import table as tables
from engines.core.seeds import LEGACY, commitment
from service import tickets
from service.errors import CATALOGUE, AtCapacity, NotFound, Problem, ProblemType, Unauthorized
from service.hub import Hub
from service.matches import ENDED, WAITING, Matches, hash_token, seat_token
from service.players import is_player_key
from service.schemas import (
    ClaimSeat, GameInfo, GameSchemas, MatchPage, MatchStatus, MatchSummary, NewPlayer, PlayerCreated, PlayerMatch,
    PlayerMatchPage, SeatClaimed, StreamTicket,
)
from service.settings import Settings
from service.streams import EventStream, MatchFrame, resume_point

BEARER = [{"bearer": []}]
MAX_VERSION = 2**31 - 1  # versions are 32-bit integers in the store
OPTIONAL_BEARER = [{}, {"bearer": []}]


def problems(*statuses: int, described: dict[int, str] | None = None) -> dict[int, ResponseSpec]:
    """Problem responses of these statuses, described as DESCRIPTIONS does or, for an
    operation whose refusals of a status differ, as `described` says."""
    described = described or {}
    return {
        status: ResponseSpec(
            Problem, description=described.get(status, DESCRIPTIONS[status]), media_type="application/problem+json",
            generate_examples=False,
        )
        for status in sorted({*statuses, *described})
    }


def ok(body: type) -> dict[int, ResponseSpec]:
    """The 200 response of a handler that answers with `EncodedJSON`, described as
    litestar describes the responses it renders."""
    return {200: ResponseSpec(body, description=HTTPStatus.OK.description, generate_examples=False)}


JSON = msgspec.json.Encoder()


class EncodedJSON:
    """A 200 JSON response the handler encoded, sent as it is.

    Litestar passes an ASGI application returned by a handler straight through
    ("Returning ASGI Applications" in its guide), skipping its Response machinery:
    measured, that machinery costs 82k instructions per act, about as much as
    deciding the move and viewing the table. The two routes a bot calls at every
    move answer this way; their body's type is documented by `ok()`, and everything
    before the response (parameters, validation, refusals) stays litestar's."""

    __slots__ = ("body", "etag")

    def __init__(self, content: Any, etag: str | None = None) -> None:
        self.body = JSON.encode(content)
        self.etag = etag

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        headers = [(b"content-type", b"application/json"), (b"content-length", str(len(self.body)).encode())]
        if self.etag:
            headers.append((b"etag", self.etag.encode()))
        await send({"type": "http.response.start", "status": 200, "headers": headers})
        await send({"type": "http.response.body", "body": self.body})


class NotModified:
    """304: the client's copy (named by If-None-Match) is still the match as it is."""

    def __init__(self, etag: str) -> None:
        self.etag = etag

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        await send({"type": "http.response.start", "status": 304, "headers": [(b"etag", self.etag.encode())]})
        await send({"type": "http.response.body", "body": b""})


def etag(version: int, viewer: int | None, ended: bool, claimed: int | None = None) -> str:
    """What a view depends on: its version and its viewer, and (for a past version)
    whether the match has ended since, which reveals its seed; while the match waits
    (at version 0), how many seats are claimed."""
    waiting = "" if claimed is None else f"-w{claimed}"
    return f'"{version}-{"s" if viewer is None else viewer}{"-ended" if ended else ""}{waiting}"'


def unchanged(request: Request, tag: str) -> bool:
    """Whether If-None-Match names this ETag (a view not to be sent again)."""
    wanted = request.headers.get("if-none-match")
    return bool(wanted) and (wanted.strip() == "*" or tag in (t.strip().removeprefix("W/") for t in wanted.split(",")))


NOT_MODIFIED = {304: ResponseSpec(None, description="Not modified: your copy (If-None-Match) is current")}


# What each status means here; a problem's `code` says exactly which refusal it is.
DESCRIPTIONS = {
    400: "Malformed request (malformed)",
    401: "Missing or unknown seat token (bad-token)",
    404: "Unknown game, match, version or problem code (not-found)",
    409: "expected_version is stale and what your seat may do has changed since (stale-version: the body gives "
         "current_version), or the match kept changing while the action was applied (match-busy)",
    503: "The database cannot be reached (unavailable), or the server holds all the streams it may (at-capacity); "
         "see Retry-After",
    422: "Refused by the rules or the server's settings: acting, not-your-turn, illegal-action, match-over, "
         "not-started, seat-forfeited or idempotency-key-reused; creating, options-refused, seed-refused, "
         "entropy-mismatch, one-seat-per-player or time-control-refused",
}


def game_info(game: Game) -> GameInfo:
    return GameInfo(
        id=game.id,
        title=game.title,
        min_players=game.min_players,
        max_players=game.max_players,
        rules_version=game.rules_version,
        options_schema=msgspec.json.schema(game.options_type),
    )


# A page's cursor names the last match shown: its creation time in microseconds
# since the epoch, and its id. Any text of this form is a valid position (the
# next page starts after it), so the document's pattern is the whole contract.
CURSOR = r"^[0-9]{1,17}-[0-9a-f]{32}$"  # 17 digits: up to the year 5138, inside datetime's range
EPOCH = dt.datetime(1970, 1, 1, tzinfo=dt.timezone.utc)


def encode_cursor(summary: MatchSummary) -> str:
    return f"{(summary.created_at - EPOCH) // dt.timedelta(microseconds=1)}-{summary.match_id}"


def encode_position(created_at: dt.datetime, match_id: str) -> str:
    return f"{(created_at - EPOCH) // dt.timedelta(microseconds=1)}-{match_id}"


def decode_cursor(cursor: str) -> tuple[dt.datetime, str]:
    micros, _, match_id = cursor.partition("-")
    return EPOCH + dt.timedelta(microseconds=int(micros)), match_id


def summary_fields(record: Any) -> dict[str, Any]:
    """A match's summary in listings (open seats as null names)."""
    return dict(
        match_id=record.id, game=record.game, rules_version=record.rules_version, status=record.status,
        version=record.version, created_at=record.created_at, seats=[seat.name for seat in record.seats],
        seed_source=record.seed_source, seed_commitment=None if record.seed_source == LEGACY else commitment(record.seed),
    )


def game_router(game: Game, matches: Matches, hub: Hub, settings: Settings) -> Router:
    s: GameSchemas = matches.schemas
    info = game_info(game)
    tags = [game.title]
    opid = f"{game.id}_"

    @get("/", operation_id=opid + "game", tags=tags, summary=f"{game.title}: players and options schema")
    async def describe() -> GameInfo:
        return info

    @post("/matches", status_code=201, operation_id=opid + "create_match", tags=tags, responses=problems(400, 401, 422,
          described={401: "The Authorization sent is not a known player key (bad-token)"}),
          security=OPTIONAL_BEARER, summary=f"Create a {game.title} match", description=(
              "Seat tokens are in this response only. A seat given as null is open: the match then waits "
              "(status `waiting`, nothing dealt) until every open seat is claimed (`POST .../seats/{seat}/claim`), "
              "and its token goes to its claimer. With a player key (`Authorization: Bearer tp_...`), name exactly "
              "one seat: it is bound to the player, whose key then acts for it. A `time_control` gives every seat "
              "a clock (`per_decision_s`, or `initial_s` with `increment_s`): a seat out of time loses (with "
              "one seat left playing) or turns zombie, as on resignation; views show `clocks`."))
    async def create_match(request: Request, data: JSONBody[s.create]) -> s.created:
        return await matches.create(data.seats, data.seed, data.options, data.entropy,
                                    request.headers.get("authorization"), data.time_control)

    # Litestar builds a path's OPTIONS answer when its first handler is registered and
    # does not update it for the next (Allow then lists one method); declared here,
    # first, it lists both.
    @route("/matches", http_method=HttpMethod.OPTIONS, include_in_schema=False)
    async def matches_options() -> Response:
        return Response(None, status_code=204, headers={"Allow": "GET, OPTIONS, POST"})

    @get("/matches", operation_id=opid + "list_matches", tags=tags, responses=problems(400),
         summary=f"{game.title} matches, newest first")
    async def list_matches(
        status: FromQuery[MatchStatus | None] = None,
        cursor: Annotated[str | None, QueryParameter(pattern=CURSOR, description="next_cursor of the previous page")] = None,
        limit: Annotated[int, QueryParameter(ge=1, le=200)] = 50,
    ) -> MatchPage:
        before = decode_cursor(cursor) if cursor else None
        records = await matches.store.list_matches(game.id, status, before, limit)
        page = [MatchSummary(**summary_fields(r)) for r in records]
        more = len(page) == limit
        return MatchPage(matches=page, next_cursor=encode_cursor(page[-1]) if more else None)

    @get("/matches/{match_id:str}", operation_id=opid + "get_match", tags=tags, security=OPTIONAL_BEARER,
         responses=ok(s.match) | NOT_MODIFIED | problems(400, 401, 404),
         summary="The match as your seat (or a spectator) sees it")
    async def get_match(
        request: Request, match_id: FromPath[str], at: Annotated[int | None, QueryParameter(ge=1, le=MAX_VERSION)] = None
    ) -> ASGIApp:
        record = await matches.record(match_id)
        seat = await matches.seat(record, request.headers.get("authorization"), required=False)
        version = record.version if at is None else at
        if version > record.version:
            raise NotFound(f"This match is at version {record.version}; version {at} does not exist yet.")
        claimed = sum(not s.open for s in record.seats) if record.status == WAITING else None
        tag = etag(version, seat, record.status in ENDED, claimed)
        if unchanged(request, tag):
            return NotModified(tag)
        state = await matches.state(record, version)
        return EncodedJSON(s.match(**matches.view(record, version, state, seat)), tag)

    @get("/matches/{match_id:str}/legal-actions", operation_id=opid + "legal_actions", tags=tags, security=BEARER,
         responses=ok(s.legal) | NOT_MODIFIED | problems(400, 401, 404),
         summary="Every action your seat may take now")
    async def legal_actions(request: Request, match_id: FromPath[str]) -> ASGIApp:
        seat_token(request.headers.get("authorization"))
        record = await matches.record(match_id)
        seat = await matches.seat(record, request.headers.get("authorization"), required=True)
        tag = etag(record.version, seat, False, 0 if record.status == WAITING else None)
        if unchanged(request, tag):
            return NotModified(tag)
        if record.status == WAITING:  # nothing dealt: nobody may act yet
            return EncodedJSON(s.legal(version=record.version, seat=seat, actions=[]), tag)
        state = await matches.state(record, record.version)
        return EncodedJSON(s.legal(version=record.version, seat=seat, actions=tables.legal_actions(game, state, seat)), tag)

    @post("/matches/{match_id:str}/actions", status_code=200, operation_id=opid + "act", tags=tags, security=BEARER,
          responses=ok(s.acted) | problems(400, 401, 404, 409, 422), summary="Take an action",
          description=(
              "expected_version is the version your decision was based on. If the match has moved on since, "
              "the action still stands when your seat's legal actions are the same after every act since "
              "(options that went and came back did change; seats deciding at once do not collide); otherwise, "
              "or on a version between the events of one act, the answer is 409. With an Idempotency-Key, "
              "a retry returns the first response and never applies twice."))
    async def act(
        request: Request,
        match_id: FromPath[str],
        data: JSONBody[s.act],
        idempotency_key: Annotated[
            str | None, HeaderParameter(name="Idempotency-Key", min_length=1, max_length=200, pattern=r"^[!-~]+$")
        ] = None,
    ) -> ASGIApp:
        seat_token(request.headers.get("authorization"))
        return EncodedJSON(await matches.act(
            match_id, request.headers.get("authorization"), data.action, data.expected_version, idempotency_key
        ))

    @get("/matches/{match_id:str}/events", operation_id=opid + "events", tags=tags, security=OPTIONAL_BEARER,
         responses=problems(400, 401, 404), summary="The match's events as your seat (or a spectator) may see them")
    async def events(
        request: Request,
        match_id: FromPath[str],
        after: Annotated[int, QueryParameter(ge=0, le=MAX_VERSION)] = 0,
        limit: Annotated[int, QueryParameter(ge=1, le=1000)] = 100,
        wait: Annotated[int, QueryParameter(ge=0, le=60, description=(
            "Seconds to wait for an event after `after` when there is none yet (a long-poll): the answer "
            "comes as soon as one is committed, on any instance, or empty after this long."))] = 0,
    ) -> s.event_page:
        record = await matches.record(match_id)
        seat = await matches.seat(record, request.headers.get("authorization"), required=False)
        record = await matches.moved_past(record, after, wait)
        return s.event_page(version=record.version, events=await matches.events(record, seat, after, limit))

    @get("/matches/{match_id:str}/stream", operation_id=opid + "stream", tags=tags, security=OPTIONAL_BEARER,
         # (what the frames' data carry: service/openapi.py describes the frames)
         responses={200: ResponseSpec(s.event_record | MatchFrame, description="Server-Sent Events",
                                      media_type="text/event-stream", generate_examples=False)}
         | problems(400, 401, 404, 503),
         summary="The match's events as they happen (Server-Sent Events)",
         description=(
             "Each event comes as `id:` (the version after it), `event:` (its type) and `data:` (the record "
             "`/events` gives, as your seat or a spectator may see it); after each batch an `event: match` "
             "frame gives `version`, `to_move`, `status` and `forfeited`. Resume with `Last-Event-ID` or `?after=N`. "
             "A comment every 15 s keeps the connection open; the stream ends after a finished match's last "
             "events. A browser's EventSource cannot send a header: ask `POST .../stream-tickets` (with your "
             "token) for a one-minute ticket and pass `?ticket=`."))
    async def stream(
        request: Request,
        match_id: FromPath[str],
        after: Annotated[int, QueryParameter(ge=0, le=MAX_VERSION)] = 0,
        ticket: Annotated[str | None, QueryParameter(max_length=200, description="from POST .../stream-tickets")] = None,
        last_event_id: Annotated[str | None, HeaderParameter(name="Last-Event-ID", max_length=20)] = None,
    ) -> ASGIApp:
        record = await matches.record(match_id)
        if ticket is not None:
            seat = tickets.redeem(record, ticket)
        else:
            seat = await matches.seat(record, request.headers.get("authorization"), required=False)
        if hub.count >= hub.max_waiters:
            raise AtCapacity("This server holds as many streams as it may; try again shortly.")
        return EventStream(matches, hub, record, seat, resume_point(after, last_event_id),
                           keepalive_s=settings.stream_keepalive_s, max_s=settings.stream_max_s,
                           send_timeout_s=settings.stream_send_timeout_s)

    @post("/matches/{match_id:str}/stream-tickets", status_code=201, operation_id=opid + "stream_ticket", tags=tags,
          security=BEARER, responses=problems(400, 401, 404),
          summary="A one-minute ticket to open this match's stream as your seat from a browser",
          description="Keeps your seat token out of URLs and logs: the ticket names this match and your seat only.")
    async def stream_ticket(request: Request, match_id: FromPath[str]) -> StreamTicket:
        seat_token(request.headers.get("authorization"))
        record = await matches.record(match_id)
        seat = await matches.seat(record, request.headers.get("authorization"), required=True)
        issued, expires = tickets.issue(record, seat, settings.stream_ticket_ttl_s)
        return StreamTicket(ticket=issued, seat=seat, expires_at=dt.datetime.fromtimestamp(expires, dt.timezone.utc))

    @get("/matches/{match_id:str}/export", operation_id=opid + "export", tags=tags, responses=problems(400, 404),
         summary="The match's public record, to check its shuffles against its seed",
         description=(
             "While the match runs: its seats, options, seed commitment and events as a spectator sees them. "
             "Once it has ended: every event in full, every action, and the seed; `tabletop verify FILE` "
             "(or `verify_export` in the client package) checks that the seed hashes to the commitment and "
             "replays the actions with the engines to re-derive every chance outcome."))
    async def export(match_id: FromPath[str]) -> s.export:
        return await matches.export(await matches.record(match_id))

    @post("/matches/{match_id:str}/seats/{seat:int}/claim", status_code=200, operation_id=opid + "claim_seat",
          tags=tags, security=OPTIONAL_BEARER, summary="Claim an open seat: its token is in this response only",
          responses=problems(400, described={
              401: "The Authorization sent is not a known player key (bad-token)",
              404: "No such match, or no such seat in it (not-found)",
              409: "The seat is taken, or the match no longer waits for players (seat-taken); the player key "
                   "already holds a seat of this match (already-seated); the seats kept changing while the claim "
                   "was stored (match-busy): send it again",
          }),
          description=(
              "With a player key (`Authorization: Bearer tp_...`) the seat is bound to the player, whose key then "
              "acts for it. `entropy` is mixed into the seed as a creator's is. The claim that takes the last open "
              "seat deals: the match is then `active` (or `finished`), at the version after its setup events."))
    async def claim_seat(request: Request, match_id: FromPath[str], seat: FromPath[int],
                         data: JSONBody[ClaimSeat]) -> SeatClaimed:
        return await matches.claim(match_id, seat, data.name, data.entropy, request.headers.get("authorization"))

    @post("/matches/{match_id:str}/resign", status_code=200, operation_id=opid + "resign", tags=tags,
          security=BEARER, responses=ok(s.acted) | problems(400, 401, 404, 409, described={
              422: "The match waits for its open seats (not-started), is over (match-over), or your seat has "
                   "already left it (already-forfeited)"}),
          summary="Resign: leave the match",
          description=(
              "With one seat left playing, the match ends and that seat wins (in a 2-player game, the opponent): "
              "result.reason `resignation`. With more, your seat turns zombie: the server takes, whenever it is "
              "to move, the game's documented default action (the README lists them), and it ranks last."))
    async def resign(request: Request, match_id: FromPath[str]) -> ASGIApp:
        seat_token(request.headers.get("authorization"))
        return EncodedJSON(await matches.resign(match_id, request.headers.get("authorization")))

    @post("/matches/{match_id:str}/abort", status_code=200, operation_id=opid + "abort", tags=tags,
          security=BEARER, responses=ok(s.acted) | problems(400, 401, 404, 409, described={
              422: "The match is over (match-over), or play has begun (abort-too-late): resign instead"}),
          summary="Abort: call the match off before anyone has played",
          description=(
              "Any seat may abort a match before the first action after its deal, or while it waits for its "
              "open seats (it then leaves the lobby undealt): it becomes `aborted`, with no winner "
              "(result.reason `aborted`), and its seed is revealed."))
    async def abort(request: Request, match_id: FromPath[str]) -> ASGIApp:
        seat_token(request.headers.get("authorization"))
        return EncodedJSON(await matches.abort(match_id, request.headers.get("authorization")))

    handlers = [
        matches_options, describe, create_match, list_matches, get_match, legal_actions, act, events, stream,
        stream_ticket, export, claim_seat, resign, abort,
    ]
    return Router(path=f"/games/{game.id}", route_handlers=handlers)


def catalogue_router(games: dict[str, Game]) -> Router:
    infos = [game_info(game) for game in games.values()]

    @get("/", operation_id="list_games", tags=["Games"], summary="The hosted games")
    async def list_games() -> list[GameInfo]:
        return infos

    # Each hosted game answers at its own /games/<id> (see game_router); any other
    # name lands here.
    @get("/{game:str}", operation_id="unknown_game", tags=["Games"], responses=problems(404),
         summary="Any other game id: 404", include_in_schema=False)
    async def unknown_game(game: FromPath[str]) -> None:
        raise NotFound(f"There is no game '{game}'; hosted games are {', '.join(games)}.")

    return Router(path="/games", route_handlers=[list_games, unknown_game])


def problem_types_router() -> Router:
    """What each problem `code` means: a problem's `type` is `/problems/<code>`."""
    kinds = sorted(CATALOGUE.values(), key=lambda kind: (kind.status_code, kind.code))
    described = {kind.code: kind.problem_type() for kind in kinds}

    @get("/", operation_id="list_problem_types", tags=["Problems"], summary="Every problem code the server answers with")
    async def list_problem_types() -> list[ProblemType]:
        return list(described.values())

    @get("/{code:str}", operation_id="problem_type", tags=["Problems"], responses=problems(404),
         summary="What a problem code means (a problem's `type` names this)")
    async def problem_type(code: FromPath[str]) -> ProblemType:
        if code not in described:
            raise NotFound(f"There is no problem code '{code[:40]}'; GET /problems lists them.")
        return described[code]

    return Router(path="/problems", route_handlers=[list_problem_types, problem_type])




def players_router(by_game: dict[str, Matches]) -> Router:
    """Player keys, and each player's matches across games."""
    any_game = next(iter(by_game.values()))
    store, players = any_game.store, any_game.players
    tags = ["Players"]

    @post("/", status_code=201, operation_id="register_player", tags=tags, responses=problems(400),
          summary="Register a player: the key is in this response only",
          description=(
              "Send the key as `Authorization: Bearer <key>` when creating a match or claiming a seat to bind "
              "the seat to you; it then acts for that seat as its seat token does, and lists your matches "
              "(`GET /players/me/matches`). It is stored hashed and cannot be shown again."))
    async def register_player(data: JSONBody[NewPlayer]) -> PlayerCreated:
        player, key = await players.register(data.name)
        return PlayerCreated(player_id=player.id, name=player.name, key=key)

    @get("/me/matches", operation_id="my_matches", tags=tags, security=BEARER,
         responses=problems(400, described={401: "A player key is needed (bad-token)"}),
         summary="Your matches (by player key), newest first, and which wait on you")
    async def my_matches(
        request: Request,
        status: FromQuery[MatchStatus | None] = None,
        my_turn: Annotated[bool | None, QueryParameter(description=(
            "true: only the matches whose seats to move include yours; false: only the others"))] = None,
        cursor: Annotated[str | None, QueryParameter(pattern=CURSOR, description="next_cursor of the previous page")] = None,
        limit: Annotated[int, QueryParameter(ge=1, le=200)] = 50,
    ) -> PlayerMatchPage:
        token = seat_token(request.headers.get("authorization"))
        if not is_player_key(token):
            raise Unauthorized("This lists a player's matches: send a player key (POST /players gives one).")
        player = await players.by_key(hash_token(token))
        any_game.seated.add(hash_token(token))
        if my_turn and status not in (None, MatchStatus.ACTIVE):
            return PlayerMatchPage(matches=[], next_cursor=None)  # only an active match waits on anyone
        wanted = MatchStatus.ACTIVE if my_turn else status
        before = decode_cursor(cursor) if cursor else None
        page: list[PlayerMatch] = []
        # With my_turn, rows are read a page at a time until `limit` of them fit; the
        # cursor names the last row read, so the next page goes on from there.
        more = True
        while more and len(page) < limit:
            rows = await store.player_matches(player.id, wanted, before, limit)
            more = len(rows) == limit
            for record, seat in rows:
                matches = by_game.get(record.game)
                to_move: list[int] = []
                if matches is not None and record.status not in (WAITING, *ENDED):
                    to_move = tables.to_move(matches.game, await matches.state(record, record.version))
                mine = seat in to_move
                if my_turn is None or my_turn == mine:
                    page.append(PlayerMatch(**summary_fields(record), seat=seat, to_move=to_move, my_turn=mine))
                before = (record.created_at, record.id)
                if len(page) == limit:
                    break
        # a full page may have more after it (as in list_matches)
        next_cursor = encode_position(*before) if len(page) == limit and before else None
        return PlayerMatchPage(matches=page, next_cursor=next_cursor)

    return Router(path="/players", route_handlers=[register_player, my_matches])
