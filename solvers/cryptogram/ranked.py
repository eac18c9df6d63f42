"""The ranking solver: scores every reading it finds and hands back the best few.

Aristocrats go to a best-first branch and bound over dictionary words (with a priced
way out for names and puns), helped by climbs over letters and word breaks when it is
stuck, and ended by a climb over readings one letter or one word away from the best;
patristocrats to quadgram hill climbing polished by words.
Letters the person pinned are fixed. The other letters on the board are where the search
starts and what it must beat: a step writes the best reading so far only when it keeps
them, or scores better than the board's own reading (or than the best reading found that
keeps them), or when the search is over; the trace says which letters it changed and why.
"""

from __future__ import annotations

from collections.abc import Mapping

from solvers.cryptogram.aristocrat import AristocratSearch
from solvers.cryptogram.keys import actions_towards
from solvers.cryptogram.language import english
from solvers.cryptogram.patristocrat import patristocrat_search
from solvers.cryptogram.ranking import Ranked
from solvers.protocol import Candidate, SolveResult, Solver, StepReport, Trace
from workbench.models.cryptogram import Cryptogram
from workbench.session import SessionView


class RankedSolver(Solver):
    """Best-first word search (aristocrats) or climbing (patristocrats), answers ranked by likelihood."""

    name = "ranked"
    kind = "cryptogram"
    description = "scores every reading that fits by how common its words and letter runs are; keeps the best few"

    def reset(self, view: SessionView) -> None:
        """Start a search that keeps the pinned letters."""
        puzzle = view.puzzle
        assert isinstance(puzzle, Cryptogram)
        self.puzzle = puzzle
        self.pins = frozenset(view.state.pins)
        self.shown = dict(view.state.letters)
        self.letters = dict(view.state.letters)
        self.board = {s: p for s, p in self.letters.items() if s not in self.pins}
        engine = patristocrat_search if puzzle.patristocrat else AristocratSearch
        self.search = engine(puzzle, view.pinned, english(), view.state.letters)
        self.steps = 0

    @property
    def done(self) -> bool:
        """True when the search is over."""
        return self.search.finished

    def step(self) -> StepReport:
        """Advance the search; move the session to the best key so far when it may overwrite the board."""
        headline, lines = self.search.advance()
        self.steps += 1
        actions: tuple = ()
        if self.search.ranking:
            best = self.search.ranking[0]
            verdict = self._verdict(best)
            if verdict is None:
                lines = [*lines, self._held(best)]
            else:
                actions = actions_towards(self.puzzle, self.shown, best.key, self.pins)
                self.shown = {**{s: self.shown[s] for s in self.pins if s in self.shown}, **best.key}
                lines = [*lines, verdict] if verdict else lines
        return StepReport(self.steps, actions, Trace(headline, tuple(lines)), self.done)

    def _changed(self, key: Mapping[str, str]) -> list[str]:
        """The board's letters (not pinned) that a key gives another plain letter, or none."""
        return [s for s, p in sorted(self.board.items()) if key.get(s) != p]

    def _verdict(self, best: Ranked) -> str | None:
        """Why the best reading may be written over the board ('' when it keeps the board's letters), or None."""
        changed = self._changed(best.key)
        if not changed:
            return ""
        named = ", ".join(f"{s} ({self.board[s]})" for s in changed[:6]) + (" ..." if len(changed) > 6 else "")
        if all(s in self.letters for s in self.puzzle.symbols):
            board = self.search.standing(self.letters)
            if board is not None and best.cost <= board + 1e-9:
                return f"changed the board's {named}: this reading costs {best.cost:.1f}, the board's {board:.1f} (less reads better)"
            return None
        kept = next((r for r in self.search.ranking if not self._changed(r.key)), None)
        if kept is not None:
            return (f"changed your {named}: this reading costs {best.cost:.1f}, the best that keeps them "
                    f"{kept.cost:.1f} (less reads better)")
        if self.done:
            return f"changed your {named}: no reading found keeps them"
        return None

    def _held(self, best: Ranked) -> str:
        """What the trace says when the best reading so far is not written."""
        return (f"not written yet: the best reading so far changes your letters "
                f"{', '.join(self._changed(best.key)[:6])}, and nothing found so far shows it reads better")

    def result(self) -> SolveResult:
        """The ranked answers, best first."""
        ranking = self.search.ranking
        if not ranking:
            return SolveResult("failed", None, steps=self.steps, note="no reading found")
        candidates = tuple(Candidate(self.puzzle.answer_for(r.key), -float(r.cost), r.note) for r in ranking[:10])
        complete = all(s in ranking[0].key for s in self.puzzle.symbols)
        return SolveResult("solved" if complete else "partial", candidates[0].answer, candidates, self.steps)
