"""The looser thesaurus: Moby Thesaurus II's rows, a root phrase and the phrases it lists,
read from the shipped file (see build_moby). Its links are looser than WordNet's senses
(prize -> plum, below par -> ailing, lamp -> light), so the solver weighs them lower. A short word is
also read for the phrases its own row lists (TEST lists investigation, so "investigation" reads as
TEST): the rows run from a word to what it means, and a setter's short pieces are often only found
that way."""

from __future__ import annotations

from collections import defaultdict
from functools import cache

from solvers.cryptic.data_files import lines
from solvers.cryptic.memo import per_phrase
from workbench.models.cryptic import letters_of

SHORT_WORD = 4


@cache
def table() -> dict[str, str]:
    """Root phrase -> its listed phrases joined by '|', loaded once; a root Moby has twice ("Lord" the
    deity and "lord" the peer, both lower case here) keeps both rows."""
    rows: dict[str, str] = {}
    for line in lines("moby.tsv.gz"):
        root, row = line.split("\t")
        rows[root] = f"{rows[root]}|{row}" if root in rows else row
    return rows


def listed(phrase: str) -> frozenset[str]:
    """The phrases Moby lists under a phrase exactly as written (lower case)."""
    row = table().get(phrase)
    return frozenset(row.split("|")) if row else frozenset()


@cache
def short_listers() -> dict[str, frozenset[str]]:
    """Each listed phrase -> the short words whose rows list it."""
    found: defaultdict[str, set[str]] = defaultdict(set)
    for root, row in table().items():
        if is_short_word(root):
            for phrase in row.split("|"):
                found[phrase].add(root)
    return {phrase: frozenset(roots) for phrase, roots in found.items()}


def is_short_word(root: str) -> bool:
    """True for one word of two to SHORT_WORD letters (a single letter is the abbreviation lists' to
    give, and "go on" is no word)."""
    return root.isalpha() and 1 < len(root) <= SHORT_WORD


@per_phrase
def listed_either_way(phrase: str) -> frozenset[str]:
    """The phrases Moby lists under a phrase, and the short words whose own rows list it."""
    return listed(phrase) | short_listers().get(phrase, frozenset())


@cache
def phrases() -> frozenset[str]:
    """Every phrase of two or more words Moby has, root or listed, as upper-case words (RAISE CAIN)."""
    return frozenset(" ".join(word for word in map(letters_of, phrase.replace("-", " ").split()) if word)
                     for root, row in table().items() for phrase in (root, *row.split("|"))
                     if " " in phrase or "-" in phrase)
