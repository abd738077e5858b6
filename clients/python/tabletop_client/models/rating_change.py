# Generated from openapi/openapi.json by clients/generate.py (`make client`): do not edit.
from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset







T = TypeVar("T", bound="RatingChange")



@_attrs_define
class RatingChange:
    """ 
        Attributes:
            mu_after (float):
            mu_before (float):
            player_id (str):
            rank (int):
            rating_after (float):
            rating_before (float):
            seat (int):
            sigma_after (float):
            sigma_before (float):
     """

    mu_after: float
    mu_before: float
    player_id: str
    rank: int
    rating_after: float
    rating_before: float
    seat: int
    sigma_after: float
    sigma_before: float
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        mu_after = self.mu_after

        mu_before = self.mu_before

        player_id = self.player_id

        rank = self.rank

        rating_after = self.rating_after

        rating_before = self.rating_before

        seat = self.seat

        sigma_after = self.sigma_after

        sigma_before = self.sigma_before


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "mu_after": mu_after,
            "mu_before": mu_before,
            "player_id": player_id,
            "rank": rank,
            "rating_after": rating_after,
            "rating_before": rating_before,
            "seat": seat,
            "sigma_after": sigma_after,
            "sigma_before": sigma_before,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        mu_after = d.pop("mu_after")

        mu_before = d.pop("mu_before")

        player_id = d.pop("player_id")

        rank = d.pop("rank")

        rating_after = d.pop("rating_after")

        rating_before = d.pop("rating_before")

        seat = d.pop("seat")

        sigma_after = d.pop("sigma_after")

        sigma_before = d.pop("sigma_before")

        rating_change = cls(
            mu_after=mu_after,
            mu_before=mu_before,
            player_id=player_id,
            rank=rank,
            rating_after=rating_after,
            rating_before=rating_before,
            seat=seat,
            sigma_after=sigma_after,
            sigma_before=sigma_before,
        )


        rating_change.additional_properties = d
        return rating_change

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
