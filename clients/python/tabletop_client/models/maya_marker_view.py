# Generated from openapi/openapi.json by clients/generate.py (`make client`): do not edit.
from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.maya_marker_view_acting_as_type_1 import MayaMarkerViewActingAsType1
from ..models.maya_marker_view_acting_as_type_2_type_1 import MayaMarkerViewActingAsType2Type1
from ..models.maya_marker_view_acting_as_type_3_type_1 import MayaMarkerViewActingAsType3Type1
from ..models.maya_marker_view_marker_type_0 import MayaMarkerViewMarkerType0
from ..models.maya_marker_view_marker_type_1 import MayaMarkerViewMarkerType1
from typing import cast






T = TypeVar("T", bound="MayaMarkerView")



@_attrs_define
class MayaMarkerView:
    """ 
        Attributes:
            acting_as (MayaMarkerViewActingAsType1 | MayaMarkerViewActingAsType2Type1 | MayaMarkerViewActingAsType3Type1 |
                None):
            marker (MayaMarkerViewMarkerType0 | MayaMarkerViewMarkerType1):
     """

    acting_as: MayaMarkerViewActingAsType1 | MayaMarkerViewActingAsType2Type1 | MayaMarkerViewActingAsType3Type1 | None
    marker: MayaMarkerViewMarkerType0 | MayaMarkerViewMarkerType1
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        acting_as: None | str
        if isinstance(self.acting_as, MayaMarkerViewActingAsType1):
            acting_as = self.acting_as.value
        elif isinstance(self.acting_as, MayaMarkerViewActingAsType2Type1):
            acting_as = self.acting_as.value
        elif isinstance(self.acting_as, MayaMarkerViewActingAsType3Type1):
            acting_as = self.acting_as.value
        else:
            acting_as = self.acting_as

        marker: str
        if isinstance(self.marker, MayaMarkerViewMarkerType0):
            marker = self.marker.value
        else:
            marker = self.marker.value



        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "acting_as": acting_as,
            "marker": marker,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        def _parse_acting_as(data: object) -> MayaMarkerViewActingAsType1 | MayaMarkerViewActingAsType2Type1 | MayaMarkerViewActingAsType3Type1 | None:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                acting_as_type_1 = MayaMarkerViewActingAsType1(data)



                return acting_as_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                acting_as_type_2_type_1 = MayaMarkerViewActingAsType2Type1(data)



                return acting_as_type_2_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                acting_as_type_3_type_1 = MayaMarkerViewActingAsType3Type1(data)



                return acting_as_type_3_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(MayaMarkerViewActingAsType1 | MayaMarkerViewActingAsType2Type1 | MayaMarkerViewActingAsType3Type1 | None, data)

        acting_as = _parse_acting_as(d.pop("acting_as"))


        def _parse_marker(data: object) -> MayaMarkerViewMarkerType0 | MayaMarkerViewMarkerType1:
            try:
                if not isinstance(data, str):
                    raise TypeError()
                marker_type_0 = MayaMarkerViewMarkerType0(data)



                return marker_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            if not isinstance(data, str):
                raise TypeError()
            marker_type_1 = MayaMarkerViewMarkerType1(data)



            return marker_type_1

        marker = _parse_marker(d.pop("marker"))


        maya_marker_view = cls(
            acting_as=acting_as,
            marker=marker,
        )


        maya_marker_view.additional_properties = d
        return maya_marker_view

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
