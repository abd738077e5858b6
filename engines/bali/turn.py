"""A turn (DÉROULEMENT DE LA PARTIE): who decides what, which actions the rules
allow, the events an action produces, and the steps that need no decision."""

from __future__ import annotations

from collections.abc import Callable

from engines.bali import actions as act
from engines.bali import events as ev
from engines.bali.components import (
    COLUMN_CARDS,
    CROP_OF,
    CROPS,
    CULTIVATOR,
    CULTIVATOR_PRICE,
    HAND_SIZE,
    MARKET_COLUMNS,
    OFFERING_PRICE,
    ORACLE_PEEK,
    SANCTUARY_PRICE,
)
from engines.bali.evolve import evolve
from engines.bali.offerings import offering_cost
from engines.bali.scoring import final_scoring
from engines.bali.state import BaliPlayer, BaliState, BaliTask
from engines.core import IllegalAction

# What each decision asks for, in the words of the rule text.
EXPECTED = {
    "purchase": "buy an offering card or skip (phase 1)",
    "play": "play cards from your hand (phase 2A)",
    "refill": "take cards from the bottom of the market columns until you hold 3 (phase 3)",
    "offer_face_up": "offer one of your offering cards face up on the altar (phase 2B)",
    "offer_face_down": "offer one of your offering cards face down on the altar (phase 2B)",
    "offer_from_reserve": "put an offering card from the reserve face up on the altar (phase 2B)",
    "oracle": "keep one of the altar cards you looked at, or none (Oracle)",
    "sanctuary": "choose stones or points for your Sanctuaries (phase 4)",
    "harvest": "choose another offering card, the scored crop is exhausted (phase 4)",
}
OFFER_KINDS = ("offer_face_up", "offer_face_down", "offer_from_reserve")


def decision(state: BaliState) -> tuple[str, int] | None:
    """The pending decision (its kind and seat), None once the game is over."""
    if state.phase == "over":
        return None
    if state.pending:
        task = state.pending[0]
        return task.kind, task.seat
    return state.phase, state.active


# --- the rules each action must satisfy: None when allowed, else the reason ---


def _crop_reason(crop) -> str | None:
    if crop in CROPS:
        return None
    return f"there is no offering crop {crop!r}: choose among {', '.join(CROPS)}"


def _buy(state: BaliState, seat: int, a: act.BaliBuyOffering) -> str | None:
    if reason := _crop_reason(a.crop):
        return reason
    player = state.players[seat]
    if not state.reserve[CROPS.index(a.crop)]:
        return f"the {a.crop} offering cards are exhausted (phase 1)"
    cost = offering_cost(player, a.crop)
    if cost > player.stones:
        return (
            f"a {a.crop} offering card costs you {cost} stones ({OFFERING_PRICE} minus your "
            f"{player.cultivators[CROPS.index(a.crop)]} {a.crop} cultivators), you have {player.stones}"
        )
    return None


def _free(_state: BaliState, _seat: int, _a) -> str | None:
    return None


def _in_hand(player: BaliPlayer, card: str) -> str | None:
    if card in player.hand:
        return None
    return f"you have no {card.replace('_', ' ')} in your hand"


def _play_stonecutter(state: BaliState, seat: int, a) -> str | None:
    return _in_hand(state.players[seat], "stonecutter")


def _play_priest(state: BaliState, seat: int, a) -> str | None:
    return _in_hand(state.players[seat], "priest")


def _play_sanctuary(state: BaliState, seat: int, a) -> str | None:
    player = state.players[seat]
    if reason := _in_hand(player, "sanctuary"):
        return reason
    if player.stones < SANCTUARY_PRICE:
        return f"a Sanctuary costs {SANCTUARY_PRICE} stones, you have {player.stones}"
    return None


def _play_cultivators(
    state: BaliState, seat: int, a: act.BaliPlayCultivators
) -> str | None:
    if reason := _crop_reason(a.crop):
        return reason
    if a.count not in CULTIVATOR_PRICE:
        return f"you may play 1 to 3 cultivators of one crop, not {a.count}"
    player = state.players[seat]
    have = player.hand.count(CULTIVATOR[a.crop])
    if have < a.count:
        return f"you have {have} {a.crop} cultivators in your hand, not {a.count}"
    cost = CULTIVATOR_PRICE[a.count]
    if cost > player.stones:
        return f"{a.count} cultivators cost {cost} stones, you have {player.stones}"
    return None


def can_play(player: BaliPlayer) -> bool:
    """Only a Sanctuary costs anything when played alone, so a hand is stuck
    exactly when it holds nothing but Sanctuaries and stones are short of 7."""
    return (
        any(card != "sanctuary" for card in player.hand)
        or player.stones >= SANCTUARY_PRICE
    )


