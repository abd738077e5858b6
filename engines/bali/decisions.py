"""Bali's rulebook (engines/core/rules.py): DÉROULEMENT DE LA PARTIE, the order of
a turn's phases and whose decision is pending, the kinds of action that answer each
decision, and the server's move for a seat that left. What each phase allows and
produces is in its own module, under the text's heading, as rules:

    1. PRENDRE UNE CARTE OFFRANDE   purchase.py
    2A. JOUER UNE OU PLUSIEURS CARTES   play.py
    2B. PHASE D'OFFRANDE   offerings.py
    3. COMPLÉTER SA MAIN   refill.py (VARIANTE 1 : L'ORACLE in oracle.py)
    4. DÉCOMPTE, FIN DE LA PARTIE ET DÉCOMPTE FINAL   scoring.py

The steps that follow without a decision are in flow.py; evolve.py folds the events.
"""

from __future__ import annotations

from collections.abc import Mapping

from engines.bali import actions as act
from engines.bali import offerings, oracle, play, purchase, refill, scoring
from engines.bali.state import BaliDecision, BaliPhase, BaliState, BaliTaskKind
from engines.core.rules import Rule, Rulebook

# What each decision asks for, in the words of the rule text; the kinds of action
# that answer it; the rule of each kind.
PROMPT: Mapping[BaliDecision, str] = {
    **purchase.PROMPT,
    **play.PROMPT,
    **offerings.PROMPT,
    **refill.PROMPT,
    **oracle.PROMPT,
    **scoring.PROMPT,
}
ANSWERS: Mapping[BaliDecision, tuple[type, ...]] = {
    **purchase.ANSWERS,
    **play.ANSWERS,
    **offerings.ANSWERS,
    **refill.ANSWERS,
    **oracle.ANSWERS,
    **scoring.ANSWERS,
}
RULES: Mapping[type, Rule[BaliState, BaliDecision]] = {
    **purchase.RULES,
    **play.RULES,
    **offerings.RULES,
    **refill.RULES,
    **oracle.RULES,
    **scoring.RULES,
}


def decision(state: BaliState) -> tuple[BaliDecision, int] | None:
    """What the table waits on (the task at the head of the queue, else the active
    player's phase) and its seat; None once the game is over."""
    if state.phase == BaliPhase.OVER:
        return None
    if state.pending:
        task = state.pending[0]
        return task.kind, task.seat
    return state.phase, state.active


def _asked(state: BaliState, seat: int) -> BaliDecision | None:
    """What `seat` must decide now: None when the table waits on another seat or on
    an automatic step (between the events of one action)."""
    at_hand = decision(state)
    if at_hand is None or at_hand[1] != seat or at_hand[0] not in PROMPT:
        return None
    return at_hand[0]


def _idle(state: BaliState, seat: int) -> str:
    at_hand = decision(state)
    if at_hand is None:
        return "the game is over"
    kind, decider = at_hand
    if kind not in PROMPT:
        return "nothing is to be decided now: the table is still moving"
    return f"it is not your turn: seat {decider} must {PROMPT[kind]}"


def to_move(state: BaliState) -> list[int]:
    """One seat decides at a time: the queued task's, else the active player."""
    at_hand = decision(state)
    return [at_hand[1]] if at_hand else []


RULEBOOK = Rulebook(decision=_asked, answers=ANSWERS, rules=RULES, prompt=PROMPT, idle=_idle)


# The server's move for a seat that resigned or ran out of time (Game.zombie_action).
# Phase 2A's single plays, least consequential first: a Stonecutter only brings the
# zombie stones, a Priest points (but moves the Demon in that variant), one
# Cultivator draws an offering card from the limited reserve at each harvest of its
# crop, a Sanctuary costs 7 stones and makes everyone offer; a card leaves the game
# only when nothing can be played (the Note).
ZOMBIE_PLAYS: tuple[type[act.BaliAction], ...] = (
    act.BaliPlayStonecutter,
    act.BaliPlayPriest,
    act.BaliPlayCultivators,
    act.BaliPlaySanctuary,
    act.BaliRemoveCard,
)
ZOMBIE_PLAYS_DEMON: tuple[type[act.BaliAction], ...] = (
    act.BaliPlayStonecutter,
    act.BaliPlayCultivators,
    act.BaliPlayPriest,
    act.BaliPlaySanctuary,
    act.BaliRemoveCard,
)


def zombie_action(state: BaliState, legal: list[act.BaliAction]) -> act.BaliAction:
    """1. PRENDRE UNE CARTE OFFRANDE is « facultatif »: the zombie skips it. The
    Oracle's « Il peut en prendre une »: it keeps none (BaliLeaveAltar), so the
    altar, and every crop's final value, stays as it was. 2A « Vous devez jouer au
    moins une carte »: one card, the least consequential (ZOMBIE_PLAYS, or
    ZOMBIE_PLAYS_DEMON where a Priest would move the Demon), one Cultivator only.
    Every other decision is compulsory and alike for the zombie, which ranks last
    whatever it scores: it takes the first listed choice, a stable order (offered
    and harvested crops in crop order, the leftmost market column it may take,
    stones for its Sanctuaries). Each turn still plays a card and refills the hand
    from the market, so the draw pile empties and the game ends."""
    at_hand = decision(state)
    kind = at_hand[0] if at_hand else None
    if kind == BaliPhase.PURCHASE:
        return act.BaliSkipPurchase()
    if kind == BaliTaskKind.ORACLE:
        return act.BaliLeaveAltar()
    if kind == BaliPhase.PLAY:
        for played in ZOMBIE_PLAYS_DEMON if state.options.demon else ZOMBIE_PLAYS:
            plays = [a for a in legal if type(a) is played and getattr(a, "count", 1) == 1]
            if plays:
                return plays[0]
    return legal[0]
