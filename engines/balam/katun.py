"""4 - KATUN: turning one of the round's cards and applying it, with the turner's
choices asked one at a time. A catastrophe strikes only the turner, only if he has the
building (or city) it names; he pays from his reserves and garrisons, never from his
own chest, or loses what it names (DECISIONS.md)."""

from __future__ import annotations

from collections.abc import Callable
from typing import NamedTuple

from msgspec.structs import replace

from engines.balam import round_end
from engines.balam.actions import (
    BalamEndOffering,
    BalamLoseBuilding,
    BalamOffer,
    BalamPayCatastrophe,
    BalamSuffer,
    BalamTakeBlessing,
    BalamTakeDowry,
    BalamTakeWealth,
    BalamTurnKatun,
)
from engines.balam.cities import (
    discard,
    gain,
    move_chest,
    remove_building,
    remove_city,
    score,
    take_token,
)
from engines.balam.components import (
    CATASTROPHES,
    CENOTE_MULTIPLIER,
    EXCEPTIONAL_MAIZE,
    SACRIFICE_PRESTIGE,
    SEA_SIDE,
    VOLCANO_SIDE,
    WEALTHS,
)
from engines.balam.events import (
    BalamBlessingTaken,
    BalamBuildingLost,
    BalamCatastrophePaid,
    BalamCatastropheSuffered,
    BalamDowryTaken,
    BalamKatunTurned,
    BalamOffered,
    BalamOfferingEnded,
    BalamWealthTaken,
)
from engines.balam.state import (
    BalamCard,
    BalamEffect,
    BalamEffectStep,
    BalamState,
    count,
    owned_sites,
)
from engines.balam.transport import can_carry, networks
from engines.balam.turn import end_turn, podium


def turn_katun(state: BalamState, seat: int, action: BalamTurnKatun, rng) -> list:
    return [BalamKatunTurned(seat=seat, card=action.card, face=state.katun[action.card])]


class Choice(NamedTuple):
    """A Katun kind whose turner is asked a choice: the step that asks it, whether
    there is anything to choose (if not, the card does nothing), and for a catastrophe
    the tokens due."""

    step: BalamEffectStep
    asked: Callable[[BalamState, int, BalamCard], bool]
    due: int = 0


# « en applique les effets »: the kinds that ask the turner a choice ...
CHOICES: dict[str, Choice] = {
    "prosperous": Choice("blessing", lambda state, seat, card: True),  # wealth or prestige
    "expedition": Choice("expedition", lambda state, seat, card: any(state.supply)),
    "princely_marriage": Choice("dowry", lambda state, seat, card: bool(dowries(state, seat))),
    "cenote_cult": Choice("offering", lambda state, seat, card: bool(offers(state, seat, ()))),
    **{
        kind: Choice("catastrophe", lambda state, seat, card: struck(state, seat, card.kind), due)
        for kind, (_, due, _) in CATASTROPHES.items()
    },  # pay or lose
}
# ... and those applied at once.
EFFECTS: dict[str, Callable[[BalamState, int, BalamCard], BalamState]] = {
    "favorable": lambda state, seat, card: gain(state, seat, card.wealth),
    "exceptional": lambda state, seat, card: gain(state, seat, "maize", EXCEPTIONAL_MAIZE),
    "cacao_feast": lambda state, seat, card: cacao_feast(state, seat),
    "ball_game": lambda state, seat, card: ball_game(state),
    "eclipse": lambda state, seat, card: replace(state, eclipse=True),  # no more clemency
}


def on_katun_turned(state: BalamState, e: BalamKatunTurned) -> BalamState:
    turned = state.turned[: e.card] + (True,) + state.turned[e.card + 1 :]
    state = replace(state, turned=turned, phase="katun")
    card, seat = e.face, e.seat
    if card.kind in EFFECTS:
        return settle(EFFECTS[card.kind](state, seat, card))
    choice = CHOICES[card.kind]
    if not choice.asked(state, seat, card):
        return settle(state)
    return replace(state, effect=BalamEffect(card, choice.step, due=choice.due))


