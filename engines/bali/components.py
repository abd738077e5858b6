"""Bali's components (MATÉRIEL DE JEU, MISE EN PLACE) and the numbers its rules use.

Every figure is a named table so that another edition's figures can replace it
without touching rule code.
"""

from __future__ import annotations

import enum


class BaliCrop(enum.StrEnum):
    RICE = "rice"
    PEANUT = "peanut"
    BANANA = "banana"
    CHILI = "chili"


CROPS: tuple[BaliCrop, ...] = tuple(BaliCrop)


def crop_refusal(crop: str) -> str | None:
    """Why `crop` names no offering crop (an action built by hand may hold any string)."""
    if crop in CROPS:
        return None
    return f"there is no offering crop {crop!r}: choose among {', '.join(CROPS)}"


class BaliCard(enum.StrEnum):
    STONECUTTER = "stonecutter"
    PRIEST = "priest"
    SANCTUARY = "sanctuary"
    ORACLE = "oracle"
    RICE_CULTIVATOR = "rice_cultivator"
    PEANUT_CULTIVATOR = "peanut_cultivator"
    BANANA_CULTIVATOR = "banana_cultivator"
    CHILI_CULTIVATOR = "chili_cultivator"


CULTIVATOR: dict[BaliCrop, BaliCard] = {
    BaliCrop.RICE: BaliCard.RICE_CULTIVATOR,
    BaliCrop.PEANUT: BaliCard.PEANUT_CULTIVATOR,
    BaliCrop.BANANA: BaliCard.BANANA_CULTIVATOR,
    BaliCrop.CHILI: BaliCard.CHILI_CULTIVATOR,
}
CROP_OF: dict[BaliCard, BaliCrop] = {card: crop for crop, card in CULTIVATOR.items()}
CARDS: tuple[BaliCard, ...] = tuple(BaliCard)
CARD_RANK: dict[BaliCard, int] = {card: rank for rank, card in enumerate(CARDS)}

# MATÉRIEL: the 58 play cards; the 8 Oracles stay in the box unless the Oracle
# variant is played (MISE EN PLACE, Remarque).
PLAY_CARDS: dict[BaliCard, int] = {
    BaliCard.PRIEST: 9,
    BaliCard.SANCTUARY: 9,
    BaliCard.STONECUTTER: 12,
    BaliCard.ORACLE: 8,
    **{card: 5 for card in CULTIVATOR.values()},
}
OFFERING_CARDS_PER_CROP = 25  # MATÉRIEL: 100 offering cards, 25 of each crop

# Our decision on the starting sets, which the text does not list: each is a
# Stonecutter (placed in front of its owner) and these three Cultivators of three
# different kinds (his first hand); seat i takes colour i in this order.


class BaliColour(enum.StrEnum):
    RED = "red"
    BLUE = "blue"
    YELLOW = "yellow"
    GREEN = "green"


COLOURS: tuple[BaliColour, ...] = tuple(BaliColour)
STARTING_HAND: dict[BaliColour, tuple[BaliCard, ...]] = {
    BaliColour.RED: (CULTIVATOR[BaliCrop.RICE], CULTIVATOR[BaliCrop.PEANUT], CULTIVATOR[BaliCrop.BANANA]),
    BaliColour.BLUE: (CULTIVATOR[BaliCrop.PEANUT], CULTIVATOR[BaliCrop.BANANA], CULTIVATOR[BaliCrop.CHILI]),
    BaliColour.YELLOW: (CULTIVATOR[BaliCrop.BANANA], CULTIVATOR[BaliCrop.CHILI], CULTIVATOR[BaliCrop.RICE]),
    BaliColour.GREEN: (CULTIVATOR[BaliCrop.CHILI], CULTIVATOR[BaliCrop.RICE], CULTIVATOR[BaliCrop.PEANUT]),
}
# MISE EN PLACE: 2 stones for the first player, one more for each next seat.
STARTING_STONES = (2, 3, 4, 5)

MARKET_COLUMNS = 4  # MISE EN PLACE: the market is 4 columns of 4 cards
COLUMN_CARDS = 4
HAND_SIZE = 3  # phase 3: refill to 3 cards

# Phase 1: 5 stones minus your cultivators of that crop, never below 0.
OFFERING_PRICE = 5
SANCTUARY_PRICE = 7  # phase 2A
CULTIVATOR_PRICE = {1: 0, 2: 1, 3: 2}  # phase 2A: 1/2/3 cultivators of one crop
MAJORITY_MINIMUM = 2  # phase 4: a sole majority counts with at least 2 cards


class BaliReward(enum.StrEnum):
    """Phase 4: what a Sanctuary brings, chosen by its owner."""

    STONES = "stones"
    POINTS = "points"


ALTAR_VALUES = (3, 2, 1, 0)  # FIN DE LA PARTIE: most offered crop first (dense ranking)
SANCTUARY_POINTS = 4  # final scoring: 4 points per Sanctuary
STONES_PER_POINT = 5  # final scoring: 1 point per 5 stones

ORACLE_PEEK = 4  # Oracle variant: look at the top 4 altar cards
