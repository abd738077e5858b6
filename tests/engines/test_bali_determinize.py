"""Bali's determinization (engines/bali/determinize.py) and scores: a state sampled
from a seat's events shows that seat its view and legal actions, holds the same
cards (hands exactly: they are deducible), and plays on to the end."""

from __future__ import annotations

import random
from collections import Counter

import pytest
from msgspec.structs import replace

from engines.bali import GAME
from engines.bali import events as ev
from engines.bali.components import CROPS, BaliCard, BaliCrop
from engines.bali.state import BaliAltarCard, BaliOptions, BaliState
from tests.engines.determinize_checks import check_worlds, random_matches

CASES = [
    (2, BaliOptions()),
    (3, BaliOptions(oracle=True)),
    (4, BaliOptions(oracle=True, demon=True)),
]


def cards(state: BaliState) -> tuple[Counter[BaliCard], list[tuple[BaliCard, ...]], Counter[BaliCrop]]:
    """The draw pile's cards, every hand, and the offering cards of each crop in all."""
    crops = Counter(dict(zip(CROPS, state.reserve, strict=True))) + Counter(card.crop for card in state.altar)
    for player in state.players:
        crops += Counter(dict(zip(CROPS, player.offerings, strict=True)))
    return Counter(state.deck), [player.hand for player in state.players], crops


@pytest.mark.parametrize(("players", "options"), CASES, ids=["2p", "3p-oracle", "4p-oracle-demon"])
def test_a_sampled_world_agrees_with_the_seat_and_plays_on(players: int, options: BaliOptions) -> None:
    rng = random.Random(players)
    checked = 0
    for state, events in random_matches(GAME, players, options, range(8)):
        if rng.random() < 0.03 or GAME.result(state) is not None:
            check_worlds(GAME, players, options, state, events, cards, rng)
            checked += 1
    assert checked >= 20


def offerers(events: list[ev.BaliEvent]) -> list[int | None]:
    """Who laid each altar card face down, bottom first (None: seeded, or face up)."""
    altar: list[int | None] = []
    for event in events:
        if isinstance(event, ev.BaliAltarSeeded):
            altar += [None] * event.count
        elif isinstance(event, ev.BaliOffered):
            altar.append(None if event.face_up else event.seat)
        elif isinstance(event, ev.BaliOracleTaken) and event.depth is not None:
            del altar[len(altar) - 1 - event.depth]
    return altar


def test_what_an_oracle_peek_showed_stays_in_every_world() -> None:
    """Right after a peek that showed a face-down offering of another seat: the
    peeker's worlds hold that crop there (his view shows it), and the offerer's
    remaining offering cards follow from it."""
    options, rng = BaliOptions(oracle=True), random.Random(5)
    checked = 0
    for state, events in random_matches(GAME, 3, options, range(40)):
        peek = events[-1]
        if checked < 8 and isinstance(peek, ev.BaliAltarPeeked):
            shown = offerers(events)[-peek.count :]
            if any(offerer not in (None, peek.seat) for offerer in shown):
                check_worlds(GAME, 3, options, state, events, cards, rng, samples=3)
                checked += 1
    assert checked >= 4


def test_scores_are_the_final_scoring_of_the_table_as_it_stands() -> None:
    """FIN DE LA PARTIE applied now: points, 4 per Sanctuary, 1 per 5 stones, and each
    offering card at its crop's altar value (the most offered crop 3, then 2, 1, 0)."""
    state = GAME.initial_state(2, BaliOptions())
    altar = tuple(BaliAltarCard(crop, face_up=True) for crop in (*[BaliCrop.RICE] * 3, *[BaliCrop.CHILI] * 2))
    players = (
        replace(state.players[0], points=4, sanctuaries=1, stones=11, offerings=(2, 0, 1, 1)),
        replace(state.players[1], points=0, sanctuaries=0, stones=4, offerings=(0, 3, 0, 2)),
    )
    state = replace(state, altar=altar, players=players)
    # Rice 3 on the altar: worth 3; chili 2: worth 2; peanut and banana absent: 0.
    assert GAME.scores(state) == (4 + 4 + 2 + 2 * 3 + 1 * 2, 0 + 0 + 0 + 2 * 2)
