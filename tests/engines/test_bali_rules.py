"""Bali's rules, checked against the rule text (bali.fr.txt): every worked
example, the edge cases of each rule and every refusal message."""

from __future__ import annotations

import random

import pytest
from msgspec.structs import replace

from engines.bali import GAME
from engines.bali import actions as act
from engines.bali import events as ev
from engines.bali.scoring import altar_values
from engines.bali.state import BaliAltarCard, BaliOptions, BaliState, sorted_cards
from engines.core import ActionBase, IllegalAction, InvalidOptions, fold

# The text's players, seated in the order of its offering-round example.
CLEMENT, ANTOINE, VALERIE = 0, 1, 2
RICE, PEANUT, BANANA, CHILI = range(4)

MARKET = (
    ("priest", "stonecutter", "priest", "sanctuary"),
    ("sanctuary", "rice_cultivator", "chili_cultivator", "stonecutter"),
    ("banana_cultivator", "stonecutter", "priest", "priest"),
    ("stonecutter", "stonecutter", "sanctuary", "peanut_cultivator"),
)
DECK = ("priest", "sanctuary", "stonecutter", "rice_cultivator") * 3


BASE = BaliOptions()


def table(players: int = 3, options: BaliOptions = BASE, **changes) -> BaliState:
    """A table after setup with a known market and draw pile, seat 0 to play phase 1."""
    state = GAME.initial_state(players, options)
    changes = {"market": MARKET, "deck": DECK, "phase": "purchase", **changes}
    return replace(state, **changes)


def seat(state: BaliState, number: int, **changes) -> BaliState:
    players = list(state.players)
    if "hand" in changes:
        changes["hand"] = sorted_cards(changes["hand"])
    players[number] = replace(players[number], **changes)
    return replace(state, players=tuple(players))


def do(state: BaliState, number: int, action) -> tuple[BaliState, list]:
    events = GAME.decide(state, number, action, random.Random(0))
    return fold(GAME, state, events), events


def refused(state: BaliState, number: int, action) -> str:
    assert action not in GAME.legal_actions(state, number)
    with pytest.raises(IllegalAction) as error:
        GAME.decide(state, number, action, random.Random(0))
    return str(error.value)


def of(events: list, kind: type) -> list:
    return [event for event in events if isinstance(event, kind)]


# --- MISE EN PLACE ---


@pytest.mark.parametrize("players", [2, 3, 4])
def test_setup_deals_starting_sets_stones_offerings_and_a_four_by_four_market(
    players,
) -> None:
    state = GAME.initial_state(players, BaliOptions())
    events = GAME.setup(state, random.Random(7))
    state = fold(GAME, state, events)
    hands = [
        ("rice_cultivator", "peanut_cultivator", "banana_cultivator"),
        ("peanut_cultivator", "banana_cultivator", "chili_cultivator"),
        ("rice_cultivator", "banana_cultivator", "chili_cultivator"),
        ("rice_cultivator", "peanut_cultivator", "chili_cultivator"),
    ]
    for number, player in enumerate(state.players):
        assert player.hand == sorted_cards(hands[number])
        # The starting Stonecutter lies in front of its owner.
        assert player.stonecutters == 1
        assert player.stones == (2, 3, 4, 5)[number]
        assert player.offerings == (1, 1, 1, 1)
    assert [len(column) for column in state.market] == [4, 4, 4, 4]
    assert len(state.deck) == 50 - 16  # the Oracles stay in the box
    assert state.box == ("oracle",) * 8
    assert state.reserve == (25 - players,) * 4
    assert state.altar == () and state.demon is None
    assert GAME.to_move(state) == [0] and state.phase == "purchase"


def test_oracle_setup_seeds_the_altar_and_shuffles_oracles_in_after_the_market() -> None:
    for seed in range(20):
        state = GAME.initial_state(4, BaliOptions(oracle=True))
        state = fold(GAME, state, GAME.setup(state, random.Random(seed)))
        assert sorted(card.crop for card in state.altar) == sorted(["rice", "peanut", "banana", "chili"])
        assert not any(card.face_up or card.known_to for card in state.altar)
        assert state.reserve == (25 - 4 - 1,) * 4
        assert "oracle" not in [card for column in state.market for card in column]
        assert state.deck.count("oracle") == 8 and len(state.deck) == 58 - 16
        assert GAME.view(state, 0).altar == (None,) * 4


def test_demon_starts_on_the_first_column() -> None:
    state = GAME.initial_state(2, BaliOptions(demon=True))
    assert fold(GAME, state, GAME.setup(state, random.Random(1))).demon == 0


