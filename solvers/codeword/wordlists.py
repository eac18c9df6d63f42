"""The lexicon as numpy arrays: the words of one letter pattern as rows of letter codes.

Glossary:
    code      a letter's index in the language's alphabet (A = 0).
    pattern   a word's letter shape (lexicon.pattern): SEAS and THAT are both ABCA.
    distinct  the first position of each different letter of a pattern; for ABCA: 0, 1, 2.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache

import numpy as np

from workbench import lexicon


@dataclass(frozen=True)
class PatternWords:
    """The lexicon's words of one pattern: letter codes at the distinct positions, and zipfs."""

    codes: np.ndarray
    zipfs: np.ndarray

    def __len__(self) -> int:
        """How many words."""
        return len(self.zipfs)


def distinct_positions(shape: str) -> tuple[int, ...]:
    """The first position of each different letter of a pattern."""
    seen: set[str] = set()
    firsts = []
    for position, letter in enumerate(shape):
        if letter not in seen:
            seen.add(letter)
            firsts.append(position)
    return tuple(firsts)


def letter_codes(words: list[str], alphabet: str) -> np.ndarray:
    """Same-length words as a (words, length) array of alphabet indices."""
    table = {ord(letter): code for code, letter in enumerate(alphabet)}
    if not words:
        return np.zeros((0, 0), dtype=np.uint8)
    packed = "".join(words).translate(table).encode("latin-1")
    return np.frombuffer(packed, dtype=np.uint8).reshape(len(words), len(words[0]))


@lru_cache(maxsize=4096)
def pattern_words(language: str, shape: str) -> PatternWords:
    """The lexicon's words with this letter pattern, most frequent first."""
    words = lexicon.shared(language)
    found = words.by_pattern.get(lexicon.pattern(shape))
    if found is None:
        return PatternWords(np.zeros((0, len(set(shape))), dtype=np.uint8), np.zeros(0, dtype=np.float32))
    indices = np.frombuffer(found, dtype=np.uint32)
    codes = letter_codes([words.words[i] for i in indices], words.alphabet)
    zipfs = np.frombuffer(words.zipfs, dtype=np.float32)[indices]
    return PatternWords(np.ascontiguousarray(codes[:, list(distinct_positions(shape))]), zipfs)


@lru_cache(maxsize=8)
def letter_frequencies(language: str) -> np.ndarray:
    """Each letter's share of the lexicon's running text (words weighted by frequency)."""
    words = lexicon.shared(language)
    counts = np.zeros(len(words.alphabet))
    common = words.common(3.0)
    weights = 10 ** np.frombuffer(words.zipfs, dtype=np.float32)[: len(common)].astype(float)
    index = {letter: code for code, letter in enumerate(words.alphabet)}
    for word, weight in zip(common, weights):
        for letter in word:
            counts[index[letter]] += weight
    return counts / counts.sum()
