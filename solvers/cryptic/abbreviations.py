"""Crossword abbreviations: 'meter' -> M, 'about' -> C, CA, RE (package data, see SOURCES.md):
two gathered lists and the conventions they lack (abbreviations_conventions.txt). An adjective
also has the abbreviations of the noun it pertains to ("South African": SA, from South Africa)."""

from __future__ import annotations

import json
from collections import defaultdict
from functools import cache

from solvers.cryptic import pertainyms
from solvers.cryptic.data_files import DATA, lines


@cache
def table() -> dict[str, frozenset[str]]:
    """Phrase (lower case) -> its abbreviations (upper case letters)."""
    found: dict[str, set[str]] = defaultdict(set)
    for phrase, shorts in json.loads((DATA / "abbreviations_deits.json").read_text("utf-8")).items():
        for short in shorts:
            if short.isalpha():
                found[phrase.replace("_", " ").lower()].add(short.upper())
    for line in [*lines("abbreviations_mhl.txt"), *lines("abbreviations_conventions.txt")]:
        short, _, phrase = line.strip().partition(": ")
        phrase = phrase.rstrip(" *+").strip().lower()
        if short.isalpha() and phrase:
            found[phrase].add(short.upper())
    return {phrase: frozenset(shorts) for phrase, shorts in found.items()}


def abbreviations(phrase: str) -> frozenset[str]:
    """The abbreviations of a phrase and of the nouns it pertains to, empty when it has none."""
    shorts = table()
    return shorts.get(phrase, frozenset()).union(*(shorts.get(noun, ()) for noun in pertainyms.nouns_of(phrase)))
