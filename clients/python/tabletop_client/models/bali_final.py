# Generated from openapi/openapi.json by clients/generate.py (`make client`): do not edit.
from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast






T = TypeVar("T", bound="BaliFinal")



@_attrs_define
class BaliFinal:
    """ 
        Attributes:
            altar (list[int]):
            offerings (list[list[int]]):
            scores (list[int]):
            values (list[int]):
            winners (list[int]):
     """

    altar: list[int]
    offerings: list[list[int]]
    scores: list[int]
    values: list[int]
    winners: list[int]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        altar = self.altar



        offerings = []
        for offerings_item_data in self.offerings:
            offerings_item = offerings_item_data


            offerings.append(offerings_item)



        scores = self.scores



        values = self.values



        winners = self.winners




        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "altar": altar,
            "offerings": offerings,
            "scores": scores,
            "values": values,
            "winners": winners,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        altar = cast(list[int], d.pop("altar"))


        offerings = []
        _offerings = d.pop("offerings")
        for offerings_item_data in (_offerings):
            offerings_item = cast(list[int], offerings_item_data)

            offerings.append(offerings_item)


        scores = cast(list[int], d.pop("scores"))


        values = cast(list[int], d.pop("values"))


        winners = cast(list[int], d.pop("winners"))


        bali_final = cls(
            altar=altar,
            offerings=offerings,
            scores=scores,
            values=values,
            winners=winners,
        )


        bali_final.additional_properties = d
        return bali_final

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
