"""Readings one step from a complete key: one letter read otherwise, or one word read again.

Glossary:
    movable      a cipher letter the person did not pin.
    letter trial the key with one movable cipher letter given another plain letter; the
                 letter's holder, when movable, takes the old one (a swap).
    word trial   one cipher word read as another dictionary word of its shape, changing
                 only letters no other cipher word has: the rivals a search that stopped
                 early may never have reached (MEEK for WEEK, POUND for YOUNG). A wide one
                 frees all the word's letters, changing the words that share them too: a
                 way out of a reading far from the right one.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterator, Mapping

import numpy as np

from solvers.cryptogram.words import CipherWord, Dictionary, consistent

FREQUENCY_ORDER = "ETAOINSHRDLCUMWFGYPBVKJXQZ"
WORD_TRIALS = 40


def letter_trials(key: dict[str, str], cipher: str, movable: list[str]) -> list[dict[str, str]]:
    """The key with the cipher letter given each other plain letter (its holder, when movable,
    taking the cipher letter's), none reading a letter as itself."""
    trials = []
    holders = {p: c for c, p in key.items()}
    for plain in FREQUENCY_ORDER:
        if plain in (cipher, key[cipher]):
            continue
        trial = dict(key)
        holder = holders.get(plain)
        if holder is not None:
            if holder not in movable or key[cipher] == holder:
                continue
            trial[holder] = key[cipher]
        trial[cipher] = plain
        trials.append(trial)
    return trials


def word_trials(words: tuple[CipherWord, ...], key: Mapping[str, str], movable: list[str],
                dictionary: Dictionary, wide: bool = False) -> Iterator[dict[str, str]]:
    """For each cipher word, the key with that word read as each of the WORD_TRIALS most frequent
    other words that keep every letter it does not free: its movable letters no other word
    has, or (wide) all its movable letters, so that the words sharing them change too."""
    words_with = Counter(c for word in words for c in word.letters)
    for word in words:
        freed = [c for c in word.letters if c in movable and (wide or words_with[c] == 1)]
        if not freed:
            continue
        kept = {c: p for c, p in key.items() if c not in freed}
        table = dictionary.table(word.text)
        rows = consistent(word.text, table, np.arange(len(table.words)), kept, frozenset(kept.values()))
        for row in rows[:WORD_TRIALS]:
            trial = dict(kept)
            trial.update((c, p) for c, p in zip(word.text, table.words[int(row)]) if c != "'")
            if trial != key:
                yield trial


def neighbours(words: tuple[CipherWord, ...], key: Mapping[str, str], movable: list[str],
               dictionary: Dictionary, wide: bool = False) -> Iterator[dict[str, str]]:
    """Every letter trial and word trial of a complete key (wide word trials when asked)."""
    for cipher in movable:
        yield from letter_trials(dict(key), cipher, movable)
    yield from word_trials(words, key, movable, dictionary, wide)
