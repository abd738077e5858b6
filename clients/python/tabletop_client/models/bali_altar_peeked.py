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






T = TypeVar("T", bound="BaliAltarPeeked")



@_attrs_define
class BaliAltarPeeked:
    """ 
        Attributes:
            count (int):
            crops (list[BaliCrop] | None):
            seat (int):
            type_ (Literal['altar_peeked']):
     """

    count: int
    crops: list[BaliCrop] | None
    seat: int
    type_: Literal['altar_peeked']
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        count = self.count

        crops: list[str] | None
        if isinstance(self.crops, list):
            crops = []
            for crops_type_0_item_data in self.crops:
                crops_type_0_item = crops_type_0_item_data.value
                crops.append(crops_type_0_item)


        else:
            crops = self.crops

        seat = self.seat

        type_ = self.type_


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "count": count,
            "crops": crops,
            "seat": seat,
            "type": type_,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        count = d.pop("count")

        def _parse_crops(data: object) -> list[BaliCrop] | None:
            if data is None:
                return data
            try:
                if not isinstance(data, list):
                    raise TypeError()
                crops_type_0 = []
                _crops_type_0 = data
                for crops_type_0_item_data in (_crops_type_0):
                    crops_type_0_item = BaliCrop(crops_type_0_item_data)



                    crops_type_0.append(crops_type_0_item)

                return crops_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(list[BaliCrop] | None, data)

        crops = _parse_crops(d.pop("crops"))


        seat = d.pop("seat")

        type_ = cast(Literal['altar_peeked'] , d.pop("type"))
        if type_ != 'altar_peeked':
            raise ValueError(f"type must match const 'altar_peeked', got '{type_}'")

        bali_altar_peeked = cls(
            count=count,
            crops=crops,
            seat=seat,
            type_=type_,
        )


        bali_altar_peeked.additional_properties = d
        return bali_altar_peeked

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
