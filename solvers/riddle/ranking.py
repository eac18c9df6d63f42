"""The ranking of words that fit: by the whole's hint first, then by frequency."""

from __future__ import annotations

from dataclasses import dataclass

from solvers.riddle.hint import hint_match, hint_words

HINT_BONUS = 10.0


@dataclass(frozen=True)
class Ranked:
    """A word that fits, its frequency, and the related phrase that matched the whole's hint."""

    word: str
    zipf: float
    hint: str | None = None

    @property
    def score(self) -> float:
        """Frequency, lifted above every unmatched word when the hint matched."""
        return self.zipf + (HINT_BONUS if self.hint else 0.0)

    def describe(self) -> str:
        """Why it ranks where it does."""
        return f"zipf {self.zipf:.2f}" + (f", related to {self.hint!r}" if self.hint else "")


def ranking(found: list[tuple[str, float]], hint: str) -> list[Ranked]:
    """Words in frequency order, those related to the hint first."""
    if not hint:
        return [Ranked(word, zipf) for word, zipf in found]
    words = hint_words(hint)
    ranked = [Ranked(word, zipf, hint_match(word, words)) for word, zipf in found]
    return sorted(ranked, key=lambda r: r.hint is None)
