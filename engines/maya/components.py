"""Maya's components. The text prints no quarry or pyramid figures: the tables
below are our edition's, kept as plain data so a publisher's real figures can
replace them without touching rule code.

Our decisions on that data: each player's worker cards are 3, 4, 4, 5 (low backs)
and 6, 7, 8, -3 (high backs); backs are public, values hidden until a quarry is
revealed. The quarries (QUARRIES) are evaluated right to left, so protection's
quarry is always evaluated first. Gold is unlimited (the bank makes change)."""

from __future__ import annotations

from typing import Literal

import msgspec

MayaGreenMarker = Literal[
    "start_player",  # name the start player (doit nommer le joueur de départ)
    "transport",  # carry two more stones
    "double_move",  # one double move without paying a stone
    "direct_stone",  # a stone straight from the reserve into a pyramid
    "protection",  # immune to -3 cards in another quarry
    "free_pass",  # one pass without paying a stone
    "relocate",  # move one of your stones to a lower level
]
MayaBlueMarker = Literal[
    "big_transport",  # carry four more stones
    "joker",  # any special quality except naming the start player
    "extra_stone",  # one more stone, carried for free
    "plus_two",  # two more points in any quarry
]
MayaMarker = MayaGreenMarker | MayaBlueMarker

# "40 cartes de travailleurs en 5 sets aux valeurs 3,4,4,5,6,7,8 et -3".
WORKER_CARDS: tuple[int, ...] = (-3, 3, 4, 4, 5, 6, 7, 8)
# "valeurs dites basses (3,4,4,5) ... élevées (6,7,8,-3)": backs show the class.
LOW_VALUES = frozenset({3, 4, 5})
MINUS_CARD = -3
# A -3 card takes three points from its target and is worth nothing to its
# owner, neither in the quarry (the -3 examples only add up that way) nor for
# transport ("Une carte avec la valeur -3 n'a pas de conséquence").
TAKEN_POINTS = 3


def card_points(value: int) -> int:
    return max(value, 0)


def is_low(value: int) -> bool:
    return value in LOW_VALUES


class MayaQuarrySpec(msgspec.Struct, frozen=True):
    max_cards: int
    stones: tuple[int, ...]  # stones for the 1st, 2nd, 3rd... highest sums
    marker: MayaGreenMarker


_START = MayaQuarrySpec(3, (3, 1), "start_player")
_TRANSPORT = MayaQuarrySpec(4, (4, 2), "transport")
_DOUBLE = MayaQuarrySpec(6, (4, 3, 1), "double_move")
_FREE_PASS = MayaQuarrySpec(5, (3, 2, 1), "free_pass")
# Five cards: the text's third -3 example puts five on a quarry paying 4 and 2.
_DIRECT = MayaQuarrySpec(5, (4, 2), "direct_stone")
_PROTECTION = MayaQuarrySpec(3, (2, 1), "protection")
_RELOCATE = MayaQuarrySpec(3, (3, 1), "relocate")

# Quarries left to right; they are evaluated right to left.
QUARRIES: dict[int, tuple[MayaQuarrySpec, ...]] = {
    3: (_START, _TRANSPORT, _DOUBLE, _DIRECT, _PROTECTION),
    4: (_START, _TRANSPORT, _DOUBLE, _FREE_PASS, _DIRECT, _PROTECTION),
    5: (_RELOCATE, _START, _TRANSPORT, _DOUBLE, _FREE_PASS, _DIRECT, _PROTECTION),
}
# Rules 1 (fixed in 2): the direct-stone quarry took 4 cards.
QUARRIES_RULES_1: dict[int, tuple[MayaQuarrySpec, ...]] = {
    players: tuple(msgspec.structs.replace(q, max_cards=4) if q is _DIRECT else q for q in quarries)
    for players, quarries in QUARRIES.items()
}


class MayaPyramidSpec(msgspec.Struct, frozen=True):
    name: str
    capacity: tuple[int, ...]  # stones per level, bottom to top
    gold: tuple[tuple[int, int], ...]  # (1st, 2nd) gold per level


_PYRAMIDS = {
    spec.name: spec
    for spec in (
        MayaPyramidSpec("Tikal", (9, 6, 4, 2), ((2, 1), (4, 2), (6, 3), (9, 4))),
        MayaPyramidSpec("Chichen Itza", (9, 6, 3, 1), ((2, 1), (4, 2), (7, 3), (10, 5))),
        MayaPyramidSpec("Copan", (7, 5, 3), ((3, 1), (5, 2), (8, 4))),
        MayaPyramidSpec("Uxmal", (7, 4, 2), ((3, 1), (6, 3), (9, 4))),
        MayaPyramidSpec("Palenque", (7, 5, 2), ((3, 1), (5, 2), (9, 4))),
    )
}
# "A 3 joueurs: ... Chichen Itza, Copan, Uxmal et Palenque" etc.
PYRAMIDS: dict[int, tuple[MayaPyramidSpec, ...]] = {
    3: tuple(_PYRAMIDS[n] for n in ("Chichen Itza", "Copan", "Uxmal", "Palenque")),
    4: tuple(_PYRAMIDS[n] for n in ("Tikal", "Copan", "Uxmal", "Palenque")),
    5: tuple(_PYRAMIDS[n] for n in ("Tikal", "Chichen Itza", "Copan", "Uxmal")),
}

STONES_PER_COLOUR = 28
STARTING_STONES = 2
ROUNDS = 3
FORCED_PASS_GOLD = 1  # "il recevra 1 or de la banque"
PAID_DOUBLE_STONES = 3  # one paid to the reserve, then two placed
FREE_DOUBLE_STONES = 2
TRANSPORT_BONUS: dict[str, int] = {"transport": 2, "big_transport": 4}

BLUE_MARKERS: tuple[MayaBlueMarker, ...] = ("big_transport", "joker", "extra_stone", "plus_two")
