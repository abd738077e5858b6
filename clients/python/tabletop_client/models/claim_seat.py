# Generated from openapi/openapi.json by clients/generate.py (`make client`): do not edit.
from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import cast






T = TypeVar("T", bound="ClaimSeat")



@_attrs_define
class ClaimSeat:
    """ 
        Attributes:
            name (str): Held to the PRECIS Nickname profile (RFC 8266): no control or invisible characters, not blank;
                stored and shown normalised (NFKC, spaces trimmed and collapsed).
            entropy (None | str | Unset):
     """

    name: str
    entropy: None | str | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        name = self.name

        entropy: None | str | Unset
        if isinstance(self.entropy, Unset):
            entropy = UNSET
        else:
            entropy = self.entropy


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "name": name,
        })
        if entropy is not UNSET:
            field_dict["entropy"] = entropy

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        name = d.pop("name")

        def _parse_entropy(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        entropy = _parse_entropy(d.pop("entropy", UNSET))


        claim_seat = cls(
            name=name,
            entropy=entropy,
        )

        return claim_seat

