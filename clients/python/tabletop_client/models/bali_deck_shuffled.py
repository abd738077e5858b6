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






T = TypeVar("T", bound="BaliDeckShuffled")



@_attrs_define
class BaliDeckShuffled:
    """ 
        Attributes:
            cards (list[BaliCard] | None):
            count (int):
            type_ (Literal['deck_shuffled']):
     """

    cards: list[BaliCard] | None
    count: int
    type_: Literal['deck_shuffled']
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        cards: list[str] | None
        if isinstance(self.cards, list):
            cards = []
            for cards_type_0_item_data in self.cards:
                cards_type_0_item = cards_type_0_item_data.value
                cards.append(cards_type_0_item)


        else:
            cards = self.cards

        count = self.count

        type_ = self.type_


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "cards": cards,
            "count": count,
            "type": type_,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        def _parse_cards(data: object) -> list[BaliCard] | None:
            if data is None:
                return data
            try:
                if not isinstance(data, list):
                    raise TypeError()
                cards_type_0 = []
                _cards_type_0 = data
                for cards_type_0_item_data in (_cards_type_0):
                    cards_type_0_item = BaliCard(cards_type_0_item_data)



                    cards_type_0.append(cards_type_0_item)

                return cards_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(list[BaliCard] | None, data)

        cards = _parse_cards(d.pop("cards"))


        count = d.pop("count")

        type_ = cast(Literal['deck_shuffled'] , d.pop("type"))
        if type_ != 'deck_shuffled':
            raise ValueError(f"type must match const 'deck_shuffled', got '{type_}'")

        bali_deck_shuffled = cls(
            cards=cards,
            count=count,
            type_=type_,
        )


        bali_deck_shuffled.additional_properties = d
        return bali_deck_shuffled

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
