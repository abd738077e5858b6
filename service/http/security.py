"""Who may call each operation, as the OpenAPI document says: the credentials the server
takes (service/application/auth.py), each a security scheme, and the requirements the
routes declare, one list per kind of operation (any one requirement of a list is
enough; `{}` among them: the request may go without any). An operation that declares
none is public: the document says so (`security: []`, service/http/openapi_document.py)."""

from __future__ import annotations

from litestar.openapi.spec import SecurityScheme

Requirements = list[dict[str, list[str]]]

SEAT_TOKEN, PLAYER_KEY, APP_KEY, ACTING_FOR, ADMIN_KEY = (
    "seatToken",
    "playerKey",
    "appKey",
    "tabletopPlayer",
    "adminKey",
)

SCHEMES = {
    SEAT_TOKEN: SecurityScheme(
        type="http",
        scheme="bearer",
        description="A seat token, given by creating a match or claiming a seat: it acts for that seat alone",
    ),
    PLAYER_KEY: SecurityScheme(
        type="http",
        scheme="bearer",
        bearer_format="tp_...",
        description=(
            "A player key (POST /players): the player's own lists, challenges, seeks, stream and webhooks, and any "
            "seat bound to the player (by creating a match or claiming a seat with it)"
        ),
    ),
    APP_KEY: SecurityScheme(
        type="http",
        scheme="bearer",
        bearer_format="ta_...",
        description=(
            "An app key (POST /apps): alone, the app's own (its players, its webhooks); with Tabletop-Player, "
            "whatever a player key of the player it names may do"
        ),
    ),
    ACTING_FOR: SecurityScheme(
        type="apiKey",
        name="Tabletop-Player",
        security_scheme_in="header",
        description=(
            "The id of the app's player an app key acts for: sent with an app key only (with any other "
            "Authorization it is a 401, bad-token; naming another's player, a 403, not-your-player)"
        ),
    ),
    ADMIN_KEY: SecurityScheme(
        type="http",
        scheme="bearer",
        description="The server's admin key (TABLETOP_ADMIN_KEY): registers apps where registration is not open",
    ),
}

_ACTING: dict[str, list[str]] = {APP_KEY: [], ACTING_FOR: []}
PLAYER: Requirements = [{PLAYER_KEY: []}, _ACTING]  # a player's own: his key, or his app's naming him
SEAT: Requirements = [{SEAT_TOKEN: []}, *PLAYER]  # a seat of the match: its token, or its player's key
VIEWER: Requirements = [{}, *SEAT]  # a spectator, or a seat (or a stream ticket: a query parameter)
# None, or a player's: a seat left unbound, or bound to him; his stream, opened by a ticket (a query parameter)
OPTIONAL_PLAYER: Requirements = [{}, *PLAYER]
APP: Requirements = [{APP_KEY: []}]  # the app's own
OWNER: Requirements = [*APP, *PLAYER]  # an app's or a player's own
MAKER: Requirements = [{}, *APP]  # POST /players: an independent player, or one of the app's
ADMIN: Requirements = [{ADMIN_KEY: []}]  # the server's operator's
REGISTRAR: Requirements = [{ADMIN_KEY: []}, {}]  # POST /apps: none where registration is open
ROOT = SEAT  # the document's default (every operation declares its own)
