# Generated from openapi/openapi.json by clients/generate.py (`make client`): do not edit.
from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.maya_double_move_started_marker_type_1 import MayaDoubleMoveStartedMarkerType1
from ..models.maya_double_move_started_marker_type_2_type_1 import MayaDoubleMoveStartedMarkerType2Type1
from ..models.maya_double_move_started_marker_type_3_type_1 import MayaDoubleMoveStartedMarkerType3Type1
from typing import cast
from typing import Literal, cast






T = TypeVar("T", bound="MayaDoubleMoveStarted")



@_attrs_define
class MayaDoubleMoveStarted:
    """ 
        Attributes:
            marker (MayaDoubleMoveStartedMarkerType1 | MayaDoubleMoveStartedMarkerType2Type1 |
                MayaDoubleMoveStartedMarkerType3Type1 | None):
            seat (int):
            type_ (Literal['double_move_started']):
     """

    marker: MayaDoubleMoveStartedMarkerType1 | MayaDoubleMoveStartedMarkerType2Type1 | MayaDoubleMoveStartedMarkerType3Type1 | None
    seat: int
    type_: Literal['double_move_started']
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        marker: None | str
        if isinstance(self.marker, MayaDoubleMoveStartedMarkerType1):
            marker = self.marker.value
        elif isinstance(self.marker, MayaDoubleMoveStartedMarkerType2Type1):
            marker = self.marker.value
        elif isinstance(self.marker, MayaDoubleMoveStartedMarkerType3Type1):
            marker = self.marker.value
        else:
            marker = self.marker

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
        def _parse_marker(data: object) -> MayaDoubleMoveStartedMarkerType1 | MayaDoubleMoveStartedMarkerType2Type1 | MayaDoubleMoveStartedMarkerType3Type1 | None:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                marker_type_1 = MayaDoubleMoveStartedMarkerType1(data)



                return marker_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                marker_type_2_type_1 = MayaDoubleMoveStartedMarkerType2Type1(data)



                return marker_type_2_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                marker_type_3_type_1 = MayaDoubleMoveStartedMarkerType3Type1(data)



                return marker_type_3_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(MayaDoubleMoveStartedMarkerType1 | MayaDoubleMoveStartedMarkerType2Type1 | MayaDoubleMoveStartedMarkerType3Type1 | None, data)

        marker = _parse_marker(d.pop("marker"))


        seat = d.pop("seat")

        type_ = cast(Literal['double_move_started'] , d.pop("type"))
        if type_ != 'double_move_started':
            raise ValueError(f"type must match const 'double_move_started', got '{type_}'")

        maya_double_move_started = cls(
            marker=marker,
            seat=seat,
            type_=type_,
        )


        maya_double_move_started.additional_properties = d
        return maya_double_move_started

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
