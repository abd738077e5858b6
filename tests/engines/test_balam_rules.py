"""Balam rules from the text (balam.fr.txt) and our decisions (engines/balam): board, deck, divination,
turns, construction, war, every Katun kind, round end, end of game, refusals."""

from __future__ import annotations

import random
from collections import Counter

import pytest
from msgspec.structs import replace

from engines.balam import GAME
from engines.balam import actions as A
from engines.balam import events as E
from engines.balam.board import board_for
from engines.balam.components import (
    CATASTROPHES,
    DEFAULT_BOARD,
    FAVORABLE,
    PROSPEROUS,
    SHUFFLED_EVENTS,
    WEALTH_TOKENS,
    WEALTHS,
)
from engines.balam.setup import assemble_deck
from engines.balam.state import BalamCard, BalamOptions, count
from engines.balam.transport import networks, passable
from engines.balam.turn import podium, start_round
from engines.core import IllegalAction, InvalidOptions, fold
from engines.core.conformance import playout
from tests.engines.test_balam_support import (
    Dice,
    chest,
    city,
    katun_row,
    play,
    table,
    token_total,
    with_cities,
    with_kings,
)

FILLER = BalamCard("favorable", "maize")  # a second card, so the round goes on
ECLIPSE = BalamCard("eclipse")


def refused(state, seat, action, words: str) -> None:
    with pytest.raises(IllegalAction) as refusal:
        GAME.decide(state, seat, action, random.Random(0))
    assert words in str(refusal.value)


def board_cities(state, seat):
    return {s: c for s, c in enumerate(state.cities) if c.owner == seat}


# --- ÉLABORATION DU PLATEAU -----------------------------------------------------------


def test_default_board_geometry():
    board = board_for(DEFAULT_BOARD)
    assert (board.rows, board.cols, len(board.sites)) == (5, 6, 21)
    assert Counter(s.production for s in board.sites) == {"maize": 6, "cacao": 4, "obsidian": 5, "shell": 3, "jade": 3}
    assert all(s.slots == 2 for s in board.sites if s.production == "shell")
    assert all(s.slots in (3, 4) for s in board.sites if s.production != "shell")
    assert board.cenotes == ((0, 3), (2, 0), (4, 2))
    # site 1 at (0,2): a direct path to site 0, and through the cenote (0,3) to 2 and 5
    assert board.neighbours[1] == {0, 2, 5}
    # sites 3 (1,0) and 13 (3,0) are joined through the cenote (2,0)
    assert 13 in board.neighbours[3] and 3 in board.neighbours[13]
    assert [s for s in range(21) if board.sea_side[s]] == [0, 2, 3, 7, 13, 17, 18, 20]
    assert [s for s in range(21) if board.volcano_side[s]] == [1, 4, 5, 9, 10, 15, 16, 19]
    assert all(a in board.neighbours[b] for a in range(21) for b in board.neighbours[a])


@pytest.mark.parametrize(
    "options, players, words",
    [
        (BalamOptions(board=("M3 C3", "M3")), 2, "rectangle"),
        (BalamOptions(board=("M3 X3",)), 2, "'X3' at row 0, column 1 is not a tile"),
        (BalamOptions(board=("M5 C3",)), 2, "'M5'"),
        (BalamOptions(board=("M1 C3",)), 2, "'M1'"),
        (BalamOptions(board=("~ ^", "o ~")), 2, "at least one site"),
        (BalamOptions(board=()), 2, "at least one row"),
        (BalamOptions(board=("M3 " * 13,)), 2, "at most 12 tiles"),
        (BalamOptions(board=("M3 o C3",)), 3, "2 sites, fewer than the 3 kings"),
        (BalamOptions(ball_games=1), 2, "not the 1th"),
        (BalamOptions(ball_games=6), 4, "not the 6th"),
        (BalamOptions(), 1, "2 to 4 players, not 1"),
        (BalamOptions(), 5, "2 to 4 players, not 5"),
    ],
)
def test_invalid_options(options, players, words):
    with pytest.raises(InvalidOptions) as error:
        GAME.check_options(players, options)
    assert words in str(error.value)


def test_custom_board_is_played():
    options = BalamOptions(board=("~ M3 o C4", "J3 ^ O3 S2", "o M4 C3 ~"), ball_games=2)
    GAME.check_options(3, options)
    result = playout(GAME, 3, options, seed=5)
    final = result.states[-1]
    assert final.phase == "over" and final.ball_games == 2
    assert len(final.cities) == 7


# --- ÉLABORATION DU JEU DE CARTES / MISE EN PLACE ------------------------------------


@pytest.mark.parametrize("seed", range(20))
def test_deck_assembly(seed):
    deck = assemble_deck(random.Random(seed))
    assert len(deck) == 72
    assert Counter(deck) == Counter(
        [BalamCard("prosperous", w, p) for w, p in PROSPEROUS]
        + [BalamCard("favorable", w) for w, n in FAVORABLE.items() for _ in range(n)]
        + [BalamCard(k) for k, n in SHUFFLED_EVENTS.items() for _ in range(n)]
        + [BalamCard("ball_game")] * 5
        + [ECLIPSE]
    )
    assert all(c.kind == "prosperous" for c in deck[:10])  # prospère on top
    assert 31 <= deck.index(ECLIPSE) <= 39  # among the middle 9 of 72
    rest = [c for c in deck[10:] if c != ECLIPSE]
    piles, pile = [], 0
    for card in rest:
        if card.kind == "ball_game":
            piles.append(pile)
            pile = 0
        else:
            pile += 1
    piles.append(pile)
    assert sorted(piles) == [9, 9, 9, 9, 10, 10]  # 6 near-equal piles, 5 matches between


