"""The action catalogue: a bijection between range(size) and every action a game can
list, the same for every match of a configuration, and every action listed in random
matches of every game, player count and variant is in it."""

from __future__ import annotations

from itertools import pairwise

import msgspec
import pytest

from engines.envs.catalogue import catalogue
from engines.registry import GAMES
from tests.engines.envs import CONFIGS, configs, decisions


@configs(CONFIGS)
def test_index_and_action_are_inverse_both_ways(config):
    game, players, options = config
    actions = catalogue(game, players, options)
    assert actions.size == len(set(actions.actions))
    assert [actions.index(actions.action(i)) for i in range(actions.size)] == list(range(actions.size))
    assert all(actions.action(actions.index(action)) == action for action in actions.actions)
    # Each is the typed action the API takes, and comes back from its JSON as itself.
    kind = GAMES[game].action_type
    assert all(msgspec.json.decode(msgspec.json.encode(a), type=kind) == a for a in actions.actions)


@configs(CONFIGS)
def test_every_action_listed_in_random_matches_is_catalogued(config):
    game, players, options = config
    actions, used = catalogue(game, players, options), set()
    for seed in (1, 2):
        for match in decisions(config, seed):
            used.update(actions.indices(match.legal(match.current)))  # (raises for an action not catalogued)
    kinds = {actions.action(i).__class__ for i in used}
    assert len(kinds) >= len(actions.blocks) // 2, "the matches list actions of many kinds"


def test_blocks_tile_the_catalogue_kind_by_kind():
    for game in GAMES.values():
        blocks = catalogue(game.id, game.min_players).blocks
        assert blocks[0].start == 0 and all(a.stop == b.start for a, b in pairwise(blocks))
        assert [block.kind for block in blocks] == list(game.action_type.__args__)


def test_the_catalogue_follows_balams_board():
    small = ("M3 o  C2", "^  ~  ~")  # two sites joined through a cenote
    actions = catalogue("balam", 2, {"board": small})
    moves = [a for a in actions.actions if type(a).__name__ == "BalamMoveWealth"]
    assert len(moves) == 5 * 4  # every slot to every other slot (3 + 2 slots)
    assert {(a.origin, a.target) for a in actions.actions if type(a).__name__ == "BalamAttack"} == {(0, 1), (1, 0)}
    assert actions.size < catalogue("balam", 2).size


def test_out_of_range_and_foreign_actions_are_refused():
    actions = catalogue("babel", 2)
    with pytest.raises(ValueError, match="numbered 0 to 698"):
        actions.action(actions.size)
    with pytest.raises(ValueError, match="not an action"):
        actions.index(catalogue("bali", 2).action(0))


def test_options_are_a_struct_a_mapping_or_the_defaults():
    options = GAMES["bali"].options_type(oracle=True)
    assert catalogue("bali", 3, options) is catalogue("bali", 3, {"oracle": True})
    assert catalogue("maya", 3) is catalogue("maya", 3, {})
