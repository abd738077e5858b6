"""The conflict rule: when a stale `expected_version` still stands.

A stale expected_version stands when no act since it changed what the seat may do:
its legal actions are the same at `expected`, at every version where a later act
began, and now (so A, then B, then A again does not stand), and seats deciding at
once (sealed bids, a distribution) do not collide. Otherwise the seat decided on a
table that is gone: 409.

Those are the versions at which a decision was due: between the events of one act
(or of the setup) nobody decides, and some engines cannot even list legal actions
there, so an `expected` there is a version the match never stood at: 409 too. Each
act's first event row carries the act (migration 0004)."""

from __future__ import annotations

from typing import Any

from engines.core import table as tables
from engines.core.seeds import SeedSource
from engines.core.table import Table
from service.application.context import Context
from service.errors import Conflict
from service.records import MatchRecord


async def still_stands(context: Context, record: MatchRecord, table: Table[Any], seat: int, expected: int) -> None:
    """Nothing if the seat's decision on version `expected` still stands on `table`
    (the match at `record.version`); Conflict (409) otherwise."""
    game, repository = context.game, context.repository
    if expected >= record.version:
        raise conflict(context, record.version, expected)
    begun = await repository.acts_begun(record, expected)
    # A match stored before acts were recorded (seed_source legacy) has none for its
    # older acts, so where they began is unknown: it is judged at `expected`, at the
    # recorded acts' versions and now; with none recorded, at the endpoints only.
    if begun[:1] != [expected] and record.seed_source != SeedSource.LEGACY:
        raise conflict(context, record.version, expected)
    then = await repository.table(record, expected)
    decided_on = tables.legal_actions(game, then, seat)
    if decided_on != tables.legal_actions(game, table, seat):  # the cheap check first: no fold
        raise conflict(context, record.version, expected)
    between = {version for version in begun if version > expected}
    if between:
        for logged in await repository.events(record, expected, max(between)):
            then = tables.evolve(game, then, logged.event)
            if logged.seq in between and tables.legal_actions(game, then, seat) != decided_on:
                raise conflict(context, record.version, expected)


def conflict(context: Context, current: int, expected: int) -> Conflict:
    context.counted.conflicts.inc()
    return Conflict(
        f"You acted on version {expected} but the match is at version {current}; reload it and decide again.",
        current_version=current,
    )
