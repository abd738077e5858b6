# Generated from openapi/openapi.json by clients/generate.py (`make client`): do not edit.
from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
  from ..models.maya_bid import MayaBid
  from ..models.maya_boost_transport import MayaBoostTransport
  from ..models.maya_build import MayaBuild
  from ..models.maya_choose_blue_marker import MayaChooseBlueMarker
  from ..models.maya_direct_stone import MayaDirectStone
  from ..models.maya_double_move import MayaDoubleMove
  from ..models.maya_keep_marker import MayaKeepMarker
  from ..models.maya_name_start_player import MayaNameStartPlayer
  from ..models.maya_pass_building import MayaPassBuilding
  from ..models.maya_place_plus_two import MayaPlacePlusTwo
  from ..models.maya_place_starting_stone import MayaPlaceStartingStone
  from ..models.maya_place_worker import MayaPlaceWorker
  from ..models.maya_protect import MayaProtect
  from ..models.maya_relocate_stone import MayaRelocateStone
  from ..models.maya_stop_placing import MayaStopPlacing
  from ..models.maya_take_points import MayaTakePoints





T = TypeVar("T", bound="MayaActRequest")



@_attrs_define
class MayaActRequest:
    """ 
        Attributes:
            action (MayaBid | MayaBoostTransport | MayaBuild | MayaChooseBlueMarker | MayaDirectStone | MayaDoubleMove |
                MayaKeepMarker | MayaNameStartPlayer | MayaPassBuilding | MayaPlacePlusTwo | MayaPlaceStartingStone |
                MayaPlaceWorker | MayaProtect | MayaRelocateStone | MayaStopPlacing | MayaTakePoints):
            expected_version (int | None | Unset):
     """

    action: MayaBid | MayaBoostTransport | MayaBuild | MayaChooseBlueMarker | MayaDirectStone | MayaDoubleMove | MayaKeepMarker | MayaNameStartPlayer | MayaPassBuilding | MayaPlacePlusTwo | MayaPlaceStartingStone | MayaPlaceWorker | MayaProtect | MayaRelocateStone | MayaStopPlacing | MayaTakePoints
    expected_version: int | None | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        from ..models.maya_bid import MayaBid # noqa: PLC0415
        from ..models.maya_boost_transport import MayaBoostTransport # noqa: PLC0415
        from ..models.maya_build import MayaBuild # noqa: PLC0415
        from ..models.maya_choose_blue_marker import MayaChooseBlueMarker # noqa: PLC0415
        from ..models.maya_direct_stone import MayaDirectStone # noqa: PLC0415
        from ..models.maya_double_move import MayaDoubleMove # noqa: PLC0415
        from ..models.maya_keep_marker import MayaKeepMarker # noqa: PLC0415
        from ..models.maya_name_start_player import MayaNameStartPlayer # noqa: PLC0415
        from ..models.maya_pass_building import MayaPassBuilding # noqa: PLC0415
        from ..models.maya_place_plus_two import MayaPlacePlusTwo # noqa: PLC0415
        from ..models.maya_place_starting_stone import MayaPlaceStartingStone # noqa: PLC0415
        from ..models.maya_place_worker import MayaPlaceWorker # noqa: PLC0415
        from ..models.maya_protect import MayaProtect # noqa: PLC0415
        from ..models.maya_relocate_stone import MayaRelocateStone # noqa: PLC0415
        from ..models.maya_stop_placing import MayaStopPlacing # noqa: PLC0415
        from ..models.maya_take_points import MayaTakePoints # noqa: PLC0415
        action: dict[str, Any]
        if isinstance(self.action, MayaPlaceStartingStone):
            action = self.action.to_dict()
        elif isinstance(self.action, MayaBid):
            action = self.action.to_dict()
        elif isinstance(self.action, MayaChooseBlueMarker):
            action = self.action.to_dict()
        elif isinstance(self.action, MayaPlaceWorker):
            action = self.action.to_dict()
        elif isinstance(self.action, MayaStopPlacing):
            action = self.action.to_dict()
        elif isinstance(self.action, MayaPlacePlusTwo):
            action = self.action.to_dict()
        elif isinstance(self.action, MayaTakePoints):
            action = self.action.to_dict()
        elif isinstance(self.action, MayaProtect):
            action = self.action.to_dict()
        elif isinstance(self.action, MayaRelocateStone):
            action = self.action.to_dict()
        elif isinstance(self.action, MayaDirectStone):
            action = self.action.to_dict()
        elif isinstance(self.action, MayaNameStartPlayer):
            action = self.action.to_dict()
        elif isinstance(self.action, MayaBoostTransport):
            action = self.action.to_dict()
        elif isinstance(self.action, MayaKeepMarker):
            action = self.action.to_dict()
        elif isinstance(self.action, MayaBuild):
            action = self.action.to_dict()
        elif isinstance(self.action, MayaDoubleMove):
            action = self.action.to_dict()
        else:
            action = self.action.to_dict()


        expected_version: int | None | Unset
        if isinstance(self.expected_version, Unset):
            expected_version = UNSET
        else:
            expected_version = self.expected_version


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "action": action,
        })
        if expected_version is not UNSET:
            field_dict["expected_version"] = expected_version

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.maya_bid import MayaBid # noqa: PLC0415
        from ..models.maya_boost_transport import MayaBoostTransport # noqa: PLC0415
        from ..models.maya_build import MayaBuild # noqa: PLC0415
        from ..models.maya_choose_blue_marker import MayaChooseBlueMarker # noqa: PLC0415
        from ..models.maya_direct_stone import MayaDirectStone # noqa: PLC0415
        from ..models.maya_double_move import MayaDoubleMove # noqa: PLC0415
        from ..models.maya_keep_marker import MayaKeepMarker # noqa: PLC0415
        from ..models.maya_name_start_player import MayaNameStartPlayer # noqa: PLC0415
        from ..models.maya_pass_building import MayaPassBuilding # noqa: PLC0415
        from ..models.maya_place_plus_two import MayaPlacePlusTwo # noqa: PLC0415
        from ..models.maya_place_starting_stone import MayaPlaceStartingStone # noqa: PLC0415
        from ..models.maya_place_worker import MayaPlaceWorker # noqa: PLC0415
        from ..models.maya_protect import MayaProtect # noqa: PLC0415
        from ..models.maya_relocate_stone import MayaRelocateStone # noqa: PLC0415
        from ..models.maya_stop_placing import MayaStopPlacing # noqa: PLC0415
        from ..models.maya_take_points import MayaTakePoints # noqa: PLC0415
        d = dict(src_dict)
        def _parse_action(data: object) -> MayaBid | MayaBoostTransport | MayaBuild | MayaChooseBlueMarker | MayaDirectStone | MayaDoubleMove | MayaKeepMarker | MayaNameStartPlayer | MayaPassBuilding | MayaPlacePlusTwo | MayaPlaceStartingStone | MayaPlaceWorker | MayaProtect | MayaRelocateStone | MayaStopPlacing | MayaTakePoints:
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                action_type_0 = MayaPlaceStartingStone.from_dict(data)



                return action_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                action_type_1 = MayaBid.from_dict(data)



                return action_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                action_type_2 = MayaChooseBlueMarker.from_dict(data)



                return action_type_2
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                action_type_3 = MayaPlaceWorker.from_dict(data)



                return action_type_3
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                action_type_4 = MayaStopPlacing.from_dict(data)



                return action_type_4
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                action_type_5 = MayaPlacePlusTwo.from_dict(data)



                return action_type_5
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                action_type_6 = MayaTakePoints.from_dict(data)



                return action_type_6
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                action_type_7 = MayaProtect.from_dict(data)



                return action_type_7
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                action_type_8 = MayaRelocateStone.from_dict(data)



                return action_type_8
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                action_type_9 = MayaDirectStone.from_dict(data)



                return action_type_9
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                action_type_10 = MayaNameStartPlayer.from_dict(data)



                return action_type_10
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                action_type_11 = MayaBoostTransport.from_dict(data)



                return action_type_11
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                action_type_12 = MayaKeepMarker.from_dict(data)



                return action_type_12
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                action_type_13 = MayaBuild.from_dict(data)



                return action_type_13
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                action_type_14 = MayaDoubleMove.from_dict(data)



                return action_type_14
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            if not isinstance(data, dict):
                raise TypeError()
            action_type_15 = MayaPassBuilding.from_dict(data)



            return action_type_15

        action = _parse_action(d.pop("action"))


        def _parse_expected_version(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        expected_version = _parse_expected_version(d.pop("expected_version", UNSET))


        maya_act_request = cls(
            action=action,
            expected_version=expected_version,
        )

        return maya_act_request

