"""Where each line stands as the person types: a full match, still possible, or impossible.

Typed letters count as fixed and empty cells as open (struck characters are the
solver's working, not the person's claim). A complete line is matched exactly; an open
one is revised in loose mode, which never calls a possible line impossible. Answers are
remembered per line and letters, so a keystroke only recomputes the lines it touched.
"""

from __future__ import annotations

from collections.abc import Mapping
from enum import Enum

from solvers.regex.grid import CompiledGrid, LineCheck
from workbench.models.regex import RegexPuzzle
from workbench.state import State


class LineStatus(Enum):
    """A line's standing."""

    FULL = "full match"
    POSSIBLE = "still possible"
    IMPOSSIBLE = "impossible"
    FREE = "no clue"


class LineJudge:
    """Judges every line of one puzzle, remembering earlier answers."""

    def __init__(self, puzzle: RegexPuzzle) -> None:
        self.puzzle = puzzle
        self.grid = CompiledGrid.of(puzzle)
        self.alphabet = frozenset(puzzle.alphabet)
        self._known: dict[tuple, LineStatus] = {}

    def statuses(self, state: State) -> list[LineStatus]:
        """The status of every line, in the puzzle's line order."""
        found = []
        for index, check in enumerate(self.grid.checks):
            key = (index, tuple(state.letters.get(cell) for cell in check.line.cells))
            if key not in self._known:
                self._known[key] = self._judge(check, state.letters)
            found.append(self._known[key])
        return found

    def _judge(self, check: LineCheck, letters: Mapping[str, str]) -> LineStatus:
        """One line's status."""
        if not check.machines:
            return LineStatus.FREE
        if all(cell in letters for cell in check.line.cells):
            return LineStatus.FULL if check.accepts(letters) else LineStatus.IMPOSSIBLE
        domains = {cell: frozenset(letters[cell]) if cell in letters else self.alphabet for cell in check.line.cells}
        revision = check.revise(domains, loose=True)
        return LineStatus.IMPOSSIBLE if revision.domains is None else LineStatus.POSSIBLE
