# Generated from openapi/openapi.json by clients/generate.py (`make client`): do not edit.
from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.app_created import AppCreated
from ...models.new_app import NewApp
from ...models.problem import Problem
from typing import cast



def _get_kwargs(
    *,
    body: NewApp,

) -> dict[str, Any]:
    headers: dict[str, Any] = {}


    

    

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/apps",
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs



def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> AppCreated | Problem | None:
    if response.status_code == 201:
        response_201 = AppCreated.from_dict(response.json())



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

    if client.raise_on_unexpected_status:
        raise errors.UnexpectedStatus(response.status_code, response.content)
    else:
        return None


def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[AppCreated | Problem]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient,
    body: NewApp,

) -> Response[AppCreated | Problem]:
    """ Register an app: its key is in this response only

     With TABLETOP_APP_REGISTRATION=admin (the default), send the server's admin key as bearer
    (TABLETOP_ADMIN_KEY); with `open`, anyone may. The app's key (ta_...) makes players of the app's
    (`POST /players`) and acts for any of them, naming him in `Tabletop-Player`.

    Args:
        body (NewApp):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[AppCreated | Problem]
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
    body: NewApp,

) -> AppCreated | Problem | None:
    """ Register an app: its key is in this response only

     With TABLETOP_APP_REGISTRATION=admin (the default), send the server's admin key as bearer
    (TABLETOP_ADMIN_KEY); with `open`, anyone may. The app's key (ta_...) makes players of the app's
    (`POST /players`) and acts for any of them, naming him in `Tabletop-Player`.

    Args:
        body (NewApp):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        AppCreated | Problem
     """


    return sync_detailed(
        client=client,
body=body,

    ).parsed

async def asyncio_detailed(
    *,
    client: AuthenticatedClient,
    body: NewApp,

) -> Response[AppCreated | Problem]:
    """ Register an app: its key is in this response only

     With TABLETOP_APP_REGISTRATION=admin (the default), send the server's admin key as bearer
    (TABLETOP_ADMIN_KEY); with `open`, anyone may. The app's key (ta_...) makes players of the app's
    (`POST /players`) and acts for any of them, naming him in `Tabletop-Player`.

    Args:
        body (NewApp):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[AppCreated | Problem]
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
    body: NewApp,

) -> AppCreated | Problem | None:
    """ Register an app: its key is in this response only

     With TABLETOP_APP_REGISTRATION=admin (the default), send the server's admin key as bearer
    (TABLETOP_ADMIN_KEY); with `open`, anyone may. The app's key (ta_...) makes players of the app's
    (`POST /players`) and acts for any of them, naming him in `Tabletop-Player`.

    Args:
        body (NewApp):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        AppCreated | Problem
     """


    return (await asyncio_detailed(
        client=client,
body=body,

    )).parsed
