"""Running solvers headless: one puzzle, one solver, a time budget, one outcome."""

from __future__ import annotations

import time
import traceback
from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any

from solvers.protocol import Budget, Solver
from solvers.registry import solvers_for
from workbench.puzzle import Puzzle
from workbench.session import Session


@dataclass(frozen=True)
class Outcome:
    """What one solver did with one puzzle, in the shape `workbench solve` prints."""

    id: str
    kind: str
    status: str
    answer: Mapping[str, Any] | None = None
    candidates: tuple[Mapping[str, Any], ...] = ()
    seconds: float = 0.0
    steps: int = 0
    error: str | None = None
    solver: str = ""
    extra: Mapping[str, Any] = field(default_factory=dict)

    def line(self) -> dict[str, Any]:
        """The JSON object FORMAT.md specifies."""
        return {
            "id": self.id, "kind": self.kind, "status": self.status, "answer": self.answer,
            "candidates": list(self.candidates), "seconds": round(self.seconds, 4),
            "steps": self.steps, "error": self.error,
        }


def error_outcome(puzzle_id: str, kind: str, message: str) -> Outcome:
    """The outcome of a puzzle that could not be read or has no solver."""
    return Outcome(puzzle_id, kind, "error", error=message)


def solve(puzzle: Puzzle, solver_class: type[Solver] | None = None, seconds: float = 10.0) -> Outcome:
    """Run a solver (the kind's best by default) on a fresh session of the puzzle."""
    if solver_class is None:
        found = solvers_for(puzzle.kind)
        if not found:
            return error_outcome(puzzle.id, puzzle.kind, f"no solver for {puzzle.kind} puzzles")
        solver_class = found[0]
    started = time.perf_counter()
    try:
        solver = solver_class()
        solver.reset(Session(puzzle).view())
        result = solver.run(Budget(seconds=seconds))
    except Exception as error:  # a solver bug must not end a batch run
        where = traceback.extract_tb(error.__traceback__)[-1]
        message = f"{solver_class.name} failed: {type(error).__name__}: {error} ({where.filename.rsplit('/', 1)[-1]}:{where.lineno})"
        return Outcome(puzzle.id, puzzle.kind, "error", seconds=time.perf_counter() - started,
                       error=message, solver=solver_class.name)
    candidates = tuple(
        {"answer": c.answer, "score": round(c.score, 4), **({"explanation": c.explanation} if c.explanation else {})}
        for c in result.candidates[:10]
    )
    return Outcome(
        puzzle.id, puzzle.kind, result.status, result.answer, candidates,
        time.perf_counter() - started, result.steps, solver=solver_class.name,
    )
