# Generated from openapi/openapi.json by clients/generate.py (`make client`): do not edit.
from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.balam_new_seek import BalamNewSeek
from ...models.balam_seek import BalamSeek
from ...models.problem import Problem
from typing import cast



def _get_kwargs(
    *,
    body: BalamNewSeek,

) -> dict[str, Any]:
    headers: dict[str, Any] = {}


    

    

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/games/balam/seeks",
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs



def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> BalamSeek | Problem | None:
    if response.status_code == 201:
        response_201 = BalamSeek.from_dict(response.json())



        return response_201

    if response.status_code == 400:
        response_400 = Problem.from_dict(response.json())



        return response_400

    if response.status_code == 401:
        response_401 = Problem.from_dict(response.json())



        return response_401

    if response.status_code == 403:
        response_403 = Problem.from_dict(response.json())



        return response_403

    if response.status_code == 413:
        response_413 = Problem.from_dict(response.json())



        return response_413

    if response.status_code == 415:
        response_415 = Problem.from_dict(response.json())



        return response_415

    if response.status_code == 422:
        response_422 = Problem.from_dict(response.json())



        return response_422

    if response.status_code == 429:
        response_429 = Problem.from_dict(response.json())



        return response_429

    if client.raise_on_unexpected_status:
        raise errors.UnexpectedStatus(response.status_code, response.content)
    else:
        return None


def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[BalamSeek | Problem]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient,
    body: BalamNewSeek,

) -> Response[BalamSeek | Problem]:
    """ Seek opponents for a Balam match

     The seek waits in its pool (this game, seat count, options and time control) until enough players
    seek the same; the first come are then seated in a match (seats drawn), each hearing `match-started`
    on his stream. The answer shows `match_id` if this seek completed a table. A seek lives
    TABLETOP_SEEK_TTL_S; while your stream (GET /players/me/stream) is open it lives as long as the
    stream (and TABLETOP_SEEK_GRACE_S after).

    Args:
        body (BalamNewSeek):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[BalamSeek | Problem]
     """


    kwargs = _get_kwargs(
        body=body,

    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)

def sync(
    *,
    client: AuthenticatedClient,
    body: BalamNewSeek,

) -> BalamSeek | Problem | None:
    """ Seek opponents for a Balam match

     The seek waits in its pool (this game, seat count, options and time control) until enough players
    seek the same; the first come are then seated in a match (seats drawn), each hearing `match-started`
    on his stream. The answer shows `match_id` if this seek completed a table. A seek lives
    TABLETOP_SEEK_TTL_S; while your stream (GET /players/me/stream) is open it lives as long as the
    stream (and TABLETOP_SEEK_GRACE_S after).

    Args:
        body (BalamNewSeek):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        BalamSeek | Problem
     """


    return sync_detailed(
        client=client,
body=body,

    ).parsed

async def asyncio_detailed(
    *,
    client: AuthenticatedClient,
    body: BalamNewSeek,

) -> Response[BalamSeek | Problem]:
    """ Seek opponents for a Balam match

     The seek waits in its pool (this game, seat count, options and time control) until enough players
    seek the same; the first come are then seated in a match (seats drawn), each hearing `match-started`
    on his stream. The answer shows `match_id` if this seek completed a table. A seek lives
    TABLETOP_SEEK_TTL_S; while your stream (GET /players/me/stream) is open it lives as long as the
    stream (and TABLETOP_SEEK_GRACE_S after).

    Args:
        body (BalamNewSeek):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[BalamSeek | Problem]
     """


    kwargs = _get_kwargs(
        body=body,

    )

    response = await client.get_async_httpx_client().request(
        **kwargs
    )

    return _build_response(client=client, response=response)

async def asyncio(
    *,
    client: AuthenticatedClient,
    body: BalamNewSeek,

) -> BalamSeek | Problem | None:
    """ Seek opponents for a Balam match

     The seek waits in its pool (this game, seat count, options and time control) until enough players
    seek the same; the first come are then seated in a match (seats drawn), each hearing `match-started`
    on his stream. The answer shows `match_id` if this seek completed a table. A seek lives
    TABLETOP_SEEK_TTL_S; while your stream (GET /players/me/stream) is open it lives as long as the
    stream (and TABLETOP_SEEK_GRACE_S after).

    Args:
        body (BalamNewSeek):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        BalamSeek | Problem
     """


    return (await asyncio_detailed(
        client=client,
body=body,

    )).parsed
