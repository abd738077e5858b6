# Generated from openapi/openapi.json by clients/generate.py (`make client`): do not edit.
from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.claim_seat import ClaimSeat
from ...models.problem import Problem
from ...models.seat_claimed import SeatClaimed
from typing import cast



def _get_kwargs(
    match_id: str,
    seat: int,
    *,
    body: ClaimSeat,

) -> dict[str, Any]:
    headers: dict[str, Any] = {}


    

    

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/games/maya/matches/{match_id}/seats/{seat}/claim".format(match_id=quote(str(match_id), safe=""),seat=quote(str(seat), safe=""),),
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs



def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Problem | SeatClaimed | None:
    if response.status_code == 200:
        response_200 = SeatClaimed.from_dict(response.json())



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

    if response.status_code == 409:
        response_409 = Problem.from_dict(response.json())



        return response_409

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


def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[Problem | SeatClaimed]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    match_id: str,
    seat: int,
    *,
    client: AuthenticatedClient,
    body: ClaimSeat,

) -> Response[Problem | SeatClaimed]:
    """ Claim an open seat: its token is in this response only

     With a player key (`Authorization: Bearer tp_...`) the seat is bound to the player, whose key then
    acts for it, and carries the name the player registered (the body's `name` is then ignored).
    `entropy` is mixed into the seed as a creator's is, and shown to nobody before the match ends. The
    claim that takes the last open seat deals: the match is then `active` (or `finished`), at the
    version after its setup events.

    Args:
        match_id (str):
        seat (int):
        body (ClaimSeat):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Problem | SeatClaimed]
     """


    kwargs = _get_kwargs(
        match_id=match_id,
seat=seat,
body=body,

    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)

def sync(
    match_id: str,
    seat: int,
    *,
    client: AuthenticatedClient,
    body: ClaimSeat,

) -> Problem | SeatClaimed | None:
    """ Claim an open seat: its token is in this response only

     With a player key (`Authorization: Bearer tp_...`) the seat is bound to the player, whose key then
    acts for it, and carries the name the player registered (the body's `name` is then ignored).
    `entropy` is mixed into the seed as a creator's is, and shown to nobody before the match ends. The
    claim that takes the last open seat deals: the match is then `active` (or `finished`), at the
    version after its setup events.

    Args:
        match_id (str):
        seat (int):
        body (ClaimSeat):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Problem | SeatClaimed
     """


    return sync_detailed(
        match_id=match_id,
seat=seat,
client=client,
body=body,

    ).parsed

async def asyncio_detailed(
    match_id: str,
    seat: int,
    *,
    client: AuthenticatedClient,
    body: ClaimSeat,

) -> Response[Problem | SeatClaimed]:
    """ Claim an open seat: its token is in this response only

     With a player key (`Authorization: Bearer tp_...`) the seat is bound to the player, whose key then
    acts for it, and carries the name the player registered (the body's `name` is then ignored).
    `entropy` is mixed into the seed as a creator's is, and shown to nobody before the match ends. The
    claim that takes the last open seat deals: the match is then `active` (or `finished`), at the
    version after its setup events.

    Args:
        match_id (str):
        seat (int):
        body (ClaimSeat):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Problem | SeatClaimed]
     """


    kwargs = _get_kwargs(
        match_id=match_id,
seat=seat,
body=body,

    )

    response = await client.get_async_httpx_client().request(
        **kwargs
    )

    return _build_response(client=client, response=response)

async def asyncio(
    match_id: str,
    seat: int,
    *,
    client: AuthenticatedClient,
    body: ClaimSeat,

) -> Problem | SeatClaimed | None:
    """ Claim an open seat: its token is in this response only

     With a player key (`Authorization: Bearer tp_...`) the seat is bound to the player, whose key then
    acts for it, and carries the name the player registered (the body's `name` is then ignored).
    `entropy` is mixed into the seed as a creator's is, and shown to nobody before the match ends. The
    claim that takes the last open seat deals: the match is then `active` (or `finished`), at the
    version after its setup events.

    Args:
        match_id (str):
        seat (int):
        body (ClaimSeat):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Problem | SeatClaimed
     """


    return (await asyncio_detailed(
        match_id=match_id,
seat=seat,
client=client,
body=body,

    )).parsed
