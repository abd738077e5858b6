"""What ratings show: a game's leaderboard, a player's profile, a rated match's
changes (service/application/ratings.py says how ratings move). The display rating
is OpenSkill's ordinal, mu - 3 sigma; a player is provisional until he has played
`provisional_below` rated matches."""

from __future__ import annotations

from openskill.models import PlackettLuce

from service.application.schemas import LeaderboardEntry, PlayerProfile, PlayerRating, RatingChange
from service.errors import UnknownPlayer
from service.records import PlayerRecord
from service.store.accounts import Accounts
from service.store.ratings import Rating, Ratings

MODEL = PlackettLuce()
NEW = MODEL.rating()  # a player's rating before his first rated match
NEW_RATING: float = NEW.ordinal()


def rating(mu: float, sigma: float, matches: int) -> Rating:
    return Rating(mu, sigma, MODEL.rating(mu=mu, sigma=sigma).ordinal(), matches)


class Standings:
    def __init__(self, ratings: Ratings, accounts: Accounts, provisional_below: int) -> None:
        self.ratings, self.accounts, self.provisional_below = ratings, accounts, provisional_below

    async def changes(self, match_id: str) -> list[RatingChange] | None:
        """A rated match's changes by seat, once applied (None otherwise)."""
        rows = await self.ratings.changes(match_id)
        return [
            RatingChange(
                seat=seat,
                player_id=player_id,
                rank=rank,
                rating_before=rating(mu0, sigma0, 0).display,
                rating_after=rating(mu1, sigma1, 0).display,
                mu_before=mu0,
                sigma_before=sigma0,
                mu_after=mu1,
                sigma_after=sigma1,
            )
            for seat, player_id, rank, mu0, sigma0, mu1, sigma1 in rows
        ] or None

    def shown(self, game: str, r: Rating) -> PlayerRating:
        return PlayerRating(
            game=game,
            rating=r.display,
            mu=r.mu,
            sigma=r.sigma,
            matches=r.matches,
            provisional=r.matches < self.provisional_below,
        )

    async def leaderboard(self, game: str, limit: int) -> list[LeaderboardEntry]:
        board = await self.ratings.board(game, limit)
        return [
            LeaderboardEntry(
                rank=i,
                player_id=s.player_id,
                name=s.name,
                rating=s.rating.display,
                mu=s.rating.mu,
                sigma=s.rating.sigma,
                matches=s.rating.matches,
                provisional=s.rating.matches < self.provisional_below,
            )
            for i, s in enumerate(board, start=1)
        ]

    async def profile(self, player: PlayerRecord) -> PlayerProfile:
        """The player's ratings in each game he has played rated."""
        shown = [self.shown(game, r) for game, r in (await self.ratings.player(player.id)).items()]
        return PlayerProfile(
            player_id=player.id, name=player.name, ratings=shown, rated_matches=sum(r.matches for r in shown)
        )

    async def profile_of(self, player_id: str) -> PlayerProfile:
        """`profile` of the player of this id (UnknownPlayer if there is none)."""
        player = await self.accounts.player_by_id(player_id)
        if player is None:
            raise UnknownPlayer(f"No player has the id {player_id[:40]!r}.")
        return await self.profile(player)
