# Generated from openapi/openapi.json by clients/generate.py (`make client`): do not edit.
from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.babel_challenge import BabelChallenge
from ...models.babel_new_challenge import BabelNewChallenge
from ...models.balam_challenge import BalamChallenge
from ...models.balam_new_challenge import BalamNewChallenge
from ...models.bali_challenge import BaliChallenge
from ...models.bali_new_challenge import BaliNewChallenge
from ...models.maya_challenge import MayaChallenge
from ...models.maya_new_challenge import MayaNewChallenge
from ...models.problem import Problem
from typing import cast



def _get_kwargs(
    *,
    body: BabelNewChallenge | BalamNewChallenge | BaliNewChallenge | MayaNewChallenge,

) -> dict[str, Any]:
    headers: dict[str, Any] = {}


    

    

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/challenges",
    }

    
    if isinstance(body, BabelNewChallenge):
        _kwargs["json"] = body.to_dict()
    elif isinstance(body, BaliNewChallenge):
        _kwargs["json"] = body.to_dict()
    elif isinstance(body, MayaNewChallenge):
        _kwargs["json"] = body.to_dict()
    else:
        _kwargs["json"] = body.to_dict()


    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs



def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> BabelChallenge | BalamChallenge | BaliChallenge | MayaChallenge | Problem | None:
    if response.status_code == 201:
        def _parse_response_201(data: object) -> BabelChallenge | BalamChallenge | BaliChallenge | MayaChallenge:
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                response_201_type_0 = BabelChallenge.from_dict(data)



                return response_201_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                response_201_type_1 = BaliChallenge.from_dict(data)



                return response_201_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                response_201_type_2 = MayaChallenge.from_dict(data)



                return response_201_type_2
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            if not isinstance(data, dict):
                raise TypeError()
            response_201_type_3 = BalamChallenge.from_dict(data)



            return response_201_type_3

        response_201 = _parse_response_201(response.json())

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

    if client.raise_on_unexpected_status:
        raise errors.UnexpectedStatus(response.status_code, response.content)
    else:
        return None


def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[BabelChallenge | BalamChallenge | BaliChallenge | MayaChallenge | Problem]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient,
    body: BabelNewChallenge | BalamNewChallenge | BaliNewChallenge | MayaNewChallenge,

) -> Response[BabelChallenge | BalamChallenge | BaliChallenge | MayaChallenge | Problem]:
    """ Challenge players by id to a match

     Each opponent hears of it on his stream (`challenge`) and accepts or declines; you may cancel it. It
    expires unanswered after TABLETOP_CHALLENGE_TTL_S. Once every opponent has accepted, the match is
    made, dealt with every player's `entropy` mixed into the server's seed, its seats in the order of
    `seats` (drawn if null), each bound to its player, whose key acts for it: each hears `match-
    started`.

    Args:
        body (BabelNewChallenge | BalamNewChallenge | BaliNewChallenge | MayaNewChallenge):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[BabelChallenge | BalamChallenge | BaliChallenge | MayaChallenge | Problem]
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
    body: BabelNewChallenge | BalamNewChallenge | BaliNewChallenge | MayaNewChallenge,

) -> BabelChallenge | BalamChallenge | BaliChallenge | MayaChallenge | Problem | None:
    """ Challenge players by id to a match

     Each opponent hears of it on his stream (`challenge`) and accepts or declines; you may cancel it. It
    expires unanswered after TABLETOP_CHALLENGE_TTL_S. Once every opponent has accepted, the match is
    made, dealt with every player's `entropy` mixed into the server's seed, its seats in the order of
    `seats` (drawn if null), each bound to its player, whose key acts for it: each hears `match-
    started`.

    Args:
        body (BabelNewChallenge | BalamNewChallenge | BaliNewChallenge | MayaNewChallenge):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        BabelChallenge | BalamChallenge | BaliChallenge | MayaChallenge | Problem
     """


    return sync_detailed(
        client=client,
body=body,

    ).parsed

async def asyncio_detailed(
    *,
    client: AuthenticatedClient,
    body: BabelNewChallenge | BalamNewChallenge | BaliNewChallenge | MayaNewChallenge,

) -> Response[BabelChallenge | BalamChallenge | BaliChallenge | MayaChallenge | Problem]:
    """ Challenge players by id to a match

     Each opponent hears of it on his stream (`challenge`) and accepts or declines; you may cancel it. It
    expires unanswered after TABLETOP_CHALLENGE_TTL_S. Once every opponent has accepted, the match is
    made, dealt with every player's `entropy` mixed into the server's seed, its seats in the order of
    `seats` (drawn if null), each bound to its player, whose key acts for it: each hears `match-
    started`.

    Args:
        body (BabelNewChallenge | BalamNewChallenge | BaliNewChallenge | MayaNewChallenge):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[BabelChallenge | BalamChallenge | BaliChallenge | MayaChallenge | Problem]
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
    body: BabelNewChallenge | BalamNewChallenge | BaliNewChallenge | MayaNewChallenge,

) -> BabelChallenge | BalamChallenge | BaliChallenge | MayaChallenge | Problem | None:
    """ Challenge players by id to a match

     Each opponent hears of it on his stream (`challenge`) and accepts or declines; you may cancel it. It
    expires unanswered after TABLETOP_CHALLENGE_TTL_S. Once every opponent has accepted, the match is
    made, dealt with every player's `entropy` mixed into the server's seed, its seats in the order of
    `seats` (drawn if null), each bound to its player, whose key acts for it: each hears `match-
    started`.

    Args:
        body (BabelNewChallenge | BalamNewChallenge | BaliNewChallenge | MayaNewChallenge):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        BabelChallenge | BalamChallenge | BaliChallenge | MayaChallenge | Problem
     """


    return (await asyncio_detailed(
        client=client,
body=body,

    )).parsed
