"""Python client for the tabletop game server (Babel, Bali, Maya, Balam).

Start with `Tabletop` (sdk.py): create a match or attach to a seat, read its view
and legal actions, act, wait for your turn; as a player, challenge others, seek a
match, and follow your stream (`events()`: `PlayerEvent`s). `babel`, `bali`, `maya` and `balam`
build each game's actions by name (`babel.travel(site="perser")`); refusals are
exceptions carrying the problem (refusals.py). Underneath is the client generated
from the OpenAPI document: `Client`, `AuthenticatedClient`, `api`, `models`.
"""

from ._version import __version__
from .client import AuthenticatedClient, Client
from .games import GAMES, babel, balam, bali, maya
from .refusals import (
    AlreadySeeking,
    ChallengeEnded,
    Forbidden,
    InvalidAction,
    Malformed,
    MatchBusy,
    NotAllowed,
    NotFound,
    RateLimited,
    Refused,
    SeekPaired,
    StaleVersion,
    TabletopError,
    TooManyChallenges,
    Unauthorized,
    Unavailable,
)
from .sdk import NewMatch, PlayerEvent, Retry, Seat, Tabletop

__all__ = (
    "GAMES",
    "AlreadySeeking",
    "AuthenticatedClient",
    "ChallengeEnded",
    "Client",
    "Forbidden",
    "InvalidAction",
    "Malformed",
    "MatchBusy",
    "NewMatch",
    "NotAllowed",
    "NotFound",
    "PlayerEvent",
    "RateLimited",
    "Refused",
    "Retry",
    "Seat",
    "SeekPaired",
    "StaleVersion",
    "Tabletop",
    "TabletopError",
    "TooManyChallenges",
    "Unauthorized",
    "Unavailable",
    "__version__",
    "babel",
    "balam",
    "bali",
    "maya",
)
