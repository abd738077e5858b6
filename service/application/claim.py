"""Claiming an open seat: its token goes to the claimer alone, and the claim that
takes the last open seat deals, in the same transaction, with every seat's entropy.

Claims are a compare-and-set on the match's stored seats (and its version 0, status
waiting): of two claims read from the same seats, one is stored and the other lost
its race and is judged again on the seats as they are now (a 409 if its seat was
the one taken), on any number of instances."""

from __future__ import annotations

from typing import Any

import msgspec

from service.application.auth import Credentials
from service.application.context import Context, retried
from service.application.match import chance, deadline, deal, open_seats, status_of, stored, time_control
from service.application.schemas import SeatClaimed
from service.application.tokens import hash_token, new_token
from service.errors import AlreadySeated, NotFound, SeatTaken
from service.records import AlreadyBound, MatchRecord, MatchStatus, PlayerRecord, SeatRecord

ONE_SEAT = "This player key already holds a seat of this match: a player holds one seat."


async def claim(
    context: Context, match_id: str, seat: int, name: str, entropy: str | None, credentials: Credentials | None
) -> SeatClaimed:
    player = await context.auth.player(credentials)
    if player is not None:  # his seat carries the name he registered, whatever the body says
        name = player.name

    async def attempt(_: int) -> SeatClaimed:
        record = await context.repository.record(match_id)
        check_open(record, seat, player)
        token = new_token()
        seats = list(record.seats)
        seats[seat] = SeatRecord(
            name=name, token_hash=hash_token(token), entropy=entropy, player_id=None if player is None else player.id
        )
        table, at = context.repository.unset_table(record), context.clock()
        first: list[Any] = []
        if not any(s.open for s in seats):  # the last open seat: the deal
            first, table = deal(context.game, table, chance(record, seats), at)
        claimed = msgspec.structs.replace(
            record,
            seats=seats,
            status=status_of(context.game, table) if table.dealt else MatchStatus.WAITING,
            version=len(first),
            deadline=deadline(context.game, time_control(record), table),
        )
        try:
            await context.repository.claim(record, claimed, [stored(e) for e in first], seat, at, table)
        except AlreadyBound as exc:
            raise AlreadySeated(ONE_SEAT) from exc
        context.auth.seated.add(hash_token(token))
        return SeatClaimed(
            match_id=record.id,
            game=record.game,
            seat=seat,
            name=name,
            token=token,
            status=claimed.status,
            version=claimed.version,
        )

    return await retried(
        context, attempt, "The match's seats kept changing while your claim was stored; send it again."
    )


def check_open(record: MatchRecord, seat: int, player: PlayerRecord | None) -> None:
    """Refused unless `seat` is open (and `player` holds none of the match's seats)."""
    if not 0 <= seat < len(record.seats):
        raise NotFound(f"This match has seats 0 to {len(record.seats) - 1}; there is no seat {seat}.")
    if record.status != MatchStatus.WAITING:
        raise SeatTaken(f"Seat {seat} is taken: this match no longer waits for players ({record.status}).")
    if not record.seats[seat].open:
        raise SeatTaken(
            f"Seat {seat} is taken: {record.seats[seat].name} claimed it; open seats: {open_seats(record.seats)}."
        )
    if player is not None and any(s.player_id == player.id for s in record.seats):
        raise AlreadySeated(ONE_SEAT)
