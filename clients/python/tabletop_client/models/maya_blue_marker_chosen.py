# Generated from openapi/openapi.json by clients/generate.py (`make client`): do not edit.
from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.maya_blue_marker_chosen_marker import MayaBlueMarkerChosenMarker
from typing import Literal, cast






T = TypeVar("T", bound="MayaBlueMarkerChosen")



@_attrs_define
class MayaBlueMarkerChosen:
    """ 
        Attributes:
            marker (MayaBlueMarkerChosenMarker):
            seat (int):
            type_ (Literal['blue_marker_chosen']):
     """

    marker: MayaBlueMarkerChosenMarker
    seat: int
    type_: Literal['blue_marker_chosen']
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        marker = self.marker.value

        seat = self.seat

        type_ = self.type_


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "marker": marker,
            "seat": seat,
            "type": type_,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        marker = MayaBlueMarkerChosenMarker(d.pop("marker"))




        seat = d.pop("seat")

        type_ = cast(Literal['blue_marker_chosen'] , d.pop("type"))
        if type_ != 'blue_marker_chosen':
            raise ValueError(f"type must match const 'blue_marker_chosen', got '{type_}'")

        maya_blue_marker_chosen = cls(
            marker=marker,
            seat=seat,
            type_=type_,
        )


        maya_blue_marker_chosen.additional_properties = d
        return maya_blue_marker_chosen

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
