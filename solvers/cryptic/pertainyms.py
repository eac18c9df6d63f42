"""Pertainyms: the noun an adjective pertains to, from WordNet (irish -> ireland, south african -> south africa)."""

from __future__ import annotations

from functools import cache

from solvers.cryptic.data_files import lines


@cache
def table() -> dict[str, frozenset[str]]:
    """Adjective -> the nouns it pertains to, loaded once."""
    found: dict[str, set[str]] = {}
    for line in lines("pertainyms.tsv.gz"):
        adjective, noun = line.split("\t")
        found.setdefault(adjective, set()).add(noun)
    return {adjective: frozenset(nouns) for adjective, nouns in found.items()}


def nouns_of(adjective: str) -> frozenset[str]:
    """The nouns an adjective pertains to, none for a word that is not such an adjective."""
    return table().get(adjective, frozenset())


@cache
def adjectives_by_noun() -> dict[str, frozenset[str]]:
    """Noun -> the adjectives that pertain to it, built once."""
    found: dict[str, set[str]] = {}
    for adjective, nouns in table().items():
        for noun in nouns:
            found.setdefault(noun, set()).add(adjective)
    return {noun: frozenset(adjectives) for noun, adjectives in found.items()}


def adjectives_of(noun: str) -> frozenset[str]:
    """The adjectives that pertain to a noun (italy -> italian), none for most nouns."""
    return adjectives_by_noun().get(noun, frozenset())
