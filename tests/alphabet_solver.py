"""A test double: a cryptogram solver that hands out A, B, C... one symbol a step."""

from __future__ import annotations

from solvers.protocol import Candidate, SolveResult, Solver, StepReport, Trace
from workbench.actions import Assign
from workbench.session import SessionView


class AlphabetSolver(Solver):
    """Gives each open cipher letter the next free letter, one a step: enough to test the plumbing."""

    name = "alphabet"
    kind = "cryptogram"

    def reset(self, view: SessionView) -> None:
        """Remember the symbols still open."""
        self.puzzle = view.puzzle
        self.todo = [s for s in view.puzzle.symbols if s not in view.state.letters]
        self.key: dict[str, str] = {}
        self.free = [ch for ch in "ABCDEFGHIJKLMNOPQRSTUVWXYZ" if ch not in view.state.letters.values()]

    def step(self) -> StepReport:
        """Give the next symbol the next letter."""
        symbol = self.todo.pop(0)
        self.key[symbol] = self.free.pop(0)
        return StepReport(len(self.key), (Assign(symbol, self.key[symbol]),), Trace(f"{symbol}={self.key[symbol]}"), self.done)

    @property
    def done(self) -> bool:
        """True when every symbol has a letter."""
        return not self.todo

    def result(self) -> SolveResult:
        """The key so far."""
        answer = {"plaintext": self.puzzle.decipher(self.key), "key": dict(self.key)}
        return SolveResult("solved" if self.done else "partial", answer, (Candidate(answer, 1.0),), len(self.key))
