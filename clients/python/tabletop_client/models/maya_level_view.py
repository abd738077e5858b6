# Generated from openapi/openapi.json by clients/generate.py (`make client`): do not edit.
from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast






T = TypeVar("T", bound="MayaLevelView")



@_attrs_define
class MayaLevelView:
    """ 
        Attributes:
            capacity (int):
            gold (list[int]):
            stones (list[int]):
     """

    capacity: int
    gold: list[int]
    stones: list[int]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        capacity = self.capacity

        gold = []
        for gold_item_data in self.gold:
            gold_item: int
            gold_item = gold_item_data
            gold.append(gold_item)



        stones = self.stones




        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "capacity": capacity,
            "gold": gold,
            "stones": stones,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        capacity = d.pop("capacity")

        gold = []
        _gold = d.pop("gold")
        for gold_item_data in (_gold):
            def _parse_gold_item(data: object) -> int:
                return cast(int, data)

            gold_item = _parse_gold_item(gold_item_data)

            gold.append(gold_item)


        stones = cast(list[int], d.pop("stones"))


        maya_level_view = cls(
            capacity=capacity,
            gold=gold,
            stones=stones,
        )


        maya_level_view.additional_properties = d
        return maya_level_view

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
