"""Bots for the tabletop games: random, greedy (one ply on the game's score) and
mcts (information-set Monte Carlo tree search over the seat's own view), played
over HTTP through the client package or in-process in the arena.

They simulate with the rule engines (`engines`), so they live beside the server,
not in the client package; they are a package of their own (clients/bots: its
`pyproject.toml` says how to install it), not part of the server's image:
`tabletop-bot --help`.
"""

from tabletop_bots._version import __version__

__all__ = ["__version__"]
