"""Cipher words and the dictionary words that can stand for them.

Glossary:
    cipher word  a run of cipher letters (and apostrophes) between word breaks.
    shape        a word's letter pattern with apostrophes kept: DON'T -> ABC'D.
    key          cipher letter -> plain letter, possibly partial.
    taken        the plain letters a key already uses.
    consistent   a plain word that agrees with the key where the key is set and uses
                 no taken letter where it is not.
    derangement  a key where no letter stands for itself, as in published cryptograms.

A shape keeps at most MOST_CANDIDATES words (the most frequent): short shapes such as
ABC have tens of thousands, mostly fragments and rare names.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Mapping
from dataclasses import dataclass
from functools import cached_property

import numpy as np

from solvers.cryptogram.language import Language
from workbench.lexicon import pattern
from workbench.models.cryptogram import Cryptogram

MOST_CANDIDATES = 3000


@dataclass(frozen=True)
class CipherWord:
    """One distinct cipher word and how often it occurs."""

    text: str
    count: int

    @cached_property
    def letters(self) -> frozenset[str]:
        """The cipher letters in it."""
        return frozenset(self.text) - {"'"}


def cipher_words(puzzle: Cryptogram) -> tuple[CipherWord, ...]:
    """The distinct cipher words, longest first, with their counts."""
    counts = Counter(puzzle.words)
    return tuple(CipherWord(w, n) for w, n in sorted(counts.items(), key=lambda item: (-len(item[0]), item[0])))


def shape(word: str) -> str:
    """The letter pattern with apostrophes kept in place."""
    if "'" not in word:
        return pattern(word)
    letters = pattern(word.replace("'", ""))
    out, i = [], 0
    for ch in word:
        if ch == "'":
            out.append("'")
        else:
            out.append(letters[i])
            i += 1
    return "".join(out)


def decode(word: str, key: Mapping[str, str], unknown: str = "_") -> str:
    """A cipher word read through a key."""
    return "".join(ch if ch == "'" else key.get(ch, unknown) for ch in word)


@dataclass(frozen=True)
class Table:
    """The plain words of one shape: the words, their letters as codes, their costs."""

    words: tuple[str, ...]
    codes: np.ndarray
    costs: np.ndarray

    @cached_property
    def columns(self) -> list[np.ndarray]:
        """The codes one letter position at a time."""
        return [np.ascontiguousarray(self.codes[:, i]) for i in range(self.codes.shape[1])]


class Dictionary:
    """Plain words by shape, most frequent first, with their costs."""

    def __init__(self, language: Language) -> None:
        self.language = language
        self._contracted: dict[str, list[str]] = {}
        for word, _ in sorted(language.contractions.items(), key=lambda item: -item[1]):
            self._contracted.setdefault(shape(word), []).append(word)
        self._tables: dict[str, Table] = {}

    def candidates(self, cipher: str) -> tuple[str, ...]:
        """Every plain word of the cipher word's shape, most frequent first."""
        if "'" in cipher:
            return tuple(self._contracted.get(shape(cipher), ()))
        lexicon = self.language.words
        return tuple(lexicon.words[i] for i in lexicon.by_pattern.get(pattern(cipher), ())[:MOST_CANDIDATES])

    def table(self, cipher: str) -> Table:
        """The candidates of a cipher word's shape as a table (built once per shape)."""
        key = shape(cipher)
        if key not in self._tables:
            words = self.candidates(cipher)
            codes = np.frombuffer("".join(words).encode("ascii"), dtype=np.uint8).reshape(len(words), len(cipher)) - 65
            costs = np.array([self.cost(w) or 0.0 for w in words])
            self._tables[key] = Table(words, np.where(codes == ord("'") - 65, APOSTROPHE, codes), costs)
        return self._tables[key]

    def cost(self, word: str) -> float | None:
        """-log10 P(word), None when unknown."""
        return self.language.cost(word)


APOSTROPHE = 26


def consistent(cipher: str, table: Table, rows: np.ndarray, key: Mapping[str, str], taken: frozenset[str],
               derangement: bool = True) -> np.ndarray:
    """The rows (in order) whose words fit the cipher word under the key (and, for a
    derangement, read no letter as itself)."""
    free = []
    for i, ch in enumerate(cipher):
        if len(rows) == 0:
            return rows
        if ch in key:
            rows = rows[table.columns[i][rows] == ord(key[ch]) - 65]
        elif ch != "'" and ch not in cipher[:i]:
            free.append(i)
    banned = np.zeros(27, dtype=bool)
    banned[[ord(p) - 65 for p in taken]] = True
    for i in free:
        banned[ord(cipher[i]) - 65] = derangement or cipher[i] in taken
        rows = rows[~banned[table.columns[i][rows]]]
        banned[ord(cipher[i]) - 65] = cipher[i] in taken
    return rows


_dictionaries: dict[int, Dictionary] = {}


def dictionary_for(language: Language) -> Dictionary:
    """The one Dictionary of a language model in this process."""
    if id(language) not in _dictionaries:
        _dictionaries[id(language)] = Dictionary(language)
    return _dictionaries[id(language)]


def fitting_words(cipher: str, key: Mapping[str, str], dictionary: Dictionary, limit: int) -> tuple[int, list[str]]:
    """How many dictionary words fit a cipher word under a (partial) key, and the most frequent few."""
    table = dictionary.table(cipher)
    rows = consistent(cipher, table, np.arange(len(table.words)), key, frozenset(key.values()), derangement=False)
    return len(rows), [table.words[int(r)] for r in rows[:limit]]
