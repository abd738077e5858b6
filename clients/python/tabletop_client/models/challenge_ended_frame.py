# Generated from openapi/openapi.json by clients/generate.py (`make client`): do not edit.
from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.challenge_status import ChallengeStatus
from typing import cast






T = TypeVar("T", bound="ChallengeEndedFrame")



@_attrs_define
class ChallengeEndedFrame:
    """ 
        Attributes:
            challenge_id (str):
            game (str):
            match_id (None | str):
            reason (None | str):
            status (ChallengeStatus):
     """

    challenge_id: str
    game: str
    match_id: None | str
    reason: None | str
    status: ChallengeStatus
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        challenge_id = self.challenge_id

        game = self.game

        match_id: None | str
        match_id = self.match_id

        reason: None | str
        reason = self.reason

        status = self.status.value


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "challenge_id": challenge_id,
            "game": game,
            "match_id": match_id,
            "reason": reason,
            "status": status,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        challenge_id = d.pop("challenge_id")

        game = d.pop("game")

        def _parse_match_id(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        match_id = _parse_match_id(d.pop("match_id"))


        def _parse_reason(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        reason = _parse_reason(d.pop("reason"))


        status = ChallengeStatus(d.pop("status"))




        challenge_ended_frame = cls(
            challenge_id=challenge_id,
            game=game,
            match_id=match_id,
            reason=reason,
            status=status,
        )


        challenge_ended_frame.additional_properties = d
        return challenge_ended_frame

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
