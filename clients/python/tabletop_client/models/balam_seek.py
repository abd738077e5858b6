# Generated from openapi/openapi.json by clients/generate.py (`make client`): do not edit.
from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast
from typing import Literal, cast
import datetime

if TYPE_CHECKING:
  from ..models.balam_options import BalamOptions
  from ..models.bank_time_control import BankTimeControl
  from ..models.per_decision_time_control import PerDecisionTimeControl





T = TypeVar("T", bound="BalamSeek")



@_attrs_define
class BalamSeek:
    """ 
        Attributes:
            created_at (datetime.datetime):
            expires_at (datetime.datetime):
            game (Literal['balam']):
            match_id (None | str):
            options (BalamOptions):
            players (int):
            rated (bool):
            rating_range (float | None):
            seek_id (str):
            time_control (BankTimeControl | None | PerDecisionTimeControl):
     """

    created_at: datetime.datetime
    expires_at: datetime.datetime
    game: Literal['balam']
    match_id: None | str
    options: BalamOptions
    players: int
    rated: bool
    rating_range: float | None
    seek_id: str
    time_control: BankTimeControl | None | PerDecisionTimeControl
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.balam_options import BalamOptions # noqa: PLC0415
        from ..models.bank_time_control import BankTimeControl # noqa: PLC0415
        from ..models.per_decision_time_control import PerDecisionTimeControl # noqa: PLC0415
        created_at = self.created_at.isoformat()

        expires_at = self.expires_at.isoformat()

        game = self.game

        match_id: None | str
        match_id = self.match_id

        options = self.options.to_dict()

        players = self.players

        rated = self.rated

        rating_range: float | None
        rating_range = self.rating_range

        seek_id = self.seek_id

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
            "created_at": created_at,
            "expires_at": expires_at,
            "game": game,
            "match_id": match_id,
            "options": options,
            "players": players,
            "rated": rated,
            "rating_range": rating_range,
            "seek_id": seek_id,
            "time_control": time_control,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.balam_options import BalamOptions # noqa: PLC0415
        from ..models.bank_time_control import BankTimeControl # noqa: PLC0415
        from ..models.per_decision_time_control import PerDecisionTimeControl # noqa: PLC0415
        d = dict(src_dict)
        created_at = datetime.datetime.fromisoformat(d.pop("created_at"))




        expires_at = datetime.datetime.fromisoformat(d.pop("expires_at"))




        game = cast(Literal['balam'] , d.pop("game"))
        if game != 'balam':
            raise ValueError(f"game must match const 'balam', got '{game}'")

        def _parse_match_id(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        match_id = _parse_match_id(d.pop("match_id"))


        options = BalamOptions.from_dict(d.pop("options"))




        players = d.pop("players")

        rated = d.pop("rated")

        def _parse_rating_range(data: object) -> float | None:
            if data is None:
                return data
            return cast(float | None, data)

        rating_range = _parse_rating_range(d.pop("rating_range"))


        seek_id = d.pop("seek_id")

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


        balam_seek = cls(
            created_at=created_at,
            expires_at=expires_at,
            game=game,
            match_id=match_id,
            options=options,
            players=players,
            rated=rated,
            rating_range=rating_range,
            seek_id=seek_id,
            time_control=time_control,
        )


        balam_seek.additional_properties = d
        return balam_seek

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
