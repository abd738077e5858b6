# Generated from openapi/openapi.json by clients/generate.py (`make client`): do not edit.
from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.maya_quality_declined_marker_type_0 import MayaQualityDeclinedMarkerType0
from ..models.maya_quality_declined_marker_type_1 import MayaQualityDeclinedMarkerType1
from typing import cast
from typing import Literal, cast






T = TypeVar("T", bound="MayaQualityDeclined")



@_attrs_define
class MayaQualityDeclined:
    """ 
        Attributes:
            marker (MayaQualityDeclinedMarkerType0 | MayaQualityDeclinedMarkerType1):
            seat (int):
            type_ (Literal['quality_declined']):
     """

    marker: MayaQualityDeclinedMarkerType0 | MayaQualityDeclinedMarkerType1
    seat: int
    type_: Literal['quality_declined']
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        marker: str
        if isinstance(self.marker, MayaQualityDeclinedMarkerType0):
            marker = self.marker.value
        else:
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
        def _parse_marker(data: object) -> MayaQualityDeclinedMarkerType0 | MayaQualityDeclinedMarkerType1:
            try:
                if not isinstance(data, str):
                    raise TypeError()
                marker_type_0 = MayaQualityDeclinedMarkerType0(data)



                return marker_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            if not isinstance(data, str):
                raise TypeError()
            marker_type_1 = MayaQualityDeclinedMarkerType1(data)



            return marker_type_1

        marker = _parse_marker(d.pop("marker"))


        seat = d.pop("seat")

        type_ = cast(Literal['quality_declined'] , d.pop("type"))
        if type_ != 'quality_declined':
            raise ValueError(f"type must match const 'quality_declined', got '{type_}'")

        maya_quality_declined = cls(
            marker=marker,
            seat=seat,
            type_=type_,
        )


        maya_quality_declined.additional_properties = d
        return maya_quality_declined

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
