# Generated from openapi/openapi.json by clients/generate.py (`make client`): do not edit.
from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import Literal, cast






T = TypeVar("T", bound="BalamConstructionEnded")



@_attrs_define
class BalamConstructionEnded:
    """ 
        Attributes:
            seat (int):
            site (int):
            type_ (Literal['construction_ended']):
     """

    seat: int
    site: int
    type_: Literal['construction_ended']
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        seat = self.seat

        site = self.site

        type_ = self.type_


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "seat": seat,
            "site": site,
            "type": type_,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        seat = d.pop("seat")

        site = d.pop("site")

        type_ = cast(Literal['construction_ended'] , d.pop("type"))
        if type_ != 'construction_ended':
            raise ValueError(f"type must match const 'construction_ended', got '{type_}'")

        balam_construction_ended = cls(
            seat=seat,
            site=site,
            type_=type_,
        )


        balam_construction_ended.additional_properties = d
        return balam_construction_ended

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
