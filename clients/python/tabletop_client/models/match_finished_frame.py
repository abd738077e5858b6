# Generated from openapi/openapi.json by clients/generate.py (`make client`): do not edit.
from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.match_status import MatchStatus
from typing import cast

if TYPE_CHECKING:
  from ..models.match_result import MatchResult





T = TypeVar("T", bound="MatchFinishedFrame")



@_attrs_define
class MatchFinishedFrame:
    """ 
        Attributes:
            game (str):
            match_id (str):
            result (MatchResult | None):
            seat (int):
            status (MatchStatus):
     """

    game: str
    match_id: str
    result: MatchResult | None
    seat: int
    status: MatchStatus
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.match_result import MatchResult # noqa: PLC0415
        game = self.game

        match_id = self.match_id

        result: dict[str, Any] | None
        if isinstance(self.result, MatchResult):
            result = self.result.to_dict()
        else:
            result = self.result

        seat = self.seat

        status = self.status.value


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "game": game,
            "match_id": match_id,
            "result": result,
            "seat": seat,
            "status": status,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.match_result import MatchResult # noqa: PLC0415
        d = dict(src_dict)
        game = d.pop("game")

        match_id = d.pop("match_id")

        def _parse_result(data: object) -> MatchResult | None:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                result_type_0 = MatchResult.from_dict(data)



                return result_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(MatchResult | None, data)

        result = _parse_result(d.pop("result"))


        seat = d.pop("seat")

        status = MatchStatus(d.pop("status"))




        match_finished_frame = cls(
            game=game,
            match_id=match_id,
            result=result,
            seat=seat,
            status=status,
        )


        match_finished_frame.additional_properties = d
        return match_finished_frame

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
