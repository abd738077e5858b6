"""Bali as an environment: 2 to 4 seats, the Oracle and Demon variants, no simultaneous
decision."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from engines.bali.components import (
    COLUMN_CARDS,
    CROPS,
    CULTIVATOR_PRICE,
    MARKET_COLUMNS,
    OFFERING_CARDS_PER_CROP,
    ORACLE_PEEK,
    PLAY_CARDS,
    BaliCard,
)
from engines.envs.spec import Counts, Each, Hint, Indices, OneHot, Seq, Skip, Spec

OFFERING_CARDS = OFFERING_CARDS_PER_CROP * len(CROPS)  # the altar holds at most all of them
# The setup's first shuffle: the play cards but the Oracles (shuffled in afterwards).
SHUFFLED = sum(n for card, n in PLAY_CARDS.items() if card != BaliCard.ORACLE)


def ints(players: int, options: Any) -> dict[str, Sequence[int]]:
    return {"count": tuple(CULTIVATOR_PRICE), "column": range(MARKET_COLUMNS), "depth": range(ORACLE_PEEK)}


def hints(players: int, options: Any) -> dict[str, Hint]:
    return {
        "seat": OneHot(players),
        "active": OneHot(players),
        "to_move": Indices(players),
        "players": Each(players),
        "players[*].colour": Skip(),  # seat i plays colour i
        "players[*].hand": Counts(),
        "players[*].cultivators": Each(len(CROPS)),
        "players[*].offerings": Each(len(CROPS)),
        "market": Each(MARKET_COLUMNS),
        "market[*]": Seq(COLUMN_CARDS),
        "reserve": Each(len(CROPS)),
        "altar": Seq(OFFERING_CARDS),
        "demon": OneHot(MARKET_COLUMNS),
        "final.altar": Each(len(CROPS)),
        "final.values": Each(len(CROPS)),
        "final.offerings": Each(players),
        "final.offerings[*]": Each(len(CROPS)),
        "final.scores": Each(players),
        "final.winners": Indices(players),
    }


SPEC = Spec(ints=ints, hints=hints, chance_outcomes=SHUFFLED)
