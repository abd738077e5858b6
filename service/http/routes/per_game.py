"""What a game's handlers are built from (service/http/routes/matches.py, live.py)."""

from __future__ import annotations

from typing import NamedTuple

from service.application.context import Context
from service.settings import Settings


class GameRoutes(NamedTuple):
    context: Context
    settings: Settings

    @property
    def tags(self) -> list[str]:
        return [self.context.game.title]

    def operation(self, name: str) -> str:
        """The operation id of `name` for this game (`babel_act`)."""
        return f"{self.context.game.id}_{name}"
