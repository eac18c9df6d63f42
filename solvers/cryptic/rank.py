"""Ranking: how much a candidate answer is worth, from its wordplay, definition and frequency."""

from __future__ import annotations

from solvers.cryptic.derivation import Derivation

UNCONFIRMED = 0.12
DOUBLE = 0.55
COMMON_ZIPF = 4.0


def familiarity(zipf: float) -> float:
    """0.4 for a word never seen, rising to 1 for a common one."""
    return 0.4 + 0.6 * min(zipf, COMMON_ZIPF) / COMMON_ZIPF


def weigh(wordplay: Derivation, definition: Derivation, zipf: float) -> float:
    """A split's worth: wordplay plausibility, times the definition's, times familiarity."""
    meaning = 1.0 if definition.operation == "definition" else UNCONFIRMED
    return wordplay.weight * meaning * familiarity(zipf)


def weigh_double(zipf: float) -> float:
    """A double definition's worth."""
    return DOUBLE * familiarity(zipf)
