# Generated from openapi/openapi.json by clients/generate.py (`make client`): do not edit.
from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.maya_match import MayaMatch
from ...models.problem import Problem
from ...types import UNSET, Unset
from typing import cast



def _get_kwargs(
    match_id: str,
    *,
    at: int | None | Unset = UNSET,

) -> dict[str, Any]:
    

    

    params: dict[str, Any] = {}

    json_at: int | None | Unset
    if isinstance(at, Unset):
        json_at = UNSET
    else:
        json_at = at
    params["at"] = json_at


    params = {k: v for k, v in params.items() if v is not UNSET and v is not None}


    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/games/maya/matches/{match_id}".format(match_id=quote(str(match_id), safe=""),),
        "params": params,
    }


    return _kwargs



def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Any | MayaMatch | Problem | None:
    if response.status_code == 200:
        response_200 = MayaMatch.from_dict(response.json())



        return response_200

    if response.status_code == 304:
        response_304 = cast(Any, None)
        return response_304

    if response.status_code == 400:
        response_400 = Problem.from_dict(response.json())



        return response_400

    if response.status_code == 401:
        response_401 = Problem.from_dict(response.json())



        return response_401

    if response.status_code == 403:
        response_403 = Problem.from_dict(response.json())



        return response_403

    if response.status_code == 404:
        response_404 = Problem.from_dict(response.json())



        return response_404

    if response.status_code == 429:
        response_429 = Problem.from_dict(response.json())



        return response_429

    if response.status_code == 503:
        response_503 = Problem.from_dict(response.json())



        return response_503

    if client.raise_on_unexpected_status:
        raise errors.UnexpectedStatus(response.status_code, response.content)
    else:
        return None


def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[Any | MayaMatch | Problem]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    match_id: str,
    *,
    client: AuthenticatedClient,
    at: int | None | Unset = UNSET,

) -> Response[Any | MayaMatch | Problem]:
    """ The match as your seat (or a spectator) sees it

     The state at the match's version (or at `at`), as the viewer may see it: a seat token or player key
    of a seat sees that seat's hidden information, anyone else what a spectator sees. The ETag names the
    version and the viewer: send it as If-None-Match to get a 304 while nothing changed.

    Args:
        match_id (str):
        at (int | None | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Any | MayaMatch | Problem]
     """


    kwargs = _get_kwargs(
        match_id=match_id,
at=at,

    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)

def sync(
    match_id: str,
    *,
    client: AuthenticatedClient,
    at: int | None | Unset = UNSET,

) -> Any | MayaMatch | Problem | None:
    """ The match as your seat (or a spectator) sees it

     The state at the match's version (or at `at`), as the viewer may see it: a seat token or player key
    of a seat sees that seat's hidden information, anyone else what a spectator sees. The ETag names the
    version and the viewer: send it as If-None-Match to get a 304 while nothing changed.

    Args:
        match_id (str):
        at (int | None | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Any | MayaMatch | Problem
     """


    return sync_detailed(
        match_id=match_id,
client=client,
at=at,

    ).parsed

async def asyncio_detailed(
    match_id: str,
    *,
    client: AuthenticatedClient,
    at: int | None | Unset = UNSET,

) -> Response[Any | MayaMatch | Problem]:
    """ The match as your seat (or a spectator) sees it

     The state at the match's version (or at `at`), as the viewer may see it: a seat token or player key
    of a seat sees that seat's hidden information, anyone else what a spectator sees. The ETag names the
    version and the viewer: send it as If-None-Match to get a 304 while nothing changed.

    Args:
        match_id (str):
        at (int | None | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Any | MayaMatch | Problem]
     """


    kwargs = _get_kwargs(
        match_id=match_id,
at=at,

    )

    response = await client.get_async_httpx_client().request(
        **kwargs
    )

    return _build_response(client=client, response=response)

async def asyncio(
    match_id: str,
    *,
    client: AuthenticatedClient,
    at: int | None | Unset = UNSET,

) -> Any | MayaMatch | Problem | None:
    """ The match as your seat (or a spectator) sees it

     The state at the match's version (or at `at`), as the viewer may see it: a seat token or player key
    of a seat sees that seat's hidden information, anyone else what a spectator sees. The ETag names the
    version and the viewer: send it as If-None-Match to get a 304 while nothing changed.

    Args:
        match_id (str):
        at (int | None | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Any | MayaMatch | Problem
     """


    return (await asyncio_detailed(
        match_id=match_id,
client=client,
at=at,

    )).parsed
