"""Determinization: rebuilt from a seat's view and its events alone, a state shows
that seat exactly what the true state shows (view and legal actions), holds the
same cards in all (nothing made up, nothing lost), knows what the seat could
deduce, and plays on: at random points of random matches of every game."""

from __future__ import annotations

import random
from collections import Counter

import pytest

from engines.bali.components import CROPS
from engines.core import fold, rng_for
from engines.registry import GAMES
from tabletop_bots.games import ADAPTERS
from tabletop_bots.games.balam import layouts, place_kind
from tabletop_bots.observation import Observation

CASES = [
    ("babel", 2, {}),
    ("bali", 2, {}),
    ("bali", 4, {"oracle": True, "demon": True}),
    ("bali", 3, {"oracle": True}),
    ("maya", 3, {}),
    ("maya", 5, {"professional": True}),
    ("balam", 2, {}),
    ("balam", 4, {}),
]


def babel_cards(state):
    people = Counter(state.people_pile) + Counter(state.people_discard)
    temples = Counter(state.temple_pile)
    for side in state.sides:
        people += Counter(side.hand) + Counter(c for column in side.columns for c in column)
        temples += Counter(side.quarry) + Counter(level for temple in side.temples for level in temple)
        temples[1] += side.reserved_temple
    return people, temples


def bali_cards(state):
    crops = Counter(dict(zip(CROPS, state.reserve))) + Counter(card.crop for card in state.altar)
    for player in state.players:
        crops += Counter(dict(zip(CROPS, player.offerings)))
    return Counter(state.deck), [p.hand for p in state.players], crops


def maya_cards(state):
    return [Counter(state.hands[s]) + Counter(c.value for q in state.quarries for c in q if c.seat == s)
            for s in range(state.players)]


def balam_cards(state, events):
    """The unseen deck (and this round's cards) must be the rest of a deck as assembled."""
    rest = state.katun + state.deck
    turned = Counter(e.face for e in events if type(e).__name__ == "BalamKatunTurned")
    turned -= Counter(card for card, up in zip(state.katun, state.turned) if up)  # counted in `rest`
    kinds = [place_kind(card) for card in rest]
    layouts_fit = [deck for deck in layouts().values() if [place_kind(c) for c in deck[-len(rest):]] == kinds]
    assert any(Counter(rest) + turned <= Counter(deck) for deck in layouts_fit)
    return len(rest)


def same_cards(game, det, true, events):
    if game == "babel":
        assert babel_cards(det) == babel_cards(true)
    elif game == "bali":
        assert bali_cards(det) == bali_cards(true)  # hands are deducible: exactly the true ones
    elif game == "maya":
        assert maya_cards(det) == maya_cards(true)
    else:
        assert balam_cards(det, events) == balam_cards(true, events)


def check(game, players, options, state, events, seat, rng):
    obs = Observation(game, seat, players, options, state.rules if hasattr(state, "rules") else 1,
                      game.view(state, seat), [game.view_event(e, seat) for e in events],
                      game.legal_actions(state, seat))
    replay = ADAPTERS[game.id].replay(obs)
    for _ in range(2):
        det = replay.sample(rng)
        assert game.view(det, seat) == obs.view
        assert game.legal_actions(det, seat) == obs.legal
        same_cards(game.id, det, state, events)
        for _ in range(30):  # the world plays on under the rules
            if game.result(det) is not None:
                break
            mover = rng.choice(game.to_move(det))
            det = game.play(det, mover, rng.choice(game.legal_actions(det, mover)), rng)[1]


def random_matches(game, players, options, seeds):
    """(state, events so far) after every action of random matches."""
    for seed in seeds:
        rng = random.Random(seed)
        state = game.initial_state(players, options)
        events = game.setup(state, rng_for(seed, 0))
        state = fold(game, state, events)
        yield state, events
        while game.result(state) is None:
            mover = rng.choice(game.to_move(state))
            produced, state = game.play(state, mover, rng.choice(game.legal_actions(state, mover)), rng_for(seed, len(events)))
            events = events + produced
            yield state, events


@pytest.mark.parametrize(("game_id", "players", "options"), CASES, ids=[f"{g}-{p}-{''.join(o)}" for g, p, o in CASES])
def test_a_determinized_state_agrees_with_the_seat(game_id, players, options):
    game, rng = GAMES[game_id], random.Random(game_id)
    opts = game.options_type(**options)
    checked = 0
    for state, events in random_matches(game, players, opts, range(6)):
        if rng.random() < 0.04 or game.result(state) is not None:
            for seat in range(players):
                check(game, players, opts, state, events, seat, rng)
            checked += 1
    assert checked >= 20


def test_balam_remembers_the_cards_the_seat_divined():
    """Divined cards are in the seat's view only, not in its events."""
    game, rng = GAMES["balam"], random.Random(3)
    options = game.options_type()
    checked = 0
    for state, events in random_matches(game, 2, options, range(6)):
        for seat, looked in enumerate(state.divined):
            if checked < 40 and any(not state.turned[card] for card in looked):
                check(game, 2, options, state, events, seat, rng)
                checked += 1
    assert checked >= 10
