# Generated from openapi/openapi.json by clients/generate.py (`make client`): do not edit.
from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import Literal, cast






T = TypeVar("T", bound="MayaPlusTwoPlaced")



@_attrs_define
class MayaPlusTwoPlaced:
    """ 
        Attributes:
            quarry (int):
            seat (int):
            type_ (Literal['plus_two_placed']):
     """

    quarry: int
    seat: int
    type_: Literal['plus_two_placed']
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        quarry = self.quarry

        seat = self.seat

        type_ = self.type_


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "quarry": quarry,
            "seat": seat,
            "type": type_,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        quarry = d.pop("quarry")

        seat = d.pop("seat")

        type_ = cast(Literal['plus_two_placed'] , d.pop("type"))
        if type_ != 'plus_two_placed':
            raise ValueError(f"type must match const 'plus_two_placed', got '{type_}'")

        maya_plus_two_placed = cls(
            quarry=quarry,
            seat=seat,
            type_=type_,
        )


        maya_plus_two_placed.additional_properties = d
        return maya_plus_two_placed

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