def _remove_card(state: BaliState, seat: int, a: act.BaliRemoveCard) -> str | None:
    player = state.players[seat]
    if reason := _in_hand(player, a.card):
        return reason
    if can_play(player):
        return "you can still play a card: a card leaves the game only when you cannot play any (phase 2A)"
    return None


def _offer(state: BaliState, seat: int, a: act.BaliOffer) -> str | None:
    if reason := _crop_reason(a.crop):
        return reason
    crop = CROPS.index(a.crop)
    if state.pending[0].kind == "offer_from_reserve":
        if not state.reserve[crop]:
            return f"the reserve has no {a.crop} offering card left"
    elif not state.players[seat].offerings[crop]:
        return f"you have no {a.crop} offering card"
    return None


def _take_card(state: BaliState, seat: int, a: act.BaliTakeCard) -> str | None:
    if a.column not in range(MARKET_COLUMNS):
        return f"the market has columns 0 to {MARKET_COLUMNS - 1}, not {a.column}"
    if a.column == state.demon:
        return f"the Demon stands on column {a.column}: you cannot take its cards (Demon variant)"
    return None


def _take_from_altar(
    state: BaliState, seat: int, a: act.BaliTakeFromAltar
) -> str | None:
    seen = min(ORACLE_PEEK, len(state.altar))
    if a.depth not in range(seen):
        return f"you looked at the top {seen} altar cards: take depth 0 to {seen - 1}, not {a.depth}"
    return None


def _choose_reward(state: BaliState, seat: int, a: act.BaliChooseReward) -> str | None:
    if a.reward in ("stones", "points"):
        return None
    return f"a Sanctuary rewards 'stones' or 'points', not {a.reward!r}"


def _choose_harvest(
    state: BaliState, seat: int, a: act.BaliChooseHarvest
) -> str | None:
    if reason := _crop_reason(a.crop):
        return reason
    if not state.reserve[CROPS.index(a.crop)]:
        return f"the {a.crop} offering cards are exhausted"
    return None


Check = Callable[[BaliState, int, object], "str | None"]
# Each action: the decisions it answers and the rule it must satisfy.
RULES: dict[type, tuple[tuple[str, ...], Check]] = {
    act.BaliBuyOffering: (("purchase",), _buy),
    act.BaliSkipPurchase: (("purchase",), _free),
    act.BaliPlayStonecutter: (("play",), _play_stonecutter),
    act.BaliPlayPriest: (("play",), _play_priest),
    act.BaliPlaySanctuary: (("play",), _play_sanctuary),
    act.BaliPlayCultivators: (("play",), _play_cultivators),
    act.BaliRemoveCard: (("play",), _remove_card),
    act.BaliOffer: (OFFER_KINDS, _offer),
    act.BaliTakeCard: (("refill",), _take_card),
    act.BaliTakeFromAltar: (("oracle",), _take_from_altar),
    act.BaliLeaveAltar: (("oracle",), _free),
    act.BaliChooseReward: (("sanctuary",), _choose_reward),
    act.BaliChooseHarvest: (("harvest",), _choose_harvest),
}

_OFFERS = tuple(act.BaliOffer(crop) for crop in CROPS)
# Every well-formed action of each decision; the rules then keep the allowed ones.
CANDIDATES: dict[str, tuple] = {
    "purchase": (
        *(act.BaliBuyOffering(crop) for crop in CROPS),
        act.BaliSkipPurchase(),
    ),
    "play": (
        act.BaliPlayStonecutter(),
        act.BaliPlayPriest(),
        act.BaliPlaySanctuary(),
        *(act.BaliPlayCultivators(crop, n) for crop in CROPS for n in CULTIVATOR_PRICE),
        act.BaliRemoveCard("sanctuary"),  # the only card a stuck hand can hold
    ),
    "refill": tuple(act.BaliTakeCard(column) for column in range(MARKET_COLUMNS)),
    **{kind: _OFFERS for kind in OFFER_KINDS},
    "oracle": (
        *(act.BaliTakeFromAltar(d) for d in range(ORACLE_PEEK)),
        act.BaliLeaveAltar(),
    ),
    "sanctuary": (act.BaliChooseReward("stones"), act.BaliChooseReward("points")),
    "harvest": tuple(act.BaliChooseHarvest(crop) for crop in CROPS),
}


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
    kinds, check = RULES[type(action)]
    if kind not in kinds:
        return f"you cannot do that now: you must {EXPECTED[kind]}"
    return check(state, seat, action)


def legal_actions(state: BaliState, seat: int) -> list:
    pending = decision(state)
    if pending is None or pending[1] != seat:
        return []
    kind = pending[0]
    return [a for a in CANDIDATES[kind] if RULES[type(a)][1](state, seat, a) is None]


