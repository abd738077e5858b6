"""The board's geometry (ÉLABORATION DU PLATEAU).

Our edition's decisions: the default board (components.DEFAULT_BOARD) has 5 rows of
6 columns; its corners are Sea tiles, (1,2) and (3,3) Volcano tiles, (0,3), (2,0) and
(4,2) Cenote tiles, the other 21 cells Sites. Sea and Volcano tiles are not sites and
carry no paths; Cenotes carry paths but take no buildings. A site beside a Sea tile
is "en bord de mer", beside a Volcano "adjacente aux volcans". Boards are data: a
match may be created with a custom board in the same format.

Sites and cenotes carry paths; paths join orthogonally adjacent path tiles. Two sites
are neighbours ("au bout des chemins") when a path joins them directly or through
cenote tiles only. The geometry is derived once per board layout and cached.
"""

from __future__ import annotations

import functools
from dataclasses import dataclass

from engines.balam.components import (
    CENOTE,
    MAX_BOARD_SIDE,
    MAX_SLOTS,
    MIN_SLOTS,
    PRODUCTION_LETTERS,
    SEA,
    VOLCANO,
    BalamWealth,
)


class BoardError(ValueError):
    """The layout is not a playable Balam board."""


@dataclass(frozen=True)
class Site:
    index: int
    row: int
    col: int
    production: BalamWealth
    slots: int


@dataclass(frozen=True)
class Board:
    rows: int
    cols: int
    sites: tuple[Site, ...]
    cenotes: tuple[tuple[int, int], ...]  # (row, col) of each cenote
    neighbours: tuple[frozenset[int], ...]  # per site: neighbouring sites
    sea_side: tuple[bool, ...]
    volcano_side: tuple[bool, ...]
    # Transport graph on path tiles: node = site index, then cenotes numbered after sites.
    links: tuple[tuple[int, ...], ...]

    def cenote_node(self, cenote: int) -> int:
        return len(self.sites) + cenote


def _cells(layout: tuple[str, ...]) -> list[list[str]]:
    if not layout:
        raise BoardError("the board needs at least one row of tiles")
    grid = [row.split() for row in layout]
    width = len(grid[0])
    if any(len(row) != width for row in grid):
        raise BoardError("the board must be a rectangle: every row needs the same number of tiles")
    if width == 0:
        raise BoardError("the board rows must hold tiles")
    if len(grid) > MAX_BOARD_SIDE or width > MAX_BOARD_SIDE:
        raise BoardError(f"the board is at most {MAX_BOARD_SIDE} tiles on each side")
    for r, row in enumerate(grid):
        for c, cell in enumerate(row):
            if cell not in (SEA, VOLCANO, CENOTE) and not _is_site(cell):
                raise BoardError(
                    f"tile {cell!r} at row {r}, column {c} is not a tile: use '~' sea, '^' "
                    f"volcano, 'o' cenote or a site such as 'M3' (production M/C/S/J/O, "
                    f"{MIN_SLOTS} to {MAX_SLOTS} slots)"
                )
    return grid


def _is_site(cell: str) -> bool:
    return (
        len(cell) == 2
        and cell[0] in PRODUCTION_LETTERS
        and cell[1].isdigit()
        and MIN_SLOTS <= int(cell[1]) <= MAX_SLOTS
    )


@functools.lru_cache(maxsize=64)
def board_for(layout: tuple[str, ...]) -> Board:
    """Parse and check a layout; raises BoardError with the reason it is unplayable."""
    grid = _cells(layout)
    rows, cols = len(grid), len(grid[0])
    sites: list[Site] = []
    cenotes: list[tuple[int, int]] = []
    node_at: dict[tuple[int, int], int] = {}  # transport node of each path tile
    for r in range(rows):
        for c in range(cols):
            cell = grid[r][c]
            if _is_site(cell):
                node_at[r, c] = len(sites)
                sites.append(Site(len(sites), r, c, PRODUCTION_LETTERS[cell[0]], int(cell[1])))
    for r in range(rows):
        for c in range(cols):
            if grid[r][c] == CENOTE:
                node_at[r, c] = len(sites) + len(cenotes)
                cenotes.append((r, c))
    if not sites:
        raise BoardError("the board needs at least one site")

    def around(r: int, c: int) -> list[tuple[int, int]]:
        return [
            (r + dr, c + dc)
            for dr, dc in ((-1, 0), (1, 0), (0, -1), (0, 1))
            if 0 <= r + dr < rows and 0 <= c + dc < cols
        ]

    links = [
        tuple(node_at[p] for p in around(*cell) if p in node_at) for cell in sorted(node_at, key=node_at.__getitem__)
    ]
    return Board(
        rows=rows,
        cols=cols,
        sites=tuple(sites),
        cenotes=tuple(cenotes),
        neighbours=tuple(_neighbours(s.index, links, len(sites)) for s in sites),
        # "en bord de mer" / "adjacente aux volcans": orthogonally beside such a tile
        sea_side=tuple(any(grid[r][c] == SEA for r, c in around(s.row, s.col)) for s in sites),
        volcano_side=tuple(any(grid[r][c] == VOLCANO for r, c in around(s.row, s.col)) for s in sites),
        links=tuple(links),
    )


def _neighbours(site: int, links: list[tuple[int, ...]], n_sites: int) -> frozenset[int]:
    """Sites joined to `site` by a path, directly or through cenote tiles only."""
    found: set[int] = set()
    seen, frontier = {site}, [site]
    while frontier:
        node = frontier.pop()
        for other in links[node]:
            if other in seen:
                continue
            seen.add(other)
            if other < n_sites:
                found.add(other)
            else:
                frontier.append(other)  # a cenote: the path goes on
    return frozenset(found)
