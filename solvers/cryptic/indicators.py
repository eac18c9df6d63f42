"""Indicator phrases: which clue words signal which operation, and how strongly.

Lists live in data/indicators/<operation>.txt, one phrase a line (see SOURCES.md).
Besides the operations of `workbench.models.cryptic.OPERATIONS`, `filler` lists link
words between definition and wordplay, and `juxtapose` / `juxtapose_reversed` the words
that join charade parts ("A before B", "A after B").
"""

from __future__ import annotations

from collections import defaultdict
from functools import cache

from solvers.cryptic.data_files import DATA, lines

LONGEST = 4
CURATED_WEIGHT = 0.9
GATHERED_WEIGHT = 0.75
GATHERED = {"anagram", "insert", "contain", "reversal", "initials", "head", "tail"}
WEAK_WORDS = {"in", "of", "on", "about", "from", "with", "a", "at", "by", "to", "is", "for", "and", "the", "some"}


@cache
def table() -> dict[str, dict[str, float]]:
    """Phrase -> {operation: weight}."""
    found: dict[str, dict[str, float]] = defaultdict(dict)
    for path in sorted((DATA / "indicators").glob("*.txt")):
        operation = path.stem
        base = GATHERED_WEIGHT if operation in GATHERED else CURATED_WEIGHT
        for phrase in lines(f"indicators/{path.name}"):
            phrase = " ".join(phrase.lower().split())
            found[phrase][operation] = base * (0.6 if phrase in WEAK_WORDS else 1.0)
    return dict(found)


def operations(phrase: str) -> dict[str, float]:
    """The operations a phrase can indicate, with weights; empty when none."""
    return table().get(phrase, {})
