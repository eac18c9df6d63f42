"""Crude stems and stop words, to compare clue words with gloss words, and the articles a phrase may
open with."""

from __future__ import annotations

STOP_WORDS = frozenset(
    "the and for with that this from into onto upon its their his her our your are was were been being "
    "has have had not but any all some such than then there where which who whom whose what when how "
    "very more most less least one ones use used using something someone especially usually often also "
    "other others can may might will would shall should".split()
)
DEFINITE = "the"
INDEFINITE = frozenset({"a", "an"})
ARTICLES = INDEFINITE | {DEFINITE}
ENDINGS = ("ings", "ing", "edly", "ed", "ies", "es", "s", "ly", "er", "y", "e")


def stem(word: str) -> str:
    """The word without one common ending, kept at three letters or more."""
    for ending in ENDINGS:
        if word.endswith(ending) and len(word) - len(ending) >= 3:
            return word[: -len(ending)]
    return word


def content_stems(phrase: str) -> set[str]:
    """The stems of a phrase's content words."""
    return {stem(w) for w in phrase.lower().replace("'", " ").split() if len(w) > 2 and w not in STOP_WORDS}


def after_article(phrase: str) -> str:
    """The phrase without the article it opens with ("the sea": sea), else the phrase."""
    article, _, rest = phrase.partition(" ")
    return rest if rest and article in ARTICLES else phrase
