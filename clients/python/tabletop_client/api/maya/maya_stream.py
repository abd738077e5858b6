# Generated from openapi/openapi.json by clients/generate.py (`make client`): do not edit.
from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.problem import Problem
from ...types import UNSET, Unset
from typing import cast



def _get_kwargs(
    match_id: str,
    *,
    after: int | Unset = 0,
    ticket: None | str | Unset = UNSET,
    last_event_id: str | Unset = '',

) -> dict[str, Any]:
    headers: dict[str, Any] = {}
    if not isinstance(last_event_id, Unset):
        headers["Last-Event-ID"] = last_event_id



    

    params: dict[str, Any] = {}

    params["after"] = after

    json_ticket: None | str | Unset
    if isinstance(ticket, Unset):
        json_ticket = UNSET
    else:
        json_ticket = ticket
    params["ticket"] = json_ticket


    params = {k: v for k, v in params.items() if v is not UNSET and v is not None}


    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/games/maya/matches/{match_id}/stream".format(match_id=quote(str(match_id), safe=""),),
        "params": params,
    }


    _kwargs["headers"] = headers
    return _kwargs



def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Problem | str | None:
    if response.status_code == 200:
        response_200 = response.text
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


def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[Problem | str]:
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
    ticket: None | str | Unset = UNSET,
    last_event_id: str | Unset = '',

) -> Response[Problem | str]:
    """ The match's events as they happen (Server-Sent Events)

     Each event comes as `id:` (the version after it), `event:` (its type) and `data:` (the record
    `/events` gives, as your seat or a spectator may see it); after each batch an `event: match` frame
    gives `version`, `to_move`, `status` and `forfeited`. Resume with `Last-Event-ID` or `?after=N`. A
    comment every 15 s keeps the connection open; the stream ends after a finished match's last events.
    A browser's EventSource cannot send a header: ask `POST .../stream-tickets` (with your token) for a
    one-minute ticket and pass `?ticket=`.

    Args:
        match_id (str):
        after (int | Unset):  Default: 0.
        ticket (None | str | Unset): from POST .../stream-tickets
        last_event_id (str | Unset):  Default: ''.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Problem | str]
     """


    kwargs = _get_kwargs(
        match_id=match_id,
after=after,
ticket=ticket,
last_event_id=last_event_id,

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
    ticket: None | str | Unset = UNSET,
    last_event_id: str | Unset = '',

) -> Problem | str | None:
    """ The match's events as they happen (Server-Sent Events)

     Each event comes as `id:` (the version after it), `event:` (its type) and `data:` (the record
    `/events` gives, as your seat or a spectator may see it); after each batch an `event: match` frame
    gives `version`, `to_move`, `status` and `forfeited`. Resume with `Last-Event-ID` or `?after=N`. A
    comment every 15 s keeps the connection open; the stream ends after a finished match's last events.
    A browser's EventSource cannot send a header: ask `POST .../stream-tickets` (with your token) for a
    one-minute ticket and pass `?ticket=`.

    Args:
        match_id (str):
        after (int | Unset):  Default: 0.
        ticket (None | str | Unset): from POST .../stream-tickets
        last_event_id (str | Unset):  Default: ''.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Problem | str
     """


    return sync_detailed(
        match_id=match_id,
client=client,
after=after,
ticket=ticket,
last_event_id=last_event_id,

    ).parsed

async def asyncio_detailed(
    match_id: str,
    *,
    client: AuthenticatedClient,
    after: int | Unset = 0,
    ticket: None | str | Unset = UNSET,
    last_event_id: str | Unset = '',

) -> Response[Problem | str]:
    """ The match's events as they happen (Server-Sent Events)

     Each event comes as `id:` (the version after it), `event:` (its type) and `data:` (the record
    `/events` gives, as your seat or a spectator may see it); after each batch an `event: match` frame
    gives `version`, `to_move`, `status` and `forfeited`. Resume with `Last-Event-ID` or `?after=N`. A
    comment every 15 s keeps the connection open; the stream ends after a finished match's last events.
    A browser's EventSource cannot send a header: ask `POST .../stream-tickets` (with your token) for a
    one-minute ticket and pass `?ticket=`.

    Args:
        match_id (str):
        after (int | Unset):  Default: 0.
        ticket (None | str | Unset): from POST .../stream-tickets
        last_event_id (str | Unset):  Default: ''.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Problem | str]
     """


    kwargs = _get_kwargs(
        match_id=match_id,
after=after,
ticket=ticket,
last_event_id=last_event_id,

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
    ticket: None | str | Unset = UNSET,
    last_event_id: str | Unset = '',

) -> Problem | str | None:
    """ The match's events as they happen (Server-Sent Events)

     Each event comes as `id:` (the version after it), `event:` (its type) and `data:` (the record
    `/events` gives, as your seat or a spectator may see it); after each batch an `event: match` frame
    gives `version`, `to_move`, `status` and `forfeited`. Resume with `Last-Event-ID` or `?after=N`. A
    comment every 15 s keeps the connection open; the stream ends after a finished match's last events.
    A browser's EventSource cannot send a header: ask `POST .../stream-tickets` (with your token) for a
    one-minute ticket and pass `?ticket=`.

    Args:
        match_id (str):
        after (int | Unset):  Default: 0.
        ticket (None | str | Unset): from POST .../stream-tickets
        last_event_id (str | Unset):  Default: ''.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Problem | str
     """


    return (await asyncio_detailed(
        match_id=match_id,
client=client,
after=after,
ticket=ticket,
last_event_id=last_event_id,

    )).parsed
