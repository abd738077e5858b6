from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import cast






T = TypeVar("T", bound="TimeControl")



@_attrs_define
class TimeControl:
    """ 
        Attributes:
            increment_s (int | Unset):  Default: 0.
            initial_s (int | None | Unset):
            per_decision_s (int | None | Unset):
     """

    increment_s: int | Unset = 0
    initial_s: int | None | Unset = UNSET
    per_decision_s: int | None | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        increment_s = self.increment_s

        initial_s: int | None | Unset
        if isinstance(self.initial_s, Unset):
            initial_s = UNSET
        else:
            initial_s = self.initial_s

        per_decision_s: int | None | Unset
        if isinstance(self.per_decision_s, Unset):
            per_decision_s = UNSET
        else:
            per_decision_s = self.per_decision_s


        field_dict: dict[str, Any] = {}

        field_dict.update({
        })
        if increment_s is not UNSET:
            field_dict["increment_s"] = increment_s
        if initial_s is not UNSET:
            field_dict["initial_s"] = initial_s
        if per_decision_s is not UNSET:
            field_dict["per_decision_s"] = per_decision_s

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        increment_s = d.pop("increment_s", UNSET)

        def _parse_initial_s(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        initial_s = _parse_initial_s(d.pop("initial_s", UNSET))


        def _parse_per_decision_s(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        per_decision_s = _parse_per_decision_s(d.pop("per_decision_s", UNSET))


        time_control = cls(
            increment_s=increment_s,
            initial_s=initial_s,
            per_decision_s=per_decision_s,
        )

        return time_control

