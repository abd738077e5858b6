# Generated from openapi/openapi.json by clients/generate.py (`make client`): do not edit.
from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.new_player import NewPlayer
from ...models.player_created import PlayerCreated
from ...models.problem import Problem
from typing import cast



def _get_kwargs(
    *,
    body: NewPlayer,

) -> dict[str, Any]:
    headers: dict[str, Any] = {}


    

    

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/players",
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs



def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> PlayerCreated | Problem | None:
    if response.status_code == 201:
        response_201 = PlayerCreated.from_dict(response.json())



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


def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[PlayerCreated | Problem]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient,
    body: NewPlayer,

) -> Response[PlayerCreated | Problem]:
    """ Register a player: the key is in this response only

     Send the key as `Authorization: Bearer <key>` when creating a match or claiming a seat to bind the
    seat to you; it then acts for that seat as its seat token does, and lists your matches (`GET
    /players/me/matches`). It is stored hashed and cannot be shown again. Made with an app's key, the
    player is the app's: the app key acts for him on every route a player key works on, naming him in
    `Tabletop-Player`.

    Args:
        body (NewPlayer):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[PlayerCreated | Problem]
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
    body: NewPlayer,

) -> PlayerCreated | Problem | None:
    """ Register a player: the key is in this response only

     Send the key as `Authorization: Bearer <key>` when creating a match or claiming a seat to bind the
    seat to you; it then acts for that seat as its seat token does, and lists your matches (`GET
    /players/me/matches`). It is stored hashed and cannot be shown again. Made with an app's key, the
    player is the app's: the app key acts for him on every route a player key works on, naming him in
    `Tabletop-Player`.

    Args:
        body (NewPlayer):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        PlayerCreated | Problem
     """


    return sync_detailed(
        client=client,
body=body,

    ).parsed

async def asyncio_detailed(
    *,
    client: AuthenticatedClient,
    body: NewPlayer,

) -> Response[PlayerCreated | Problem]:
    """ Register a player: the key is in this response only

     Send the key as `Authorization: Bearer <key>` when creating a match or claiming a seat to bind the
    seat to you; it then acts for that seat as its seat token does, and lists your matches (`GET
    /players/me/matches`). It is stored hashed and cannot be shown again. Made with an app's key, the
    player is the app's: the app key acts for him on every route a player key works on, naming him in
    `Tabletop-Player`.

    Args:
        body (NewPlayer):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[PlayerCreated | Problem]
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
    body: NewPlayer,

) -> PlayerCreated | Problem | None:
    """ Register a player: the key is in this response only

     Send the key as `Authorization: Bearer <key>` when creating a match or claiming a seat to bind the
    seat to you; it then acts for that seat as its seat token does, and lists your matches (`GET
    /players/me/matches`). It is stored hashed and cannot be shown again. Made with an app's key, the
    player is the app's: the app key acts for him on every route a player key works on, naming him in
    `Tabletop-Player`.

    Args:
        body (NewPlayer):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        PlayerCreated | Problem
     """


    return (await asyncio_detailed(
        client=client,
body=body,

    )).parsed
