# Generated from openapi/openapi.json by clients/generate.py (`make client`): do not edit.
from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
  from ..models.player_rating import PlayerRating





T = TypeVar("T", bound="PlayerProfile")



@_attrs_define
class PlayerProfile:
    """ 
        Attributes:
            name (str):
            player_id (str):
            rated_matches (int):
            ratings (list[PlayerRating]):
     """

    name: str
    player_id: str
    rated_matches: int
    ratings: list[PlayerRating]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.player_rating import PlayerRating # noqa: PLC0415
        name = self.name

        player_id = self.player_id

        rated_matches = self.rated_matches

        ratings = []
        for ratings_item_data in self.ratings:
            ratings_item = ratings_item_data.to_dict()
            ratings.append(ratings_item)




        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "name": name,
            "player_id": player_id,
            "rated_matches": rated_matches,
            "ratings": ratings,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.player_rating import PlayerRating # noqa: PLC0415
        d = dict(src_dict)
        name = d.pop("name")

        player_id = d.pop("player_id")

        rated_matches = d.pop("rated_matches")

        ratings = []
        _ratings = d.pop("ratings")
        for ratings_item_data in (_ratings):
            ratings_item = PlayerRating.from_dict(ratings_item_data)



            ratings.append(ratings_item)


        player_profile = cls(
            name=name,
            player_id=player_id,
            rated_matches=rated_matches,
            ratings=ratings,
        )


        player_profile.additional_properties = d
        return player_profile

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
