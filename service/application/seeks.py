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
from service.application.match import TIME_CONTROL
from service.errors import AlreadySeeking, NotFound, NotYours, SeekPaired
from service.store.records import ClaimLost, SeekRecord

# Waiting seeks read per pairing: more than any table, to skip seekers already taken.
POOL_READ = 50


def view(lobby: Lobby, record: SeekRecord) -> Any:
    context = lobby.by_game[record.game]
    return context.schemas.seek(
        seek_id=record.id,
        game=record.game,
        players=record.players,
        options=context.repository.options_decoder.decode(record.options),
        time_control=None if record.time_control is None else TIME_CONTROL.decode(record.time_control),
        created_at=record.created_at,
        expires_at=record.expires_at,
        match_id=record.match_id,
    )


def _pool(record: SeekRecord) -> str:
    return pool_of(record.game, record.players, record.options, record.time_control)


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
        table: dict[str, SeekRecord] = {}
        for seek_ in waiting:  # first come first served, one seat per seeker
            table.setdefault(seek_.player_id, seek_)
        if len(table) < players:
            return
        paired = list(table.values())[:players]
        order = [Player(s.player_id, s.name, s.entropy) for s in paired]
        secrets.SystemRandom().shuffle(order)  # seats are drawn
        options = context.repository.options_decoder.decode(paired[0].options)
        control = None if paired[0].time_control is None else TIME_CONTROL.decode(paired[0].time_control)
        record, first, state = made(context, order, options, control)
        try:
            await lobby.invitations.pair(paired, record, first, match_frames(record, MATCH_STARTED), at)
        except ClaimLost:  # another pairing took one of them, or one expired: look again
            lost += 1
            continue
        context.repository.cache.put(record, state)
        context.counted.created.inc()
        lobby.counted.seeks.labels("paired").inc(players)


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
