"""A match as the application sees it: its stored record and its table (the game's
state inside engines/core/table.py's Table). Pure helpers, no I/O.

The service knows games only through the engine contract: a game's state, actions
and events are `Any` here, data the engine alone reads.
"""

from __future__ import annotations

import datetime as dt
import functools
import re
import uuid
from collections.abc import Callable
from typing import Any

import msgspec

from engines.core import AnyGame, rng_for
from engines.core import table as tables
from engines.core.seeds import SeedSource, stored_chance
from engines.core.table import EndReason, Table, TimeControl
from service.records import MatchRecord, MatchStatus, NewEvent, SeatRecord

Clock = Callable[[], dt.datetime]  # the time: the clocks' and the events' (tests control it)
EPOCH = dt.datetime(1970, 1, 1, tzinfo=dt.UTC)
MATCH_ID = re.compile("[0-9a-f]{32}")
TIME_CONTROL = msgspec.json.Decoder(TimeControl)

# One act, as it is stored: who took it (None: the table's own events, a resignation,
# a timeout or an abort), the action, and its events.
Move = tuple[int | None, Any, list[Any]]


def ms(at: dt.datetime) -> int:
    return (at - EPOCH) // dt.timedelta(milliseconds=1)


def from_ms(value: int) -> dt.datetime:
    return EPOCH + dt.timedelta(milliseconds=value)


def new_match_id() -> str:
    return uuid.uuid4().hex


def is_match_id(text: str) -> bool:
    """Ids are uuid4 hex; anything else cannot exist (and may not even be storable text)."""
    return MATCH_ID.fullmatch(text) is not None


def status_of(game: AnyGame, table: Table[Any]) -> MatchStatus:
    if table.ending == EndReason.ABORTED:
        return MatchStatus.ABORTED
    return MatchStatus.FINISHED if tables.over(game, table) else MatchStatus.ACTIVE


def forfeit(table: Table[Any], seat: int) -> str:
    return "out of time" if seat in table.timed_out else "resigned"


def sentence(text: str) -> str:
    """Engines word their refusals as clauses; a problem's detail is a sentence."""
    text = text.strip()
    return text[:1].upper() + text[1:] + ("" if text.endswith((".", "!", "?")) else ".")


def open_seats(seats: list[SeatRecord]) -> str:
    numbers = [str(i) for i, seat in enumerate(seats) if seat.open]
    return numbers[0] if len(numbers) == 1 else ", ".join(numbers[:-1]) + " and " + numbers[-1]


def time_control(record: MatchRecord) -> TimeControl | None:
    return decoded_time_control(record.time_control)


def decoded_time_control(stored: str | None) -> TimeControl | None:
    """A time control as stored (JSON), of a match, a challenge or a seek."""
    return None if stored is None else TIME_CONTROL.decode(stored)


def chance(record: MatchRecord, seats: list[SeatRecord] | None = None) -> str:
    """The seed the match's chance is drawn from (with these seats' entropy)."""
    entropy = tuple(s.entropy for s in seats or record.seats)
    return _chance(record.seed_source, record.seed, entropy, record.seed_nonce)


# Per-match values worked out at every act, always the same, are kept for as many
# matches as a state cache holds by default (service/settings.py).
MATCHES_KEPT = 2048


@functools.lru_cache(maxsize=MATCHES_KEPT)  # (the chance's hash)
def _chance(source: SeedSource, seed: str, entropy: tuple[str | None, ...], nonce: str | None) -> str:
    return stored_chance(source, seed, list(entropy), nonce)


def deadline(game: AnyGame, control: TimeControl | None, table: Table[Any]) -> dt.datetime | None:
    """The earliest deadline of the seats a decision is due from (stored with the
    match, for the sweeper and for a cheap check on every request); none untimed,
    undealt or ended."""
    if control is None or not table.dealt or tables.over(game, table):
        return None
    due = tables.deadline(game, table, control)
    return None if due is None else from_ms(due)


def overdue(record: MatchRecord, now: dt.datetime) -> bool:
    return record.deadline is not None and record.status == MatchStatus.ACTIVE and record.deadline <= now


def deal(game: AnyGame, table: Table[Any], chance_seed: str, at: dt.datetime) -> tuple[list[Any], Table[Any]]:
    """The setup's events, and the table they set."""
    first = game.setup(table.state, rng_for(chance_seed, 0))
    return first, tables.fold_rows(game, table, ((e, ms(at), None) for e in first))


def stored(event: Any) -> NewEvent:
    return NewEvent(type=type(event).__struct_config__.tag, payload=msgspec.json.encode(event).decode())
