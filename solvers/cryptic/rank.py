"""Ranking: how much a candidate answer is worth, from its wordplay, definition and frequency."""

from __future__ import annotations

from solvers.cryptic.derivation import Derivation

UNCONFIRMED = 0.12
GLOSS = 0.35
NEAR = 0.25
BARE = 0.35
DOUBLE = 0.55
RARE_ZIPF = 1.5
COMMON_ZIPF = 4.0


def familiarity(zipf: float) -> float:
    """0.2 for a rare word, rising to 1 for a common one."""
    share = (min(max(zipf, RARE_ZIPF), COMMON_ZIPF) - RARE_ZIPF) / (COMMON_ZIPF - RARE_ZIPF)
    return 0.2 + 0.8 * share


def gloss_weight(shared: int) -> float:
    """A definition met through glosses: more for more shared words."""
    return min(GLOSS + 0.15 * (shared - 1), 0.65)


def weigh(wordplay: Derivation, definition: Derivation, zipf: float, bare: bool) -> float:
    """A split's worth: wordplay plausibility, times the definition's, times familiarity
    (and much less when the wordplay is a bare synonym: a definition twice, not wordplay)."""
    return wordplay.weight * definition.weight * familiarity(zipf) * (BARE if bare else 1.0)


def weigh_double(zipf: float) -> float:
    """A double definition's worth."""
    return DOUBLE * familiarity(zipf)
