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
from solvers.cryptic.derivation import Derivation
from solvers.cryptic.extract import Solution

WEIGHTS_FILE = "ranker.tsv"
CANDIDATES = 40


def shares(beliefs: np.ndarray) -> np.ndarray:
    """Each belief's share of them all (a softmax, safe from overflow)."""
    raised = np.exp(beliefs - beliefs.max())
    return raised / raised.sum()


def marks_followed(derivation: Derivation, context: ClueContext) -> int:
    """How many of the person's chosen readings and applied indicators a derivation uses."""
    marked = {(operation, context.text(span)) for span, (operation, _) in context.marks.indicators.items()}
    return sum(node.operation == "chosen" or (node.operation, node.indicator) in marked for node in nodes(derivation))


def nodes(derivation: Derivation) -> list[Derivation]:
    """Every node of a derivation tree, this one first."""
    return [derivation, *(node for part in derivation.parts for node in nodes(part))]


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
            if not tab or name not in features.NAMES or name in named:
                problem = "is not 'name<TAB>weight'" if not tab else "names no feature" if name not in features.NAMES else "repeats its feature"
                raise ValueError(f"ranker weights row {number} {problem}: {row!r}")
            try:
                named[name] = float(weight)
            except ValueError:
                raise ValueError(f"ranker weights row {number} has no number: {row!r}") from None
            if not math.isfinite(named[name]):
                raise ValueError(f"ranker weights row {number} is not a finite number: {row!r}")
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
        top = heapq.nsmallest(CANDIDATES, found, key=lambda s: (-s.derivation.weight, s.answer))
        if not top:
            return []
        beliefs = np.array(features.rows(top, context)) @ np.array(self.weights)
        scored = [Solution(s.answer, float(share), s.derivation) for s, share in zip(top, shares(beliefs), strict=True)]
        return sorted(scored, key=lambda s: (-marks_followed(s.derivation, context), -s.weight, s.answer))


@cache
def shipped() -> Ranker:
    """The ranker shipped with the solver (data/SOURCES.md says what it learned from)."""
    return Ranker.from_lines(data_files.lines(WEIGHTS_FILE))
