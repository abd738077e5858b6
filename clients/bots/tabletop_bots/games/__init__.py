"""Per game: how to rebuild a full state from a seat's knowledge (a `Replay`, see
`observation.py`), and the game's score of a state for every seat, read with the
engine's own scoring functions (each module says which)."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any, NamedTuple

from tabletop_bots.games import babel, balam, bali, maya
from tabletop_bots.observation import Replay


class Adapter(NamedTuple):
    replay: type[Replay]
    score: Callable[[Any], Sequence[int]]  # the game's score of a state, per seat
    # A lead, in points, that makes a win about three times as likely as a loss: how a
    # search weighs a table it stops reading before the end.
    lead: float


ADAPTERS: dict[str, Adapter] = {
    "babel": Adapter(babel.BabelReplay, babel.score, 3.0),
    "bali": Adapter(bali.BaliReplay, bali.score, 5.0),
    "maya": Adapter(maya.MayaReplay, maya.score, 8.0),
    "balam": Adapter(balam.BalamReplay, balam.score, 5.0),
}
