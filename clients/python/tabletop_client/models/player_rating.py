# Generated from openapi/openapi.json by clients/generate.py (`make client`): do not edit.
from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset







T = TypeVar("T", bound="PlayerRating")



@_attrs_define
class PlayerRating:
    """ 
        Attributes:
            game (str):
            matches (int):
            mu (float):
            provisional (bool):
            rating (float):
            sigma (float):
     """

    game: str
    matches: int
    mu: float
    provisional: bool
    rating: float
    sigma: float
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        game = self.game

        matches = self.matches

        mu = self.mu

        provisional = self.provisional

        rating = self.rating

        sigma = self.sigma


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "game": game,
            "matches": matches,
            "mu": mu,
            "provisional": provisional,
            "rating": rating,
            "sigma": sigma,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        game = d.pop("game")

        matches = d.pop("matches")

        mu = d.pop("mu")

        provisional = d.pop("provisional")

        rating = d.pop("rating")

        sigma = d.pop("sigma")

        player_rating = cls(
            game=game,
            matches=matches,
            mu=mu,
            provisional=provisional,
            rating=rating,
            sigma=sigma,
        )


        player_rating.additional_properties = d
        return player_rating

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
