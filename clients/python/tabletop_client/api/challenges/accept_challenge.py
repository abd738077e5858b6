# Generated from openapi/openapi.json by clients/generate.py (`make client`): do not edit.
from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.accept_challenge import AcceptChallenge
from ...models.babel_challenge import BabelChallenge
from ...models.balam_challenge import BalamChallenge
from ...models.bali_challenge import BaliChallenge
from ...models.maya_challenge import MayaChallenge
from ...models.problem import Problem
from typing import cast



def _get_kwargs(
    challenge_id: str,
    *,
    body: AcceptChallenge | None,

) -> dict[str, Any]:
    headers: dict[str, Any] = {}


    

    

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/challenges/{challenge_id}/accept".format(challenge_id=quote(str(challenge_id), safe=""),),
    }

    
    if isinstance(body, AcceptChallenge):
        _kwargs["json"] = body.to_dict()
    else:
        _kwargs["json"] = body

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs



def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> BabelChallenge | BalamChallenge | BaliChallenge | MayaChallenge | Problem | None:
    if response.status_code == 200:
        def _parse_response_200(data: object) -> BabelChallenge | BalamChallenge | BaliChallenge | MayaChallenge:
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                response_200_type_0 = BabelChallenge.from_dict(data)



                return response_200_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                response_200_type_1 = BaliChallenge.from_dict(data)



                return response_200_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                response_200_type_2 = MayaChallenge.from_dict(data)



                return response_200_type_2
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            if not isinstance(data, dict):
                raise TypeError()
            response_200_type_3 = BalamChallenge.from_dict(data)



            return response_200_type_3

        response_200 = _parse_response_200(response.json())

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
    challenge_id: str,
    *,
    client: AuthenticatedClient,
    body: AcceptChallenge | None,

) -> Response[BabelChallenge | BalamChallenge | BaliChallenge | MayaChallenge | Problem]:
    """ Accept a challenge you were asked by (the last acceptance makes the match)

     The body (optional) may give `entropy`, mixed into the match's seed as every player's. The last
    acceptance deals the match, in the same transaction: each player hears `match-started` on his
    stream, and his key acts for his seat. Accepting again changes nothing.

    Args:
        challenge_id (str):
        body (AcceptChallenge | None):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[BabelChallenge | BalamChallenge | BaliChallenge | MayaChallenge | Problem]
     """


    kwargs = _get_kwargs(
        challenge_id=challenge_id,
body=body,

    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)

def sync(
    challenge_id: str,
    *,
    client: AuthenticatedClient,
    body: AcceptChallenge | None,

) -> BabelChallenge | BalamChallenge | BaliChallenge | MayaChallenge | Problem | None:
    """ Accept a challenge you were asked by (the last acceptance makes the match)

     The body (optional) may give `entropy`, mixed into the match's seed as every player's. The last
    acceptance deals the match, in the same transaction: each player hears `match-started` on his
    stream, and his key acts for his seat. Accepting again changes nothing.

    Args:
        challenge_id (str):
        body (AcceptChallenge | None):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        BabelChallenge | BalamChallenge | BaliChallenge | MayaChallenge | Problem
     """


    return sync_detailed(
        challenge_id=challenge_id,
client=client,
body=body,

    ).parsed

async def asyncio_detailed(
    challenge_id: str,
    *,
    client: AuthenticatedClient,
    body: AcceptChallenge | None,

) -> Response[BabelChallenge | BalamChallenge | BaliChallenge | MayaChallenge | Problem]:
    """ Accept a challenge you were asked by (the last acceptance makes the match)

     The body (optional) may give `entropy`, mixed into the match's seed as every player's. The last
    acceptance deals the match, in the same transaction: each player hears `match-started` on his
    stream, and his key acts for his seat. Accepting again changes nothing.

    Args:
        challenge_id (str):
        body (AcceptChallenge | None):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[BabelChallenge | BalamChallenge | BaliChallenge | MayaChallenge | Problem]
     """


    kwargs = _get_kwargs(
        challenge_id=challenge_id,
body=body,

    )

    response = await client.get_async_httpx_client().request(
        **kwargs
    )

    return _build_response(client=client, response=response)

async def asyncio(
    challenge_id: str,
    *,
    client: AuthenticatedClient,
    body: AcceptChallenge | None,

) -> BabelChallenge | BalamChallenge | BaliChallenge | MayaChallenge | Problem | None:
    """ Accept a challenge you were asked by (the last acceptance makes the match)

     The body (optional) may give `entropy`, mixed into the match's seed as every player's. The last
    acceptance deals the match, in the same transaction: each player hears `match-started` on his
    stream, and his key acts for his seat. Accepting again changes nothing.

    Args:
        challenge_id (str):
        body (AcceptChallenge | None):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        BabelChallenge | BalamChallenge | BaliChallenge | MayaChallenge | Problem
     """


    return (await asyncio_detailed(
        challenge_id=challenge_id,
client=client,
body=body,

    )).parsed
