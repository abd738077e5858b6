# Generated from openapi/openapi.json by clients/generate.py (`make client`): do not edit.
from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset






T = TypeVar("T", bound="PerDecisionTimeControl")



@_attrs_define
class PerDecisionTimeControl:
    """ Each decision within `per_decision_s` seconds

        Attributes:
            per_decision_s (int):
            increment_s (int | Unset):
            initial_s (None | Unset):
     """

    per_decision_s: int
    increment_s: int | Unset = UNSET
    initial_s: None | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        per_decision_s = self.per_decision_s

        increment_s = self.increment_s

        initial_s = self.initial_s


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "per_decision_s": per_decision_s,
        })
        if increment_s is not UNSET:
            field_dict["increment_s"] = increment_s
        if initial_s is not UNSET:
            field_dict["initial_s"] = initial_s

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        per_decision_s = d.pop("per_decision_s")

        increment_s = d.pop("increment_s", UNSET)

        initial_s = d.pop("initial_s", UNSET)

        per_decision_time_control = cls(
            per_decision_s=per_decision_s,
            increment_s=increment_s,
            initial_s=initial_s,
        )

        return per_decision_time_control