def settle(state: BalamState) -> BalamState:
    """The card is applied: the round ends if it was the last one, else play goes on."""
    state = replace(state, effect=None)
    if all(state.turned):
        return round_end.begin(state)
    return end_turn(state)


def turn_order(state: BalamState, seat: int) -> list[int]:
    return [(seat + i) % state.players for i in range(state.players)]


def cacao_feast(state: BalamState, seat: int) -> BalamState:
    """Every king gains a cacao, in turn order from the turner."""
    for s in turn_order(state, seat):
        state = gain(state, s, "cacao")
    return state


def ball_game(state: BalamState) -> BalamState:
    """7 - Match de pelote: the most ball courts wins prestige equal to his number of
    cities; "second" places (a lone runner-up, or each of two tied leaders) get half,
    rounded down."""
    courts = [
        sum(b.kind == "ball_court" for c in state.cities if c.owner == s for b in c.buildings)
        for s in range(state.players)
    ]
    for seat, place in enumerate(podium(courts)):
        cities = len(owned_sites(state, seat))
        if place:
            state = score(state, seat, cities if place == "first" else cities // 2)
    return replace(state, ball_games=state.ball_games + 1)


# --- choices ------------------------------------------------------------------------


def dowries(state: BalamState, seat: int) -> list[BalamTakeDowry]:
    return [
        BalamTakeDowry(s, w) for s in turn_order(state, seat)[1:] for w, n in zip(WEALTHS, state.kings[s].chest) if n
    ]


def stores(state: BalamState, seat: int, wealth: str | None = None) -> list[tuple[int, int]]:
    """(site, slot) of the king's reserves and garrisons holding a token (of `wealth`):
    the Mayas' wealth, which alone may face catastrophes or go to the cenotes."""
    return [
        (s, b.slot)
        for s in owned_sites(state, seat)
        for b in state.cities[s].buildings
        if b.kind in ("storage", "garrison") and b.wealth and (wealth is None or b.wealth[0] == wealth)
    ]


def offers(state: BalamState, seat: int, used: tuple[int, ...]) -> list[BalamOffer]:
    """Culte des cenotes: one token per cenote, carried there by the transport rules."""
    board = state.board
    net = networks(state, seat)
    return [
        BalamOffer(site, slot, c)
        for site, slot in stores(state, seat)
        for c in range(len(board.cenotes))
        if c not in used and can_carry(net, site, board.cenote_node(c))
    ]


def struck(state: BalamState, seat: int, kind: str) -> bool:
    """ "si le joueur ne possède pas le bâtiment mentionné sur la carte, ses Mayas ne
    paient pas la pénalité"."""
    return bool(losable(state, seat, CATASTROPHES[kind][2]))


def losable(state: BalamState, seat: int, losses: tuple[str, ...]) -> list[tuple[int, int]]:
    """(site, slot) of the king's buildings a catastrophe may take (a whole city for the
    volcano and sea cards: slot -1)."""
    board = state.board
    if losses == (VOLCANO_SIDE,) or losses == (SEA_SIDE,):
        zone = board.volcano_side if losses == (VOLCANO_SIDE,) else board.sea_side
        return [(s, -1) for s in owned_sites(state, seat) if zone[s]]
    return [(s, b.slot) for s in owned_sites(state, seat) for b in state.cities[s].buildings if b.kind in losses]


def katun_actions(state: BalamState, seat: int) -> list:
    effect = state.effect
    step = effect.step
    if step == "blessing":
        take = [BalamTakeBlessing(False)] if count(state.supply, effect.card.wealth) else []
        return take + [BalamTakeBlessing(True)]
    if step == "expedition":
        return [BalamTakeWealth(w) for w, n in zip(WEALTHS, state.supply) if n]
    if step == "dowry":
        return dowries(state, seat)
    if step == "offering":
        return offers(state, seat, effect.cenotes) + [BalamEndOffering()]
    if step == "losing":
        return [BalamLoseBuilding(s, slot) for s, slot in losable(state, seat, effect.losses)]
    # A catastrophe is paid in full or not at all: once the first token is paid, the
    # rest follows; the king's own chest never pays.
    wealth = CATASTROPHES[effect.card.kind][0]
    payable = stores(state, seat, wealth)
    pay = [BalamPayCatastrophe(s, slot) for s, slot in payable]
    return (pay if len(payable) >= effect.due else []) + ([BalamSuffer()] if step == "catastrophe" else [])


def take_blessing(state, seat, action: BalamTakeBlessing, rng) -> list:
    return [BalamBlessingTaken(seat=seat, prestige=action.prestige)]


def on_blessing_taken(state: BalamState, e: BalamBlessingTaken) -> BalamState:
    card = state.effect.card
    if e.prestige:
        return settle(score(state, e.seat, card.prestige))
    return settle(gain(state, e.seat, card.wealth))


def take_wealth(state, seat, action: BalamTakeWealth, rng) -> list:
    return [BalamWealthTaken(seat=seat, wealth=action.wealth)]


def on_wealth_taken(state: BalamState, e: BalamWealthTaken) -> BalamState:
    return settle(gain(state, e.seat, e.wealth))


def take_dowry(state, seat, action: BalamTakeDowry, rng) -> list:
    return [BalamDowryTaken(seat=seat, from_seat=action.seat, wealth=action.wealth)]


def on_dowry_taken(state: BalamState, e: BalamDowryTaken) -> BalamState:
    return settle(move_chest(state, e.from_seat, e.seat, e.wealth))


def offer(state, seat, action: BalamOffer, rng) -> list:
    return [BalamOffered(seat=seat, site=action.site, slot=action.slot, cenote=action.cenote)]


def on_offered(state: BalamState, e: BalamOffered) -> BalamState:
    """A cenote sacrifice is worth twice a temple's."""
    state, token = take_token(state, e.site, e.slot)
    state = score(discard(state, (token,)), e.seat, CENOTE_MULTIPLIER * SACRIFICE_PRESTIGE[token])
    used = state.effect.cenotes + (e.cenote,)
    if not offers(state, e.seat, used):
        return settle(state)
    return replace(state, effect=replace(state.effect, cenotes=used))


def end_offering(state, seat, action: BalamEndOffering, rng) -> list:
    return [BalamOfferingEnded(seat=seat)]


def on_offering_ended(state: BalamState, e: BalamOfferingEnded) -> BalamState:
    return settle(state)


def pay_catastrophe(state, seat, action: BalamPayCatastrophe, rng) -> list:
    return [BalamCatastrophePaid(seat=seat, site=action.site, slot=action.slot)]


def on_catastrophe_paid(state: BalamState, e: BalamCatastrophePaid) -> BalamState:
    state, token = take_token(state, e.site, e.slot)
    state = discard(state, (token,))
    effect = state.effect
    if effect.due == 1:
        return settle(state)
    return replace(state, effect=replace(effect, step="paying", due=effect.due - 1))


def suffer(state, seat, action: BalamSuffer, rng) -> list:
    return [BalamCatastropheSuffered(seat=seat)]


def on_catastrophe_suffered(state: BalamState, e: BalamCatastropheSuffered) -> BalamState:
    losses = CATASTROPHES[state.effect.card.kind][2]
    if losses in ((VOLCANO_SIDE,), (SEA_SIDE,)):  # every such city goes, no choice
        for site, _ in losable(state, e.seat, losses):
            state = remove_city(state, site)
        return settle(state)
    return replace(state, effect=replace(state.effect, step="losing", losses=losses))


def lose_building(state, seat, action: BalamLoseBuilding, rng) -> list:
    return [BalamBuildingLost(seat=seat, site=action.site, slot=action.slot)]


def on_building_lost(state: BalamState, e: BalamBuildingLost) -> BalamState:
    kind = next(b.kind for b in state.cities[e.site].buildings if b.slot == e.slot)
    state = remove_building(state, e.site, e.slot)
    losses = list(state.effect.losses)
    losses.remove(kind)
    if not losable(state, e.seat, tuple(losses)):  # nothing more of what it names
        return settle(state)
    return replace(state, effect=replace(state.effect, losses=tuple(losses)))
