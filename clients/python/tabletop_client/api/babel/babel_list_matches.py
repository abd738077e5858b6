# Generated from openapi/openapi.json by clients/generate.py (`make client`): do not edit.
from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.match_page import MatchPage
from ...models.match_status import MatchStatus
from ...models.problem import Problem
from ...types import UNSET, Unset
from typing import cast



def _get_kwargs(
    *,
    status: MatchStatus | None | Unset = UNSET,
    cursor: None | str | Unset = UNSET,
    limit: int | Unset = 50,

) -> dict[str, Any]:
    

    

    params: dict[str, Any] = {}

    json_status: None | str | Unset
    if isinstance(status, Unset):
        json_status = UNSET
    elif isinstance(status, MatchStatus):
        json_status = status.value
    else:
        json_status = status
    params["status"] = json_status

    json_cursor: None | str | Unset
    if isinstance(cursor, Unset):
        json_cursor = UNSET
    else:
        json_cursor = cursor
    params["cursor"] = json_cursor

    params["limit"] = limit


    params = {k: v for k, v in params.items() if v is not UNSET and v is not None}


    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/games/babel/matches",
        "params": params,
    }


    return _kwargs



def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> MatchPage | Problem | None:
    if response.status_code == 200:
        response_200 = MatchPage.from_dict(response.json())



        return response_200

    if response.status_code == 400:
        response_400 = Problem.from_dict(response.json())



        return response_400

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


def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[MatchPage | Problem]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient | Client,
    status: MatchStatus | None | Unset = UNSET,
    cursor: None | str | Unset = UNSET,
    limit: int | Unset = 50,

) -> Response[MatchPage | Problem]:
    """ Babel matches, newest first

     Every match of the game, anyone's, optionally of one `status`, a page at a time: pass `next_cursor`
    as `cursor` for the next (older) page.

    Args:
        status (MatchStatus | None | Unset):
        cursor (None | str | Unset): next_cursor of the previous page
        limit (int | Unset):  Default: 50.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[MatchPage | Problem]
     """


    kwargs = _get_kwargs(
        status=status,
cursor=cursor,
limit=limit,

    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)

def sync(
    *,
    client: AuthenticatedClient | Client,
    status: MatchStatus | None | Unset = UNSET,
    cursor: None | str | Unset = UNSET,
    limit: int | Unset = 50,

) -> MatchPage | Problem | None:
    """ Babel matches, newest first

     Every match of the game, anyone's, optionally of one `status`, a page at a time: pass `next_cursor`
    as `cursor` for the next (older) page.

    Args:
        status (MatchStatus | None | Unset):
        cursor (None | str | Unset): next_cursor of the previous page
        limit (int | Unset):  Default: 50.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        MatchPage | Problem
     """


    return sync_detailed(
        client=client,
status=status,
cursor=cursor,
limit=limit,

    ).parsed

async def asyncio_detailed(
    *,
    client: AuthenticatedClient | Client,
    status: MatchStatus | None | Unset = UNSET,
    cursor: None | str | Unset = UNSET,
    limit: int | Unset = 50,

) -> Response[MatchPage | Problem]:
    """ Babel matches, newest first

     Every match of the game, anyone's, optionally of one `status`, a page at a time: pass `next_cursor`
    as `cursor` for the next (older) page.

    Args:
        status (MatchStatus | None | Unset):
        cursor (None | str | Unset): next_cursor of the previous page
        limit (int | Unset):  Default: 50.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[MatchPage | Problem]
     """


    kwargs = _get_kwargs(
        status=status,
cursor=cursor,
limit=limit,

    )

    response = await client.get_async_httpx_client().request(
        **kwargs
    )

    return _build_response(client=client, response=response)

async def asyncio(
    *,
    client: AuthenticatedClient | Client,
    status: MatchStatus | None | Unset = UNSET,
    cursor: None | str | Unset = UNSET,
    limit: int | Unset = 50,

) -> MatchPage | Problem | None:
    """ Babel matches, newest first

     Every match of the game, anyone's, optionally of one `status`, a page at a time: pass `next_cursor`
    as `cursor` for the next (older) page.

    Args:
        status (MatchStatus | None | Unset):
        cursor (None | str | Unset): next_cursor of the previous page
        limit (int | Unset):  Default: 50.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        MatchPage | Problem
     """


    return (await asyncio_detailed(
        client=client,
status=status,
cursor=cursor,
limit=limit,

    )).parsed