# --- the events an allowed action produces ---


def _played(seat: int, card: str, count: int, cost: int) -> ev.BaliCardsPlayed:
    return ev.BaliCardsPlayed(seat=seat, card=card, count=count, cost=cost)


def _offered(state: BaliState, seat: int, a: act.BaliOffer) -> ev.BaliOffered:
    kind = state.pending[0].kind
    return ev.BaliOffered(
        seat=seat,
        crop=a.crop,
        face_up=kind != "offer_face_down",
        from_reserve=kind == "offer_from_reserve",
    )


def _oracle_taken(
    state: BaliState, seat: int, a: act.BaliTakeFromAltar
) -> ev.BaliOracleTaken:
    crop = state.altar[len(state.altar) - 1 - a.depth].crop
    return ev.BaliOracleTaken(seat=seat, depth=a.depth, crop=crop)


def _sanctuary_reward(
    state: BaliState, seat: int, a: act.BaliChooseReward
) -> ev.BaliRewarded:
    amount = state.pending[0].amount
    stones = amount if a.reward == "stones" else 0
    return ev.BaliRewarded(seat=seat, stones=stones, points=amount - stones)


RESOLVE: dict[type, Callable] = {
    act.BaliBuyOffering: lambda s, seat, a: ev.BaliOfferingBought(
        seat=seat, crop=a.crop, cost=offering_cost(s.players[seat], a.crop)
    ),
    act.BaliSkipPurchase: lambda s, seat, a: ev.BaliPurchaseSkipped(seat=seat),
    act.BaliPlayStonecutter: lambda s, seat, a: _played(seat, "stonecutter", 1, 0),
    act.BaliPlayPriest: lambda s, seat, a: _played(seat, "priest", 1, 0),
    act.BaliPlaySanctuary: lambda s, seat, a: _played(
        seat, "sanctuary", 1, SANCTUARY_PRICE
    ),
    act.BaliPlayCultivators: lambda s, seat, a: _played(
        seat, CULTIVATOR[a.crop], a.count, CULTIVATOR_PRICE[a.count]
    ),
    act.BaliRemoveCard: lambda s, seat, a: ev.BaliCardRemoved(seat=seat, card=a.card),
    act.BaliOffer: _offered,
    act.BaliTakeCard: lambda s, seat, a: ev.BaliCardTaken(
        seat=seat, column=a.column, card=s.market[a.column][0]
    ),
    act.BaliTakeFromAltar: _oracle_taken,
    act.BaliLeaveAltar: lambda s, seat, a: ev.BaliOracleTaken(
        seat=seat, depth=None, crop=None
    ),
    act.BaliChooseReward: _sanctuary_reward,
    act.BaliChooseHarvest: lambda s, seat, a: ev.BaliHarvested(seat=seat, crop=a.crop),
}


# --- the steps that need no decision ---


def _automatic_task(state: BaliState, task: BaliTask):
    if task.kind == "stones":
        return ev.BaliRewarded(seat=task.seat, stones=task.amount, points=0)
    if task.kind == "points":
        return ev.BaliRewarded(seat=task.seat, stones=0, points=task.amount)
    if task.kind == "peek":
        crops = tuple(card.crop for card in reversed(state.altar[-ORACLE_PEEK:]))
        return ev.BaliAltarPeeked(seat=task.seat, crops=crops, count=len(crops))
    if task.kind == "harvest":
        # The scored crop if any is left; else the player chooses; else nothing.
        crop = CROP_OF[state.revealed]
        if state.reserve[CROPS.index(crop)]:
            return ev.BaliHarvested(seat=task.seat, crop=crop)
        if not any(state.reserve):
            return ev.BaliHarvested(seat=task.seat, crop=None)
    return None


def next_step(state: BaliState):
    """The event that follows without anyone deciding, or None."""
    if state.phase == "over":
        return None
    if not state.deck:
        # DECISIONS.md: the game ends the moment the draw pile is empty; the
        # rest of the turn and its scoring are skipped.
        return ev.BaliGameEnded(final=final_scoring(state))
    for column, cards in enumerate(state.market):
        if not cards:  # phase 3: an empty column is dealt anew at once
            return ev.BaliColumnDealt(column=column, cards=state.deck[:COLUMN_CARDS])
    if state.pending:
        return _automatic_task(state, state.pending[0])
    if state.phase == "refill" and len(state.players[state.active].hand) == HAND_SIZE:
        return ev.BaliScoringStarted(category=state.revealed)
    if state.phase == "scoring":
        return ev.BaliTurnStarted(seat=(state.active + 1) % len(state.players))
    return None


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
    return run(state, [RESOLVE[type(action)](state, seat, action)])[1]
