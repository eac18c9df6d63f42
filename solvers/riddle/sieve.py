"""The riddle sieve: the words of the answer's length, narrowed one riddle line a step.

Each step applies one line (with the letters the person fixed or struck at its position)
and fills in every position on which all remaining words agree; the last step ranks the
survivors (see `ranking`) and writes the first in. Two hands do the narrowing: the
word index (bitsets) and a plain scan of the word list, as in the seed article.
"""

from __future__ import annotations

from abc import abstractmethod
from collections.abc import Mapping

from solvers.protocol import Candidate, SolveResult, Solver, StepReport, Trace
from solvers.riddle.index import shared_index
from solvers.riddle.letters import fixed_letters, position_letters
from solvers.riddle.ranking import Ranked, ranking
from workbench import lexicon
from workbench.actions import Action, Assign
from workbench.models.riddle import Riddle
from workbench.session import SessionView

SHOWN = 8
KEPT = 100
HINTED = 1000


def letter_list(letters: frozenset[str]) -> str:
    """A letter set in words: 'A L' or 'any of 19 letters'."""
    return " ".join(sorted(letters)) if len(letters) <= 8 else f"any of {len(letters)} letters"


class Sieve(Solver):
    """Narrow the words line by line, then rank what is left by frequency."""

    kind = "riddle"

    def reset(self, view: SessionView) -> None:
        """Start from every word of the answer's length."""
        puzzle = view.puzzle
        assert isinstance(puzzle, Riddle)
        self.puzzle = puzzle
        self.letters = position_letters(view)
        self.fixed = fixed_letters(view)
        self.shown = dict(view.state.letters)
        self.steps = 0
        self.ranked: list[Ranked] | None = None
        self.start(puzzle.length)

    @abstractmethod
    def start(self, length: int) -> None:
        """Take every word of this length as a candidate."""

    @abstractmethod
    def narrow(self, position: int, letters: frozenset[str]) -> None:
        """Keep the candidates with one of `letters` at a 0-based position."""

    @abstractmethod
    def count(self) -> int:
        """How many candidates are left."""

    @abstractmethod
    def best(self, limit: int) -> list[tuple[str, float]]:
        """The commonest candidates with their zipf frequencies."""

    @abstractmethod
    def agreed(self) -> dict[int, str]:
        """Positions on which every candidate has the same letter."""

    @property
    def done(self) -> bool:
        """True once the survivors are ranked."""
        return self.ranked is not None

    def step(self) -> StepReport:
        """Apply the next line, or rank the survivors after the last one."""
        self.steps += 1
        if self.steps <= self.puzzle.length and self.count():
            return self.line_step(self.steps - 1)
        return self.rank_step()

    def line_step(self, position: int) -> StepReport:
        """Narrow by one line and fill in the letters every survivor shares."""
        line = self.puzzle.lines[position]
        before = self.count()
        self.narrow(position, self.letters[position])
        left = self.count()
        actions = self.fill(self.agreed() if left else {})
        words = ", ".join(word for word, _ in self.best(SHOWN))
        trace = Trace(
            f"line {line.position}: {line.describe()} -> {letter_list(self.letters[position])}",
            (f"{before} words -> {left}", f"commonest: {words}" if words else "no word is left"),
            {"position": line.position, "count": left},
        )
        return StepReport(self.steps, actions, trace, done=False)

    def rank_step(self) -> StepReport:
        """Rank the survivors (by the whole's hint, then frequency) and write the first in."""
        whole = self.puzzle.whole
        self.ranked = ranking(self.best(HINTED if whole else KEPT), whole)[:KEPT]
        if not self.ranked:
            return StepReport(self.steps, (), Trace("no word fits", ("every word failed some line",)), done=True)
        top = self.ranked[0]
        actions = self.fill(dict(enumerate(top.word)))
        lines = tuple(f"{rank}. {r.word}  ({r.describe()})" for rank, r in enumerate(self.ranked[:SHOWN], 1))
        best = "related to the hint" if top.hint else "the commonest"
        headline = f"{self.count()} word{'s' if self.count() != 1 else ''} fit; {best} is {top.word}"
        return StepReport(self.steps, actions, Trace(headline, lines, {"ranked": [r.word for r in self.ranked[:SHOWN]]}), done=True)

    def fill(self, letters: Mapping[int, str]) -> tuple[Action, ...]:
        """Assign letters not yet shown, leaving what the person fixed alone."""
        actions = []
        for position, letter in sorted(letters.items()):
            symbol = self.puzzle.symbols[position]
            if symbol not in self.fixed and self.shown.get(symbol) != letter:
                actions.append(Assign(symbol, letter))
                self.shown[symbol] = letter
        return tuple(actions)

    def result(self) -> SolveResult:
        """The commonest surviving word, and every survivor ranked (once done)."""
        if self.ranked is None:
            return SolveResult("partial", None, steps=self.steps, note="not every line is applied yet")
        if not self.ranked:
            return SolveResult("failed", None, steps=self.steps, note="no word fits")
        total = self.count()
        candidates = tuple(
            Candidate({"answer": r.word, "explanation": f"fits every line; {r.describe()}"}, r.score)
            for r in self.ranked
        )
        top = self.ranked[0]
        others = f"first of {total} words that fit" if total > 1 else "the only word that fits"
        answer = {"answer": top.word, "explanation": f"{others} ({top.describe()})"}
        return SolveResult("solved", answer, candidates, self.steps)


class IndexSieve(Sieve):
    """The sieve on the word index: one OR per letter and one AND per line."""

    name = "index"
    description = "narrows the words line by line with bitsets of (position, letter), ranks by frequency"

    def start(self, length: int) -> None:
        """Every word of this length, as bits."""
        self.index = shared_index().of_length(length)
        self.bits = self.index.everything

    def narrow(self, position: int, letters: frozenset[str]) -> None:
        """AND in the words with one of the letters at the position."""
        self.bits &= self.index.having(position, letters)

    def count(self) -> int:
        """The number of bits set."""
        return self.bits.bit_count()

    def best(self, limit: int) -> list[tuple[str, float]]:
        """The lowest bits: the commonest words."""
        return [(self.index.words[i], self.index.zipfs[i]) for i in self.index.members(self.bits, limit)]

    def agreed(self) -> dict[int, str]:
        """Positions where one letter's column holds every survivor."""
        shared = {}
        for position, column in enumerate(self.index.columns):
            for letter in self.letters[position]:
                if column.get(letter, 0) & self.bits == self.bits:
                    shared[position] = letter
                    break
        return shared


class ScanSieve(Sieve):
    """The seed article's way: test every word of the length against each line in turn."""

    name = "scan"
    description = "filters the word list line by line in plain Python (the seed article's method)"

    def start(self, length: int) -> None:
        """Every word of this length, most frequent first."""
        words = lexicon.shared("en")
        self.words = words.of_length(length)
        self.zipf = words.zipf

    def narrow(self, position: int, letters: frozenset[str]) -> None:
        """Keep the words with one of the letters at the position."""
        self.words = [word for word in self.words if word[position] in letters]

    def count(self) -> int:
        """The number of words left."""
        return len(self.words)

    def best(self, limit: int) -> list[tuple[str, float]]:
        """The first words: the list keeps frequency order."""
        return [(word, self.zipf(word)) for word in self.words[:limit]]

    def agreed(self) -> dict[int, str]:
        """Positions where every word left has the first one's letter, one the position allows."""
        first = self.words[0]
        return {p: ch for p, ch in enumerate(first)
                if ch in self.letters[p] and all(word[p] == ch for word in self.words)}
