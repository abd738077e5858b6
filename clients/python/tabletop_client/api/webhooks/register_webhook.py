# Generated from openapi/openapi.json by clients/generate.py (`make client`): do not edit.
from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.new_webhook import NewWebhook
from ...models.problem import Problem
from ...models.webhook_created import WebhookCreated
from typing import cast



def _get_kwargs(
    *,
    body: NewWebhook,

) -> dict[str, Any]:
    headers: dict[str, Any] = {}


    

    

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/webhooks",
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs



def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Problem | WebhookCreated | None:
    if response.status_code == 201:
        response_201 = WebhookCreated.from_dict(response.json())



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

    if client.raise_on_unexpected_status:
        raise errors.UnexpectedStatus(response.status_code, response.content)
    else:
        return None


def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[Problem | WebhookCreated]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient,
    body: NewWebhook,

) -> Response[Problem | WebhookCreated]:
    """ Register a webhook: its signing secret is in this response only

     With an app key alone, the webhook is the app's: it hears the chosen frames of the player stream of
    every player of the app. With a player key (or an app key and `Tabletop-Player`), it is the
    player's: his own frames. Each frame is POSTed to `url` as a Standard Webhooks delivery: a JSON body
    `{"type", "timestamp", "data"}` (`data`: the frame as the stream sends it, with `player_id` and
    `stream_id`, its id in the player's stream) and the headers `webhook-id` (the same on every
    attempt), `webhook-timestamp` and `webhook-signature` (`v1,<base64 HMAC-SHA256>` under `secret`). A
    delivery not answered 2xx (a redirect is not followed) is retried on
    TABLETOP_WEBHOOK_RETRY_SCHEDULE; a webhook whose deliveries fail TABLETOP_WEBHOOK_DISABLE_AFTER
    times in a row is disabled. The url must reach public addresses only.

    Args:
        body (NewWebhook):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Problem | WebhookCreated]
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
    body: NewWebhook,

) -> Problem | WebhookCreated | None:
    """ Register a webhook: its signing secret is in this response only

     With an app key alone, the webhook is the app's: it hears the chosen frames of the player stream of
    every player of the app. With a player key (or an app key and `Tabletop-Player`), it is the
    player's: his own frames. Each frame is POSTed to `url` as a Standard Webhooks delivery: a JSON body
    `{"type", "timestamp", "data"}` (`data`: the frame as the stream sends it, with `player_id` and
    `stream_id`, its id in the player's stream) and the headers `webhook-id` (the same on every
    attempt), `webhook-timestamp` and `webhook-signature` (`v1,<base64 HMAC-SHA256>` under `secret`). A
    delivery not answered 2xx (a redirect is not followed) is retried on
    TABLETOP_WEBHOOK_RETRY_SCHEDULE; a webhook whose deliveries fail TABLETOP_WEBHOOK_DISABLE_AFTER
    times in a row is disabled. The url must reach public addresses only.

    Args:
        body (NewWebhook):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Problem | WebhookCreated
     """


    return sync_detailed(
        client=client,
body=body,

    ).parsed

async def asyncio_detailed(
    *,
    client: AuthenticatedClient,
    body: NewWebhook,

) -> Response[Problem | WebhookCreated]:
    """ Register a webhook: its signing secret is in this response only

     With an app key alone, the webhook is the app's: it hears the chosen frames of the player stream of
    every player of the app. With a player key (or an app key and `Tabletop-Player`), it is the
    player's: his own frames. Each frame is POSTed to `url` as a Standard Webhooks delivery: a JSON body
    `{"type", "timestamp", "data"}` (`data`: the frame as the stream sends it, with `player_id` and
    `stream_id`, its id in the player's stream) and the headers `webhook-id` (the same on every
    attempt), `webhook-timestamp` and `webhook-signature` (`v1,<base64 HMAC-SHA256>` under `secret`). A
    delivery not answered 2xx (a redirect is not followed) is retried on
    TABLETOP_WEBHOOK_RETRY_SCHEDULE; a webhook whose deliveries fail TABLETOP_WEBHOOK_DISABLE_AFTER
    times in a row is disabled. The url must reach public addresses only.

    Args:
        body (NewWebhook):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Problem | WebhookCreated]
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
    body: NewWebhook,

) -> Problem | WebhookCreated | None:
    """ Register a webhook: its signing secret is in this response only

     With an app key alone, the webhook is the app's: it hears the chosen frames of the player stream of
    every player of the app. With a player key (or an app key and `Tabletop-Player`), it is the
    player's: his own frames. Each frame is POSTed to `url` as a Standard Webhooks delivery: a JSON body
    `{"type", "timestamp", "data"}` (`data`: the frame as the stream sends it, with `player_id` and
    `stream_id`, its id in the player's stream) and the headers `webhook-id` (the same on every
    attempt), `webhook-timestamp` and `webhook-signature` (`v1,<base64 HMAC-SHA256>` under `secret`). A
    delivery not answered 2xx (a redirect is not followed) is retried on
    TABLETOP_WEBHOOK_RETRY_SCHEDULE; a webhook whose deliveries fail TABLETOP_WEBHOOK_DISABLE_AFTER
    times in a row is disabled. The url must reach public addresses only.

    Args:
        body (NewWebhook):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Problem | WebhookCreated
     """


    return (await asyncio_detailed(
        client=client,
body=body,

    )).parsed
