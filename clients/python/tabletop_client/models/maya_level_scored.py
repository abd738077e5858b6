# Generated from openapi/openapi.json by clients/generate.py (`make client`): do not edit.
from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast
from typing import Literal, cast






T = TypeVar("T", bound="MayaLevelScored")



@_attrs_define
class MayaLevelScored:
    """ 
        Attributes:
            first (list[int]):
            first_gold (int):
            level (int):
            pyramid (int):
            second (list[int]):
            second_gold (int):
            type_ (Literal['level_scored']):
     """

    first: list[int]
    first_gold: int
    level: int
    pyramid: int
    second: list[int]
    second_gold: int
    type_: Literal['level_scored']
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        first = self.first



        first_gold = self.first_gold

        level = self.level

        pyramid = self.pyramid

        second = self.second



        second_gold = self.second_gold

        type_ = self.type_


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "first": first,
            "first_gold": first_gold,
            "level": level,
            "pyramid": pyramid,
            "second": second,
            "second_gold": second_gold,
            "type": type_,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        first = cast(list[int], d.pop("first"))


        first_gold = d.pop("first_gold")

        level = d.pop("level")

        pyramid = d.pop("pyramid")

        second = cast(list[int], d.pop("second"))


        second_gold = d.pop("second_gold")

        type_ = cast(Literal['level_scored'] , d.pop("type"))
        if type_ != 'level_scored':
            raise ValueError(f"type must match const 'level_scored', got '{type_}'")

        maya_level_scored = cls(
            first=first,
            first_gold=first_gold,
            level=level,
            pyramid=pyramid,
            second=second,
            second_gold=second_gold,
            type_=type_,
        )


        maya_level_scored.additional_properties = d
        return maya_level_scored

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
