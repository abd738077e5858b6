"""What a player may do, one small decision at a time (DÉROULEMENT DE LA PARTIE)."""

from __future__ import annotations

from typing import Union

from engines.bali.components import BaliCard, BaliCrop, BaliReward
from engines.core import ActionBase


class BaliBuyOffering(ActionBase, frozen=True, tag="buy_offering"):
    """Phase 1: take one offering card of `crop` from the reserve, paying stones."""

    crop: BaliCrop


class BaliSkipPurchase(ActionBase, frozen=True, tag="skip_purchase"):
    """Phase 1 is optional."""


class BaliPlayStonecutter(ActionBase, frozen=True, tag="play_stonecutter"):
    """Phase 2A: one Stonecutter, free."""


class BaliPlayPriest(ActionBase, frozen=True, tag="play_priest"):
    """Phase 2A: one Priest, free (moves the Demon in the Demon variant)."""


class BaliPlaySanctuary(ActionBase, frozen=True, tag="play_sanctuary"):
    """Phase 2A: one Sanctuary for 7 stones; starts an offering round (2B)."""


class BaliPlayCultivators(ActionBase, frozen=True, tag="play_cultivators"):
    """Phase 2A: 1 to 3 Cultivators of one crop for 0/1/2 stones."""

    crop: BaliCrop
    count: int


class BaliRemoveCard(ActionBase, frozen=True, tag="remove_card"):
    """Phase 2A note: unable to play anything, remove a hand card from the game."""

    card: BaliCard


class BaliOffer(ActionBase, frozen=True, tag="offer"):
    """Phase 2B: put an offering card of `crop` on the altar (from your own
    cards, or from the reserve when the active player adds the reserve card)."""

    crop: BaliCrop


class BaliTakeCard(ActionBase, frozen=True, tag="take_card"):
    """Phase 3: take the bottom card of a market column (0 = first column)."""

    column: int


class BaliTakeFromAltar(ActionBase, frozen=True, tag="take_from_altar"):
    """Oracle variant: keep one of the peeked altar cards (depth 0 = the top card)."""

    depth: int


class BaliLeaveAltar(ActionBase, frozen=True, tag="leave_altar"):
    """Oracle variant: put every peeked card back, keeping none."""


class BaliChooseReward(ActionBase, frozen=True, tag="choose_reward"):
    """Phase 4, Sanctuaries: the same reward for all your Sanctuaries, bonus included."""

    reward: BaliReward


class BaliChooseHarvest(ActionBase, frozen=True, tag="choose_harvest"):
    """Phase 4, Cultivators: the scored crop is exhausted, take another crop instead."""

    crop: BaliCrop


BaliAction = Union[  # noqa: UP007 (the contract asks for typing.Union)
    BaliBuyOffering,
    BaliSkipPurchase,
    BaliPlayStonecutter,
    BaliPlayPriest,
    BaliPlaySanctuary,
    BaliPlayCultivators,
    BaliRemoveCard,
    BaliOffer,
    BaliTakeCard,
    BaliTakeFromAltar,
    BaliLeaveAltar,
    BaliChooseReward,
    BaliChooseHarvest,
]
