"""The regex crossword solvers: propagation with search, and propagation alone."""

from __future__ import annotations

from typing import ClassVar

from solvers.protocol import Candidate, SolveResult, Solver, StepReport, Trace
from solvers.regex.grid import CompiledGrid
from solvers.regex.publish import Publisher, initial_domains
from solvers.regex.search import Search
from workbench.models.regex import RegexPuzzle
from workbench.session import SessionView


class PropagationSearch(Solver):
    """Revise lines to arc consistency, then branch on the smallest domain, to two solutions."""

    name: ClassVar[str] = "propagate+search"
    kind: ClassVar[str] = "regex"
    description: ClassVar[str] = "each step revises one line or makes one branch decision; stops at two solutions to tell if the answer is unique"
    branching: ClassVar[bool] = True

    def reset(self, view: SessionView) -> None:
        """Start from the session: pinned letters fixed, struck characters gone."""
        puzzle = view.puzzle
        assert isinstance(puzzle, RegexPuzzle)
        self.puzzle = puzzle
        domains = initial_domains(puzzle.symbols, puzzle.alphabet, view.state)
        self.search = Search(CompiledGrid.of(puzzle), domains, branching=self.branching)
        self.publisher = Publisher(puzzle.alphabet, view.state)
        self.shown = dict(domains)
        self.steps = 0

    def step(self) -> StepReport:
        """One revision, branch or backtrack; actions bring the session to the new domains."""
        self.steps += 1
        headline = self.search.step()
        target = self.search.solutions[0] if self.search.finished and self.search.solutions else None
        domains = {c: frozenset(l) for c, l in target.items()} if target else self.search.domains
        changed = [c for c, d in domains.items() if d != self.shown[c]]
        self.shown.update((c, domains[c]) for c in changed)
        actions = tuple(a for a in self.publisher.actions(domains, changed))
        if self.search.finished:
            headline += f" — {self.verdict()}"
        lines = ("each cell: its character once known, else how many it may still hold", *self._domain_lines())
        return StepReport(self.steps, actions, Trace(headline, lines, {"domains": dict(self.search.domains)}), self.done)

    def _domain_lines(self):
        """Each row as the size of every cell's domain (or its character)."""
        domains = self.search.domains
        for r, width in enumerate(self.puzzle.widths):
            cells = [domains[f"{r}:{c}"] for c in range(width)]
            yield " ".join(next(iter(d)) if len(d) == 1 else str(len(d)) for d in cells)

    @property
    def done(self) -> bool:
        """True once the search is over."""
        return self.search.finished

    def verdict(self) -> str:
        """Unique, not unique, no solution, or unknown yet."""
        search = self.search
        if len(search.solutions) >= 2:
            return "not unique: at least two solutions"
        if search.solutions and (search.exhausted or not search.branching):
            return "unique"
        if search.exhausted:
            alphabet = self.puzzle.alphabet
            return f"no solution over the alphabet {alphabet!r}" if len(alphabet) <= 40 else f"no solution over {len(alphabet)} characters"
        if search.solutions:
            return "one solution found; uniqueness not proven"
        return "no solution yet"

    def result(self) -> SolveResult:
        """The first solution (with whether it is unique), or the grid as far as it is known."""
        search = self.search
        verdict = self.verdict()
        if search.solutions:
            answers = [{"rows": self.puzzle.rows(s), "unique": verdict == "unique"} for s in search.solutions]
            candidates = tuple(Candidate(a, 1.0, verdict) for a in answers)
            return SolveResult("solved", answers[0], candidates, self.steps, verdict)
        known = {c: next(iter(d)) for c, d in search.domains.items() if len(d) == 1}
        status = "failed" if search.exhausted else "partial"
        return SolveResult(status, {"rows": self.puzzle.rows(known), "unique": False}, (), self.steps, verdict)


class PropagationOnly(PropagationSearch):
    """Line revisions to a fixpoint and no search: what pure deduction settles."""

    name: ClassVar[str] = "propagate"
    description: ClassVar[str] = "each step revises one line; stops at the fixpoint without guessing"
    branching: ClassVar[bool] = False
