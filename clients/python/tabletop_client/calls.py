"""How the SDK sends a request, retried as `Retry` says, a refusal raised as the exception
of its status (`refusals.py`): a game's operation as `games.py` describes it (`fetch`: its
answer read once, by the caller's `Read`), any other by the generated operation's public
`sync_detailed` (`call`).

A refusal is raised by a response hook on the client's httpx client (`raise_refusals`,
httpx's `event_hooks`), before the generated operation parses the answer: `refusal`
reads any body (a proxy's error page too) and its Retry-After, where the generated
parsing insists on a whole problem and raises on anything else. The operations then
parse successes only.
"""

from __future__ import annotations

import random
import time
from collections.abc import Callable
from dataclasses import dataclass
from http import HTTPStatus
from typing import Any, TypeVar, cast

import httpx

from .client import AuthenticatedClient, Client
from .models import Problem
from .refusals import MatchBusy, RateLimited, TabletopError, Unavailable, refusal
from .types import Response

T = TypeVar("T")
C = TypeVar("C", Client, AuthenticatedClient)

# Refusals that ask for the request again (after a pause): nothing was applied.
RETRIED = (RateLimited, Unavailable, MatchBusy)


@dataclass(frozen=True)
class Retry:
    """How requests are retried, `attempts` times in all: after a 429 or a 503, waiting
    what Retry-After says (at most `max_wait_s`); after a connection failure (only
    requests that are safe to repeat: reads, and actions, which keep their
    Idempotency-Key so a retry never applies twice), waiting `backoff_s` doubled at each
    attempt; after a 409 `match-busy` (nothing was applied: the server asks for the
    action again), waiting `busy_s` doubled at each attempt, times 1 to 2 at random (so
    that the seats racing for the match do not come back together)."""

    attempts: int = 5
    max_wait_s: float = 30.0
    backoff_s: float = 0.5
    busy_s: float = 0.05

    def pause(self, attempt: int, asked: float | None = None) -> float:
        return min(self.max_wait_s, asked if asked is not None else self.backoff_s * 2.0**attempt)

    def busy_pause(self, attempt: int) -> float:
        return min(self.max_wait_s, self.busy_s * 2.0**attempt * random.uniform(1, 2))


def raise_refusal(response: httpx.Response) -> None:
    """An httpx response hook: a refused answer (300 and over) raised as its exception."""
    if response.status_code >= 300:
        raise refusal(response.status_code, response.read(), response.headers)


def raise_refusals(http: httpx.Client) -> httpx.Client:
    """`http`, raising every refusal it receives (`raise_refusal`)."""
    http.event_hooks["response"] = [raise_refusal]
    return http


def refusing(client: C) -> C:
    """A generated client whose requests raise refusals (the SDK makes every client so)."""
    raise_refusals(client.get_httpx_client())
    return client


def call(
    op: Callable[..., Response[T | Problem]],
    retry: Retry,
    *,
    safe: bool,
    client: Client | AuthenticatedClient,
    **kwargs: Any,
) -> T:
    """The parsed answer of a generated operation (its `sync_detailed`, sent through a
    `refusing` client); a refusal raised as its exception, once `retry` gives up."""
    return retried(lambda: parsed(op(client=client, **kwargs)), retry, safe=safe)


def fetch(
    client: Client | AuthenticatedClient,
    retry: Retry,
    request: tuple[str, str],
    *,
    safe: bool,
    params: dict[str, Any] | None = None,
    body: dict[str, Any] | None = None,
    headers: dict[str, str] | None = None,
) -> bytes:
    """The body of the answer to `request` (method, path) sent through a `refusing` client,
    for the caller to read once; a refusal raised as its exception, once `retry` gives up.
    (Parameters that are None are left out: the server's defaults.)"""
    method, path = request
    given = None if params is None else {name: value for name, value in params.items() if value is not None}
    return retried(
        lambda: client.get_httpx_client().request(method, path, params=given, json=body, headers=headers).content,
        retry,
        safe=safe,
    )


def retried(send: Callable[[], T], retry: Retry, *, safe: bool) -> T:
    """What `send` returns, sent again as `retry` says after a refusal that asks for it (and
    after a connection failure when `safe`: repeating it does no harm)."""
    for attempt in range(retry.attempts):
        last = attempt + 1 == retry.attempts
        try:
            return send()
        except httpx.TransportError:
            if not safe or last:
                raise
            time.sleep(retry.pause(attempt))
        except RETRIED as refused:
            if last:
                raise
            # (sent again as it was: the same body, the same Idempotency-Key)
            if isinstance(refused, MatchBusy) and refused.retry_after is None:
                time.sleep(retry.busy_pause(attempt))
            else:
                time.sleep(retry.pause(attempt, refused.retry_after))
    raise AssertionError("unreachable")


def parsed(response: Response[T | Problem]) -> T:
    answer = response.parsed
    if response.status_code == HTTPStatus.NO_CONTENT:
        return cast(T, answer)  # (None: there is nothing to read)
    if answer is None or isinstance(answer, Problem):  # (a refusal is raised before parsing)
        raise TabletopError(f"the server answered {response.status_code} with nothing this client can read")
    return answer
