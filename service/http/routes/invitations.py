"""Challenges, seeks and a player's stream: the routes (the commands are in
service/application/challenges.py, seeks.py and player_stream.py).

(No `from __future__ import annotations`: see service/http/routes/matches.py.)
"""

import datetime as dt
from typing import Annotated, Any

from litestar import Router, delete, get, post
from litestar.di import NamedDependency
from litestar.openapi.datastructures import ResponseSpec
from litestar.params import FromPath, HeaderParameter, JSONBody, QueryParameter
from litestar.types import ASGIApp
from litestar.types.internal_types import RouteHandlerType

from service.application import challenges, seeks, tickets
from service.application.auth import Credentials, required
from service.application.invitations import Lobby
from service.application.lobby_schemas import (
    AcceptChallenge,
    ChallengeEndedFrame,
    DeclineChallenge,
    MatchFinishedFrame,
    PlayerTicket,
    StreamOpened,
)
from service.errors import AtCapacity
from service.http.player_stream import PlayerStream
from service.http.responses import allow, problems
from service.http.routes.per_game import GameRoutes
from service.http.security import OPTIONAL_PLAYER, PLAYER
from service.http.streams import LAST_EVENT_ID, Guard, resume_point
from service.settings import Settings

CHALLENGES, PLAYERS = ["Challenges"], ["Players"]  # the tags of the challenges' and the player's stream's routes
KEY_NEEDED = "A player key is needed (bad-token)"
ANSWER = problems(
    400,
    described={
        401: KEY_NEEDED,
        403: "You are not asked by this challenge (not-yours)",
        404: "No such challenge (not-found)",
        409: "The challenge has ended (challenge-ended), or kept changing while your answer was stored (match-busy)",
    },
)


def union(types: list[Any]) -> Any:
    """The union of the games' types (a tagged union: each names its game)."""
    united = types[0]
    for more in types[1:]:
        united = united | more
    return united


def challenges_router(lobby: Lobby) -> Router:
    schemas = [context.schemas for context in lobby.by_game.values()]
    challenge = union([s.lobby.challenge for s in schemas])
    create = create_challenge_route(lobby, union([s.lobby.new_challenge for s in schemas]), challenge)
    accept, decline = answer_routes(lobby, challenge)
    read, cancel = read_challenge_route(lobby, challenge), cancel_challenge_route(lobby, challenge)
    return Router(path="/challenges", route_handlers=[create, read, accept, decline, cancel])


def create_challenge_route(lobby: Lobby, new_challenge: Any, challenge: Any) -> RouteHandlerType:
    @post(
        "/",
        status_code=201,
        operation_id="challenge",
        tags=CHALLENGES,
        security=PLAYER,
        responses=problems(
            400,
            described={
                401: KEY_NEEDED,
                404: "An opponent is no registered player (unknown-player)",
                422: "Yourself or a player twice among the opponents, "
                "`seats` not ordering exactly these players (challenge-refused); options-refused; time-control-refused",
                429: "You have as many challenges open as a player may (too-many-challenges)",
            },
        ),
        summary="Challenge players by id to a match",
        description=(
            "Each opponent hears of it on his stream (`challenge`) and accepts or declines; you may cancel it. It "
            "expires unanswered after TABLETOP_CHALLENGE_TTL_S. Once every opponent has accepted, the match is "
            "made, dealt with every player's `entropy` mixed into the server's seed, its seats in the order of "
            "`seats` (drawn if null), each bound to its player, whose key acts for it: each hears `match-started`."
        ),
    )
    async def create(
        data: JSONBody[new_challenge],
        credentials: NamedDependency[Credentials | None],
    ) -> challenge:
        return await challenges.challenge(lobby, data, credentials)

    return create


def read_challenge_route(lobby: Lobby, challenge: Any) -> RouteHandlerType:
    @get(
        "/{challenge_id:str}",
        operation_id="get_challenge",
        tags=CHALLENGES,
        security=PLAYER,
        responses=problems(
            400,
            described={
                401: KEY_NEEDED,
                403: "A challenge between others (not-yours)",
                404: "No such challenge (not-found)",
            },
        ),
        summary="A challenge you made or were asked by",
        description=(
            "Its status, each opponent's answer, and, once every opponent has accepted, the `match_id` of "
            "the match it made."
        ),
    )
    async def read(challenge_id: FromPath[str], credentials: NamedDependency[Credentials | None]) -> challenge:
        return await challenges.read(lobby, challenge_id, credentials)

    return read


