"""Balam's rulebook: what the game waits for (the moment: a phase, or a war's or a
Katun card's step), who decides it, the kinds of action that answer it, and the
server's move for a seat that left. Each kind's rule (its options, its refusal, its
events) is in the module of its rules section: turn, construction, war, katun,
catastrophes, round_end; evolve.py folds the events."""

from __future__ import annotations

from engines.balam import actions as A
from engines.balam import catastrophes, construction, katun, round_end, turn, war
from engines.balam.actions import (
    BalamAction,
    BalamDefend,
    BalamEndConstruction,
    BalamEndDistribution,
    BalamEndOffering,
    BalamLaunchAttack,
    BalamPass,
    BalamStopDivining,
    BalamTakeBlessing,
)
from engines.balam.state import BalamDecision, BalamPhase, BalamState, moment
from engines.core.rules import Rule, Rulebook

D = BalamDecision

PROMPT: dict[BalamDecision, str] = {
    D.DIVINATION: "look at the Katun cards your observatories let you see",
    D.TURN: "pay 1 wealth or turn a Katun card",
    D.ACT: "build, attack or pass after paying your wealth",
    D.BUILD: "build on your worksite, pay for what you placed or end the construction",
    D.COMMIT: "commit garrisons and launch the attack",
    D.DEFENCE: "choose the obsidians you spend in defence",
    D.CASUALTIES: "remove a committed garrison for each skull",
    D.DESTROY: "choose the buildings destroyed",
    D.REBUILD: "rebuild the devastated city or end your turn",
    D.BLESSING: "take the wealth or the prestige of your Katun prospère",
    D.EXPEDITION: "choose the wealth your expedition brings back",
    D.DOWRY: "choose the dowry you take from another king",
    D.OFFERING: "carry offerings to the cenotes or stop",
    D.CATASTROPHE: "pay for the catastrophe or suffer it",
    D.PAYING: "finish paying for the catastrophe",
    D.LOSING: "choose the buildings the catastrophe takes",
    D.DISTRIBUTION: "distribute your wealth",
}

# The kinds of action that answer each decision, in the order they are listed.
ANSWERS: dict[BalamDecision, tuple[type, ...]] = {
    D.DIVINATION: (A.BalamDivine, A.BalamStopDivining),
    D.TURN: (A.BalamPayTribute, A.BalamTurnKatun),
    D.ACT: (A.BalamBuildOn, A.BalamAttack, A.BalamPass),
    D.BUILD: (A.BalamPayCost, A.BalamDemolish, A.BalamBuild, A.BalamEndConstruction),
    D.COMMIT: (A.BalamCommitGarrison, A.BalamLaunchAttack),
    D.DEFENCE: (A.BalamSpendObsidian, A.BalamDefend),
    D.CASUALTIES: (A.BalamLoseGarrison,),
    D.DESTROY: (A.BalamDestroy,),
    D.REBUILD: (A.BalamBuildOn, A.BalamPass),
    D.BLESSING: (A.BalamTakeBlessing,),
    D.EXPEDITION: (A.BalamTakeWealth,),
    D.DOWRY: (A.BalamTakeDowry,),
    D.OFFERING: (A.BalamOffer, A.BalamEndOffering),
    D.CATASTROPHE: (A.BalamPayCatastrophe, A.BalamSuffer),
    D.PAYING: (A.BalamPayCatastrophe,),
    D.LOSING: (A.BalamLoseBuilding,),
    D.DISTRIBUTION: (A.BalamMoveWealth, A.BalamEndDistribution),
}

RULES: dict[type, Rule[BalamState, BalamDecision]] = {
    **turn.RULES,
    **construction.RULES,
    **war.RULES,
    **katun.RULES,
    **catastrophes.RULES,
    **round_end.RULES,
}


# The server's move for a seat that resigned or ran out of time (Game.zombie_action):
# the first of these that is listed, else the first listed action.
ZOMBIE_DECLINES: tuple[BalamAction, ...] = (
    BalamStopDivining(),  # 1 - DIVINATION « peut regarder »: it looks at nothing
    BalamPass(),  # B « Soit Passer son tour », also instead of rebuilding after a war
    BalamEndConstruction(),  # a construction begun before it left: stops there
    BalamLaunchAttack(),  # an attack declared before it left: with what is committed
    BalamDefend(),  # 3 - GUERRES: the defender spends no obsidian
    BalamTakeBlessing(True),  # Katun prospère: the prestige, leaving the supply whole
    BalamEndOffering(),  # Culte des cenotes « peuvent acheminer »: nothing carried
    BalamEndDistribution(),  # 6 - RÉPARTITION: its Mayas move nothing
)


def zombie_action(legal: list[BalamAction]) -> BalamAction:
    """A pass or a decline wherever the text allows one (ZOMBIE_DECLINES). B - TOURS
    DE JEU: « payer 1 richesse au choix, puis ... Soit Passer son tour »: it pays the
    first wealth of its chest (maize first) and passes; with an empty chest it
    must « retourner une carte Katun » (« s'il n'a plus d'autre choix »): the first
    face down. The rest is compulsory and alike for the zombie, which ranks last
    whatever it scores: the first listed choice, a stable order (a catastrophe paid
    from its reserves when it can, rather than losing buildings another king's
    moves may depend on; the first wealth, dowry, garrison or building listed).
    Its chest is spent one token a turn and refilled by a few tokens a round at
    most (Chaak's 2 maize, a Katun card it turns), so every round's Katun cards
    are turned and the game ends."""
    return next((action for action in ZOMBIE_DECLINES if action in legal), legal[0])


def to_move(state: BalamState) -> list[int]:
    """Divination and distribution are played simultaneously; a war's defender chooses
    his obsidians; every other decision is the current king's."""
    now = moment(state)
    if now == D.DIVINATION:
        return [s for s, n in enumerate(state.peeks) if n]
    if now == D.DISTRIBUTION:
        return [s for s, done in enumerate(state.ongoing_distribution.done) if not done]
    if now == D.DEFENCE:
        return [state.ongoing_war.defender]
    return [] if now is None else [state.current]


def decision(state: BalamState, seat: int) -> BalamDecision | None:
    """What `seat` must decide now, if it is one of those to move."""
    return moment(state) if seat in to_move(state) else None


def idle(state: BalamState, seat: int) -> str:
    if state.phase == BalamPhase.OVER:
        return "the game is over"
    if state.phase == BalamPhase.SETUP:
        return "the table is not set yet"
    return f"it is not your turn: the game waits for seat(s) {', '.join(map(str, to_move(state)))}"


RULEBOOK = Rulebook(decision=decision, answers=ANSWERS, rules=RULES, prompt=PROMPT, idle=idle)
