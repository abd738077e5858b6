# Generated from openapi/openapi.json by clients/generate.py (`make client`): do not edit.
from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.babel_end_reason import BabelEndReason
from ..models.babel_people import BabelPeople
from ..models.babel_phase import BabelPhase
from typing import cast

if TYPE_CHECKING:
  from ..models.babel_side_view import BabelSideView





T = TypeVar("T", bound="BabelView")



@_attrs_define
class BabelView:
    """ 
        Attributes:
            current (int):
            end_reason (BabelEndReason | None):
            halving (int):
            migrated (bool):
            people_discard (list[BabelPeople]):
            people_pile_count (int):
            phase (BabelPhase):
            sides (list[BabelSideView]):
            temple_pile_count (int):
            to_move (list[int]):
            turn (int):
            viewer (int | None):
            winners (list[int]):
     """

    current: int
    end_reason: BabelEndReason | None
    halving: int
    migrated: bool
    people_discard: list[BabelPeople]
    people_pile_count: int
    phase: BabelPhase
    sides: list[BabelSideView]
    temple_pile_count: int
    to_move: list[int]
    turn: int
    viewer: int | None
    winners: list[int]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.babel_side_view import BabelSideView # noqa: PLC0415
        current = self.current

        end_reason: None | str
        if isinstance(self.end_reason, BabelEndReason):
            end_reason = self.end_reason.value
        else:
            end_reason = self.end_reason

        halving = self.halving

        migrated = self.migrated

        people_discard = []
        for people_discard_item_data in self.people_discard:
            people_discard_item = people_discard_item_data.value
            people_discard.append(people_discard_item)



        people_pile_count = self.people_pile_count

        phase = self.phase.value

        sides = []
        for sides_item_data in self.sides:
            sides_item = sides_item_data.to_dict()
            sides.append(sides_item)



        temple_pile_count = self.temple_pile_count

        to_move = self.to_move



        turn = self.turn

        viewer: int | None
        viewer = self.viewer

        winners = self.winners




        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "current": current,
            "end_reason": end_reason,
            "halving": halving,
            "migrated": migrated,
            "people_discard": people_discard,
            "people_pile_count": people_pile_count,
            "phase": phase,
            "sides": sides,
            "temple_pile_count": temple_pile_count,
            "to_move": to_move,
            "turn": turn,
            "viewer": viewer,
            "winners": winners,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.babel_side_view import BabelSideView # noqa: PLC0415
        d = dict(src_dict)
        current = d.pop("current")

        def _parse_end_reason(data: object) -> BabelEndReason | None:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                end_reason_type_0 = BabelEndReason(data)



                return end_reason_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(BabelEndReason | None, data)

        end_reason = _parse_end_reason(d.pop("end_reason"))


        halving = d.pop("halving")

        migrated = d.pop("migrated")

        people_discard = []
        _people_discard = d.pop("people_discard")
        for people_discard_item_data in (_people_discard):
            people_discard_item = BabelPeople(people_discard_item_data)



            people_discard.append(people_discard_item)


        people_pile_count = d.pop("people_pile_count")

        phase = BabelPhase(d.pop("phase"))




        sides = []
        _sides = d.pop("sides")
        for sides_item_data in (_sides):
            sides_item = BabelSideView.from_dict(sides_item_data)



            sides.append(sides_item)


        temple_pile_count = d.pop("temple_pile_count")

        to_move = cast(list[int], d.pop("to_move"))


        turn = d.pop("turn")

        def _parse_viewer(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        viewer = _parse_viewer(d.pop("viewer"))


        winners = cast(list[int], d.pop("winners"))


        babel_view = cls(
            current=current,
            end_reason=end_reason,
            halving=halving,
            migrated=migrated,
            people_discard=people_discard,
            people_pile_count=people_pile_count,
            phase=phase,
            sides=sides,
            temple_pile_count=temple_pile_count,
            to_move=to_move,
            turn=turn,
            viewer=viewer,
            winners=winners,
        )


        babel_view.additional_properties = d
        return babel_view

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
