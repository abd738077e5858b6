"""What happened. Every outcome of chance (the shuffles) is written here, so
`evolve` never draws. Fields a seat may not see are Optional and blanked by
`view_event` (see view.py), each next to a public count.
"""

from __future__ import annotations

import enum
from typing import Union

from engines.babel.components import BabelPeople
from engines.babel.state import BabelEndReason
from engines.core import EventBase


class BabelPower(enum.StrEnum):
    DESTROY = "destroy"
    ELIMINATE = "eliminate"
    STEAL_CARDS = "steal_cards"
    STEAL_LEVEL = "steal_level"
    SKIP_LEVEL = "skip_level"
    HALVE_HAND = "halve_hand"


class BabelTableSet(EventBase, frozen=True, tag="table_set"):
    """PREPARATION: each player keeps a level-1 temple card; both piles are shuffled."""

    people_count: int
    temple_count: int
    people_pile: tuple[BabelPeople, ...] | None  # hidden from everyone
    temple_pile: tuple[int, ...] | None  # hidden from everyone


class BabelPeopleDrawn(EventBase, frozen=True, tag="people_drawn"):
    seat: int
    count: int
    cards: tuple[BabelPeople, ...] | None  # only the drawing seat sees them


class BabelPeopleReshuffled(EventBase, frozen=True, tag="people_reshuffled"):
    """The empty people pile is replaced by the shuffled discard (phase 1)."""

    count: int
    order: tuple[BabelPeople, ...] | None  # hidden from everyone


class BabelTurnStarted(EventBase, frozen=True, tag="turn_started"):
    seat: int
    turn: int


class BabelTraveled(EventBase, frozen=True, tag="traveled"):
    seat: int
    site: BabelPeople  # a card of this people was discarded


class BabelSettled(EventBase, frozen=True, tag="settled"):
    seat: int
    site: BabelPeople
    people: BabelPeople


class BabelBuilt(EventBase, frozen=True, tag="built"):
    seat: int
    site: BabelPeople
    level: int
    quarry: int | None  # the seat whose quarry gave the card; None: his reserved card


class BabelMigrated(EventBase, frozen=True, tag="migrated"):
    seat: int
    source: BabelPeople
    target: BabelPeople
    cards: tuple[BabelPeople, ...]


class BabelPowerInvoked(EventBase, frozen=True, tag="power_invoked"):
    """The card at `position` of the column at `site` is discarded for `power`."""

    seat: int
    site: BabelPeople
    position: int
    people: BabelPeople
    power: BabelPower


class BabelTempleDestroyed(EventBase, frozen=True, tag="temple_destroyed"):
    """Assyrer: `seat`'s temple goes face down onto the temple pile, highest first."""

    seat: int
    site: BabelPeople
    levels: tuple[int, ...]


class BabelPeopleEliminated(EventBase, frozen=True, tag="people_eliminated"):
    """Meder: every `people` card of `seat`'s column at `site` is discarded."""

    seat: int
    site: BabelPeople
    people: BabelPeople
    count: int


class BabelCardsStolen(EventBase, frozen=True, tag="cards_stolen"):
    """Sumerer: `seat` takes `cards` from the end of the opponent's column at `site`."""

    seat: int
    site: BabelPeople
    cards: tuple[BabelPeople, ...]


class BabelLevelStolen(EventBase, frozen=True, tag="level_stolen"):
    """Hethiter: `seat` takes the top card of the opponent's temple at `site`."""

    seat: int
    site: BabelPeople
    level: int


class BabelHalvingDemanded(EventBase, frozen=True, tag="halving_demanded"):
    """Common power: `seat` must discard `count` cards of his choice."""

    seat: int
    count: int


class BabelHandDiscarded(EventBase, frozen=True, tag="hand_discarded"):
    seat: int
    people: BabelPeople


class BabelTemplesDrawn(EventBase, frozen=True, tag="temples_drawn"):
    """Phase 3: the cards go face up onto `seat`'s quarry in this order (higher first)."""

    seat: int
    levels: tuple[int, ...]


class BabelGameEnded(EventBase, frozen=True, tag="game_ended"):
    reason: BabelEndReason
    scores: tuple[int, ...]
    winners: tuple[int, ...]


BabelEvent = Union[  # noqa: UP007 (the contract asks for typing.Union)
    BabelTableSet,
    BabelPeopleDrawn,
    BabelPeopleReshuffled,
    BabelTurnStarted,
    BabelTraveled,
    BabelSettled,
    BabelBuilt,
    BabelMigrated,
    BabelPowerInvoked,
    BabelTempleDestroyed,
    BabelPeopleEliminated,
    BabelCardsStolen,
    BabelLevelStolen,
    BabelHalvingDemanded,
    BabelHandDiscarded,
    BabelTemplesDrawn,
    BabelGameEnded,
]
