"""Bots against each other in-process, with the engines (no HTTP): every seat knows
only the events as `view_event` shows them to it, seats rotate between matches, and
each bot's win share comes with a 95% confidence interval (Wilson)."""

from __future__ import annotations

import math
import random
import statistics
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field

from engines.core import AnyGame, Result, fold, rng_for
from engines.core.determinize import Seen
from tabletop_bots.observation import Observation
from tabletop_bots.players import Bot


def play_match(game: AnyGame, bots: Sequence[Bot], options: object, seed: int) -> tuple[Result, int]:
    """One match, seat i played by bots[i]; its result and the number of actions taken.
    Seats deciding at once act in a random order, as their requests would reach a server."""
    players, rng = len(bots), random.Random(seed)
    state = game.initial_state(players, options)
    events = game.setup(state, rng_for(seed, 0))
    state = fold(game, state, events)
    seen = [[game.view_event(e, seat) for e in events] for seat in range(players)]
    minds = [random.Random(f"{seed}:{seat}") for seat in range(players)]
    version, actions = len(events), 0
    while (result := game.result(state)) is None:
        seat = rng.choice(game.to_move(state))
        knows = Seen(seat, players, options, game.rules_version, seen[seat])
        obs = Observation(game, knows, game.legal_actions(state, seat))
        produced, state = game.play(state, seat, bots[seat].choose(obs, minds[seat]), rng_for(seed, version))
        version, actions = version + len(produced), actions + 1
        for other in range(players):
            seen[other] += [game.view_event(e, other) for e in produced]
    return result, actions


def wilson(successes: float, n: int, z: float = 1.96) -> tuple[float, float]:
    """The Wilson score interval of a proportion (95% for z = 1.96). Its bounds lie
    within [0, 1]; clamped, since at 0 or n successes rounding can spill past them
    (a lower bound of -1e-17, printed as -0.0%)."""
    if n == 0:
        return 0.0, 1.0
    p = successes / n
    centre, spread = p + z * z / (2 * n), z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n))
    return max(0.0, (centre - spread) / (1 + z * z / n)), min(1.0, (centre + spread) / (1 + z * z / n))


@dataclass
class Entrant:
    bot: Bot
    wins: float = 0.0  # a shared win counts 1/k for each of the k winners
    matches: int = 0
    scores: list[int] = field(default_factory=list)


def arena(
    game: AnyGame,
    entrants: Sequence[Bot],
    options: object,
    matches: int,
    seed: int = 0,
    after_match: Callable[[], None] = lambda: None,
) -> list[Entrant]:
    """`matches` matches of len(entrants) seats; in match m seat i is played by entrant
    (i + m) mod n, so every entrant plays every seat as often."""
    standings = [Entrant(bot) for bot in entrants]
    n = len(entrants)
    for m in range(matches):
        order = [standings[(seat + m) % n] for seat in range(n)]
        result, _ = play_match(game, [e.bot for e in order], options, seed + m)
        for seat, entrant in enumerate(order):
            entrant.matches += 1
            entrant.scores.append(result.scores[seat])
            if seat in result.winners:
                entrant.wins += 1 / len(result.winners)
        after_match()
    return standings


def report(game: AnyGame, standings: Sequence[Entrant]) -> str:
    n = len(standings)
    lines = [
        f"{game.title}, {n} players, {standings[0].matches} matches, seats rotated; fair share {1 / n:.0%}",
        f"{'bot':>3}  {'name':<7} {'wins':>6}  {'win rate':>8}  {'95% CI (Wilson)':<16} {'x fair':>6}  "
        f"{'mean score':>10}  {'decision ms: mean  p95  max':<27}",
    ]
    for i, e in enumerate(standings):
        low, high = wilson(e.wins, e.matches)
        rate = e.wins / e.matches if e.matches else 0.0
        thinking = sorted(1000 * t for t in e.bot.thinking)
        timing = (
            (
                f"{statistics.fmean(thinking):>6.0f} {thinking[int(0.95 * (len(thinking) - 1))]:>4.0f} "
                f"{thinking[-1]:>4.0f} ({len(thinking)} decisions)"
            )
            if thinking
            else "-"
        )
        interval = f"[{low:.1%}, {high:.1%}]"
        lines.append(
            f"{i:>3}  {e.bot.name:<7} {e.wins:>6.1f}  {rate:>8.1%}  {interval:<16} "
            f"{rate * n:>6.2f}  {statistics.fmean(e.scores) if e.scores else 0:>10.1f}  {timing}"
        )
    return "\n".join(lines)
