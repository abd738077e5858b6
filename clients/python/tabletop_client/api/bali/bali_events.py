# Generated from openapi/openapi.json by clients/generate.py (`make client`): do not edit.
from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.bali_event_page import BaliEventPage
from ...models.problem import Problem
from ...types import UNSET, Unset
from typing import cast



def _get_kwargs(
    match_id: str,
    *,
    after: int | Unset = 0,
    limit: int | Unset = 100,
    wait: int | Unset = 0,

) -> dict[str, Any]:
    

    

    params: dict[str, Any] = {}

    params["after"] = after

    params["limit"] = limit

    params["wait"] = wait


    params = {k: v for k, v in params.items() if v is not UNSET and v is not None}


    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/games/bali/matches/{match_id}/events".format(match_id=quote(str(match_id), safe=""),),
        "params": params,
    }


    return _kwargs



def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> BaliEventPage | Problem | None:
    if response.status_code == 200:
        response_200 = BaliEventPage.from_dict(response.json())



        return response_200

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


def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[BaliEventPage | Problem]:
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
    after: int | Unset = 0,
    limit: int | Unset = 100,
    wait: int | Unset = 0,

) -> Response[BaliEventPage | Problem]:
    """ The match's events as your seat (or a spectator) may see them

     `after` past the match's version is a 400 (malformed): no event can ever come after it.

    Args:
        match_id (str):
        after (int | Unset): The version to read on from: at most the match's version Default: 0.
        limit (int | Unset):  Default: 100.
        wait (int | Unset): Seconds to wait for an event after `after` when there is none yet (a
            long-poll): the answer comes as soon as one is committed, on any instance, or empty after
            this long. Default: 0.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[BaliEventPage | Problem]
     """


    kwargs = _get_kwargs(
        match_id=match_id,
after=after,
limit=limit,
wait=wait,

    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)

def sync(
    match_id: str,
    *,
    client: AuthenticatedClient,
    after: int | Unset = 0,
    limit: int | Unset = 100,
    wait: int | Unset = 0,

) -> BaliEventPage | Problem | None:
    """ The match's events as your seat (or a spectator) may see them

     `after` past the match's version is a 400 (malformed): no event can ever come after it.

    Args:
        match_id (str):
        after (int | Unset): The version to read on from: at most the match's version Default: 0.
        limit (int | Unset):  Default: 100.
        wait (int | Unset): Seconds to wait for an event after `after` when there is none yet (a
            long-poll): the answer comes as soon as one is committed, on any instance, or empty after
            this long. Default: 0.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        BaliEventPage | Problem
     """


    return sync_detailed(
        match_id=match_id,
client=client,
after=after,
limit=limit,
wait=wait,

    ).parsed

async def asyncio_detailed(
    match_id: str,
    *,
    client: AuthenticatedClient,
    after: int | Unset = 0,
    limit: int | Unset = 100,
    wait: int | Unset = 0,

) -> Response[BaliEventPage | Problem]:
    """ The match's events as your seat (or a spectator) may see them

     `after` past the match's version is a 400 (malformed): no event can ever come after it.

    Args:
        match_id (str):
        after (int | Unset): The version to read on from: at most the match's version Default: 0.
        limit (int | Unset):  Default: 100.
        wait (int | Unset): Seconds to wait for an event after `after` when there is none yet (a
            long-poll): the answer comes as soon as one is committed, on any instance, or empty after
            this long. Default: 0.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[BaliEventPage | Problem]
     """


    kwargs = _get_kwargs(
        match_id=match_id,
after=after,
limit=limit,
wait=wait,

    )

    response = await client.get_async_httpx_client().request(
        **kwargs
    )

    return _build_response(client=client, response=response)

async def asyncio(
    match_id: str,
    *,
    client: AuthenticatedClient,
    after: int | Unset = 0,
    limit: int | Unset = 100,
    wait: int | Unset = 0,

) -> BaliEventPage | Problem | None:
    """ The match's events as your seat (or a spectator) may see them

     `after` past the match's version is a 400 (malformed): no event can ever come after it.

    Args:
        match_id (str):
        after (int | Unset): The version to read on from: at most the match's version Default: 0.
        limit (int | Unset):  Default: 100.
        wait (int | Unset): Seconds to wait for an event after `after` when there is none yet (a
            long-poll): the answer comes as soon as one is committed, on any instance, or empty after
            this long. Default: 0.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        BaliEventPage | Problem
     """


    return (await asyncio_detailed(
        match_id=match_id,
client=client,
after=after,
limit=limit,
wait=wait,

    )).parsed
