"""Creating a match: its seats (a name, or None for an open seat claimed later), its
seed and the commitment to it, and, once every seat is taken, its deal."""

from __future__ import annotations

from typing import Any

import msgspec

from engines.core import InvalidOptions
from engines.core import table as tables
from engines.core.seeds import SeedSource, chance_seed, draw_nonce, draw_server_seed
from engines.core.table import Table, TimeControl
from service.application.auth import Credentials
from service.application.context import Context
from service.application.match import deadline, deal, new_match_id, sentence, status_of, stored
from service.application.schemas import CreateRequest, SeatToken
from service.application.tokens import hash_token, new_token
from service.errors import EntropyMismatch, OnePerPlayer, OptionsRefused, SeedRefused, TimeControlRefused
from service.records import MatchRecord, MatchStatus, NewEvent, PlayerRecord, SeatRecord


async def create(context: Context, body: CreateRequest, credentials: Credentials | None) -> Any:
    """A new match. A name of None is an open seat: the match then waits (nothing is
    dealt) until every open seat is claimed. With a player key, the one seat named is
    bound to the player, under the name he registered."""
    options = checked_terms(context, len(body.seats), body.options, body.time_control)
    if body.seed is not None and not context.allow_client_seeds:
        raise SeedRefused("This server draws every seed itself (and commits to it in every view): leave 'seed' out.")
    entropy = checked_entropy(body.seats, body.entropy)
    player = await context.auth.player(credentials)
    names = named_by(player, body.seats)
    tokens = [None if name is None else new_token() for name in names]
    seat_records = [
        SeatRecord(
            name=name,
            token_hash=None if token is None else hash_token(token),
            entropy=given,
            player_id=player.id if player is not None and name is not None else None,
        )
        for name, token, given in zip(names, tokens, entropy, strict=True)
    ]
    seed = None if body.seed is None else (SeedSource.CLIENT, str(body.seed))
    record, first, table = new_match(context, seat_records, options, body.time_control, seed)
    await context.repository.create(record, first, table)
    context.counted.created.inc()
    for token in tokens:  # its first request need not wait behind its address's
        if token is not None:
            context.auth.seated.add(hash_token(token))
    seats = [
        SeatToken(seat=i, name=name, token=token) for i, (name, token) in enumerate(zip(names, tokens, strict=True))
    ]
    return context.schemas.created(**(context.views.match(record, record.version, table, None) | {"seats": seats}))


def new_match(
    context: Context,
    seats: list[SeatRecord],
    options: Any,
    control: TimeControl | None,
    seed: tuple[SeedSource, str] | None = None,
) -> tuple[MatchRecord, list[NewEvent], Table[Any]]:
    """A match of these seats (an open one has no token hash), its first events and its
    table: dealt now, unless a seat is open. The server draws the seed unless given."""
    game, created_at = context.game, context.clock()
    source, seed_text = (SeedSource.SERVER, draw_server_seed()) if seed is None else seed
    table = tables.seated(game, len(seats), options, game.rules_version, timed=control is not None)
    first: list[Any] = []
    if not any(seat.open for seat in seats):  # else dealt when the last open seat is claimed
        entropy = [seat.entropy for seat in seats]
        first, table = deal(game, table, chance_seed(seed_text, entropy), created_at)
    record = MatchRecord(
        id=new_match_id(),
        game=game.id,
        created_at=created_at,
        status=status_of(game, table) if table.dealt else MatchStatus.WAITING,
        version=len(first),
        seats=seats,
        options=msgspec.json.encode(options).decode(),
        seed=seed_text,
        rules_version=game.rules_version,
        seed_source=source,
        time_control=None if control is None else msgspec.json.encode(control).decode(),
        deadline=deadline(game, control, table),
        seed_nonce=draw_nonce(),
    )
    return record, [stored(event) for event in first], table


def checked_terms(context: Context, players: int, options: Any, control: TimeControl | None) -> Any:
    """The options (the game's defaults if none), if the game plays them with this many
    seats, and a time control it can keep."""
    options = context.game.options_type() if options is None else options
    try:
        context.game.check_options(players, options)
    except InvalidOptions as exc:
        raise OptionsRefused(sentence(str(exc))) from exc
    if control is not None and (problem := control.problem()):
        raise TimeControlRefused(problem)
    return options


def checked_entropy(names: list[str | None], entropy: list[str | None] | None) -> list[str | None]:
    """The seats' contributions to the chance: one per seat, none for an open seat (its
    claimer gives its own)."""
    if entropy is None:
        return [None] * len(names)
    if len(entropy) != len(names):
        raise EntropyMismatch(f"'entropy' has one entry per seat: {len(names)} seats, {len(entropy)} entries.")
    given = [seat for seat, (name, e) in enumerate(zip(names, entropy, strict=True)) if name is None and e is not None]
    if given:
        raise EntropyMismatch(
            f"Seat {given[0]} is open: its entropy comes from whoever claims it, so its entry must be null."
        )
    return entropy


def named_by(player: PlayerRecord | None, names: list[str | None]) -> list[str | None]:
    """The seats' names: a player creating a match takes exactly one seat, under the
    name he registered, whatever the body says; the others are open."""
    if player is None:
        return names
    named = sum(name is not None for name in names)
    if named != 1:
        raise OnePerPlayer(
            f"A player holds one seat per match: with a player key, name exactly one seat (the player's) "
            f"and leave the others open (null); this names {named}."
        )
    return [player.name if name is not None else None for name in names]
