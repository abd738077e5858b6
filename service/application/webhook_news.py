"""What happens in a match is logged by a player's stream as it wakes
(service/application/player_stream.py): a player nobody streams for would never
hear his turns. A player some webhook covers (his own, or his app's) is told them
anyway, by this chore of the sweeper (one instance at a time): each sweep looks at
a slice of such players' matches that may have news and catches their streams up,
which writes the frames, and with them their deliveries."""

from __future__ import annotations

from service.application import player_stream
from service.application.invitations import Lobby
from service.store.webhooks import Webhooks

SCAN = 500  # seats looked at per sweep (the next sweep goes on after the last)
PLAYERS = 50  # players caught up per sweep, at most
REMEMBERED = 100_000  # seats whose last look is remembered (then forgotten all at once)


class WebhookNews:
    def __init__(self, lobby: Lobby, store: Webhooks) -> None:
        self.lobby, self.store = lobby, store
        self.after: tuple[str, str] | None = None  # where the next sweep's slice begins
        # (player, match) -> the match's (version, status) when its player was caught up:
        # a seat whose stream had nothing to tell then (another's turn) is not looked at
        # again until its match changes.
        self.looked: dict[tuple[str, str], tuple[int, str]] = {}

    async def sweep(self) -> int:
        """Catch up the covered players with news in the next slice; how many."""
        seats = await self.store.news(self.after, SCAN)
        self.after = (seats[-1].player_id, seats[-1].match_id) if len(seats) == SCAN else None
        fresh = [s for s in seats if self.looked.get((s.player_id, s.match_id)) != (s.version, s.status)]
        players = list(dict.fromkeys(s.player_id for s in fresh))[:PLAYERS]
        if len(self.looked) > REMEMBERED:
            self.looked.clear()
        for player_id in players:
            await player_stream.catch_up(self.lobby, player_id)
            self.looked |= {(s.player_id, s.match_id): (s.version, s.status) for s in fresh if s.player_id == player_id}
        return len(players)
