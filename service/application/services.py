"""The application of one process, as the composition root (service/root.py) builds
it: each hosted game's context, the lobby, accounts, keys, webhooks, the listings and
ratings shown, and the store they share. The edge is handed this and nothing else."""

from __future__ import annotations

from dataclasses import dataclass

from service import metrics
from service.application.auth import Auth
from service.application.context import Context
from service.application.delivery import Deliverer
from service.application.invitations import Lobby
from service.application.keys import Keys
from service.application.listings import Listings
from service.application.standings import Standings
from service.application.webhook_news import WebhookNews
from service.application.webhooks import Hooks
from service.hub import Hub
from service.settings import Settings
from service.store.storage import Storage


@dataclass(frozen=True)
class Services:
    settings: Settings
    storage: Storage
    hub: Hub
    auth: Auth
    by_game: dict[str, Context]
    lobby: Lobby
    hooks: Hooks
    deliverer: Deliverer
    news: WebhookNews
    keys: Keys
    listings: Listings
    standings: Standings

    async def ping(self) -> None:
        """Unavailable (or another database error) unless a write would reach the database now."""
        await self.storage.ping()

    def sample_gauges(self) -> None:
        metrics.sample(self.hub.count, self.storage.pool_usage())
        metrics.WEBHOOK_OUTBOX_AGE.set(self.deliverer.outbox_age())
