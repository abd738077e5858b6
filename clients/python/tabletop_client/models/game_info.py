# Generated from openapi/openapi.json by clients/generate.py (`make client`): do not edit.
from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
  from ..models.game_info_options_schema import GameInfoOptionsSchema





T = TypeVar("T", bound="GameInfo")



@_attrs_define
class GameInfo:
    """ 
        Attributes:
            id (str):
            max_players (int):
            min_players (int):
            options_schema (GameInfoOptionsSchema):
            rules_version (int):
            title (str):
     """

    id: str
    max_players: int
    min_players: int
    options_schema: GameInfoOptionsSchema
    rules_version: int
    title: str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.game_info_options_schema import GameInfoOptionsSchema # noqa: PLC0415
        id = self.id

        max_players = self.max_players

        min_players = self.min_players

        options_schema = self.options_schema.to_dict()

        rules_version = self.rules_version

        title = self.title


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "id": id,
            "max_players": max_players,
            "min_players": min_players,
            "options_schema": options_schema,
            "rules_version": rules_version,
            "title": title,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.game_info_options_schema import GameInfoOptionsSchema # noqa: PLC0415
        d = dict(src_dict)
        id = d.pop("id")

        max_players = d.pop("max_players")

        min_players = d.pop("min_players")

        options_schema = GameInfoOptionsSchema.from_dict(d.pop("options_schema"))




        rules_version = d.pop("rules_version")

        title = d.pop("title")

        game_info = cls(
            id=id,
            max_players=max_players,
            min_players=min_players,
            options_schema=options_schema,
            rules_version=rules_version,
            title=title,
        )


        game_info.additional_properties = d
        return game_info

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
