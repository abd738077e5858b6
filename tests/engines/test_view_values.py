"""The values a seat's view carries so that the browser never recomputes a rule: in
random matches, each agrees with what the engine does when the action is taken."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import msgspec
import pytest

from engines.babel import GAME as BABEL
from engines.babel.actions import BabelMigrate
from engines.babel.events import BabelMigrated
from engines.balam import GAME as BALAM
from engines.balam.actions import BalamBuild
from engines.balam.construction import covered
from engines.core import rng_for
from engines.core.conformance import playout
from engines.maya import GAME as MAYA
from engines.maya import actions as ma
from engines.maya import events as me
from engines.maya.state import MayaOptions

SEEDS = range(6)


def choices(game: Any, players: int, options: Any, seed: int) -> Iterator[tuple[Any, int, Any, list[Any]]]:
    """Every state of a random match with each seat to move: (state, seat, view, legal)."""
    for state in playout(game, players, options, seed=seed).states:
        for seat in game.to_move(state):
            yield state, seat, game.view(state, seat), game.legal_actions(state, seat)


def decided(game: Any, state: Any, seat: int, action: Any) -> Any:
    return game.decide(state, seat, action, rng_for(0, 0))[0]


def test_maya_a_stone_lands_on_the_open_level_and_a_free_move_is_paid_as_the_view_says() -> None:
    seen: set[type] = set()
    for state, seat, view, legal in (
        choice for seed in range(12) for choice in choices(MAYA, 3 + seed % 3, MayaOptions(seed % 2 == 0), seed)
    ):
        for action in legal:
            if isinstance(action, ma.MayaBuild | ma.MayaDirectStone | ma.MayaRelocateStone):
                event = decided(MAYA, state, seat, action)
                pyramid, level = (
                    (event.to_pyramid, event.to_level)
                    if isinstance(event, me.MayaStoneRelocated)
                    else (event.pyramid, event.level)
                )
                assert view.pyramids[pyramid].open_level == level, (action, event)
            elif isinstance(action, ma.MayaDoubleMove | ma.MayaPassBuilding) and action.free:
                event = decided(MAYA, state, seat, action)
                paying = view.double_move_marker if isinstance(action, ma.MayaDoubleMove) else view.free_pass_marker
                assert paying == event.marker is not None, (action, event)
            else:
                continue
            seen.add(type(action))
    assert seen == {ma.MayaBuild, ma.MayaDirectStone, ma.MayaRelocateStone, ma.MayaDoubleMove, ma.MayaPassBuilding}


def test_maya_a_complete_pyramid_has_no_open_level_and_a_spectator_pays_nothing() -> None:
    run = playout(MAYA, 3, MayaOptions(professional=True), seed=1)
    states = run.states[run.setup_events :]
    final = MAYA.view(states[-1], None)
    assert (final.free_pass_marker, final.double_move_marker) == (None, None)
    for state in states[::50]:
        for pyramid in MAYA.view(state, None).pyramids:
            full = [len(level.stones) == level.capacity for level in pyramid.levels]
            assert pyramid.open_level == (None if all(full) else full.index(False))


@pytest.mark.parametrize("seed", SEEDS)
def test_babel_a_migration_moves_the_cards_the_view_names(seed: int) -> None:
    migrations = 0
    for state, seat, view, legal in choices(BABEL, 2, None, seed):
        own = {site.site: site for site in view.sides[seat].sites}
        listed = {action.source for action in legal if isinstance(action, BabelMigrate)}
        for site in own.values():
            assert bool(site.migration) == (len(site.cards) >= 3)
            assert site.migration == site.cards[len(site.cards) - len(site.migration) :]
        for action in legal:
            if isinstance(action, BabelMigrate):
                event = decided(BABEL, state, seat, action)
                assert isinstance(event, BabelMigrated) and event.cards == own[action.source].migration
                migrations += 1
        assert listed <= {name for name, site in own.items() if site.migration}
    assert migrations


@pytest.mark.parametrize("seed", SEEDS[:3])
def test_balam_buildings_cover_the_slots_of_their_widths(seed: int) -> None:
    built = 0
    for state in playout(BALAM, 2 + seed % 3, None, seed=seed).states[::5]:
        view = BALAM.view(state, None)
        widths = msgspec.structs.asdict(view.widths)
        for info, site, city in zip(view.site_info, view.sites, state.cities, strict=True):
            slots = [b.slot + k for b in site.buildings for k in range(widths[b.kind])]
            assert len(slots) == len(set(slots)) and all(0 <= slot < info.slots for slot in slots)
            assert set(slots) == covered(city)  # the slots the rules hold taken
            built += sum(widths[b.kind] > 1 for b in site.buildings)
    assert built, "a palace or a temple was built"


@pytest.mark.parametrize("seed", SEEDS[:3])
def test_balam_a_listed_building_fits_the_free_slots_the_widths_leave(seed: int) -> None:
    builds = 0
    for _, _, view, legal in choices(BALAM, 2 + seed % 3, None, seed):
        if view.worksite is None:
            continue
        widths = msgspec.structs.asdict(view.widths)
        site = view.sites[view.worksite.site]
        taken = {b.slot + k for b in site.buildings for k in range(widths[b.kind])}
        for action in legal:
            if isinstance(action, BalamBuild):
                span = set(range(action.slot, action.slot + widths[action.building]))
                assert not span & taken and max(span) < view.site_info[view.worksite.site].slots, action
                builds += 1
    assert builds


def test_maya_a_hand_card_shows_the_back_its_placing_shows_the_others() -> None:
    placed = 0
    for state, seat, view, legal in choices(MAYA, 4, MayaOptions(), 2):
        assert view.hand is not None and view.hand_high is not None
        assert len(view.hand_high) == len(view.hand)
        for action in legal:
            if isinstance(action, ma.MayaPlaceWorker):
                event = decided(MAYA, state, seat, action)
                assert event.high == view.hand_high[view.hand.index(action.value)], (action, view.hand_high)
                placed += 1
    assert placed
