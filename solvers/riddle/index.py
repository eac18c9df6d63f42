"""The word index: for each answer length, which words have which letter at each position.

Glossary:
    bits     a set of words of one length as a Python int, bit i = the i-th most
             frequent word of that length (so the lowest bits are the commonest words).
    column   the bits of the words with a given letter at a given position.

Matching a riddle is then one OR per allowed letter and one AND per position.
"""

from __future__ import annotations

import threading
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from functools import cache, cached_property

import numpy as np

from workbench import lexicon
from workbench.lexicon import Lexicon


@dataclass(frozen=True)
class LengthIndex:
    """The words of one length, most frequent first, with a column per position and letter."""

    words: tuple[str, ...]
    zipfs: tuple[float, ...]
    columns: tuple[dict[str, int], ...]

    @cached_property
    def number(self) -> dict[str, int]:
        """Each word's bit."""
        return {word: i for i, word in enumerate(self.words)}

    @cached_property
    def everything(self) -> int:
        """The bits of every word of this length."""
        return (1 << len(self.words)) - 1

    def having(self, position: int, letters: Iterable[str]) -> int:
        """The words with one of `letters` at a 0-based position."""
        column = self.columns[position]
        bits = 0
        for letter in letters:
            bits |= column.get(letter, 0)
        return bits

    def matching(self, letter_sets: Sequence[Iterable[str]]) -> int:
        """The words whose every letter is in its position's set."""
        bits = self.everything
        for position, letters in enumerate(letter_sets):
            bits &= self.having(position, letters)
            if not bits:
                break
        return bits

    def members(self, bits: int, limit: int | None = None) -> list[int]:
        """The word numbers in a set, most frequent first, at most `limit` of them."""
        if not bits:
            return []
        raw = np.frombuffer(bits.to_bytes((bits.bit_length() + 7) // 8, "little"), dtype=np.uint8)
        found = np.flatnonzero(np.unpackbits(raw, bitorder="little"))
        return found[:limit].tolist()


def build_length(source: Lexicon, length: int) -> LengthIndex:
    """Index the lexicon's words of one length."""
    numbers = source.by_length.get(length, ())
    words = tuple(source.words[i] for i in numbers)
    zipfs = tuple(float(source.zipfs[i]) for i in numbers)
    if not words:
        return LengthIndex((), (), tuple({} for _ in range(length)))
    grid = np.array([[ord(ch) for ch in word] for word in words], dtype=np.uint32)
    columns = []
    for position in range(length):
        column = {}
        for code in np.unique(grid[:, position]).tolist():
            packed = np.packbits(grid[:, position] == code, bitorder="little")
            column[chr(code)] = int.from_bytes(packed.tobytes(), "little")
        columns.append(column)
    return LengthIndex(words, zipfs, tuple(columns))


class WordIndex:
    """The length indexes of one lexicon, each built on first use."""

    def __init__(self, source: Lexicon) -> None:
        """No length indexed yet."""
        self.source = source
        self._lengths: dict[int, LengthIndex] = {}
        self._lock = threading.Lock()

    def of_length(self, length: int) -> LengthIndex:
        """The index of the words of one length."""
        with self._lock:
            if length not in self._lengths:
                self._lengths[length] = build_length(self.source, length)
            return self._lengths[length]


@cache
def shared_index(language: str = "en") -> WordIndex:
    """The one word index of a language for this process."""
    return WordIndex(lexicon.shared(language))
