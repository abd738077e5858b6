"""The OpenAPI document: litestar's configuration of it, and what is added to what
litestar makes (service/http/openapi.py, openapi_requests.py, openapi_webhooks.py), in
the order each step needs."""

from __future__ import annotations

from importlib.metadata import version
from typing import Any

from litestar import Litestar
from litestar.openapi import OpenAPIConfig
from litestar.openapi.plugins import JsonRenderPlugin, YamlRenderPlugin
from litestar.openapi.spec import Components, OpenAPI, Operation, Server, Tag

from engines.registry import GAMES
from service.application.invitations import CHALLENGE, CHALLENGE_ENDED, MATCH_FINISHED, MATCH_STARTED, OPENED, TURN
from service.application.keys import RotateKeyRequest
from service.application.lobby_schemas import (
    AcceptChallenge,
    ChallengeEndedFrame,
    DeclineChallenge,
    MatchFinishedFrame,
    StreamOpened,
)
from service.application.schemas import ClaimSeat, GameSchemas, NewApp, NewPlayer
from service.application.webhooks import NewWebhook
from service.errors import CATALOGUE
from service.http.limits import UNLIMITED
from service.http.openapi import (
    METHODS,
    add_discriminators,
    add_etags,
    add_key_refusals,
    add_links,
    add_problem_codes,
    add_refusals_of_any_request,
    close_tuples,
    describe_event_streams,
)
from service.http.openapi_requests import add_time_control_shapes, copy_limits, exclude_nul
from service.http.openapi_webhooks import add_webhooks
from service.http.security import ROOT, SCHEMES
from service.http.streams import MATCH, MatchFrame

API_VERSION = version("tabletop")  # the package's (pyproject.toml): the one version of all

TAGS = [
    Tag(name="Games", description="The games this server hosts, each with its options and player counts"),
    *(
        Tag(
            name=game.title,
            description=f"{game.title} ({game.min_players}-{game.max_players} players): its matches (create, claim "
            "a seat, view, act, resign, abort, events, stream, export), its seeks and its leaderboard",
        )
        for game in GAMES.values()
    ),
    Tag(name="Players", description="Registered players: their keys, matches, ratings and stream"),
    Tag(name="Apps", description="Apps that make players of their own and act for them"),
    Tag(name="Challenges", description="A player's invitation of named opponents to a match"),
    Tag(name="Seeks", description="Waiting in a game's pool for opponents, who are paired by rating"),
    Tag(name="Webhooks", description="A player's stream POSTed to a URL of an app's or a player's, signed"),
    Tag(name="Problems", description="What each problem code of a refusal means"),
    Tag(name="Health", description="Probes for load balancers and orchestrators"),
]


def openapi_config() -> OpenAPIConfig:
    return OpenAPIConfig(
        title="tabletop",
        version=API_VERSION,
        description=(
            "Turn-based matches of Babel, Bali, Maya and Balam. Every accepted action is an "
            "appended event; each seat sees only what its player may see. Seat tokens go in "
            "`Authorization: Bearer <token>`. Request bodies are application/json (anything "
            'else is a 415); an integer may be written 5 or 5.0, not 5.5, "5" or true (a 400). No text '
            "sent (in a body, a parameter or a header) may hold a NUL (U+0000) or a lone surrogate: a 400 "
            "naming the field. So is a query parameter the operation does not declare, or one given twice, and "
            "a header read as one value (Authorization, Tabletop-Player, Idempotency-Key, Last-Event-ID, "
            "Content-Type) given twice. "
            "Refusals are RFC 9457 problem details with a stable `code` (see ProblemCode, and GET /problems); "
            "`type` is `/problems/<code>`. Every response carries an X-Request-ID (the one the request sent, "
            "if it is at most 128 letters, digits and ._:@/+=-, else a new one), also given in problem "
            "bodies and in the server's logs."
        ),
        servers=[Server(url="/")],
        components=Components(security_schemes=dict(SCHEMES)),
        security=ROOT,
        tags=TAGS,
        use_handler_docstrings=False,
        create_examples=False,
        # The document only: the UI is /docs, served from installed assets (service/http/viewer).
        render_plugins=[JsonRenderPlugin(), YamlRenderPlugin()],
        path="/schema",
    )


# The OpenAPI document, completed by the process's first app and given to the next ones:
# it is a function of the code alone (no setting shapes it; tests/service/test_openapi.py),
# and building it cost 1.5 of the 3.2 s that creating an app took (every test creates one).
DOCUMENTS: list[OpenAPI] = []


def document_once(app: Litestar, schemas: list[GameSchemas]) -> None:
    plugin: Any = app.plugins.get("OpenAPIPlugin")  # (litestar exports no name for its class)
    if DOCUMENTS:
        plugin._openapi = DOCUMENTS[0]  # what plugin.provide_openapi() would build, and keep
        return
    document(app.openapi_schema, schemas)
    DOCUMENTS.append(app.openapi_schema)


def document(openapi: OpenAPI, schemas: list[GameSchemas]) -> None:
    """What litestar leaves out of the OpenAPI document (service/http/openapi.py)."""
    add_discriminators(openapi)
    frames = {MatchFrame.__name__: MATCH, ChallengeEndedFrame.__name__: CHALLENGE_ENDED}
    frames |= {MatchFinishedFrame.__name__: MATCH_FINISHED, StreamOpened.__name__: OPENED}
    for game in (each.lobby for each in schemas):
        frames |= {game.challenge.__name__: CHALLENGE, game.started.__name__: MATCH_STARTED, game.turn.__name__: TURN}
    describe_event_streams(openapi, named=frames)
    add_links(openapi)
    add_etags(openapi)
    add_problem_codes(openapi, CATALOGUE)
    add_refusals_of_any_request(openapi, unlimited=UNLIMITED)
    bodies: list[type] = [ClaimSeat, NewPlayer, NewApp, AcceptChallenge, DeclineChallenge, NewWebhook, RotateKeyRequest]
    bodies += [body for s in schemas for body in (s.create, s.act, s.lobby.new_challenge, s.lobby.new_seek)]
    copy_limits(openapi, bodies)
    add_time_control_shapes(openapi)
    exclude_nul(openapi)
    close_tuples(openapi)
    declare_public(openapi)
    add_key_refusals(openapi)
    add_webhooks(openapi)


def declare_public(document: OpenAPI) -> OpenAPI:
    """Litestar leaves out an empty `security`: an operation that declares none (its
    route's `security`, service/http/security.py) is public, and says so, in place of
    the document's default."""
    for item in (document.paths or {}).values():
        for method in METHODS:
            operation = getattr(item, method)
            if isinstance(operation, Operation) and operation.security is None:
                operation.security = []
    return document
