# Generated from openapi/openapi.json by clients/generate.py (`make client`): do not edit.
from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.answer import Answer
from typing import cast






T = TypeVar("T", bound="ChallengePlayer")



@_attrs_define
class ChallengePlayer:
    """ 
        Attributes:
            answer (Answer | None):
            name (str):
            player_id (str):
     """

    answer: Answer | None
    name: str
    player_id: str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        answer: None | str
        if isinstance(self.answer, Answer):
            answer = self.answer.value
        else:
            answer = self.answer

        name = self.name

        player_id = self.player_id


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "answer": answer,
            "name": name,
            "player_id": player_id,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        def _parse_answer(data: object) -> Answer | None:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                answer_type_0 = Answer(data)



                return answer_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(Answer | None, data)

        answer = _parse_answer(d.pop("answer"))


        name = d.pop("name")

        player_id = d.pop("player_id")

        challenge_player = cls(
            answer=answer,
            name=name,
            player_id=player_id,
        )


        challenge_player.additional_properties = d
        return challenge_player

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
