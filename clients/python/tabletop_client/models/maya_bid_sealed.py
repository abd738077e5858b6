# Generated from openapi/openapi.json by clients/generate.py (`make client`): do not edit.
from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast
from typing import Literal, cast






T = TypeVar("T", bound="MayaBidSealed")



@_attrs_define
class MayaBidSealed:
    """ 
        Attributes:
            gold (int | None):
            seat (int):
            type_ (Literal['bid_sealed']):
     """

    gold: int | None
    seat: int
    type_: Literal['bid_sealed']
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        gold: int | None
        gold = self.gold

        seat = self.seat

        type_ = self.type_


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "gold": gold,
            "seat": seat,
            "type": type_,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        def _parse_gold(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        gold = _parse_gold(d.pop("gold"))


        seat = d.pop("seat")

        type_ = cast(Literal['bid_sealed'] , d.pop("type"))
        if type_ != 'bid_sealed':
            raise ValueError(f"type must match const 'bid_sealed', got '{type_}'")

        maya_bid_sealed = cls(
            gold=gold,
            seat=seat,
            type_=type_,
        )


        maya_bid_sealed.additional_properties = d
        return maya_bid_sealed

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
