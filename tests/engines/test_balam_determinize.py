"""Balam's worlds (engines/balam/determinize.py), through the engine API only: rebuilt
from one seat's events as `view_event` gave them, a sampled state shows that seat
exactly what the true state shows (view and legal actions), holds a deck as the setup
assembles them with every card the seat has seen in its place, and plays on; at
random points of seeded random matches. And `scores`, the game's own scoring."""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Iterator

import pytest
from msgspec.structs import replace

from engines.balam import GAME
from engines.balam.components import WEALTH_BONUS_DIVISOR
from engines.balam.determinize import layouts, place_kind
from engines.balam.events import BalamCardDivined, BalamKatunTurned
from engines.balam.state import BalamOptions, BalamState
from engines.core.determinize import Seen
from tests.engines import determinize_checks

OPTIONS = BalamOptions()


def random_matches(
    players: int, seeds: range, rules_version: int | None = None
) -> Iterator[tuple[BalamState, list[object]]]:
    return determinize_checks.random_matches(GAME, players, OPTIONS, seeds, rules_version)


def seen_by(state: BalamState, events: list[object], seat: int) -> Seen:
    return determinize_checks.seen_by(GAME, state, events, seat, state.players, OPTIONS)


def deck_cards(state: BalamState, events: list[object]) -> int:
    """The unseen deck (and this round's cards) must be the rest of a deck as assembled."""
    rest = state.katun + state.deck
    turned = Counter(e.face for e in events if isinstance(e, BalamKatunTurned))
    turned -= Counter(card for card, up in zip(state.katun, state.turned, strict=True) if up)  # counted in `rest`
    kinds = [place_kind(card) for card in rest]
    fitting = [deck for deck in layouts().values() if [place_kind(c) for c in deck[-len(rest) :]] == kinds]
    assert any(Counter(rest) + turned <= Counter(deck) for deck in fitting)
    return len(rest)


def check(state: BalamState, events: list[object], seat: int, rng: random.Random) -> None:
    worlds = GAME.worlds(seen_by(state, events, seat))
    for _ in range(2):
        world = worlds.sample(rng)
        assert GAME.view(world, seat) == GAME.view(state, seat)
        assert GAME.legal_actions(world, seat) == GAME.legal_actions(state, seat)
        assert deck_cards(world, events) == deck_cards(state, events)
        for _ in range(30):  # the world plays on under the rules
            if GAME.result(world) is not None:
                break
            mover = rng.choice(GAME.to_move(world))
            world = GAME.play(world, mover, rng.choice(GAME.legal_actions(world, mover)), rng)[1]


@pytest.mark.parametrize("players", [2, 3, 4])
def test_a_sampled_world_agrees_with_the_seat(players: int) -> None:
    rng = random.Random(players)
    checked = 0
    for state, events in random_matches(players, range(4)):
        if rng.random() < 0.04 or GAME.result(state) is not None:
            for seat in range(players):
                check(state, events, seat, rng)
            checked += 1
    assert checked >= 12


def test_the_seat_remembers_the_cards_it_divined() -> None:
    """The card a diviner looks at is in his own event (rules 3), hidden from the others."""
    rng = random.Random(3)
    checked = 0
    for state, events in random_matches(2, range(6)):
        for seat, looked in enumerate(state.divined):
            if checked < 40 and any(not state.turned[card] for card in looked):
                check(state, events, seat, rng)
                checked += 1
    assert checked >= 10


def test_rules_2_histories_hold_the_looks_but_not_the_cards() -> None:
    """A match started before rules 3 recorded no card seen: its worlds agree with the
    seat in everything but the faces of the cards it divined and nobody turned yet."""
    rng = random.Random(2)
    checked = 0
    for state, events in random_matches(2, range(6), rules_version=2):
        for seat, looked in enumerate(state.divined):
            hidden = [card for card in looked if not state.turned[card]]
            if checked < 20 and hidden:
                assert all(e.face is None for e in events if isinstance(e, BalamCardDivined))
                world = GAME.worlds(seen_by(state, events, seat)).sample(rng)
                unseen = [
                    replace(k, card=None) if i in hidden else k for i, k in enumerate(GAME.view(world, seat).katun)
                ]
                true = [replace(k, card=None) if i in hidden else k for i, k in enumerate(GAME.view(state, seat).katun)]
                assert unseen == true
                assert replace(GAME.view(world, seat), katun=()) == replace(GAME.view(state, seat), katun=())
                assert GAME.legal_actions(world, seat) == GAME.legal_actions(state, seat)
                checked += 1
    assert checked >= 5


def test_each_sample_draws_the_unseen_cards_anew() -> None:
    state, events = next(random_matches(3, range(1)))
    worlds = GAME.worlds(seen_by(state, events, 0))
    decks = {worlds.sample(random.Random(seed)).deck for seed in range(8)}
    assert len(decks) > 1


def test_scores_count_prestige_and_the_wealth_bonus_the_end_would_add() -> None:
    for state, _ in random_matches(3, range(1)):
        bonus = [sum(k.chest) // WEALTH_BONUS_DIVISOR for k in state.kings]
        if GAME.result(state) is None:
            assert GAME.scores(state) == tuple(k.prestige + b for k, b in zip(state.kings, bonus, strict=True))
    result = GAME.result(state)
    assert result is not None and list(GAME.scores(state)) == result.scores
