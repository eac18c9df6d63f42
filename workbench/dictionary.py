"""Dictionary words: WordNet's one-word lemmas (shipped in dictionary.txt.gz), inflections undone.

Glossary:
    base  a word with a regular English ending taken off (peers -> peer, cities -> city).
"""

from __future__ import annotations

import gzip
from functools import cache
from pathlib import Path

from workbench import lexicon

WORDS = Path(__file__).parent / "dictionary.txt.gz"
ENDINGS = (("ies", "y"), ("es", ""), ("s", ""), ("ied", "y"), ("ed", "e"), ("ed", ""), ("ing", "e"), ("ing", ""))
SHORTEST_BASE = 3


@cache
def entries() -> frozenset[str]:
    """Every word of the shipped list, upper case (built by `build_dictionary`)."""
    return frozenset(gzip.decompress(WORDS.read_bytes()).decode("ascii").split()) - {w.upper() for w in lexicon.never_offered()}


def bases(word: str) -> set[str]:
    """Every regular base of a word (none when no ending fits), in the word's case."""
    lower = word.lower()
    found = {
        lower[: -len(ending)] + replacement
        for ending, replacement in ENDINGS
        if lower.endswith(ending) and len(lower) - len(ending) + len(replacement) >= SHORTEST_BASE
    }
    return {base.upper() for base in found} if word.isupper() else found


def in_dictionary(word: str) -> bool:
    """True when WordNet has the word, as it is or uninflected."""
    upper = word.upper()
    return upper in entries() or bool(bases(upper) & entries())