def test_options_and_player_counts_are_checked() -> None:
    for players in (1, 5):
        with pytest.raises(InvalidOptions, match="2 to 4 players"):
            GAME.check_options(players, BaliOptions())
    with pytest.raises(InvalidOptions, match="oracle variant"):
        GAME.check_options(3, BaliOptions(oracle="yes"))
    GAME.check_options(4, BaliOptions(oracle=True, demon=True))


# --- 1. PRENDRE UNE CARTE OFFRANDE ---


def test_clement_with_four_banana_cultivators_buys_a_banana_card_for_one_stone() -> None:
    state = seat(table(), CLEMENT, cultivators=(0, 0, 4, 0), stones=3)
    state, events = do(state, CLEMENT, act.BaliBuyOffering("banana"))
    assert events == [ev.BaliOfferingBought(seat=CLEMENT, crop="banana", cost=1)]
    assert state.players[CLEMENT].stones == 2
    assert state.players[CLEMENT].offerings == (1, 1, 2, 1)
    assert state.reserve[BANANA] == 25 - 3 - 1
    assert state.phase == "play"


@pytest.mark.parametrize("cultivators, cost", [(0, 5), (1, 4), (4, 1), (5, 0), (7, 0)])
def test_an_offering_costs_five_stones_minus_your_cultivators_never_below_zero(cultivators, cost) -> None:
    state = seat(table(), CLEMENT, cultivators=(0, cultivators, 0, 0), stones=5)
    state, events = do(state, CLEMENT, act.BaliBuyOffering("peanut"))
    assert events[0].cost == cost and state.players[CLEMENT].stones == 5 - cost


def test_the_offering_purchase_is_optional_and_limited_by_stones_and_stock() -> None:
    state = seat(table(), CLEMENT, stones=4)
    assert refused(state, CLEMENT, act.BaliBuyOffering("rice")) == (
        "a rice offering card costs you 5 stones (5 minus your 0 rice cultivators), you have 4"
    )
    exhausted = replace(seat(state, CLEMENT, stones=9), reserve=(0, 3, 3, 3))
    assert refused(exhausted, CLEMENT, act.BaliBuyOffering("rice")) == (
        "the rice offering cards are exhausted (phase 1)"
    )
    assert act.BaliBuyOffering("peanut") in GAME.legal_actions(exhausted, CLEMENT)
    skipped, events = do(state, CLEMENT, act.BaliSkipPurchase())
    assert events == [ev.BaliPurchaseSkipped(seat=CLEMENT)]
    assert skipped.players == state.players and skipped.phase == "play"


# --- 2A. JOUER UNE OU PLUSIEURS CARTES ---


def test_antoine_plays_two_rice_cultivators_for_one_stone_grouped_with_his_others() -> None:
    state = replace(table(), active=ANTOINE, phase="play")
    state = seat(
        state,
        ANTOINE,
        hand=("rice_cultivator", "rice_cultivator", "priest"),
        cultivators=(1, 0, 0, 0),
    )
    state, events = do(state, ANTOINE, act.BaliPlayCultivators("rice", 2))
    assert events[0] == ev.BaliCardsPlayed(seat=ANTOINE, card="rice_cultivator", count=2, cost=1)
    antoine = state.players[ANTOINE]
    assert antoine.cultivators == (3, 0, 0, 0) and antoine.stones == 3 - 1 and antoine.hand == ("priest",)
    assert state.phase == "refill"


def test_cultivators_cost_zero_one_two_and_come_from_one_crop() -> None:
    state = replace(table(), phase="play")
    hand = ("chili_cultivator",) * 3
    state = seat(state, CLEMENT, hand=hand, stones=1)
    legal = GAME.legal_actions(state, CLEMENT)
    assert act.BaliPlayCultivators("chili", 1) in legal and act.BaliPlayCultivators("chili", 2) in legal
    assert refused(state, CLEMENT, act.BaliPlayCultivators("chili", 3)) == "3 cultivators cost 2 stones, you have 1"
    assert (
        refused(state, CLEMENT, act.BaliPlayCultivators("rice", 1)) == "you have 0 rice cultivators in your hand, not 1"
    )
    assert refused(state, CLEMENT, act.BaliPlayCultivators("chili", 4)) == (
        "you may play 1 to 3 cultivators of one crop, not 4"
    )
    assert refused(state, CLEMENT, act.BaliPlayCultivators("mango", 1)).startswith("there is no offering crop 'mango'")
    after, _ = do(seat(state, CLEMENT, stones=2), CLEMENT, act.BaliPlayCultivators("chili", 3))
    assert after.players[CLEMENT].stones == 0 and after.players[CLEMENT].hand == ()


