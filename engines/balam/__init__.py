"""Balam (Patrice Vernet, Neuroludic 2006): Maya kings build cities, wage war and
share their wealth between taxes and sacrifices, 2 to 4 players."""

from engines.balam.game import GAME, BalamGame

__all__ = ["GAME", "BalamGame"]