def answer_routes(lobby: Lobby, challenge: Any) -> tuple[RouteHandlerType, RouteHandlerType]:
    """An opponent's answers: accept, decline."""

    @post(
        "/{challenge_id:str}/accept",
        status_code=200,
        operation_id="accept_challenge",
        tags=CHALLENGES,
        security=PLAYER,
        responses=ANSWER,
        summary="Accept a challenge you were asked by (the last acceptance makes the match)",
        description=(
            "The body (optional) may give `entropy`, mixed into the match's seed as every player's. The "
            "last acceptance deals the match, in the same transaction: each player hears `match-started` "
            "on his stream, and his key acts for his seat. Accepting again changes nothing."
        ),
    )
    async def accept(
        challenge_id: FromPath[str],
        credentials: NamedDependency[Credentials | None],
        data: JSONBody[AcceptChallenge | None] = None,
    ) -> challenge:
        return await challenges.accept(lobby, challenge_id, None if data is None else data.entropy, credentials)

    @post(
        "/{challenge_id:str}/decline",
        status_code=200,
        operation_id="decline_challenge",
        tags=CHALLENGES,
        security=PLAYER,
        responses=ANSWER,
        summary="Decline a challenge you were asked by (it ends for everyone)",
        description=(
            "The body (optional) may give a `reason`, told to the challenger. The challenge ends as "
            "declined: every player concerned hears `challenge-ended`."
        ),
    )
    async def decline(
        challenge_id: FromPath[str],
        credentials: NamedDependency[Credentials | None],
        data: JSONBody[DeclineChallenge | None] = None,
    ) -> challenge:
        return await challenges.decline(lobby, challenge_id, None if data is None else data.reason, credentials)

    return accept, decline


def cancel_challenge_route(lobby: Lobby, challenge: Any) -> RouteHandlerType:
    @post(
        "/{challenge_id:str}/cancel",
        status_code=200,
        operation_id="cancel_challenge",
        tags=CHALLENGES,
        security=PLAYER,
        responses=problems(
            400,
            described={
                401: KEY_NEEDED,
                403: "Only the challenger may cancel (not-yours)",
                404: "No such challenge (not-found)",
                409: "The challenge has ended (challenge-ended)",
            },
        ),
        summary="Cancel a challenge you made",
        description=(
            "Only its challenger may, while it is open: it ends as cancelled, and every player concerned "
            "hears `challenge-ended`."
        ),
    )
    async def cancel(challenge_id: FromPath[str], credentials: NamedDependency[Credentials | None]) -> challenge:
        return await challenges.cancel(lobby, challenge_id, credentials)

    return cancel


def seek_route(routes: GameRoutes, lobby: Lobby) -> RouteHandlerType:
    context, title = routes.context, routes.context.game.title

    @post(
        "/seeks",
        status_code=201,
        operation_id=routes.operation("seek"),
        tags=routes.tags,
        security=PLAYER,
        responses=problems(
            400,
            described={
                401: KEY_NEEDED,
                422: "You already seek on these terms (already-seeking); options-refused; time-control-refused",
            },
        ),
        summary=f"Seek opponents for a {title} match",
        description=(
            "The seek waits in its pool (this game, seat count, options and time control) until enough players "
            "seek the same; the first come are then seated in a match (seats drawn), each hearing `match-started` "
            "on his stream. The answer shows `match_id` if this seek completed a table. A seek lives "
            "TABLETOP_SEEK_TTL_S; while your stream (GET /players/me/stream) is open it lives as long as the "
            "stream (and TABLETOP_SEEK_GRACE_S after)."
        ),
    )
    async def handler(
        data: JSONBody[context.schemas.lobby.new_seek],  # type: ignore[name-defined]
        credentials: NamedDependency[Credentials | None],
    ) -> context.schemas.lobby.seek:  # type: ignore[name-defined]
        return await seeks.seek(lobby, context, data, credentials)

    return handler


def seeks_router(lobby: Lobby) -> Router:
    tags = ["Seeks"]
    seek = union([context.schemas.lobby.seek for context in lobby.by_game.values()])
    own = {401: KEY_NEEDED, 403: "Another player's seek (not-yours)", 404: "No such seek (not-found)"}

    @get(
        "/{seek_id:str}",
        operation_id="get_seek",
        tags=tags,
        security=PLAYER,
        responses=problems(400, described=own),
        summary="A seek of yours (its match_id once paired)",
        description=(
            "Its game, options and rating range as it stands (a range widens while it waits), when it "
            "expires, and the match it was paired into, if any."
        ),
    )
    async def read(seek_id: FromPath[str], credentials: NamedDependency[Credentials | None]) -> seek:  # type: ignore[valid-type]
        return await seeks.read(lobby, seek_id, credentials)  # type: ignore[no-any-return]

    @delete(
        "/{seek_id:str}",
        operation_id="withdraw_seek",
        tags=tags,
        security=PLAYER,
        responses=problems(400, described=own | {409: "Already paired into a match (seek-paired)"}),
        summary="Withdraw a seek of yours that waits",
        description=(
            "It leaves its pool at once; a seek already paired into a match cannot be withdrawn (409, seek-paired)."
        ),
    )
    async def withdraw(seek_id: FromPath[str], credentials: NamedDependency[Credentials | None]) -> None:
        await seeks.withdraw(lobby, seek_id, credentials)

    return Router(path="/seeks", route_handlers=[allow("/{seek_id:str}", "DELETE, GET, OPTIONS"), read, withdraw])


