# Generated from openapi/openapi.json by clients/generate.py (`make client`): do not edit.
from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset






T = TypeVar("T", bound="BankTimeControl")



@_attrs_define
class BankTimeControl:
    """ A bank of `initial_s` seconds per seat, and `increment_s` added after each decision

        Attributes:
            initial_s (int):
            increment_s (int | Unset):  Default: 0.
            per_decision_s (None | Unset):
     """

    initial_s: int
    increment_s: int | Unset = 0
    per_decision_s: None | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        initial_s = self.initial_s

        increment_s = self.increment_s

        per_decision_s = self.per_decision_s


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "initial_s": initial_s,
        })
        if increment_s is not UNSET:
            field_dict["increment_s"] = increment_s
        if per_decision_s is not UNSET:
            field_dict["per_decision_s"] = per_decision_s

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        initial_s = d.pop("initial_s")

        increment_s = d.pop("increment_s", UNSET)

        per_decision_s = d.pop("per_decision_s", UNSET)

        bank_time_control = cls(
            initial_s=initial_s,
            increment_s=increment_s,
            per_decision_s=per_decision_s,
        )

        return bank_time_control

