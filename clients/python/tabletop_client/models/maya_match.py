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

if TYPE_CHECKING:
  from ..models.bank_time_control import BankTimeControl
  from ..models.match_result import MatchResult
  from ..models.maya_view import MayaView
  from ..models.per_decision_time_control import PerDecisionTimeControl
  from ..models.rating_change import RatingChange
  from ..models.seat_clock_info import SeatClockInfo
  from ..models.seat_info import SeatInfo





T = TypeVar("T", bound="MayaMatch")



@_attrs_define
class MayaMatch:
    """ 
        Attributes:
            abortable (bool):
            clocks (list[SeatClockInfo] | None):
            forfeited (list[int]):
            game (str):
            match_id (str):
            rating_changes (list[RatingChange] | None):
            result (MatchResult | None):
            rules_version (int):
            seats (list[SeatInfo]):
            seed (None | str):
            seed_commitment (None | str):
            seed_nonce (None | str):
            seed_source (SeedSource): Who chose a match's seed.
            state (MayaView | None):
            status (MatchStatus):
            time_control (BankTimeControl | None | PerDecisionTimeControl):
            to_move (list[int]):
            version (int):
            viewer (int | None):
     """

    abortable: bool
    clocks: list[SeatClockInfo] | None
    forfeited: list[int]
    game: str
    match_id: str
    rating_changes: list[RatingChange] | None
    result: MatchResult | None
    rules_version: int
    seats: list[SeatInfo]
    seed: None | str
    seed_commitment: None | str
    seed_nonce: None | str
    seed_source: SeedSource
    state: MayaView | None
    status: MatchStatus
    time_control: BankTimeControl | None | PerDecisionTimeControl
    to_move: list[int]
    version: int
    viewer: int | None
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.bank_time_control import BankTimeControl # noqa: PLC0415
        from ..models.match_result import MatchResult # noqa: PLC0415
        from ..models.maya_view import MayaView # noqa: PLC0415
        from ..models.per_decision_time_control import PerDecisionTimeControl # noqa: PLC0415
        from ..models.rating_change import RatingChange # noqa: PLC0415
        from ..models.seat_clock_info import SeatClockInfo # noqa: PLC0415
        from ..models.seat_info import SeatInfo # noqa: PLC0415
        abortable = self.abortable

        clocks: list[dict[str, Any]] | None
        if isinstance(self.clocks, list):
            clocks = []
            for clocks_type_0_item_data in self.clocks:
                clocks_type_0_item = clocks_type_0_item_data.to_dict()
                clocks.append(clocks_type_0_item)


        else:
            clocks = self.clocks

        forfeited = self.forfeited



        game = self.game

        match_id = self.match_id

        rating_changes: list[dict[str, Any]] | None
        if isinstance(self.rating_changes, list):
            rating_changes = []
            for rating_changes_type_0_item_data in self.rating_changes:
                rating_changes_type_0_item = rating_changes_type_0_item_data.to_dict()
                rating_changes.append(rating_changes_type_0_item)


        else:
            rating_changes = self.rating_changes

        result: dict[str, Any] | None
        if isinstance(self.result, MatchResult):
            result = self.result.to_dict()
        else:
            result = self.result

        rules_version = self.rules_version

        seats = []
        for seats_item_data in self.seats:
            seats_item = seats_item_data.to_dict()
            seats.append(seats_item)



        seed: None | str
        seed = self.seed

        seed_commitment: None | str
        seed_commitment = self.seed_commitment

        seed_nonce: None | str
        seed_nonce = self.seed_nonce

        seed_source = self.seed_source.value

        state: dict[str, Any] | None
        if isinstance(self.state, MayaView):
            state = self.state.to_dict()
        else:
            state = self.state

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

        viewer: int | None
        viewer = self.viewer


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "abortable": abortable,
            "clocks": clocks,
            "forfeited": forfeited,
            "game": game,
            "match_id": match_id,
            "rating_changes": rating_changes,
            "result": result,
            "rules_version": rules_version,
            "seats": seats,
            "seed": seed,
            "seed_commitment": seed_commitment,
            "seed_nonce": seed_nonce,
            "seed_source": seed_source,
            "state": state,
            "status": status,
            "time_control": time_control,
            "to_move": to_move,
            "version": version,
            "viewer": viewer,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.bank_time_control import BankTimeControl # noqa: PLC0415
        from ..models.match_result import MatchResult # noqa: PLC0415
        from ..models.maya_view import MayaView # noqa: PLC0415
        from ..models.per_decision_time_control import PerDecisionTimeControl # noqa: PLC0415
        from ..models.rating_change import RatingChange # noqa: PLC0415
        from ..models.seat_clock_info import SeatClockInfo # noqa: PLC0415
        from ..models.seat_info import SeatInfo # noqa: PLC0415
        d = dict(src_dict)
        abortable = d.pop("abortable")

        def _parse_clocks(data: object) -> list[SeatClockInfo] | None:
            if data is None:
                return data
            try:
                if not isinstance(data, list):
                    raise TypeError()
                clocks_type_0 = []
                _clocks_type_0 = data
                for clocks_type_0_item_data in (_clocks_type_0):
                    clocks_type_0_item = SeatClockInfo.from_dict(clocks_type_0_item_data)



                    clocks_type_0.append(clocks_type_0_item)

                return clocks_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(list[SeatClockInfo] | None, data)

        clocks = _parse_clocks(d.pop("clocks"))


        forfeited = cast(list[int], d.pop("forfeited"))


        game = d.pop("game")

        match_id = d.pop("match_id")

        def _parse_rating_changes(data: object) -> list[RatingChange] | None:
            if data is None:
                return data
            try:
                if not isinstance(data, list):
                    raise TypeError()
                rating_changes_type_0 = []
                _rating_changes_type_0 = data
                for rating_changes_type_0_item_data in (_rating_changes_type_0):
                    rating_changes_type_0_item = RatingChange.from_dict(rating_changes_type_0_item_data)



                    rating_changes_type_0.append(rating_changes_type_0_item)

                return rating_changes_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(list[RatingChange] | None, data)

        rating_changes = _parse_rating_changes(d.pop("rating_changes"))


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


        rules_version = d.pop("rules_version")

        seats = []
        _seats = d.pop("seats")
        for seats_item_data in (_seats):
            seats_item = SeatInfo.from_dict(seats_item_data)



            seats.append(seats_item)


        def _parse_seed(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        seed = _parse_seed(d.pop("seed"))


        def _parse_seed_commitment(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        seed_commitment = _parse_seed_commitment(d.pop("seed_commitment"))


        def _parse_seed_nonce(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        seed_nonce = _parse_seed_nonce(d.pop("seed_nonce"))


        seed_source = SeedSource(d.pop("seed_source"))




        def _parse_state(data: object) -> MayaView | None:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                state_type_0 = MayaView.from_dict(data)



                return state_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(MayaView | None, data)

        state = _parse_state(d.pop("state"))


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

        def _parse_viewer(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        viewer = _parse_viewer(d.pop("viewer"))


        maya_match = cls(
            abortable=abortable,
            clocks=clocks,
            forfeited=forfeited,
            game=game,
            match_id=match_id,
            rating_changes=rating_changes,
            result=result,
            rules_version=rules_version,
            seats=seats,
            seed=seed,
            seed_commitment=seed_commitment,
            seed_nonce=seed_nonce,
            seed_source=seed_source,
            state=state,
            status=status,
            time_control=time_control,
            to_move=to_move,
            version=version,
            viewer=viewer,
        )


        maya_match.additional_properties = d
        return maya_match

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
