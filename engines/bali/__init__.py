"""Bali: the rule engine (see `game.BaliGame`)."""

from engines.bali.game import GAME, BaliGame

__all__ = ["GAME", "BaliGame"]
