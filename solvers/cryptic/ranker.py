"""The learned ranker: a linear model over a candidate's features (features.NAMES) that re-orders the
strongest candidates, each scored by its share of the model's belief among them (a softmax)."""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass
from functools import cache

from solvers.cryptic import data_files
from solvers.cryptic.context import ClueContext
from solvers.cryptic.extract import Solution
from solvers.cryptic.features import NAMES, described

WEIGHTS_FILE = "ranker.tsv"
CANDIDATES = 40


@dataclass(frozen=True)
class Ranker:
    """A weight for each feature; a candidate's belief is the exponent of their weighted sum."""

    weights: tuple[float, ...]

    @classmethod
    def from_lines(cls, rows: Sequence[str]) -> Ranker:
        """Read 'name<TAB>weight' rows; every feature must have exactly one."""
        named = {}
        for row in rows:
            name, _, weight = row.rpartition("\t")
            named[name] = float(weight)
        if set(named) != set(NAMES):
            missing, unknown = set(NAMES) - set(named), set(named) - set(NAMES)
            raise ValueError(f"the ranker's weights do not match its features (missing {sorted(missing)}, unknown {sorted(unknown)})")
        return cls(tuple(named[name] for name in NAMES))

    def lines(self) -> list[str]:
        """The weights as 'name<TAB>weight' rows."""
        return [f"{name}\t{weight:.6f}" for name, weight in zip(NAMES, self.weights)]

    def belief(self, features: Sequence[float]) -> float:
        """The weighted sum of a candidate's features (a log of its odds, up to a constant a clue)."""
        return sum(w * f for w, f in zip(self.weights, features))

    def ranked(self, found: Sequence[Solution], context: ClueContext) -> list[Solution]:
        """The CANDIDATES strongest solutions by hand weight, re-ordered by belief, each now weighing
        its share of the belief among them."""
        top = list(found[:CANDIDATES])
        if not top:
            return []
        best = top[0].weight
        beliefs = [self.belief(described(s.answer, s.derivation, context, best, place)) for place, s in enumerate(top)]
        peak = max(beliefs)
        shares = [math.exp(b - peak) for b in beliefs]
        total = sum(shares)
        scored = [Solution(s.answer, share / total, s.derivation) for s, share in zip(top, shares)]
        return sorted(scored, key=lambda s: (-s.weight, s.answer))


@cache
def shipped() -> Ranker:
    """The ranker shipped with the solver (see data/SOURCES.md for what it learned from)."""
    return Ranker.from_lines(data_files.lines(WEIGHTS_FILE))