def test_stonecutter_and_priest_are_free_and_one_card_ends_phase_2a() -> None:
    state = seat(
        replace(table(), phase="play"),
        CLEMENT,
        hand=("stonecutter", "priest", "priest"),
        stones=0,
    )
    assert refused(state, CLEMENT, act.BaliPlaySanctuary()) == "you have no sanctuary in your hand"
    after, events = do(state, CLEMENT, act.BaliPlayPriest())
    assert events == [ev.BaliCardsPlayed(seat=CLEMENT, card="priest", count=1, cost=0)]
    assert after.players[CLEMENT].priests == 1
    assert after.demon is None  # no Demon without its variant
    assert GAME.legal_actions(after, CLEMENT) == [act.BaliTakeCard(c) for c in range(4)]
    assert refused(after, CLEMENT, act.BaliPlayStonecutter()) == (
        "that is not the decision at hand: now you must "
        "take cards from the bottom of the market columns until you hold 3 (phase 3)"
    )
    after, _ = do(state, CLEMENT, act.BaliPlayStonecutter())
    assert after.players[CLEMENT].stonecutters == 2


def test_a_sanctuary_costs_seven_stones() -> None:
    state = seat(
        replace(table(), phase="play"),
        CLEMENT,
        hand=("sanctuary", "priest", "priest"),
        stones=6,
    )
    assert refused(state, CLEMENT, act.BaliPlaySanctuary()) == "a Sanctuary costs 7 stones, you have 6"
    after, _ = do(seat(state, CLEMENT, stones=8), CLEMENT, act.BaliPlaySanctuary())
    assert after.players[CLEMENT].stones == 1 and after.players[CLEMENT].sanctuaries == 1


def test_three_sanctuaries_without_seven_stones_force_a_card_out_of_the_game() -> None:
    state = seat(replace(table(), phase="play"), CLEMENT, hand=("sanctuary",) * 3, stones=6)
    assert GAME.legal_actions(state, CLEMENT) == [act.BaliRemoveCard("sanctuary")]
    after, events = do(state, CLEMENT, act.BaliRemoveCard("sanctuary"))
    assert events[0] == ev.BaliCardRemoved(seat=CLEMENT, card="sanctuary")
    assert after.players[CLEMENT].hand == ("sanctuary",) * 2 and after.box[-1:] == ("sanctuary",)
    assert after.players[CLEMENT].sanctuaries == 0 and after.phase == "refill"
    rich = seat(state, CLEMENT, stones=7)
    assert refused(rich, CLEMENT, act.BaliRemoveCard("sanctuary")) == (
        "you can still play a card: a card leaves the game only when you cannot play any (phase 2A)"
    )
    mixed = seat(state, CLEMENT, hand=("sanctuary", "sanctuary", "priest"))
    assert act.BaliRemoveCard("sanctuary") not in GAME.legal_actions(mixed, CLEMENT)
    assert refused(state, CLEMENT, act.BaliRemoveCard("priest")) == "you have no priest in your hand"


# --- 2B. PHASE D'OFFRANDE ---


def sanctuary_turn(state: BaliState, active: int = CLEMENT) -> BaliState:
    state = replace(state, active=active, phase="play")
    state = seat(state, active, hand=("sanctuary", "priest", "priest"), stones=7)
    return do(state, active, act.BaliPlaySanctuary())[0]


def test_clements_sanctuary_offering_round() -> None:
    state = sanctuary_turn(table())
    assert GAME.to_move(state) == [ANTOINE]
    assert GAME.view(state, ANTOINE).decision == "offer_face_up"
    state, events = do(state, ANTOINE, act.BaliOffer("peanut"))
    assert events == [ev.BaliOffered(seat=ANTOINE, crop="peanut", face_up=True, from_reserve=False)]
    assert GAME.to_move(state) == [VALERIE]
    state, _ = do(state, VALERIE, act.BaliOffer("peanut"))
    assert GAME.to_move(state) == [CLEMENT] and GAME.view(state, CLEMENT).decision == "offer_face_down"
    state, events = do(state, CLEMENT, act.BaliOffer("rice"))
    hidden = events[0]
    assert hidden == ev.BaliOffered(seat=CLEMENT, crop="rice", face_up=False, from_reserve=False)
    assert GAME.view_event(hidden, ANTOINE).crop is None and GAME.view_event(hidden, None).crop is None
    assert GAME.view_event(hidden, CLEMENT).crop == "rice"
    assert GAME.view(state, CLEMENT).decision == "offer_from_reserve"
    state, events = do(state, CLEMENT, act.BaliOffer("chili"))
    assert events[0] == ev.BaliOffered(seat=CLEMENT, crop="chili", face_up=True, from_reserve=True)
    assert [(card.crop, card.face_up) for card in state.altar] == [
        ("peanut", True),
        ("peanut", True),
        ("rice", False),
        ("chili", True),
    ]
    assert state.players[ANTOINE].offerings == (1, 0, 1, 1)
    assert state.players[VALERIE].offerings == (1, 0, 1, 1)
    assert state.players[CLEMENT].offerings == (0, 1, 1, 1)
    assert state.reserve == (22, 22, 22, 21)
    # Only the top card stays visible; Clément remembers his face-down rice.
    assert GAME.view(state, ANTOINE).altar == (None, None, None, "chili")
    assert GAME.view(state, None).altar == (None, None, None, "chili")
    assert GAME.view(state, CLEMENT).altar == (None, None, "rice", "chili")
    assert state.phase == "refill" and GAME.to_move(state) == [CLEMENT]


