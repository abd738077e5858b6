"""What a player may do. Phase 2 actions ("Choix des actions"), the powers of
the ANNEXE (each names the card it discards by its position in the player's
column at the active site), and the opponent's discards for the common power.
"""

from __future__ import annotations

from typing import Union

from engines.babel.components import BabelPeople
from engines.core import ActionBase


class BabelTravel(ActionBase, frozen=True, tag="travel"):
    """Voyager: discard a card of `site`'s people and move the pawn there."""

    site: BabelPeople


class BabelSettle(ActionBase, frozen=True, tag="settle"):
    """S'établir: lay one card from hand at the end of the column at the active site."""

    people: BabelPeople


class BabelBuild(ActionBase, frozen=True, tag="build"):
    """Bâtir: take the top temple card of `quarry` (a seat's quarry) onto the active site."""

    quarry: int


class BabelBuildReserved(ActionBase, frozen=True, tag="build_reserved"):
    """Build the level-1 temple card kept since the setup at the active site."""


class BabelMigrate(ActionBase, frozen=True, tag="migrate"):
    """Migration: move the last three cards of one column to the end of another."""

    source: BabelPeople
    target: BabelPeople


class BabelDestroy(ActionBase, frozen=True, tag="destroy"):
    """Assyrer power: destroy the opponent's temple at the active site."""

    position: int


class BabelEliminate(ActionBase, frozen=True, tag="eliminate"):
    """Meder power: discard every `people` card of the opponent's column there."""

    position: int
    people: BabelPeople


class BabelStealCards(ActionBase, frozen=True, tag="steal_cards"):
    """Sumerer power: take the run of one people ending the opponent's column there."""

    position: int


class BabelStealLevel(ActionBase, frozen=True, tag="steal_level"):
    """Hethiter power: take the top card of the opponent's temple there."""

    position: int


class BabelSkipLevel(ActionBase, frozen=True, tag="skip_level"):
    """Perser power: build the top card of `quarry`, skipping exactly one level."""

    position: int
    quarry: int


class BabelHalveHand(ActionBase, frozen=True, tag="halve_hand"):
    """Any people's common power: the opponent discards half of his hand."""

    position: int


class BabelDiscard(ActionBase, frozen=True, tag="discard"):
    """The opponent's choice of one card to discard for the common power."""

    people: BabelPeople


class BabelEndTurn(ActionBase, frozen=True, tag="end_turn"):
    """End phase 2: phase 3 turns two temple cards, then the opponent's turn begins."""


BabelAction = Union[  # noqa: UP007 (the contract asks for typing.Union)
    BabelTravel,
    BabelSettle,
    BabelBuild,
    BabelBuildReserved,
    BabelMigrate,
    BabelDestroy,
    BabelEliminate,
    BabelStealCards,
    BabelStealLevel,
    BabelSkipLevel,
    BabelHalveHand,
    BabelDiscard,
    BabelEndTurn,
]
