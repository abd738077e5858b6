# Generated from openapi/openapi.json by clients/generate.py (`make client`): do not edit.
from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.maya_round_started_for_sale_item import MayaRoundStartedForSaleItem
from ..types import UNSET, Unset
from typing import cast
from typing import Literal, cast






T = TypeVar("T", bound="MayaRoundStarted")



@_attrs_define
class MayaRoundStarted:
    """ 
        Attributes:
            round_ (int):
            type_ (Literal['round_started']):
            for_sale (list[MayaRoundStartedForSaleItem] | Unset):
     """

    round_: int
    type_: Literal['round_started']
    for_sale: list[MayaRoundStartedForSaleItem] | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        round_ = self.round_

        type_ = self.type_

        for_sale: list[str] | Unset = UNSET
        if not isinstance(self.for_sale, Unset):
            for_sale = []
            for for_sale_item_data in self.for_sale:
                for_sale_item = for_sale_item_data.value
                for_sale.append(for_sale_item)




        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "round": round_,
            "type": type_,
        })
        if for_sale is not UNSET:
            field_dict["for_sale"] = for_sale

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        round_ = d.pop("round")

        type_ = cast(Literal['round_started'] , d.pop("type"))
        if type_ != 'round_started':
            raise ValueError(f"type must match const 'round_started', got '{type_}'")

        _for_sale = d.pop("for_sale", UNSET)
        for_sale: list[MayaRoundStartedForSaleItem] | Unset = UNSET
        if _for_sale is not UNSET:
            for_sale = []
            for for_sale_item_data in _for_sale:
                for_sale_item = MayaRoundStartedForSaleItem(for_sale_item_data)



                for_sale.append(for_sale_item)


        maya_round_started = cls(
            round_=round_,
            type_=type_,
            for_sale=for_sale,
        )


        maya_round_started.additional_properties = d
        return maya_round_started

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
