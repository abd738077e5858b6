# Generated from openapi/openapi.json by clients/generate.py (`make client`): do not edit.
from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.maya_building_passed_marker_type_1 import MayaBuildingPassedMarkerType1
from ..models.maya_building_passed_marker_type_2_type_1 import MayaBuildingPassedMarkerType2Type1
from ..models.maya_building_passed_marker_type_3_type_1 import MayaBuildingPassedMarkerType3Type1
from typing import cast
from typing import Literal, cast






T = TypeVar("T", bound="MayaBuildingPassed")



@_attrs_define
class MayaBuildingPassed:
    """ 
        Attributes:
            gold (int):
            marker (MayaBuildingPassedMarkerType1 | MayaBuildingPassedMarkerType2Type1 | MayaBuildingPassedMarkerType3Type1
                | None):
            seat (int):
            type_ (Literal['building_passed']):
     """

    gold: int
    marker: MayaBuildingPassedMarkerType1 | MayaBuildingPassedMarkerType2Type1 | MayaBuildingPassedMarkerType3Type1 | None
    seat: int
    type_: Literal['building_passed']
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        gold = self.gold

        marker: None | str
        if isinstance(self.marker, MayaBuildingPassedMarkerType1):
            marker = self.marker.value
        elif isinstance(self.marker, MayaBuildingPassedMarkerType2Type1):
            marker = self.marker.value
        elif isinstance(self.marker, MayaBuildingPassedMarkerType3Type1):
            marker = self.marker.value
        else:
            marker = self.marker

        seat = self.seat

        type_ = self.type_


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "gold": gold,
            "marker": marker,
            "seat": seat,
            "type": type_,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        gold = d.pop("gold")

        def _parse_marker(data: object) -> MayaBuildingPassedMarkerType1 | MayaBuildingPassedMarkerType2Type1 | MayaBuildingPassedMarkerType3Type1 | None:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                marker_type_1 = MayaBuildingPassedMarkerType1(data)



                return marker_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                marker_type_2_type_1 = MayaBuildingPassedMarkerType2Type1(data)



                return marker_type_2_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                marker_type_3_type_1 = MayaBuildingPassedMarkerType3Type1(data)



                return marker_type_3_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(MayaBuildingPassedMarkerType1 | MayaBuildingPassedMarkerType2Type1 | MayaBuildingPassedMarkerType3Type1 | None, data)

        marker = _parse_marker(d.pop("marker"))


        seat = d.pop("seat")

        type_ = cast(Literal['building_passed'] , d.pop("type"))
        if type_ != 'building_passed':
            raise ValueError(f"type must match const 'building_passed', got '{type_}'")

        maya_building_passed = cls(
            gold=gold,
            marker=marker,
            seat=seat,
            type_=type_,
        )


        maya_building_passed.additional_properties = d
        return maya_building_passed

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
