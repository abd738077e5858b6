"""A seat's view as a fixed vector of floats: the observation of the environments.

The vector is read from the game's view type (`Game.view_type`), field after field in
declaration order, with the game's hints (engines/envs/spec.py) where the type alone does
not say enough:

- an integer is its value; a boolean 1 or 0;
- an enum or a literal is one-hot over its values, with one more slot for None when the
  field is optional; an integer hinted `OneHot(n)` likewise over range(n);
- any other optional field is a presence flag (1 when set), then the value (zeros when
  not);
- a struct is its fields; a tuple is `Each(n)` items, or `Seq(cap)`: its length, then
  `cap` item slots; `Counts` a multiset, `Indices(n)` a set of integers;
- a `Skip`ped field is left out.

The vector is a function of the view alone, which holds exactly what the seat may see:
nothing of another seat's hidden cards can reach it. `Encoder.rows` lays the vector out
field by field (offset, width, repetitions), for the documentation.
"""

from __future__ import annotations

import abc
import functools
from collections.abc import Iterator, Mapping, Sequence
from dataclasses import dataclass
from typing import Any

import msgspec.inspect as mi

from engines.envs.catalogue import options_of
from engines.envs.games import SPECS
from engines.envs.spec import Counts, Each, Hint, Indices, OneHot, Seq, Skip
from engines.registry import GAMES

# Integers are written as they are: float32 holds every integer up to 2**24 exactly, far
# beyond any count or score of these games. The observation space's bounds.
INT_BOUND = float(1 << 24)


@dataclass(frozen=True)
class Row:
    """Where a field lies in the vector: its first value at `offset`, `width` values long;
    an item of tuples is repeated, each (count, stride) of `repeat`, outermost first, puts
    `count` copies `stride` values apart."""

    path: str
    offset: int
    width: int
    encoding: str
    repeat: tuple[tuple[int, int], ...] = ()


class Node(abc.ABC):
    size: int

    @abc.abstractmethod
    def write(self, out: list[float], value: Any) -> None: ...

    @abc.abstractmethod
    def bounds(self) -> list[tuple[float, float]]: ...

    @abc.abstractmethod
    def rows(self, path: str, offset: int) -> Iterator[Row]: ...


class Leaf(Node):
    """A node whose values form one row of the layout."""

    encoding: str

    def rows(self, path: str, offset: int) -> Iterator[Row]:
        yield Row(path, offset, self.size, self.encoding)


class Scalar(Leaf):
    size, encoding = 1, "the integer"

    def write(self, out: list[float], value: Any) -> None:
        out.append(float(value))

    def bounds(self) -> list[tuple[float, float]]:
        return [(-INT_BOUND, INT_BOUND)]


class Flag(Leaf):
    size, encoding = 1, "1 if true"

    def write(self, out: list[float], value: Any) -> None:
        out.append(1.0 if value else 0.0)

    def bounds(self) -> list[tuple[float, float]]:
        return [(0.0, 1.0)]


class Categorical(Leaf):
    """One-hot over `values` (None among them when optional)."""

    def __init__(self, values: Sequence[Any]) -> None:
        self.size = len(values)
        self.codes = {value: tuple(float(i == j) for j in range(self.size)) for i, value in enumerate(values)}
        self.encoding = "one-hot: " + ", ".join("none" if v is None else str(v) for v in values)

    def write(self, out: list[float], value: Any) -> None:
        out.extend(self.codes[value])

    def bounds(self) -> list[tuple[float, float]]:
        return [(0.0, 1.0)] * self.size


class Multiset(Leaf):
    """How many items of each of `values` (Counts), or whether each is there (Indices)."""

    def __init__(self, values: Sequence[Any], flags: bool) -> None:
        self.size, self.flags = len(values), flags
        self.slot = {value: i for i, value in enumerate(values)}
        shown = ", ".join(map(str, values))
        self.encoding = f"1 for each present of: {shown}" if flags else f"the count of each of: {shown}"

    def write(self, out: list[float], value: Any) -> None:
        counts = [0.0] * self.size
        for item in value:
            counts[self.slot[item]] += 1.0
        out.extend(counts)

    def bounds(self) -> list[tuple[float, float]]:
        return [(0.0, 1.0 if self.flags else INT_BOUND)] * self.size


