"""The observation: a fixed vector of the seat's view, within its bounds, laid out field
by field without gap or overlap, and blind to everything the seat may not see: another
seat's hidden cards drawn anew (every world the engine draws from what the seat has seen)
leave it as it was."""

from __future__ import annotations

import random
from itertools import islice

import msgspec

from engines.babel.state import BabelState
from engines.core.determinize import Seen
from engines.envs.catalogue import options_of
from engines.envs.observation import encoder
from engines.registry import GAMES
from tests.engines.envs import CONFIGS, VARIANTS, configs, decisions


@configs(CONFIGS)
def test_every_view_fits_the_vector_and_its_bounds(config):
    game, players, options = config
    vector = encoder(game, players, options)
    low, high = vector.low, vector.high
    assert len(low) == len(high) == vector.size
    for match in islice(decisions(config, 3), 0, None, 7):
        for seat in range(players):
            values = vector.encode(match.game.view(match.table(seat), seat))
            assert len(values) == vector.size
            assert all(lo <= v <= hi for lo, v, hi in zip(low, values, high, strict=True))


@configs(VARIANTS)
def test_the_layout_covers_the_vector_once(config):
    vector = encoder(*config)
    covered = [0] * vector.size
    for row in vector.rows():
        starts = [row.offset]
        for count, stride in row.repeat:
            starts = [start + i * stride for start in starts for i in range(count)]
        for start in starts:
            for at in range(start, start + row.width):
                covered[at] += 1
    assert covered == [1] * vector.size


@configs(VARIANTS)
def test_another_seats_hidden_data_drawn_anew_changes_no_observation(config):
    """At decisions of random matches, each seat's hidden information is drawn anew by the
    engine's worlds (its opponents' hands, the piles' order, the unseen Katun cards, the
    face-down workers and bids, and the decisions others take alongside the seat's): the
    seat's vector is the same, and the draws did change the table."""
    game, players, options = config
    vector, rng, changed = encoder(game, players, options), random.Random(5), 0
    for match in islice(decisions(config, 4), 0, None, 5):
        seat = match.current
        seen = vector.encode(match.game.view(match.table(seat), seat))
        for _ in range(2):
            world = match.resample(seat, rng)
            assert vector.encode(world.game.view(world.table(seat), seat)) == seen
            assert world.knowledge(seat) == match.knowledge(seat)
            changed += msgspec.json.encode(world.state) != msgspec.json.encode(match.state)
        if match.stretch is None:  # every seat, not only the one to move
            for other in range(players):
                knows = Seen(other, players, options_of(game, options), match.game.rules_version, match.seen[other])
                world_state = match.game.worlds(knows).sample(rng)
                expected = vector.encode(match.game.view(match.state, other))
                assert vector.encode(match.game.view(world_state, other)) == expected
    if game != "maya" or options.get("professional"):  # (Maya's only secrets are workers and bids)
        assert changed, "the worlds drew other hidden data"


def test_babel_hands_and_piles_scrambled_by_hand_change_no_observation():
    config, rng = ("babel", 2, {}), random.Random(1)
    vector = encoder(*config[:2])
    for match in islice(decisions(config, 9), 0, None, 3):
        state: BabelState = match.state
        for seat in range(2):
            other = state.sides[1 - seat]
            pool = list(other.hand + state.people_pile)
            rng.shuffle(pool)
            hand, pile = tuple(sorted(pool[: len(other.hand)])), tuple(pool[len(other.hand) :])
            sides = list(state.sides)
            sides[1 - seat] = msgspec.structs.replace(other, hand=hand)
            temples = tuple(rng.sample(state.temple_pile, len(state.temple_pile)))
            scrambled = msgspec.structs.replace(state, sides=tuple(sides), people_pile=pile, temple_pile=temples)
            game = GAMES["babel"]
            assert vector.encode(game.view(scrambled, seat)) == vector.encode(game.view(state, seat))
