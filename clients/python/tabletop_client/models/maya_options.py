# Generated from openapi/openapi.json by clients/generate.py (`make client`): do not edit.
from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset






T = TypeVar("T", bound="MayaOptions")



@_attrs_define
class MayaOptions:
    """ 
        Attributes:
            professional (bool | Unset):  Default: False.
     """

    professional: bool | Unset = False





    def to_dict(self) -> dict[str, Any]:
        professional = self.professional


        field_dict: dict[str, Any] = {}

        field_dict.update({
        })
        if professional is not UNSET:
            field_dict["professional"] = professional

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        professional = d.pop("professional", UNSET)

        maya_options = cls(
            professional=professional,
        )

        return maya_options

