# Generated from openapi/openapi.json by clients/generate.py (`make client`): do not edit.
from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import cast






T = TypeVar("T", bound="BalamOptions")



@_attrs_define
class BalamOptions:
    """ 
        Attributes:
            ball_games (int | None | Unset):
            board (list[str] | Unset):
     """

    ball_games: int | None | Unset = UNSET
    board: list[str] | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        ball_games: int | None | Unset
        if isinstance(self.ball_games, Unset):
            ball_games = UNSET
        else:
            ball_games = self.ball_games

        board: list[str] | Unset = UNSET
        if not isinstance(self.board, Unset):
            board = self.board




        field_dict: dict[str, Any] = {}

        field_dict.update({
        })
        if ball_games is not UNSET:
            field_dict["ball_games"] = ball_games
        if board is not UNSET:
            field_dict["board"] = board

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        def _parse_ball_games(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        ball_games = _parse_ball_games(d.pop("ball_games", UNSET))


        board = cast(list[str], d.pop("board", UNSET))


        balam_options = cls(
            ball_games=ball_games,
            board=board,
        )

        return balam_options

