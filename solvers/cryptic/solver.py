"""The e-graph solver: each step is one rewrite round; the last step fills in the best answer."""

from __future__ import annotations

from functools import cache

from solvers.cryptic import abbreviations, answers, homophones, indicators, moby, pertainyms, rare_words, thesaurus
from solvers.cryptic.analysis import WordplayAnalysis
from solvers.cryptic.context import ClueContext, Marks
from solvers.cryptic.egraph import EGraph
from solvers.cryptic.extract import Solution, solutions
from solvers.cryptic.partial import supported
from solvers.cryptic.ranker import shipped
from solvers.cryptic.rules import RULES, Rule
from solvers.cryptic.runner import Limits, Runner
from solvers.protocol import Candidate, SolveResult, Solver, StepReport, Trace
from workbench import resident
from workbench.actions import Assign
from workbench.models.cryptic import CrypticClue
from workbench.session import SessionView

TOP = 10
BEST_WITHOUT = 3


def load_data(puzzle: CrypticClue) -> None:
    """Load what the rules read for the clue's shape, so that no round's time limit pays for it,
    and set what the first clue loads (the lexicon, thesaurus and tables) aside as resident."""
    loaded(puzzle.lengths)
    resident.settle()


@cache
def loaded(shape: tuple[int, ...]) -> None:
    """Load what the rules read for one shape (once a process)."""
    thesaurus.wordnet()
    thesaurus.gloss_index()
    thesaurus.phrases_by_letters()
    moby.table()
    moby.short_listers()
    indicators.table()
    abbreviations.table()
    pertainyms.table()
    pertainyms.adjectives_by_noun()
    homophones.table()
    answers.pool(shape)
    if len(shape) == 1:
        answers.fragments(shape[0])
        rare_words.by_letters()
    else:
        moby.phrases()


class EGraphSolver(Solver):
    """Rewrites the clue in an e-graph until definition and wordplay meet."""

    name = "egraph"
    kind = "cryptic"
    description = "splits, indicators and synonyms as e-graph rewrites; answers where both halves meet"
    rules: tuple[Rule, ...] = RULES

    def __init__(self, limits: Limits = Limits(), learned: bool = True) -> None:
        self.limits = limits
        self.learned = learned
        self.steps = 0

    def reset(self, view: SessionView) -> None:
        """Start a fresh e-graph on the clue, with the person's marks and letters."""
        puzzle = view.puzzle
        if not isinstance(puzzle, CrypticClue):
            raise TypeError("the e-graph solver reads cryptic clues")
        load_data(puzzle)
        self.puzzle = puzzle
        self.view = view
        self.context = ClueContext(puzzle, Marks.from_state(view.state))
        self.graph = EGraph(WordplayAnalysis(self.context))
        self.runner = Runner(self.graph, self.context, self.rules, self.limits)
        self.known = {int(s) - 1: letter for s, letter in view.state.letters.items()
                      if s in view.state.pins or view.state.setters[s].is_person}
        self.steps = 0
        self.found: list[Solution] = []

    @property
    def done(self) -> bool:
        """True once the runner stopped."""
        return self.runner.stopped is not None

    def step(self) -> StepReport:
        """One rewrite round; when the run stops, the best answer's letters as actions."""
        self.steps += 1
        report = self.runner.round()
        self.found = self.candidates(self.known)
        lines = [f"{s.answer}  {s.weight:.3f}  {s.explanation}" for s in self.found[:3]]
        if report.stopped and not self.found:
            lines = self.why_none()
        actions: tuple = ()
        if report.stopped and self.found:
            actions = self.fill(self.found[0].answer)
        trace = Trace(report.headline(), tuple(lines), {"report": report, "graph": self.graph})
        return StepReport(self.steps, actions, trace, report.stopped is not None)

    def candidates(self, known: dict[int, str]) -> list[Solution]:
        """The root's answers that fit the known letters, definition-only ones weighed up by what the rest
        of the clue spells of them, in the learned ranker's order (its CANDIDATES strongest by hand
        weight), or as the hand weights order them when the solver is not to use it."""
        found = supported(solutions(self.graph, self.runner.root, known), self.graph, self.context)
        return shipped().ranked(found, self.context) if self.learned else found

    def fill(self, answer: str) -> tuple[Assign, ...]:
        """Assign the answer's letters to the positions that do not already hold them."""
        state = self.view.state
        return tuple(
            Assign(str(i), letter, source=self.source(self.steps))
            for i, letter in enumerate(answer, start=1)
            if str(i) not in state.pins and state.letters.get(str(i)) != letter
        )

    def result(self) -> SolveResult:
        """The ranked answers so far, each with its explanation."""
        candidates = tuple(
            Candidate({"answer": self.puzzle.shaped(s.answer), "explanation": s.explanation}, s.weight, s.explanation)
            for s in self.found[:TOP]
        )
        if not candidates:
            return SolveResult("failed", None, (), self.steps, "; ".join(self.why_none()))
        status = "partial" if self.found[0].derivation.operation == "alone" else "solved"
        return SolveResult(status, candidates[0].answer, candidates, self.steps, self.runner.stopped or "")

    def why_none(self) -> list[str]:
        """Why no answer came out: no reading fits the letters given (then the best readings without them), or none at all."""
        if not self.known:
            return [f"no reading of the clue fits ({self.puzzle.enumeration}): no definition met its wordplay"]
        pattern = self.puzzle.shaped("".join(self.known.get(i, ".") for i in range(self.puzzle.size)))
        verb = "spells" if len(self.known) == self.puzzle.size else "fits"
        best = self.candidates({})[:BEST_WITHOUT]
        if not best:
            return [f"no reading of the clue {verb} {pattern}, nor any other answer"]
        return [f"no reading of the clue {verb} {pattern}; the best readings without those letters are:",
                *(f"{self.puzzle.shaped(s.answer)}: {s.explanation}" for s in best)]
