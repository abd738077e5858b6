"""Balam as an environment: 2 to 4 seats, the number of ball games and the board as
options (the catalogue follows the board's sites, slots and cenotes); divination and
distribution are its simultaneous decisions."""

from __future__ import annotations

from collections.abc import Hashable
from typing import Any

from engines.balam.actions import BalamAttack, BalamMoveWealth
from engines.balam.board import Board, board_for
from engines.balam.components import FAVORABLE, SHUFFLED_EVENTS
from engines.balam.state import BalamDecision, BalamState, moment
from engines.envs.spec import Counts, Each, Hint, Indices, OneHot, Seq, Skip, Spec

SIMULTANEOUS = (BalamDecision.DIVINATION, BalamDecision.DISTRIBUTION)


def board(options: Any) -> Board:
    return board_for(tuple(options.board))


def slots(options: Any) -> int:
    return max(site.slots for site in board(options).sites)


def ints(players: int, options: Any) -> dict[str, range]:
    sites = range(len(board(options).sites))
    return {
        "card": range(players + 1),  # the round's Katun cards
        "site": sites,
        "origin": sites,
        "target": sites,
        "to_site": sites,
        "slot": range(slots(options)),
        "to_slot": range(slots(options)),
        "cenote": range(len(board(options).cenotes)),
        "seat": range(players),
    }


# The fields naming a building's place: a site, and a slot of it.
PLACES = (("site", "slot"), ("to_site", "to_slot"))


def valid(players: int, options: Any, action: Any) -> bool:
    """A slot its site has; an attack along a path; a token moved somewhere else."""
    layout = board(options)
    if isinstance(action, BalamAttack):
        return action.target in layout.neighbours[action.origin]
    places = [
        (getattr(action, site), getattr(action, slot))
        for site, slot in PLACES
        if hasattr(action, site) and hasattr(action, slot)
    ]
    if any(slot >= layout.sites[site].slots for site, slot in places):
        return False
    return not isinstance(action, BalamMoveWealth) or places[0] != places[1]


def hints(players: int, options: Any) -> dict[str, Hint]:
    layout = board(options)
    sites, most = len(layout.sites), slots(options)
    return {
        "seat": OneHot(players),
        "first": OneHot(players),
        "current": OneHot(players),
        "to_move": Indices(players),
        "katun": Seq(players + 1),
        "katun[*].divined_by": Indices(players),
        "divinations_left": Each(players),
        "kings": Each(players),
        "board": Skip(),  # the board is the options'
        "site_info": Skip(),
        "cenotes": Skip(),
        "widths": Skip(),  # the components'
        "sites": Each(sites),
        "sites[*].owner": OneHot(players),
        "sites[*].buildings": Seq(most),
        "sites[*].buildings[*].slot": OneHot(most),
        "sites[*].buildings[*].wealth": Counts(),
        "sites[*].small_pyramids": Each(players),
        "worksite.site": OneHot(sites),
        "war.origin": OneHot(sites),
        "war.target": OneHot(sites),
        "war.defender": OneHot(players),
        "war.committed": Indices(most),
        "effect.losses": Counts(),
        "effect.cenotes": Indices(len(layout.cenotes)),
        "distribution.done": Each(players),
        "distribution.settled": Seq(sum(site.slots for site in layout.sites)),
    }


def sealed(state: BalamState) -> Hashable | None:
    """Divination and distribution: every seat with something to do at once."""
    now = moment(state)
    return (now, state.round) if now in SIMULTANEOUS else None


SPEC = Spec(
    ints=ints,
    hints=hints,
    chance_outcomes=sum(FAVORABLE.values()) + sum(SHUFFLED_EVENTS.values()),  # the Katun cards shuffled
    valid=valid,
    sealed=sealed,
)
