"""Babel as an environment: two seats, no simultaneous decision."""

from __future__ import annotations

from typing import Any

from engines.babel.actions import BabelMigrate
from engines.babel.components import PEOPLE_CARDS_EACH, PEOPLES, SITES, TEMPLE_CARDS
from engines.babel.setup import temple_deck
from engines.envs.spec import Counts, Each, Hint, Indices, OneHot, Seq, Skip, Spec

# A column can hold every people card, and a power names a card by its position in it.
PEOPLE_CARDS = PEOPLE_CARDS_EACH * len(PEOPLES)
TEMPLES = len(temple_deck())  # a quarry holds at most every card of the pile
LEVELS = len(TEMPLE_CARDS)  # a temple climbs one level per card, from 1


def ints(players: int, options: Any) -> dict[str, range]:
    return {"position": range(PEOPLE_CARDS), "quarry": range(players)}


def valid(players: int, options: Any, action: Any) -> bool:
    return not isinstance(action, BabelMigrate) or action.source != action.target  # (to another site)


def hints(players: int, options: Any) -> dict[str, Hint]:
    return {
        "viewer": OneHot(players),
        "current": OneHot(players),
        "to_move": Indices(players),
        "winners": Indices(players),
        "sides": Each(players),
        "sides[*].seat": Skip(),  # its index
        "sides[*].quarry": Seq(TEMPLES),
        "sides[*].sites": Each(len(SITES)),
        "sides[*].sites[*].site": Skip(),  # its index
        "sides[*].sites[*].cards": Seq(PEOPLE_CARDS),
        "sides[*].sites[*].temple": Seq(LEVELS),
        "sides[*].sites[*].migration": Skip(),  # the column's end
        "sides[*].hand": Counts(),
        "people_discard": Counts(),
    }


SPEC = Spec(ints=ints, hints=hints, chance_outcomes=PEOPLE_CARDS, valid=valid)
