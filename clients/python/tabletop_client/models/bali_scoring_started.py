# Generated from openapi/openapi.json by clients/generate.py (`make client`): do not edit.
from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.bali_card import BaliCard
from typing import Literal, cast






T = TypeVar("T", bound="BaliScoringStarted")



@_attrs_define
class BaliScoringStarted:
    """ 
        Attributes:
            category (BaliCard):
            type_ (Literal['scoring_started']):
     """

    category: BaliCard
    type_: Literal['scoring_started']
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        category = self.category.value

        type_ = self.type_


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "category": category,
            "type": type_,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        category = BaliCard(d.pop("category"))




        type_ = cast(Literal['scoring_started'] , d.pop("type"))
        if type_ != 'scoring_started':
            raise ValueError(f"type must match const 'scoring_started', got '{type_}'")

        bali_scoring_started = cls(
            category=category,
            type_=type_,
        )


        bali_scoring_started.additional_properties = d
        return bali_scoring_started

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
