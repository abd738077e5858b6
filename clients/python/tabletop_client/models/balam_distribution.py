# Generated from openapi/openapi.json by clients/generate.py (`make client`): do not edit.
from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import cast






T = TypeVar("T", bound="BalamDistribution")



@_attrs_define
class BalamDistribution:
    """ 
        Attributes:
            done (list[bool]):
            settled (list[list[int]] | Unset):
     """

    done: list[bool]
    settled: list[list[int]] | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        done = self.done



        settled: list[list[int]] | Unset = UNSET
        if not isinstance(self.settled, Unset):
            settled = []
            for settled_item_data in self.settled:
                settled_item = []
                for settled_item_item_data in settled_item_data:
                    settled_item_item: int
                    settled_item_item = settled_item_item_data
                    settled_item.append(settled_item_item)


                settled.append(settled_item)




        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "done": done,
        })
        if settled is not UNSET:
            field_dict["settled"] = settled

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        done = cast(list[bool], d.pop("done"))


        _settled = d.pop("settled", UNSET)
        settled: list[list[int]] | Unset = UNSET
        if _settled is not UNSET:
            settled = []
            for settled_item_data in _settled:
                settled_item = []
                _settled_item = settled_item_data
                for settled_item_item_data in (_settled_item):
                    def _parse_settled_item_item(data: object) -> int:
                        return cast(int, data)

                    settled_item_item = _parse_settled_item_item(settled_item_item_data)

                    settled_item.append(settled_item_item)

                settled.append(settled_item)


        balam_distribution = cls(
            done=done,
            settled=settled,
        )


        balam_distribution.additional_properties = d
        return balam_distribution

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
