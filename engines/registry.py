"""Every hosted game by id."""

from engines.babel import GAME as BABEL
from engines.core import Game

GAMES: dict[str, Game] = {game.id: game for game in (BABEL,)}
