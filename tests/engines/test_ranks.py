"""A result's ranking (what ratings are moved by): the winners, then the others by
score, the seats that forfeited last."""

from __future__ import annotations

from engines.core.table import EndReason, Outcome, ranks


def test_the_winners_lead_even_over_an_equal_score_the_rules_broke_the_tie_of():
    outcome = Outcome(scores=[5, 9, 9, 3], winners=[1], reason=EndReason.NORMAL, forfeited=[])
    assert ranks(outcome, 4) == [3, 1, 2, 4]


def test_equal_scores_share_a_place_and_the_next_place_is_skipped():
    outcome = Outcome(scores=[7, 4, 4, 1], winners=[0], reason=EndReason.NORMAL, forfeited=[])
    assert ranks(outcome, 4) == [1, 2, 2, 4]


def test_shared_victory_and_forfeited_seats_last_whatever_their_score():
    outcome = Outcome(scores=[6, 6, 2, 30], winners=[0, 1], reason=EndReason.NORMAL, forfeited=[3])
    assert ranks(outcome, 4) == [1, 1, 3, 4]


def test_a_match_ended_by_resignations_has_no_scores():
    outcome = Outcome(scores=None, winners=[2], reason=EndReason.RESIGNATION, forfeited=[0, 1])
    assert ranks(outcome, 3) == [2, 2, 1]
