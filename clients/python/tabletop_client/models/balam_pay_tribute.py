# Generated from openapi/openapi.json by clients/generate.py (`make client`): do not edit.
from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.balam_wealth import BalamWealth
from typing import Literal, cast






T = TypeVar("T", bound="BalamPayTribute")



@_attrs_define
class BalamPayTribute:
    """ 
        Attributes:
            type_ (Literal['pay_tribute']):
            wealth (BalamWealth):
     """

    type_: Literal['pay_tribute']
    wealth: BalamWealth
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        type_ = self.type_

        wealth = self.wealth.value


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "type": type_,
            "wealth": wealth,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        type_ = cast(Literal['pay_tribute'] , d.pop("type"))
        if type_ != 'pay_tribute':
            raise ValueError(f"type must match const 'pay_tribute', got '{type_}'")

        wealth = BalamWealth(d.pop("wealth"))




        balam_pay_tribute = cls(
            type_=type_,
            wealth=wealth,
        )


        balam_pay_tribute.additional_properties = d
        return balam_pay_tribute

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
