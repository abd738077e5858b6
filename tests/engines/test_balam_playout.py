"""Random full Balam games through the conformance helper: the 82 wealth tokens,
pyramids and building tiles accounted for, no hidden Katun card reaching another seat,
replay equal to the live state, every game ends; and "listed iff accepted" at many
reachable states."""

from __future__ import annotations

import random
from collections import Counter
from operator import attrgetter

import pytest
from msgspec.structs import replace

from engines.balam import GAME
from engines.balam import actions as A
from engines.balam.components import (
    BUILDINGS,
    CAPACITY,
    FAVORABLE,
    LARGE_PYRAMIDS,
    PROSPEROUS,
    SHUFFLED_EVENTS,
    TILE_OF,
    TILES,
    WEALTH_TOKENS,
    WEALTHS,
    WIDTH,
)
from engines.balam.construction import small_pyramids_left
from engines.balam.decisions import RULEBOOK
from engines.balam.events import BalamCardDivined, BalamDeckAssembled
from engines.balam.state import BalamCard
from engines.core import IllegalAction
from engines.core.conformance import playout
from tests.engines.test_balam_support import token_total

GAMES_PER_COUNT = 200
ALL_LISTED_EVERY = 20
CHEST = attrgetter(*WEALTHS)  # a king's view of his chest, wealth by wealth
FULL_DECK = Counter(
    [BalamCard("prosperous", w, p) for w, p in PROSPEROUS]
    + [BalamCard("favorable", w) for w, n in FAVORABLE.items() for _ in range(n)]
    + [BalamCard(k) for k, n in SHUFFLED_EVENTS.items() for _ in range(n)]
    + [BalamCard("ball_game")] * 5
    + [BalamCard("eclipse")]
)


def invariant(state) -> None:
    assert token_total(state) == dict(zip(WEALTHS, WEALTH_TOKENS, strict=True)), "82 wealth tokens"
    assert min(state.supply) >= 0
    assert all(min(k.chest) >= 0 for k in state.kings)
    in_play = Counter(TILE_OF[b.kind] for c in state.cities for b in c.buildings)
    for tile, total in TILES.items():
        assert in_play[tile] <= total
    owned = Counter(c.owner for c in state.cities)
    worksite = state.worksite.site if state.worksite else None
    for seat in range(state.players):
        assert owned[seat] <= LARGE_PYRAMIDS
        assert small_pyramids_left(state, seat) >= 0
    keeping = state.phase != "distribution"
    for site, (info, c) in enumerate(zip(state.board.sites, state.cities, strict=True)):
        if not c.buildings:
            assert c.owner is None or site == worksite, "an empty city is free"
            continue
        covered = [b.slot + i for b in c.buildings for i in range(WIDTH[b.kind])]
        assert len(covered) == len(set(covered)) and min(covered) >= 0 and max(covered) < info.slots
        for b in c.buildings:
            assert len(b.wealth) <= CAPACITY[b.kind]
            if keeping and b.wealth:
                assert b.kind in ("storage", "garrison"), "only reserves and garrisons keep wealth"
                assert b.kind == "storage" or b.wealth[0] in ("obsidian", "prisoner")
    cards = Counter(state.deck)
    cards.update(state.katun)
    assert all(n <= FULL_DECK[card] for card, n in cards.items()), "every Katun card comes from the 72-card deck"
    assert 0 <= state.ball_games <= 5


def check_view(state, viewer, view) -> None:
    for i, (card, seen) in enumerate(zip(state.katun, view.katun, strict=True)):
        visible = state.turned[i] or (viewer is not None and i in state.divined[viewer])
        assert seen.card == (card if visible else None)
    assert view.deck_count == len(state.deck)
    for seat, king in enumerate(view.kings):
        assert CHEST(king.chest) == state.kings[seat].chest
        assert king.prestige == state.kings[seat].prestige


def check_event(event, viewer, redacted) -> None:
    if isinstance(event, BalamDeckAssembled):
        assert redacted.cards is None and redacted.count == 72
    elif isinstance(event, BalamCardDivined) and viewer != event.seat:
        assert redacted == replace(event, face=None)
    else:
        assert redacted == event


def scramble(state, seat, rng):
    """Rotate the deck and the round's face-down cards this seat did not divine."""
    turn = rng.randrange(1, 1 + len(state.deck)) if state.deck else 0
    deck = state.deck[turn:] + state.deck[:turn]
    hidden = [i for i, t in enumerate(state.turned) if not t and i not in state.divined[seat]]
    katun = list(state.katun)
    for i, j in zip(hidden, hidden[1:] + hidden[:1], strict=True):
        katun[j] = state.katun[i]
    return replace(state, deck=deck, katun=tuple(katun))


def warlike(state, seat, legal, rng):
    """Random play leaning to garrisons, obsidians and attacks, to reach wars often."""
    keen = [
        a
        for a in legal
        if isinstance(
            a,
            (
                A.BalamAttack,
                A.BalamCommitGarrison,
                A.BalamSpendObsidian,
                A.BalamDestroy,
                A.BalamMoveWealth,
                A.BalamPayTribute,
                A.BalamBuildOn,
                A.BalamPayCatastrophe,
            ),
        )
        or (isinstance(a, A.BalamBuild) and a.building in ("garrison", "village", "temple"))
    ]
    if keen and rng.random() < 0.75:
        return rng.choice(keen)
    calm = [a for a in legal if not isinstance(a, A.BalamDemolish)]
    return rng.choice(calm or legal)


