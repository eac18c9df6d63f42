"""The base of the analysis's parts: the clue, the letter budget, leaves on spans."""

from __future__ import annotations

from collections.abc import Iterable

from solvers.cryptic.context import ClueContext
from solvers.cryptic.derivation import Derivation, Readings
from workbench.actions import Span

SLACK = 3


def cover(*spans: Span | None) -> Span:
    """The smallest span covering all the given spans."""
    present = [s for s in spans if s is not None]
    return (min(s[0] for s in present), max(s[1] for s in present))


class Reader:
    """What every part of the analysis needs: the clue and the answer's letter budget."""

    def __init__(self, context: ClueContext) -> None:
        self.context = context

    def fits(self, letters: str) -> bool:
        """True when a reading is not longer than the answer."""
        return 0 < len(letters) <= self.context.size

    def may_shrink(self, letters: str) -> bool:
        """True when a leaf reading is short enough to fit once a deletion shortens it."""
        return 0 < len(letters) <= self.context.size + SLACK

    def as_it_stands(self, span: Span) -> Derivation:
        """The span's words read as they stand, letter for letter."""
        return Derivation("literal", span, self.context.text(span), "".join(self.context.letters(span)), 1.0)

    def hunched(self, span: Span) -> frozenset[str]:
        """Pieces of the answers that definitions beside the span propose, for hunches (none here;
        the full analysis has them)."""
        return frozenset()

    def aimed(self, span: Span) -> frozenset[str]:
        """Runs of letters inside the answers that definitions beside the span propose: readings a
        combination keeps beyond its parts' strongest (none here; the full analysis has them)."""
        return frozenset()

    def leaf(self, operation: str, span: Span, found: Iterable[str], weight: float) -> Readings:
        """Readings of a leaf operation on a span's words."""
        text = self.context.text(span)
        return {r: Derivation(operation, span, text, r, weight) for r in found if self.may_shrink(r)}
