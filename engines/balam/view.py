"""What a seat sees. Only the Katun cards are secret: the deck, and the round's
face-down cards except those the seat divined."""

from __future__ import annotations

import functools

import msgspec
from msgspec.structs import replace

from engines.balam.board import board_for
from engines.balam.components import LARGE_PYRAMIDS, SMALL_PYRAMIDS, WEALTHS, WIDTH
from engines.balam.construction import tiles_left
from engines.balam.decisions import to_move
from engines.balam.events import BalamCardDivined, BalamDeckAssembled, BalamEvent
from engines.balam.state import (
    BalamBuilding,
    BalamCard,
    BalamCity,
    BalamDistribution,
    BalamEffect,
    BalamKing,
    BalamPhase,
    BalamState,
    BalamWar,
    BalamWorksite,
)
from engines.balam.transport import pyramids
from engines.core.recent import recent_states


class BalamWealthCount(msgspec.Struct, frozen=True):
    maize: int
    cacao: int
    shell: int
    jade: int
    obsidian: int
    prisoner: int


@functools.lru_cache(maxsize=256)  # the same counts recur: a chest changes a token at a time
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


def public_table(state: BalamState) -> PublicTable:
    """The kings, sites, supply and tiles every viewer sees. Each part is cached by the
    values it is read from: an event changes a chest or a city, the rest stays."""
    sites, tiles, held, placed = _sites(state.cities, state.options.board, state.players)
    return _kings(state.kings, held, placed), sites, wealth_count(state.supply), tiles


@functools.lru_cache(maxsize=64)
def _sites(
    cities: tuple[BalamCity, ...], layout: tuple[str, ...], players: int
) -> tuple[tuple[BalamSiteView, ...], BalamTilesLeft, tuple[int, ...], tuple[int, ...]]:
    """The sites, the tiles left, and per seat the cities held and small pyramids placed."""
    counts = pyramids(cities, board_for(layout), players)
    held = [0] * players
    for city in cities:
        if city.owner is not None:
            held[city.owner] += 1
    sites = tuple(
        BalamSiteView(owner=city.owner, buildings=city.buildings, small_pyramids=tuple(here))
        for city, here in zip(cities, counts, strict=True)
    )
    tiles = BalamTilesLeft(**{tile.replace("/", "_"): n for tile, n in tiles_left(cities).items()})
    return sites, tiles, tuple(held), tuple(sum(column) for column in zip(*counts, strict=True))


@functools.lru_cache(maxsize=64)
def _kings(kings: tuple[BalamKing, ...], held: tuple[int, ...], placed: tuple[int, ...]) -> tuple[BalamKingView, ...]:
    return tuple(
        BalamKingView(
            chest=wealth_count(k.chest),
            prestige=k.prestige,
            cities=held[s],
            large_pyramids_left=LARGE_PYRAMIDS - held[s],
            small_pyramids_left=SMALL_PYRAMIDS - placed[s],
        )
        for s, k in enumerate(kings)
    )


def view(state: BalamState, seat: int | None) -> BalamView:
    public = public_view(state)
    if seat is None:
        return public
    katun = list(public.katun)
    for i in state.divined[seat] if state.divined else ():  # none before the first round
        katun[i] = replace(katun[i], card=state.katun[i])
    return replace(public, seat=seat, katun=tuple(katun))


# Every seat and the spectator view each version, a seat's view differing from the
# spectator's only by the face-down cards it divined.
@recent_states(2)
def public_view(state: BalamState) -> BalamView:
    katun = tuple(
        BalamKatunView(
            turned=t,
            card=card if t else None,
            divined_by=tuple(s for s, seen in enumerate(state.divined) if i in seen),
        )
        for i, (card, t) in enumerate(zip(state.katun, state.turned, strict=True))
    )
    kings, sites, supply, tiles = public_table(state)
    return BalamView(
        seat=None,
        phase=state.phase,
        round=state.round,
        first=state.first,
        current=state.current,
        to_move=tuple(to_move(state)),
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
