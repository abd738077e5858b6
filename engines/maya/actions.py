"""Every decision a Maya player can take, one small action each."""

from __future__ import annotations

from typing import Union

from engines.core import ActionBase
from engines.maya.components import MayaBlueMarker


class MayaPlaceStartingStone(ActionBase, frozen=True, tag="place_starting_stone"):
    pyramid: int


class MayaBid(ActionBase, frozen=True, tag="bid"):
    gold: int


class MayaChooseBlueMarker(ActionBase, frozen=True, tag="choose_blue_marker"):
    marker: MayaBlueMarker


class MayaPlaceWorker(ActionBase, frozen=True, tag="place_worker"):
    quarry: int  # 0 = leftmost
    value: int


class MayaStopPlacing(ActionBase, frozen=True, tag="stop_placing"):
    """Pass in phase 1: final for this phase."""


class MayaPlacePlusTwo(ActionBase, frozen=True, tag="place_plus_two"):
    quarry: int


class MayaTakePoints(ActionBase, frozen=True, tag="take_points"):
    target: int


class MayaProtect(ActionBase, frozen=True, tag="protect"):
    quarry: int


class MayaRelocateStone(ActionBase, frozen=True, tag="relocate_stone"):
    from_pyramid: int
    from_level: int  # 0 = bottom
    to_pyramid: int


class MayaDirectStone(ActionBase, frozen=True, tag="direct_stone"):
    pyramid: int


class MayaNameStartPlayer(ActionBase, frozen=True, tag="name_start_player"):
    seat: int


class MayaBoostTransport(ActionBase, frozen=True, tag="boost_transport"):
    """The joker used as "+2 transport"."""


class MayaKeepMarker(ActionBase, frozen=True, tag="keep_marker"):
    """Decline an optional quality now (it is returned, or the joker kept for later)."""


class MayaBuild(ActionBase, frozen=True, tag="build"):
    pyramid: int


class MayaDoubleMove(ActionBase, frozen=True, tag="double_move"):
    free: bool = False  # with the double-move marker (or the joker): no stone paid


class MayaPassBuilding(ActionBase, frozen=True, tag="pass_building"):
    free: bool = False  # with the free-pass marker (or the joker): no stone paid


MayaAction = Union[  # noqa: UP007 (the contract asks for typing.Union)
    MayaPlaceStartingStone,
    MayaBid,
    MayaChooseBlueMarker,
    MayaPlaceWorker,
    MayaStopPlacing,
    MayaPlacePlusTwo,
    MayaTakePoints,
    MayaProtect,
    MayaRelocateStone,
    MayaDirectStone,
    MayaNameStartPlayer,
    MayaBoostTransport,
    MayaKeepMarker,
    MayaBuild,
    MayaDoubleMove,
    MayaPassBuilding,
]
