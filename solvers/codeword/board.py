"""A codeword's slots as the solvers see them: the distinct numbers of each, and its candidates.

Glossary:
    number     a coded cell's content, 1..N; index into the domain matrix.
    distinct   a slot's different numbers in order of first occurrence (its pattern's letters).
    candidate  a lexicon word whose letter pattern is the slot's number pattern.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cached_property

import numpy as np

from solvers.codeword.wordlists import PatternWords, pattern_words
from workbench.lexicon import PATTERN_LETTERS
from workbench.models.codeword import Codeword


def number_shape(numbers: tuple[int, ...]) -> str:
    """A slot's numbers as a letter pattern: (7, 3, 7) -> 'ABA'."""
    seen: dict[int, str] = {}
    return "".join(seen.setdefault(n, PATTERN_LETTERS[len(seen)]) for n in numbers)


@dataclass(frozen=True)
class BoardSlot:
    """One slot: its different numbers, and the lexicon words that fit its pattern."""

    distinct: np.ndarray
    words: PatternWords


@dataclass(frozen=True)
class Board:
    """A puzzle's slots and numbers, indexed for array work."""

    puzzle: Codeword

    @cached_property
    def slots(self) -> tuple[BoardSlot, ...]:
        """Every slot of the puzzle with its candidates."""
        found = []
        for slot in self.puzzle.slots:
            numbers = self.puzzle.numbers_of(slot)
            distinct = np.array(list(dict.fromkeys(numbers)), dtype=np.intp)
            found.append(BoardSlot(distinct, pattern_words(self.puzzle.language, number_shape(numbers))))
        return tuple(found)

    @property
    def size(self) -> int:
        """Rows of the domain matrix: numbers 0..N (0, the block, is never used)."""
        return len(self.puzzle.alphabet) + 1

    @property
    def letters(self) -> int:
        """Letters in the alphabet."""
        return len(self.puzzle.alphabet)

    @cached_property
    def numbers(self) -> tuple[int, ...]:
        """The numbers that occur, ascending."""
        return tuple(int(s) for s in self.puzzle.symbols)

    @cached_property
    def slots_of(self) -> dict[int, tuple[int, ...]]:
        """For each number, the indices of the slots it occurs in."""
        found: dict[int, list[int]] = {n: [] for n in self.numbers}
        for index, slot in enumerate(self.slots):
            for number in slot.distinct:
                found[int(number)].append(index)
        return {n: tuple(s) for n, s in found.items()}