def test_players_without_offering_cards_offer_nothing_and_nothing_replaces_their_card() -> None:
    state = seat(table(), ANTOINE, offerings=(0, 0, 0, 0))
    state = sanctuary_turn(seat(state, CLEMENT, offerings=(0, 0, 0, 0)))
    assert [task.kind for task in state.pending] == [
        "offer_face_up",
        "offer_from_reserve",
    ]
    assert GAME.to_move(state) == [VALERIE]
    state, _ = do(state, VALERIE, act.BaliOffer("rice"))
    state, _ = do(state, CLEMENT, act.BaliOffer("banana"))
    # One card fewer on the altar: Antoine's and Clément's own are missing, the
    # reserve card is still added (our reading of the Remarque).
    assert [card.crop for card in state.altar] == ["rice", "banana"]


def test_offering_refusals_name_the_missing_card() -> None:
    state = sanctuary_turn(seat(table(), ANTOINE, offerings=(0, 2, 0, 0)))
    assert GAME.legal_actions(state, ANTOINE) == [act.BaliOffer("peanut")]
    assert refused(state, ANTOINE, act.BaliOffer("rice")) == "you have no rice offering card"
    assert refused(state, VALERIE, act.BaliOffer("rice")).startswith("it is not your turn: seat 1 must offer")
    state = do(
        do(
            do(state, ANTOINE, act.BaliOffer("peanut"))[0],
            VALERIE,
            act.BaliOffer("rice"),
        )[0],
        CLEMENT,
        act.BaliOffer("rice"),
    )[0]
    state = replace(state, reserve=(0, 5, 5, 5))
    assert refused(state, CLEMENT, act.BaliOffer("rice")) == "the reserve has no rice offering card left"


# --- 3. COMPLÉTER SA MAIN ---


def refill_turn(state: BaliState, active: int, hand: tuple) -> BaliState:
    return seat(replace(state, active=active, phase="refill"), active, hand=hand)


def test_antoine_takes_a_sanctuary_then_a_banana_cultivator_from_column_bottoms() -> None:
    state = refill_turn(table(), ANTOINE, ("priest",))
    state, events = do(state, ANTOINE, act.BaliTakeCard(1))
    assert events == [ev.BaliCardTaken(seat=ANTOINE, column=1, card="sanctuary")]
    assert state.market[1] == ("rice_cultivator", "chili_cultivator", "stonecutter")
    assert GAME.to_move(state) == [ANTOINE] and state.phase == "refill"
    state, events = do(state, ANTOINE, act.BaliTakeCard(2))
    assert events[0] == ev.BaliCardTaken(seat=ANTOINE, column=2, card="banana_cultivator")
    assert state.players[ANTOINE].hand == sorted_cards(("priest", "sanctuary", "banana_cultivator"))
    # Hand full: phase 4 scores the card now at the bottom of the last column taken from.
    assert events[1] == ev.BaliScoringStarted(category="stonecutter")


def test_a_column_taken_empty_is_dealt_anew_at_once_and_can_be_used() -> None:
    market = (("priest",), *MARKET[1:])
    state = refill_turn(table(market=market), CLEMENT, ())
    state, events = do(state, CLEMENT, act.BaliTakeCard(0))
    assert events[1] == ev.BaliColumnDealt(column=0, cards=DECK[:4])
    assert state.market[0] == DECK[:4] and state.deck == DECK[4:]
    state, events = do(state, CLEMENT, act.BaliTakeCard(0))
    assert events[0].card == DECK[0]
    state, events = do(state, CLEMENT, act.BaliTakeCard(0))
    assert events[1] == ev.BaliScoringStarted(category=DECK[2])


def test_emptying_a_column_last_scores_the_bottom_of_the_new_column() -> None:
    market = (MARKET[0], MARKET[1], MARKET[2], ("stonecutter",))
    state = refill_turn(table(market=market), ANTOINE, ("priest", "priest"))
    state, events = do(state, ANTOINE, act.BaliTakeCard(3))
    assert of(events, ev.BaliScoringStarted) == [ev.BaliScoringStarted(category=DECK[0])]


