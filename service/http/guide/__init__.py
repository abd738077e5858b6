"""The guide at /guide/: docs/ as MkDocs builds it into `site/` beside this module
(`make guide`, which `make serve` and `make test` run; the package carries what was
built). Static files only, its search included (an index the page searches itself):
nothing is loaded from another host.

A folder is its index.html, asked for with its trailing slash (the pages' links are
relative to it: without the slash, a folder's address is redirected to it). Files are
sent with `Cache-Control: no-cache`: a browser asks again each time, so a new build is
seen at once. Outside the OpenAPI document, as the viewer's pages are."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from litestar import Request, Response, get
from litestar.params import FromPath
from litestar.response import File, Redirect
from litestar.types import ControllerRouterHandler

from service.errors import NotFound

SITE = Path(__file__).parent / "site"
PATH = "/guide"
HEADERS = {"Cache-Control": "no-cache"}
AnyRequest = Request[Any, Any, Any]


def guide_routes() -> list[ControllerRouterHandler]:
    @get(PATH, include_in_schema=False)  # (/guide/ too: litestar routes it here)
    async def home(request: AnyRequest) -> Response[Any]:
        return served(request, "")

    @get(f"{PATH}/{{file_path:path}}", include_in_schema=False)
    async def page(request: AnyRequest, file_path: FromPath[Path]) -> Response[Any]:
        return served(request, str(file_path))

    return [home, page]


def served(request: AnyRequest, file_path: str) -> Response[Any]:
    """The site's file at `file_path`, a folder's index.html, or a redirect to a folder's
    address with its slash."""
    if not (SITE / "index.html").is_file():
        raise NotFound("The guide is not built on this server: `make guide` builds it (mkdocs.yml).")
    site = SITE.resolve()
    wanted = (site / file_path.lstrip("/")).resolve()
    if wanted.is_relative_to(site) and (wanted / "index.html").is_file():
        # (litestar drops a trailing slash from the path it routes; the raw path keeps it)
        if not request.scope.get("raw_path", b"").endswith(b"/"):
            query = request.scope.get("query_string", b"").decode("latin-1")
            return Redirect(request.url.path + "/" + (f"?{query}" if query else ""), status_code=302)
        wanted = wanted / "index.html"
    if not wanted.is_relative_to(site) or not wanted.is_file():
        raise NotFound(f"There is no page '{file_path[:80]}' in the guide; {PATH}/ is its first.")
    return File(wanted, filename=wanted.name, content_disposition_type="inline", headers=HEADERS)
