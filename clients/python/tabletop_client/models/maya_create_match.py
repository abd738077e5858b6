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





T = TypeVar("T", bound="MayaCreateMatch")



@_attrs_define
class MayaCreateMatch:
    """ 
        Attributes:
            seats (list[None | str]): Names by seat (null: an open seat). Held to the PRECIS Nickname profile (RFC 8266): no
                control or invisible characters, not blank; stored and shown normalised (NFKC, spaces trimmed and collapsed).
            entropy (list[None | str] | None | Unset):
            options (MayaOptions | None | Unset):
            seed (int | None | Unset):
            time_control (BankTimeControl | None | PerDecisionTimeControl | Unset):
     """

    seats: list[None | str]
    entropy: list[None | str] | None | Unset = UNSET
    options: MayaOptions | None | Unset = UNSET
    seed: int | None | Unset = UNSET
    time_control: BankTimeControl | None | PerDecisionTimeControl | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        from ..models.bank_time_control import BankTimeControl # noqa: PLC0415
        from ..models.maya_options import MayaOptions # noqa: PLC0415
        from ..models.per_decision_time_control import PerDecisionTimeControl # noqa: PLC0415
        seats = []
        for seats_item_data in self.seats:
            seats_item: None | str
            seats_item = seats_item_data
            seats.append(seats_item)



        entropy: list[None | str] | None | Unset
        if isinstance(self.entropy, Unset):
            entropy = UNSET
        elif isinstance(self.entropy, list):
            entropy = []
            for entropy_type_0_item_data in self.entropy:
                entropy_type_0_item: None | str
                entropy_type_0_item = entropy_type_0_item_data
                entropy.append(entropy_type_0_item)


        else:
            entropy = self.entropy

        options: dict[str, Any] | None | Unset
        if isinstance(self.options, Unset):
            options = UNSET
        elif isinstance(self.options, MayaOptions):
            options = self.options.to_dict()
        else:
            options = self.options

        seed: int | None | Unset
        if isinstance(self.seed, Unset):
            seed = UNSET
        else:
            seed = self.seed

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
            "seats": seats,
        })
        if entropy is not UNSET:
            field_dict["entropy"] = entropy
        if options is not UNSET:
            field_dict["options"] = options
        if seed is not UNSET:
            field_dict["seed"] = seed
        if time_control is not UNSET:
            field_dict["time_control"] = time_control

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.bank_time_control import BankTimeControl # noqa: PLC0415
        from ..models.maya_options import MayaOptions # noqa: PLC0415
        from ..models.per_decision_time_control import PerDecisionTimeControl # noqa: PLC0415
        d = dict(src_dict)
        seats = []
        _seats = d.pop("seats")
        for seats_item_data in (_seats):
            def _parse_seats_item(data: object) -> None | str:
                if data is None:
                    return data
                return cast(None | str, data)

            seats_item = _parse_seats_item(seats_item_data)

            seats.append(seats_item)


        def _parse_entropy(data: object) -> list[None | str] | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, list):
                    raise TypeError()
                entropy_type_0 = []
                _entropy_type_0 = data
                for entropy_type_0_item_data in (_entropy_type_0):
                    def _parse_entropy_type_0_item(data: object) -> None | str:
                        if data is None:
                            return data
                        return cast(None | str, data)

                    entropy_type_0_item = _parse_entropy_type_0_item(entropy_type_0_item_data)

                    entropy_type_0.append(entropy_type_0_item)

                return entropy_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(list[None | str] | None | Unset, data)

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


        def _parse_seed(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        seed = _parse_seed(d.pop("seed", UNSET))


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


        maya_create_match = cls(
            seats=seats,
            entropy=entropy,
            options=options,
            seed=seed,
            time_control=time_control,
        )

        return maya_create_match

