"""The table of a Bali match: players, market, altar, reserve and the turn's progress."""

from __future__ import annotations

import enum
from collections.abc import Iterable
from typing import TypeVar

import msgspec

from engines.bali.components import (
    CARD_RANK,
    COLOURS,
    CROPS,
    MARKET_COLUMNS,
    OFFERING_CARDS_PER_CROP,
    PLAY_CARDS,
    STARTING_HAND,
    STARTING_STONES,
    BaliCard,
    BaliCrop,
)

T = TypeVar("T")


class BaliOptions(msgspec.Struct, frozen=True, forbid_unknown_fields=True):
    """The two variants of the rule text, playable separately or together."""

    oracle: bool = False
    demon: bool = False


class BaliPlayer(msgspec.Struct, frozen=True):
    hand: tuple[BaliCard, ...]  # hidden from the others, kept in CARDS order
    stonecutters: int
    priests: int
    sanctuaries: int
    cultivators: tuple[int, ...]  # in front of him, per crop in CROPS order
    offerings: tuple[int, ...]  # his face-down offering cards, per crop
    stones: int
    points: int  # victory point tokens


class BaliAltarCard(msgspec.Struct, frozen=True):
    crop: BaliCrop
    face_up: bool
    # The seats that saw it face down: whoever put it there, Oracle peekers.
    known_to: tuple[int, ...] = ()


class BaliTaskKind(enum.StrEnum):
    """A decision or automatic step queued before the turn goes on: the offering
    round (phase 2B), an Oracle peek, and each player's reward in phase 4."""

    OFFER_FACE_UP = "offer_face_up"
    OFFER_FACE_DOWN = "offer_face_down"
    OFFER_FROM_RESERVE = "offer_from_reserve"
    PEEK = "peek"  # automatic
    ORACLE = "oracle"
    STONES = "stones"  # automatic
    POINTS = "points"  # automatic
    SANCTUARY = "sanctuary"
    HARVEST = "harvest"  # automatic unless the scored crop is exhausted


class BaliTask(msgspec.Struct, frozen=True):
    kind: BaliTaskKind
    seat: int
    amount: int = 0  # stones, points or sanctuary reward earned


class BaliPhase(enum.StrEnum):
    """The phases of a turn (DÉROULEMENT DE LA PARTIE)."""

    SETUP = "setup"
    PURCHASE = "purchase"  # phases 1, 2A and 3: the active player's decisions
    PLAY = "play"
    REFILL = "refill"
    SCORING = "scoring"
    OVER = "over"


# What a seat is asked: its turn's phase, or the task queued at the head.
BaliDecision = BaliPhase | BaliTaskKind


class BaliFinal(msgspec.Struct, frozen=True):
    """The final scoring (FIN DE LA PARTIE), once every card is revealed."""

    altar: tuple[int, ...]  # altar cards per crop
    values: tuple[int, ...]  # points per offering card, per crop
    offerings: tuple[tuple[int, ...], ...]  # per seat, per crop
    scores: tuple[int, ...]
    winners: tuple[int, ...]


class BaliState(msgspec.Struct, frozen=True):
    options: BaliOptions
    players: tuple[BaliPlayer, ...]
    deck: tuple[BaliCard, ...]  # draw pile, top card first
    market: tuple[tuple[BaliCard, ...], ...]  # per column, bottom card (the one taken) first
    reserve: tuple[int, ...]  # offering cards left per crop
    altar: tuple[BaliAltarCard, ...]  # bottom card first
    box: tuple[BaliCard, ...]  # play cards out of the game
    demon: int | None  # the Demon's column (Demon variant)
    active: int = 0
    phase: BaliPhase = BaliPhase.SETUP
    pending: tuple[BaliTask, ...] = ()
    # The last card revealed in the market: phase 4 scores its category.
    revealed: BaliCard | None = None
    oracle_peeked: bool = False  # one altar peek per turn (oracle.py)
    final: BaliFinal | None = None


def clockwise_from(state: BaliState, seat: int) -> list[int]:
    """Every seat in turn order, starting with `seat`."""
    n = len(state.players)
    return [(seat + i) % n for i in range(n)]


def sorted_cards(cards: Iterable[BaliCard]) -> tuple[BaliCard, ...]:
    return tuple(sorted(cards, key=CARD_RANK.__getitem__))


def initial_state(players: int, options: BaliOptions) -> BaliState:
    """The fixed part of MISE EN PLACE; shuffles and deals come as setup events."""
    in_play = [card for card, n in PLAY_CARDS.items() for _ in range(n)]
    box: tuple[BaliCard, ...] = ()
    if not options.oracle:
        box = tuple(card for card in in_play if card == BaliCard.ORACLE)
        in_play = [card for card in in_play if card != BaliCard.ORACLE]
    return BaliState(
        options=options,
        players=tuple(
            BaliPlayer(
                hand=sorted_cards(STARTING_HAND[COLOURS[seat]]),
                stonecutters=1,
                priests=0,
                sanctuaries=0,
                cultivators=(0,) * len(CROPS),
                offerings=(1,) * len(CROPS),  # one offering card of each crop
                stones=STARTING_STONES[seat],
                points=0,
            )
            for seat in range(players)
        ),
        deck=sorted_cards(in_play),
        market=((),) * MARKET_COLUMNS,
        reserve=(OFFERING_CARDS_PER_CROP - players,) * len(CROPS),
        altar=(),
        box=box,
        demon=0 if options.demon else None,  # Demon variant: on the first column
    )


def replace_at(items: tuple[T, ...], index: int, value: T) -> tuple[T, ...]:
    """`items` with the one at `index` replaced."""
    return (*items[:index], value, *items[index + 1 :])
