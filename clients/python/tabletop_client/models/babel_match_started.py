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
  from ..models.babel_options import BabelOptions
  from ..models.bank_time_control import BankTimeControl
  from ..models.per_decision_time_control import PerDecisionTimeControl
  from ..models.seat_info import SeatInfo





T = TypeVar("T", bound="BabelMatchStarted")



@_attrs_define
class BabelMatchStarted:
    """ 
        Attributes:
            game (Literal['babel']):
            match_id (str):
            options (BabelOptions):
            rules_version (int):
            seat (int):
            seats (list[SeatInfo]):
            time_control (BankTimeControl | None | PerDecisionTimeControl):
     """

    game: Literal['babel']
    match_id: str
    options: BabelOptions
    rules_version: int
    seat: int
    seats: list[SeatInfo]
    time_control: BankTimeControl | None | PerDecisionTimeControl
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.babel_options import BabelOptions # noqa: PLC0415
        from ..models.bank_time_control import BankTimeControl # noqa: PLC0415
        from ..models.per_decision_time_control import PerDecisionTimeControl # noqa: PLC0415
        from ..models.seat_info import SeatInfo # noqa: PLC0415
        game = self.game

        match_id = self.match_id

        options = self.options.to_dict()

        rules_version = self.rules_version

        seat = self.seat

        seats = []
        for seats_item_data in self.seats:
            seats_item = seats_item_data.to_dict()
            seats.append(seats_item)



        time_control: dict[str, Any] | None
        if isinstance(self.time_control, PerDecisionTimeControl):
            time_control = self.time_control.to_dict()
        elif isinstance(self.time_control, BankTimeControl):
            time_control = self.time_control.to_dict()
        else:
            time_control = self.time_control


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "game": game,
            "match_id": match_id,
            "options": options,
            "rules_version": rules_version,
            "seat": seat,
            "seats": seats,
            "time_control": time_control,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.babel_options import BabelOptions # noqa: PLC0415
        from ..models.bank_time_control import BankTimeControl # noqa: PLC0415
        from ..models.per_decision_time_control import PerDecisionTimeControl # noqa: PLC0415
        from ..models.seat_info import SeatInfo # noqa: PLC0415
        d = dict(src_dict)
        game = cast(Literal['babel'] , d.pop("game"))
        if game != 'babel':
            raise ValueError(f"game must match const 'babel', got '{game}'")

        match_id = d.pop("match_id")

        options = BabelOptions.from_dict(d.pop("options"))




        rules_version = d.pop("rules_version")

        seat = d.pop("seat")

        seats = []
        _seats = d.pop("seats")
        for seats_item_data in (_seats):
            seats_item = SeatInfo.from_dict(seats_item_data)



            seats.append(seats_item)


        def _parse_time_control(data: object) -> BankTimeControl | None | PerDecisionTimeControl:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_time_control_type_0 = PerDecisionTimeControl.from_dict(data)



                return componentsschemas_time_control_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_time_control_type_1 = BankTimeControl.from_dict(data)



                return componentsschemas_time_control_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(BankTimeControl | None | PerDecisionTimeControl, data)

        time_control = _parse_time_control(d.pop("time_control"))


        babel_match_started = cls(
            game=game,
            match_id=match_id,
            options=options,
            rules_version=rules_version,
            seat=seat,
            seats=seats,
            time_control=time_control,
        )


        babel_match_started.additional_properties = d
        return babel_match_started

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