def test_refill_refuses_columns_that_do_not_exist() -> None:
    state = refill_turn(table(), CLEMENT, ())
    assert refused(state, CLEMENT, act.BaliTakeCard(4)) == "the market has columns 0 to 3, not 4"
    assert refused(state, CLEMENT, act.BaliTakeCard(-1)) == "the market has columns 0 to 3, not -1"


# --- 4. DÉCOMPTE ---


def score(state: BaliState, category: str) -> tuple[BaliState, list]:
    """Phase 4 for `category`: the active player's last take reveals it."""
    market = ((MARKET[0][0], category), *MARKET[1:])
    hand = state.players[state.active].hand[:2]
    state = seat(replace(state, phase="refill", market=market), state.active, hand=hand)
    return do(state, state.active, act.BaliTakeCard(0))


def test_stonecutter_scoring_antoine_has_the_majority() -> None:
    state = replace(table(), active=ANTOINE)
    state = seat(
        seat(
            seat(state, ANTOINE, stonecutters=2, stones=0),
            CLEMENT,
            stonecutters=1,
            stones=0,
        ),
        VALERIE,
        stonecutters=0,
        stones=0,
    )
    state, events = score(state, "stonecutter")
    assert of(events, ev.BaliRewarded) == [
        ev.BaliRewarded(seat=ANTOINE, stones=3, points=0),
        ev.BaliRewarded(seat=CLEMENT, stones=1, points=0),
    ]
    assert [player.stones for player in state.players] == [1, 3, 0]
    assert events[-1] == ev.BaliTurnStarted(seat=VALERIE) and state.phase == "purchase"


def test_priest_scoring_without_a_sole_majority() -> None:
    state = seat(seat(seat(table(), VALERIE, priests=2), CLEMENT, priests=2), ANTOINE, priests=1)
    state, events = score(state, "priest")
    assert [player.points for player in state.players] == [2, 1, 2]
    assert all(event.stones == 0 for event in of(events, ev.BaliRewarded))


def test_a_single_card_never_makes_a_majority() -> None:
    state = seat(table(), ANTOINE, priests=1)
    state, _ = score(state, "priest")
    assert [player.points for player in state.players] == [0, 1, 0]


def test_clements_three_sanctuaries_give_four_stones_or_four_points_never_mixed() -> None:
    state = replace(table(), active=ANTOINE)
    state = seat(seat(state, CLEMENT, sanctuaries=3, stones=0), ANTOINE, sanctuaries=1, stones=0)
    state, events = score(state, "sanctuary")
    assert events[-1] == ev.BaliScoringStarted(category="sanctuary")
    # In turn order from the active player: Antoine, then Clément (Valérie has none).
    assert GAME.to_move(state) == [ANTOINE]
    assert GAME.legal_actions(state, ANTOINE) == [
        act.BaliChooseReward("stones"),
        act.BaliChooseReward("points"),
    ]
    state, events = do(state, ANTOINE, act.BaliChooseReward("stones"))
    assert events == [ev.BaliRewarded(seat=ANTOINE, stones=1, points=0)]
    assert GAME.to_move(state) == [CLEMENT]
    assert refused(state, CLEMENT, act.BaliChooseReward("both")) == (
        "a Sanctuary rewards 'stones' or 'points', not 'both'"
    )
    state, events = do(state, CLEMENT, act.BaliChooseReward("points"))
    assert events[0] == ev.BaliRewarded(seat=CLEMENT, stones=0, points=4)
    assert events[1] == ev.BaliTurnStarted(seat=VALERIE)
    assert state.players[CLEMENT].points == 4 and state.players[CLEMENT].stones == 0


def test_valerie_single_rice_cultivator_gives_one_card_and_no_extra() -> None:
    state = seat(table(), VALERIE, cultivators=(1, 0, 0, 0))
    state, events = score(state, "rice_cultivator")
    assert of(events, ev.BaliHarvested) == [ev.BaliHarvested(seat=VALERIE, crop="rice")]
    assert state.players[VALERIE].offerings == (2, 1, 1, 1)


def test_cultivators_give_one_card_each_and_the_majority_extra_comes_last() -> None:
    state = seat(
        seat(table(), CLEMENT, cultivators=(0, 0, 0, 4)),
        VALERIE,
        cultivators=(0, 0, 0, 1),
    )
    state, events = score(state, "chili_cultivator")
    assert of(events, ev.BaliHarvested) == [
        ev.BaliHarvested(seat=CLEMENT, crop="chili"),
        ev.BaliHarvested(seat=VALERIE, crop="chili"),
        ev.BaliHarvested(seat=CLEMENT, crop="chili"),
    ]
    assert state.players[CLEMENT].offerings[CHILI] == 3


