"""The steps nobody decides: round starts, bids revealed, quarries turned and
evaluated right to left, transport, phase 3 payout, the end of a round."""

from __future__ import annotations

import random

from engines.maya import events as ev
from engines.maya.auction import buyers, markers_for_sale
from engines.maya.components import ROUNDS
from engines.maya.evolve import evolve
from engines.maya.pyramids import level_payout, stones_removed, without_stones
from engines.maya.quarry import quarry_awards, quarry_scores, transport_capacity
from engines.maya.state import MayaPhase, MayaState


def _round_start(state: MayaState, rng: random.Random) -> list[ev.MayaEvent]:
    return [ev.MayaRoundStarted(state.round + 1, markers_for_sale(state, rng))]


def _auction(state: MayaState, rng: random.Random) -> list[ev.MayaEvent]:
    bids = tuple(bid or 0 for bid in state.bids)
    return [ev.MayaBidsRevealed(bids, buyers(state, bids))]


def _evaluation(state: MayaState, rng: random.Random) -> list[ev.MayaEvent]:
    quarry = state.current_quarry()
    if quarry < 0:
        return [ev.MayaQuarryingEnded(state.round)]
    if not state.is_revealed(quarry):
        return [ev.MayaQuarryRevealed(quarry, state.quarries[quarry])]
    # Every -3 card has been resolved (they are the pending decisions).
    scores = quarry_scores(state, quarry)
    awards = quarry_awards(state, quarry, scores)
    return [ev.MayaQuarryEvaluated(quarry, scores, awards, awards[0].seat if awards else None)]


def _transport(state: MayaState, rng: random.Random) -> list[ev.MayaEvent]:
    kept = tuple(min(state.stones[s], transport_capacity(state, s)) for s in range(state.players))
    returned = tuple(state.stones[s] - kept[s] for s in range(state.players))
    # "une pierre en plus ... exonérée de points": after the check, if the reserve has one.
    extra = tuple(
        int(any(h.seat == s and h.marker == "extra_stone" for h in state.held) and state.supply[s] + returned[s] > 0)
        for s in range(state.players)
    )
    return [ev.MayaStonesTransported(kept, returned, extra)]


def payout(state: MayaState) -> list[ev.MayaLevelScored]:
    """Phase 3's payout as the pyramids stand now: every level with stones,
    complete or not, pays its 1st and 2nd values."""
    scored = []
    for p, (spec, levels) in enumerate(zip(state.pyramid_specs, state.pyramids, strict=True)):
        for level, stones in enumerate(levels):
            if stones:
                first, second = level_payout(state, p, level)
                scored.append(ev.MayaLevelScored(p, level, first, second, *spec.gold[level]))
    return scored


def _payout(state: MayaState, rng: random.Random) -> list[ev.MayaEvent]:
    """Phase 3: the payout, then the paid players remove stones."""
    scored = payout(state)
    return [*scored, *_removals(state, scored), ev.MayaRoundEnded(state.round)]


def _removals(state: MayaState, scored: list[ev.MayaLevelScored]) -> list[ev.MayaEvent]:
    """Our decision, where our copy of the text breaks off inside phase 3 ("On
    mettra aussi en valeur ..." runs straight into the professional variant):
    published descriptions of the game give the missing rule, which our edition
    restores. Once every level has been paid, each player paid gold for a level
    removes one of his stones from that level to the general reserve, pyramid by
    pyramid, bottom level first. A removal that leaves him no stone on a level of
    a pyramid also takes all his stones on its higher levels (rule 3 no longer
    holds for them); only a removal cascades, so stones placed above an empty
    level by a special quality stay. The gold paid stands; removals give no bonus.
    The game ends after the third round's payout, without its removals."""
    # Rules 1 (fixed in 2): no stone was removed after the payout.
    if state.rules < 2 or state.round == ROUNDS:  # after the last one, the game is over
        return []
    pyramids = list(state.pyramids)
    removed: list[ev.MayaEvent] = []
    for paid in scored:
        for seat in sorted(paid.first + paid.second):
            levels = pyramids[paid.pyramid]
            if seat in levels[paid.level]:  # not lost already with a level below
                stones = stones_removed(levels, paid.level, seat)
                pyramids[paid.pyramid] = without_stones(levels, paid.level, seat, stones)
                removed.append(ev.MayaStonesRemoved(seat, paid.pyramid, paid.level, stones))
    return removed


AUTOMATIC = {
    MayaPhase.ROUND_START: _round_start,
    MayaPhase.AUCTION: _auction,
    MayaPhase.EVALUATION: _evaluation,
    MayaPhase.TRANSPORT: _transport,
    MayaPhase.BUILDING: _payout,
}


def advance(state: MayaState, rng: random.Random) -> tuple[MayaState, list[ev.MayaEvent]]:
    """Play out the automatic steps until somebody has to decide or the game is over."""
    produced: list[ev.MayaEvent] = []
    while not state.pending and state.phase in AUTOMATIC:
        for event in AUTOMATIC[state.phase](state, rng):
            state = evolve(state, event)
            produced.append(event)
    return state, produced
