"""Simultaneous decisions taken in turn (Maya's sealed bids, Balam's divination and
distribution): a seat deciding after another in the same stretch sees, can do, and has
seen exactly the same whatever the other chose; its choices are those the server would
list it with the others' applied; and the table once all are done is the server's."""

from __future__ import annotations

import copy
import random

from engines.core import fold, rng_for
from engines.core.determinize import Seen
from engines.envs.match import NO_CHANCE, shown
from engines.envs.observation import encoder
from tests.engines.envs import SIMULTANEOUS, configs, decisions


def stretches(config, seeds=range(3)):
    """Matches at the start of each stretch of simultaneous decisions (several seats)."""
    for seed in seeds:
        for match in decisions(config, seed):
            stretch = match.stretch
            if stretch is not None and not any(stretch.actions.values()):
                yield match


@configs(SIMULTANEOUS)
def test_a_later_seat_sees_nothing_of_an_earlier_ones_decisions(config):
    game, players, options = config
    vector, rng, varied = encoder(game, players, options), random.Random(0), 0
    for start in stretches(config):
        first = start.current
        seen, chosen = set(), set()
        for _ in range(3):  # the first seat decides at random, three ways
            match = copy.deepcopy(start)
            while match.current == first:
                match.act(first, rng.choice(match.legal(first)), lambda version: NO_CHANCE)
            chosen.add(repr(match.stretch.actions[first]))
            later = match.current
            assert match.stretch is not None and later != first, "the stretch goes on with another seat"
            vision = vector.encode(match.game.view(match.table(later), later))
            seen.add((later, tuple(vision), repr(match.legal(later)), repr(match.knowledge(later))))
            assert match.state is start.state, "nothing is played before every seat is done"
        assert len(seen) == 1
        varied += len(chosen) > 1
    assert varied >= 2, "the first seat did decide differently"


@configs(SIMULTANEOUS)
def test_simultaneous_decisions_are_independent_and_end_as_the_server_plays_them(config):
    """Played as the server plays them (each applied as it is taken, in the same order), the
    same decisions leave each seat the same choices, and the same table at the end."""
    for start in stretches(config, seeds=range(2)):
        match, rng = copy.deepcopy(start), random.Random(1)
        server = start.state
        while match.stretch is not None:
            seat = match.current
            assert sorted(map(repr, match.legal(seat))) == sorted(map(repr, match.game.legal_actions(server, seat)))
            action = rng.choice(match.legal(seat))
            version = match.version
            server = fold(match.game, server, match.game.decide(server, seat, action, rng_for(9, version)))
            match.act(seat, action, lambda version: rng_for(9, version))
        assert match.state == server


@configs(SIMULTANEOUS)
def test_the_bridge_shows_the_table_the_environment_shows(config):
    """From the events a seat reads of a match the server plays (every decision applied as
    it is taken), `shown` draws the table the environment shows that seat."""
    game, players, options = config
    vector, rng = encoder(game, players, options), random.Random(2)
    for start in stretches(config, seeds=range(2)):
        match = copy.deepcopy(start)
        events: list = []  # the server's log since the stretch began
        while match.stretch is not None:
            seat = match.current
            seen = match.seen[seat] + [match.game.view_event(event, seat) for event in events]
            knows = Seen(seat, players, match.options, match.game.rules_version, seen)
            environment = vector.encode(match.game.view(match.table(seat), seat))
            assert vector.encode(match.game.view(shown(game, knows, rng), seat)) == environment
            action = rng.choice(match.legal(seat))
            events += match.game.decide(fold(match.game, start.state, events), seat, action, NO_CHANCE)
            match.act(seat, action, lambda version: NO_CHANCE)


def test_a_match_is_played_the_same_for_the_same_seed():
    config = ("balam", 2, {})
    first = [repr(match.state) for match in decisions(config, 11)]
    assert first == [repr(match.state) for match in decisions(config, 11)]
