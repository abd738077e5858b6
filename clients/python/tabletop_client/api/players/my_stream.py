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
    *,
    ticket: None | str | Unset = UNSET,
    last_event_id: str | Unset = '',

) -> dict[str, Any]:
    headers: dict[str, Any] = {}
    if not isinstance(last_event_id, Unset):
        headers["Last-Event-ID"] = last_event_id



    

    params: dict[str, Any] = {}

    json_ticket: None | str | Unset
    if isinstance(ticket, Unset):
        json_ticket = UNSET
    else:
        json_ticket = ticket
    params["ticket"] = json_ticket


    params = {k: v for k, v in params.items() if v is not UNSET and v is not None}


    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/players/me/stream",
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
    *,
    client: AuthenticatedClient,
    ticket: None | str | Unset = UNSET,
    last_event_id: str | Unset = '',

) -> Response[Problem | str]:
    """ Everything that concerns you, as it happens (Server-Sent Events)

     Frames (`event:`, with JSON `data:`): `challenge` (one you made or were asked by, while it is open,
    again after each acceptance), `challenge-ended` (accepted, declined, cancelled or expired), `match-
    started` (a match of yours was dealt: your seat, the seats, options and time control; your key acts
    for the seat), `turn` (a match waits on your seat at `version`: its legal actions then, and your
    deadline when timed), `match-finished` (the result). Opened without Last-Event-ID it begins with
    your state now: your open challenges, a `match-started` for each active match of yours and a `turn`
    for each that waits on you, without ids, then `opened` (`head`), whose id is where your stream
    stood. Every other frame's `id` is its place in your stream: reconnect with `Last-Event-ID` to
    resume with nothing lost or repeated, on any instance (`Last-Event-ID: 0` reads your stream from its
    start). A comment every 15 s keeps it open. From a browser: `POST /players/me/stream-tickets` and
    `?ticket=`.

    Args:
        ticket (None | str | Unset): from POST /players/me/stream-tickets
        last_event_id (str | Unset):  Default: ''.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Problem | str]
     """


    kwargs = _get_kwargs(
        ticket=ticket,
last_event_id=last_event_id,

    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)

def sync(
    *,
    client: AuthenticatedClient,
    ticket: None | str | Unset = UNSET,
    last_event_id: str | Unset = '',

) -> Problem | str | None:
    """ Everything that concerns you, as it happens (Server-Sent Events)

     Frames (`event:`, with JSON `data:`): `challenge` (one you made or were asked by, while it is open,
    again after each acceptance), `challenge-ended` (accepted, declined, cancelled or expired), `match-
    started` (a match of yours was dealt: your seat, the seats, options and time control; your key acts
    for the seat), `turn` (a match waits on your seat at `version`: its legal actions then, and your
    deadline when timed), `match-finished` (the result). Opened without Last-Event-ID it begins with
    your state now: your open challenges, a `match-started` for each active match of yours and a `turn`
    for each that waits on you, without ids, then `opened` (`head`), whose id is where your stream
    stood. Every other frame's `id` is its place in your stream: reconnect with `Last-Event-ID` to
    resume with nothing lost or repeated, on any instance (`Last-Event-ID: 0` reads your stream from its
    start). A comment every 15 s keeps it open. From a browser: `POST /players/me/stream-tickets` and
    `?ticket=`.

    Args:
        ticket (None | str | Unset): from POST /players/me/stream-tickets
        last_event_id (str | Unset):  Default: ''.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Problem | str
     """


    return sync_detailed(
        client=client,
ticket=ticket,
last_event_id=last_event_id,

    ).parsed

async def asyncio_detailed(
    *,
    client: AuthenticatedClient,
    ticket: None | str | Unset = UNSET,
    last_event_id: str | Unset = '',

) -> Response[Problem | str]:
    """ Everything that concerns you, as it happens (Server-Sent Events)

     Frames (`event:`, with JSON `data:`): `challenge` (one you made or were asked by, while it is open,
    again after each acceptance), `challenge-ended` (accepted, declined, cancelled or expired), `match-
    started` (a match of yours was dealt: your seat, the seats, options and time control; your key acts
    for the seat), `turn` (a match waits on your seat at `version`: its legal actions then, and your
    deadline when timed), `match-finished` (the result). Opened without Last-Event-ID it begins with
    your state now: your open challenges, a `match-started` for each active match of yours and a `turn`
    for each that waits on you, without ids, then `opened` (`head`), whose id is where your stream
    stood. Every other frame's `id` is its place in your stream: reconnect with `Last-Event-ID` to
    resume with nothing lost or repeated, on any instance (`Last-Event-ID: 0` reads your stream from its
    start). A comment every 15 s keeps it open. From a browser: `POST /players/me/stream-tickets` and
    `?ticket=`.

    Args:
        ticket (None | str | Unset): from POST /players/me/stream-tickets
        last_event_id (str | Unset):  Default: ''.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Problem | str]
     """


    kwargs = _get_kwargs(
        ticket=ticket,
last_event_id=last_event_id,

    )

    response = await client.get_async_httpx_client().request(
        **kwargs
    )

    return _build_response(client=client, response=response)

async def asyncio(
    *,
    client: AuthenticatedClient,
    ticket: None | str | Unset = UNSET,
    last_event_id: str | Unset = '',

) -> Problem | str | None:
    """ Everything that concerns you, as it happens (Server-Sent Events)

     Frames (`event:`, with JSON `data:`): `challenge` (one you made or were asked by, while it is open,
    again after each acceptance), `challenge-ended` (accepted, declined, cancelled or expired), `match-
    started` (a match of yours was dealt: your seat, the seats, options and time control; your key acts
    for the seat), `turn` (a match waits on your seat at `version`: its legal actions then, and your
    deadline when timed), `match-finished` (the result). Opened without Last-Event-ID it begins with
    your state now: your open challenges, a `match-started` for each active match of yours and a `turn`
    for each that waits on you, without ids, then `opened` (`head`), whose id is where your stream
    stood. Every other frame's `id` is its place in your stream: reconnect with `Last-Event-ID` to
    resume with nothing lost or repeated, on any instance (`Last-Event-ID: 0` reads your stream from its
    start). A comment every 15 s keeps it open. From a browser: `POST /players/me/stream-tickets` and
    `?ticket=`.

    Args:
        ticket (None | str | Unset): from POST /players/me/stream-tickets
        last_event_id (str | Unset):  Default: ''.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Problem | str
     """


    return (await asyncio_detailed(
        client=client,
ticket=ticket,
last_event_id=last_event_id,

    )).parsed
