"""A request's time on the database, and the failure that says the database is out
of reach: the edge gives each request its budget, the store spends it and raises
`Unavailable`, which every layer may meet (the edge answers it with a 503)."""

from __future__ import annotations

import time
from contextvars import ContextVar
from typing import Generic, TypeVar

T = TypeVar("T")


class Unavailable(Exception):
    """The database cannot be reached, or did not answer in time: nothing was
    changed by the failed work, and a retry later may succeed."""


class Budget:
    """What one request may still spend waiting on PostgreSQL, in seconds: its
    statements, pool waits, connections and their clean-up all count, so that a
    request making several round trips gives up (503) within the timeout in all,
    not within the timeout per round trip."""

    __slots__ = ("left", "seconds")

    def __init__(self, seconds: float) -> None:
        self.seconds = self.left = seconds


# The budget of the request being handled (a context variable: each request is its
# own task). Work outside requests (the sweeper, the feed, group commits) has none:
# each of its operations gets the timeout.
BUDGET: ContextVar[Budget | None] = ContextVar("tabletop_db_budget", default=None)


# budget, spending and reaching wrap every act: classes, as contextlib.suppress is,
# cost a third of what generator-based context managers do.
class budget:
    """Database operations in the block may wait `seconds` in all."""

    __slots__ = ("seconds", "token")

    def __init__(self, seconds: float) -> None:
        self.seconds = seconds

    def __enter__(self) -> None:
        self.token = BUDGET.set(Budget(self.seconds))

    def __exit__(self, *_: object) -> None:
        BUDGET.reset(self.token)


def renew_budget() -> None:
    """The current request may wait its whole budget again: a stream, which has
    answered already, reads on each wake-up as if it were a new request."""
    if (current := BUDGET.get()) is not None:
        current.left = current.seconds


class spending(Generic[T]):
    """The seconds the current request may still wait on the database (`default`
    outside a request); the time the block takes is spent from them."""

    __slots__ = ("current", "default", "start")

    def __init__(self, default: T) -> None:
        self.default = default

    def __enter__(self) -> float | T:
        self.current = BUDGET.get()
        if self.current is None:
            return self.default
        self.start = time.monotonic()
        return self.current.left

    def __exit__(self, *_: object) -> None:
        if self.current is not None:
            self.current.left -= time.monotonic() - self.start
