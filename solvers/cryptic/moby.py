"""The looser thesaurus: Moby Thesaurus II's rows, a root phrase and the phrases it lists,
read from the shipped file (see build_moby). Its links are looser than WordNet's senses
(prize -> plum, below par -> ailing, lamp -> light), so the solver weighs them lower."""

from __future__ import annotations

from functools import cache

from solvers.cryptic.data_files import lines
from solvers.cryptic.memo import per_phrase
from workbench.models.cryptic import letters_of


@cache
def table() -> dict[str, str]:
    """Root phrase -> its listed phrases joined by '|', loaded once."""
    return dict(line.split("\t") for line in lines("moby.tsv.gz"))


@per_phrase
def listed(phrase: str) -> frozenset[str]:
    """The phrases Moby lists under a phrase exactly as written (lower case)."""
    row = table().get(phrase)
    return frozenset(row.split("|")) if row else frozenset()


@cache
def phrases() -> frozenset[str]:
    """Every phrase of two or more words Moby has, root or listed, as upper-case words (RAISE CAIN)."""
    return frozenset(" ".join(word for word in map(letters_of, phrase.replace("-", " ").split()) if word)
                     for root, row in table().items() for phrase in (root, *row.split("|"))
                     if " " in phrase or "-" in phrase)
