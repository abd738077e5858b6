# Generated from openapi/openapi.json by clients/generate.py (`make client`): do not edit.
from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import Literal, cast






T = TypeVar("T", bound="BalamOffer")



@_attrs_define
class BalamOffer:
    """ 
        Attributes:
            cenote (int):
            site (int):
            slot (int):
            type_ (Literal['offer']):
     """

    cenote: int
    site: int
    slot: int
    type_: Literal['offer']
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        cenote = self.cenote

        site = self.site

        slot = self.slot

        type_ = self.type_


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "cenote": cenote,
            "site": site,
            "slot": slot,
            "type": type_,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        cenote = d.pop("cenote")

        site = d.pop("site")

        slot = d.pop("slot")

        type_ = cast(Literal['offer'] , d.pop("type"))
        if type_ != 'offer':
            raise ValueError(f"type must match const 'offer', got '{type_}'")

        balam_offer = cls(
            cenote=cenote,
            site=site,
            slot=slot,
            type_=type_,
        )


        balam_offer.additional_properties = d
        return balam_offer

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
