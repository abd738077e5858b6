# Generated from openapi/openapi.json by clients/generate.py (`make client`): do not edit.
from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast
from typing import Literal, cast






T = TypeVar("T", bound="MayaWorkerPlaced")



@_attrs_define
class MayaWorkerPlaced:
    """ 
        Attributes:
            high (bool):
            quarry (int):
            seat (int):
            type_ (Literal['worker_placed']):
            value (int | None):
     """

    high: bool
    quarry: int
    seat: int
    type_: Literal['worker_placed']
    value: int | None
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        high = self.high

        quarry = self.quarry

        seat = self.seat

        type_ = self.type_

        value: int | None
        value = self.value


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "high": high,
            "quarry": quarry,
            "seat": seat,
            "type": type_,
            "value": value,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        high = d.pop("high")

        quarry = d.pop("quarry")

        seat = d.pop("seat")

        type_ = cast(Literal['worker_placed'] , d.pop("type"))
        if type_ != 'worker_placed':
            raise ValueError(f"type must match const 'worker_placed', got '{type_}'")

        def _parse_value(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        value = _parse_value(d.pop("value"))


        maya_worker_placed = cls(
            high=high,
            quarry=quarry,
            seat=seat,
            type_=type_,
            value=value,
        )


        maya_worker_placed.additional_properties = d
        return maya_worker_placed

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
