"""4. DÉCOMPTE, at the end of each turn, and FIN DE LA PARTIE ET DÉCOMPTE FINAL."""

from __future__ import annotations

import random
from collections.abc import Callable, Mapping

from engines.bali import actions as act
from engines.bali import events as ev
from engines.bali.components import (
    ALTAR_VALUES,
    CROP_OF,
    CROPS,
    MAJORITY_MINIMUM,
    SANCTUARY_POINTS,
    STONES_PER_POINT,
    BaliCard,
    BaliReward,
    crop_refusal,
)
from engines.bali.state import BaliDecision, BaliFinal, BaliPlayer, BaliState, BaliTask, BaliTaskKind, clockwise_from
from engines.core.rules import Rule

# --- 4. DÉCOMPTE ----------------------------------------------------------------------


def sole_majority(counts: list[int]) -> int | None:
    """The seat alone with the most cards, if it has at least 2 (phase 4)."""
    top = max(counts)
    if top >= MAJORITY_MINIMUM and counts.count(top) == 1:
        return counts.index(top)
    return None


# Stonecutters give stones, Priests points, Sanctuaries a choice (our decision:
# each owner chooses stones or points for all his Sanctuaries, bonus included, in
# turn order from the active player).
_PER_CARD: dict[BaliCard, tuple[BaliTaskKind, Callable[[BaliPlayer], int]]] = {
    BaliCard.STONECUTTER: (BaliTaskKind.STONES, lambda player: player.stonecutters),
    BaliCard.PRIEST: (BaliTaskKind.POINTS, lambda player: player.priests),
    BaliCard.SANCTUARY: (BaliTaskKind.SANCTUARY, lambda player: player.sanctuaries),
}


def scoring_tasks(state: BaliState, category: BaliCard) -> tuple[BaliTask, ...]:
    """Everyone's reward for the scored category, in order from the active player
    (our decision: the active player first, then clockwise)."""
    order = clockwise_from(state, state.active)
    if category in CROP_OF:
        return _harvest_tasks(state, order, CROPS.index(CROP_OF[category]))
    kind, count = _PER_CARD[category]
    counts = [count(player) for player in state.players]
    leader = sole_majority(counts)
    return tuple(BaliTask(kind, seat, counts[seat] + (seat == leader)) for seat in order if counts[seat])


def _harvest_tasks(state: BaliState, order: list[int], crop: int) -> tuple[BaliTask, ...]:
    """One offering card per player with such a Cultivator, however many he has;
    the majority's extra card comes after everyone took theirs."""
    counts = [player.cultivators[crop] for player in state.players]
    tasks = [BaliTask(BaliTaskKind.HARVEST, seat) for seat in order if counts[seat]]
    leader = sole_majority(counts)
    if leader is not None:
        tasks.append(BaliTask(BaliTaskKind.HARVEST, leader))
    return tuple(tasks)


def reward(state: BaliState, task: BaliTask) -> ev.BaliRewarded:
    """A Stonecutter's stones or a Priest's points, given without a choice."""
    stones = task.amount if task.kind == BaliTaskKind.STONES else 0
    return ev.BaliRewarded(seat=task.seat, stones=stones, points=task.amount - stones)


def harvest(state: BaliState, task: BaliTask) -> ev.BaliHarvested | None:
    """The scored crop if any is left; else (our decision) the player whose crop is
    exhausted chooses any crop (None: his decision); else nothing."""
    assert state.revealed is not None  # the category phase 4 scores
    crop = CROP_OF[state.revealed]
    if state.reserve[CROPS.index(crop)]:
        return ev.BaliHarvested(seat=task.seat, crop=crop)
    if not any(state.reserve):
        return ev.BaliHarvested(seat=task.seat, crop=None)
    return None


def next_turn(state: BaliState) -> ev.BaliTurnStarted:
    """Everyone is rewarded: the player on the left begins his turn."""
    return ev.BaliTurnStarted(seat=(state.active + 1) % len(state.players))


def _reward_options(state: BaliState, seat: int) -> list[act.BaliChooseReward]:
    return [act.BaliChooseReward(reward) for reward in BaliReward]


