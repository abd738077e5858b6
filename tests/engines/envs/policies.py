"""Policies for the bridge's tests, loaded as `pettingzoo:tests.engines.envs.policies:NAME`."""

from __future__ import annotations

import numpy as np

seen: list[tuple[np.ndarray, np.ndarray]] = []  # what `recorded` was given


def last_legal(observation: np.ndarray, mask: np.ndarray) -> int:
    return int(np.flatnonzero(mask)[-1])


def recorded(observation: np.ndarray, mask: np.ndarray) -> int:
    """A legal action that varies from call to call (none of chance: the same every run)."""
    seen.append((observation, mask))
    legal = np.flatnonzero(mask)
    return int(legal[len(seen) * 7919 % len(legal)])


not_callable = 3
