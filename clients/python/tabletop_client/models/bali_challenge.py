# Generated from openapi/openapi.json by clients/generate.py (`make client`): do not edit.
from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.challenge_status import ChallengeStatus
from typing import cast
from typing import Literal, cast
import datetime

if TYPE_CHECKING:
  from ..models.bali_options import BaliOptions
  from ..models.bank_time_control import BankTimeControl
  from ..models.challenge_player import ChallengePlayer
  from ..models.per_decision_time_control import PerDecisionTimeControl





T = TypeVar("T", bound="BaliChallenge")



@_attrs_define
class BaliChallenge:
    """ 
        Attributes:
            challenge_id (str):
            challenger (ChallengePlayer):
            created_at (datetime.datetime):
            expires_at (datetime.datetime):
            game (Literal['bali']):
            match_id (None | str):
            opponents (list[ChallengePlayer]):
            options (BaliOptions):
            rated (bool):
            reason (None | str):
            seats (list[str] | None):
            status (ChallengeStatus):
            time_control (BankTimeControl | None | PerDecisionTimeControl):
     """

    challenge_id: str
    challenger: ChallengePlayer
    created_at: datetime.datetime
    expires_at: datetime.datetime
    game: Literal['bali']
    match_id: None | str
    opponents: list[ChallengePlayer]
    options: BaliOptions
    rated: bool
    reason: None | str
    seats: list[str] | None
    status: ChallengeStatus
    time_control: BankTimeControl | None | PerDecisionTimeControl
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.bali_options import BaliOptions # noqa: PLC0415
        from ..models.bank_time_control import BankTimeControl # noqa: PLC0415
        from ..models.challenge_player import ChallengePlayer # noqa: PLC0415
        from ..models.per_decision_time_control import PerDecisionTimeControl # noqa: PLC0415
        challenge_id = self.challenge_id

        challenger = self.challenger.to_dict()

        created_at = self.created_at.isoformat()

        expires_at = self.expires_at.isoformat()

        game = self.game

        match_id: None | str
        match_id = self.match_id

        opponents = []
        for opponents_item_data in self.opponents:
            opponents_item = opponents_item_data.to_dict()
            opponents.append(opponents_item)



        options = self.options.to_dict()

        rated = self.rated

        reason: None | str
        reason = self.reason

        seats: list[str] | None
        if isinstance(self.seats, list):
            seats = self.seats


        else:
            seats = self.seats

        status = self.status.value

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
            "challenge_id": challenge_id,
            "challenger": challenger,
            "created_at": created_at,
            "expires_at": expires_at,
            "game": game,
            "match_id": match_id,
            "opponents": opponents,
            "options": options,
            "rated": rated,
            "reason": reason,
            "seats": seats,
            "status": status,
            "time_control": time_control,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.bali_options import BaliOptions # noqa: PLC0415
        from ..models.bank_time_control import BankTimeControl # noqa: PLC0415
        from ..models.challenge_player import ChallengePlayer # noqa: PLC0415
        from ..models.per_decision_time_control import PerDecisionTimeControl # noqa: PLC0415
        d = dict(src_dict)
        challenge_id = d.pop("challenge_id")

        challenger = ChallengePlayer.from_dict(d.pop("challenger"))




        created_at = datetime.datetime.fromisoformat(d.pop("created_at"))




        expires_at = datetime.datetime.fromisoformat(d.pop("expires_at"))




        game = cast(Literal['bali'] , d.pop("game"))
        if game != 'bali':
            raise ValueError(f"game must match const 'bali', got '{game}'")

        def _parse_match_id(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        match_id = _parse_match_id(d.pop("match_id"))


        opponents = []
        _opponents = d.pop("opponents")
        for opponents_item_data in (_opponents):
            opponents_item = ChallengePlayer.from_dict(opponents_item_data)



            opponents.append(opponents_item)


        options = BaliOptions.from_dict(d.pop("options"))




        rated = d.pop("rated")

        def _parse_reason(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        reason = _parse_reason(d.pop("reason"))


        def _parse_seats(data: object) -> list[str] | None:
            if data is None:
                return data
            try:
                if not isinstance(data, list):
                    raise TypeError()
                seats_type_0 = cast(list[str], data)

                return seats_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(list[str] | None, data)

        seats = _parse_seats(d.pop("seats"))


        status = ChallengeStatus(d.pop("status"))




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


        bali_challenge = cls(
            challenge_id=challenge_id,
            challenger=challenger,
            created_at=created_at,
            expires_at=expires_at,
            game=game,
            match_id=match_id,
            opponents=opponents,
            options=options,
            rated=rated,
            reason=reason,
            seats=seats,
            status=status,
            time_control=time_control,
        )


        bali_challenge.additional_properties = d
        return bali_challenge

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
