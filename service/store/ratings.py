"""Ratings in the store: which rated matches still wait to move ratings, the ratings
themselves and each rated match's changes. They are a projection: each match's
changes are written in one transaction with the ratings they move and the mark
that the match is rated (`rated_at`, which also fixes the order a rebuild follows)."""

from __future__ import annotations

import datetime as dt
from typing import NamedTuple

import sqlalchemy as sa

from service.records import MatchStatus
from service.store import statements as sql
from service.store.database import Database
from service.store.schema import events, matches, players, rated_matches, rating_changes, ratings

ENDED = (MatchStatus.FINISHED, MatchStatus.ABORTED)


class Rating(NamedTuple):
    mu: float
    sigma: float
    display: float
    matches: int


class Change(NamedTuple):
    seat: int
    player_id: str
    rank: int
    before: Rating
    after: Rating


class Rated(NamedTuple):
    """A rated match to apply: which, and where it falls in the order of results."""

    match_id: str
    game: str
    ended_at: dt.datetime
    rated_at: dt.datetime | None  # set once applied (a rebuild applies them again, in this order)


class Standing(NamedTuple):
    player_id: str
    name: str
    rating: Rating


_LAST_EVENT = (
    sa.select(sa.func.max(events.c.created_at)).where(events.c.match_id == rated_matches.c.match_id).scalar_subquery()
)


def mark_rated(conn: sa.Connection, match_id: str, game: str) -> None:
    """A match made rated (inside the transaction that makes it)."""
    conn.execute(rated_matches.insert(), {"match_id": match_id, "game": game})


class Ratings:
    def __init__(self, db: Database) -> None:
        self.db = db

    async def pending(self, limit: int) -> list[Rated]:
        """The rated matches that ended and have not moved ratings yet, in the order they ended."""
        ended_at = _LAST_EVENT.label("ended_at")
        query = (
            sa.select(rated_matches.c.match_id, rated_matches.c.game, ended_at)
            .join(matches, matches.c.id == rated_matches.c.match_id)
            .where(rated_matches.c.rated_at.is_(None), matches.c.status.in_(ENDED))
            .order_by(ended_at, rated_matches.c.match_id)
            .limit(limit)
        )
        rows = await self.db.read(lambda conn: conn.execute(query).all())
        return [Rated(r.match_id, r.game, sql.utc(r.ended_at), None) for r in rows]

    async def applied(self) -> list[Rated]:
        """Every rated match that moved ratings, in the order it did (a rebuild's)."""
        query = (
            sa.select(rated_matches)
            .where(rated_matches.c.rated_at.is_not(None))
            .order_by(rated_matches.c.rated_at, rated_matches.c.ended_at, rated_matches.c.match_id)
        )
        rows = await self.db.read(lambda conn: conn.execute(query).all())
        return [Rated(r.match_id, r.game, sql.utc(r.ended_at), sql.utc(r.rated_at)) for r in rows]

    async def of(self, player_ids: list[str], game: str) -> dict[str, Rating]:
        query = sa.select(ratings).where(ratings.c.player_id.in_(player_ids), ratings.c.game == game)
        rows = await self.db.read(lambda conn: conn.execute(query).all())
        return {r.player_id: Rating(r.mu, r.sigma, r.display, r.matches) for r in rows}

    async def record(self, rated: Rated, changes: list[Change], at: dt.datetime) -> None:
        """The match's changes and the ratings they move, and the match marked rated."""

        def work(conn: sa.Connection) -> None:
            for change in changes:
                key = {"player_id": change.player_id, "game": rated.game}
                conn.execute(ratings.delete().where(*(ratings.c[k] == v for k, v in key.items())))
                conn.execute(ratings.insert(), key | change.after._asdict())
            if changes:
                conn.execute(
                    rating_changes.insert(),
                    [
                        {
                            "match_id": rated.match_id,
                            "seat": c.seat,
                            "player_id": c.player_id,
                            "rank": c.rank,
                            "mu_before": c.before.mu,
                            "sigma_before": c.before.sigma,
                            "mu_after": c.after.mu,
                            "sigma_after": c.after.sigma,
                        }
                        for c in changes
                    ],
                )
            done = {"rated_at": rated.rated_at or at, "ended_at": rated.ended_at}
            conn.execute(rated_matches.update().where(rated_matches.c.match_id == rated.match_id).values(done))

        await self.db.write(work)

    async def changes(self, match_id: str) -> list[tuple[int, str, int, float, float, float, float]]:
        """A rated match's changes by seat: (seat, player, rank, mu and sigma before, after)."""
        query = sa.select(
            rating_changes.c.seat,
            rating_changes.c.player_id,
            rating_changes.c.rank,
            rating_changes.c.mu_before,
            rating_changes.c.sigma_before,
            rating_changes.c.mu_after,
            rating_changes.c.sigma_after,
        ).where(rating_changes.c.match_id == match_id)
        rows = await self.db.read(lambda conn: conn.execute(query.order_by(rating_changes.c.seat)).all())
        return [tuple(r) for r in rows]

    async def board(self, game: str, limit: int) -> list[Standing]:
        query = (
            sa.select(ratings, players.c.name)
            .join(players, players.c.id == ratings.c.player_id)
            .where(ratings.c.game == game)
            .order_by(ratings.c.display.desc(), ratings.c.player_id)
            .limit(limit)
        )
        rows = await self.db.read(lambda conn: conn.execute(query).all())
        return [Standing(r.player_id, r.name, Rating(r.mu, r.sigma, r.display, r.matches)) for r in rows]

    async def player(self, player_id: str) -> dict[str, Rating]:
        """The player's rating in each game he has played rated."""
        query = sa.select(ratings).where(ratings.c.player_id == player_id).order_by(ratings.c.game)
        rows = await self.db.read(lambda conn: conn.execute(query).all())
        return {r.game: Rating(r.mu, r.sigma, r.display, r.matches) for r in rows}

    async def forget(self) -> None:
        """Every rating and change gone (a rebuild applies the rated matches again)."""

        def work(conn: sa.Connection) -> None:
            conn.execute(rating_changes.delete())
            conn.execute(ratings.delete())

        await self.db.write(work)
