"""The seed's fitness, vectorised: the share of a grid's words found in the dictionary, for a
whole population of letter permutations at once.

Glossary:
    individual  a permutation of the alphabet's letter codes; column k - 1 is the letter of number k.
    key         a long word's letters at its pattern's distinct positions, hashed to one uint64
                and looked up in a hash table; a short word's are an exact number in base
                (alphabet size), one bit in a bit table.
                A permutation keeps a slot's letter pattern, so a slot is compared only with
                the dictionary words of its own pattern.
"""

from __future__ import annotations

from collections import defaultdict
from dataclasses import dataclass

import numpy as np

from solvers.codeword.board import number_shape
from solvers.codeword.wordlists import distinct_positions, pattern_words
from workbench.models.codeword import Codeword

MULTIPLIER = np.uint64(0x9E3779B97F4A7C15)
DIRECT_LETTERS = 5
TABLE_ROOM = 8
"""A hash table has this many places for each dictionary key, so that probe runs stay short."""
"""Patterns with at most this many different letters are looked up in a bit table, one bit per possible word."""


def keys_of(codes: np.ndarray) -> np.ndarray:
    """Hash rows of letter codes (any leading shape, letters last) to uint64 keys."""
    wide = codes.astype(np.uint64) + np.uint64(1)
    keys = np.zeros(codes.shape[:-1], dtype=np.uint64)
    with np.errstate(over="ignore"):
        for column in range(codes.shape[-1]):
            keys = keys * MULTIPLIER + wide[..., column]
    return keys


def places_of(codes: np.ndarray, letters: int) -> np.ndarray:
    """Rows of letter codes as exact numbers in base `letters` (for few letters only)."""
    places = np.zeros(codes.shape[:-1], dtype=np.int64)
    for column in range(codes.shape[-1]):
        places = places * letters + codes[..., column]
    return places


@dataclass(frozen=True)
class TableGroup:
    """Slots of one short pattern, looked up in a bit table of every word the pattern allows."""

    columns: np.ndarray
    letters: int
    bits: np.ndarray

    @classmethod
    def build(cls, columns: np.ndarray, words: np.ndarray, letters: int) -> TableGroup:
        """The bit table of the dictionary's words of this pattern."""
        present = np.zeros(letters ** columns.shape[1], dtype=bool)
        present[places_of(words, letters)] = True
        return cls(columns, letters, np.packbits(present, bitorder="little"))

    def found(self, population: np.ndarray) -> np.ndarray:
        """How many of these slots each individual turns into dictionary words."""
        places = places_of(population[:, self.columns], self.letters)
        return ((self.bits[places >> 3] >> (places & 7)) & 1).sum(axis=1, dtype=np.int64)


@dataclass(frozen=True)
class HashedGroup:
    """Slots of one long pattern, looked up by hashed key in an open-addressing table of the
    dictionary's keys (0 marks an empty place; a word hashing to 0, odds 2**-64, would be lost)."""

    columns: np.ndarray
    table: np.ndarray
    probes: int

    @classmethod
    def build(cls, columns: np.ndarray, words: np.ndarray) -> HashedGroup:
        """Place each key at the place its top bits name, or the next free one."""
        keys = np.unique(keys_of(words))
        bits = max(4, int(np.ceil(np.log2(max(1, len(keys)) * TABLE_ROOM))))
        size = 1 << bits
        table = [0] * size
        probes = 1
        for key in keys.tolist():
            home, step = key >> (64 - bits), 0
            while table[(home + step) & (size - 1)]:
                step += 1
            table[(home + step) & (size - 1)] = key
            probes = max(probes, step + 1)
        return cls(columns, np.array(table, dtype=np.uint64), probes)

    def found(self, population: np.ndarray) -> np.ndarray:
        """How many of these slots each individual turns into dictionary words."""
        keys = keys_of(population[:, self.columns])
        bits = len(self.table).bit_length() - 1
        home = (keys >> np.uint64(64 - bits)).astype(np.intp)
        hits = np.zeros(keys.shape, dtype=bool)
        for step in range(self.probes):
            hits |= self.table[(home + step) & (len(self.table) - 1)] == keys
        return hits.sum(axis=1, dtype=np.int64)


class Fitness:
    """Scores populations against one puzzle's slots."""

    def __init__(self, puzzle: Codeword) -> None:
        """Group the puzzle's slots by letter pattern and index the dictionary for each group."""
        shapes: dict[str, list[tuple[int, ...]]] = defaultdict(list)
        for slot in puzzle.slots:
            numbers = puzzle.numbers_of(slot)
            shapes[number_shape(numbers)].append(numbers)
        self.slots = len(puzzle.slots)
        self.groups: list[TableGroup | HashedGroup] = []
        for shape, slots in shapes.items():
            positions = list(distinct_positions(shape))
            columns = np.array([[numbers[p] - 1 for p in positions] for numbers in slots], dtype=np.intp)
            words = pattern_words(puzzle.language, shape).codes
            if len(positions) <= DIRECT_LETTERS:
                self.groups.append(TableGroup.build(columns, words, len(puzzle.alphabet)))
            else:
                self.groups.append(HashedGroup.build(columns, words))

    def __call__(self, population: np.ndarray) -> np.ndarray:
        """Each individual's share of slots that read as dictionary words."""
        found = np.zeros(len(population), dtype=np.int64)
        for group in self.groups:
            found += group.found(population)
        return found / self.slots