@pytest.mark.parametrize("players", [2, 3, 4])
def test_setup(players):
    state = table(players)
    assert all(k.chest == chest(maize=6) and k.prestige == 0 for k in state.kings)
    assert count(state.supply, "maize") == 30 - 6 * players
    assert len(state.katun) == players + 1 and not any(state.turned)
    assert len(state.deck) == 72 - players - 1
    assert all(c.kind == "prosperous" for c in state.katun)
    assert (state.phase, state.current, state.round) == ("turn", 0, 1)
    assert GAME.to_move(state) == [0]


def test_game_length_option():
    result = playout(GAME, 4, BalamOptions(ball_games=2), seed=3)
    assert result.states[-1].ball_games == 2
    # the game ends at the end of the round in which the chosen match was turned
    rounds = [s.round for s in result.states if s.ball_games == 2]
    assert rounds[0] == rounds[-1]


# --- 1 - DIVINATION -----------------------------------------------------------------


@pytest.mark.parametrize(
    "counts, places",
    [
        ([2, 1, 0], ["first", "second", None]),
        ([2, 2, 1], ["second", "second", None]),  # 2 tied: one card each, nobody else
        ([2, 2, 2], [None, None, None]),  # 3 tied: nobody
        ([1, 1, 1, 1], [None, None, None, None]),
        ([3, 1, 1], ["first", None, None]),  # 2 tied for second: nothing for them
        ([3, 1, 1, 1], ["first", None, None, None]),
        ([3, 2, 1, 0], ["first", "second", None, None]),
        ([1, 0], ["first", None]),
        ([0, 0, 0], [None, None, None]),  # an observatory is needed to rank
    ],
)
def test_podium(counts, places):
    assert podium(counts) == places


def observatories(state, per_seat):
    cities = {}
    site = 0
    for seat, n in enumerate(per_seat):
        for _ in range(n):
            cities[site] = city(seat, ("observatory", 0))
            site += 1
    return with_cities(state, cities)


def test_divination_peeks_are_secret():
    state = observatories(table(3), [2, 1, 0])
    state = start_round(replace(state, round=1), first=0)
    assert state.peeks == (3, 1, 0)
    assert state.phase == "divination" and GAME.to_move(state) == [0, 1]
    assert GAME.legal_actions(state, 2) == []
    assert GAME.legal_actions(state, 1) == [A.BalamDivine(i) for i in range(4)] + [A.BalamStopDivining()]
    state = play(state, 0, A.BalamDivine(2))
    for viewer, visible in ((0, True), (1, False), (2, False), (None, False)):
        seen = GAME.view(state, viewer).katun[2]
        assert seen.card == (state.katun[2] if visible else None)
        assert seen.divined_by == (0,)
    refused(state, 0, A.BalamDivine(2), "already looked")
    refused(state, 0, A.BalamDivine(7), "only 4 Katun cards")
    refused(state, 2, A.BalamDivine(0), "not your turn")
    state = play(state, 0, A.BalamDivine(0), A.BalamDivine(1))
    state = play(state, 1, A.BalamDivine(3))
    assert state.phase == "turn" and GAME.to_move(state) == [0]
    assert GAME.view(state, 1).katun[3].card == state.katun[3]
    assert GAME.view(state, 1).katun[0].card is None


def test_a_diviner_may_decline_his_remaining_looks():
    """« Celui qui en détient le plus peut regarder secrètement NJ cartes »: with 2
    kings, the one with most observatories may look at 2 cards; he looks at one and
    declines the other, and the turns begin."""
    state = start_round(observatories(table(2), [1, 0]), first=0)
    assert state.peeks == (2, 0)
    state = play(state, 0, A.BalamDivine(1))
    assert A.BalamStopDivining() in GAME.legal_actions(state, 0)
    events = GAME.decide(state, 0, A.BalamStopDivining(), random.Random(0))
    assert events == [E.BalamDivinationStopped(seat=0)]
    for viewer in (0, 1, None):  # declining hides nothing
        assert GAME.view_event(events[0], viewer) == events[0]
    state = fold(GAME, state, events)
    assert state.phase == "turn" and GAME.to_move(state) == [0]
    assert GAME.view(state, 1).divinations_left == (0, 0)
    assert [k.card is not None for k in GAME.view(state, 0).katun] == [False, True, False]


def test_rules_1_matches_use_every_look():
    """A match started before the fix keeps its rules: no decline is listed or taken."""
    state = GAME.initial_state(2, BalamOptions(), rules_version=1)
    state = fold(GAME, state, GAME.setup(state, random.Random(0)))
    state = start_round(observatories(state, [1, 0]), first=0)
    state = play(state, 0, A.BalamDivine(1))
    assert GAME.legal_actions(state, 0) == [A.BalamDivine(0), A.BalamDivine(2)]
    refused(state, 0, A.BalamStopDivining(), "rules it was started with (version 1)")


@pytest.mark.parametrize("version", [0, 4, "2", True])
def test_rules_versions_are_1_to_the_current(version):
    assert GAME.initial_state(2, BalamOptions()).rules == GAME.rules_version == 3
    with pytest.raises(InvalidOptions, match=f"rules versions 1 to 3, not {version!r}"):
        GAME.initial_state(2, BalamOptions(), version)


@pytest.mark.parametrize(
    "per_seat, peeks",
    [
        ([1, 1, 0, 0], (1, 1, 0, 0)),
        ([1, 1, 1, 0], (0, 0, 0, 0)),
        ([2, 1, 1, 0], (4, 0, 0, 0)),
    ],
)
def test_divination_ties(per_seat, peeks):
    state = observatories(table(4), per_seat)
    state = start_round(state, first=2)
    assert state.peeks == peeks
    assert state.phase == ("divination" if any(peeks) else "turn")
    assert state.current == 2


# --- B - TOURS DE JEU ---------------------------------------------------------------


