# Generated from openapi/openapi.json by clients/generate.py (`make client`): do not edit.
from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast
from typing import Literal, cast






T = TypeVar("T", bound="MayaStonesRemoved")



@_attrs_define
class MayaStonesRemoved:
    """ 
        Attributes:
            level (int):
            pyramid (int):
            seat (int):
            stones (list[int]):
            type_ (Literal['stones_removed']):
     """

    level: int
    pyramid: int
    seat: int
    stones: list[int]
    type_: Literal['stones_removed']
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        level = self.level

        pyramid = self.pyramid

        seat = self.seat

        stones = self.stones



        type_ = self.type_


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "level": level,
            "pyramid": pyramid,
            "seat": seat,
            "stones": stones,
            "type": type_,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        level = d.pop("level")

        pyramid = d.pop("pyramid")

        seat = d.pop("seat")

        stones = cast(list[int], d.pop("stones"))


        type_ = cast(Literal['stones_removed'] , d.pop("type"))
        if type_ != 'stones_removed':
            raise ValueError(f"type must match const 'stones_removed', got '{type_}'")

        maya_stones_removed = cls(
            level=level,
            pyramid=pyramid,
            seat=seat,
            stones=stones,
            type_=type_,
        )


        maya_stones_removed.additional_properties = d
        return maya_stones_removed

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
