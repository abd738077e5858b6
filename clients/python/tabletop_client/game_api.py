"""The base of each game's entry in `games.py` (generated from the OpenAPI
document): its operations, reading their answers, and building its actions from a tag
and fields."""

from __future__ import annotations

import json
from collections.abc import Callable, Mapping
from enum import Enum
from typing import Any, ClassVar, NamedTuple, NoReturn, Protocol, Self, TypeVar
from urllib.parse import quote

import attrs

from .refusals import InvalidAction
from .types import UNSET


class Model(attrs.AttrsInstance, Protocol):
    """A model of the generated client: an attrs class read from and written to JSON."""

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self: ...

    def to_dict(self) -> dict[str, Any]: ...


M = TypeVar("M", bound=Model)
# Each action's `type` -> its model (a game's ACTIONS, in games.py).
ActionTypes = Mapping[str, type[Model]]


class Operation(NamedTuple):
    """One of a game's operations, as the OpenAPI document says it: its method, its path
    (`{match_id}`, `{seat}` in it) and the model of its success's answer."""

    method: str
    path: str
    answer: type[Model]


class Operations(NamedTuple):
    """One game's operations, which the SDK sends the same way for every game."""

    abort: Operation
    act: Operation
    claim_seat: Operation
    create_match: Operation
    events: Operation
    export: Operation
    get_match: Operation
    legal_actions: Operation
    list_matches: Operation
    resign: Operation
    seek: Operation


class LobbyModels(NamedTuple):
    """One game's models of challenges, seeks and its frames on a player's stream."""

    new_challenge: type[Model]
    challenge: type[Model]
    new_seek: type[Model]
    seek: type[Model]
    started: type[Model]  # a `match-started` frame's
    turn: type[Model]  # a `turn` frame's


# The frames of a player's stream whose data is a game's (LobbyModels' field of each).
FRAMES = {"challenge": "challenge", "match-started": "started", "turn": "turn"}


class Read(Protocol):
    """How a game's answers are read: `answer` names an operation of `Operations` (its
    success's body) or a frame of `FRAMES` (its data), `content` is its JSON. `models`
    reads them into the generated models; the bots read them into the engines' types."""

    def __call__(self, game: GameApi, answer: str, content: bytes | str) -> Any: ...


def models(game: GameApi, answer: str, content: bytes | str) -> Any:
    """The answer's generated model (`<Game>Match`, `<Game>Acted`, `<Game>Turn`...)."""
    return game.model(answer).from_dict(json.loads(content))


class GameApi:
    """One hosted game; `games.py` adds a method per action (`babel.travel(site=...)`)."""

    ACTIONS: ClassVar[ActionTypes] = {}  # each game's, in games.py

    def __init__(
        self,
        id: str,
        title: str,
        operations: Operations,
        act_request: Callable[..., Model],
        create_request: type[Model],
        lobby: LobbyModels,
    ) -> None:
        self.id, self.title, self.operations = id, title, operations
        self.act_request, self.create_request, self.lobby = act_request, create_request, lobby

    def __repr__(self) -> str:
        return f"<{self.title} API>"

    def url(self, operation: str, **path: object) -> tuple[str, str]:
        """The method and path of `operation` (a field of Operations) with its path's values."""
        sent: Operation = getattr(self.operations, operation)
        return sent.method, sent.path.format(**{name: quote(str(value), safe="") for name, value in path.items()})

    def model(self, answer: str) -> type[Model]:
        """The generated model of an answer (see `Read`)."""
        if answer in FRAMES:
            frame: type[Model] = getattr(self.lobby, FRAMES[answer])
            return frame
        operation: Operation = getattr(self.operations, answer)
        return operation.answer

    def action(self, data: object) -> Model:
        """An action model from a model or a JSON-like mapping (`{"type": "travel", ...}`).
        InvalidAction when it is none of this game's: its type unknown, a field missing
        or not of its kind (the generated union's parsing would only say which of its
        members failed last)."""
        data = plain(data)
        if not isinstance(data, Mapping) or "type" not in data:
            self._refuse(
                f"an action is a mapping with its 'type', or built by name ({self.id}.<type>(...)), not {data!r}",
                with_types=True,
            )
        model = self.ACTIONS.get(data["type"]) if isinstance(data["type"], str) else None
        if model is None:
            self._refuse(f"{self.title} has no action type {data['type']!r}", with_types=True)
        required = [f.name for f in attrs.fields(model) if f.default is attrs.NOTHING and f.name != "type_"]
        missing = [name for name in required if name not in data]
        if missing:
            self._refuse(
                f"{self.title}'s action {data['type']!r} is missing {', '.join(missing)} "
                f"(it needs {', '.join(required)})"
            )
        try:
            return model.from_dict(data)
        except (KeyError, TypeError, ValueError) as bad:
            self._refuse(f"{self.title}'s action {data['type']!r} has a field of the wrong kind: {bad}")

    def _refuse(self, detail: str, *, with_types: bool = False) -> NoReturn:
        types = f"; {self.title}'s action types are {', '.join(self.ACTIONS)}" if with_types else ""
        raise InvalidAction(detail + types, list(self.ACTIONS))


def plain(value: object) -> Any:
    """JSON-ready: models by their `to_dict`, enums by their value, containers item by item."""
    to_dict = getattr(value, "to_dict", None)
    if callable(to_dict):
        return to_dict()
    if isinstance(value, Enum):
        return value.value
    if isinstance(value, list | tuple):
        return [plain(v) for v in value]
    if isinstance(value, Mapping):
        return {k: plain(v) for k, v in value.items()}
    return value


def action(model: type[M], tag: str, **fields: object) -> M:
    """The action `model` (tagged `tag`) with these fields; enums may be given by value."""
    return model.from_dict({"type": tag, **{k: plain(v) for k, v in fields.items() if v is not UNSET}})
