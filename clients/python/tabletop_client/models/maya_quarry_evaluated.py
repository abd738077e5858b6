# Generated from openapi/openapi.json by clients/generate.py (`make client`): do not edit.
from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast
from typing import Literal, cast

if TYPE_CHECKING:
  from ..models.maya_award import MayaAward
  from ..models.maya_score import MayaScore





T = TypeVar("T", bound="MayaQuarryEvaluated")



@_attrs_define
class MayaQuarryEvaluated:
    """ 
        Attributes:
            awards (list[MayaAward]):
            marker_to (int | None):
            points (list[MayaScore]):
            quarry (int):
            type_ (Literal['quarry_evaluated']):
     """

    awards: list[MayaAward]
    marker_to: int | None
    points: list[MayaScore]
    quarry: int
    type_: Literal['quarry_evaluated']
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.maya_award import MayaAward # noqa: PLC0415
        from ..models.maya_score import MayaScore # noqa: PLC0415
        awards = []
        for awards_item_data in self.awards:
            awards_item = awards_item_data.to_dict()
            awards.append(awards_item)



        marker_to: int | None
        marker_to = self.marker_to

        points = []
        for points_item_data in self.points:
            points_item = points_item_data.to_dict()
            points.append(points_item)



        quarry = self.quarry

        type_ = self.type_


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "awards": awards,
            "marker_to": marker_to,
            "points": points,
            "quarry": quarry,
            "type": type_,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.maya_award import MayaAward # noqa: PLC0415
        from ..models.maya_score import MayaScore # noqa: PLC0415
        d = dict(src_dict)
        awards = []
        _awards = d.pop("awards")
        for awards_item_data in (_awards):
            awards_item = MayaAward.from_dict(awards_item_data)



            awards.append(awards_item)


        def _parse_marker_to(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        marker_to = _parse_marker_to(d.pop("marker_to"))


        points = []
        _points = d.pop("points")
        for points_item_data in (_points):
            points_item = MayaScore.from_dict(points_item_data)



            points.append(points_item)


        quarry = d.pop("quarry")

        type_ = cast(Literal['quarry_evaluated'] , d.pop("type"))
        if type_ != 'quarry_evaluated':
            raise ValueError(f"type must match const 'quarry_evaluated', got '{type_}'")

        maya_quarry_evaluated = cls(
            awards=awards,
            marker_to=marker_to,
            points=points,
            quarry=quarry,
            type_=type_,
        )


        maya_quarry_evaluated.additional_properties = d
        return maya_quarry_evaluated

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
