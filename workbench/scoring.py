"""How the benchmark scores a solver's result against a puzzle's solution."""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any


@dataclass(frozen=True)
class Score:
    """One puzzle's score: exactly right, share of letters right, rank of the right answer."""

    exact: bool
    letters: float | None = None
    rank: int | None = None


def rank_of(candidates: Sequence[Mapping[str, Any]], is_right: Callable[[Mapping[str, Any]], bool]) -> int | None:
    """1-based position of the first right candidate answer, or None."""
    for position, candidate in enumerate(candidates, start=1):
        if is_right(candidate):
            return position
    return None


def share_right(pairs: Sequence[tuple[object, object]]) -> float:
    """The share of (found, truth) pairs that agree; 0.0 for none."""
    return sum(found == truth for found, truth in pairs) / len(pairs) if pairs else 0.0
