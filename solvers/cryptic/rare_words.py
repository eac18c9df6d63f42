"""Rare words: SCOWL's words that the English lexicon lacks (SAMBAED, UNWIELDIEST). They are
answers only when a wordplay spells them exactly, as a whole anagram or as letters in order,
never by a definition alone; being unheard of, they rank low against the lexicon's words."""

from __future__ import annotations

from collections import defaultdict
from functools import cache

from solvers.cryptic import data_files

FILE = "rare_words.txt.gz"


@cache
def by_letters() -> dict[str, tuple[str, ...]]:
    """The rare words, grouped by their letters in alphabetical order."""
    grouped: dict[str, list[str]] = defaultdict(list)
    for word in data_files.lines(FILE):
        grouped["".join(sorted(word))].append(word)
    return {letters: tuple(words) for letters, words in grouped.items()}


def spelled_by(reading: str) -> tuple[str, ...]:
    """The rare words a reading spells: itself, read in order (upper case), or each arrangement of
    a reading that is one anagram block (lower case); none for a template that mixes the two."""
    if not (reading.isupper() or reading.islower()):
        return ()
    found = by_letters().get("".join(sorted(reading.upper())), ())
    return found if reading.islower() else tuple(word for word in found if word == reading)
