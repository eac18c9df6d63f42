"""The e-class analysis: the readings each e-node yields, with their derivations.

Every reading is pruned by the answer's letter budget; a split yields only answers of
the enumeration's shape, confirmed by the lexicon (and the definition, when it meets).
The makers live in three parts: leaf_reader (clue words), combined_reader (operations
on other classes), answer_reader (the root's answers).
"""

from __future__ import annotations

from collections.abc import Callable
from functools import cached_property

from solvers.cryptic import hunches
from solvers.cryptic.answer_reader import AnswerReader
from solvers.cryptic.combined_reader import CombinedReader
from solvers.cryptic.context import ClueContext
from solvers.cryptic.derivation import Readings
from solvers.cryptic.egraph import EGraph, ENode
from solvers.cryptic.leaf_reader import LeafReader
from workbench.actions import Span


READINGS = 2000
"""The most readings a class keeps: past the strongest a join takes, a common word's rarer synonyms
stay for a join to reach when they complete an answer (combined_reader.completing)."""


class WordplayAnalysis(LeafReader, CombinedReader, AnswerReader):
    """Makes each node's readings from the clue and from its children's readings."""

    limit = READINGS

    def __init__(self, context: ClueContext) -> None:
        super().__init__(context)
        self.aims: dict[Span, frozenset[str]] = {}
        self.makers: dict[str, Callable[[EGraph, ENode], Readings]] = {
            "words": lambda graph, node: {},
            "clue": lambda graph, node: {},
            "literal": self.literal, "synonym": self.synonym, "abbreviation": self.abbreviation,
            "chosen": self.chosen, "definition": self.definition, "hunch": self.hunch,
            "anagram": self.selection, "hidden": self.selection, "initials": self.selection,
            "finals": self.selection, "alternation": self.selection, "head": self.selection,
            "tail": self.selection, "middle": self.selection, "edges": self.selection,
            "split_anagram": self.split_anagram,
            "reversal": self.transform, "behead": self.transform, "curtail": self.transform, "trim": self.transform,
            "half": self.transform, "hollow": self.transform, "homophone": self.transform,
            "mixed_anagram": self.mixed_anagram, "anagram_without": self.anagram_without,
            "shortened_anagram": self.shortened_anagram, "lacking": self.lacking,
            "insert": self.insert, "delete": self.delete, "replace": self.replace, "charade": self.charade,
            "split": self.split, "lit": self.lit, "double": self.double, "alone": self.alone,
        }

    @cached_property
    def runs_by_definition(self) -> dict[Span, frozenset[str]]:
        """The runs of letters inside the answers each definition span proposes outright."""
        return hunches.by_definition(self.outright, hunches.runs)

    @cached_property
    def pieces_by_definition(self) -> dict[Span, frozenset[str]]:
        """The pieces and shells (words) of the answers each definition span proposes outright."""
        return hunches.by_definition(self.outright)

    @cached_property
    def wholes_by_definition(self) -> dict[Span, frozenset[str]]:
        """The wholes (words a beheading or a curtailing cuts back) of the answers each definition span
        proposes outright."""
        return hunches.by_definition(self.outright, hunches.wholes)

    @cached_property
    def cuts(self) -> frozenset[Span]:
        """The clue's beheading and curtailing indicators, found once."""
        return hunches.cut_indicators(self.context)

    def hunched(self, span: Span) -> frozenset[str]:
        """Pieces of the answers proposed by definitions that leave the span free, and their wholes
        when a beheading or curtailing indicator stands near the span."""
        found = hunches.beside(self.pieces_by_definition, span)
        if hunches.near_a_cut(span, self.cuts):
            found |= hunches.beside(self.wholes_by_definition, span)
        return found

    def aimed(self, span: Span) -> frozenset[str]:
        """Runs of letters inside the answers proposed by definitions that leave the span free (kept per span)."""
        if span not in self.aims:
            self.aims[span] = hunches.beside(self.runs_by_definition, span)
        return self.aims[span]

    def make(self, graph: EGraph, node: ENode) -> Readings:
        """The readings of one node."""
        return self.makers[node.op](graph, node)
