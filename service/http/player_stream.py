"""`GET /players/me/stream`: everything that concerns a player, as Server-Sent Events
(service/application/player_stream.py says what and when). Bounded as a match's
stream is (service/http/streams.py): one hub slot, pages of frames, keep-alives, a
longest life, and a client that reads nothing is given up. While it is open, the
player's seeks are kept alive."""

from __future__ import annotations

from litestar.types import Send

from service.application import player_stream
from service.application.invitations import Lobby
from service.http.streams import PAGE, Stream, frame
from service.hub import Watch, player_key


class PlayerStream(Stream):
    def __init__(
        self,
        lobby: Lobby,
        player_id: str,
        after: int | None,
        *,
        keepalive_s: float,
        max_s: float,
        send_timeout_s: float,
    ) -> None:
        super().__init__(
            lobby.hub,
            f"player {player_id}",
            [player_key(player_id)],
            keepalive_s=keepalive_s,
            max_s=max_s,
            send_timeout_s=send_timeout_s,
        )
        self.lobby, self.player_id, self.sent = lobby, player_id, after
        self.renewed: float | None = None

    async def step(self, send: Send, woken: Watch) -> bool:
        lobby, player_id = self.lobby, self.player_id
        watched = {player_key(player_id), *await player_stream.catch_up(lobby, player_id)}
        if watched - woken.keys:
            woken.set()  # a match found by that read: look once more, now that it is watched
        woken.follow(watched)
        await self._renew_seeks()
        if self.sent is None:  # a stream's opening: the state now, then what follows the log's head
            head = await lobby.invitations.stream_head(player_id)
            sent = await player_stream.opening(lobby, player_id, head)
            if sent:
                await self.send(send, b"".join(frame(s.event, s.data, s.id) for s in sent))
            self.sent = head
        while frames := await lobby.invitations.frames_after(player_id, self.sent, PAGE):
            rendered = [await player_stream.render(lobby, f) for f in frames]
            body = b"".join(frame(s.event, s.data, s.id) for s in rendered if s is not None)
            if body:
                await self.send(send, body)
            self.sent = frames[-1].seq
        return False

    async def _renew_seeks(self) -> None:
        """The player's seeks live on while his stream does (a write every keep-alive at most)."""
        at = self.lobby.clock()
        now = at.timestamp()
        if self.renewed is None or now - self.renewed >= self.keepalive_s / 2:
            await self.lobby.invitations.renew_seeks(self.player_id, at + self.lobby.seek_grace, at)
            self.renewed = now
