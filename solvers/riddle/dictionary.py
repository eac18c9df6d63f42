"""Dictionary words: WordNet's entries (from the thesaurus the cryptic solver ships), inflections undone.

Glossary:
    base  a word with a regular English ending taken off (peers -> peer, cities -> city).
"""

from __future__ import annotations

from solvers.cryptic.thesaurus import table

ENDINGS = (("ies", "y"), ("es", ""), ("s", ""), ("ied", "y"), ("ed", "e"), ("ed", ""), ("ing", "e"), ("ing", ""))
SHORTEST_BASE = 3


def bases(word: str) -> set[str]:
    """Every regular base of a lower-case word (none when no ending fits)."""
    return {
        word[: -len(ending)] + replacement
        for ending, replacement in ENDINGS
        if word.endswith(ending) and len(word) - len(ending) + len(replacement) >= SHORTEST_BASE
    }


def in_dictionary(word: str) -> bool:
    """True when WordNet has the word, as it is or uninflected."""
    entries = table()
    lower = word.lower()
    return lower in entries or any(base in entries for base in bases(lower))
