# Generated from openapi/openapi.json by clients/generate.py (`make client`): do not edit.
from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.problem_code import ProblemCode
from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
  from ..models.problem_errors_type_0_item import ProblemErrorsType0Item





T = TypeVar("T", bound="Problem")



@_attrs_define
class Problem:
    """ 
        Attributes:
            code (ProblemCode): What was refused, for programs to branch on (the title and detail are for people):
                - `malformed` (400): The request is not what the OpenAPI document allows (a parameter, a header or the body; a
                query parameter the operation does not declare, or one given twice; a header read as one value given twice);
                `errors` says what failed.
                - `refused` (400): Any other refusal: its status and detail say what was refused. Nothing was changed.
                - `bad-token` (401): A seat token or player key (or stream ticket) is needed and missing, malformed, unknown to
                this match or expired; or an Authorization sent to create a match or claim a seat is not a player key.
                - `key-expired` (401): This player or app key has expired (its `expires_at`, or the grace a rotation left it,
                has passed): use the key that replaced it.
                - `key-revoked` (401): This player or app key was revoked (`DELETE .../keys/{key_id}`, a rotation's grace ended
                at once, or the server's operator): it works nowhere any more, nor do the stream tickets it asked for. Seat
                tokens given to it keep working.
                - `admin-only` (403): This server registers apps for its administrators only (TABLETOP_APP_REGISTRATION=admin):
                send the admin key.
                - `insufficient-scope` (403): This key is read-only (`scope: read`): it views, streams and lists, but does not
                create, act, claim, challenge, seek, register webhooks or manage keys.
                - `not-your-player` (403): An app key acts only for the players its app made (`Tabletop-Player`): not for
                another app's, nor for independent players.
                - `not-yours` (403): This challenge or seek is another player's: only those it names may answer it, and only its
                author may cancel or withdraw it.
                - `not-found` (404): No such game, match, version or address.
                - `unknown-key` (404): This owner has no key of this id (`GET .../keys` lists them).
                - `unknown-player` (404): No player has this id (`POST /players` registers one).
                - `method-not-allowed` (405): This address does not take this method (`Allow` lists those it takes).
                - `already-seated` (409): This player key already holds a seat of this match: a player holds at most one seat
                per match.
                - `challenge-ended` (409): This challenge is no longer open (accepted, declined, cancelled or expired): its
                `status` says which.
                - `match-busy` (409): The match kept changing while your action was applied (other seats won every race); send
                it again.
                - `seat-taken` (409): This seat is not open: another player claimed it first (or the match no longer waits for
                players). `GET /games/{game}/matches?status=waiting` lists open seats.
                - `seek-paired` (409): This seek has already been paired into a match (`match-started` on your stream names it);
                it cannot be withdrawn.
                - `stale-version` (409): `expected_version` is stale and what your seat may do has changed since: reload the
                match (`current_version` says where it is) and decide again.
                - `payload-too-large` (413): The request body is larger than the server accepts (TABLETOP_MAX_BODY_BYTES).
                - `unsupported-media-type` (415): A body must be sent as application/json.
                - `abort-too-late` (422): A match can be aborted only before the first action after the deal; once play has
                begun, resign instead.
                - `already-forfeited` (422): Your seat has already left the match (resigned, or ran out of time): it cannot
                resign again.
                - `already-seeking` (422): You already have a seek waiting for this game, seat count, options and time control:
                one seek per pool is enough (`DELETE /seeks/{id}` withdraws it).
                - `challenge-refused` (422): A challenge names each opponent once, never its challenger, and as many as the game
                seats besides him; `seats`, if given, orders exactly these players.
                - `entropy-mismatch` (422): `entropy` must have one entry per seat, and none (null) for an open seat: its
                claimer gives its own.
                - `grace-too-long` (422): A rotation keeps the old key alive for at most TABLETOP_KEY_GRACE_MAX_S seconds.
                - `idempotency-key-reused` (422): This Idempotency-Key was already used for another request on this match: send
                a new key with each new action.
                - `illegal-action` (422): The rules do not allow this action now; the detail names the rule. `legal-actions`
                lists what your seat may do.
                - `match-over` (422): The match has ended: no more actions are accepted.
                - `not-allowed` (422): The rules or the server's settings refuse this request (the detail says why).
                - `not-started` (422): The match waits for its open seats to be claimed: nothing is dealt and nobody acts until
                the last one is.
                - `not-your-turn` (422): Another seat is to decide now (the match's `to_move` says which).
                - `one-seat-per-player` (422): A player holds at most one seat per match: creating a match with a player key
                names exactly one seat (the player's), the others open.
                - `options-refused` (422): The game refuses these options for this number of seats (the detail says why).
                - `seat-forfeited` (422): Your seat has left the match (resigned, or ran out of time): the server moves for it
                now, and it ranks last.
                - `seed-refused` (422): This server draws every seed itself (TABLETOP_ALLOW_CLIENT_SEEDS is off): leave `seed`
                out.
                - `time-control-refused` (422): A time control gives either `per_decision_s`, or `initial_s` with an optional
                `increment_s`.
                - `webhook-refused` (422): A webhook's URL must be http(s) and reach global addresses only (not a private,
                loopback, link-local, documentation or reserved one, nor an IPv6 address embedding one, unless
                TABLETOP_WEBHOOK_ALLOW_PRIVATE); an owner has a bounded number of webhooks.
                - `rate-limited` (429): Too many requests from this client (its seat token, else its address) on this instance;
                wait as long as `Retry-After` says.
                - `too-many-challenges` (429): You have as many challenges open as a player may (TABLETOP_MAX_OPEN_CHALLENGES):
                cancel one, or wait for answers.
                - `server-fault` (500): The server failed; nothing was changed. This is a bug: the request id finds it in the
                server's logs.
                - `at-capacity` (503): This instance holds as many streams and long-polls as it may (TABLETOP_MAX_WAITERS); try
                again after `Retry-After`.
                - `unavailable` (503): The database cannot be reached just now; nothing was changed. Try again after `Retry-
                After`.
            detail (str):
            status (int):
            title (str):
            type_ (str):
            current_version (int | None | Unset):
            errors (list[ProblemErrorsType0Item] | None | Unset):
            request_id (None | str | Unset):
     """

    code: ProblemCode
    detail: str
    status: int
    title: str
    type_: str
    current_version: int | None | Unset = UNSET
    errors: list[ProblemErrorsType0Item] | None | Unset = UNSET
    request_id: None | str | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.problem_errors_type_0_item import ProblemErrorsType0Item # noqa: PLC0415
        code = self.code.value

        detail = self.detail

        status = self.status

        title = self.title

        type_ = self.type_

        current_version: int | None | Unset
        if isinstance(self.current_version, Unset):
            current_version = UNSET
        else:
            current_version = self.current_version

        errors: list[dict[str, Any]] | None | Unset
        if isinstance(self.errors, Unset):
            errors = UNSET
        elif isinstance(self.errors, list):
            errors = []
            for errors_type_0_item_data in self.errors:
                errors_type_0_item = errors_type_0_item_data.to_dict()
                errors.append(errors_type_0_item)


        else:
            errors = self.errors

        request_id: None | str | Unset
        if isinstance(self.request_id, Unset):
            request_id = UNSET
        else:
            request_id = self.request_id


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "code": code,
            "detail": detail,
            "status": status,
            "title": title,
            "type": type_,
        })
        if current_version is not UNSET:
            field_dict["current_version"] = current_version
        if errors is not UNSET:
            field_dict["errors"] = errors
        if request_id is not UNSET:
            field_dict["request_id"] = request_id

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.problem_errors_type_0_item import ProblemErrorsType0Item # noqa: PLC0415
        d = dict(src_dict)
        code = ProblemCode(d.pop("code"))




        detail = d.pop("detail")

        status = d.pop("status")

        title = d.pop("title")

        type_ = d.pop("type")

        def _parse_current_version(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        current_version = _parse_current_version(d.pop("current_version", UNSET))


        def _parse_errors(data: object) -> list[ProblemErrorsType0Item] | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, list):
                    raise TypeError()
                errors_type_0 = []
                _errors_type_0 = data
                for errors_type_0_item_data in (_errors_type_0):
                    errors_type_0_item = ProblemErrorsType0Item.from_dict(errors_type_0_item_data)



                    errors_type_0.append(errors_type_0_item)

                return errors_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(list[ProblemErrorsType0Item] | None | Unset, data)

        errors = _parse_errors(d.pop("errors", UNSET))


        def _parse_request_id(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        request_id = _parse_request_id(d.pop("request_id", UNSET))


        problem = cls(
            code=code,
            detail=detail,
            status=status,
            title=title,
            type_=type_,
            current_version=current_version,
            errors=errors,
            request_id=request_id,
        )


        problem.additional_properties = d
        return problem

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