def test_turn_pay_or_turn_a_card():
    state = with_kings(table(2), chest(maize=2, jade=1), chest())
    assert GAME.legal_actions(state, 0) == [
        A.BalamPayTribute("maize"),
        A.BalamPayTribute("jade"),
        A.BalamTurnKatun(0),
        A.BalamTurnKatun(1),
        A.BalamTurnKatun(2),
    ]
    refused(state, 1, A.BalamTurnKatun(0), "not your turn")
    refused(state, 0, A.BalamPayTribute("cacao"), "you have no cacao")
    refused(state, 0, A.BalamPass(), "pay 1 wealth or turn a Katun card")
    after = play(state, 0, A.BalamPayTribute("jade"))
    assert after.phase == "act" and after.kings[0].chest == chest(maize=2)
    assert count(after.supply, "jade") == 8
    assert A.BalamPass() in GAME.legal_actions(after, 0)
    after = play(after, 0, A.BalamPass())
    assert (after.phase, after.current) == ("turn", 1)
    # a king without wealth has no other choice than turning a card
    assert GAME.legal_actions(after, 1) == [A.BalamTurnKatun(i) for i in range(3)]


def test_last_card_ends_round_and_next_starts_left_of_turner():
    state = katun_row(table(3), ECLIPSE, FILLER, turned=(False, True))
    state = replace(state, current=1)
    refused(state, 1, A.BalamTurnKatun(1), "already turned")
    state = play(state, 1, A.BalamTurnKatun(0))
    assert state.round == 2 and state.first == 2 and state.current == 2
    assert len(state.katun) == 4 and not any(state.turned)


# --- 2 - CONSTRUCTIONS --------------------------------------------------------------


def building(state, site, slot):
    return next(b for b in state.cities[site].buildings if b.slot == slot)


def test_build_on_a_free_site():
    state = with_kings(table(2), chest(maize=3, cacao=2), chest())
    state = play(state, 0, A.BalamPayTribute("maize"), A.BalamBuildOn(0))
    assert state.phase == "build"
    legal = GAME.legal_actions(state, 0)
    assert A.BalamBuild("palace", 1) in legal and A.BalamBuild("palace", 2) not in legal
    assert A.BalamBuild("observatory", 0) not in legal  # no jade
    refused(state, 0, A.BalamBuild("palace", 2), "needs 2 there")
    refused(state, 0, A.BalamBuild("observatory", 0), "costs 1 jade")
    refused(state, 0, A.BalamBuildOn(1), "not the decision at hand")  # one site per turn
    state = play(state, 0, A.BalamBuild("village", 0))
    assert state.cities[0].owner == 0  # acquisition: the large pyramid
    assert GAME.legal_actions(state, 0) == [A.BalamPayCost("maize"), A.BalamPayCost("cacao")]
    refused(state, 0, A.BalamBuild("village", 1), "first finish paying")
    state = play(state, 0, A.BalamPayCost("cacao"), A.BalamBuild("palace", 1))
    refused(state, 0, A.BalamBuild("garrison", 3), "first finish paying")
    state = play(state, 0, A.BalamPayCost("maize"))
    state = play(state, 0, A.BalamPayCost("cacao"))
    assert state.kings[0].chest == chest(maize=1)
    assert [b.kind for b in state.cities[0].buildings] == ["village", "palace"]
    refused(state, 0, A.BalamBuild("garrison", 2), "taken")
    state = play(state, 0, A.BalamEndConstruction())
    assert (state.phase, state.current) == ("turn", 1)
    assert token_total(state) == dict(zip(WEALTHS, WEALTH_TOKENS, strict=True))


@pytest.mark.parametrize(
    "kind, wealth", [("storage", "maize"), ("market", "cacao"), ("observatory", "jade"), ("ball_court", "shell")]
)
def test_special_buildings_need_their_wealth(kind, wealth):
    state = with_kings(table(2), chest(prisoner=5, **{wealth: 1}), chest())
    state = play(state, 0, A.BalamPayTribute("prisoner"), A.BalamBuildOn(2))
    state = play(state, 0, A.BalamBuild(kind, 0))  # paid at once: no choice
    assert state.kings[0].chest == chest(prisoner=4)
    assert GAME.legal_actions(state, 0)[-1] == A.BalamEndConstruction()
    assert A.BalamBuild(kind, 1) not in GAME.legal_actions(state, 0)


def test_market_pyramids_and_their_limit():
    state = with_kings(table(2), chest(maize=1, cacao=3), chest())
    state = with_cities(state, {3: city(0, ("market", 0)), 13: city(0, ("market", 0))})
    view = GAME.view(state, None)
    # site 8 neighbours 3 and 13: a pyramid from each market
    assert view.sites[8].small_pyramids == (2, 0)
    assert view.sites[3].small_pyramids == (2, 0)  # its own and the one from 13
    assert view.kings[0].small_pyramids_left == 15 - 8
    state = play(state, 0, A.BalamPayTribute("maize"), A.BalamBuildOn(8))
    # site 8 has 5 neighbours: 6 pyramids, 7 left
    state = play(state, 0, A.BalamBuild("market", 0))
    assert GAME.view(state, 1).kings[0].small_pyramids_left == 1
    refused(state, 0, A.BalamBuild("market", 1), "small pyramid")
    # losing a market takes its pyramids back
    state = play(state, 0, A.BalamDemolish(0))
    assert GAME.view(state, 1).kings[0].small_pyramids_left == 7


def test_free_removal_and_the_site_becomes_free():
    state = with_kings(table(2), chest(maize=1), chest())
    state = with_cities(state, {5: city(0, ("village", 0), ("storage", 1, ["jade"]))})
    state = play(state, 0, A.BalamPayTribute("maize"), A.BalamBuildOn(5), A.BalamDemolish(1), A.BalamDemolish(0))
    assert state.cities[5].owner == 0 and count(state.supply, "jade") == 8
    refused(state, 0, A.BalamDemolish(0), "no building starts at slot 0")
    state = play(state, 0, A.BalamEndConstruction())
    assert state.cities[5].owner is None