def test_tied_cultivator_majority_gives_no_extra_card() -> None:
    state = seat(
        seat(table(), CLEMENT, cultivators=(0, 2, 0, 0)),
        ANTOINE,
        cultivators=(0, 2, 0, 0),
    )
    state, events = score(state, "peanut_cultivator")
    assert [event.seat for event in of(events, ev.BaliHarvested)] == [CLEMENT, ANTOINE]


def test_an_exhausted_crop_lets_each_player_choose_another_in_turn() -> None:
    state = seat(
        seat(table(), CLEMENT, cultivators=(0, 3, 0, 0)),
        ANTOINE,
        cultivators=(0, 1, 0, 0),
    )
    state = replace(state, reserve=(0, 1, 0, 2))
    state, events = score(state, "peanut_cultivator")
    assert of(events, ev.BaliHarvested) == [ev.BaliHarvested(seat=CLEMENT, crop="peanut")]
    assert GAME.to_move(state) == [ANTOINE] and GAME.view(state, ANTOINE).decision == "harvest"
    assert GAME.legal_actions(state, ANTOINE) == [act.BaliChooseHarvest("chili")]
    assert refused(state, ANTOINE, act.BaliChooseHarvest("rice")) == "the rice offering cards are exhausted"
    state, _ = do(state, ANTOINE, act.BaliChooseHarvest("chili"))
    # Clément's majority card comes after everyone: the last chili.
    assert GAME.to_move(state) == [CLEMENT]
    state, events = do(state, CLEMENT, act.BaliChooseHarvest("chili"))
    assert state.reserve == (0, 0, 0, 0)
    assert state.players[CLEMENT].offerings == (1, 2, 1, 2)


def test_an_empty_reserve_gives_nothing() -> None:
    state = replace(seat(table(), ANTOINE, cultivators=(2, 0, 0, 0)), reserve=(0, 0, 0, 0))
    state, events = score(state, "rice_cultivator")
    assert of(events, ev.BaliHarvested) == [
        ev.BaliHarvested(seat=ANTOINE, crop=None),
        ev.BaliHarvested(seat=ANTOINE, crop=None),
    ]
    assert state.players[ANTOINE].offerings == (1, 1, 1, 1)


# --- FIN DE LA PARTIE ---


def test_altar_example_chili_three_banana_and_peanut_two_rice_one() -> None:
    assert altar_values((1, 3, 3, 5)) == (1, 2, 2, 3)


@pytest.mark.parametrize(
    "counts, values",
    [
        ((6, 6, 4, 2), (3, 3, 2, 1)),  # 2 tied categories: 3...
        ((6, 4, 4, 2), (3, 2, 2, 1)),  # ...or 2...
        ((6, 4, 2, 2), (3, 2, 1, 1)),  # ...or 1 point each
        ((5, 5, 5, 1), (3, 3, 3, 2)),  # 3 tied: 3...
        ((5, 2, 2, 2), (3, 2, 2, 2)),  # ...or 2 points each
        ((4, 4, 2, 2), (3, 3, 2, 2)),  # 2 x 2 tied: 3 or 2 each
        ((3, 3, 3, 3), (3, 3, 3, 3)),  # all tied: 3 each
        (
            (4, 0, 2, 0),
            (3, 0, 2, 0),
        ),  # a category absent from the altar is worth nothing
        ((0, 0, 0, 0), (0, 0, 0, 0)),
    ],
)
def test_altar_tie_cases(counts, values) -> None:
    assert altar_values(counts) == values


def altar(counts: tuple[int, ...]) -> tuple[BaliAltarCard, ...]:
    crops = ("rice", "peanut", "banana", "chili")
    return tuple(BaliAltarCard(crop, True) for crop, n in zip(crops, counts, strict=True) for _ in range(n))


def end_with(state: BaliState) -> tuple[BaliState, list]:
    """The last card of the draw pile goes into a new column: the game ends."""
    market = (("priest",), *MARKET[1:])
    state = seat(
        replace(state, phase="refill", deck=("stonecutter",), market=market),
        state.active,
        hand=(),
    )
    return do(state, state.active, act.BaliTakeCard(0))


def test_antoines_final_score_counts_tokens_sanctuaries_stones_and_offerings() -> None:
    # The text gives Antoine's 22 points but his cards only in a picture our
    # copy lacks: this tableau totals 22 by the text's four sources.
    state = replace(table(), altar=altar((1, 3, 3, 5)))
    state = seat(state, ANTOINE, points=5, sanctuaries=2, stones=14, offerings=(1, 0, 0, 2))
    state, events = end_with(state)
    final = events[-1].final
    assert final.values == (1, 2, 2, 3) and final.altar == (1, 3, 3, 5)
    assert final.scores[ANTOINE] == 5 + 2 * 4 + 14 // 5 + 1 * 1 + 2 * 3 == 22
    assert final.scores[CLEMENT] == 0 + 2 // 5 + 1 + 2 + 2 + 3


