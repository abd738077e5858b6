# Generated from openapi/openapi.json by clients/generate.py (`make client`): do not edit.
from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import Literal, cast






T = TypeVar("T", bound="MayaQuarryingEnded")



@_attrs_define
class MayaQuarryingEnded:
    """ 
        Attributes:
            round_ (int):
            type_ (Literal['quarrying_ended']):
     """

    round_: int
    type_: Literal['quarrying_ended']
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        round_ = self.round_

        type_ = self.type_


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "round": round_,
            "type": type_,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        round_ = d.pop("round")

        type_ = cast(Literal['quarrying_ended'] , d.pop("type"))
        if type_ != 'quarrying_ended':
            raise ValueError(f"type must match const 'quarrying_ended', got '{type_}'")

        maya_quarrying_ended = cls(
            round_=round_,
            type_=type_,
        )


        maya_quarrying_ended.additional_properties = d
        return maya_quarrying_ended

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
