"""The learned ranker: a linear model over a candidate's features (features.NAMES) that re-orders the
strongest candidates, each scored by its share of the model's belief among them (a softmax).
What the person chose outranks what the model believes."""

from __future__ import annotations

import heapq
import math
from collections.abc import Sequence
from dataclasses import dataclass
from functools import cache

import numpy as np

from solvers.cryptic import data_files, features
from solvers.cryptic.context import ClueContext
from solvers.cryptic.derivation import Derivation, claimed
from solvers.cryptic.extract import Solution, by_strength

WEIGHTS_FILE = "ranker.tsv"
CANDIDATES = 40


def shares(beliefs: np.ndarray) -> np.ndarray:
    """Each belief's share of them all (a softmax, safe from overflow)."""
    raised = np.exp(beliefs - beliefs.max())
    return raised / raised.sum()


def applied_indicators(context: ClueContext) -> set[tuple[str, str]]:
    """The operations the person applied, each with its indicator's words."""
    return {(operation, context.text(span)) for span, (operation, _) in context.marks.indicators.items()}


def marks_followed(derivation: Derivation, applied: set[tuple[str, str]]) -> int:
    """How many of the person's chosen readings and applied indicators a derivation uses (in the parts
    that read the answer: what other clue words spell of it in part is no wordplay)."""
    return sum(node.operation == "chosen" or (node.operation, node.indicator) in applied
               for part in claimed(derivation) for node in part.nodes())


@dataclass(frozen=True)
class Ranker:
    """A weight for each feature; a candidate's belief is their weighted sum."""

    weights: tuple[float, ...]

    @classmethod
    def from_lines(cls, rows: Sequence[str]) -> Ranker:
        """Read 'name<TAB>weight' rows, exactly one a feature; ValueError naming the first bad row."""
        named: dict[str, float] = {}
        for number, row in enumerate(rows, start=1):
            name, tab, weight = row.partition("\t")
            problem = row_problem(name, tab, weight, named)
            if problem:
                raise ValueError(f"ranker weights row {number} {problem}: {row!r}")
            named[name] = float(weight)
        missing = [name for name in features.NAMES if name not in named]
        if missing:
            raise ValueError(f"the ranker's weights lack {missing}")
        return cls(tuple(named[name] for name in features.NAMES))

    def lines(self) -> list[str]:
        """The weights as 'name<TAB>weight' rows."""
        return [f"{name}\t{weight:.6f}" for name, weight in zip(features.NAMES, self.weights, strict=True)]

    def ranked(self, found: Sequence[Solution], context: ClueContext) -> list[Solution]:
        """The CANDIDATES strongest solutions by hand weight, each now weighing its share of the belief
        among them: those that follow more of the person's marks first, then by share."""
        top = heapq.nsmallest(CANDIDATES, found, key=by_strength)
        if not top:
            return []
        beliefs = np.array(features.rows(top, context)) @ np.array(self.weights)
        scored = [Solution(s.answer, float(share), s.derivation) for s, share in zip(top, shares(beliefs), strict=True)]
        applied = applied_indicators(context)
        return sorted(scored, key=lambda s: (-marks_followed(s.derivation, applied), -s.weight, s.answer))


def row_problem(name: str, tab: str, weight: str, named: dict[str, float]) -> str:
    """What is wrong with one weights row, or "" when nothing is."""
    if not tab:
        return "is not 'name<TAB>weight'"
    if name not in features.NAMES:
        return "names no feature"
    if name in named:
        return "repeats its feature"
    try:
        number = float(weight)
    except ValueError:
        return "has no number"
    return "" if math.isfinite(number) else "is not a finite number"


@cache
def shipped() -> Ranker:
    """The ranker shipped with the solver (data/SOURCES.md says what it learned from)."""
    return Ranker.from_lines(data_files.lines(WEIGHTS_FILE))
