"""What a finished match is worth to each seat, the environments' reward.

- "win": the win share, 1/k for each of the k winners (a tie shares the win), 0 for the
  others; the seats' rewards sum to 1.
- "score": the seat's score less the mean of the others' scores (in a two-player game,
  the difference of the scores); the seats' rewards sum to 0.
"""

from __future__ import annotations

from typing import Literal, cast, get_args

from engines.core import Result

Reward = Literal["win", "score"]
REWARDS: tuple[str, ...] = get_args(Reward)


def rewards(result: Result, reward: Reward) -> list[float]:
    seats = range(len(result.scores))
    if reward == "win":
        return [1 / len(result.winners) if seat in result.winners else 0.0 for seat in seats]
    total, others = sum(result.scores), len(result.scores) - 1
    return [score - (total - score) / others for score in result.scores]


def check(reward: str) -> Reward:
    if reward in REWARDS:
        return cast(Reward, reward)
    raise ValueError(f"the reward is one of {', '.join(REWARDS)}, not {reward!r}")
