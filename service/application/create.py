"""Creating a match: its seats (a name, or None for an open seat claimed later), its
seed and the commitment to it, and, once every seat is taken, its deal."""

from __future__ import annotations

from typing import Any

import msgspec

from engines.core import InvalidOptions
from engines.core import table as tables
from engines.core.seeds import SeedSource, chance_seed, draw_nonce, draw_server_seed
from service.application.auth import Credentials
from service.application.context import Context
from service.application.match import deadline, deal, new_match_id, sentence, status_of, stored
from service.application.schemas import CreateRequest, SeatToken
from service.application.tokens import hash_token, new_token
from service.errors import EntropyMismatch, OnePerPlayer, OptionsRefused, SeedRefused, TimeControlRefused
from service.store.records import MatchRecord, MatchStatus, PlayerRecord, SeatRecord


async def create(context: Context, body: CreateRequest, credentials: Credentials | None) -> Any:
    """A new match. A name of None is an open seat: the match then waits (nothing is
    dealt) until every open seat is claimed. With a player key, the one seat named is
    bound to the player, under the name he registered."""
    game = context.game
    options = checked_options(context, body)
    if body.time_control is not None and (problem := body.time_control.problem()):
        raise TimeControlRefused(problem)
    if body.seed is not None and not context.allow_client_seeds:
        raise SeedRefused("This server draws every seed itself (and commits to it in every view): leave 'seed' out.")
    entropy = checked_entropy(body.seats, body.entropy)
    player = await context.auth.player(credentials)
    names = named_by(player, body.seats)
    source, seed = (SeedSource.SERVER, draw_server_seed()) if body.seed is None else (SeedSource.CLIENT, str(body.seed))
    tokens = [None if name is None else new_token() for name in names]
    created_at = context.clock()
    table = tables.seated(game, len(names), options, game.rules_version, timed=body.time_control is not None)
    first: list[Any] = []
    if None not in names:  # else dealt when the last open seat is claimed
        first, table = deal(game, table, chance_seed(seed, entropy), created_at)
    record = MatchRecord(
        id=new_match_id(),
        game=game.id,
        created_at=created_at,
        status=status_of(game, table) if table.dealt else MatchStatus.WAITING,
        version=len(first),
        seats=[
            SeatRecord(
                name=name,
                token_hash=None if token is None else hash_token(token),
                entropy=given,
                player_id=player.id if player is not None and name is not None else None,
            )
            for name, token, given in zip(names, tokens, entropy, strict=True)
        ],
        options=msgspec.json.encode(options).decode(),
        seed=seed,
        rules_version=game.rules_version,
        seed_source=source,
        time_control=None if body.time_control is None else msgspec.json.encode(body.time_control).decode(),
        deadline=deadline(game, body.time_control, table),
        seed_nonce=draw_nonce(),
    )
    await context.repository.store.create_match(record, [stored(event) for event in first])
    context.repository.cache.put(record, table)
    context.counted.created.inc()
    for token in tokens:  # its first request need not wait behind its address's
        if token is not None:
            context.auth.seated.add(hash_token(token))
    seats = [
        SeatToken(seat=i, name=name, token=token) for i, (name, token) in enumerate(zip(names, tokens, strict=True))
    ]
    return context.schemas.created(**(context.views.match(record, record.version, table, None) | {"seats": seats}))


def checked_options(context: Context, body: CreateRequest) -> Any:
    """The match's options (the game's defaults if none), if the game plays them with
    this many seats."""
    options = context.game.options_type() if body.options is None else body.options
    try:
        context.game.check_options(len(body.seats), options)
    except InvalidOptions as exc:
        raise OptionsRefused(sentence(str(exc))) from exc
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
