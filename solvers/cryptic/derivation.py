"""How a string was read out of clue words: the analysis data each e-class carries.

Glossary:
    reading     a string of letters an e-class can stand for. Upper case letters are
                fixed; a run of lower case letters is an unordered block (anagram
                fodder still to be arranged), e.g. "Paerst".
    derivation  the tree that made a reading: operation, clue words, indicator, parts.
    weight      how plausible a derivation is, 0..1 (the product of its steps).
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from functools import cached_property

from workbench.actions import Span

Readings = dict[str, "Derivation"]
READ_BY = {"alone": 1, "split": 2, "double": 2}
"""How many leading parts of an answer's derivation read the answer (its definitions and wordplay);
the parts after them only spell it in part (partial.with_placings)."""


@dataclass(frozen=True)
class Derivation:
    """One way a reading was made: an operation on clue words and on other derivations."""

    operation: str
    span: Span
    text: str
    result: str
    weight: float
    parts: tuple[Derivation, ...] = ()
    indicator: str = ""

    @property
    def ordered(self) -> bool:
        """True when every letter's place is fixed (no anagram block left)."""
        return self.result.isupper()

    def nodes(self) -> Iterable[Derivation]:
        """Every derivation in the tree, this one first."""
        yield self
        for part in self.parts:
            yield from part.nodes()

    @cached_property
    def operations(self) -> frozenset[str]:
        """Every operation in the tree."""
        return frozenset({self.operation}).union(*(part.operations for part in self.parts))

    @cached_property
    def tie_key(self) -> tuple:
        """The whole tree as plain values: between equally weighted derivations, the smaller is kept,
        so a reading's explanation does not hang on the order its derivations came in (which one is
        smaller means nothing more)."""
        return (self.operation, self.span, self.text, self.indicator, self.result,
                tuple(part.tie_key for part in self.parts))


def stronger(new: Derivation, old: Derivation) -> bool:
    """True when `new` outweighs `old`, or weighs the same and comes first by its tree."""
    return new.weight > old.weight or (new.weight == old.weight and new.tie_key < old.tie_key)


def keep_stronger(readings: Readings, derivation: Derivation) -> None:
    """Keep a derivation for its result when the result is new or the derivation stronger than before."""
    old = readings.get(derivation.result)
    if old is None or stronger(derivation, old):
        readings[derivation.result] = derivation


def claimed(derivation: Derivation) -> tuple[Derivation, ...]:
    """The parts a derivation reads its result by: all of them, but for an answer's, the definitions and
    wordplay without the readings that spell it in part."""
    return derivation.parts[:READ_BY.get(derivation.operation, len(derivation.parts))]


def placed(derivation: Derivation) -> tuple[Derivation, ...]:
    """The readings that spell an answer in part, after the parts that read it (none for other derivations)."""
    return derivation.parts[len(claimed(derivation)):]
