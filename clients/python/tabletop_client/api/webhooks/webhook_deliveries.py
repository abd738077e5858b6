# Generated from openapi/openapi.json by clients/generate.py (`make client`): do not edit.
from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.delivery_page import DeliveryPage
from ...models.problem import Problem
from ...types import UNSET, Unset
from typing import cast



def _get_kwargs(
    webhook_id: str,
    *,
    cursor: None | str | Unset = UNSET,
    limit: int | Unset = 50,

) -> dict[str, Any]:
    

    

    params: dict[str, Any] = {}

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
        "url": "/webhooks/{webhook_id}/deliveries".format(webhook_id=quote(str(webhook_id), safe=""),),
        "params": params,
    }


    return _kwargs



def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> DeliveryPage | Problem | None:
    if response.status_code == 200:
        response_200 = DeliveryPage.from_dict(response.json())



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

    if client.raise_on_unexpected_status:
        raise errors.UnexpectedStatus(response.status_code, response.content)
    else:
        return None


def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[DeliveryPage | Problem]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    webhook_id: str,
    *,
    client: AuthenticatedClient,
    cursor: None | str | Unset = UNSET,
    limit: int | Unset = 50,

) -> Response[DeliveryPage | Problem]:
    """ A webhook's deliveries, newest first: each attempt, its answer or error

     Each delivery's id (its `webhook-id`), type, status and next attempt while pending, and every
    attempt: its time, the answer's status and first bytes, or the error, and how long it took. A page
    at a time: pass `next_cursor` as `cursor` for the next (older) page.

    Args:
        webhook_id (str):
        cursor (None | str | Unset): next_cursor of the previous page
        limit (int | Unset):  Default: 50.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[DeliveryPage | Problem]
     """


    kwargs = _get_kwargs(
        webhook_id=webhook_id,
cursor=cursor,
limit=limit,

    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)

def sync(
    webhook_id: str,
    *,
    client: AuthenticatedClient,
    cursor: None | str | Unset = UNSET,
    limit: int | Unset = 50,

) -> DeliveryPage | Problem | None:
    """ A webhook's deliveries, newest first: each attempt, its answer or error

     Each delivery's id (its `webhook-id`), type, status and next attempt while pending, and every
    attempt: its time, the answer's status and first bytes, or the error, and how long it took. A page
    at a time: pass `next_cursor` as `cursor` for the next (older) page.

    Args:
        webhook_id (str):
        cursor (None | str | Unset): next_cursor of the previous page
        limit (int | Unset):  Default: 50.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        DeliveryPage | Problem
     """


    return sync_detailed(
        webhook_id=webhook_id,
client=client,
cursor=cursor,
limit=limit,

    ).parsed

async def asyncio_detailed(
    webhook_id: str,
    *,
    client: AuthenticatedClient,
    cursor: None | str | Unset = UNSET,
    limit: int | Unset = 50,

) -> Response[DeliveryPage | Problem]:
    """ A webhook's deliveries, newest first: each attempt, its answer or error

     Each delivery's id (its `webhook-id`), type, status and next attempt while pending, and every
    attempt: its time, the answer's status and first bytes, or the error, and how long it took. A page
    at a time: pass `next_cursor` as `cursor` for the next (older) page.

    Args:
        webhook_id (str):
        cursor (None | str | Unset): next_cursor of the previous page
        limit (int | Unset):  Default: 50.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[DeliveryPage | Problem]
     """


    kwargs = _get_kwargs(
        webhook_id=webhook_id,
cursor=cursor,
limit=limit,

    )

    response = await client.get_async_httpx_client().request(
        **kwargs
    )

    return _build_response(client=client, response=response)

async def asyncio(
    webhook_id: str,
    *,
    client: AuthenticatedClient,
    cursor: None | str | Unset = UNSET,
    limit: int | Unset = 50,

) -> DeliveryPage | Problem | None:
    """ A webhook's deliveries, newest first: each attempt, its answer or error

     Each delivery's id (its `webhook-id`), type, status and next attempt while pending, and every
    attempt: its time, the answer's status and first bytes, or the error, and how long it took. A page
    at a time: pass `next_cursor` as `cursor` for the next (older) page.

    Args:
        webhook_id (str):
        cursor (None | str | Unset): next_cursor of the previous page
        limit (int | Unset):  Default: 50.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        DeliveryPage | Problem
     """


    return (await asyncio_detailed(
        webhook_id=webhook_id,
client=client,
cursor=cursor,
limit=limit,

    )).parsed