def test_building_sites_and_large_pyramids():
    state = with_kings(table(2), chest(maize=1), chest())
    own = {s: city(0, ("village", 0)) for s in range(12)}
    state = with_cities(state, {**own, 12: city(1, ("village", 0))})
    state = play(state, 0, A.BalamPayTribute("maize"))
    sites = [a.site for a in GAME.legal_actions(state, 0) if isinstance(a, A.BalamBuildOn)]
    assert sites == list(range(12))  # 12 large pyramids: no new site
    refused(state, 0, A.BalamBuildOn(13), "all your 12 large pyramids")
    refused(state, 0, A.BalamBuildOn(12), "your own sites or on sites that belong to nobody")
    refused(state, 0, A.BalamBuildOn(40), "there is no site 40")


def test_building_tiles_run_out():
    state = with_kings(table(2), chest(maize=3), chest())
    four = [s.index for s in state.board.sites if s.slots == 4]
    others = [s.index for s in state.board.sites if s.slots < 4 and s.index != 0]
    temples = {s: city(1, ("temple", 0), ("palace", 2)) for s in four}
    temples.update({s: city(1, ("temple", 0)) for s in others[: 21 - 2 * len(four)]})
    state = with_cities(state, temples)
    assert GAME.view(state, 0).tiles_left.palace_temple == 0
    state = play(state, 0, A.BalamPayTribute("maize"), A.BalamBuildOn(0))
    refused(state, 0, A.BalamBuild("temple", 0), "no palace/temple building tile is left")
    assert A.BalamBuild("village", 0) in GAME.legal_actions(state, 0)


# --- 3 - GUERRES --------------------------------------------------------------------


def test_worked_example_war():
    """Violet (seat 0) attacks grey (seat 1) from his sea-side city with 2 garrisons +
    1 obsidian; grey has 3 garrisons + 1 obsidian. Violet spends his obsidian, grey
    keeps his; violet throws a 3 and a skull: attack 4, defence 3, one building lost,
    one garrison lost, one prisoner."""
    state = with_kings(table(2), chest(maize=1), chest())
    state = with_cities(
        state,
        {
            0: city(0, ("garrison", 0, ["obsidian"]), ("garrison", 1), ("village", 2)),
            1: city(1, ("garrison", 0, ["obsidian"]), ("garrison", 1), ("garrison", 2), ("village", 3)),
        },
    )
    assert state.board.sea_side[0]
    state = play(state, 0, A.BalamPayTribute("maize"))
    assert A.BalamAttack(0, 1) in GAME.legal_actions(state, 0)
    state = play(state, 0, A.BalamAttack(0, 1))
    assert GAME.legal_actions(state, 0) == [
        A.BalamCommitGarrison(0, False),
        A.BalamCommitGarrison(0, True),
        A.BalamCommitGarrison(1, False),
    ]
    refused(state, 0, A.BalamLaunchAttack(), "commit at least one garrison")
    state = play(state, 0, A.BalamCommitGarrison(0, True), A.BalamCommitGarrison(1, False))
    assert building(state, 0, 0).wealth == ()  # spent at once, whatever the outcome
    state = play(state, 0, A.BalamLaunchAttack())
    assert GAME.to_move(state) == [1]  # the defender decides on his obsidian
    assert GAME.legal_actions(state, 1) == [A.BalamSpendObsidian(1, 0), A.BalamDefend()]
    refused(state, 0, A.BalamDefend(), "not your turn")
    events = GAME.decide(state, 1, A.BalamDefend(), Dice(3, "skull"))
    assert events[-1].faces == (3, "skull")
    for e in events:
        state = GAME.evolve(state, e)
    assert (state.war.points, state.war.skulls, state.war.step) == (1, 1, "casualties")
    assert GAME.legal_actions(state, 0) == [A.BalamLoseGarrison(0), A.BalamLoseGarrison(1)]
    state = play(state, 0, A.BalamLoseGarrison(1))
    assert state.war.step == "destroy"
    assert GAME.legal_actions(state, 0) == [A.BalamDestroy(s) for s in range(4)]
    state = play(state, 0, A.BalamDestroy(3))  # the village
    assert [b.kind for b in state.cities[1].buildings] == ["garrison"] * 3
    assert building(state, 1, 0).wealth == ("obsidian",)  # grey kept his obsidian
    assert [b.kind for b in state.cities[0].buildings] == ["garrison", "village"]
    assert building(state, 0, 0).wealth == ("prisoner",)
    assert (state.phase, state.current) == ("turn", 1)
    assert token_total(state) == dict(zip(WEALTHS, WEALTH_TOKENS, strict=True))


def war_table(attacker, defender, *, defender_neighbour=None, seat_chest=None):
    state = with_kings(table(2), seat_chest or chest(maize=1), chest())
    cities = {0: city(0, *attacker), 1: city(1, *defender)}
    if defender_neighbour:
        cities[5] = city(1, *defender_neighbour)
    state = with_cities(state, cities)
    return play(state, 0, A.BalamPayTribute("maize"), A.BalamAttack(0, 1))


def resolve(state, *faces):
    seat = GAME.to_move(state)[0]
    action = A.BalamLaunchAttack() if seat == 0 else A.BalamDefend()
    for e in GAME.decide(state, seat, action, Dice(*faces)):
        state = GAME.evolve(state, e)
    return state


