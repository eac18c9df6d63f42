"""Where each line stands as the person types: a full match, still possible, or impossible.

Typed letters count as fixed and empty cells as open (struck characters are the
solver's working, not the person's claim). A complete line is matched exactly; an open
one is revised in loose mode, which never calls a possible line impossible. Answers are
remembered per line and letters, so a keystroke only recomputes the lines it touched.
"""

from __future__ import annotations

from enum import Enum

from solvers.regex.grid import CompiledGrid
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
                domains = {cell: frozenset(state.letters[cell]) if cell in state.letters else self.alphabet for cell in check.line.cells}
                self._known[key] = self._judge(check, domains)
            found.append(self._known[key])
        return found

    @staticmethod
    def _judge(check, domains) -> LineStatus:
        """One line's status."""
        if not check.machines:
            return LineStatus.FREE
        complete = all(len(d) == 1 for d in domains.values())
        revision = check.revise(domains, loose=not complete)
        if revision.domains is None:
            return LineStatus.IMPOSSIBLE
        return LineStatus.FULL if complete and revision.exact else LineStatus.POSSIBLE
