"""What a seat sees. Only the Katun cards are secret: the deck, and the round's
face-down cards except those the seat divined."""

from __future__ import annotations

import functools
from typing import Any

import msgspec

from engines.balam.board import board_for
from engines.balam.components import LARGE_PYRAMIDS, SMALL_PYRAMIDS, WEALTHS, WIDTH
from engines.balam.construction import tiles_left
from engines.balam.events import BalamCardDivined, BalamDeckAssembled, BalamEvent
from engines.balam.state import (
    BalamBuilding,
    BalamCard,
    BalamDistribution,
    BalamEffect,
    BalamPhase,
    BalamState,
    BalamWar,
    BalamWorksite,
)
from engines.balam.transport import pyramids


class BalamWealthCount(msgspec.Struct, frozen=True):
    maize: int
    cacao: int
    shell: int
    jade: int
    obsidian: int
    prisoner: int


def wealth_count(counts: tuple[int, ...]) -> BalamWealthCount:
    return BalamWealthCount(**dict(zip(WEALTHS, counts, strict=True)))


class BalamTilesLeft(msgspec.Struct, frozen=True):
    village_garrison: int
    palace_temple: int
    market_storage: int
    ball_court_observatory: int


class BalamWidths(msgspec.Struct, frozen=True):
    """The slots each building covers from its own: a palace or a temple two, the others one."""

    village: int
    garrison: int
    palace: int
    temple: int
    market: int
    storage: int
    ball_court: int
    observatory: int


WIDTHS = BalamWidths(**{str(kind): width for kind, width in WIDTH.items()})


class BalamKatunView(msgspec.Struct, frozen=True):
    turned: bool
    card: BalamCard | None  # None while face down and not divined by the viewer
    divined_by: tuple[int, ...]


class BalamKingView(msgspec.Struct, frozen=True):
    chest: BalamWealthCount
    prestige: int
    cities: int
    large_pyramids_left: int
    small_pyramids_left: int


class BalamSiteInfo(msgspec.Struct, frozen=True):
    """What never changes about a site."""

    row: int
    col: int
    production: str
    slots: int
    neighbours: tuple[int, ...]
    sea_side: bool
    volcano_side: bool


class BalamSiteView(msgspec.Struct, frozen=True):
    owner: int | None
    buildings: tuple[BalamBuilding, ...]
    small_pyramids: tuple[int, ...]  # per seat


class BalamView(msgspec.Struct, frozen=True):
    seat: int | None
    phase: BalamPhase
    round: int
    first: int
    current: int
    to_move: tuple[int, ...]
    ball_games: int
    ball_games_to_play: int
    eclipse: bool
    deck_count: int
    katun: tuple[BalamKatunView, ...]
    divinations_left: tuple[int, ...]
    kings: tuple[BalamKingView, ...]
    board: tuple[str, ...]
    site_info: tuple[BalamSiteInfo, ...]
    sites: tuple[BalamSiteView, ...]
    cenotes: tuple[tuple[int, int], ...]
    supply: BalamWealthCount
    tiles_left: BalamTilesLeft
    widths: BalamWidths
    worksite: BalamWorksite | None
    war: BalamWar | None
    effect: BalamEffect | None
    distribution: BalamDistribution | None


@functools.lru_cache(maxsize=64)
def site_info(layout: tuple[str, ...]) -> tuple[BalamSiteInfo, ...]:
    board = board_for(layout)
    return tuple(
        BalamSiteInfo(
            row=site.row,
            col=site.col,
            production=site.production,
            slots=site.slots,
            neighbours=tuple(sorted(board.neighbours[i])),
            sea_side=board.sea_side[i],
            volcano_side=board.volcano_side[i],
        )
        for i, site in enumerate(board.sites)
    )


PublicTable = tuple[tuple[BalamKingView, ...], tuple[BalamSiteView, ...], BalamWealthCount, BalamTilesLeft]

# The public table is the same for every viewer: the last one computed is kept, keyed
# by the identity of the (immutable) parts it is read from.
_LAST_TABLE: list[tuple[tuple[Any, ...], PublicTable | None]] = [((), None)]


def public_table(state: BalamState) -> PublicTable:
    key = (state.cities, state.kings, state.supply, state.options)
    cached_key, cached = _LAST_TABLE[0]
    if cached is not None and len(cached_key) == len(key) and all(a is b for a, b in zip(cached_key, key, strict=True)):
        return cached
    counts = pyramids(state)
    cities = [0] * state.players
    for city in state.cities:
        if city.owner is not None:
            cities[city.owner] += 1
    placed = [sum(column) for column in zip(*counts, strict=True)]
    kings = tuple(
        BalamKingView(
            chest=wealth_count(k.chest),
            prestige=k.prestige,
            cities=cities[s],
            large_pyramids_left=LARGE_PYRAMIDS - cities[s],
            small_pyramids_left=SMALL_PYRAMIDS - placed[s],
        )
        for s, k in enumerate(state.kings)
    )
    sites = tuple(
        BalamSiteView(owner=city.owner, buildings=city.buildings, small_pyramids=tuple(here))
        for city, here in zip(state.cities, counts, strict=True)
    )
    tiles = BalamTilesLeft(**{tile.replace("/", "_"): n for tile, n in tiles_left(state).items()})
    table = kings, sites, wealth_count(state.supply), tiles
    _LAST_TABLE[0] = (key, table)
    return table


def view(state: BalamState, seat: int | None, to_move: list[int]) -> BalamView:
    katun = tuple(
        BalamKatunView(
            turned=t,
            card=card if t or (seat is not None and i in state.divined[seat]) else None,
            divined_by=tuple(s for s, seen in enumerate(state.divined) if i in seen),
        )
        for i, (card, t) in enumerate(zip(state.katun, state.turned, strict=True))
    )
    kings, sites, supply, tiles = public_table(state)
    return BalamView(
        seat=seat,
        phase=state.phase,
        round=state.round,
        first=state.first,
        current=state.current,
        to_move=tuple(to_move),
        ball_games=state.ball_games,
        ball_games_to_play=state.target_ball_games,
        eclipse=state.eclipse,
        deck_count=len(state.deck),
        katun=katun,
        divinations_left=state.peeks,
        kings=kings,
        board=state.options.board,
        site_info=site_info(state.options.board),
        sites=sites,
        cenotes=state.board.cenotes,
        supply=supply,
        tiles_left=tiles,
        widths=WIDTHS,
        worksite=state.worksite,
        war=state.war,
        effect=state.effect,
        distribution=state.distribution,
    )


def view_event(event: BalamEvent, seat: int | None) -> BalamEvent:
    """The deck's order is known to nobody, a divined card to its diviner only."""
    if isinstance(event, BalamDeckAssembled):
        return BalamDeckAssembled(count=event.count, cards=None)
    if isinstance(event, BalamCardDivined) and seat != event.seat:
        return BalamCardDivined(seat=event.seat, card=event.card)
    return event
