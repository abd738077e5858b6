"""Maya's rulebook (engines/core/rules.py): what each pending decision asks and
the kinds of action that answer it, whose decision it is, and the server's move
for a seat that left. Each kind's rule is in the module of its rule area:

    set-up, the starting stones        setup.py
    professional variant, the bids     auction.py
    phase 1, the quarries              workers.py
    special qualities                  qualities.py
    phase 2, building                  building.py
"""

from __future__ import annotations

from engines.core.rules import Rule, Rulebook
from engines.maya import actions as act
from engines.maya import auction, building, qualities, setup, workers
from engines.maya.specials import DECLINABLE
from engines.maya.state import MayaDecision, MayaState

PROMPT: dict[MayaDecision, str] = {
    MayaDecision.STARTING_STONE: "place a starting stone on level 1 of a pyramid",
    MayaDecision.BID: "seal your bid for the blue markers",
    MayaDecision.BLUE_MARKER: "choose one of the blue markers for sale",
    MayaDecision.WORKER: "place a worker card at a quarry or pass",
    MayaDecision.PLUS_TWO: "lay your +2 marker at a quarry or keep it",
    MayaDecision.JOKER_QUARRY: "use your joker as protection, relocate or direct stone, or keep it",
    MayaDecision.TAKE_POINTS: "choose whom your -3 card takes three points from",
    MayaDecision.PROTECTION: "lay the protection marker at another quarry still face down",
    MayaDecision.RELOCATE: "move one of your stones or decline",
    MayaDecision.DIRECT_STONE: "put a stone from the reserve into a pyramid or decline",
    MayaDecision.START_PLAYER: "name the start player",
    MayaDecision.JOKER_TRANSPORT: "use your joker as +2 transport or keep it",
    MayaDecision.BUILD: "build a stone, buy a double move or pass",
}

ALLOWED: dict[MayaDecision, tuple[type, ...]] = {
    MayaDecision.STARTING_STONE: (act.MayaPlaceStartingStone,),
    MayaDecision.BID: (act.MayaBid,),
    MayaDecision.BLUE_MARKER: (act.MayaChooseBlueMarker,),
    MayaDecision.WORKER: (act.MayaPlaceWorker, act.MayaStopPlacing),
    MayaDecision.PLUS_TWO: (act.MayaPlacePlusTwo, act.MayaKeepMarker),
    MayaDecision.JOKER_QUARRY: (act.MayaProtect, act.MayaRelocateStone, act.MayaDirectStone, act.MayaKeepMarker),
    MayaDecision.TAKE_POINTS: (act.MayaTakePoints,),
    MayaDecision.PROTECTION: (act.MayaProtect,),
    MayaDecision.RELOCATE: (act.MayaRelocateStone, act.MayaKeepMarker),
    MayaDecision.DIRECT_STONE: (act.MayaDirectStone, act.MayaKeepMarker),
    MayaDecision.START_PLAYER: (act.MayaNameStartPlayer,),
    MayaDecision.JOKER_TRANSPORT: (act.MayaBoostTransport, act.MayaKeepMarker),
    MayaDecision.BUILD: (act.MayaBuild, act.MayaDoubleMove, act.MayaPassBuilding),
}


def to_move(state: MayaState) -> list[int]:
    """The seat of the first pending decision; every bidder at once, bids being sealed."""
    if not state.pending:
        return []
    if state.pending[0].decision == MayaDecision.BID:
        return [p.seat for p in state.pending]
    return [state.pending[0].seat]


def decision(state: MayaState, seat: int) -> MayaDecision | None:
    """The decision pending for `seat`, if it is one of those to move now."""
    if seat not in to_move(state):
        return None
    return next((p.decision for p in state.pending if p.seat == seat), None)


def idle(state: MayaState, seat: int) -> str:
    waiting = ", ".join(map(str, to_move(state))) or "nobody: the game is over"
    return f"it is not your turn: waiting for seat {waiting}"


RULES: dict[type, Rule[MayaState, MayaDecision]] = {
    **setup.RULES,
    **auction.RULES,
    **workers.RULES,
    **qualities.RULES,
    **building.RULES,
}

RULEBOOK = Rulebook(decision=decision, answers=ALLOWED, rules=RULES, prompt=PROMPT, idle=idle)


# --- the server's move for a seat that resigned or ran out of time -------------


def zombie_action(state: MayaState, decision: MayaDecision, legal: list[act.MayaAction]) -> act.MayaAction:
    """Game.zombie_action for Maya: a pass or a decline wherever the text allows one.

    - worker: « Au lieu de poser des cartes, chaque joueur a le droit de passer »:
      it places no card, so it wins no stone and no quality;
    - bid (professional): 0, « Les joueurs qui n'enchérissent pas n'auront pas de
      qualité spéciale »;
    - the qualities it may use or not (+2 « peut miser deux points », the joker,
      relocate and direct stone « pourra tout de suite »; « on pourra le garder
      pour plus tard »): it declines, moving nothing;
    - start_player (« doit nommer le joueur de départ y inclus lui-même »): the
      current start player, so the turn order stays as it is;
    - build: « Le fait de passer n'est pas très raisonnable, mais permis », paid
      with a stone (as a player who cannot build does): it adds no stone to any
      majority, and each pass spends one of its stones, so phase 2 ends;
    - the rest is compulsory (a starting stone, a bought marker, a -3 card's
      target, the protection, the second stone of a double move begun before it
      left): the first listed choice, a stable order (lowest pyramid, quarry or
      seat)."""
    if decision == MayaDecision.WORKER:
        return act.MayaStopPlacing()
    if decision == MayaDecision.BID:
        return act.MayaBid(0)
    if decision in DECLINABLE:
        return act.MayaKeepMarker()
    if decision == MayaDecision.START_PLAYER:
        return act.MayaNameStartPlayer(state.start_player)
    if decision == MayaDecision.BUILD and act.MayaPassBuilding(False) in legal:
        return act.MayaPassBuilding(False)
    return legal[0]