class Optional(Node):
    """A presence flag, then the value (zeros when absent)."""

    def __init__(self, inner: Node) -> None:
        self.inner, self.size = inner, 1 + inner.size
        self.absent = [0.0] * inner.size

    def write(self, out: list[float], value: Any) -> None:
        if value is None:
            out.append(0.0)
            out.extend(self.absent)
        else:
            out.append(1.0)
            self.inner.write(out, value)

    def bounds(self) -> list[tuple[float, float]]:
        return [(0.0, 1.0), *self.inner.bounds()]

    def rows(self, path: str, offset: int) -> Iterator[Row]:
        yield Row(f"{path}?", offset, 1, "1 if present (the value follows, zeros when absent)")
        yield from self.inner.rows(path, offset + 1)


class Struct(Node):
    def __init__(self, fields: Sequence[tuple[str, Node]]) -> None:
        self.fields = tuple(fields)
        self.size = sum(node.size for _, node in self.fields)
        self.writers = tuple((name, node.write) for name, node in self.fields)

    def write(self, out: list[float], value: Any) -> None:
        for name, write in self.writers:
            write(out, getattr(value, name))

    def bounds(self) -> list[tuple[float, float]]:
        return [bound for _, node in self.fields for bound in node.bounds()]

    def rows(self, path: str, offset: int) -> Iterator[Row]:
        for name, node in self.fields:
            yield from node.rows(f"{path}.{name}" if path else name, offset)
            offset += node.size


class Items(Node):
    """A tuple: `Each(n)` items (zeros for none, before the deal), or (`counted`) its
    length then `n` item slots."""

    def __init__(self, item: Node, n: int, counted: bool) -> None:
        self.item, self.n, self.counted = item, n, counted
        self.size = counted + n * item.size
        self.padding = [0.0] * item.size

    def write(self, out: list[float], value: Any) -> None:
        if len(value) > self.n or not (self.counted or len(value) in (0, self.n)):  # (an empty table before the deal)
            raise ValueError(f"{len(value)} items where the layout has {self.n}")
        if self.counted:
            out.append(float(len(value)))
        write = self.item.write
        for item in value:
            write(out, item)
        out.extend(self.padding * (self.n - len(value)))

    def bounds(self) -> list[tuple[float, float]]:
        return [(0.0, float(self.n))] * self.counted + self.item.bounds() * self.n

    def rows(self, path: str, offset: int) -> Iterator[Row]:
        if self.counted:
            yield Row(f"{path}#", offset, 1, f"the number of items (at most {self.n})")
        for row in self.item.rows(f"{path}[*]", offset + self.counted):
            yield Row(row.path, row.offset, row.width, row.encoding, ((self.n, self.item.size), *row.repeat))


class Tuple(Struct):
    """A tuple of a fixed shape (a pair of integers): its items in order."""

    def __init__(self, items: Sequence[Node]) -> None:
        super().__init__([(str(i), node) for i, node in enumerate(items)])

    def write(self, out: list[float], value: Any) -> None:
        for (_, node), item in zip(self.fields, value, strict=True):
            node.write(out, item)

    def rows(self, path: str, offset: int) -> Iterator[Row]:
        for name, node in self.fields:
            yield from node.rows(f"{path}[{name}]", offset)
            offset += node.size


class Encoder:
    """The vector of one game's views for (players, options)."""

    def __init__(self, view_type: type, hints: Mapping[str, Hint]) -> None:
        compiler = Compiler(hints)
        self.root = compiler.node(mi.type_info(view_type), "")
        unread = set(hints) - compiler.read
        assert not unread, f"hints for no field of the view: {sorted(unread)}"
        self.size = self.root.size
        self.low, self.high = (list(side) for side in zip(*self.root.bounds(), strict=True))

    def encode(self, view: Any) -> list[float]:
        out: list[float] = []
        self.root.write(out, view)
        return out

    def rows(self) -> list[Row]:
        return list(self.root.rows("", 0))