def test_defence_counts_adjacent_friendly_cities_and_their_obsidians():
    state = war_table(
        [("garrison", 0), ("garrison", 1), ("garrison", 2)],
        [("village", 0), ("temple", 1)],
        defender_neighbour=[("garrison", 0, ["obsidian"]), ("garrison", 1)],
    )
    state = play(state, 0, *[A.BalamCommitGarrison(s, False) for s in range(3)], A.BalamLaunchAttack())
    assert GAME.legal_actions(state, 1) == [A.BalamSpendObsidian(5, 0), A.BalamDefend()]
    refused(state, 1, A.BalamSpendObsidian(0, 0), "adjacent cities")
    state = play(state, 1, A.BalamSpendObsidian(5, 0))
    state = resolve(state, 3, 3, 1)  # attack 7, defence 2 garrisons + 1 obsidian
    assert state.war.points == 4 and state.war.step == "destroy"
    state = play(state, 0, A.BalamDestroy(1))  # the temple costs 2 points
    assert state.war.points == 2
    state = play(state, 0, A.BalamDestroy(0))
    # the city is devastated: nobody owns it, the attacker may rebuild for free
    assert state.cities[1].owner is None and state.war.step == "rebuild"
    assert [b.wealth for b in state.cities[0].buildings] == [("prisoner",), ("prisoner",), ()]
    assert GAME.legal_actions(state, 0) == [A.BalamBuildOn(1), A.BalamPass()]
    refused(state, 0, A.BalamBuildOn(2), "only rebuild the city you devastated")
    state = replace(
        state,
        kings=(replace(state.kings[0], chest=chest(cacao=1)), state.kings[1]),
        supply=tuple(n - (w == "cacao") for w, n in zip(WEALTHS, state.supply, strict=True)),
    )
    state = play(state, 0, A.BalamBuildOn(1), A.BalamBuild("market", 0), A.BalamEndConstruction())
    assert state.cities[1].owner == 0 and state.current == 1


def test_temples_and_palaces_need_two_points():
    state = war_table([("garrison", 0)], [("palace", 0), ("temple", 2)])
    state = play(state, 0, A.BalamCommitGarrison(0, False))
    state = resolve(state, 1)  # attack 1, defence 0: one point, nothing it can destroy
    assert state.cities[1].owner == 1 and (state.phase, state.current) == ("turn", 1)


def test_skulls_and_lost_prisoners():
    state = war_table([("garrison", 0), ("garrison", 1, ["prisoner"])], [("village", 0)])
    state = play(state, 0, A.BalamCommitGarrison(0, False), A.BalamCommitGarrison(1, False))
    state = resolve(state, "skull", "skull")  # every committed garrison falls
    assert state.cities[0].owner is None and count(state.supply, "prisoner") == 10
    assert state.cities[1].owner == 1 and state.current == 1


def test_excess_prisoners_are_lost():
    state = war_table(
        [("garrison", 0), ("garrison", 1, ["obsidian"])], [("village", 0), ("village", 1), ("storage", 2, ["maize"])]
    )
    state = play(state, 0, A.BalamCommitGarrison(0, False))
    state = resolve(state, 3)
    state = play(state, 0, A.BalamDestroy(0), A.BalamDestroy(1), A.BalamDestroy(2))
    # three buildings, one empty garrison: one prisoner, two lost
    assert [b.wealth for b in state.cities[0].buildings] == [("prisoner",), ("obsidian",)]
    assert state.war.step == "rebuild"
    state = play(state, 0, A.BalamPass())
    assert token_total(state) == dict(zip(WEALTHS, WEALTH_TOKENS, strict=True))


def test_attack_refusals():
    state = with_kings(table(2), chest(maize=1), chest())
    state = with_cities(
        state,
        {
            0: city(0, ("garrison", 0)),
            4: city(0, ("village", 0)),
            2: city(1, ("village", 0)),
            1: city(1, ("village", 0)),
        },
    )
    state = play(state, 0, A.BalamPayTribute("maize"))
    attacks = [a for a in GAME.legal_actions(state, 0) if isinstance(a, A.BalamAttack)]
    assert attacks == [A.BalamAttack(0, 1)]
    refused(state, 0, A.BalamAttack(4, 1), "holding a garrison")
    refused(state, 0, A.BalamAttack(0, 2), "end of a path")
    refused(state, 0, A.BalamAttack(0, 4), "only an enemy city")
    state = play(state, 0, A.BalamAttack(0, 1))
    refused(state, 0, A.BalamCommitGarrison(3, False), "no garrison at slot 3")
    refused(state, 0, A.BalamCommitGarrison(0, True), "no obsidian")


# --- 4 - KATUN ----------------------------------------------------------------------


def turn_card(state, card, seat=0):
    state = katun_row(state, card, FILLER)
    return play(replace(state, current=seat), seat, A.BalamTurnKatun(0))


def test_prosperous():
    state = turn_card(table(2), BalamCard("prosperous", "cacao", 2))
    assert GAME.legal_actions(state, 0) == [A.BalamTakeBlessing(False), A.BalamTakeBlessing(True)]
    wealth = play(state, 0, A.BalamTakeBlessing(False))
    assert count(wealth.kings[0].chest, "cacao") == 1 and wealth.current == 1
    prestige = play(state, 0, A.BalamTakeBlessing(True))
    assert prestige.kings[0].prestige == 2 and prestige.kings[0].chest == chest(maize=6)


@pytest.mark.parametrize(
    "card, gain",
    [
        (BalamCard("favorable", "jade"), chest(maize=6, jade=1)),
        (BalamCard("exceptional"), chest(maize=8)),
    ],
)
def test_favorable_and_exceptional(card, gain):
    state = turn_card(table(2), card)
    assert state.kings[0].chest == gain and (state.phase, state.current) == ("turn", 1)


def test_expedition():
    state = turn_card(table(2), BalamCard("expedition"))
    assert GAME.legal_actions(state, 0) == [A.BalamTakeWealth(w) for w in WEALTHS]
    state = play(state, 0, A.BalamTakeWealth("prisoner"))
    assert state.kings[0].chest == chest(maize=6, prisoner=1)


def test_cacao_feast_in_turn_order_when_short():
    state = table(3)
    state = replace(state, supply=tuple(2 if w == "cacao" else n for w, n in zip(WEALTHS, state.supply, strict=True)))
    state = turn_card(state, BalamCard("cacao_feast"), seat=1)
    assert [count(k.chest, "cacao") for k in state.kings] == [0, 1, 1]


