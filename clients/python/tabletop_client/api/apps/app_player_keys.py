# Generated from openapi/openapi.json by clients/generate.py (`make client`): do not edit.
from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.key_list import KeyList
from ...models.problem import Problem
from typing import cast



def _get_kwargs(
    player_id: str,

) -> dict[str, Any]:
    

    

    

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/apps/me/players/{player_id}/keys".format(player_id=quote(str(player_id), safe=""),),
    }


    return _kwargs



def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> KeyList | Problem | None:
    if response.status_code == 200:
        response_200 = KeyList.from_dict(response.json())



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

    if response.status_code == 429:
        response_429 = Problem.from_dict(response.json())



        return response_429

    if client.raise_on_unexpected_status:
        raise errors.UnexpectedStatus(response.status_code, response.content)
    else:
        return None


def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[KeyList | Problem]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    player_id: str,
    *,
    client: AuthenticatedClient,

) -> Response[KeyList | Problem]:
    """ List a player's keys that work now, newest first

     Each key's id, the prefix it may be shown by, its scope, when it was made, last used (to the minute)
    and expires; never the key itself, which only its creation or rotation returns.

    Args:
        player_id (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[KeyList | Problem]
     """


    kwargs = _get_kwargs(
        player_id=player_id,

    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)

def sync(
    player_id: str,
    *,
    client: AuthenticatedClient,

) -> KeyList | Problem | None:
    """ List a player's keys that work now, newest first

     Each key's id, the prefix it may be shown by, its scope, when it was made, last used (to the minute)
    and expires; never the key itself, which only its creation or rotation returns.

    Args:
        player_id (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        KeyList | Problem
     """


    return sync_detailed(
        player_id=player_id,
client=client,

    ).parsed

async def asyncio_detailed(
    player_id: str,
    *,
    client: AuthenticatedClient,

) -> Response[KeyList | Problem]:
    """ List a player's keys that work now, newest first

     Each key's id, the prefix it may be shown by, its scope, when it was made, last used (to the minute)
    and expires; never the key itself, which only its creation or rotation returns.

    Args:
        player_id (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[KeyList | Problem]
     """


    kwargs = _get_kwargs(
        player_id=player_id,

    )

    response = await client.get_async_httpx_client().request(
        **kwargs
    )

    return _build_response(client=client, response=response)

async def asyncio(
    player_id: str,
    *,
    client: AuthenticatedClient,

) -> KeyList | Problem | None:
    """ List a player's keys that work now, newest first

     Each key's id, the prefix it may be shown by, its scope, when it was made, last used (to the minute)
    and expires; never the key itself, which only its creation or rotation returns.

    Args:
        player_id (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        KeyList | Problem
     """


    return (await asyncio_detailed(
        player_id=player_id,
client=client,

    )).parsed
