"""The whole's hint: "My whole is a peer of the realm" lifts the words WordNet relates to it.

The relations are the cryptic solver's thesaurus (synonyms, one link away, hypernyms).

Glossary:
    hint words  the hint's content words, each also uninflected (peers -> peer).
    match       a phrase related to a candidate (synonym, one link, hypernyms two up)
                that has a hint word in it: EARLS -> "peers" -> peer.
"""

from __future__ import annotations

import re

from workbench.dictionary import bases

STOP_WORDS = frozenset(
    "a an the of to in on at by for with and or but is it its this that my your his her their "
    "one some kind sort type thing something someone who what which you we they be been being".split()
)


def hint_words(hint: str) -> frozenset[str]:
    """The content words of a hint, as written and uninflected."""
    words = {w for w in re.findall(r"[a-z]+", hint.lower()) if w not in STOP_WORDS and len(w) > 1}
    return frozenset(words | {base for word in words for base in bases(word)})


def hint_match(word: str, words: frozenset[str]) -> str | None:
    """The first related phrase of a candidate word that shares a hint word, or None."""
    from solvers.cryptic.thesaurus import related  # the WordNet graph loads only for riddles with a hint

    for phrase in sorted(related(word.lower())):
        parts = set(phrase.replace("-", " ").split())
        if parts & words or any(bases(part) & words for part in parts):
            return phrase
    return None
