"""Every decision a Balam player can take, one small step at a time."""

from __future__ import annotations

from collections.abc import Callable
from typing import TypeVar, Union

from engines.balam.components import BalamBuildingKind, BalamWealth
from engines.core import ActionBase

A = TypeVar("A")


def itself(action: A) -> Callable[[object, int], list[A]]:
    """The options of an action without parameters: the action itself."""
    return lambda state, seat: [action]


# 1 - DIVINATION
class BalamDivine(ActionBase, frozen=True, tag="divine"):
    card: int  # index among the round's Katun cards


class BalamStopDivining(ActionBase, frozen=True, tag="stop_divining"):
    """« peut regarder »: decline the looks left this round (rules 2)."""


# B - TOURS DE JEU: pay 1 wealth (then build / attack / pass), or turn a Katun card.
class BalamPayTribute(ActionBase, frozen=True, tag="pay_tribute"):
    wealth: BalamWealth


class BalamTurnKatun(ActionBase, frozen=True, tag="turn_katun"):
    card: int


class BalamPass(ActionBase, frozen=True, tag="pass"):
    """After the tribute (or after devastating a city): end the turn."""


# 2 - CONSTRUCTIONS
class BalamBuildOn(ActionBase, frozen=True, tag="build_on"):
    site: int


class BalamDemolish(ActionBase, frozen=True, tag="demolish"):
    slot: int


class BalamBuild(ActionBase, frozen=True, tag="build"):
    building: BalamBuildingKind
    slot: int


class BalamPayCost(ActionBase, frozen=True, tag="pay_cost"):
    wealth: BalamWealth


class BalamEndConstruction(ActionBase, frozen=True, tag="end_construction"):
    pass


# 3 - GUERRES
class BalamAttack(ActionBase, frozen=True, tag="attack"):
    origin: int
    target: int


class BalamCommitGarrison(ActionBase, frozen=True, tag="commit_garrison"):
    slot: int
    obsidian: bool  # spend the obsidian this garrison carries


class BalamLaunchAttack(ActionBase, frozen=True, tag="launch_attack"):
    pass


class BalamSpendObsidian(ActionBase, frozen=True, tag="spend_obsidian"):
    site: int
    slot: int


class BalamDefend(ActionBase, frozen=True, tag="defend"):
    """The defender is done choosing obsidians: the attacker rolls."""


class BalamLoseGarrison(ActionBase, frozen=True, tag="lose_garrison"):
    slot: int


class BalamDestroy(ActionBase, frozen=True, tag="destroy"):
    slot: int


# 4 - KATUN
class BalamTakeBlessing(ActionBase, frozen=True, tag="take_blessing"):
    prestige: bool  # Katun prospère: the prestige points instead of the wealth


class BalamTakeWealth(ActionBase, frozen=True, tag="take_wealth"):
    wealth: BalamWealth


class BalamTakeDowry(ActionBase, frozen=True, tag="take_dowry"):
    seat: int
    wealth: BalamWealth


class BalamOffer(ActionBase, frozen=True, tag="offer"):
    site: int
    slot: int
    cenote: int


class BalamEndOffering(ActionBase, frozen=True, tag="end_offering"):
    pass


class BalamPayCatastrophe(ActionBase, frozen=True, tag="pay_catastrophe"):
    site: int
    slot: int


class BalamSuffer(ActionBase, frozen=True, tag="suffer"):
    """Refuse to pay: lose the buildings (or cities) the catastrophe names."""


class BalamLoseBuilding(ActionBase, frozen=True, tag="lose_building"):
    site: int
    slot: int


# 6 - RÉPARTITION
class BalamMoveWealth(ActionBase, frozen=True, tag="move_wealth"):
    site: int
    slot: int
    to_site: int
    to_slot: int


class BalamEndDistribution(ActionBase, frozen=True, tag="end_distribution"):
    pass


BalamAction = Union[  # noqa: UP007 (the contract asks for typing.Union)
    BalamDivine,
    BalamStopDivining,
    BalamPayTribute,
    BalamTurnKatun,
    BalamPass,
    BalamBuildOn,
    BalamDemolish,
    BalamBuild,
    BalamPayCost,
    BalamEndConstruction,
    BalamAttack,
    BalamCommitGarrison,
    BalamLaunchAttack,
    BalamSpendObsidian,
    BalamDefend,
    BalamLoseGarrison,
    BalamDestroy,
    BalamTakeBlessing,
    BalamTakeWealth,
    BalamTakeDowry,
    BalamOffer,
    BalamEndOffering,
    BalamPayCatastrophe,
    BalamSuffer,
    BalamLoseBuilding,
    BalamMoveWealth,
    BalamEndDistribution,
]
