# Generated from openapi/openapi.json by clients/generate.py (`make client`): do not edit.
from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.created_key import CreatedKey
from ...models.problem import Problem
from ...models.rotate_key_request import RotateKeyRequest
from typing import cast



def _get_kwargs(
    *,
    body: RotateKeyRequest,

) -> dict[str, Any]:
    headers: dict[str, Any] = {}


    

    

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/players/me/keys",
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs



def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> CreatedKey | Problem | None:
    if response.status_code == 201:
        response_201 = CreatedKey.from_dict(response.json())



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

    if response.status_code == 404:
        response_404 = Problem.from_dict(response.json())



        return response_404

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


def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[CreatedKey | Problem]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient,
    body: RotateKeyRequest,

) -> Response[CreatedKey | Problem]:
    """ Rotate one of your keys

     Returns the new key once. The old key (`key_id`, else the key the request is made with if it is the
    owner's, else the owner's newest) keeps working for `grace_s` seconds, then answers 401 `key-
    expired` (0: revoked at once, `key-revoked`); seat tokens given to it keep working.

    Args:
        body (RotateKeyRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[CreatedKey | Problem]
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
    body: RotateKeyRequest,

) -> CreatedKey | Problem | None:
    """ Rotate one of your keys

     Returns the new key once. The old key (`key_id`, else the key the request is made with if it is the
    owner's, else the owner's newest) keeps working for `grace_s` seconds, then answers 401 `key-
    expired` (0: revoked at once, `key-revoked`); seat tokens given to it keep working.

    Args:
        body (RotateKeyRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        CreatedKey | Problem
     """


    return sync_detailed(
        client=client,
body=body,

    ).parsed

async def asyncio_detailed(
    *,
    client: AuthenticatedClient,
    body: RotateKeyRequest,

) -> Response[CreatedKey | Problem]:
    """ Rotate one of your keys

     Returns the new key once. The old key (`key_id`, else the key the request is made with if it is the
    owner's, else the owner's newest) keeps working for `grace_s` seconds, then answers 401 `key-
    expired` (0: revoked at once, `key-revoked`); seat tokens given to it keep working.

    Args:
        body (RotateKeyRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[CreatedKey | Problem]
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
    body: RotateKeyRequest,

) -> CreatedKey | Problem | None:
    """ Rotate one of your keys

     Returns the new key once. The old key (`key_id`, else the key the request is made with if it is the
    owner's, else the owner's newest) keeps working for `grace_s` seconds, then answers 401 `key-
    expired` (0: revoked at once, `key-revoked`); seat tokens given to it keep working.

    Args:
        body (RotateKeyRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        CreatedKey | Problem
     """


    return (await asyncio_detailed(
        client=client,
body=body,

    )).parsed