def _reward_refusal(state: BaliState, seat: int, a: act.BaliChooseReward, _: BaliDecision) -> str | None:
    if a.reward in tuple(BaliReward):
        return None
    return f"a Sanctuary rewards 'stones' or 'points', not {a.reward!r}"


def _sanctuary_reward(
    state: BaliState, seat: int, a: act.BaliChooseReward, _: BaliDecision, rng: random.Random
) -> list[ev.BaliEvent]:
    """The same reward for all his Sanctuaries, majority bonus included."""
    amount = state.pending[0].amount
    stones = amount if a.reward == BaliReward.STONES else 0
    return [ev.BaliRewarded(seat=seat, stones=stones, points=amount - stones)]


def _harvest_options(state: BaliState, seat: int) -> list[act.BaliChooseHarvest]:
    return [act.BaliChooseHarvest(crop) for crop in CROPS]


def _harvest_refusal(state: BaliState, seat: int, a: act.BaliChooseHarvest, _: BaliDecision) -> str | None:
    if reason := crop_refusal(a.crop):
        return reason
    if not state.reserve[CROPS.index(a.crop)]:
        return f"the {a.crop} offering cards are exhausted"
    return None


def _harvest_chosen(
    state: BaliState, seat: int, a: act.BaliChooseHarvest, _: BaliDecision, rng: random.Random
) -> list[ev.BaliEvent]:
    return [ev.BaliHarvested(seat=seat, crop=a.crop)]


PROMPT: Mapping[BaliDecision, str] = {
    BaliTaskKind.SANCTUARY: "choose stones or points for your Sanctuaries (phase 4)",
    BaliTaskKind.HARVEST: "choose another offering card, the scored crop is exhausted (phase 4)",
}
ANSWERS: Mapping[BaliDecision, tuple[type, ...]] = {
    BaliTaskKind.SANCTUARY: (act.BaliChooseReward,),
    BaliTaskKind.HARVEST: (act.BaliChooseHarvest,),
}
RULES: Mapping[type, Rule[BaliState, BaliDecision]] = {
    act.BaliChooseReward: Rule(_reward_options, _reward_refusal, _sanctuary_reward),
    act.BaliChooseHarvest: Rule(_harvest_options, _harvest_refusal, _harvest_chosen),
}


# --- FIN DE LA PARTIE ET DÉCOMPTE FINAL -------------------------------------------------


def game_end(state: BaliState) -> ev.BaliGameEnded | None:
    """« La partie se termine immédiatement dès que la pioche de cartes de jeu est
    vide. On ignore la phase 4 ». Our decision: it ends the moment the play-card pile
    is empty, also when dealing a new column empties it, even partially; the rest of
    that turn and its scoring are skipped, then the final scoring."""
    if state.deck:
        return None
    return ev.BaliGameEnded(final=final_scoring(state))


def altar_values(counts: tuple[int, ...]) -> tuple[int, ...]:
    """Our decision: the distinct counts of the crops present on the altar, high to
    low, are worth 3, 2, 1, 0 in that order (dense ranking: ties share a value, the
    next count takes the next value); a crop absent from the altar is worth 0. This
    reproduces every tie case in the text."""
    ranks = sorted({count for count in counts if count}, reverse=True)
    return tuple(ALTAR_VALUES[ranks.index(count)] if count else 0 for count in counts)


def player_score(player: BaliPlayer, values: tuple[int, ...]) -> int:
    return (
        player.points
        + SANCTUARY_POINTS * player.sanctuaries
        + player.stones // STONES_PER_POINT
        + sum(n * value for n, value in zip(player.offerings, values, strict=True))
    )


def final_scoring(state: BaliState) -> BaliFinal:
    """Most points wins; ties go to most Sanctuaries, then most stones, then are shared."""
    altar = tuple(sum(card.crop == crop for card in state.altar) for crop in CROPS)
    values = altar_values(altar)
    scores = tuple(player_score(player, values) for player in state.players)
    ranking = [(score, p.sanctuaries, p.stones) for score, p in zip(scores, state.players, strict=True)]
    best = max(ranking)
    return BaliFinal(
        altar=altar,
        values=values,
        offerings=tuple(player.offerings for player in state.players),
        scores=scores,
        winners=tuple(seat for seat, key in enumerate(ranking) if key == best),
    )
