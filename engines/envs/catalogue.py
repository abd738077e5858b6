"""The action catalogue: every action a game can ever list, numbered once, so that a
policy picks an index of a fixed `Discrete(size)` and the index maps to the typed action
the engines (and the server's API) take.

A game's catalogue is the product of each action kind's field values, kind by kind in the
order of the game's action union and field by field in the order of the kind's fields:
enums, literals and booleans by their type, integers by the game's `Spec.ints`, less what
`Spec.valid` rules out. It depends on the player count (seats, Katun cards) and, for
Balam, on the board, never on the state: the same index is the same action throughout a
match and across matches."""

from __future__ import annotations

import functools
import itertools
import typing
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any

import msgspec
import msgspec.inspect as mi

from engines.envs.games import SPECS
from engines.registry import GAMES


@dataclass(frozen=True)
class Block:
    """One action kind's indices, [start, stop), and each field's values in order."""

    kind: type[msgspec.Struct]
    start: int
    stop: int
    fields: tuple[tuple[str, tuple[Any, ...]], ...]


class Catalogue:
    """The bijection between range(size) and a game's actions for (players, options)."""

    def __init__(self, game_id: str, players: int, options: Any, blocks: Sequence[tuple[Block, list[Any]]]) -> None:
        self.game_id, self.players, self.options = game_id, players, options
        self.blocks = tuple(block for block, _ in blocks)
        self.actions: tuple[Any, ...] = tuple(action for _, actions in blocks for action in actions)
        self._index = {action: index for index, action in enumerate(self.actions)}
        assert len(self._index) == len(self.actions), "every action once"

    @property
    def size(self) -> int:
        return len(self.actions)

    def index(self, action: Any) -> int:
        try:
            return self._index[action]
        except KeyError:
            raise ValueError(f"{action!r} is not an action of {self.game_id}'s catalogue") from None

    def action(self, index: int) -> Any:
        if not 0 <= index < len(self.actions):
            raise ValueError(f"{self.game_id}'s actions are numbered 0 to {len(self.actions) - 1}, not {index}")
        return self.actions[index]

    def indices(self, actions: Iterable[Any]) -> list[int]:
        """The actions' indices, in increasing order."""
        return sorted(map(self.index, actions))

    # Immutable, and rebuilt from its key: copies (OpenSpiel clones a state by deep-copying
    # its attributes) share it, pickles name it.
    def __deepcopy__(self, memo: dict[int, Any]) -> Catalogue:
        return self

    def __reduce__(self) -> tuple[Any, ...]:
        return catalogue, (self.game_id, self.players, self.options)


def options_of(game_id: str, options: Any) -> Any:
    """The game's options: as given (its options Struct), from a mapping of its fields, or
    the defaults (None)."""
    kind = GAMES[game_id].options_type
    if options is None:
        return kind()
    return options if isinstance(options, kind) else msgspec.convert(options, kind)


def catalogue(game_id: str, players: int, options: Any = None) -> Catalogue:
    """`game_id`'s catalogue for `players` seats and `options` (see `options_of`)."""
    return _catalogue(game_id, players, options_of(game_id, options))


@functools.lru_cache(maxsize=64)
def _catalogue(game_id: str, players: int, options: Any) -> Catalogue:
    game, spec = GAMES[game_id], SPECS[game_id]
    game.check_options(players, options)
    ints = spec.ints(players, options)
    blocks, start = [], 0
    for kind in typing.get_args(game.action_type):
        fields = tuple((f.name, values(f.type, ints, f.name)) for f in _struct(kind).fields)
        actions = [
            action
            for combination in itertools.product(*(values for _, values in fields))
            if spec.valid(players, options, action := kind(*combination))
        ]
        blocks.append((Block(kind, start, start + len(actions), fields), actions))
        start += len(actions)
    return Catalogue(game_id, players, options, blocks)


def _struct(kind: type) -> mi.StructType:
    info = mi.type_info(kind)
    assert isinstance(info, mi.StructType)
    return info


def values(field: mi.Type, ints: Mapping[str, Sequence[int]], name: str) -> tuple[Any, ...]:
    """The values a field of an action takes: its enum's members, its literals, both
    booleans, or the game's integers for its name."""
    if isinstance(field, mi.EnumType):
        return tuple(field.cls)
    if isinstance(field, mi.LiteralType):
        return tuple(field.values)
    if isinstance(field, mi.BoolType):
        return (False, True)
    if isinstance(field, mi.IntType):
        return tuple(ints[name])
    raise TypeError(f"no values for an action field {name!r} of type {field}")
