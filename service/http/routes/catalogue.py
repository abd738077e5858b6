"""What the server hosts: the games, and what each problem code means (a problem's
`type` is `/problems/<code>`)."""

from __future__ import annotations

from litestar import Router, get
from litestar.params import FromPath

from service.application.schemas import GameInfo
from service.errors import CATALOGUE, NotFound, ProblemType
from service.http.responses import problems


def catalogue_router(infos: list[GameInfo]) -> Router:
    hosted = ", ".join(info.id for info in infos)

    @get("/", operation_id="list_games", tags=["Games"], responses=problems(400), summary="The hosted games")
    async def list_games() -> list[GameInfo]:
        return infos

    # Each hosted game answers at its own /games/<id> (service/http/routes/matches.py);
    # any other name lands here.
    @get(
        "/{game:str}",
        operation_id="unknown_game",
        tags=["Games"],
        responses=problems(404),
        summary="Any other game id: 404",
        include_in_schema=False,
    )
    async def unknown_game(game: FromPath[str]) -> None:
        raise NotFound(f"There is no game '{game}'; hosted games are {hosted}.")

    return Router(path="/games", route_handlers=[list_games, unknown_game])


def problem_types_router() -> Router:
    kinds = sorted(CATALOGUE.values(), key=lambda kind: (kind.status_code, kind.code))
    described = {kind.code: kind.problem_type() for kind in kinds}

    @get(
        "/",
        operation_id="list_problem_types",
        tags=["Problems"],
        responses=problems(400),
        summary="Every problem code the server answers with",
    )
    async def list_problem_types() -> list[ProblemType]:
        return list(described.values())

    @get(
        "/{code:str}",
        operation_id="problem_type",
        tags=["Problems"],
        responses=problems(400, 404),
        summary="What a problem code means (a problem's `type` names this)",
    )
    async def problem_type(code: FromPath[str]) -> ProblemType:
        if code not in described:
            raise NotFound(f"There is no problem code '{code[:40]}'; GET /problems lists them.")
        return described[code]

    return Router(path="/problems", route_handlers=[list_problem_types, problem_type])
