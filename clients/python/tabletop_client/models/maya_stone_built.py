# Generated from openapi/openapi.json by clients/generate.py (`make client`): do not edit.
from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import cast
from typing import Literal, cast






T = TypeVar("T", bound="MayaStoneBuilt")



@_attrs_define
class MayaStoneBuilt:
    """ 
        Attributes:
            level (int):
            pyramid (int):
            seat (int):
            type_ (Literal['stone_built']):
            bonus (int | None | Unset):
     """

    level: int
    pyramid: int
    seat: int
    type_: Literal['stone_built']
    bonus: int | None | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        level = self.level

        pyramid = self.pyramid

        seat = self.seat

        type_ = self.type_

        bonus: int | None | Unset
        if isinstance(self.bonus, Unset):
            bonus = UNSET
        else:
            bonus = self.bonus


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "level": level,
            "pyramid": pyramid,
            "seat": seat,
            "type": type_,
        })
        if bonus is not UNSET:
            field_dict["bonus"] = bonus

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        level = d.pop("level")

        pyramid = d.pop("pyramid")

        seat = d.pop("seat")

        type_ = cast(Literal['stone_built'] , d.pop("type"))
        if type_ != 'stone_built':
            raise ValueError(f"type must match const 'stone_built', got '{type_}'")

        def _parse_bonus(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        bonus = _parse_bonus(d.pop("bonus", UNSET))


        maya_stone_built = cls(
            level=level,
            pyramid=pyramid,
            seat=seat,
            type_=type_,
            bonus=bonus,
        )


        maya_stone_built.additional_properties = d
        return maya_stone_built

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
