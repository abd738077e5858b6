# Generated from openapi/openapi.json by clients/generate.py (`make client`): do not edit.
from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.babel_seek import BabelSeek
from ...models.balam_seek import BalamSeek
from ...models.bali_seek import BaliSeek
from ...models.maya_seek import MayaSeek
from ...models.problem import Problem
from typing import cast



def _get_kwargs(
    seek_id: str,

) -> dict[str, Any]:
    

    

    

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/seeks/{seek_id}".format(seek_id=quote(str(seek_id), safe=""),),
    }


    return _kwargs



def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> BabelSeek | BalamSeek | BaliSeek | MayaSeek | Problem | None:
    if response.status_code == 200:
        def _parse_response_200(data: object) -> BabelSeek | BalamSeek | BaliSeek | MayaSeek:
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                response_200_type_0 = BabelSeek.from_dict(data)



                return response_200_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                response_200_type_1 = BaliSeek.from_dict(data)



                return response_200_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                response_200_type_2 = MayaSeek.from_dict(data)



                return response_200_type_2
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            if not isinstance(data, dict):
                raise TypeError()
            response_200_type_3 = BalamSeek.from_dict(data)



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

    if response.status_code == 429:
        response_429 = Problem.from_dict(response.json())



        return response_429

    if client.raise_on_unexpected_status:
        raise errors.UnexpectedStatus(response.status_code, response.content)
    else:
        return None


def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[BabelSeek | BalamSeek | BaliSeek | MayaSeek | Problem]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    seek_id: str,
    *,
    client: AuthenticatedClient,

) -> Response[BabelSeek | BalamSeek | BaliSeek | MayaSeek | Problem]:
    """ A seek of yours (its match_id once paired)

     Its game, options and rating range as it stands (a range widens while it waits), when it expires,
    and the match it was paired into, if any.

    Args:
        seek_id (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[BabelSeek | BalamSeek | BaliSeek | MayaSeek | Problem]
     """


    kwargs = _get_kwargs(
        seek_id=seek_id,

    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)

def sync(
    seek_id: str,
    *,
    client: AuthenticatedClient,

) -> BabelSeek | BalamSeek | BaliSeek | MayaSeek | Problem | None:
    """ A seek of yours (its match_id once paired)

     Its game, options and rating range as it stands (a range widens while it waits), when it expires,
    and the match it was paired into, if any.

    Args:
        seek_id (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        BabelSeek | BalamSeek | BaliSeek | MayaSeek | Problem
     """


    return sync_detailed(
        seek_id=seek_id,
client=client,

    ).parsed

async def asyncio_detailed(
    seek_id: str,
    *,
    client: AuthenticatedClient,

) -> Response[BabelSeek | BalamSeek | BaliSeek | MayaSeek | Problem]:
    """ A seek of yours (its match_id once paired)

     Its game, options and rating range as it stands (a range widens while it waits), when it expires,
    and the match it was paired into, if any.

    Args:
        seek_id (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[BabelSeek | BalamSeek | BaliSeek | MayaSeek | Problem]
     """


    kwargs = _get_kwargs(
        seek_id=seek_id,

    )

    response = await client.get_async_httpx_client().request(
        **kwargs
    )

    return _build_response(client=client, response=response)

async def asyncio(
    seek_id: str,
    *,
    client: AuthenticatedClient,

) -> BabelSeek | BalamSeek | BaliSeek | MayaSeek | Problem | None:
    """ A seek of yours (its match_id once paired)

     Its game, options and rating range as it stands (a range widens while it waits), when it expires,
    and the match it was paired into, if any.

    Args:
        seek_id (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        BabelSeek | BalamSeek | BaliSeek | MayaSeek | Problem
     """


    return (await asyncio_detailed(
        seek_id=seek_id,
client=client,

    )).parsed
