"""Pages for people, beside the API: the recent matches (`/`), a match viewer that
is a seat's table given its token or player key (`/watch/{game}/{match_id}`), the
lobby (`/play`) and the interactive API docs (`/docs`).

The server only sends HTML shells and static files (plain ES modules, CSS, and
Swagger UI as installed by the swagger-ui-bundle-v2 package): the pages read the
public API like any client, so nothing here knows a rule, and nothing is loaded
from another host (the Content-Security-Policy says so to the browser). None of
these routes is an API operation: they stay out of the OpenAPI document.
"""

import datetime as dt
import hashlib
import html
from pathlib import Path
from string import Template

from litestar import Response, get
from litestar.datastructures import CacheControlHeader
from litestar.params import FromPath
from litestar.static_files import create_static_files_router
from litestar.types import ControllerRouterHandler
from swagger_ui_bundle import swagger_ui_path

from engines.core import AnyGame
from service.application.context import Context
from service.application.match import is_match_id
from service.records import MatchRecord

HERE = Path(__file__).parent
STATIC = HERE / "static"


def digest(directory: Path) -> str:
    """A name for this exact set of files: pages ask for the modules under it, so a
    browser may keep them for good and never mixes two versions of the viewer."""
    sha = hashlib.sha256()
    for path in sorted(p for p in directory.rglob("*") if p.is_file()):
        sha.update(path.relative_to(directory).as_posix().encode() + b"\0" + path.read_bytes())
    return sha.hexdigest()[:12]


STATIC_PATH = f"/viewer/{digest(STATIC)}"  # where the viewer's modules and styles are served
DOCS_ASSETS_PATH = "/docs/assets"
OPENAPI_JSON = "/schema/openapi.json"
RECENT = 10  # matches listed per game on the front page
HEADERS = {
    "Content-Security-Policy": (
        "default-src 'self'; img-src 'self' data:; style-src 'self' 'unsafe-inline'; "
        "frame-ancestors 'none'; base-uri 'none'"
    ),
    # A page lists matches as they are and names the current static files: never
    # kept. Its address is not told to other sites (a seat's token is in the
    # fragment, which browsers never send anyway).
    "Cache-Control": "no-store",
    "Referrer-Policy": "no-referrer",
}
FOREVER = CacheControlHeader(max_age=365 * 86400, immutable=True)
TEMPLATES = {
    name: Template((HERE / "templates" / f"{name}.html").read_text(encoding="utf-8"))
    for name in ("page", "index", "watch", "play", "docs")
}


def page(title: str, body: str, status: int = 200) -> Response[str]:
    """An HTML page in the common frame; `body` is already escaped."""
    text = TEMPLATES["page"].substitute(title=html.escape(title), body=body, static=STATIC_PATH)
    return Response(text, status_code=status, media_type="text/html", headers=HEADERS)


def missing(detail: str) -> Response[str]:
    body = (
        f'<main class="notice"><h1>Not found</h1><p>{html.escape(detail)}</p><p><a href="/">All matches</a></p></main>'
    )
    return page("Not found", body, status=404)


def match_row(game: AnyGame, record: MatchRecord) -> str:
    created = record.created_at.astimezone(dt.UTC).strftime("%Y-%m-%d %H:%M UTC")
    seats = ", ".join(html.escape(seat.name or "(open)") for seat in record.seats)
    return (
        f'<tr><td><a href="/watch/{game.id}/{record.id}">{record.id[:8]}</a></td><td>{seats}</td>'
        f'<td><span class="status" data-status="{html.escape(record.status)}">{html.escape(record.status)}</span></td>'
        f"<td>{record.version}</td><td>{created}</td></tr>"
    )


def game_section(game: AnyGame, records: list[MatchRecord]) -> str:
    rows = "".join(match_row(game, record) for record in records)
    table = (
        f"<table><thead><tr><th>Match</th><th>Players</th><th>Status</th><th>Version</th><th>Created</th></tr></thead>"
        f"<tbody>{rows}</tbody></table>"
        if rows
        else '<p class="empty">No match yet.</p>'
    )
    fewest, most = game.min_players, game.max_players
    players = f"{fewest}&ndash;{most}" if fewest != most else str(fewest)
    return (
        f'<section class="game" id="game-{game.id}"><h2>{html.escape(game.title)} '
        f"<small>{players} players</small></h2>{table}</section>"
    )


def viewer_routes(by_game: dict[str, Context]) -> list[ControllerRouterHandler]:
    """The page handlers and the static file routers, all outside the OpenAPI document."""
    games = {game_id: context.game for game_id, context in by_game.items()}

    @get("/", include_in_schema=False)
    async def index() -> Response[str]:
        sections = [
            game_section(context.game, await context.repository.listing(None, None, RECENT))
            for context in by_game.values()
        ]
        return page("tabletop", TEMPLATES["index"].substitute(games="".join(sections)))

    @get("/watch/{game:str}/{match_id:str}", include_in_schema=False)
    async def watch(game: FromPath[str], match_id: FromPath[str]) -> Response[str]:
        hosted = games.get(game)
        if hosted is None:
            return missing(f"There is no game '{game[:40]}'; hosted games are {', '.join(games)}.")
        record = await by_game[hosted.id].repository.stored(match_id) if is_match_id(match_id) else None
        if record is None or record.game != hosted.id:
            return missing(f"There is no {hosted.title} match '{match_id[:40]}'.")
        body = TEMPLATES["watch"].substitute(
            game=hosted.id,
            title=html.escape(hosted.title),
            match_id=record.id,
            short_id=record.id[:8],
            static=STATIC_PATH,
        )
        return page(f"{hosted.title} · {record.id[:8]}", body)

    @get("/play", include_in_schema=False)
    async def play() -> Response[str]:
        return page("Play · tabletop", TEMPLATES["play"].substitute(static=STATIC_PATH))

    @get("/docs", include_in_schema=False)
    async def docs() -> Response[str]:
        return page(
            "tabletop API",
            TEMPLATES["docs"].substitute(assets=DOCS_ASSETS_PATH, openapi=OPENAPI_JSON, static=STATIC_PATH),
        )

    return [
        index,
        watch,
        play,
        docs,
        # Named by their content: cached for good.
        create_static_files_router(STATIC_PATH, [STATIC], name="viewer", cache_control=FOREVER),
        # Swagger UI's files change with the installed package only.
        create_static_files_router(
            DOCS_ASSETS_PATH, [swagger_ui_path], name="docs-assets", cache_control=CacheControlHeader(max_age=3600)
        ),
    ]
