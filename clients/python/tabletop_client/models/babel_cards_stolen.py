# Generated from openapi/openapi.json by clients/generate.py (`make client`): do not edit.
from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.babel_people import BabelPeople
from typing import cast
from typing import Literal, cast






T = TypeVar("T", bound="BabelCardsStolen")



@_attrs_define
class BabelCardsStolen:
    """ 
        Attributes:
            cards (list[BabelPeople]):
            seat (int):
            site (BabelPeople): The five peoples. Each people card's colour is its site on the board, so the
                    five sites are named by their people.
            type_ (Literal['cards_stolen']):
     """

    cards: list[BabelPeople]
    seat: int
    site: BabelPeople
    type_: Literal['cards_stolen']
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        cards = []
        for cards_item_data in self.cards:
            cards_item = cards_item_data.value
            cards.append(cards_item)



        seat = self.seat

        site = self.site.value

        type_ = self.type_


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "cards": cards,
            "seat": seat,
            "site": site,
            "type": type_,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        cards = []
        _cards = d.pop("cards")
        for cards_item_data in (_cards):
            cards_item = BabelPeople(cards_item_data)



            cards.append(cards_item)


        seat = d.pop("seat")

        site = BabelPeople(d.pop("site"))




        type_ = cast(Literal['cards_stolen'] , d.pop("type"))
        if type_ != 'cards_stolen':
            raise ValueError(f"type must match const 'cards_stolen', got '{type_}'")

        babel_cards_stolen = cls(
            cards=cards,
            seat=seat,
            site=site,
            type_=type_,
        )


        babel_cards_stolen.additional_properties = d
        return babel_cards_stolen

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
