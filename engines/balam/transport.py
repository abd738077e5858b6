"""Commercial control and transport (6 - RÉPARTITION - TRANSPORT).

Wealth travels any distance along paths, but never through a city where the other
kings' small pyramids outnumber the mover's; on a site someone else owns a tie blocks
him too, on his own or a free site a tie lets him through (our decision on commercial
control, which the text leaves open). Cenotes hold
no pyramids and never block.
"""

from __future__ import annotations

import functools
from collections.abc import Sequence

from engines.balam.board import Board, board_for
from engines.balam.components import MARKET
from engines.balam.state import BalamCity, BalamState


def pyramids(cities: tuple[BalamCity, ...], board: Board, players: int) -> list[list[int]]:
    """Small pyramids per site and seat: one per market on the site and one per market
    on each neighbouring site (2 - CONSTRUCTIONS - Le marché)."""
    counts = [[0] * players for _ in cities]
    for site, city in enumerate(cities):
        for b in city.buildings:
            if b.kind == MARKET and city.owner is not None:
                counts[site][city.owner] += 1
                for other in board.neighbours[site]:
                    counts[other][city.owner] += 1
    return counts


def passable(state: BalamState, seat: int, site: int, here: list[int]) -> bool:
    return _passable(state.cities[site].owner, seat, here)


def _passable(owner: int | None, seat: int, here: list[int]) -> bool:
    """May `seat`'s wealth enter, leave or cross a site held by `owner`, whose pyramids
    are `here`?"""
    mine = here[seat]
    theirs = sum(here) - mine
    return mine > theirs if owner not in (None, seat) else mine >= theirs


def networks(state: BalamState, seat: int) -> tuple[int | None, ...]:
    """Per transport node (sites, then cenotes): the id of the network of passable tiles
    it belongs to for `seat`, or None where his wealth may not go."""
    return _networks(state.cities, state.options.board, state.players, seat)


@functools.lru_cache(maxsize=256)  # asked for every token and destination of a distribution
def _networks(
    cities: tuple[BalamCity, ...], layout: tuple[str, ...], players: int, seat: int
) -> tuple[int | None, ...]:
    board = board_for(layout)
    counts = pyramids(cities, board, players)
    open_ = [_passable(city.owner, seat, here) for city, here in zip(cities, counts, strict=True)]
    open_ += [True] * len(board.cenotes)
    label: list[int | None] = [None] * len(open_)
    for start, ok in enumerate(open_):
        if not ok or label[start] is not None:
            continue
        label[start] = start
        frontier = [start]
        while frontier:
            node = frontier.pop()
            for other in board.links[node]:
                if open_[other] and label[other] is None:
                    label[other] = start
                    frontier.append(other)
    return tuple(label)


def can_carry(net: Sequence[int | None], source: int, destination: int) -> bool:
    """Wealth used where it stands never travels; otherwise both ends and a path between
    them must be open to its king."""
    return source == destination or (net[source] is not None and net[source] == net[destination])
