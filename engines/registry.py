"""Every hosted game by id."""

from engines.babel import GAME as BABEL
from engines.balam import GAME as BALAM
from engines.bali import GAME as BALI
from engines.core import AnyGame
from engines.maya import GAME as MAYA

GAMES: dict[str, AnyGame] = {game.id: game for game in (BABEL, BALI, MAYA, BALAM)}
