# Generated from openapi/openapi.json by clients/generate.py (`make client`): do not edit.
from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import Literal, cast






T = TypeVar("T", bound="MayaRelocateStone")



@_attrs_define
class MayaRelocateStone:
    """ 
        Attributes:
            from_level (int):
            from_pyramid (int):
            to_pyramid (int):
            type_ (Literal['relocate_stone']):
     """

    from_level: int
    from_pyramid: int
    to_pyramid: int
    type_: Literal['relocate_stone']
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from_level = self.from_level

        from_pyramid = self.from_pyramid

        to_pyramid = self.to_pyramid

        type_ = self.type_


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "from_level": from_level,
            "from_pyramid": from_pyramid,
            "to_pyramid": to_pyramid,
            "type": type_,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        from_level = d.pop("from_level")

        from_pyramid = d.pop("from_pyramid")

        to_pyramid = d.pop("to_pyramid")

        type_ = cast(Literal['relocate_stone'] , d.pop("type"))
        if type_ != 'relocate_stone':
            raise ValueError(f"type must match const 'relocate_stone', got '{type_}'")

        maya_relocate_stone = cls(
            from_level=from_level,
            from_pyramid=from_pyramid,
            to_pyramid=to_pyramid,
            type_=type_,
        )


        maya_relocate_stone.additional_properties = d
        return maya_relocate_stone

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
