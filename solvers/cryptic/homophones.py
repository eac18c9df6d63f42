"""Words that sound alike, from the CMU Pronouncing Dictionary (package data, see SOURCES.md)."""

from __future__ import annotations

from collections import defaultdict
from functools import cache

from solvers.cryptic.data_files import lines


@cache
def table() -> dict[str, frozenset[str]]:
    """Word (upper case) -> the other words pronounced like it."""
    found: dict[str, set[str]] = defaultdict(set)
    for line in lines("homophones.txt.gz"):
        group = line.upper().split()
        for word in group:
            found[word].update(w for w in group if w != word)
    return {word: frozenset(others) for word, others in found.items()}


def sounding_like(word: str) -> frozenset[str]:
    """The words that sound like `word` (upper case), empty when none."""
    return table().get(word, frozenset())