def encoder(game_id: str, players: int, options: Any = None) -> Encoder:
    """`game_id`'s vector for `players` seats and `options` (see catalogue.options_of)."""
    return _encoder(game_id, players, options_of(game_id, options))


@functools.lru_cache(maxsize=64)
def _encoder(game_id: str, players: int, options: Any) -> Encoder:
    return Encoder(GAMES[game_id].view_type, SPECS[game_id].hints(players, options))


class Compiler:
    """Builds the nodes of a view type, noting the hints it read."""

    def __init__(self, hints: Mapping[str, Hint]) -> None:
        self.hints, self.read = hints, set[str]()

    def hint(self, path: str) -> Hint | None:
        hint = self.hints.get(path)
        if hint is not None:
            self.read.add(path)
        return hint

    def node(self, t: mi.Type, path: str) -> Node:
        hint = self.hint(path)
        if isinstance(hint, Skip):
            return Struct([])
        if isinstance(t, mi.UnionType):
            return self.union(t, path, hint)
        if isinstance(t, mi.StructType):
            return Struct([(f.name, self.node(f.type, f"{path}.{f.name}" if path else f.name)) for f in t.fields])
        if isinstance(t, mi.VarTupleType):
            return self.items(t.item_type, path, hint)
        if isinstance(t, mi.TupleType):
            return Tuple([self.node(item, f"{path}[*]") for item in t.item_types])
        return leaf(t, path, hint, optional=False)

    def union(self, t: mi.UnionType, path: str, hint: Hint | None) -> Node:
        """A union of literals (a marker of either colour), or a type with None."""
        members = [member for member in t.types if not isinstance(member, mi.NoneType)]
        optional = len(members) < len(t.types)
        if all(isinstance(member, mi.LiteralType) for member in members):
            merged = mi.LiteralType(tuple(value for member in members for value in getattr(member, "values", ())))
            return leaf(merged, path, hint, optional)
        if len(members) > 1 or not optional:
            raise TypeError(f"{path}: a union other than with None ({t})")
        (member,) = members
        if isinstance(member, mi.EnumType) or isinstance(hint, OneHot):
            return leaf(member, path, hint, optional=True)
        return Optional(self.node(member, path))

    def items(self, item: mi.Type, path: str, hint: Hint | None) -> Node:
        if isinstance(hint, Counts):
            return Multiset(hint.domain or domain(item, path), flags=False)
        if isinstance(hint, Indices):
            return Multiset(range(hint.n), flags=True)
        if isinstance(hint, Each):
            return Items(self.node(item, f"{path}[*]"), hint.n, counted=False)
        if isinstance(hint, Seq):
            return Items(self.node(item, f"{path}[*]"), hint.cap, counted=True)
        raise TypeError(f"{path}: a tuple needs a hint (Each, Seq, Counts or Indices)")


def leaf(t: mi.Type, path: str, hint: Hint | None, optional: bool) -> Node:
    none = (None,) if optional else ()
    if isinstance(t, mi.EnumType):
        return Categorical([*t.cls, *none])
    if isinstance(t, mi.LiteralType):
        return Categorical([*t.values, *none])
    if isinstance(t, mi.BoolType):
        return Flag()
    if isinstance(t, mi.IntType):
        return Categorical([*range(hint.n), *none]) if isinstance(hint, OneHot) else Scalar()
    raise TypeError(f"{path}: no encoding for {t} (hint it, or skip it)")


def domain(item: mi.Type, path: str) -> tuple[Any, ...]:
    if isinstance(item, mi.EnumType):
        return tuple(item.cls)
    if isinstance(item, mi.LiteralType):
        return tuple(item.values)
    raise TypeError(f"{path}: counting integers needs their domain")
