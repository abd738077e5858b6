# Generated from openapi/openapi.json by clients/generate.py (`make client`): do not edit.
from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.bali_card import BaliCard
from typing import cast
from typing import Literal, cast






T = TypeVar("T", bound="BaliColumnDealt")



@_attrs_define
class BaliColumnDealt:
    """ 
        Attributes:
            cards (list[BaliCard]):
            column (int):
            type_ (Literal['column_dealt']):
     """

    cards: list[BaliCard]
    column: int
    type_: Literal['column_dealt']
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        cards = []
        for cards_item_data in self.cards:
            cards_item = cards_item_data.value
            cards.append(cards_item)



        column = self.column

        type_ = self.type_


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "cards": cards,
            "column": column,
            "type": type_,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        cards = []
        _cards = d.pop("cards")
        for cards_item_data in (_cards):
            cards_item = BaliCard(cards_item_data)



            cards.append(cards_item)


        column = d.pop("column")

        type_ = cast(Literal['column_dealt'] , d.pop("type"))
        if type_ != 'column_dealt':
            raise ValueError(f"type must match const 'column_dealt', got '{type_}'")

        bali_column_dealt = cls(
            cards=cards,
            column=column,
            type_=type_,
        )


        bali_column_dealt.additional_properties = d
        return bali_column_dealt

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
