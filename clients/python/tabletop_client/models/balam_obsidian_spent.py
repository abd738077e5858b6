# Generated from openapi/openapi.json by clients/generate.py (`make client`): do not edit.
from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import Literal, cast






T = TypeVar("T", bound="BalamObsidianSpent")



@_attrs_define
class BalamObsidianSpent:
    """ 
        Attributes:
            seat (int):
            site (int):
            slot (int):
            type_ (Literal['obsidian_spent']):
     """

    seat: int
    site: int
    slot: int
    type_: Literal['obsidian_spent']
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        seat = self.seat

        site = self.site

        slot = self.slot

        type_ = self.type_


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "seat": seat,
            "site": site,
            "slot": slot,
            "type": type_,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        seat = d.pop("seat")

        site = d.pop("site")

        slot = d.pop("slot")

        type_ = cast(Literal['obsidian_spent'] , d.pop("type"))
        if type_ != 'obsidian_spent':
            raise ValueError(f"type must match const 'obsidian_spent', got '{type_}'")

        balam_obsidian_spent = cls(
            seat=seat,
            site=site,
            slot=slot,
            type_=type_,
        )


        balam_obsidian_spent.additional_properties = d
        return balam_obsidian_spent

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
