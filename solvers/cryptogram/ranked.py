"""The ranking solver: scores every reading it finds and hands back the best few.

Aristocrats go to a best-first branch and bound over dictionary words (with a priced
way out for names and puns); patristocrats to quadgram hill climbing polished by words.
Letters the person pinned are fixed (other letters are the solver's to change); every step
moves the session to the best key so far.
"""

from __future__ import annotations

from solvers.cryptogram.aristocrat import AristocratSearch
from solvers.cryptogram.keys import actions_towards
from solvers.cryptogram.language import english
from solvers.cryptogram.patristocrat import PatristocratSearch
from solvers.protocol import Candidate, SolveResult, Solver, StepReport, Trace
from workbench.models.cryptogram import Cryptogram
from workbench.session import SessionView


class RankedSolver(Solver):
    """Best-first word search (aristocrats) or climbing (patristocrats), answers ranked by likelihood."""

    name = "ranked"
    kind = "cryptogram"
    description = "ranks every consistent reading by word and letter statistics; keeps the best few"

    def reset(self, view: SessionView) -> None:
        """Start a search that keeps the pinned letters."""
        puzzle = view.puzzle
        assert isinstance(puzzle, Cryptogram)
        self.puzzle = puzzle
        self.pins = frozenset(view.state.pins)
        self.shown = dict(view.state.letters)
        engine = PatristocratSearch if puzzle.patristocrat else AristocratSearch
        self.search = engine(puzzle, view.pinned, english())
        self.steps = 0

    @property
    def done(self) -> bool:
        """True when the search is over."""
        return self.search.finished

    def step(self) -> StepReport:
        """Advance the search; move the session to the best key so far."""
        headline, lines = self.search.advance()
        self.steps += 1
        actions: tuple = ()
        if self.search.ranking:
            best = dict(self.search.ranking[0].key)
            actions = actions_towards(self.puzzle, self.shown, best, self.pins)
            self.shown = {**{s: self.shown[s] for s in self.pins if s in self.shown}, **best}
        return StepReport(self.steps, actions, Trace(headline, tuple(lines)), self.done)

    def result(self) -> SolveResult:
        """The ranked answers, best first."""
        ranking = self.search.ranking
        if not ranking:
            return SolveResult("failed", None, steps=self.steps, note="no reading found")
        candidates = tuple(Candidate(self.puzzle.answer_for(r.key), -float(r.cost), r.note) for r in ranking[:10])
        complete = all(s in ranking[0].key for s in self.puzzle.symbols)
        return SolveResult("solved" if complete else "partial", candidates[0].answer, candidates, self.steps)
