"""The engine contract every game implements, and the shared helpers around it."""

from engines.core.contract import (
    ActionBase,
    AnyGame,
    EventBase,
    Game,
    IllegalAction,
    InvalidOptions,
    Result,
    fold,
    rng_for,
)

__all__ = [
    "ActionBase",
    "AnyGame",
    "EventBase",
    "Game",
    "IllegalAction",
    "InvalidOptions",
    "Result",
    "fold",
    "rng_for",
]
