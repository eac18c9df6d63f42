"""The looser thesaurus: Moby Thesaurus II's rows, a root phrase and the phrases it lists,
read from the shipped file (see build_moby). Its links are looser than WordNet's senses
(prize -> plum, below par -> ailing, lamp -> light), so the solver weighs them lower."""

from __future__ import annotations

from functools import cache

from solvers.cryptic.data_files import lines
from solvers.cryptic.memo import per_phrase


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
def phrase_letters() -> frozenset[str]:
    """The letters (upper case) of every phrase of two or more words Moby has, root or listed (RAISECAIN)."""
    return frozenset("".join(ch for ch in phrase.upper() if ch.isalpha())
                     for root, row in table().items() for phrase in (root, *row.split("|"))
                     if " " in phrase or "-" in phrase)
