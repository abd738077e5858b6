"""What a phase of the turn says about each of its actions: the decisions it
answers, the rule it must satisfy, and the event it produces once allowed."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, NamedTuple

from engines.bali.components import CROPS
from engines.bali.state import BaliState

# None when the action is allowed, else the reason in words a player understands.
Refusal = Callable[[BaliState, int, Any], "str | None"]


class Rule(NamedTuple):
    answers: tuple[str, ...]  # the decisions (turn phases or queued tasks) it answers
    refusal: Refusal
    event: Callable[[BaliState, int, Any], Any]


def free(_state: BaliState, _seat: int, _action) -> str | None:
    return None


def crop_refusal(crop) -> str | None:
    if crop in CROPS:
        return None
    return f"there is no offering crop {crop!r}: choose among {', '.join(CROPS)}"
