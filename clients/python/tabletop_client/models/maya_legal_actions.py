# Generated from openapi/openapi.json by clients/generate.py (`make client`): do not edit.
from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

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





T = TypeVar("T", bound="MayaLegalActions")



@_attrs_define
class MayaLegalActions:
    """ 
        Attributes:
            actions (list[MayaBid | MayaBoostTransport | MayaBuild | MayaChooseBlueMarker | MayaDirectStone | MayaDoubleMove
                | MayaKeepMarker | MayaNameStartPlayer | MayaPassBuilding | MayaPlacePlusTwo | MayaPlaceStartingStone |
                MayaPlaceWorker | MayaProtect | MayaRelocateStone | MayaStopPlacing | MayaTakePoints]):
            seat (int):
            version (int):
     """

    actions: list[MayaBid | MayaBoostTransport | MayaBuild | MayaChooseBlueMarker | MayaDirectStone | MayaDoubleMove | MayaKeepMarker | MayaNameStartPlayer | MayaPassBuilding | MayaPlacePlusTwo | MayaPlaceStartingStone | MayaPlaceWorker | MayaProtect | MayaRelocateStone | MayaStopPlacing | MayaTakePoints]
    seat: int
    version: int
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





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
        actions = []
        for actions_item_data in self.actions:
            actions_item: dict[str, Any]
            if isinstance(actions_item_data, MayaPlaceStartingStone):
                actions_item = actions_item_data.to_dict()
            elif isinstance(actions_item_data, MayaBid):
                actions_item = actions_item_data.to_dict()
            elif isinstance(actions_item_data, MayaChooseBlueMarker):
                actions_item = actions_item_data.to_dict()
            elif isinstance(actions_item_data, MayaPlaceWorker):
                actions_item = actions_item_data.to_dict()
            elif isinstance(actions_item_data, MayaStopPlacing):
                actions_item = actions_item_data.to_dict()
            elif isinstance(actions_item_data, MayaPlacePlusTwo):
                actions_item = actions_item_data.to_dict()
            elif isinstance(actions_item_data, MayaTakePoints):
                actions_item = actions_item_data.to_dict()
            elif isinstance(actions_item_data, MayaProtect):
                actions_item = actions_item_data.to_dict()
            elif isinstance(actions_item_data, MayaRelocateStone):
                actions_item = actions_item_data.to_dict()
            elif isinstance(actions_item_data, MayaDirectStone):
                actions_item = actions_item_data.to_dict()
            elif isinstance(actions_item_data, MayaNameStartPlayer):
                actions_item = actions_item_data.to_dict()
            elif isinstance(actions_item_data, MayaBoostTransport):
                actions_item = actions_item_data.to_dict()
            elif isinstance(actions_item_data, MayaKeepMarker):
                actions_item = actions_item_data.to_dict()
            elif isinstance(actions_item_data, MayaBuild):
                actions_item = actions_item_data.to_dict()
            elif isinstance(actions_item_data, MayaDoubleMove):
                actions_item = actions_item_data.to_dict()
            else:
                actions_item = actions_item_data.to_dict()

            actions.append(actions_item)



        seat = self.seat

        version = self.version


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "actions": actions,
            "seat": seat,
            "version": version,
        })

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
        actions = []
        _actions = d.pop("actions")
        for actions_item_data in (_actions):
            def _parse_actions_item(data: object) -> MayaBid | MayaBoostTransport | MayaBuild | MayaChooseBlueMarker | MayaDirectStone | MayaDoubleMove | MayaKeepMarker | MayaNameStartPlayer | MayaPassBuilding | MayaPlacePlusTwo | MayaPlaceStartingStone | MayaPlaceWorker | MayaProtect | MayaRelocateStone | MayaStopPlacing | MayaTakePoints:
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    actions_item_type_0 = MayaPlaceStartingStone.from_dict(data)



                    return actions_item_type_0
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    actions_item_type_1 = MayaBid.from_dict(data)



                    return actions_item_type_1
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    actions_item_type_2 = MayaChooseBlueMarker.from_dict(data)



                    return actions_item_type_2
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    actions_item_type_3 = MayaPlaceWorker.from_dict(data)



                    return actions_item_type_3
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    actions_item_type_4 = MayaStopPlacing.from_dict(data)



                    return actions_item_type_4
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    actions_item_type_5 = MayaPlacePlusTwo.from_dict(data)



                    return actions_item_type_5
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    actions_item_type_6 = MayaTakePoints.from_dict(data)



                    return actions_item_type_6
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    actions_item_type_7 = MayaProtect.from_dict(data)



                    return actions_item_type_7
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    actions_item_type_8 = MayaRelocateStone.from_dict(data)



                    return actions_item_type_8
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    actions_item_type_9 = MayaDirectStone.from_dict(data)



                    return actions_item_type_9
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    actions_item_type_10 = MayaNameStartPlayer.from_dict(data)



                    return actions_item_type_10
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    actions_item_type_11 = MayaBoostTransport.from_dict(data)



                    return actions_item_type_11
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    actions_item_type_12 = MayaKeepMarker.from_dict(data)



                    return actions_item_type_12
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    actions_item_type_13 = MayaBuild.from_dict(data)



                    return actions_item_type_13
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    actions_item_type_14 = MayaDoubleMove.from_dict(data)



                    return actions_item_type_14
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                if not isinstance(data, dict):
                    raise TypeError()
                actions_item_type_15 = MayaPassBuilding.from_dict(data)



                return actions_item_type_15

            actions_item = _parse_actions_item(actions_item_data)

            actions.append(actions_item)


        seat = d.pop("seat")

        version = d.pop("version")

        maya_legal_actions = cls(
            actions=actions,
            seat=seat,
            version=version,
        )


        maya_legal_actions.additional_properties = d
        return maya_legal_actions

    @property
    def additional_keys(self) -> list[str]:
        return list(self.additional_properties.keys())

    def __getitem__(self, key: str) -> Any:
        return self.additional_properties[key]

    def __setitem__(self, key: str, value: Any) -> None:
        self.additional_properties[key] = value

    def __delitem__(self, key: str) -> None:
        del self.additional_properties[key]

    def __contains__(self, key: str) -> bool:
        return key in self.additional_properties
