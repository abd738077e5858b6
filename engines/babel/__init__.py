"""Babel (2 players): settle peoples, build temples, use the peoples' powers."""

from engines.babel.game import GAME, BabelGame

__all__ = ["GAME", "BabelGame"]
