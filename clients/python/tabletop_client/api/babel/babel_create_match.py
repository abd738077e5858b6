# Generated from openapi/openapi.json by clients/generate.py (`make client`): do not edit.
from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.babel_create_match import BabelCreateMatch
from ...models.babel_created_match import BabelCreatedMatch
from ...models.problem import Problem
from typing import cast



def _get_kwargs(
    *,
    body: BabelCreateMatch,

) -> dict[str, Any]:
    headers: dict[str, Any] = {}


    

    

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/games/babel/matches",
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs



def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> BabelCreatedMatch | Problem | None:
    if response.status_code == 201:
        response_201 = BabelCreatedMatch.from_dict(response.json())



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

    if response.status_code == 503:
        response_503 = Problem.from_dict(response.json())



        return response_503

    if client.raise_on_unexpected_status:
        raise errors.UnexpectedStatus(response.status_code, response.content)
    else:
        return None


def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[BabelCreatedMatch | Problem]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient,
    body: BabelCreateMatch,

) -> Response[BabelCreatedMatch | Problem]:
    """ Create a Babel match

     Seat tokens are in this response only. A seat given as null is open: the match then waits (status
    `waiting`, nothing dealt) until every open seat is claimed (`POST .../seats/{seat}/claim`), and its
    token goes to its claimer. With a player key (`Authorization: Bearer tp_...`), name exactly one
    seat: it is bound to the player, whose key then acts for it, and carries the name the player
    registered (the name given for it is ignored). A `time_control` gives every seat a clock
    (`per_decision_s`, or `initial_s` with `increment_s`): a seat out of time loses (with one seat left
    playing) or turns zombie, as on resignation; views show `clocks`.

    Args:
        body (BabelCreateMatch):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[BabelCreatedMatch | Problem]
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
    body: BabelCreateMatch,

) -> BabelCreatedMatch | Problem | None:
    """ Create a Babel match

     Seat tokens are in this response only. A seat given as null is open: the match then waits (status
    `waiting`, nothing dealt) until every open seat is claimed (`POST .../seats/{seat}/claim`), and its
    token goes to its claimer. With a player key (`Authorization: Bearer tp_...`), name exactly one
    seat: it is bound to the player, whose key then acts for it, and carries the name the player
    registered (the name given for it is ignored). A `time_control` gives every seat a clock
    (`per_decision_s`, or `initial_s` with `increment_s`): a seat out of time loses (with one seat left
    playing) or turns zombie, as on resignation; views show `clocks`.

    Args:
        body (BabelCreateMatch):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        BabelCreatedMatch | Problem
     """


    return sync_detailed(
        client=client,
body=body,

    ).parsed

async def asyncio_detailed(
    *,
    client: AuthenticatedClient,
    body: BabelCreateMatch,

) -> Response[BabelCreatedMatch | Problem]:
    """ Create a Babel match

     Seat tokens are in this response only. A seat given as null is open: the match then waits (status
    `waiting`, nothing dealt) until every open seat is claimed (`POST .../seats/{seat}/claim`), and its
    token goes to its claimer. With a player key (`Authorization: Bearer tp_...`), name exactly one
    seat: it is bound to the player, whose key then acts for it, and carries the name the player
    registered (the name given for it is ignored). A `time_control` gives every seat a clock
    (`per_decision_s`, or `initial_s` with `increment_s`): a seat out of time loses (with one seat left
    playing) or turns zombie, as on resignation; views show `clocks`.

    Args:
        body (BabelCreateMatch):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[BabelCreatedMatch | Problem]
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
    body: BabelCreateMatch,

) -> BabelCreatedMatch | Problem | None:
    """ Create a Babel match

     Seat tokens are in this response only. A seat given as null is open: the match then waits (status
    `waiting`, nothing dealt) until every open seat is claimed (`POST .../seats/{seat}/claim`), and its
    token goes to its claimer. With a player key (`Authorization: Bearer tp_...`), name exactly one
    seat: it is bound to the player, whose key then acts for it, and carries the name the player
    registered (the name given for it is ignored). A `time_control` gives every seat a clock
    (`per_decision_s`, or `initial_s` with `increment_s`): a seat out of time loses (with one seat left
    playing) or turns zombie, as on resignation; views show `clocks`.

    Args:
        body (BabelCreateMatch):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        BabelCreatedMatch | Problem
     """


    return (await asyncio_detailed(
        client=client,
body=body,

    )).parsed
