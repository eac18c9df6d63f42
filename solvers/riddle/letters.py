"""The letters each answer position may take: its line's less the struck ones, or the one fixed."""

from __future__ import annotations

from solvers.riddle.index import shared_index
from workbench.dictionary import in_dictionary
from workbench.models.riddle import Riddle
from workbench.session import SessionView

LOOK_AHEAD = 5
"""How many times the shown number of words are read, so dictionary words further down come first."""


def fixed_letters(view: SessionView) -> dict[str, str]:
    """Letters the solver must keep: the pinned ones and the ones the person typed."""
    state = view.state
    fixed = dict(view.pinned)
    for symbol, letter in state.letters.items():
        if state.setters[symbol].is_person:
            fixed[symbol] = letter
    return fixed


def position_letters(view: SessionView) -> tuple[frozenset[str], ...]:
    """Each position's letters: its line's, less what was struck, or the one fixed there."""
    puzzle = view.puzzle
    assert isinstance(puzzle, Riddle)
    fixed = fixed_letters(view)
    allowed = puzzle.allowed(view.state)
    return tuple(
        frozenset({fixed[symbol]}) & letters if symbol in fixed else letters
        for symbol, letters in zip(puzzle.symbols, allowed)
    )


def fitting_words(view: SessionView, limit: int) -> tuple[int, list[tuple[str, float]]]:
    """How many words fit the riddle with the person's letters, and the commonest of them:
    the dictionary's words first, then the word list's others (names, abbreviations)."""
    index = shared_index().of_length(len(view.puzzle.symbols))
    bits = index.matching(position_letters(view))
    commonest = [(index.words[i], index.zipfs[i]) for i in index.members(bits, limit * LOOK_AHEAD)]
    return bits.bit_count(), sorted(commonest, key=lambda found: not in_dictionary(found[0]))[:limit]
