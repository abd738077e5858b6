"""DÉROULEMENT DE LA PARTIE: the order of a turn's phases, whose decision is pending,
and the steps that follow without a decision. What each phase allows and produces is
in its own module, under the text's heading:

    1. PRENDRE UNE CARTE OFFRANDE   purchase.py
    2A. JOUER UNE OU PLUSIEURS CARTES   play.py
    2B. PHASE D'OFFRANDE   offerings.py
    3. COMPLÉTER SA MAIN   refill.py (VARIANTE 1 : L'ORACLE in oracle.py)
    4. DÉCOMPTE, FIN DE LA PARTIE ET DÉCOMPTE FINAL   scoring.py
"""

from __future__ import annotations

from engines.bali import actions as act
from engines.bali import offerings, oracle, play, purchase, refill, scoring
from engines.bali.evolve import evolve
from engines.bali.rule import Rule
from engines.bali.state import BaliState
from engines.core import IllegalAction

PHASES = (purchase, play, offerings, refill, oracle, scoring)
# What each decision asks for, in the words of the rule text.
EXPECTED: dict[str, str] = {k: v for phase in PHASES for k, v in phase.EXPECTED.items()}
# Every well-formed action of each decision; the rules then keep the allowed ones.
CANDIDATES: dict[str, tuple] = {
    k: v for phase in PHASES for k, v in phase.CANDIDATES.items()
}
RULES: dict[type, Rule] = {k: v for phase in PHASES for k, v in phase.RULES.items()}

# The queued steps that need no decision (a harvest may still ask for one).
AUTOMATIC = {
    "stones": scoring.reward,
    "points": scoring.reward,
    "harvest": scoring.harvest,
    "peek": oracle.peek,
}
# What ends a phase once nothing is queued: a full hand, then the turn's rewards.
PHASE_END = {"refill": refill.hand_complete, "scoring": scoring.next_turn}


def decision(state: BaliState) -> tuple[str, int] | None:
    """The pending decision (its kind and seat), None once the game is over."""
    if state.phase == "over":
        return None
    if state.pending:
        task = state.pending[0]
        return task.kind, task.seat
    return state.phase, state.active


def refusal(state: BaliState, seat: int, action) -> str | None:
    """Why `seat` may not take `action` now (None: it may)."""
    pending = decision(state)
    if pending is None:
        return "the game is over"
    kind, decider = pending
    if seat != decider:
        return f"it is not your turn: seat {decider} must {EXPECTED[kind]}"
    if type(action) not in RULES:
        return f"{type(action).__name__} is not a Bali action"
    rule = RULES[type(action)]
    if kind not in rule.answers:
        return f"you cannot do that now: you must {EXPECTED[kind]}"
    return rule.refusal(state, seat, action)


def legal_actions(state: BaliState, seat: int) -> list:
    pending = decision(state)
    if pending is None or pending[1] != seat:
        return []
    kind = pending[0]
    return [
        a for a in CANDIDATES[kind] if RULES[type(a)].refusal(state, seat, a) is None
    ]


def next_step(state: BaliState):
    """The event that follows without anyone deciding, or None."""
    if state.phase == "over":
        return None
    if end := scoring.game_end(state):  # checked first: it cuts the turn short
        return end
    if dealt := refill.column_to_deal(state):
        return dealt
    if state.pending:
        step = AUTOMATIC.get(state.pending[0].kind)
        return step(state, state.pending[0]) if step else None
    phase_end = PHASE_END.get(state.phase)
    return phase_end(state) if phase_end else None


def run(state: BaliState, events: list) -> tuple[BaliState, list]:
    """Apply `events`, then every step that follows until someone must decide."""
    for event in events:
        state = evolve(state, event)
    while (event := next_step(state)) is not None:
        events.append(event)
        state = evolve(state, event)
    return state, events


def decide(state: BaliState, seat: int, action) -> list:
    if reason := refusal(state, seat, action):
        raise IllegalAction(reason)
    return run(state, [RULES[type(action)].event(state, seat, action)])[1]


# The server's move for a seat that resigned or ran out of time (Game.zombie_action).
# Phase 2A's single plays, least consequential first: a Stonecutter only brings the
# zombie stones, a Priest points (but moves the Demon in that variant), one
# Cultivator draws an offering card from the limited reserve at each harvest of its
# crop, a Sanctuary costs 7 stones and makes everyone offer; a card leaves the game
# only when nothing can be played (the Note).
ZOMBIE_PLAYS = (
    act.BaliPlayStonecutter,
    act.BaliPlayPriest,
    act.BaliPlayCultivators,
    act.BaliPlaySanctuary,
    act.BaliRemoveCard,
)
ZOMBIE_PLAYS_DEMON = (
    act.BaliPlayStonecutter,
    act.BaliPlayCultivators,
    act.BaliPlayPriest,
    act.BaliPlaySanctuary,
    act.BaliRemoveCard,
)


def zombie_action(state: BaliState, seat: int, legal: list):
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
    kind = decision(state)[0]
    if kind == "purchase":
        return act.BaliSkipPurchase()
    if kind == "oracle":
        return act.BaliLeaveAltar()
    if kind == "play":
        for played in ZOMBIE_PLAYS_DEMON if state.options.demon else ZOMBIE_PLAYS:
            plays = [a for a in legal if type(a) is played and getattr(a, "count", 1) == 1]
            if plays:
                return plays[0]
    return legal[0]