def test_princely_marriage():
    state = with_kings(table(3), chest(), chest(jade=1, maize=2), chest())
    state = turn_card(state, BalamCard("princely_marriage"))
    assert GAME.legal_actions(state, 0) == [A.BalamTakeDowry(1, "maize"), A.BalamTakeDowry(1, "jade")]
    refused(state, 0, A.BalamTakeDowry(2, "maize"), "seat 2 has no maize")
    refused(state, 0, A.BalamTakeDowry(0, "maize"), "from another king: seat 1, 2")
    state = play(state, 0, A.BalamTakeDowry(1, "jade"))
    assert state.kings[0].chest == chest(jade=1) and state.kings[1].chest == chest(maize=2)
    # nobody else has wealth: nothing to take
    state = with_kings(table(2), chest(maize=1), chest())
    state = turn_card(state, BalamCard("princely_marriage"))
    assert (state.phase, state.current) == ("turn", 1)


def test_cenote_cult():
    state = with_cities(
        table(2), {3: city(0, ("storage", 0, ["cacao"]), ("garrison", 1, ["prisoner"]), ("village", 2))}
    )
    state = turn_card(state, BalamCard("cenote_cult"))
    offers = GAME.legal_actions(state, 0)
    assert offers == [A.BalamOffer(3, slot, c) for slot in (0, 1) for c in range(3)] + [A.BalamEndOffering()]
    state = play(state, 0, A.BalamOffer(3, 1, 1))
    assert state.kings[0].prestige == 6  # a prisoner: twice a temple's 3
    assert A.BalamOffer(3, 0, 1) not in GAME.legal_actions(state, 0)  # one per cenote
    state = play(state, 0, A.BalamOffer(3, 0, 0))
    assert state.kings[0].prestige == 10 and state.current == 1  # nothing left to offer
    assert token_total(state) == dict(zip(WEALTHS, WEALTH_TOKENS, strict=True))


def test_cenote_cult_blocked_by_commercial_control():
    # grey's market on site 4 puts a pyramid on violet's site 3: his wealth is stuck
    state = with_cities(table(2), {3: city(0, ("storage", 0, ["cacao"])), 4: city(1, ("market", 0))})
    state = turn_card(state, BalamCard("cenote_cult"))
    assert (state.phase, state.current, state.kings[0].prestige) == ("turn", 1, 0)


@pytest.mark.parametrize(
    "courts, cities, points",
    [
        ([2, 1, 0], [3, 5, 2], [3, 2, 0]),  # winner: his cities; second: half his own
        ([1, 1, 0], [3, 5, 2], [1, 2, 0]),  # two tied winners: half, rounded down
        ([1, 1, 1], [3, 5, 2], [0, 0, 0]),  # more than 2 tied: nobody
        ([2, 1, 1], [3, 5, 2], [3, 0, 0]),  # tie for second: nothing for them
        ([0, 0, 0], [3, 5, 2], [0, 0, 0]),  # a ball court is needed
    ],
)
def test_ball_game(courts, cities, points):
    placed, site = {}, 0
    for seat in range(3):
        for i in range(cities[seat]):
            placed[site] = city(seat, ("ball_court", 0) if i < courts[seat] else ("village", 0))
            site += 1
    state = turn_card(with_cities(table(3), placed), BalamCard("ball_game"))
    assert [k.prestige for k in state.kings] == points
    assert state.ball_games == 1


def test_eclipse_ends_chaak_clemency():
    state = katun_row(table(2), FILLER, ECLIPSE)
    state = play(state, 0, A.BalamTurnKatun(0))  # Chaak still gives 2 maize
    state = play(state, 1, A.BalamTurnKatun(1))
    assert state.eclipse
    assert [count(k.chest, "maize") for k in state.kings] == [7, 6]  # favorable, no Chaak
    state = katun_row(table(2), FILLER, FILLER, turned=(True, False))
    state = play(state, 0, A.BalamTurnKatun(1))
    assert [count(k.chest, "maize") for k in state.kings] == [9, 8]  # Chaak's 2 maize


def catastrophe_table(kind):
    """Violet holds two of each building the card names (on site 1), one more of the
    first (site 5), and a storage with maize and a garrison with a prisoner (site 5)."""
    losses = CATASTROPHES[kind][2]
    state = with_cities(
        table(2),
        {
            1: city(0, (losses[0], 0), (losses[-1], 2)),
            5: city(0, ("storage", 0, ["maize"]), ("garrison", 1, ["prisoner"]), (losses[0], 2)),
        },
    )
    return turn_card(state, BalamCard(kind))


@pytest.mark.parametrize("kind", ["drought", "insurrection", "earthquake", "pochtecas", "toltec_raid", "decadence"])
def test_catastrophe_paid_from_reserves(kind):
    wealth = CATASTROPHES[kind][0]
    state = catastrophe_table(kind)
    where = (5, 0) if wealth == "maize" else (5, 1)
    assert GAME.legal_actions(state, 0) == [A.BalamPayCatastrophe(*where), A.BalamSuffer()]
    refused(state, 0, A.BalamPayCatastrophe(1, 0), "from your reserves and garrisons")
    before = state.cities
    state = play(state, 0, A.BalamPayCatastrophe(*where))
    assert building(state, *where).wealth == () and count(state.supply, wealth) == (
        WEALTH_TOKENS[WEALTHS.index(wealth)] - (wealth == "maize") * 12
    )
    assert [len(c.buildings) for c in state.cities] == [len(c.buildings) for c in before]
    assert state.current == 1


