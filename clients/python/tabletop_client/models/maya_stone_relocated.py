# Generated from openapi/openapi.json by clients/generate.py (`make client`): do not edit.
from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.maya_stone_relocated_marker_type_0 import MayaStoneRelocatedMarkerType0
from ..models.maya_stone_relocated_marker_type_1 import MayaStoneRelocatedMarkerType1
from ..types import UNSET, Unset
from typing import cast
from typing import Literal, cast






T = TypeVar("T", bound="MayaStoneRelocated")



@_attrs_define
class MayaStoneRelocated:
    """ 
        Attributes:
            from_level (int):
            from_pyramid (int):
            marker (MayaStoneRelocatedMarkerType0 | MayaStoneRelocatedMarkerType1):
            seat (int):
            to_level (int):
            to_pyramid (int):
            type_ (Literal['stone_relocated']):
            bonus (int | None | Unset):
     """

    from_level: int
    from_pyramid: int
    marker: MayaStoneRelocatedMarkerType0 | MayaStoneRelocatedMarkerType1
    seat: int
    to_level: int
    to_pyramid: int
    type_: Literal['stone_relocated']
    bonus: int | None | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from_level = self.from_level

        from_pyramid = self.from_pyramid

        marker: str
        if isinstance(self.marker, MayaStoneRelocatedMarkerType0):
            marker = self.marker.value
        else:
            marker = self.marker.value


        seat = self.seat

        to_level = self.to_level

        to_pyramid = self.to_pyramid

        type_ = self.type_

        bonus: int | None | Unset
        if isinstance(self.bonus, Unset):
            bonus = UNSET
        else:
            bonus = self.bonus


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "from_level": from_level,
            "from_pyramid": from_pyramid,
            "marker": marker,
            "seat": seat,
            "to_level": to_level,
            "to_pyramid": to_pyramid,
            "type": type_,
        })
        if bonus is not UNSET:
            field_dict["bonus"] = bonus

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        from_level = d.pop("from_level")

        from_pyramid = d.pop("from_pyramid")

        def _parse_marker(data: object) -> MayaStoneRelocatedMarkerType0 | MayaStoneRelocatedMarkerType1:
            try:
                if not isinstance(data, str):
                    raise TypeError()
                marker_type_0 = MayaStoneRelocatedMarkerType0(data)



                return marker_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            if not isinstance(data, str):
                raise TypeError()
            marker_type_1 = MayaStoneRelocatedMarkerType1(data)



            return marker_type_1

        marker = _parse_marker(d.pop("marker"))


        seat = d.pop("seat")

        to_level = d.pop("to_level")

        to_pyramid = d.pop("to_pyramid")

        type_ = cast(Literal['stone_relocated'] , d.pop("type"))
        if type_ != 'stone_relocated':
            raise ValueError(f"type must match const 'stone_relocated', got '{type_}'")

        def _parse_bonus(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        bonus = _parse_bonus(d.pop("bonus", UNSET))


        maya_stone_relocated = cls(
            from_level=from_level,
            from_pyramid=from_pyramid,
            marker=marker,
            seat=seat,
            to_level=to_level,
            to_pyramid=to_pyramid,
            type_=type_,
            bonus=bonus,
        )


        maya_stone_relocated.additional_properties = d
        return maya_stone_relocated

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
