"""The lexicon words that can fill one slot, given the letters the grid already has."""

from __future__ import annotations

from collections.abc import Mapping

import numpy as np

from solvers.codeword.board import number_shape
from solvers.codeword.wordlists import distinct_positions, pattern_words
from workbench.models.codeword import Codeword, Slot


def slot_candidates(puzzle: Codeword, slot: Slot, letters: Mapping[str, str], limit: int) -> tuple[int, list[str]]:
    """How many words fit the slot's number pattern and letters, and the `limit` most frequent."""
    numbers = puzzle.numbers_of(slot)
    shape = number_shape(numbers)
    words = pattern_words(puzzle.language, shape)
    firsts = distinct_positions(shape)
    alphabet = puzzle.alphabet
    taken = [alphabet.index(letter) for letter in letters.values()]
    fits = np.ones(len(words), dtype=bool)
    for column, position in enumerate(firsts):
        letter = letters.get(str(numbers[position]))
        if letter is not None:
            fits &= words.codes[:, column] == alphabet.index(letter)
        elif taken:
            fits &= ~np.isin(words.codes[:, column], taken)
    found = np.flatnonzero(fits)
    column_of = {shape[p]: column for column, p in enumerate(firsts)}
    spelled = [
        "".join(alphabet[words.codes[i, column_of[mark]]] for mark in shape) for i in found[:limit]
    ]
    return len(found), spelled
