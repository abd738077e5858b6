"""Python client for the tabletop game server (Babel, Bali, Maya, Balam).

Start with `Tabletop` (sdk.py): create a match or attach to a seat, read its view
and legal actions, act, wait for your turn. `babel`, `bali`, `maya` and `balam`
build each game's actions by name (`babel.travel(site="perser")`); refusals are
exceptions carrying the problem (refusals.py). Underneath is the client generated
from the OpenAPI document: `Client`, `AuthenticatedClient`, `api`, `models`.
"""

from ._version import __version__
from .client import AuthenticatedClient, Client
from .games import GAMES, babel, balam, bali, maya
from .refusals import (
    InvalidAction,
    Malformed,
    MatchBusy,
    NotAllowed,
    NotFound,
    RateLimited,
    Refused,
    StaleVersion,
    TabletopError,
    Unauthorized,
    Unavailable,
)
from .sdk import NewMatch, Retry, Seat, Tabletop

__all__ = (
    "GAMES",
    "AuthenticatedClient",
    "Client",
    "InvalidAction",
    "Malformed",
    "MatchBusy",
    "NewMatch",
    "NotAllowed",
    "NotFound",
    "RateLimited",
    "Refused",
    "Retry",
    "Seat",
    "StaleVersion",
    "Tabletop",
    "TabletopError",
    "Unauthorized",
    "Unavailable",
    "__version__",
    "babel",
    "balam",
    "bali",
    "maya",
)
