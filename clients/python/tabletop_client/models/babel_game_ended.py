# Generated from openapi/openapi.json by clients/generate.py (`make client`): do not edit.
from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.babel_end_reason import BabelEndReason
from typing import cast
from typing import Literal, cast






T = TypeVar("T", bound="BabelGameEnded")



@_attrs_define
class BabelGameEnded:
    """ 
        Attributes:
            reason (BabelEndReason):
            scores (list[int]):
            type_ (Literal['game_ended']):
            winners (list[int]):
     """

    reason: BabelEndReason
    scores: list[int]
    type_: Literal['game_ended']
    winners: list[int]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        reason = self.reason.value

        scores = self.scores



        type_ = self.type_

        winners = self.winners




        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "reason": reason,
            "scores": scores,
            "type": type_,
            "winners": winners,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        reason = BabelEndReason(d.pop("reason"))




        scores = cast(list[int], d.pop("scores"))


        type_ = cast(Literal['game_ended'] , d.pop("type"))
        if type_ != 'game_ended':
            raise ValueError(f"type must match const 'game_ended', got '{type_}'")

        winners = cast(list[int], d.pop("winners"))


        babel_game_ended = cls(
            reason=reason,
            scores=scores,
            type_=type_,
            winners=winners,
        )


        babel_game_ended.additional_properties = d
        return babel_game_ended

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
