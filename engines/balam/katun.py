"""4 - KATUN: turning one of the round's cards and applying it, with the turner's
choices asked one at a time: a Katun prospère's wealth or prestige, an expedition's
wealth, a princely marriage's dowry, a cenote cult's offerings (the catastrophes are
in catastrophes.py). Our decision on the cenote cult: when it is turned, its player may
carry wealth already on the board (reserves, garrisons) to the cenotes, one per
cenote, by the transport rules."""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import NamedTuple

from msgspec.structs import replace

from engines.balam.actions import (
    BalamEndOffering,
    BalamOffer,
    BalamTakeBlessing,
    BalamTakeDowry,
    BalamTakeWealth,
    BalamTurnKatun,
    itself,
)
from engines.balam.catastrophes import struck
from engines.balam.cities import gain, score
from engines.balam.components import (
    BALL_COURT,
    CACAO,
    CATASTROPHES,
    EXCEPTIONAL_MAIZE,
    MAIZE,
    WEALTHS,
    BalamKatunKind,
)
from engines.balam.events import (
    BalamBlessingTaken,
    BalamDowryTaken,
    BalamEvent,
    BalamKatunTurned,
    BalamOffered,
    BalamOfferingEnded,
    BalamWealthTaken,
)
from engines.balam.state import (
    BalamCard,
    BalamDecision,
    BalamEffectStep,
    BalamState,
    count,
    owned_sites,
    stores,
)
from engines.balam.transport import can_carry, networks
from engines.balam.turn import Place, katun_refusal, podium
from engines.core.rules import Rule, accepted

K = BalamKatunKind


class Choice(NamedTuple):
    """A Katun kind whose turner is asked a choice: the step that asks it, whether
    there is anything to choose (if not, the card does nothing), and for a catastrophe
    the tokens due."""

    step: BalamEffectStep
    asked: Callable[[BalamState, int, BalamCard], bool]
    due: int = 0


def turn_order(state: BalamState, seat: int) -> list[int]:
    return [(seat + i) % state.players for i in range(state.players)]


def cacao_feast(state: BalamState, seat: int) -> BalamState:
    """Every king gains a cacao, in turn order from the turner."""
    for s in turn_order(state, seat):
        state = gain(state, s, CACAO)
    return state


