# Generated from openapi/openapi.json by clients/generate.py (`make client`): do not edit.
from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
  from ..models.bank_time_control import BankTimeControl
  from ..models.maya_options import MayaOptions
  from ..models.per_decision_time_control import PerDecisionTimeControl





T = TypeVar("T", bound="MayaNewSeek")



@_attrs_define
class MayaNewSeek:
    """ 
        Attributes:
            players (int):
            entropy (None | str | Unset):
            options (MayaOptions | None | Unset):
            rated (bool | Unset):  Default: False.
            rating_range (float | None | Unset):
            time_control (BankTimeControl | None | PerDecisionTimeControl | Unset):
     """

    players: int
    entropy: None | str | Unset = UNSET
    options: MayaOptions | None | Unset = UNSET
    rated: bool | Unset = False
    rating_range: float | None | Unset = UNSET
    time_control: BankTimeControl | None | PerDecisionTimeControl | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        from ..models.bank_time_control import BankTimeControl # noqa: PLC0415
        from ..models.maya_options import MayaOptions # noqa: PLC0415
        from ..models.per_decision_time_control import PerDecisionTimeControl # noqa: PLC0415
        players = self.players

        entropy: None | str | Unset
        if isinstance(self.entropy, Unset):
            entropy = UNSET
        else:
            entropy = self.entropy

        options: dict[str, Any] | None | Unset
        if isinstance(self.options, Unset):
            options = UNSET
        elif isinstance(self.options, MayaOptions):
            options = self.options.to_dict()
        else:
            options = self.options

        rated = self.rated

        rating_range: float | None | Unset
        if isinstance(self.rating_range, Unset):
            rating_range = UNSET
        else:
            rating_range = self.rating_range

        time_control: dict[str, Any] | None | Unset
        if isinstance(self.time_control, Unset):
            time_control = UNSET
        elif isinstance(self.time_control, PerDecisionTimeControl):
            time_control = self.time_control.to_dict()
        elif isinstance(self.time_control, BankTimeControl):
            time_control = self.time_control.to_dict()
        else:
            time_control = self.time_control


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "players": players,
        })
        if entropy is not UNSET:
            field_dict["entropy"] = entropy
        if options is not UNSET:
            field_dict["options"] = options
        if rated is not UNSET:
            field_dict["rated"] = rated
        if rating_range is not UNSET:
            field_dict["rating_range"] = rating_range
        if time_control is not UNSET:
            field_dict["time_control"] = time_control

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.bank_time_control import BankTimeControl # noqa: PLC0415
        from ..models.maya_options import MayaOptions # noqa: PLC0415
        from ..models.per_decision_time_control import PerDecisionTimeControl # noqa: PLC0415
        d = dict(src_dict)
        players = d.pop("players")

        def _parse_entropy(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        entropy = _parse_entropy(d.pop("entropy", UNSET))


        def _parse_options(data: object) -> MayaOptions | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                options_type_0 = MayaOptions.from_dict(data)



                return options_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(MayaOptions | None | Unset, data)

        options = _parse_options(d.pop("options", UNSET))


        rated = d.pop("rated", UNSET)

        def _parse_rating_range(data: object) -> float | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(float | None | Unset, data)

        rating_range = _parse_rating_range(d.pop("rating_range", UNSET))


        def _parse_time_control(data: object) -> BankTimeControl | None | PerDecisionTimeControl | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
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
            return cast(BankTimeControl | None | PerDecisionTimeControl | Unset, data)

        time_control = _parse_time_control(d.pop("time_control", UNSET))


        maya_new_seek = cls(
            players=players,
            entropy=entropy,
            options=options,
            rated=rated,
            rating_range=rating_range,
            time_control=time_control,
        )

        return maya_new_seek