def test_the_game_ends_at_once_when_the_draw_pile_empties_skipping_the_scoring() -> None:
    state = seat(table(), CLEMENT, stonecutters=3)
    state, events = end_with(state)
    assert events[1] == ev.BaliColumnDealt(column=0, cards=("stonecutter",))
    assert isinstance(events[-1], ev.BaliGameEnded) and not of(events, ev.BaliScoringStarted)
    assert state.phase == "over" and GAME.to_move(state) == []
    assert len(state.players[CLEMENT].hand) == 1  # the rest of the turn is skipped
    result = GAME.result(state)
    assert result.scores == list(events[-1].final.scores)
    assert refused(state, CLEMENT, act.BaliTakeCard(0)) == "the game is over"
    assert GAME.legal_actions(state, CLEMENT) == []


def test_dealing_exactly_the_last_four_cards_also_ends_the_game() -> None:
    market = (("priest",), *MARKET[1:])
    state = replace(table(), phase="refill", deck=DECK[:4], market=market)
    state = seat(state, CLEMENT, hand=())
    state, events = do(state, CLEMENT, act.BaliTakeCard(0))
    assert events[1].cards == DECK[:4] and state.phase == "over"


@pytest.mark.parametrize(
    "changes, winners",
    [
        ({CLEMENT: {"points": 9}, ANTOINE: {"points": 8}}, [CLEMENT]),
        (
            {
                CLEMENT: {"points": 1, "sanctuaries": 2},
                ANTOINE: {"points": 5, "sanctuaries": 1},
            },
            [CLEMENT],
        ),
        (
            {CLEMENT: {"points": 5, "stones": 4}, ANTOINE: {"points": 5, "stones": 3}},
            [CLEMENT],
        ),
        (
            {CLEMENT: {"points": 5, "stones": 4}, ANTOINE: {"points": 5, "stones": 4}},
            [CLEMENT, ANTOINE],
        ),
    ],
)
def test_ties_go_to_most_sanctuaries_then_most_stones_then_are_shared(changes, winners) -> None:
    state = table(players=2)
    state = seat(
        seat(state, CLEMENT, stones=0, offerings=(0,) * 4),
        ANTOINE,
        stones=0,
        offerings=(0,) * 4,
    )
    for number, fields in changes.items():
        state = seat(state, number, **fields)
    state, _ = end_with(state)
    result = GAME.result(state)
    assert result.winners == winners
    assert result.scores[CLEMENT] >= result.scores[ANTOINE]


# --- VARIANTE 1 : L'ORACLE ---


def oracle_table(deck: tuple, altar_crops: tuple = ("rice", "peanut", "banana", "chili", "rice")) -> BaliState:
    market = (("priest",), *MARKET[1:])
    state = table(options=BaliOptions(oracle=True), market=market, deck=deck, phase="refill")
    state = replace(state, altar=tuple(BaliAltarCard(crop, False) for crop in altar_crops))
    return seat(state, CLEMENT, hand=("priest",))


def test_oracles_dealt_to_the_market_are_removed_and_the_active_player_peeks() -> None:
    state = oracle_table(("oracle", "stonecutter", "oracle", "priest", *DECK))
    state, events = do(state, CLEMENT, act.BaliTakeCard(0))
    assert state.market[0] == ("stonecutter", "priest") and state.box.count("oracle") == 2
    peek = of(events, ev.BaliAltarPeeked)[0]
    assert peek == ev.BaliAltarPeeked(seat=CLEMENT, crops=("rice", "chili", "banana", "peanut"), count=4)
    assert GAME.view_event(peek, ANTOINE).crops is None
    assert GAME.to_move(state) == [CLEMENT] and GAME.view(state, CLEMENT).decision == "oracle"
    assert GAME.view(state, CLEMENT).altar == (
        None,
        "peanut",
        "banana",
        "chili",
        "rice",
    )
    assert GAME.view(state, ANTOINE).altar == (None,) * 5
    assert refused(state, CLEMENT, act.BaliTakeFromAltar(4)) == (
        "you looked at the top 4 altar cards: take depth 0 to 3, not 4"
    )
    state, events = do(state, CLEMENT, act.BaliTakeFromAltar(2))
    assert events[0] == ev.BaliOracleTaken(seat=CLEMENT, depth=2, crop="banana")
    assert GAME.view_event(events[0], VALERIE) == ev.BaliOracleTaken(seat=CLEMENT, depth=2, crop=None)
    assert [card.crop for card in state.altar] == ["rice", "peanut", "chili", "rice"]
    assert state.players[CLEMENT].offerings == (1, 1, 2, 1)
    assert GAME.view(state, CLEMENT).altar == (None, "peanut", "chili", "rice")
    # The refill goes on; a second Oracle in the same turn gives no second peek.
    assert GAME.to_move(state) == [CLEMENT] and state.phase == "refill"


