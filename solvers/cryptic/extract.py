"""Extraction: the ranked solutions in the root class, with their explanations."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass

from solvers.cryptic.derivation import Derivation
from solvers.cryptic.egraph import EGraph
from solvers.cryptic.explain import explain, tree


@dataclass(frozen=True)
class Solution:
    """One candidate answer with the derivation that reached it."""

    answer: str
    weight: float
    derivation: Derivation

    @property
    def explanation(self) -> str:
        """The derivation in words."""
        return explain(self.derivation)

    @property
    def tree(self) -> list[str]:
        """The clue tree, one line a node."""
        return tree(self.derivation)


def consistent(answer: str, known: Mapping[int, str]) -> bool:
    """True when the answer has the known letters at their positions (0-based)."""
    return all(answer[i] == letter for i, letter in known.items())


def by_strength(solution: Solution) -> tuple[float, str]:
    """The key that puts the strongest derivation first, ties in the answers' order."""
    return -solution.derivation.weight, solution.answer


def solutions(graph: EGraph, root: int, known: Mapping[int, str]) -> list[Solution]:
    """Every answer in the root class that fits the known letters, best first."""
    found = [
        Solution(answer, derivation.weight, derivation)
        for answer, derivation in graph.readings(root).items()
        if consistent(answer, known)
    ]
    return sorted(found, key=by_strength)

