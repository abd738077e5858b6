"""Phase 2 rules on the pyramids: where a stone may go, bonus stones, and the
phase 3 gold payout.

Our decisions: placement rule 3 means that to place on level k of a pyramid you
need a stone of yours on every level below k of that pyramid; bonus stones ignore
rules 2 and 3. At the payout, the players tied for most stones on a level each get
its 1st value, those with the next-highest count each its 2nd; every level with
stones is paid, complete or not, at the end of each of the three rounds."""

from __future__ import annotations

from collections import Counter

from msgspec.structs import replace

from engines.maya.components import FORCED_PASS_GOLD, MayaPyramidSpec
from engines.maya.state import Levels, MayaState, replace_at


def pyramid_refusal(state: MayaState, pyramid: int) -> str | None:
    return None if 0 <= pyramid < len(state.pyramids) else f"there is no pyramid {pyramid}"


def lowest_open_level(state: MayaState, pyramid: int) -> int | None:
    """The lowest level of the pyramid that still has room (None: complete)."""
    return open_level(state.pyramid_specs[pyramid], state.pyramids[pyramid])


def open_level(spec: MayaPyramidSpec, levels: Levels) -> int | None:
    for level, stones in enumerate(levels):
        if len(stones) < spec.capacity[level]:
            return level
    return None


def building_level(state: MayaState) -> int | None:
    """Rule 2: every level below this one is full in every pyramid."""
    levels = [lowest_open_level(state, p) for p in range(len(state.pyramids))]
    return min((level for level in levels if level is not None), default=None)


def build_refusal(state: MayaState, seat: int, pyramid: int) -> str | None:
    """Why `seat` may not build in `pyramid` now (None if he may)."""
    if reason := pyramid_refusal(state, pyramid):
        return reason
    name = state.pyramid_specs[pyramid].name
    level = lowest_open_level(state, pyramid)
    if level is None:
        return f"{name} is complete"
    lowest = building_level(state)
    if level != lowest:
        assert lowest is not None  # (this pyramid has room)
        return f"every pyramid's level {lowest + 1} must be full before anyone builds on level {level + 1} of {name}"
    levels = state.pyramids[pyramid]
    missing = [k + 1 for k in range(level) if seat not in levels[k]]
    if missing:
        return f"to build on level {level + 1} of {name} you need a stone of yours on level {missing[0]}"
    return None


def can_build(state: MayaState, seat: int) -> bool:
    return any(build_refusal(state, seat, p) is None for p in range(len(state.pyramids)))


def forced_pass_gold(state: MayaState, seat: int) -> int:
    """A pass paid with a stone by a player who cannot build anywhere: "Comme
    le joueur est forcé de passer, il recevra 1 or de la banque"."""
    return 0 if can_build(state, seat) else FORCED_PASS_GOLD


def with_stone(levels: Levels, level: int, seat: int) -> Levels:
    return (*levels[:level], levels[level] + (seat,), *levels[level + 1 :])


def without_stone(levels: Levels, level: int, seat: int) -> Levels:
    stones = list(levels[level])
    stones.remove(seat)
    return (*levels[:level], tuple(stones), *levels[level + 1 :])


def without_stones(levels: Levels, level: int, seat: int, stones: tuple[int, ...]) -> Levels:
    """`stones[i]` of the seat's stones off level `level + i`."""
    for offset, count in enumerate(stones):
        for _ in range(count):
            levels = without_stone(levels, level + offset, seat)
    return levels


def bonus_receiver(state: MayaState, pyramid: int, level: int) -> int | None:
    """Who gets a bonus stone on the next level, once a stone has just been put
    on `level` of `pyramid` (state already holds it): the level must now be
    complete, have a single leader, and the next level must exist, still be
    empty ("pas de bonus" over earlier stones, none from the top level) and the
    leader must have a stone left in the reserve."""
    spec = state.pyramid_specs[pyramid]
    levels = state.pyramids[pyramid]
    if len(levels[level]) < spec.capacity[level] or level + 1 >= len(levels) or levels[level + 1]:
        return None
    top = Counter(levels[level]).most_common(2)
    if len(top) > 1 and top[1][1] == top[0][1]:
        return None  # "un seul joueur a ... la majorité"
    leader = top[0][0]
    return leader if state.supply[leader] > 0 else None


def bonus_after(state: MayaState, pyramid: int, level: int, levels: Levels, supply: tuple[int, ...]) -> int | None:
    """Who gets a bonus stone once `levels` (with a stone just put on `level`)
    replace the pyramid's and `supply` the reserve."""
    after = replace(state, pyramids=replace_at(state.pyramids, pyramid, levels), supply=supply)
    return bonus_receiver(after, pyramid, level)


def level_payout(state: MayaState, pyramid: int, level: int) -> tuple[tuple[int, ...], tuple[int, ...]]:
    """Phase 3: the seats paid the 1st value (all tied for most stones) and the
    2nd value (all tied for the next count)."""
    counts = Counter(state.pyramids[pyramid][level])
    ranks = sorted(set(counts.values()), reverse=True)
    first = tuple(sorted(s for s, c in counts.items() if c == ranks[0]))
    second = tuple(sorted(s for s, c in counts.items() if len(ranks) > 1 and c == ranks[1]))
    return first, second


def stones_removed(levels: Levels, level: int, seat: int) -> tuple[int, ...]:
    """After the payout (flow._removals): the seat paid for `level` removes one of
    his stones there; if it was his last on that level, his stones on the
    levels above go too (rule 3 no longer holds for them). His stones removed
    per level, from `level` up."""
    if levels[level].count(seat) > 1:
        return (1,)
    return (1, *(stones.count(seat) for stones in levels[level + 1 :]))