@pytest.mark.parametrize("players", [2, 3, 4])
def test_random_games(players):
    lengths, kinds = [], Counter()
    for seed in range(GAMES_PER_COUNT):
        result = playout(
            GAME,
            players,
            seed=seed,
            check_all_listed=seed % ALL_LISTED_EVERY == 0,
            invariant=invariant,
            check_view=check_view,
            check_event=check_event,
            scramble=scramble,
            choose=warlike if seed % 2 else None,
        )
        final = result.states[-1]
        assert final.phase == "over"
        assert final.ball_games == players  # default length: as many ball games as kings
        assert GAME.result(final).scores == [k.prestige for k in final.kings]
        lengths.append(result.actions)
        kinds.update(type(e).__name__ for e in result.events)
    # the random games do reach every kind of decision
    for name in (
        "BalamDiceRolled",
        "BalamObsidianSpent",
        "BalamGarrisonLost",
        "BalamBuildingDestroyed",
        "BalamOffered",
        "BalamDowryTaken",
        "BalamCatastrophePaid",
        "BalamBuildingLost",
        "BalamWealthMoved",
        "BalamCardDivined",
        "BalamDivinationStopped",
    ):
        assert kinds[name] > 0, name


@pytest.mark.parametrize("rules_version", range(1, GAME.rules_version))
def test_random_games_under_older_rules(rules_version):
    """Matches created before a rule fix keep being played by their rules."""
    for seed in range(0, GAMES_PER_COUNT, 10):
        result = playout(
            GAME,
            2 + seed % 3,
            seed=seed,
            rules_version=rules_version,
            invariant=invariant,
            check_view=check_view,
            check_event=check_event,
            choose=warlike if seed % 2 else None,
        )
        assert result.states[-1].rules == rules_version and result.states[-1].phase == "over"
        declined = any(type(e).__name__ == "BalamDivinationStopped" for e in result.events)
        assert not declined or rules_version >= 2
        looks = [e for e in result.events if type(e).__name__ == "BalamCardDivined"]
        assert all(e.face is None for e in looks), "the card seen is recorded from rules 3 on"


def superset(state, seat) -> list:
    """Every action kind x every value of its parameters (plus out-of-range ones)."""
    sites = range(-1, len(state.cities) + 1)
    slots = range(-1, 5)
    cards = range(-1, state.players + 2)
    acts = [
        A.BalamStopDivining(),
        A.BalamPass(),
        A.BalamEndConstruction(),
        A.BalamLaunchAttack(),
        A.BalamDefend(),
        A.BalamEndOffering(),
        A.BalamSuffer(),
        A.BalamEndDistribution(),
        A.BalamTakeBlessing(True),
        A.BalamTakeBlessing(False),
    ]
    acts += [A.BalamDivine(c) for c in cards] + [A.BalamTurnKatun(c) for c in cards]
    for w in WEALTHS:
        acts += [A.BalamPayTribute(w), A.BalamPayCost(w), A.BalamTakeWealth(w)]
        acts += [A.BalamTakeDowry(s, w) for s in range(-1, state.players + 1)]
    acts += [A.BalamBuildOn(s) for s in sites]
    acts += [A.BalamDemolish(s) for s in slots] + [A.BalamDestroy(s) for s in slots]
    acts += [A.BalamLoseGarrison(s) for s in slots]
    acts += [A.BalamBuild(b, s) for b in BUILDINGS for s in slots]
    acts += [A.BalamCommitGarrison(s, o) for s in slots for o in (True, False)]
    acts += [A.BalamAttack(o, t) for o in sites for t in sites]
    for site in sites:
        for slot in slots:
            acts += [
                A.BalamSpendObsidian(site, slot),
                A.BalamPayCatastrophe(site, slot),
                A.BalamLoseBuilding(site, slot),
            ]
            acts += [A.BalamOffer(site, slot, c) for c in range(-1, 4)]
    if state.phase == "distribution":  # every move between the seat's own buildings
        own = [(s, b.slot) for s, c in enumerate(state.cities) if c.owner == seat for b in c.buildings] + [
            (0, 0),
            (-1, 9),
        ]
        acts += [A.BalamMoveWealth(s, sl, t, tl) for s, sl in own for t, tl in own]
    return acts


def test_listed_iff_accepted():
    checked = Counter()
    for players in (2, 3, 4):
        for seed in range(4):
            result = playout(GAME, players, seed=1000 + seed, choose=warlike if seed % 2 else None)
            rng = random.Random(seed)
            for state in rng.sample(result.states, 15):
                for seat in GAME.to_move(state):
                    legal = GAME.legal_actions(state, seat)
                    for action in superset(state, seat):
                        try:
                            GAME.decide(state, seat, action, random.Random(0))
                        except IllegalAction as refusal:
                            assert action not in legal, f"{action} listed but refused"
                            assert str(refusal)
                        else:
                            assert action in legal, f"{action} accepted but not listed"
                    checked[state.phase] += 1
    assert {"turn", "act", "build", "katun", "distribution"} <= set(checked)


def test_every_candidate_not_listed_is_refused_by_its_rule():
    """At every decision of random playouts, the rulebook's candidates that are not
    listed are refused by `decide`, each with a sentence of its own rule."""
    refused = Counter()
    for players in (2, 3, 4):
        result = playout(GAME, players, seed=2000 + players, choose=warlike)
        for state in result.states:
            for seat in GAME.to_move(state):
                legal = GAME.legal_actions(state, seat)
                for action in RULEBOOK.candidates(state, seat):
                    if action in legal:
                        continue
                    with pytest.raises(IllegalAction) as refusal:
                        GAME.decide(state, seat, action, random.Random(0))
                    assert str(refusal.value) == RULEBOOK.rules[type(action)].refusal(
                        state, seat, action, RULEBOOK.decision(state, seat)
                    )
                    refused[type(action).__name__] += 1
    assert {"BalamBuild", "BalamTurnKatun", "BalamMoveWealth", "BalamCommitGarrison", "BalamPayCatastrophe"} <= set(
        refused
    )
