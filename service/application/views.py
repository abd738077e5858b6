"""What a seat (or a spectator) is shown of a match: the match's fields at a version,
its events as the seat may see them, and an act's answer.

Nothing secret is shown before its time: the game's view hides what the seat may
not see, and the seed, its nonce and the seats' entropy are revealed once the
match has ended (engines/core/seeds.py)."""

from __future__ import annotations

import functools
from collections.abc import Iterable
from typing import Any

from engines.core import AnyGame
from engines.core import table as tables
from engines.core.seeds import SeedSource, commitment
from engines.core.table import Table, TimeControl
from service.application.body_parts import MatchResult, SeatInfo
from service.application.match import MATCHES_KEPT, Clock, from_ms, ms, status_of, time_control
from service.application.repository import Logged
from service.application.schemas import GameSchemas, SeatClockInfo
from service.records import MatchRecord, MatchStatus


def seed_commitment(record: MatchRecord) -> str | None:
    """What every view and listing shows from creation on (none for a legacy seed)."""
    return None if record.seed_source == SeedSource.LEGACY else _commitment(record.seed, record.seed_nonce)


# (shown at every act: worked out once per match)
_commitment = functools.lru_cache(maxsize=MATCHES_KEPT)(commitment)


def seed_fields(record: MatchRecord, revealed: bool) -> dict[str, Any]:
    """The seed's fields of a view or an export: the seed and its nonce only once the
    match has ended (`revealed`)."""
    return dict(
        seed_source=record.seed_source,
        seed_commitment=seed_commitment(record),
        seed=record.seed if revealed else None,
        seed_nonce=record.seed_nonce if revealed else None,
    )


def result(outcome: tables.Outcome | None) -> MatchResult | None:
    if outcome is None:
        return None
    return MatchResult(
        scores=outcome.scores, winners=outcome.winners, reason=outcome.reason, forfeited=outcome.forfeited
    )


class Views:
    def __init__(self, game: AnyGame, schemas: GameSchemas, clock: Clock) -> None:
        self.game, self.schemas, self.clock = game, schemas, clock

    def match(self, record: MatchRecord, version: int, table: Table[Any], seat: int | None) -> dict[str, Any]:
        """The fields of the match at `version` (whose table is `table`) as `seat` sees it."""
        control = time_control(record)
        outcome = tables.outcome(self.game, table)
        seats = [SeatInfo(seat=i, name=s.name) for i, s in enumerate(record.seats)]
        if not table.dealt:
            # Waiting for its seats (or called off meanwhile): nothing is dealt, so no table
            # (Bali's and Maya's engines cannot view one before their setup, so no game shows
            # one), nobody to move; the seed only once the match has ended.
            return dict(
                match_id=record.id,
                game=record.game,
                rules_version=record.rules_version,
                version=version,
                status=status_of(self.game, table) if outcome else MatchStatus.WAITING,
                to_move=[],
                viewer=seat,
                state=None,
                result=result(outcome),
                **seed_fields(record, outcome is not None),
                forfeited=[],
                time_control=control,
                clocks=None,
                seats=seats,
                abortable=outcome is None,
                rating_changes=None,
            )
        return dict(
            match_id=record.id,
            game=record.game,
            rules_version=record.rules_version,
            version=version,
            status=status_of(self.game, table),
            to_move=tables.to_move(self.game, table),
            viewer=seat,
            state=self.game.view(table.state, seat),
            result=result(outcome),
            # the act that ends the match already shows it (and so does its replay by key)
            **seed_fields(record, record.status.ended or outcome is not None),
            forfeited=list(table.forfeited),
            time_control=control,
            clocks=self.clocks(control, table, live=version == record.version),
            seats=seats,
            abortable=outcome is None and not table.played,
            rating_changes=None,  # (read from the ratings when a view is asked for: queries.py)
        )

    def clocks(self, control: TimeControl | None, table: Table[Any], live: bool) -> list[SeatClockInfo] | None:
        """Every seat's clock now; at a past version, or once the match has ended, as it
        stood at that version's last event."""
        if control is None or table.clock is None:
            return None
        stopped = not live or tables.over(self.game, table)
        at = table.clock.at_ms if stopped and table.clock.at_ms is not None else ms(self.clock())
        return [
            SeatClockInfo(
                seat=seat,
                remaining_ms=max(c.remaining_ms, 0),
                deadline=None if c.deadline_ms is None else from_ms(c.deadline_ms),
            )
            for seat, c in enumerate(tables.clocks(self.game, table, control, at))
        ]

    def event(self, event: Any, seat: int | None) -> Any:
        """The event as `seat` may see it: the table's own events are public."""
        return event if isinstance(event, tables.LIFECYCLE) else self.game.view_event(event, seat)

    def records(self, logged: Iterable[Logged], seat: int | None) -> list[Any]:
        """Events as the game's event records, as `seat` may see them."""
        record = self.schemas.event_record
        return [record(seq=e.seq, created_at=e.at, event=self.event(e.event, seat)) for e in logged]

    def acted(self, record: MatchRecord, version: int, table: Table[Any], seat: int, events: list[Any]) -> Any:
        """An act's answer: the match as the actor sees it, the act's events, and the
        actor's next legal actions (empty when it is someone else's decision)."""
        return self.schemas.acted(
            **self.match(record, version, table, seat),
            events=events,
            legal_actions=tables.legal_actions(self.game, table, seat),
        )