def test_a_column_of_four_oracles_is_replaced_and_one_peek_per_turn() -> None:
    deck = ("oracle",) * 4 + ("oracle", "sanctuary", "priest", "priest") + DECK
    state = oracle_table(deck, altar_crops=("chili", "banana"))
    state, events = do(state, CLEMENT, act.BaliTakeCard(0))
    assert [event.cards for event in of(events, ev.BaliColumnDealt)] == [
        ("oracle",) * 4,
        deck[4:8],
    ]
    assert state.market[0] == ("sanctuary", "priest", "priest") and state.box.count("oracle") == 5
    assert of(events, ev.BaliAltarPeeked)[0].crops == ("banana", "chili")
    assert GAME.legal_actions(state, CLEMENT) == [
        act.BaliTakeFromAltar(0),
        act.BaliTakeFromAltar(1),
        act.BaliLeaveAltar(),
    ]
    state, events = do(state, CLEMENT, act.BaliLeaveAltar())
    assert events[0] == ev.BaliOracleTaken(seat=CLEMENT, depth=None, crop=None)
    assert len(state.altar) == 2 and state.players[CLEMENT].offerings == (1, 1, 1, 1)
    state = replace(state, market=(("priest",), *state.market[1:]), deck=("oracle", *DECK))
    state, events = do(state, CLEMENT, act.BaliTakeCard(0))
    assert not of(events, ev.BaliAltarPeeked)


def test_no_peek_on_an_empty_altar() -> None:
    state = oracle_table(("oracle", *DECK), altar_crops=())
    state, events = do(state, CLEMENT, act.BaliTakeCard(0))
    assert not of(events, ev.BaliAltarPeeked) and GAME.view(state, CLEMENT).decision == "refill"


# --- VARIANTE 2 : LE DÉMON ---


def test_the_demon_blocks_its_column_and_a_priest_chases_it_to_the_next() -> None:
    state = table(options=BaliOptions(demon=True), phase="play")
    state = seat(state, CLEMENT, hand=("priest", "priest", "stonecutter"))
    assert state.demon == 0
    state, _ = do(state, CLEMENT, act.BaliPlayPriest())
    assert state.demon == 1
    assert refused(state, CLEMENT, act.BaliTakeCard(1)) == (
        "the Demon stands on column 1: you cannot take its cards (Demon variant)"
    )
    assert GAME.legal_actions(state, CLEMENT) == [
        act.BaliTakeCard(0),
        act.BaliTakeCard(2),
        act.BaliTakeCard(3),
    ]
    state = replace(state, demon=3, phase="play")
    state, _ = do(state, CLEMENT, act.BaliPlayPriest())
    assert state.demon == 0


# --- whose turn, and what cannot be done ---


def test_out_of_turn_and_wrong_phase_actions_are_refused() -> None:
    state = table()
    assert GAME.to_move(state) == [CLEMENT] and GAME.legal_actions(state, ANTOINE) == []
    assert refused(state, ANTOINE, act.BaliSkipPurchase()) == (
        "it is not your turn: seat 0 must buy an offering card or skip (phase 1)"
    )
    assert refused(state, CLEMENT, act.BaliTakeCard(0)) == (
        "that is not the decision at hand: now you must buy an offering card or skip (phase 1)"
    )
    assert refused(state, CLEMENT, act.BaliLeaveAltar()).startswith("that is not the decision at hand")


def test_views_hide_hands_offerings_and_the_draw_pile() -> None:
    state = table()
    mine = GAME.view(state, ANTOINE)
    assert mine.players[ANTOINE].hand == state.players[ANTOINE].hand
    assert mine.players[ANTOINE].offerings == (1, 1, 1, 1)
    assert mine.players[CLEMENT].hand is None and mine.players[CLEMENT].offerings is None
    assert mine.players[CLEMENT].hand_count == 3 and mine.players[CLEMENT].offering_count == 4
    spectator = GAME.view(state, None)
    assert all(player.hand is None and player.offerings is None for player in spectator.players)
    assert spectator.deck_count == len(DECK) and spectator.market == MARKET
    shuffled = ev.BaliDeckShuffled(cards=DECK, count=len(DECK))
    assert GAME.view_event(shuffled, CLEMENT) == ev.BaliDeckShuffled(cards=None, count=len(DECK))


class BaliTestForeignAction(ActionBase, frozen=True, tag="bali_test_foreign"):
    """An action of no Bali rule."""


def test_an_action_of_another_game_is_refused() -> None:
    assert refused(table(), CLEMENT, BaliTestForeignAction()) == (
        "that is not the decision at hand: now you must buy an offering card or skip (phase 1)"
    )
