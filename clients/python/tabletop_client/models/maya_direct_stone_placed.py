# Generated from openapi/openapi.json by clients/generate.py (`make client`): do not edit.
from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.maya_direct_stone_placed_marker_type_0 import MayaDirectStonePlacedMarkerType0
from ..models.maya_direct_stone_placed_marker_type_1 import MayaDirectStonePlacedMarkerType1
from ..types import UNSET, Unset
from typing import cast
from typing import Literal, cast






T = TypeVar("T", bound="MayaDirectStonePlaced")



@_attrs_define
class MayaDirectStonePlaced:
    """ 
        Attributes:
            level (int):
            marker (MayaDirectStonePlacedMarkerType0 | MayaDirectStonePlacedMarkerType1):
            pyramid (int):
            seat (int):
            type_ (Literal['direct_stone_placed']):
            bonus (int | None | Unset):
     """

    level: int
    marker: MayaDirectStonePlacedMarkerType0 | MayaDirectStonePlacedMarkerType1
    pyramid: int
    seat: int
    type_: Literal['direct_stone_placed']
    bonus: int | None | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        level = self.level

        marker: str
        if isinstance(self.marker, MayaDirectStonePlacedMarkerType0):
            marker = self.marker.value
        else:
            marker = self.marker.value


        pyramid = self.pyramid

        seat = self.seat

        type_ = self.type_

        bonus: int | None | Unset
        if isinstance(self.bonus, Unset):
            bonus = UNSET
        else:
            bonus = self.bonus


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "level": level,
            "marker": marker,
            "pyramid": pyramid,
            "seat": seat,
            "type": type_,
        })
        if bonus is not UNSET:
            field_dict["bonus"] = bonus

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        level = d.pop("level")

        def _parse_marker(data: object) -> MayaDirectStonePlacedMarkerType0 | MayaDirectStonePlacedMarkerType1:
            try:
                if not isinstance(data, str):
                    raise TypeError()
                marker_type_0 = MayaDirectStonePlacedMarkerType0(data)



                return marker_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            if not isinstance(data, str):
                raise TypeError()
            marker_type_1 = MayaDirectStonePlacedMarkerType1(data)



            return marker_type_1

        marker = _parse_marker(d.pop("marker"))


        pyramid = d.pop("pyramid")

        seat = d.pop("seat")

        type_ = cast(Literal['direct_stone_placed'] , d.pop("type"))
        if type_ != 'direct_stone_placed':
            raise ValueError(f"type must match const 'direct_stone_placed', got '{type_}'")

        def _parse_bonus(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        bonus = _parse_bonus(d.pop("bonus", UNSET))


        maya_direct_stone_placed = cls(
            level=level,
            marker=marker,
            pyramid=pyramid,
            seat=seat,
            type_=type_,
            bonus=bonus,
        )


        maya_direct_stone_placed.additional_properties = d
        return maya_direct_stone_placed

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
