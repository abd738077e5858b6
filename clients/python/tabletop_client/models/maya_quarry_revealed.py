# Generated from openapi/openapi.json by clients/generate.py (`make client`): do not edit.
from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast
from typing import Literal, cast

if TYPE_CHECKING:
  from ..models.maya_card import MayaCard





T = TypeVar("T", bound="MayaQuarryRevealed")



@_attrs_define
class MayaQuarryRevealed:
    """ 
        Attributes:
            cards (list[MayaCard]):
            quarry (int):
            type_ (Literal['quarry_revealed']):
     """

    cards: list[MayaCard]
    quarry: int
    type_: Literal['quarry_revealed']
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.maya_card import MayaCard # noqa: PLC0415
        cards = []
        for cards_item_data in self.cards:
            cards_item = cards_item_data.to_dict()
            cards.append(cards_item)



        quarry = self.quarry

        type_ = self.type_


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "cards": cards,
            "quarry": quarry,
            "type": type_,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.maya_card import MayaCard # noqa: PLC0415
        d = dict(src_dict)
        cards = []
        _cards = d.pop("cards")
        for cards_item_data in (_cards):
            cards_item = MayaCard.from_dict(cards_item_data)



            cards.append(cards_item)


        quarry = d.pop("quarry")

        type_ = cast(Literal['quarry_revealed'] , d.pop("type"))
        if type_ != 'quarry_revealed':
            raise ValueError(f"type must match const 'quarry_revealed', got '{type_}'")

        maya_quarry_revealed = cls(
            cards=cards,
            quarry=quarry,
            type_=type_,
        )


        maya_quarry_revealed.additional_properties = d
        return maya_quarry_revealed

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
