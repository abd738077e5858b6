# Generated from openapi/openapi.json by clients/generate.py (`make client`): do not edit.
from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset






T = TypeVar("T", bound="BaliOptions")



@_attrs_define
class BaliOptions:
    """ 
        Attributes:
            demon (bool | Unset):  Default: False.
            oracle (bool | Unset):  Default: False.
     """

    demon: bool | Unset = False
    oracle: bool | Unset = False





    def to_dict(self) -> dict[str, Any]:
        demon = self.demon

        oracle = self.oracle


        field_dict: dict[str, Any] = {}

        field_dict.update({
        })
        if demon is not UNSET:
            field_dict["demon"] = demon
        if oracle is not UNSET:
            field_dict["oracle"] = oracle

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        demon = d.pop("demon", UNSET)

        oracle = d.pop("oracle", UNSET)

        bali_options = cls(
            demon=demon,
            oracle=oracle,
        )

        return bali_options

