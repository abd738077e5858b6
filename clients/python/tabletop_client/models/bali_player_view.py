# Generated from openapi/openapi.json by clients/generate.py (`make client`): do not edit.
from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.bali_card import BaliCard
from ..models.bali_colour import BaliColour
from typing import cast






T = TypeVar("T", bound="BaliPlayerView")



@_attrs_define
class BaliPlayerView:
    """ 
        Attributes:
            colour (BaliColour):
            cultivators (list[int]):
            hand (list[BaliCard] | None):
            hand_count (int):
            offering_count (int):
            offerings (list[int] | None):
            points (int):
            priests (int):
            sanctuaries (int):
            stonecutters (int):
            stones (int):
     """

    colour: BaliColour
    cultivators: list[int]
    hand: list[BaliCard] | None
    hand_count: int
    offering_count: int
    offerings: list[int] | None
    points: int
    priests: int
    sanctuaries: int
    stonecutters: int
    stones: int
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        colour = self.colour.value

        cultivators = self.cultivators



        hand: list[str] | None
        if isinstance(self.hand, list):
            hand = []
            for hand_type_0_item_data in self.hand:
                hand_type_0_item = hand_type_0_item_data.value
                hand.append(hand_type_0_item)


        else:
            hand = self.hand

        hand_count = self.hand_count

        offering_count = self.offering_count

        offerings: list[int] | None
        if isinstance(self.offerings, list):
            offerings = self.offerings


        else:
            offerings = self.offerings

        points = self.points

        priests = self.priests

        sanctuaries = self.sanctuaries

        stonecutters = self.stonecutters

        stones = self.stones


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "colour": colour,
            "cultivators": cultivators,
            "hand": hand,
            "hand_count": hand_count,
            "offering_count": offering_count,
            "offerings": offerings,
            "points": points,
            "priests": priests,
            "sanctuaries": sanctuaries,
            "stonecutters": stonecutters,
            "stones": stones,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        colour = BaliColour(d.pop("colour"))




        cultivators = cast(list[int], d.pop("cultivators"))


        def _parse_hand(data: object) -> list[BaliCard] | None:
            if data is None:
                return data
            try:
                if not isinstance(data, list):
                    raise TypeError()
                hand_type_0 = []
                _hand_type_0 = data
                for hand_type_0_item_data in (_hand_type_0):
                    hand_type_0_item = BaliCard(hand_type_0_item_data)



                    hand_type_0.append(hand_type_0_item)

                return hand_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(list[BaliCard] | None, data)

        hand = _parse_hand(d.pop("hand"))


        hand_count = d.pop("hand_count")

        offering_count = d.pop("offering_count")

        def _parse_offerings(data: object) -> list[int] | None:
            if data is None:
                return data
            try:
                if not isinstance(data, list):
                    raise TypeError()
                offerings_type_0 = cast(list[int], data)

                return offerings_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(list[int] | None, data)

        offerings = _parse_offerings(d.pop("offerings"))


        points = d.pop("points")

        priests = d.pop("priests")

        sanctuaries = d.pop("sanctuaries")

        stonecutters = d.pop("stonecutters")

        stones = d.pop("stones")

        bali_player_view = cls(
            colour=colour,
            cultivators=cultivators,
            hand=hand,
            hand_count=hand_count,
            offering_count=offering_count,
            offerings=offerings,
            points=points,
            priests=priests,
            sanctuaries=sanctuaries,
            stonecutters=stonecutters,
            stones=stones,
        )


        bali_player_view.additional_properties = d
        return bali_player_view

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
