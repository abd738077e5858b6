"""What happens at the table. Fields that some seats may not see are Optional:
`view_event` blanks them (counts stay public)."""

from __future__ import annotations

from typing import Union

from engines.bali.components import BaliCard, BaliCrop
from engines.bali.state import BaliFinal
from engines.core import EventBase


class BaliDeckShuffled(EventBase, frozen=True, tag="deck_shuffled"):
    """The play cards in draw order, top first (hidden from everyone)."""

    cards: tuple[BaliCard, ...] | None
    count: int


class BaliAltarSeeded(EventBase, frozen=True, tag="altar_seeded"):
    """Oracle setup: one offering card of each crop, shuffled, face down on the altar."""

    crops: tuple[BaliCrop, ...] | None  # bottom first, hidden from everyone
    count: int


class BaliColumnDealt(EventBase, frozen=True, tag="column_dealt"):
    """Cards drawn face up into an empty market column, bottom first; any Oracle
    among them goes back to the box (Oracle variant)."""

    column: int
    cards: tuple[BaliCard, ...]


class BaliTurnStarted(EventBase, frozen=True, tag="turn_started"):
    seat: int


class BaliOfferingBought(EventBase, frozen=True, tag="offering_bought"):
    seat: int
    crop: BaliCrop
    cost: int


class BaliPurchaseSkipped(EventBase, frozen=True, tag="purchase_skipped"):
    seat: int


class BaliCardsPlayed(EventBase, frozen=True, tag="cards_played"):
    seat: int
    card: BaliCard
    count: int
    cost: int


class BaliCardRemoved(EventBase, frozen=True, tag="card_removed"):
    seat: int
    card: BaliCard


class BaliOffered(EventBase, frozen=True, tag="offered"):
    """An offering card put on the altar; `crop` is hidden when face down."""

    seat: int
    crop: BaliCrop | None
    face_up: bool
    from_reserve: bool


class BaliCardTaken(EventBase, frozen=True, tag="card_taken"):
    seat: int
    column: int
    card: BaliCard


class BaliAltarPeeked(EventBase, frozen=True, tag="altar_peeked"):
    """Oracle: the top altar cards, top first, seen by `seat` only."""

    seat: int
    crops: tuple[BaliCrop, ...] | None
    count: int


class BaliOracleTaken(EventBase, frozen=True, tag="oracle_taken"):
    """Oracle: the peeker keeps the card at `depth` (None: keeps none)."""

    seat: int
    depth: int | None
    crop: BaliCrop | None


class BaliScoringStarted(EventBase, frozen=True, tag="scoring_started"):
    """Phase 4 scores the category of the last revealed card."""

    category: BaliCard


class BaliRewarded(EventBase, frozen=True, tag="rewarded"):
    seat: int
    stones: int
    points: int


class BaliHarvested(EventBase, frozen=True, tag="harvested"):
    """A Cultivator reward: one offering card (None: the reserve is empty)."""

    seat: int
    crop: BaliCrop | None


class BaliGameEnded(EventBase, frozen=True, tag="game_ended"):
    final: BaliFinal


BaliEvent = Union[  # noqa: UP007 (the contract asks for typing.Union)
    BaliDeckShuffled,
    BaliAltarSeeded,
    BaliColumnDealt,
    BaliTurnStarted,
    BaliOfferingBought,
    BaliPurchaseSkipped,
    BaliCardsPlayed,
    BaliCardRemoved,
    BaliOffered,
    BaliCardTaken,
    BaliAltarPeeked,
    BaliOracleTaken,
    BaliScoringStarted,
    BaliRewarded,
    BaliHarvested,
    BaliGameEnded,
]
