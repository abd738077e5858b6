"""Keys: a player lists, rotates and revokes his own; an app its own and each of its
players' (service/application/keys.py)."""

from __future__ import annotations

from collections.abc import Awaitable, Callable
from typing import Any

from litestar import Request, delete, get, post
from litestar.params import FromPath, JSONBody
from litestar.types.internal_types import RouteHandlerType

from service.application.auth import Auth, Credentials, required
from service.application.keys import CreatedKey, KeyList, Keys, Owner, RotateKeyRequest
from service.http.auth import credentials_of
from service.http.responses import allow, problems
from service.http.security import APP, PLAYER, Requirements

AnyRequest = Request[Any, Any, Any]
Resolve = Callable[[Credentials | None, str], Awaitable[Owner]]  # whose keys a request names
ROTATE = (
    "Returns the new key once. The old key (`key_id`, else the key the request is made with if it is "
    "the owner's, else the owner's newest) keeps working for `grace_s` seconds, then answers 401 "
    "`key-expired` (0: revoked at once, `key-revoked`); seat tokens given to it keep working."
)
REFUSED = {
    401: "A key of the owner (or his app's) is needed, working (bad-token, key-revoked, key-expired)",
    403: "A read-only key (insufficient-scope), or another app's player (not-your-player)",
}


def key_routes(auth: Auth, keys: Keys) -> list[RouteHandlerType]:
    async def player_me(credentials: Credentials | None, _: str) -> Owner:
        return Owner("player", (await auth.registered(credentials)).id)

    async def app_me(credentials: Credentials | None, _: str) -> Owner:
        return Owner("app", (await auth.app(credentials)).id)

    async def apps_player(credentials: Credentials | None, player_id: str) -> Owner:
        credentials = required(credentials)
        await auth.app(credentials)
        return Owner("player", (await auth.players.of(credentials.digest, player_id, credentials.write)).id)

    return [
        *_owned(keys, auth, "/players/me/keys", "my", ("Players", PLAYER), "your keys", player_me),
        *_owned(keys, auth, "/apps/me/keys", "app", ("Apps", APP), "your app's keys", app_me),
        *_owned(
            keys,
            auth,
            "/apps/me/players/{player_id:str}/keys",
            "app_player",
            ("Apps", APP),
            "a player's keys",
            apps_player,
        ),
    ]


def _owned(
    keys: Keys, auth: Auth, path: str, name: str, tagged: tuple[str, Requirements], whose: str, resolve: Resolve
) -> list[RouteHandlerType]:
    """GET (list), POST (rotate) and DELETE (revoke) of the keys at `path`, under the tag and
    the requirements `tagged` gives."""
    tag, security = tagged

    def owner(request: AnyRequest) -> Awaitable[Owner]:
        # (player_id: a path parameter of the app's player's routes only)
        return resolve(credentials_of(request.scope), request.path_params.get("player_id", ""))

    @get(
        path,
        operation_id=f"{name}_keys",
        tags=[tag],
        security=security,
        responses=problems(400, described=REFUSED),
        summary=f"List {whose} that work now, newest first",
        description="Each key's id, the prefix it may be shown by, its scope, when it was made, last used (to the "
        "minute) and expires; never the key itself, which only its creation or rotation returns.",
    )
    async def listed(request: AnyRequest) -> KeyList:
        return await keys.listed(await owner(request))

    @post(
        path,
        status_code=201,
        operation_id=f"rotate_{name}_key",
        tags=[tag],
        security=security,
        responses=problems(400, 404, 422, described=REFUSED),
        summary=f"Rotate one of {whose}",
        description=ROTATE,
    )
    async def rotate(data: JSONBody[RotateKeyRequest], request: AnyRequest) -> CreatedKey:
        whose = await owner(request)
        return await keys.rotate(whose, data, (await auth.key(required(credentials_of(request.scope)))).key)

    @delete(
        f"{path}/{{key_id:str}}",
        operation_id=f"revoke_{name}_key",
        tags=[tag],
        security=security,
        responses=problems(400, 404, described=REFUSED),
        summary=f"Revoke one of {whose}: it works nowhere from within a second",
        description="The key answers 401 `key-revoked` on every route and instance from within a second; the streams "
        "and stream tickets it opened end with it. Seat tokens given to it keep working: they are the seat's.",
    )
    async def revoke(key_id: FromPath[str], request: AnyRequest) -> None:
        await keys.revoke(await owner(request), key_id)

    return [allow(path, "GET, OPTIONS, POST"), listed, rotate, revoke]  # (allow: first)
