# Generated from openapi/openapi.json by clients/generate.py (`make client`): do not edit.
from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import cast






T = TypeVar("T", bound="AcceptChallenge")



@_attrs_define
class AcceptChallenge:
    """ 
        Attributes:
            entropy (None | str | Unset):
     """

    entropy: None | str | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        entropy: None | str | Unset
        if isinstance(self.entropy, Unset):
            entropy = UNSET
        else:
            entropy = self.entropy


        field_dict: dict[str, Any] = {}

        field_dict.update({
        })
        if entropy is not UNSET:
            field_dict["entropy"] = entropy

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        def _parse_entropy(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        entropy = _parse_entropy(d.pop("entropy", UNSET))


        accept_challenge = cls(
            entropy=entropy,
        )

        return accept_challenge