@pytest.mark.parametrize("kind", ["drought", "insurrection", "earthquake", "pochtecas", "toltec_raid", "decadence"])
def test_catastrophe_suffered(kind):
    losses = CATASTROPHES[kind][2]
    state = play(catastrophe_table(kind), 0, A.BalamSuffer())
    named = Counter(b.kind for c in state.cities if c.owner == 0 for b in c.buildings)
    choices = GAME.legal_actions(state, 0)
    assert {building(state, a.site, a.slot).kind for a in choices} == set(losses)
    refused(state, 0, A.BalamLoseBuilding(5, 0), f"of the kinds it still names: {losses[0]}")  # the storage
    while state.phase == "katun":
        state = play(state, 0, GAME.legal_actions(state, 0)[-1])
    after = Counter(b.kind for c in state.cities if c.owner == 0 for b in c.buildings)
    assert named - after == Counter(losses)
    assert state.current == 1


def test_catastrophe_only_what_he_has():
    # one village for a drought: it is the only loss
    state = with_cities(table(2), {1: city(0, ("village", 0), ("temple", 1))})
    state = play(turn_card(state, BalamCard("drought")), 0, A.BalamSuffer())
    state = play(state, 0, A.BalamLoseBuilding(1, 0))
    assert [b.kind for b in state.cities[1].buildings] == ["temple"] and state.current == 1
    # no village at all: no penalty, and the king's own maize never pays
    state = with_cities(table(2), {1: city(0, ("temple", 0))})
    state = turn_card(state, BalamCard("drought"))
    assert (state.phase, state.current) == ("turn", 1)
    state = with_cities(table(2), {1: city(0, ("village", 0))})
    state = turn_card(state, BalamCard("drought"))
    assert GAME.legal_actions(state, 0) == [A.BalamSuffer()]
    # it strikes only the king who turned it
    state = with_cities(table(2), {1: city(1, ("village", 0))})
    state = turn_card(state, BalamCard("drought"))
    assert state.current == 1 and state.cities[1].buildings


@pytest.mark.parametrize("kind, lost, kept", [("eruption", 1, 0), ("tidal_wave", 0, 1)])
def test_eruption_and_tidal_wave(kind, lost, kept):
    cities = {
        0: city(0, ("storage", 0, ["prisoner"]), ("garrison", 1, ["prisoner"])),
        1: city(0, ("village", 0), ("storage", 1, ["maize"])),
    }
    state = turn_card(with_cities(table(2), cities), BalamCard(kind))
    assert GAME.legal_actions(state, 0) == [A.BalamPayCatastrophe(0, 0), A.BalamPayCatastrophe(0, 1), A.BalamSuffer()]
    paid = play(state, 0, A.BalamPayCatastrophe(0, 1))
    assert GAME.legal_actions(paid, 0) == [A.BalamPayCatastrophe(0, 0)]
    paid = play(paid, 0, A.BalamPayCatastrophe(0, 0))
    assert count(paid.supply, "prisoner") == 10 and paid.current == 1
    suffered = play(state, 0, A.BalamSuffer())
    assert suffered.cities[lost].owner is None and suffered.cities[kept].owner == 0
    assert token_total(suffered) == dict(zip(WEALTHS, WEALTH_TOKENS, strict=True))
    # one prisoner is not enough to pay two
    state = turn_card(
        with_cities(table(2), {0: city(0, ("storage", 0, ["prisoner"])), 1: city(0, ("village", 0))}), BalamCard(kind)
    )
    assert GAME.legal_actions(state, 0) == [A.BalamSuffer()]


# --- C - FIN DE LA MANCHE -----------------------------------------------------------

EXAMPLE_BOARD = ("M4 C4 J2 ~", "^ M4 S4 M2", "^ O4 ~ ~")
T, G, J, GM, S, P, GO = range(7)  # the example's sites, in board order


def example_round_end():
    """Violet (0): maize city T with a temple, jade city J with a reserve, shell city S
    with a reserve holding a prisoner, palace city P. Grey (1): cacao city G with a
    market (its pyramids reach T, J and GM) and a garrison with obsidian, maize city GM
    with a palace and a garrison with a prisoner, obsidian city GO with a temple and an
    empty garrison."""
    state = table(2, BalamOptions(board=EXAMPLE_BOARD))
    state = with_kings(state, chest(), chest())
    state = with_cities(
        state,
        {
            T: city(0, ("village", 0), ("village", 1), ("temple", 2)),
            J: city(0, ("village", 0), ("storage", 1)),
            S: city(0, ("village", 0), ("village", 1), ("village", 2), ("storage", 3, ["prisoner"])),
            P: city(0, ("palace", 0)),
            G: city(1, ("village", 0), ("village", 1), ("market", 2), ("garrison", 3, ["obsidian"])),
            GM: city(1, ("village", 0), ("palace", 1), ("garrison", 3, ["prisoner"])),
            GO: city(1, ("village", 0), ("temple", 1), ("garrison", 3)),
        },
    )
    return play(katun_row(state, ECLIPSE), 0, A.BalamTurnKatun(0))


