"""One shape for every rule of every game: what it lists, why it refuses, what it does.

A seat with a decision pending answers it with an action of one of the kinds the
decision allows. Each kind has one `Rule`:

- `options`: its candidates now, the well-formed actions of that kind worth asking
  about (a pyramid that exists, a card of the hand...);
- `refusal`: why one of them (or any action of the kind a client sends) is refused
  now, in words a player understands; None when the rules accept it;
- `events`: what an accepted one produces (drawing from `rng` where chance enters).

A `Rulebook` answers `legal_actions` and `decide` from the same rules: an action is
listed exactly when it is a candidate its rule accepts, and accepted exactly when its
rule accepts it, so the listing and the refusal cannot drift apart
(`engines/core/conformance.py` checks it on every decision of random playouts).
"""

from __future__ import annotations

import random
from collections.abc import Callable, Hashable, Iterable, Mapping
from typing import Any, Generic, NamedTuple, TypeVar

from engines.core.contract import IllegalAction

S = TypeVar("S")
D = TypeVar("D", bound=Hashable)


class Rule(NamedTuple, Generic[S, D]):
    options: Callable[[S, int], Iterable[Any]]
    refusal: Callable[[S, int, Any, D], str | None]
    events: Callable[[S, int, Any, D, random.Random], list[Any]]


def accepted(state: object, seat: int, action: object, decision: object) -> str | None:
    """The refusal of a rule that refuses none of its candidates."""
    return None


class Rulebook(Generic[S, D]):
    """A game's rules by decision.

    `decision(state, seat)` is what `seat` must decide now (None: nothing);
    `answers[decision]` the kinds of action that answer it, in the order they are
    listed; `prompt[decision]` what it asks, as a clause ("seal your bid");
    `idle(state, seat)` why a seat with nothing to decide is refused ("it is not
    your turn: ...")."""

    def __init__(
        self,
        *,
        decision: Callable[[S, int], D | None],
        answers: Mapping[D, tuple[type, ...]],
        rules: Mapping[type, Rule[S, D]],
        prompt: Mapping[D, str],
        idle: Callable[[S, int], str],
    ) -> None:
        missing = {kind for kinds in answers.values() for kind in kinds} - set(rules)
        assert not missing, f"action kinds without a rule: {sorted(k.__name__ for k in missing)}"
        assert set(answers) == set(prompt), "every decision says what it asks"
        self.decision, self.answers, self.rules, self.prompt, self.idle = decision, answers, rules, prompt, idle
        # (listing runs at every decision of every search: the rules of each decision at hand)
        self._rules_of = {d: [rules[kind] for kind in kinds] for d, kinds in answers.items()}

    def legal_actions(self, state: S, seat: int) -> list[Any]:
        decision = self.decision(state, seat)
        if decision is None:
            return []
        listed: list[Any] = []
        for rule in self._rules_of[decision]:
            refusal = rule.refusal
            listed += [action for action in rule.options(state, seat) if refusal(state, seat, action, decision) is None]
        return listed

    def refusal(self, state: S, seat: int, action: Any) -> str | None:
        """Why `seat` may not take `action` now; None when it may."""
        decision = self.decision(state, seat)
        if decision is None:
            return self.idle(state, seat)
        if type(action) not in self.answers[decision]:
            return f"that is not the decision at hand: now you must {self.prompt[decision]}"
        return self.rules[type(action)].refusal(state, seat, action, decision)

    def decide(self, state: S, seat: int, action: Any, rng: random.Random) -> list[Any]:
        """The events of `action`; IllegalAction, saying why, if its rule refuses it."""
        reason = self.refusal(state, seat, action)
        if reason is not None:
            raise IllegalAction(reason)
        decision = self.decision(state, seat)
        assert decision is not None  # (refusal said so)
        return self.rules[type(action)].events(state, seat, action, decision, rng)

    def candidates(self, state: S, seat: int) -> list[Any]:
        """Every candidate of the decision at hand, accepted or not (for the checks)."""
        decision = self.decision(state, seat)
        if decision is None:
            return []
        return [action for kind in self.answers[decision] for action in self.rules[kind].options(state, seat)]
