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
  from ..models.bali_event_record import BaliEventRecord
  from ..models.bali_export_action import BaliExportAction
  from ..models.bali_options import BaliOptions
  from ..models.export_seat import ExportSeat





T = TypeVar("T", bound="BaliExport")



@_attrs_define
class BaliExport:
    """ 
        Attributes:
            actions (list[BaliExportAction] | None):
            created_at (datetime.datetime):
            events (list[BaliEventRecord]):
            format_ (str):
            game (str):
            match_id (str):
            options (BaliOptions):
            rules_version (int):
            seats (list[ExportSeat]):
            seed (None | str):
            seed_commitment (None | str):
            seed_nonce (None | str):
            seed_source (SeedSource): Who chose a match's seed.
            status (MatchStatus):
     """

    actions: list[BaliExportAction] | None
    created_at: datetime.datetime
    events: list[BaliEventRecord]
    format_: str
    game: str
    match_id: str
    options: BaliOptions
    rules_version: int
    seats: list[ExportSeat]
    seed: None | str
    seed_commitment: None | str
    seed_nonce: None | str
    seed_source: SeedSource
    status: MatchStatus
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.bali_event_record import BaliEventRecord # noqa: PLC0415
        from ..models.bali_export_action import BaliExportAction # noqa: PLC0415
        from ..models.bali_options import BaliOptions # noqa: PLC0415
        from ..models.export_seat import ExportSeat # noqa: PLC0415
        actions: list[dict[str, Any]] | None
        if isinstance(self.actions, list):
            actions = []
            for actions_type_0_item_data in self.actions:
                actions_type_0_item = actions_type_0_item_data.to_dict()
                actions.append(actions_type_0_item)


        else:
            actions = self.actions

        created_at = self.created_at.isoformat()

        events = []
        for events_item_data in self.events:
            events_item = events_item_data.to_dict()
            events.append(events_item)



        format_ = self.format_

        game = self.game

        match_id = self.match_id

        options = self.options.to_dict()

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

        status = self.status.value


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "actions": actions,
            "created_at": created_at,
            "events": events,
            "format": format_,
            "game": game,
            "match_id": match_id,
            "options": options,
            "rules_version": rules_version,
            "seats": seats,
            "seed": seed,
            "seed_commitment": seed_commitment,
            "seed_nonce": seed_nonce,
            "seed_source": seed_source,
            "status": status,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.bali_event_record import BaliEventRecord # noqa: PLC0415
        from ..models.bali_export_action import BaliExportAction # noqa: PLC0415
        from ..models.bali_options import BaliOptions # noqa: PLC0415
        from ..models.export_seat import ExportSeat # noqa: PLC0415
        d = dict(src_dict)
        def _parse_actions(data: object) -> list[BaliExportAction] | None:
            if data is None:
                return data
            try:
                if not isinstance(data, list):
                    raise TypeError()
                actions_type_0 = []
                _actions_type_0 = data
                for actions_type_0_item_data in (_actions_type_0):
                    actions_type_0_item = BaliExportAction.from_dict(actions_type_0_item_data)



                    actions_type_0.append(actions_type_0_item)

                return actions_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(list[BaliExportAction] | None, data)

        actions = _parse_actions(d.pop("actions"))


        created_at = datetime.datetime.fromisoformat(d.pop("created_at"))




        events = []
        _events = d.pop("events")
        for events_item_data in (_events):
            events_item = BaliEventRecord.from_dict(events_item_data)



            events.append(events_item)


        format_ = d.pop("format")

        game = d.pop("game")

        match_id = d.pop("match_id")

        options = BaliOptions.from_dict(d.pop("options"))




        rules_version = d.pop("rules_version")

        seats = []
        _seats = d.pop("seats")
        for seats_item_data in (_seats):
            seats_item = ExportSeat.from_dict(seats_item_data)



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




        status = MatchStatus(d.pop("status"))




        bali_export = cls(
            actions=actions,
            created_at=created_at,
            events=events,
            format_=format_,
            game=game,
            match_id=match_id,
            options=options,
            rules_version=rules_version,
            seats=seats,
            seed=seed,
            seed_commitment=seed_commitment,
            seed_nonce=seed_nonce,
            seed_source=seed_source,
            status=status,
        )


        bali_export.additional_properties = d
        return bali_export

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
