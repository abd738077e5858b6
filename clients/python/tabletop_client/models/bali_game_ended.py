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
  from ..models.bali_final import BaliFinal





T = TypeVar("T", bound="BaliGameEnded")



@_attrs_define
class BaliGameEnded:
    """ 
        Attributes:
            final (BaliFinal):
            type_ (Literal['game_ended']):
     """

    final: BaliFinal
    type_: Literal['game_ended']
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.bali_final import BaliFinal # noqa: PLC0415
        final = self.final.to_dict()

        type_ = self.type_


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "final": final,
            "type": type_,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.bali_final import BaliFinal # noqa: PLC0415
        d = dict(src_dict)
        final = BaliFinal.from_dict(d.pop("final"))




        type_ = cast(Literal['game_ended'] , d.pop("type"))
        if type_ != 'game_ended':
            raise ValueError(f"type must match const 'game_ended', got '{type_}'")

        bali_game_ended = cls(
            final=final,
            type_=type_,
        )


        bali_game_ended.additional_properties = d
        return bali_game_ended

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
