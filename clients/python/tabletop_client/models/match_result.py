# Generated from openapi/openapi.json by clients/generate.py (`make client`): do not edit.
from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.end_reason import EndReason
from typing import cast






T = TypeVar("T", bound="MatchResult")



@_attrs_define
class MatchResult:
    """ 
        Attributes:
            forfeited (list[int]):
            reason (EndReason): Why a match ended.
            scores (list[int] | None):
            winners (list[int]):
     """

    forfeited: list[int]
    reason: EndReason
    scores: list[int] | None
    winners: list[int]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        forfeited = self.forfeited



        reason = self.reason.value

        scores: list[int] | None
        if isinstance(self.scores, list):
            scores = self.scores


        else:
            scores = self.scores

        winners = self.winners




        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "forfeited": forfeited,
            "reason": reason,
            "scores": scores,
            "winners": winners,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        forfeited = cast(list[int], d.pop("forfeited"))


        reason = EndReason(d.pop("reason"))




        def _parse_scores(data: object) -> list[int] | None:
            if data is None:
                return data
            try:
                if not isinstance(data, list):
                    raise TypeError()
                scores_type_0 = cast(list[int], data)

                return scores_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(list[int] | None, data)

        scores = _parse_scores(d.pop("scores"))


        winners = cast(list[int], d.pop("winners"))


        match_result = cls(
            forfeited=forfeited,
            reason=reason,
            scores=scores,
            winners=winners,
        )


        match_result.additional_properties = d
        return match_result

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
