# Generated from openapi/openapi.json by clients/generate.py (`make client`): do not edit.
from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.balam_export import BalamExport
from ...models.problem import Problem
from typing import cast



def _get_kwargs(
    match_id: str,

) -> dict[str, Any]:
    

    

    

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/games/balam/matches/{match_id}/export".format(match_id=quote(str(match_id), safe=""),),
    }


    return _kwargs



def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> BalamExport | Problem | None:
    if response.status_code == 200:
        response_200 = BalamExport.from_dict(response.json())



        return response_200

    if response.status_code == 400:
        response_400 = Problem.from_dict(response.json())



        return response_400

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


def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[BalamExport | Problem]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    match_id: str,
    *,
    client: AuthenticatedClient | Client,

) -> Response[BalamExport | Problem]:
    """ The match's public record, to check its shuffles against its seed

     While the match runs: its seats, options, seed commitment and events as a spectator sees them. Once
    it has ended: every event in full, every action, and the seed; `tabletop verify FILE` (or
    `verify_export` in the client package) checks that the seed hashes to the commitment and replays the
    actions with the engines to re-derive every chance outcome.

    Args:
        match_id (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[BalamExport | Problem]
     """


    kwargs = _get_kwargs(
        match_id=match_id,

    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)

def sync(
    match_id: str,
    *,
    client: AuthenticatedClient | Client,

) -> BalamExport | Problem | None:
    """ The match's public record, to check its shuffles against its seed

     While the match runs: its seats, options, seed commitment and events as a spectator sees them. Once
    it has ended: every event in full, every action, and the seed; `tabletop verify FILE` (or
    `verify_export` in the client package) checks that the seed hashes to the commitment and replays the
    actions with the engines to re-derive every chance outcome.

    Args:
        match_id (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        BalamExport | Problem
     """


    return sync_detailed(
        match_id=match_id,
client=client,

    ).parsed

async def asyncio_detailed(
    match_id: str,
    *,
    client: AuthenticatedClient | Client,

) -> Response[BalamExport | Problem]:
    """ The match's public record, to check its shuffles against its seed

     While the match runs: its seats, options, seed commitment and events as a spectator sees them. Once
    it has ended: every event in full, every action, and the seed; `tabletop verify FILE` (or
    `verify_export` in the client package) checks that the seed hashes to the commitment and replays the
    actions with the engines to re-derive every chance outcome.

    Args:
        match_id (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[BalamExport | Problem]
     """


    kwargs = _get_kwargs(
        match_id=match_id,

    )

    response = await client.get_async_httpx_client().request(
        **kwargs
    )

    return _build_response(client=client, response=response)

async def asyncio(
    match_id: str,
    *,
    client: AuthenticatedClient | Client,

) -> BalamExport | Problem | None:
    """ The match's public record, to check its shuffles against its seed

     While the match runs: its seats, options, seed commitment and events as a spectator sees them. Once
    it has ended: every event in full, every action, and the seed; `tabletop verify FILE` (or
    `verify_export` in the client package) checks that the seed hashes to the commitment and replays the
    actions with the engines to re-derive every chance outcome.

    Args:
        match_id (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        BalamExport | Problem
     """


    return (await asyncio_detailed(
        match_id=match_id,
client=client,

    )).parsed
