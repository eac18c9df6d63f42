"""Clues for the cryptic tests: built through the reader, solved to the end."""

from __future__ import annotations

from solvers.cryptic.runner import Limits
from solvers.cryptic.solver import EGraphSolver
from solvers.protocol import Budget
from workbench.models.cryptic import CrypticClue
from workbench.session import Session


def clue(text: str, enumeration: str) -> CrypticClue:
    """A clue built through the reader."""
    return CrypticClue.from_record({"id": "t", "kind": "cryptic", "clue": text, "enumeration": enumeration})


def solve(session: Session, limits: Limits = Limits(), learned: bool = True) -> EGraphSolver:
    """Run the solver to its end on a session (by the hand weights alone unless `learned`)."""
    solver = EGraphSolver(limits, learned)
    solver.reset(session.view())
    solver.run(Budget(seconds=30))
    return solver


def best(text: str, enumeration: str) -> tuple[str, str]:
    """The top answer and its explanation."""
    result = solve(Session(clue(text, enumeration))).result()
    return result.answer["answer"], result.candidates[0].explanation
