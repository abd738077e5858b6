"""Commercial control and transport (6 - RÉPARTITION - TRANSPORT).

Wealth travels any distance along paths, but never through a city where the other
kings' small pyramids outnumber the mover's; on a site someone else owns a tie blocks
him too, on his own or a free site a tie lets him through (DECISIONS.md). Cenotes hold
no pyramids and never block.
"""

from __future__ import annotations

from engines.balam.state import BalamState


def pyramids(state: BalamState) -> list[list[int]]:
    """Small pyramids per site and seat: one per market on the site and one per market
    on each neighbouring site (2 - CONSTRUCTIONS - Le marché)."""
    board = state.board
    counts = [[0] * state.players for _ in state.cities]
    for site, city in enumerate(state.cities):
        for b in city.buildings:
            if b.kind == "market":
                counts[site][city.owner] += 1
                for other in board.neighbours[site]:
                    counts[other][city.owner] += 1
    return counts


def passable(state: BalamState, seat: int, site: int, here: list[int]) -> bool:
    """May `seat`'s wealth enter, leave or cross `site`, whose pyramids are `here`?"""
    mine = here[seat]
    theirs = sum(here) - mine
    owner = state.cities[site].owner
    return mine > theirs if owner not in (None, seat) else mine >= theirs


def networks(state: BalamState, seat: int) -> list[int | None]:
    """Per transport node (sites, then cenotes): the id of the network of passable tiles
    it belongs to for `seat`, or None where his wealth may not go."""
    board = state.board
    counts = pyramids(state)
    n_sites = len(board.sites)
    open_ = [passable(state, seat, s, counts[s]) for s in range(n_sites)]
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
    return label


def can_carry(net: list[int | None], source: int, destination: int) -> bool:
    """Wealth used where it stands never travels; otherwise both ends and a path between
    them must be open to its king."""
    return source == destination or (net[source] is not None and net[source] == net[destination])