def test_worked_example_production_and_distribution():
    state = example_round_end()
    assert state.phase == "distribution" and GAME.to_move(state) == [0, 1]
    # production: 3 shells, 1 jade, 2 maize for violet; 2 cacao, 1 obsidian, 1 maize for grey
    made = Counter(b.wealth[0] for c in state.cities for b in c.buildings if b.kind == "village" and b.wealth)
    assert made == {"shell": 3, "jade": 1, "maize": 3, "cacao": 2, "obsidian": 1}
    moves = GAME.legal_actions(state, 0)[:-1]
    # the jade cannot leave its site, but can go into its reserve
    assert [m for m in moves if m.site == J] == [A.BalamMoveWealth(J, 0, J, 1)]
    # shells cannot reach the temple, but reach the palace
    assert A.BalamMoveWealth(S, 0, T, 2) not in moves
    assert A.BalamMoveWealth(S, 0, P, 0) in moves
    refused(state, 0, A.BalamMoveWealth(S, 0, T, 2), "controls commercially")
    state = play(
        state,
        0,
        A.BalamMoveWealth(J, 0, J, 1),
        A.BalamMoveWealth(S, 0, P, 0),
        A.BalamMoveWealth(S, 1, P, 0),
        A.BalamMoveWealth(T, 0, T, 2),
        A.BalamMoveWealth(T, 1, T, 2),
    )
    assert A.BalamMoveWealth(S, 2, P, 0) not in GAME.legal_actions(state, 0)  # palace full
    state = play(state, 0, A.BalamEndDistribution())
    assert GAME.to_move(state) == [1]
    state = play(
        state,
        1,
        A.BalamMoveWealth(G, 0, GO, 1),
        A.BalamMoveWealth(GM, 3, GO, 1),
        A.BalamMoveWealth(G, 1, GM, 1),
        A.BalamMoveWealth(GM, 0, GM, 1),
        A.BalamMoveWealth(GO, 0, GO, 3),
        A.BalamEndDistribution(),
    )
    # violet collects 2 shells and sacrifices 2 maize (2 points), loses a shell;
    # grey collects a cacao and a maize, equips a garrison, sacrifices a prisoner and a
    # cacao (5 points)
    assert state.kings[0].chest == chest(shell=2) and state.kings[0].prestige == 2
    assert state.kings[1].chest == chest(cacao=1, maize=1) and state.kings[1].prestige == 5
    assert building(state, J, 1).wealth == ("jade",)
    assert building(state, S, 3).wealth == ("prisoner",)
    assert building(state, S, 2).wealth == ()
    assert building(state, G, 3).wealth == ("obsidian",)
    assert building(state, GO, 3).wealth == ("obsidian",)
    assert building(state, GM, 3).wealth == ()
    assert (state.phase, state.round, state.first) == ("turn", 2, 1)
    assert token_total(state) == dict(zip(WEALTHS, WEALTH_TOKENS, strict=True))


def test_delivered_tokens_stay_and_unstored_wealth_is_lost():
    state = example_round_end()
    state = play(state, 0, A.BalamMoveWealth(S, 3, P, 0))  # the prisoner to the palace
    assert not any(m.site == P for m in GAME.legal_actions(state, 0)[:-1])
    state = play(state, 0, A.BalamMoveWealth(S, 0, S, 3))  # a shell into the reserve
    assert not any((m.site, m.slot) == (S, 3) for m in GAME.legal_actions(state, 0)[:-1])
    state = play(state, 0, A.BalamEndDistribution())
    state = play(state, 1, A.BalamEndDistribution())
    assert state.kings[0].chest == chest(prisoner=1)
    assert building(state, S, 3).wealth == ("shell",)
    # grey did nothing: his prisoner on a garrison is lost, his obsidian stays
    assert building(state, GM, 3).wealth == () and building(state, G, 3).wealth == ("obsidian",)
    assert all(not b.wealth for c in state.cities for b in c.buildings if b.kind not in ("storage", "garrison"))


def test_production_shortage_follows_turn_order():
    state = with_cities(table(3), {1: city(0, ("village", 0)), 7: city(1, ("village", 0)), 13: city(2, ("village", 0))})
    state = replace(state, supply=tuple(1 if w == "cacao" else n for w, n in zip(WEALTHS, state.supply, strict=True)))
    state = katun_row(state, FILLER, ECLIPSE, turned=(True, False))
    state = play(replace(state, current=0), 0, A.BalamTurnKatun(1))
    # the next round's first player is seat 1: he is served first
    assert [building(state, s, 0).wealth for s in (1, 7, 13)] == [(), ("cacao",), ()]


@pytest.mark.parametrize(
    "here, owner, seat, ok",
    [
        ([1, 1], None, 0, True),  # tie on a free site: everyone passes
        ([1, 1], 1, 0, False),  # tie on someone else's site: its owner keeps control
        ([1, 1], 0, 0, True),
        ([0, 0], 1, 0, False),  # an enemy city without any pyramid blocks
        ([0, 0], None, 0, True),
        ([1, 2], None, 0, False),  # more enemy pyramids block
        ([2, 1], 1, 0, True),
    ],
)
def test_commercial_control(here, owner, seat, ok):
    state = with_cities(table(2), {4: city(owner, ("village", 0))} if owner is not None else {})
    assert passable(state, seat, 4, here) is ok


def test_transport_networks():
    # a grey city without markets cuts violet's path along the top row
    state = with_cities(table(2), {0: city(0, ("village", 0)), 2: city(0, ("village", 0)), 1: city(1, ("village", 0))})
    net = networks(state, 0)
    assert net[1] is None and net[0] == net[2]  # around through sites 4, 5... and cenotes
    assert networks(state, 1)[1] is not None


# --- 7 - FIN DE PARTIE --------------------------------------------------------------


def test_end_of_game_wealth_bonus_and_winner():
    state = with_kings(table(2), chest(maize=5), chest(cacao=3))
    state = with_cities(state, {0: city(0, ("ball_court", 0)), 4: city(0, ("village", 0))})
    state = replace(state, ball_games=1)
    state = play(katun_row(state, BalamCard("ball_game")), 0, A.BalamTurnKatun(0))
    assert state.phase == "distribution"  # the obsidian produced has nowhere to go
    assert GAME.legal_actions(state, 0) == [A.BalamEndDistribution()]
    state = play(state, 0, A.BalamEndDistribution())
    # ball game 2 points; Chaak 2 maize; bonus: 7 // 2 = 3 and 5 // 2 = 2
    assert state.phase == "over" and GAME.to_move(state) == []
    result = GAME.result(state)
    assert result.scores == [5, 2] and result.winners == [0]
    refused(state, 0, A.BalamTurnKatun(0), "the game is over")


def test_tied_victory_is_shared():
    state = with_kings(table(2), chest(maize=2), chest(jade=2), prestige=[4, 4])
    state = replace(state, ball_games=1)
    state = play(katun_row(state, BalamCard("ball_game")), 0, A.BalamTurnKatun(0))
    assert GAME.result(state).winners == [0, 1]
    assert GAME.result(table(2)) is None
