"""Seeks: a player asks for a match of a game with so many seats, options and time
control, and waits for others asking the same (a pool). Whenever a pool holds a
table's worth of seekers, the first come are paired into a match, seats drawn,
whoever's request (on any instance) gets there first: the pairing is a
compare-and-set on every seek it takes (still unpaired, not expired), so no seeker
is ever seated twice, and a pairing that lost a seek looks at the pool again.

Each request that adds a seek pairs its pool after storing it: of two seeks stored
at once, the later to look sees both, so no full table is left waiting. A seek
lives `seek_ttl`; while its seeker's stream is open it is renewed at every
keep-alive to `seek_grace` ahead, and so expires with the stream."""

from __future__ import annotations

import math
import secrets
import uuid
from typing import Any

from service.application.auth import Credentials
from service.application.context import RACE_RETRIES, Context
from service.application.create import checked_terms
from service.application.invitations import (
    MATCH_STARTED,
    Lobby,
    Player,
    encoded,
    made,
    match_frames,
    pool_of,
)
from service.application.match import decoded_time_control
from service.application.standings import NEW_RATING
from service.errors import AlreadySeeking, NotFound, NotYours, SeekPaired
from service.records import ClaimLost, SeekRecord

# Waiting seeks read per pairing: more than any table, to skip seekers already taken.
POOL_READ = 50


def view(lobby: Lobby, record: SeekRecord) -> Any:
    context = lobby.by_game[record.game]
    return context.schemas.lobby.seek(
        seek_id=record.id,
        players=record.players,
        options=context.repository.options_decoder.decode(record.options),
        time_control=decoded_time_control(record.time_control),
        created_at=record.created_at,
        expires_at=record.expires_at,
        match_id=record.match_id,
        rated=record.rated,
        rating_range=record.rating_range,
    )


def _pool(record: SeekRecord) -> str:
    return pool_of(record.game, record.players, record.options, record.time_control, record.rated)


async def seek(lobby: Lobby, context: Context, body: Any, credentials: Credentials | None) -> Any:
    player = await lobby.auth.registered(credentials)
    options = checked_terms(context, body.players, body.options, body.time_control)
    at = lobby.clock()
    record = SeekRecord(
        id=uuid.uuid4().hex,
        player_id=player.id,
        name=player.name,
        game=context.game.id,
        players=body.players,
        options=encoded(options),
        time_control=None if body.time_control is None else encoded(body.time_control),
        entropy=body.entropy,
        created_at=at,
        expires_at=at + lobby.seek_ttl,
        rated=body.rated,
        rating_range=body.rating_range,
    )
    pool = _pool(record)
    if any(_pool(mine) == pool for mine in await lobby.invitations.seeks_of(player.id, at)):
        raise AlreadySeeking(f"You already seek a {context.game.title} match of {body.players} on these terms.")
    await lobby.invitations.add_seek(record, pool)
    lobby.counted.seeks.labels("open").inc()
    await pair(lobby, context, pool, record.players)
    stored = await lobby.invitations.seek(record.id)
    return view(lobby, stored or record)


async def pair(lobby: Lobby, context: Context, pool: str, players: int) -> None:
    """Pair the pool's first seekers into matches while it holds a table's worth."""
    lost = 0
    while lost < RACE_RETRIES:
        at = lobby.clock()
        waiting = await lobby.invitations.waiting_seeks(pool, at, POOL_READ)
        earliest: dict[str, SeekRecord] = {}
        for seek_ in waiting:  # first come first served, one seat per seeker
            earliest.setdefault(seek_.player_id, seek_)
        if len(earliest) < players:
            return
        paired = await _table(lobby, context, list(earliest.values()), players)
        if paired is None:  # no table's worth within each other's rating ranges yet
            return
        order = [Player(s.player_id, s.name, s.entropy) for s in paired]
        secrets.SystemRandom().shuffle(order)  # seats are drawn
        options = context.repository.options_decoder.decode(paired[0].options)
        control = decoded_time_control(paired[0].time_control)
        record, first, state = made(context, order, options, control)
        try:
            await lobby.invitations.pair(paired, record, first, match_frames(record, MATCH_STARTED), at)
        except ClaimLost:  # another pairing took one of them, or one expired: look again
            lost += 1
            continue
        context.repository.cache.put(record, state)
        context.counted.created.inc()
        lobby.counted.seeks.labels("paired").inc(players)


async def _table(lobby: Lobby, context: Context, waiting: list[SeekRecord], players: int) -> list[SeekRecord] | None:
    """The first come of the waiting seekers who all fall within each other's rating
    ranges, as widened by now; None if no table's worth do."""
    if all(s.rating_range is None for s in waiting):
        return waiting[:players]
    known = await lobby.ratings.of([s.player_id for s in waiting], context.game.id)
    shown = {s.player_id: known[s.player_id].display if s.player_id in known else NEW_RATING for s in waiting}
    at = lobby.clock()

    def reach(seek_: SeekRecord) -> float:
        if seek_.rating_range is None:
            return math.inf
        return seek_.rating_range + lobby.seek_widen_per_s * (at - seek_.created_at).total_seconds()

    def fits(a: SeekRecord, b: SeekRecord) -> bool:
        return abs(shown[a.player_id] - shown[b.player_id]) <= min(reach(a), reach(b))

    for start, oldest in enumerate(waiting):
        table = [oldest]
        for seek_ in waiting[start + 1 :]:
            if all(fits(seek_, seated) for seated in table):
                table.append(seek_)
                if len(table) == players:
                    return table
    return None


async def pair_widened(lobby: Lobby) -> int:
    """Pair again the pools whose seekers' rating ranges have widened (the sweeper's
    work); how many pools were looked at."""
    pools = await lobby.invitations.ranged_pools(lobby.clock(), POOL_READ)
    for pool, game, players in pools:
        if (context := lobby.by_game.get(game)) is not None:
            await pair(lobby, context, pool, players)
    return len(pools)


async def withdraw(lobby: Lobby, seek_id: str, credentials: Credentials | None) -> None:
    player = await lobby.auth.registered(credentials)
    record = await lobby.invitations.seek(seek_id)
    if record is None or (record.expires_at <= lobby.clock() and record.match_id is None):
        raise NotFound(f"There is no seek {seek_id!r} waiting (it may have expired).")
    if record.player_id != player.id:
        raise NotYours("This seek is another player's.")
    if record.match_id is None and await lobby.invitations.withdraw(seek_id):
        lobby.counted.seeks.labels("withdrawn").inc()
        return
    paired = await lobby.invitations.seek(seek_id) if record.match_id is None else record
    if paired is None or paired.match_id is None:  # (expired and forgotten meanwhile)
        raise NotFound(f"There is no seek {seek_id!r} waiting (it may have expired).")
    raise SeekPaired(f"This seek is already paired into match {paired.match_id}.")


async def read(lobby: Lobby, seek_id: str, credentials: Credentials | None) -> Any:
    player = await lobby.auth.registered(credentials)
    record = await lobby.invitations.seek(seek_id)
    if record is None:
        raise NotFound(f"There is no seek {seek_id!r} (it may have expired).")
    if record.player_id != player.id:
        raise NotYours("This seek is another player's.")
    return view(lobby, record)


async def expire(lobby: Lobby) -> int:
    """Forget the seeks that expired unpaired (the sweeper's work); how many."""
    gone = await lobby.invitations.purge_seeks(lobby.clock())
    if gone:
        lobby.counted.seeks.labels("expired").inc(gone)
    return gone