def ball_game(state: BalamState) -> BalamState:
    """7 - Match de pelote: the most ball courts wins prestige equal to his number of
    cities; "second" places (a lone runner-up, or each of two tied leaders) get half,
    rounded down."""
    courts = [
        sum(b.kind == BALL_COURT for c in state.cities if c.owner == s for b in c.buildings)
        for s in range(state.players)
    ]
    for seat, place in enumerate(podium(courts)):
        cities = len(owned_sites(state, seat))
        if place:
            state = score(state, seat, cities if place == Place.FIRST else cities // 2)
    return replace(state, ball_games=state.ball_games + 1)


def dowries(state: BalamState, seat: int) -> list[BalamTakeDowry]:
    """Princely marriage: a token from another king's chest, the next kings first."""
    return [BalamTakeDowry(s, w) for s in turn_order(state, seat)[1:] for w in WEALTHS]


def offers(state: BalamState, seat: int) -> list[BalamOffer]:
    """Cenote cult: a token of a reserve or garrison to a cenote."""
    return [BalamOffer(site, slot, c) for site, slot in stores(state, seat) for c in range(len(state.board.cenotes))]


def offer_refusal(state: BalamState, seat: int, a: BalamOffer, used: tuple[int, ...]) -> str | None:
    """One token per cenote, carried there by the transport rules."""
    board = state.board
    if not 0 <= a.cenote < len(board.cenotes):
        return f"there is no cenote {a.cenote}: cenotes are 0 to {len(board.cenotes) - 1}"
    if a.cenote in used:
        return "this cult already received an offering at that cenote: one token per cenote"
    if (a.site, a.slot) not in stores(state, seat):
        return "an offering is a token on one of your reserves or garrisons"
    if not can_carry(networks(state, seat), a.site, board.cenote_node(a.cenote)):
        return "your Mayas cannot carry that token there: the way crosses a site another king controls commercially"
    return None


def something_to_offer(state: BalamState, seat: int, used: tuple[int, ...]) -> bool:
    return any(offer_refusal(state, seat, a, used) is None for a in offers(state, seat))


# « en applique les effets »: the kinds that ask the turner a choice ...
CHOICES: dict[str, Choice] = {
    K.PROSPEROUS: Choice(BalamEffectStep.BLESSING, lambda state, seat, card: True),  # wealth or prestige
    K.EXPEDITION: Choice(BalamEffectStep.EXPEDITION, lambda state, seat, card: any(state.supply)),
    K.PRINCELY_MARRIAGE: Choice(
        BalamEffectStep.DOWRY,
        lambda state, seat, card: any(any(state.kings[s].chest) for s in turn_order(state, seat)[1:]),
    ),
    K.CENOTE_CULT: Choice(BalamEffectStep.OFFERING, lambda state, seat, card: something_to_offer(state, seat, ())),
    **{
        kind: Choice(BalamEffectStep.CATASTROPHE, lambda state, seat, card: struck(state, seat, card.kind), c.due)
        for kind, c in CATASTROPHES.items()
    },  # pay or lose
}
# ... and those applied at once.
EFFECTS: dict[str, Callable[[BalamState, int, BalamCard], BalamState]] = {
    K.FAVORABLE: lambda state, seat, card: gain(state, seat, named_wealth(card)),
    K.EXCEPTIONAL: lambda state, seat, card: gain(state, seat, MAIZE, EXCEPTIONAL_MAIZE),
    K.CACAO_FEAST: lambda state, seat, card: cacao_feast(state, seat),
    K.BALL_GAME: lambda state, seat, card: ball_game(state),
    K.ECLIPSE: lambda state, seat, card: replace(state, eclipse=True),  # no more clemency
}


def named_wealth(card: BalamCard) -> str:
    assert card.wealth is not None, f"a {card.kind} card names its wealth"
    return card.wealth


# --- turning a card -------------------------------------------------------------------


def _turn_options(state: BalamState, seat: int) -> list[BalamTurnKatun]:
    return [BalamTurnKatun(i) for i in range(len(state.katun))]


def _turn_refusal(state: BalamState, seat: int, a: BalamTurnKatun, _: BalamDecision) -> str | None:
    if reason := katun_refusal(state, a.card):
        return reason
    if state.turned[a.card]:
        return "that Katun card is already turned"
    return None


def _turn_events(
    state: BalamState, seat: int, a: BalamTurnKatun, _: BalamDecision, rng: random.Random
) -> list[BalamEvent]:
    return [BalamKatunTurned(seat=seat, card=a.card, face=state.katun[a.card])]


# --- the choices ------------------------------------------------------------------------


def _blessing_options(state: BalamState, seat: int) -> list[BalamTakeBlessing]:
    return [BalamTakeBlessing(False), BalamTakeBlessing(True)]


def _blessing_refusal(state: BalamState, seat: int, a: BalamTakeBlessing, _: BalamDecision) -> str | None:
    card = state.ongoing_effect.card
    if not a.prestige and not count(state.supply, named_wealth(card)):
        return f"no {card.wealth} is left in the supply: take the {card.prestige} prestige points"
    return None


def _blessing_events(
    state: BalamState, seat: int, a: BalamTakeBlessing, _: BalamDecision, rng: random.Random
) -> list[BalamEvent]:
    return [BalamBlessingTaken(seat=seat, prestige=a.prestige)]


def _wealth_options(state: BalamState, seat: int) -> list[BalamTakeWealth]:
    return [BalamTakeWealth(w) for w in WEALTHS]


def _wealth_refusal(state: BalamState, seat: int, a: BalamTakeWealth, _: BalamDecision) -> str | None:
    if not count(state.supply, a.wealth):
        return f"no {a.wealth} is left in the supply"
    return None


def _wealth_events(
    state: BalamState, seat: int, a: BalamTakeWealth, _: BalamDecision, rng: random.Random
) -> list[BalamEvent]:
    return [BalamWealthTaken(seat=seat, wealth=a.wealth)]


def _dowry_refusal(state: BalamState, seat: int, a: BalamTakeDowry, _: BalamDecision) -> str | None:
    if a.seat == seat or not 0 <= a.seat < state.players:
        others = ", ".join(map(str, turn_order(state, seat)[1:]))
        return f"a dowry comes from another king: seat {others}"
    if not count(state.kings[a.seat].chest, a.wealth):
        return f"the king at seat {a.seat} has no {a.wealth} in his personal wealth"
    return None


def _dowry_events(
    state: BalamState, seat: int, a: BalamTakeDowry, _: BalamDecision, rng: random.Random
) -> list[BalamEvent]:
    return [BalamDowryTaken(seat=seat, from_seat=a.seat, wealth=a.wealth)]


def _offer_refusal(state: BalamState, seat: int, a: BalamOffer, _: BalamDecision) -> str | None:
    return offer_refusal(state, seat, a, state.ongoing_effect.cenotes)


def _offer_events(
    state: BalamState, seat: int, a: BalamOffer, _: BalamDecision, rng: random.Random
) -> list[BalamEvent]:
    return [BalamOffered(seat=seat, site=a.site, slot=a.slot, cenote=a.cenote)]


def _end_events(
    state: BalamState, seat: int, a: BalamEndOffering, _: BalamDecision, rng: random.Random
) -> list[BalamEvent]:
    return [BalamOfferingEnded(seat=seat)]


RULES: dict[type, Rule[BalamState, BalamDecision]] = {
    BalamTurnKatun: Rule(_turn_options, _turn_refusal, _turn_events),
    BalamTakeBlessing: Rule(_blessing_options, _blessing_refusal, _blessing_events),
    BalamTakeWealth: Rule(_wealth_options, _wealth_refusal, _wealth_events),
    BalamTakeDowry: Rule(dowries, _dowry_refusal, _dowry_events),
    BalamOffer: Rule(offers, _offer_refusal, _offer_events),
    BalamEndOffering: Rule(itself(BalamEndOffering()), accepted, _end_events),
}
