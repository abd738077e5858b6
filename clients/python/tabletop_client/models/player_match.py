# Generated from openapi/openapi.json by clients/generate.py (`make client`): do not edit.
from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.match_status import MatchStatus
from ..models.seed_source import SeedSource
from typing import cast
import datetime

if TYPE_CHECKING:
  from ..models.bank_time_control import BankTimeControl
  from ..models.per_decision_time_control import PerDecisionTimeControl





T = TypeVar("T", bound="PlayerMatch")



@_attrs_define
class PlayerMatch:
    """ 
        Attributes:
            created_at (datetime.datetime):
            game (str):
            match_id (str):
            my_turn (bool):
            rules_version (int):
            seat (int):
            seats (list[None | str]):
            seed_commitment (None | str):
            seed_source (SeedSource): Who chose a match's seed.
            status (MatchStatus):
            time_control (BankTimeControl | None | PerDecisionTimeControl):
            to_move (list[int]):
            version (int):
     """

    created_at: datetime.datetime
    game: str
    match_id: str
    my_turn: bool
    rules_version: int
    seat: int
    seats: list[None | str]
    seed_commitment: None | str
    seed_source: SeedSource
    status: MatchStatus
    time_control: BankTimeControl | None | PerDecisionTimeControl
    to_move: list[int]
    version: int
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.bank_time_control import BankTimeControl # noqa: PLC0415
        from ..models.per_decision_time_control import PerDecisionTimeControl # noqa: PLC0415
        created_at = self.created_at.isoformat()

        game = self.game

        match_id = self.match_id

        my_turn = self.my_turn

        rules_version = self.rules_version

        seat = self.seat

        seats = []
        for seats_item_data in self.seats:
            seats_item: None | str
            seats_item = seats_item_data
            seats.append(seats_item)



        seed_commitment: None | str
        seed_commitment = self.seed_commitment

        seed_source = self.seed_source.value

        status = self.status.value

        time_control: dict[str, Any] | None
        if isinstance(self.time_control, PerDecisionTimeControl):
            time_control = self.time_control.to_dict()
        elif isinstance(self.time_control, BankTimeControl):
            time_control = self.time_control.to_dict()
        else:
            time_control = self.time_control

        to_move = self.to_move



        version = self.version


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "created_at": created_at,
            "game": game,
            "match_id": match_id,
            "my_turn": my_turn,
            "rules_version": rules_version,
            "seat": seat,
            "seats": seats,
            "seed_commitment": seed_commitment,
            "seed_source": seed_source,
            "status": status,
            "time_control": time_control,
            "to_move": to_move,
            "version": version,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.bank_time_control import BankTimeControl # noqa: PLC0415
        from ..models.per_decision_time_control import PerDecisionTimeControl # noqa: PLC0415
        d = dict(src_dict)
        created_at = datetime.datetime.fromisoformat(d.pop("created_at"))




        game = d.pop("game")

        match_id = d.pop("match_id")

        my_turn = d.pop("my_turn")

        rules_version = d.pop("rules_version")

        seat = d.pop("seat")

        seats = []
        _seats = d.pop("seats")
        for seats_item_data in (_seats):
            def _parse_seats_item(data: object) -> None | str:
                if data is None:
                    return data
                return cast(None | str, data)

            seats_item = _parse_seats_item(seats_item_data)

            seats.append(seats_item)


        def _parse_seed_commitment(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        seed_commitment = _parse_seed_commitment(d.pop("seed_commitment"))


        seed_source = SeedSource(d.pop("seed_source"))




        status = MatchStatus(d.pop("status"))




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


        to_move = cast(list[int], d.pop("to_move"))


        version = d.pop("version")

        player_match = cls(
            created_at=created_at,
            game=game,
            match_id=match_id,
            my_turn=my_turn,
            rules_version=rules_version,
            seat=seat,
            seats=seats,
            seed_commitment=seed_commitment,
            seed_source=seed_source,
            status=status,
            time_control=time_control,
            to_move=to_move,
            version=version,
        )


        player_match.additional_properties = d
        return player_match

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
