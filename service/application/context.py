"""What every command of one game works with, and the one way a command that lost a
race is tried again."""

from __future__ import annotations

from collections.abc import Awaitable, Callable
from dataclasses import dataclass
from typing import TypeVar

from engines.core import AnyGame
from service import metrics
from service.application.auth import Auth
from service.application.match import Clock
from service.application.repository import Repository
from service.application.schemas import GameSchemas
from service.application.standings import Standings
from service.application.views import Views
from service.errors import MatchBusy
from service.hub import Hub
from service.records import ClaimLost, VersionConflict

T = TypeVar("T")

# A lost race is retried against the new state (without expected_version, or when
# the stale version still stands): a few times, plus once per seat that may be
# deciding at the same moment (each may win one race against this one).
RACE_RETRIES = 3


class Retry(Exception):
    """What a command read is gone (another request changed the match meanwhile):
    read it again and judge the request anew."""


@dataclass(frozen=True, slots=True)
class Context:
    game: AnyGame
    schemas: GameSchemas
    repository: Repository
    views: Views
    standings: Standings
    auth: Auth
    hub: Hub
    clock: Clock
    counted: metrics.GameCounters
    allow_client_seeds: bool = True


async def retried(context: Context, attempt: Callable[[int], Awaitable[T]], busy: str) -> T:
    """`attempt(n)` until it is not beaten to the store by another request (VersionConflict,
    ClaimLost) or told to read again (Retry); MatchBusy, saying `busy`, past the retries."""
    for n in range(RACE_RETRIES + context.game.max_players):
        try:
            return await attempt(n)
        except (VersionConflict, ClaimLost, Retry):
            continue
    context.counted.conflicts.inc()
    raise MatchBusy(busy)
