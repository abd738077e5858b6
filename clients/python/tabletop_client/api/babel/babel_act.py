# Generated from openapi/openapi.json by clients/generate.py (`make client`): do not edit.
from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.babel_act_request import BabelActRequest
from ...models.babel_acted import BabelActed
from ...models.problem import Problem
from ...types import UNSET, Unset
from typing import cast



def _get_kwargs(
    match_id: str,
    *,
    body: BabelActRequest,
    idempotency_key: None | str | Unset = UNSET,

) -> dict[str, Any]:
    headers: dict[str, Any] = {}
    if not isinstance(idempotency_key, Unset):
        headers["Idempotency-Key"] = idempotency_key



    

    

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/games/babel/matches/{match_id}/actions".format(match_id=quote(str(match_id), safe=""),),
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs



def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> BabelActed | Problem | None:
    if response.status_code == 200:
        response_200 = BabelActed.from_dict(response.json())



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


def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[BabelActed | Problem]:
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
    body: BabelActRequest,
    idempotency_key: None | str | Unset = UNSET,

) -> Response[BabelActed | Problem]:
    """ Take an action

     expected_version is the version your decision was based on. If the match has moved on since, the
    action still stands when your seat's legal actions are the same after every act since (options that
    went and came back did change; seats deciding at once do not collide); otherwise, or on a version
    between the events of one act, the answer is 409. With an Idempotency-Key, a retry returns the first
    response and never applies twice.

    Args:
        match_id (str):
        idempotency_key (None | str | Unset):
        body (BabelActRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[BabelActed | Problem]
     """


    kwargs = _get_kwargs(
        match_id=match_id,
body=body,
idempotency_key=idempotency_key,

    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)

def sync(
    match_id: str,
    *,
    client: AuthenticatedClient,
    body: BabelActRequest,
    idempotency_key: None | str | Unset = UNSET,

) -> BabelActed | Problem | None:
    """ Take an action

     expected_version is the version your decision was based on. If the match has moved on since, the
    action still stands when your seat's legal actions are the same after every act since (options that
    went and came back did change; seats deciding at once do not collide); otherwise, or on a version
    between the events of one act, the answer is 409. With an Idempotency-Key, a retry returns the first
    response and never applies twice.

    Args:
        match_id (str):
        idempotency_key (None | str | Unset):
        body (BabelActRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        BabelActed | Problem
     """


    return sync_detailed(
        match_id=match_id,
client=client,
body=body,
idempotency_key=idempotency_key,

    ).parsed

async def asyncio_detailed(
    match_id: str,
    *,
    client: AuthenticatedClient,
    body: BabelActRequest,
    idempotency_key: None | str | Unset = UNSET,

) -> Response[BabelActed | Problem]:
    """ Take an action

     expected_version is the version your decision was based on. If the match has moved on since, the
    action still stands when your seat's legal actions are the same after every act since (options that
    went and came back did change; seats deciding at once do not collide); otherwise, or on a version
    between the events of one act, the answer is 409. With an Idempotency-Key, a retry returns the first
    response and never applies twice.

    Args:
        match_id (str):
        idempotency_key (None | str | Unset):
        body (BabelActRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[BabelActed | Problem]
     """


    kwargs = _get_kwargs(
        match_id=match_id,
body=body,
idempotency_key=idempotency_key,

    )

    response = await client.get_async_httpx_client().request(
        **kwargs
    )

    return _build_response(client=client, response=response)

async def asyncio(
    match_id: str,
    *,
    client: AuthenticatedClient,
    body: BabelActRequest,
    idempotency_key: None | str | Unset = UNSET,

) -> BabelActed | Problem | None:
    """ Take an action

     expected_version is the version your decision was based on. If the match has moved on since, the
    action still stands when your seat's legal actions are the same after every act since (options that
    went and came back did change; seats deciding at once do not collide); otherwise, or on a version
    between the events of one act, the answer is 409. With an Idempotency-Key, a retry returns the first
    response and never applies twice.

    Args:
        match_id (str):
        idempotency_key (None | str | Unset):
        body (BabelActRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        BabelActed | Problem
     """


    return (await asyncio_detailed(
        match_id=match_id,
client=client,
body=body,
idempotency_key=idempotency_key,

    )).parsed