def player_stream_routes(lobby: Lobby, settings: Settings) -> list[RouteHandlerType]:
    return [stream_route(lobby, settings), stream_ticket_route(lobby, settings)]


def frames(lobby: Lobby) -> Any:
    """Every frame a player's stream may send."""
    schemas = [context.schemas for context in lobby.by_game.values()]
    return union(
        [
            *(s.lobby.challenge for s in schemas),
            ChallengeEndedFrame,
            *(s.lobby.started for s in schemas),
            *(s.lobby.turn for s in schemas),
            MatchFinishedFrame,
            StreamOpened,
        ]
    )


def stream_route(lobby: Lobby, settings: Settings) -> RouteHandlerType:
    @get(
        "/me/stream",
        operation_id="my_stream",
        tags=PLAYERS,
        security=OPTIONAL_PLAYER,
        responses={
            200: ResponseSpec(
                frames(lobby), description="Server-Sent Events", media_type="text/event-stream", generate_examples=False
            )
        }
        | problems(400, 503, described={401: "A player key or a ticket is needed (bad-token)"}),
        summary="Everything that concerns you, as it happens (Server-Sent Events)",
        description=(
            "Frames (`event:`, with JSON `data:`): `challenge` (one you made or were asked by, while it is open, "
            "again after each acceptance), `challenge-ended` (accepted, declined, cancelled or expired), "
            "`match-started` (a match of yours was dealt: your seat, the seats, options and time control; your "
            "key acts for the seat), `turn` (a match waits on your seat at `version`: its legal actions then, "
            "and your deadline when timed), `match-finished` (the result). Opened without Last-Event-ID it "
            "begins with your state now: your open challenges, a `match-started` for each active match of "
            "yours and a `turn` for each that waits on you, without ids, then `opened` (`head`), whose id is "
            "where your stream stood. Every other frame's `id` is its place in your stream: "
            "reconnect with `Last-Event-ID` to resume with nothing lost or repeated, on any "
            "instance (`Last-Event-ID: 0` reads your stream from its start). A comment every 15 s keeps it "
            "open. From a browser: `POST /players/me/stream-tickets` "
            "and `?ticket=`."
        ),
    )
    async def stream(
        credentials: NamedDependency[Credentials | None],
        ticket: Annotated[
            str | None, QueryParameter(max_length=200, description="from POST /players/me/stream-tickets")
        ] = None,
        last_event_id: Annotated[str, HeaderParameter(name="Last-Event-ID", pattern=LAST_EVENT_ID)] = "",
    ) -> ASGIApp:
        if ticket is not None:
            player_id, holder = await lobby.auth.redeem_player(ticket)
        else:
            player_id = (await lobby.auth.registered(credentials)).id
            assert credentials is not None  # (a player was found by them)
            holder = await lobby.auth.holder(credentials)
        if lobby.hub.count >= lobby.hub.max_waiters:
            raise AtCapacity("This server holds as many streams as it may; try again shortly.")
        return PlayerStream(
            lobby,
            player_id,
            resume_point(0, last_event_id) if last_event_id else None,
            keepalive_s=settings.stream_keepalive_s,
            max_s=settings.stream_max_s,
            send_timeout_s=settings.stream_send_timeout_s,
        ).guarded(Guard(holder, lobby.auth.check, settings.key_cache_s))

    return stream


def stream_ticket_route(lobby: Lobby, settings: Settings) -> RouteHandlerType:
    @post(
        "/me/stream-tickets",
        status_code=201,
        operation_id="my_stream_ticket",
        tags=PLAYERS,
        security=PLAYER,
        responses=problems(400, described={401: KEY_NEEDED}),
        summary="A one-minute ticket to open your stream from a browser",
        description="Keeps your player key out of URLs and logs.",
    )
    async def stream_ticket(credentials: NamedDependency[Credentials | None]) -> PlayerTicket:
        reading = required(credentials).reading()  # (a ticket only opens a stream: a read-only key may ask)
        player, holder = await lobby.auth.registered(reading), await lobby.auth.holder(reading)
        issued, expires = tickets.issue_player(player.id, holder.key_id, holder.digest, settings.stream_ticket_ttl_s)
        return PlayerTicket(ticket=issued, expires_at=dt.datetime.fromtimestamp(expires, dt.UTC))

    return stream_ticket
