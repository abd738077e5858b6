"""A player's stream (GET /players/me/stream) as typed events, made by
`Tabletop.events()` (sdk.py): each frame's data read once into its model (a game's by
the caller's `Read`: its generated model unless told otherwise), and
the stream opened again after the last frame received (Last-Event-ID) whenever it
ends or its connection fails, so that a bot following it never loses a frame nor
sees one twice."""

from __future__ import annotations

import json
import re
import threading
import time
from collections.abc import Generator
from dataclasses import dataclass
from typing import Any

import httpx

from .calls import Retry
from .game_api import FRAMES, Model, Read, models
from .games import GAMES
from .models import ChallengeEndedFrame, MatchFinishedFrame, StreamOpened
from .refusals import RateLimited, Refused, TabletopError, Unavailable
from .sse import SILENT_S, Message, listen

PATH = "/players/me/stream"
# A game's frame names its game at its top (`"game": "bali"`), and nothing inside it has a
# `game` of its own: read from the text, it tells how to read the rest, which is read once.
GAME = re.compile(r'"game"\s*:\s*"(?P<game>[^"\\]*)"')
# The events whose data is the same for every game (a game's are game_api's FRAMES: the
# data's `game` names it).
OF_ANY_GAME: dict[str, type[Model]] = {
    "challenge-ended": ChallengeEndedFrame,
    "match-finished": MatchFinishedFrame,
    "opened": StreamOpened,
}


@dataclass(frozen=True)
class PlayerEvent:
    """One frame of a player's stream."""

    type: str  # its `event:`: challenge, challenge-ended, match-started, turn, match-finished or opened
    # Its place in the player's stream: `events(after=id)` goes on after it. None for the
    # frames of a stream's opening (the state as it was, no place in the stream), which
    # `opened` ends, at the stream's head.
    id: int | None
    # Its data: <Game>Challenge, ChallengeEndedFrame, <Game>MatchStarted, <Game>Turn,
    # MatchFinishedFrame or StreamOpened (the JSON as it came for an event or a game this
    # client does not know).
    data: Any


def player_event(message: Message, read: Read) -> PlayerEvent:
    """The event of a message (a frame of a stream's opening has no id of its own)."""
    own = message.id if message.own_id else None
    if own is not None and not own.isdigit():
        raise TabletopError(f"a frame of the player's stream whose id is not a place in it: {message!r}")
    return PlayerEvent(message.event, None if own is None else int(own), frame_data(message, read))


def frame_data(message: Message, read: Read) -> Any:
    """A frame's data, read once: a game's frame by `read`, the others into their model."""
    if message.event in FRAMES:
        game = GAME.search(message.data)
        if game is not None and game["game"] in GAMES:
            return read(GAMES[game["game"]], message.event, message.data)
    data = json.loads(message.data)
    kind = OF_ANY_GAME.get(message.event)
    return data if kind is None else kind.from_dict(data)


def player_events(
    http: httpx.Client,
    retry: Retry,
    timeout: float,
    after: int | None,
    stop: threading.Event | None,
    read: Read = models,
) -> Generator[PlayerEvent, None, None]:
    """The player's events after `after` (None: his state now, then what follows), for
    good or until `stop` is set. A stream the server ends is opened again at once (after
    a pause if it told nothing: a server stopping, a proxy's); a connection lost, a 503
    or a 429 is retried as `retry` says (after Retry-After, if given), and raised after
    `retry.attempts` failures in a row."""
    failures = 0
    while stop is None or not stop.is_set():
        headers = {} if after is None else {"Last-Event-ID": str(after)}
        told = False
        try:
            with listen(http, PATH, httpx.Timeout(timeout, read=SILENT_S), headers=headers, stop=stop) as messages:
                failures = 0
                for message in messages:
                    event = player_event(message, read)
                    told = True
                    if event.id is not None:
                        after = event.id
                    yield event
                    if stop is not None and stop.is_set():  # (set while the event was handled)
                        return
        except (Unavailable, RateLimited, httpx.TransportError) as failed:
            failures += 1
            if failures >= retry.attempts:
                raise
            pause(stop, retry.pause(failures - 1, failed.retry_after if isinstance(failed, Refused) else None))
            continue
        if not told:
            pause(stop, retry.pause(0))


def pause(stop: threading.Event | None, seconds: float) -> None:
    if stop is None:
        time.sleep(seconds)
    else:
        stop.wait(seconds)
