# Generated from openapi/openapi.json by clients/generate.py (`make client`): do not edit.
from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.maya_placed_marker_marker_type_0 import MayaPlacedMarkerMarkerType0
from ..models.maya_placed_marker_marker_type_1 import MayaPlacedMarkerMarkerType1
from typing import cast






T = TypeVar("T", bound="MayaPlacedMarker")



@_attrs_define
class MayaPlacedMarker:
    """ 
        Attributes:
            marker (MayaPlacedMarkerMarkerType0 | MayaPlacedMarkerMarkerType1):
            quarry (int):
            seat (int):
     """

    marker: MayaPlacedMarkerMarkerType0 | MayaPlacedMarkerMarkerType1
    quarry: int
    seat: int
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        marker: str
        if isinstance(self.marker, MayaPlacedMarkerMarkerType0):
            marker = self.marker.value
        else:
            marker = self.marker.value


        quarry = self.quarry

        seat = self.seat


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "marker": marker,
            "quarry": quarry,
            "seat": seat,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        def _parse_marker(data: object) -> MayaPlacedMarkerMarkerType0 | MayaPlacedMarkerMarkerType1:
            try:
                if not isinstance(data, str):
                    raise TypeError()
                marker_type_0 = MayaPlacedMarkerMarkerType0(data)



                return marker_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            if not isinstance(data, str):
                raise TypeError()
            marker_type_1 = MayaPlacedMarkerMarkerType1(data)



            return marker_type_1

        marker = _parse_marker(d.pop("marker"))


        quarry = d.pop("quarry")

        seat = d.pop("seat")

        maya_placed_marker = cls(
            marker=marker,
            quarry=quarry,
            seat=seat,
        )


        maya_placed_marker.additional_properties = d
        return maya_placed_marker

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
