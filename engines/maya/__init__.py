"""Maya: quarries, transport and pyramid building over three rounds (3-5 players)."""

from engines.maya.game import GAME, MayaGame

__all__ = ["GAME", "MayaGame"]
