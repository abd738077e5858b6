# Generated from openapi/openapi.json by clients/generate.py (`make client`): do not edit.
from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset







T = TypeVar("T", bound="LeaderboardEntry")



@_attrs_define
class LeaderboardEntry:
    """ 
        Attributes:
            matches (int):
            mu (float):
            name (str):
            player_id (str):
            provisional (bool):
            rank (int):
            rating (float):
            sigma (float):
     """

    matches: int
    mu: float
    name: str
    player_id: str
    provisional: bool
    rank: int
    rating: float
    sigma: float
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        matches = self.matches

        mu = self.mu

        name = self.name

        player_id = self.player_id

        provisional = self.provisional

        rank = self.rank

        rating = self.rating

        sigma = self.sigma


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "matches": matches,
            "mu": mu,
            "name": name,
            "player_id": player_id,
            "provisional": provisional,
            "rank": rank,
            "rating": rating,
            "sigma": sigma,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        matches = d.pop("matches")

        mu = d.pop("mu")

        name = d.pop("name")

        player_id = d.pop("player_id")

        provisional = d.pop("provisional")

        rank = d.pop("rank")

        rating = d.pop("rating")

        sigma = d.pop("sigma")

        leaderboard_entry = cls(
            matches=matches,
            mu=mu,
            name=name,
            player_id=player_id,
            provisional=provisional,
            rank=rank,
            rating=rating,
            sigma=sigma,
        )


        leaderboard_entry.additional_properties = d
        return leaderboard_entry

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
