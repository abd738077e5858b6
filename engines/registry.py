"""Every hosted game by id."""

from engines.core import Game

GAMES: dict[str, Game] = {}
