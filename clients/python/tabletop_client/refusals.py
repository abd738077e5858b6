"""Refusals as exceptions: the server answers every refusal with an RFC 9457
problem (`application/problem+json`); the SDK raises it as the exception of its
status, carrying the problem's fields."""

from __future__ import annotations

import json
from collections.abc import Mapping
from typing import Any


class TabletopError(Exception):
    """Anything the SDK raises on the server's account."""


class Refused(TabletopError):
    """The server refused the request and changed nothing.

    `code` is the problem's stable code when the server sends one (None
    otherwise); `problem` is the whole problem object."""

    status: int = 0

    def __init__(self, status: int, problem: dict[str, Any], retry_after: float | None = None) -> None:
        self.status = status
        self.problem = problem
        self.title: str = problem.get("title", "")
        self.detail: str = problem.get("detail", "")
        self.code: str | None = problem.get("code")
        self.current_version: int | None = problem.get("current_version")
        self.retry_after = retry_after
        super().__init__(f"{status} {self.title}: {self.detail}" if self.title else f"{status}: {self.detail}")


class Malformed(Refused):
    """400: the request breaks the OpenAPI document (the problem's `errors` say where)."""


class InvalidAction(Malformed, ValueError):
    """An action that is none of its game's (its `type` unknown, a field missing or of
    the wrong kind), refused by the client before sending, as the server would refuse
    it (400 `malformed`): nothing was sent. `valid_types` are the game's actions."""

    def __init__(self, detail: str, valid_types: list[str]) -> None:
        self.valid_types = valid_types
        super().__init__(400, {"status": 400, "title": "Invalid action", "code": "malformed", "detail": detail})


class Unauthorized(Refused):
    """401: no token, or a token that is not a seat of this match."""


class Forbidden(Refused):
    """403 `not-yours`: a challenge or seek that is another player's (only those a
    challenge asks may answer it, only its challenger may cancel it)."""


class NotFound(Refused):
    """404: no such game, match, version, challenge or seek (an unanswered challenge or
    an unpaired seek is forgotten once it expires)."""


class StaleVersion(Refused):
    """409: the match moved on since the version you decided on, and what your seat
    may do changed: read it again and decide again (`current_version` says where it is)."""


class MatchBusy(StaleVersion):
    """409 `match-busy`: the match kept changing while your action was applied (other
    seats won every race), and nothing was applied. The SDK sends the action again, under
    its Idempotency-Key, before raising this: then decide again, as after any StaleVersion."""


class ChallengeEnded(Refused):
    """409 `challenge-ended`: the challenge was accepted, declined, cancelled or expired
    before this answer (`challenge-ended` on the players' streams says which)."""


class SeekPaired(Refused):
    """409 `seek-paired`: the seek is already seated in a match (`match-started` on your
    stream names it): too late to withdraw it."""


class NotAllowed(Refused):
    """422: an illegal action, not your turn, or an Idempotency-Key reused for another request."""


class AlreadySeeking(NotAllowed):
    """422 `already-seeking`: a seek of yours on the same terms (game, players, options,
    time control) waits already; one is enough."""


class RateLimited(Refused):
    """429: too many requests; `retry_after` says how long to wait."""


class TooManyChallenges(Refused):
    """429 `too-many-challenges`: you have as many challenges open as a player may. Not a
    rate limit that waiting lifts (no Retry-After): answers, or a cancellation, do; so it
    is not retried."""


class Unavailable(Refused):
    """503: the database is out of reach or the server holds all the streams it may."""


BY_STATUS: dict[int, type[Refused]] = {
    400: Malformed,
    401: Unauthorized,
    403: Forbidden,
    404: NotFound,
    409: StaleVersion,
    422: NotAllowed,
    429: RateLimited,
    503: Unavailable,
}
# Codes that ask for more than their status's exception: (status, code).
BY_CODE: dict[tuple[int, str], type[Refused]] = {
    (409, "match-busy"): MatchBusy,
    (409, "challenge-ended"): ChallengeEnded,
    (409, "seek-paired"): SeekPaired,
    (422, "already-seeking"): AlreadySeeking,
    (429, "too-many-challenges"): TooManyChallenges,
}


def retry_after(headers: Mapping[str, str]) -> float | None:
    """Retry-After in seconds (the server sends seconds; a date is not worth parsing here)."""
    value = headers.get("retry-after")
    try:
        return max(0.0, float(value)) if value is not None else None
    except ValueError:
        return None


def refusal(status: int, content: bytes, headers: Mapping[str, str]) -> Refused:
    """The exception for a refused response; a body that is not a problem still gives one."""
    try:
        problem = json.loads(content) if content else {}
    except ValueError:
        problem = {}
    if not isinstance(problem, dict) or not problem:
        problem = {"detail": content.decode("utf-8", "replace")[:200]}
    code = problem.get("code")
    kind = BY_CODE.get((status, code)) if isinstance(code, str) else None
    return (kind or BY_STATUS.get(status, Refused))(status, problem, retry_after(headers))
