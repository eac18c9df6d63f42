"""The seed's solver: constraint propagation and depth-first search over word candidates.

Each cipher word keeps the dictionary words of its letter pattern that fit the key.
The rules, one a step: a word with no candidate is a contradiction (back up to the last
branch); a word down to one candidate is accepted and its letters join the key; when
all words have one candidate the text is solved; otherwise branch on the unsolved word
with the fewest candidates, trying them in order. The first consistent answer wins,
right or not. No word outside the dictionary can be read.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass

import numpy as np

from solvers.cryptogram.keys import actions_towards, key_text
from solvers.cryptogram.language import english
from solvers.cryptogram.words import CipherWord, Table, cipher_words, consistent, dictionary_for
from solvers.protocol import Candidate, SolveResult, Solver, StepReport, Trace
from workbench.models.cryptogram import Cryptogram
from workbench.session import SessionView

SHOWN_CANDIDATES = 4


@dataclass(frozen=True)
class Branch:
    """A branch point: the key before it, the word branched on, the candidates left to try."""

    key: Mapping[str, str]
    word: int
    untried: tuple[int, ...]


class SeedSolver(Solver):
    """Propagate single candidates, branch on the fewest, take the first consistent answer."""

    name = "seed"
    kind = "cryptogram"
    description = "fills in words only one dictionary word fits, guesses where fewest fit, backs up at a dead end: the first answer that fits"

    def reset(self, view: SessionView) -> None:
        """Start from every letter the session has (the person's rules)."""
        puzzle = view.puzzle
        assert isinstance(puzzle, Cryptogram)
        self.puzzle = puzzle
        self.words: tuple[CipherWord, ...] = cipher_words(puzzle)
        dictionary = dictionary_for(english())
        self.tables: list[Table] = [dictionary.table(w.text) for w in self.words]
        self.pins = frozenset(view.state.pins)
        self.shown = dict(view.state.letters)
        self.key: dict[str, str] | None = dict(view.state.letters)
        self.branches: list[Branch] = []
        self.status = "partial"
        self.steps = 0
        self.lists = self._lists(self.key)

    @property
    def done(self) -> bool:
        """True once solved or out of branches."""
        return self.status != "partial" or not self.words

    def _lists(self, key: Mapping[str, str]) -> list[np.ndarray]:
        """Each word's candidates that fit the key."""
        taken = frozenset(key.values())
        return [consistent(w.text, t, np.arange(len(t.words)), key, taken, derangement=False)
                for w, t in zip(self.words, self.tables)]

    def _with(self, key: Mapping[str, str], word: int, row: int) -> dict[str, str]:
        """The key with a word read as one of its candidates."""
        grown = dict(key)
        grown.update((c, p) for c, p in zip(self.words[word].text, self.tables[word].words[row]) if c != "'")
        return grown

    def step(self) -> StepReport:
        """Apply one rule: back up, accept a single candidate, finish, or branch."""
        self.steps += 1
        rule = self._backtrack() if self.key is None else self._propagate_or_branch(self.key)
        actions: tuple = ()
        if self.key is not None:
            actions = actions_towards(self.puzzle, self.shown, self.key, self.pins)
            self.shown = dict(self.key)
        return StepReport(self.steps, actions, Trace(rule, self._trace_lines()), self.done)

    def _backtrack(self) -> str:
        """Resume the newest branch point that has candidates left."""
        while self.branches:
            branch = self.branches.pop()
            if branch.untried:
                row, *rest = branch.untried
                self.branches.append(Branch(branch.key, branch.word, tuple(rest)))
                self.key = self._with(branch.key, branch.word, row)
                self.lists = self._lists(self.key)
                return f"back up: try {self.words[branch.word].text} = {self.tables[branch.word].words[row]}"
        self.status = "failed"
        return "nothing left to try: no answer fits these letters"

    def _propagate_or_branch(self, key: dict[str, str]) -> str:
        """One rule on a consistent state."""
        empty = next((i for i, rows in enumerate(self.lists) if len(rows) == 0), None)
        if empty is not None:
            self.key = None
            return f"dead end: no word fits {self.words[empty].text}"
        for i, rows in enumerate(self.lists):
            if len(rows) == 1 and not self.words[i].letters <= key.keys():
                self.key = self._with(key, i, int(rows[0]))
                self.lists = self._lists(self.key)
                return f"only one word fits {self.words[i].text}: {self.tables[i].words[int(rows[0])]}"
        if all(len(rows) == 1 for rows in self.lists):
            self.status = "solved"
            return "one word fits each: solved"
        word = min((i for i, rows in enumerate(self.lists) if len(rows) > 1), key=lambda i: len(self.lists[i]))
        first, *rest = (int(r) for r in self.lists[word])
        self.branches.append(Branch(dict(key), word, tuple(rest)))
        self.key = self._with(key, word, first)
        self.lists = self._lists(self.key)
        return f"guess {self.words[word].text} ({len(rest) + 1} words fit): try {self.tables[word].words[first]}"

    def _trace_lines(self) -> list[str]:
        """The partial key, then every cipher word's candidates."""
        lines = [f"key: {key_text(self.shown)}", f"guesses to go back to: {len(self.branches)}"]
        for word, table, rows in zip(self.words, self.tables, self.lists):
            shown = ", ".join(table.words[int(r)] for r in rows[:SHOWN_CANDIDATES])
            more = f" +{len(rows) - SHOWN_CANDIDATES}" if len(rows) > SHOWN_CANDIDATES else ""
            lines.append(f"{word.text} ({len(rows)}): {shown}{more}")
        return lines

    def result(self) -> SolveResult:
        """The first consistent answer, or failure."""
        if self.status != "solved" or self.key is None:
            return SolveResult("failed", None, steps=self.steps, note="no consistent answer found")
        answer = self.puzzle.answer_for(self.key)
        return SolveResult("solved", answer, (Candidate(answer, 0.0, "first consistent answer"),), self.steps)
