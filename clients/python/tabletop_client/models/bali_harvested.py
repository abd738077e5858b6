# Generated from openapi/openapi.json by clients/generate.py (`make client`): do not edit.
from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.bali_crop import BaliCrop
from typing import cast
from typing import Literal, cast






T = TypeVar("T", bound="BaliHarvested")



@_attrs_define
class BaliHarvested:
    """ 
        Attributes:
            crop (BaliCrop | None):
            seat (int):
            type_ (Literal['harvested']):
     """

    crop: BaliCrop | None
    seat: int
    type_: Literal['harvested']
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        crop: None | str
        if isinstance(self.crop, BaliCrop):
            crop = self.crop.value
        else:
            crop = self.crop

        seat = self.seat

        type_ = self.type_


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "crop": crop,
            "seat": seat,
            "type": type_,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        def _parse_crop(data: object) -> BaliCrop | None:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                crop_type_0 = BaliCrop(data)



                return crop_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(BaliCrop | None, data)

        crop = _parse_crop(d.pop("crop"))


        seat = d.pop("seat")

        type_ = cast(Literal['harvested'] , d.pop("type"))
        if type_ != 'harvested':
            raise ValueError(f"type must match const 'harvested', got '{type_}'")

        bali_harvested = cls(
            crop=crop,
            seat=seat,
            type_=type_,
        )


        bali_harvested.additional_properties = d
        return bali_harvested

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
