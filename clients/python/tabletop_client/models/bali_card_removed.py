# Generated from openapi/openapi.json by clients/generate.py (`make client`): do not edit.
from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.bali_card import BaliCard
from typing import Literal, cast






T = TypeVar("T", bound="BaliCardRemoved")



@_attrs_define
class BaliCardRemoved:
    """ 
        Attributes:
            card (BaliCard):
            seat (int):
            type_ (Literal['card_removed']):
     """

    card: BaliCard
    seat: int
    type_: Literal['card_removed']
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        card = self.card.value

        seat = self.seat

        type_ = self.type_


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "card": card,
            "seat": seat,
            "type": type_,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        card = BaliCard(d.pop("card"))




        seat = d.pop("seat")

        type_ = cast(Literal['card_removed'] , d.pop("type"))
        if type_ != 'card_removed':
            raise ValueError(f"type must match const 'card_removed', got '{type_}'")

        bali_card_removed = cls(
            card=card,
            seat=seat,
            type_=type_,
        )


        bali_card_removed.additional_properties = d
        return bali_card_removed

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
