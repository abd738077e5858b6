"""Ratings: after a rated match ends, each player's rating in its game moves by
OpenSkill's Plackett-Luce model with its default parameters (3-5 player
free-for-all and ties, which Elo cannot), from the result's ranking (`ranks`:
winners first, then by score, forfeited seats last). The display rating is the
ordinal, mu - 3 sigma.

Ratings are a projection of finished matches, applied by one instance at a time
(the sweeper's lock) in the order the matches ended, each in one transaction with
its changes; `rebuild` forgets them and applies every rated match again in the
order it was applied (`tabletop ratings rebuild`): the same numbers."""

from __future__ import annotations

import logging

from engines.core import table as tables
from engines.core.table import EndReason
from service import metrics
from service.application.context import Context
from service.application.standings import MODEL, NEW, rating
from service.application.timeouts import current
from service.records import now
from service.store.ratings import Change, Rated, Ratings

log = logging.getLogger("tabletop")
BATCH = 50  # rated matches applied per sweep


async def apply(store: Ratings, by_game: dict[str, Context]) -> int:
    """Move the ratings by the rated matches that ended since; how many (the sweeper's work)."""
    pending = await store.pending(BATCH)
    for rated in pending:
        await _apply(store, by_game, rated)
    return len(pending)


async def rebuild(store: Ratings, by_game: dict[str, Context]) -> int:
    """Every rating computed again from the event store; how many matches were applied."""
    await store.forget()
    applied = await store.applied()
    for rated in applied:
        await _apply(store, by_game, rated)
    return len(applied)


async def _apply(store: Ratings, by_game: dict[str, Context], rated: Rated) -> None:
    context = by_game.get(rated.game)
    if context is None:  # a game this server no longer hosts: left pending
        return
    record = await current(context, rated.match_id)
    outcome = tables.outcome(context.game, await context.repository.table(record, record.version))
    players = [seat.player_id for seat in record.seats]
    changes: list[Change] = []
    if outcome is not None and outcome.reason != EndReason.ABORTED and None not in players:
        ids = [p for p in players if p is not None]
        before = await store.of(ids, rated.game)
        old = [before.get(p, rating(NEW.mu, NEW.sigma, 0)) for p in ids]
        places = tables.ranks(outcome, len(ids))
        moved = MODEL.rate([[MODEL.rating(mu=r.mu, sigma=r.sigma)] for r in old], ranks=[float(p) for p in places])
        changes = [
            Change(seat, p, place, r, rating(new[0].mu, new[0].sigma, r.matches + 1))
            for seat, (p, place, r, new) in enumerate(zip(ids, places, old, moved, strict=True))
        ]
    await store.record(rated, changes, now())
    metrics.RATINGS_UPDATED.inc(len(changes))
    log.info("rated", extra={"match_id": rated.match_id, "game": rated.game, "players": len(changes)})
