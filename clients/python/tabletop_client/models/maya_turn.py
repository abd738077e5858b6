# Generated from openapi/openapi.json by clients/generate.py (`make client`): do not edit.
from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast
from typing import Literal, cast
import datetime

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





T = TypeVar("T", bound="MayaTurn")



@_attrs_define
class MayaTurn:
    """ 
        Attributes:
            deadline (datetime.datetime | None):
            game (Literal['maya']):
            legal_actions (list[MayaBid | MayaBoostTransport | MayaBuild | MayaChooseBlueMarker | MayaDirectStone |
                MayaDoubleMove | MayaKeepMarker | MayaNameStartPlayer | MayaPassBuilding | MayaPlacePlusTwo |
                MayaPlaceStartingStone | MayaPlaceWorker | MayaProtect | MayaRelocateStone | MayaStopPlacing | MayaTakePoints]):
            match_id (str):
            seat (int):
            version (int):
     """

    deadline: datetime.datetime | None
    game: Literal['maya']
    legal_actions: list[MayaBid | MayaBoostTransport | MayaBuild | MayaChooseBlueMarker | MayaDirectStone | MayaDoubleMove | MayaKeepMarker | MayaNameStartPlayer | MayaPassBuilding | MayaPlacePlusTwo | MayaPlaceStartingStone | MayaPlaceWorker | MayaProtect | MayaRelocateStone | MayaStopPlacing | MayaTakePoints]
    match_id: str
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
        deadline: None | str
        if isinstance(self.deadline, datetime.datetime):
            deadline = self.deadline.isoformat()
        else:
            deadline = self.deadline

        game = self.game

        legal_actions = []
        for legal_actions_item_data in self.legal_actions:
            legal_actions_item: dict[str, Any]
            if isinstance(legal_actions_item_data, MayaPlaceStartingStone):
                legal_actions_item = legal_actions_item_data.to_dict()
            elif isinstance(legal_actions_item_data, MayaBid):
                legal_actions_item = legal_actions_item_data.to_dict()
            elif isinstance(legal_actions_item_data, MayaChooseBlueMarker):
                legal_actions_item = legal_actions_item_data.to_dict()
            elif isinstance(legal_actions_item_data, MayaPlaceWorker):
                legal_actions_item = legal_actions_item_data.to_dict()
            elif isinstance(legal_actions_item_data, MayaStopPlacing):
                legal_actions_item = legal_actions_item_data.to_dict()
            elif isinstance(legal_actions_item_data, MayaPlacePlusTwo):
                legal_actions_item = legal_actions_item_data.to_dict()
            elif isinstance(legal_actions_item_data, MayaTakePoints):
                legal_actions_item = legal_actions_item_data.to_dict()
            elif isinstance(legal_actions_item_data, MayaProtect):
                legal_actions_item = legal_actions_item_data.to_dict()
            elif isinstance(legal_actions_item_data, MayaRelocateStone):
                legal_actions_item = legal_actions_item_data.to_dict()
            elif isinstance(legal_actions_item_data, MayaDirectStone):
                legal_actions_item = legal_actions_item_data.to_dict()
            elif isinstance(legal_actions_item_data, MayaNameStartPlayer):
                legal_actions_item = legal_actions_item_data.to_dict()
            elif isinstance(legal_actions_item_data, MayaBoostTransport):
                legal_actions_item = legal_actions_item_data.to_dict()
            elif isinstance(legal_actions_item_data, MayaKeepMarker):
                legal_actions_item = legal_actions_item_data.to_dict()
            elif isinstance(legal_actions_item_data, MayaBuild):
                legal_actions_item = legal_actions_item_data.to_dict()
            elif isinstance(legal_actions_item_data, MayaDoubleMove):
                legal_actions_item = legal_actions_item_data.to_dict()
            else:
                legal_actions_item = legal_actions_item_data.to_dict()

            legal_actions.append(legal_actions_item)



        match_id = self.match_id

        seat = self.seat

        version = self.version


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "deadline": deadline,
            "game": game,
            "legal_actions": legal_actions,
            "match_id": match_id,
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
        def _parse_deadline(data: object) -> datetime.datetime | None:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                deadline_type_0 = datetime.datetime.fromisoformat(data)



                return deadline_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(datetime.datetime | None, data)

        deadline = _parse_deadline(d.pop("deadline"))


        game = cast(Literal['maya'] , d.pop("game"))
        if game != 'maya':
            raise ValueError(f"game must match const 'maya', got '{game}'")

        legal_actions = []
        _legal_actions = d.pop("legal_actions")
        for legal_actions_item_data in (_legal_actions):
            def _parse_legal_actions_item(data: object) -> MayaBid | MayaBoostTransport | MayaBuild | MayaChooseBlueMarker | MayaDirectStone | MayaDoubleMove | MayaKeepMarker | MayaNameStartPlayer | MayaPassBuilding | MayaPlacePlusTwo | MayaPlaceStartingStone | MayaPlaceWorker | MayaProtect | MayaRelocateStone | MayaStopPlacing | MayaTakePoints:
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    legal_actions_item_type_0 = MayaPlaceStartingStone.from_dict(data)



                    return legal_actions_item_type_0
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    legal_actions_item_type_1 = MayaBid.from_dict(data)



                    return legal_actions_item_type_1
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    legal_actions_item_type_2 = MayaChooseBlueMarker.from_dict(data)



                    return legal_actions_item_type_2
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    legal_actions_item_type_3 = MayaPlaceWorker.from_dict(data)



                    return legal_actions_item_type_3
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    legal_actions_item_type_4 = MayaStopPlacing.from_dict(data)



                    return legal_actions_item_type_4
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    legal_actions_item_type_5 = MayaPlacePlusTwo.from_dict(data)



                    return legal_actions_item_type_5
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    legal_actions_item_type_6 = MayaTakePoints.from_dict(data)



                    return legal_actions_item_type_6
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    legal_actions_item_type_7 = MayaProtect.from_dict(data)



                    return legal_actions_item_type_7
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    legal_actions_item_type_8 = MayaRelocateStone.from_dict(data)



                    return legal_actions_item_type_8
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    legal_actions_item_type_9 = MayaDirectStone.from_dict(data)



                    return legal_actions_item_type_9
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    legal_actions_item_type_10 = MayaNameStartPlayer.from_dict(data)



                    return legal_actions_item_type_10
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    legal_actions_item_type_11 = MayaBoostTransport.from_dict(data)



                    return legal_actions_item_type_11
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    legal_actions_item_type_12 = MayaKeepMarker.from_dict(data)



                    return legal_actions_item_type_12
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    legal_actions_item_type_13 = MayaBuild.from_dict(data)



                    return legal_actions_item_type_13
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    legal_actions_item_type_14 = MayaDoubleMove.from_dict(data)



                    return legal_actions_item_type_14
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                if not isinstance(data, dict):
                    raise TypeError()
                legal_actions_item_type_15 = MayaPassBuilding.from_dict(data)



                return legal_actions_item_type_15

            legal_actions_item = _parse_legal_actions_item(legal_actions_item_data)

            legal_actions.append(legal_actions_item)


        match_id = d.pop("match_id")

        seat = d.pop("seat")

        version = d.pop("version")

        maya_turn = cls(
            deadline=deadline,
            game=game,
            legal_actions=legal_actions,
            match_id=match_id,
            seat=seat,
            version=version,
        )


        maya_turn.additional_properties = d
        return maya_turn

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
