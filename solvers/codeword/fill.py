"""Filling a grid shape with lexicon words: most constrained slot first, words as bit sets.

Glossary:
    shape    rows of booleans, True for a white cell.
    slot     a run of two or more white cells across or down, as a tuple of cells.
    index    per word length, per (position, letter), the set of word numbers as one int's bits;
             word number 0 is the most frequent.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import dataclass
from functools import lru_cache

from workbench import lexicon
from workbench.dictionary import in_dictionary

Cell = tuple[int, int]
SHORTLIST = 40


@dataclass(frozen=True)
class WordIndex:
    """The words of one length and, per position and letter, which of them fit."""

    words: tuple[str, ...]
    fits: dict[tuple[int, str], int]

    @property
    def everything(self) -> int:
        """The set of all the words."""
        return (1 << len(self.words)) - 1

    def matching(self, fixed: dict[int, str]) -> int:
        """The set of words with these letters at these positions."""
        found = self.everything
        for position, letter in fixed.items():
            found &= self.fits.get((position, letter), 0)
        return found


@lru_cache(maxsize=64)
def word_index(language: str, length: int, min_zipf: float, dictionary_only: bool = False) -> WordIndex:
    """The index of the language's words of one length at least this frequent (and in the dictionary, if asked)."""
    words = tuple(word for word in lexicon.shared(language).of_length(length, min_zipf)
                  if not dictionary_only or in_dictionary(word))
    fits: dict[tuple[int, str], int] = {}
    for number, word in enumerate(words):
        for position, letter in enumerate(word):
            fits[(position, letter)] = fits.get((position, letter), 0) | (1 << number)
    return WordIndex(words, fits)


def slots_of(shape: Sequence[Sequence[bool]]) -> list[tuple[Cell, ...]]:
    """The runs of two or more white cells, across then down."""
    found = []
    height, width = len(shape), len(shape[0])
    for lines, cell in (((height, width), lambda i, j: (i, j)), ((width, height), lambda i, j: (j, i))):
        for i in range(lines[0]):
            run: list[Cell] = []
            for j in range(lines[1] + 1):
                if j < lines[1] and shape[cell(i, j)[0]][cell(i, j)[1]]:
                    run.append(cell(i, j))
                    continue
                if len(run) >= 2:
                    found.append(tuple(run))
                run = []
    return found


def first_bits(bits: int, count: int) -> list[int]:
    """The positions of the lowest `count` set bits."""
    found = []
    while bits and len(found) < count:
        low = bits & -bits
        found.append(low.bit_length() - 1)
        bits ^= low
    return found


def fill(shape: Sequence[Sequence[bool]], rng: random.Random, language: str = "en",
         min_zipf: float = 3.0, max_nodes: int = 5000, dictionary_only: bool = False) -> dict[Cell, str] | None:
    """Letters for every white cell so that every slot is a distinct word; None if none found in time.

    `dictionary_only` keeps to words the (English) dictionary has, leaving out names and the
    word list's fragments (OFTHE).
    """
    slots = slots_of(shape)
    indexes = {len(s): word_index(language, len(s), min_zipf, dictionary_only) for s in slots}
    letters: dict[Cell, str] = {}
    used: set[str] = set()
    nodes = 0

    def options(slot: tuple[Cell, ...]) -> int:
        """The words that fit the letters already in a slot."""
        fixed = {p: letters[c] for p, c in enumerate(slot) if c in letters}
        return indexes[len(slot)].matching(fixed)

    def search(open_slots: list[tuple[Cell, ...]]) -> bool:
        """Fill the most constrained open slot, then the rest; False to backtrack."""
        nonlocal nodes
        nodes += 1
        if not open_slots:
            return True
        if nodes > max_nodes:
            return False
        counted = [(options(s).bit_count(), s) for s in open_slots]
        count, slot = min(counted, key=lambda item: item[0])
        if count == 0:
            return False
        index = indexes[len(slot)]
        shortlist = first_bits(options(slot), SHORTLIST)
        rng.shuffle(shortlist)
        rest = [s for s in open_slots if s is not slot]
        for number in shortlist:
            word = index.words[number]
            if word in used:
                continue
            placed = [c for c in slot if c not in letters]
            letters.update(zip(slot, word))
            used.add(word)
            if search(rest):
                return True
            used.discard(word)
            for cell in placed:
                del letters[cell]
        return False

    return letters if search(slots) else None
