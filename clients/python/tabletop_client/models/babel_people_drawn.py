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






T = TypeVar("T", bound="BabelPeopleDrawn")



@_attrs_define
class BabelPeopleDrawn:
    """ 
        Attributes:
            cards (list[BabelPeople] | None):
            count (int):
            seat (int):
            type_ (Literal['people_drawn']):
     """

    cards: list[BabelPeople] | None
    count: int
    seat: int
    type_: Literal['people_drawn']
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

        seat = self.seat

        type_ = self.type_


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "cards": cards,
            "count": count,
            "seat": seat,
            "type": type_,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        def _parse_cards(data: object) -> list[BabelPeople] | None:
            if data is None:
                return data
            try:
                if not isinstance(data, list):
                    raise TypeError()
                cards_type_0 = []
                _cards_type_0 = data
                for cards_type_0_item_data in (_cards_type_0):
                    cards_type_0_item = BabelPeople(cards_type_0_item_data)



                    cards_type_0.append(cards_type_0_item)

                return cards_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(list[BabelPeople] | None, data)

        cards = _parse_cards(d.pop("cards"))


        count = d.pop("count")

        seat = d.pop("seat")

        type_ = cast(Literal['people_drawn'] , d.pop("type"))
        if type_ != 'people_drawn':
            raise ValueError(f"type must match const 'people_drawn', got '{type_}'")

        babel_people_drawn = cls(
            cards=cards,
            count=count,
            seat=seat,
            type_=type_,
        )


        babel_people_drawn.additional_properties = d
        return babel_people_drawn

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
