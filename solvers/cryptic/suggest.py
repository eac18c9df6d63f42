"""Suggestions for the person: readings a span of clue words may stand for, and the operations it may indicate."""

from __future__ import annotations

from solvers.cryptic import abbreviations, thesaurus
from solvers.cryptic.context import ClueContext
from workbench import lexicon
from workbench.actions import Span
from workbench.models.cryptic import OPERATIONS, CrypticClue, letters_of

SHOWN = 60


def readings_for(puzzle: CrypticClue, span: Span) -> list[tuple[str, str]]:
    """(reading, where it comes from) for a span, read as the solver reads it (a hyphenated word whole):
    abbreviations and conventions, then synonyms, common first."""
    phrase = ClueContext(puzzle).meaning(span)
    words = lexicon.shared("en")
    shorts = abbreviations.abbreviations(phrase)
    found = [(short, abbreviations.kind_of_reading(short, phrase)) for short in sorted(shorts)]
    synonyms = {letters_of(p) for p in thesaurus.related(phrase)} - {letters_of(phrase)} - shorts
    ranked = sorted((s for s in synonyms if 0 < len(s) <= puzzle.size), key=lambda s: (-words.zipf(s), s))
    found += [(synonym, "synonym") for synonym in ranked]
    return found[:SHOWN]


def operations_for(puzzle: CrypticClue, span: Span) -> list[tuple[str, bool]]:
    """(operation, whether the solver reads the span as indicating it) for every operation an
    indicator may have: those it reads first, strongest first, then the others in their usual order."""
    known = ClueContext(puzzle).indicated(span)
    first = sorted((name for name in OPERATIONS if name in known), key=lambda name: -known[name])
    return [(name, True) for name in first] + [(name, False) for name in OPERATIONS if name not in known]
