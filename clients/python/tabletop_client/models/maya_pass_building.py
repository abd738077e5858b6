# Generated from openapi/openapi.json by clients/generate.py (`make client`): do not edit.
from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import Literal, cast






T = TypeVar("T", bound="MayaPassBuilding")



@_attrs_define
class MayaPassBuilding:
    """ 
        Attributes:
            type_ (Literal['pass_building']):
            free (bool | Unset):  Default: False.
     """

    type_: Literal['pass_building']
    free: bool | Unset = False
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        type_ = self.type_

        free = self.free


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "type": type_,
        })
        if free is not UNSET:
            field_dict["free"] = free

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        type_ = cast(Literal['pass_building'] , d.pop("type"))
        if type_ != 'pass_building':
            raise ValueError(f"type must match const 'pass_building', got '{type_}'")

        free = d.pop("free", UNSET)

        maya_pass_building = cls(
            type_=type_,
            free=free,
        )


        maya_pass_building.additional_properties = d
        return maya_pass_building

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
