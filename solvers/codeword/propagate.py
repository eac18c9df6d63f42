"""The propagation solver: letter patterns and crossings narrow each slot's candidates; search
branches on the number whose letter the evidence is surest of; branch and bound on dead slots.

Glossary:
    frame     a branch point: a state, the number branched on, its letters in the order tried.
    bound     the fewest dead slots of any full grid found so far; worse branches are cut.
              When the person's letters lead to a grid with more dead slots than the root
              has, the search starts again from the root without them.
    patience  how many more branches the search tries after its last better grid before it stops.
"""

from __future__ import annotations

from dataclasses import dataclass, field

import numpy as np

from solvers.codeword.board import Board
from solvers.codeword.display import actions_towards
from solvers.codeword.search import Node, assign, evidence, root
from solvers.codeword.wordlists import letter_frequencies
from solvers.protocol import Candidate, SolveResult, Solver, StepReport, Trace
from workbench.models.codeword import Codeword, answer_of
from workbench.session import SessionView

MIN_PATIENCE = 40
KEPT_GRIDS = 10


@dataclass
class Frame:
    """A branch point and the letters still to try there."""

    node: Node
    number: int
    order: list[int]
    tried: int = 0

    @property
    def exhausted(self) -> bool:
        """True when every letter has been tried."""
        return self.tried >= len(self.order)


@dataclass(frozen=True)
class Grid:
    """A full grid the search reached: its dead slots and the lexicon weight of its words."""

    dead: int
    weight: float
    letters: dict[int, int] = field(compare=False)

    @property
    def rank_key(self) -> tuple[int, float]:
        """Fewer dead slots first, then more frequent words."""
        return (self.dead, -self.weight)


class PropagateSolver(Solver):
    """Constraint propagation over letter patterns with surest-first branching."""

    name = "propagate"
    kind = "codeword"
    description = "letter patterns and crossings, surest number first, branch and bound on slots no word fits"

    def reset(self, view: SessionView) -> None:
        """Start from the view: pinned letters are fixed, the person's other letters are tried first
        while they leave every live slot some word."""
        puzzle = view.puzzle
        assert isinstance(puzzle, Codeword)
        self.puzzle = puzzle
        self.board = Board(puzzle)
        self.alphabet = puzzle.alphabet
        self.frequencies = letter_frequencies(puzzle.language)
        self.pinned = dict(view.pinned)
        self.preferred = {
            int(s): self.alphabet.index(letter) for s, letter in view.state.letters.items() if s not in self.pinned
        }
        self.shown = dict(view.state.letters)
        self.stack: list[Frame] = []
        self.grids: list[Grid] = []
        self.current: Node | None = None
        self.steps = 0
        self.since_better = 0
        self.patience = MIN_PATIENCE
        self.started = False
        self.finished = False
        self.failure = ""
        self.least_dead = 0
        self.root: Node | None = None

    @property
    def done(self) -> bool:
        """True when the search space is exhausted or patience has run out."""
        return self.finished

    def step(self) -> StepReport:
        """The root propagation, or one branch decision (after any backtracking it needs)."""
        self.steps += 1
        if not self.started:
            self.started = True
            fixed = {int(s): self.alphabet.index(letter) for s, letter in self.pinned.items()}
            node = root(self.board, fixed)
            self.least_dead = node.dead if node is not None else 0
            self.root = node
            headline = "propagated the pinned letters" if node else "the pinned letters clash"
            return self._report(node, headline, [], fresh=node is not None)
        while self.stack and self.stack[-1].exhausted:
            self.stack.pop()
        if not self.stack:
            self.finished = True
            return self._report(None, "search space exhausted", [])
        frame = self.stack[-1]
        code = frame.order[frame.tried]
        frame.tried += 1
        child = assign(frame.node, self.board, frame.number, code)
        move = f"{frame.number} = {self.alphabet[code]} (choice {frame.tried} of {len(frame.order)}, depth {len(self.stack)})"
        if child is None:
            return self._report(frame.node, f"{move}: leaves some number no letter", [])
        if self._beyond_bound(child.dead):
            return self._report(frame.node, f"{move}: {child.dead} dead slots, no better than the best grid", [])
        return self._report(child, move, [f"{child.dead} slots no word fits"], fresh=True)

    def _report(self, node: Node | None, headline: str, lines: list[str], fresh: bool = False) -> StepReport:
        """Expand a new node, count patience, and report with the actions that show the node."""
        if node is None and not self.stack:
            self.finished = True
            self.failure = self.failure or headline
        if node is not None:
            self.current = node
        if node is not None and fresh:
            lines += self._expand(node)
        self.since_better += 1
        if self.grids and self.since_better > self.patience:
            self.finished = True
            lines.append(f"stopped: no better grid in {self.patience} branches")
        if self.finished and self.grids:
            lines.append(f"showing the best grid: {self.grids[0].dead} slots no word fits")
            actions = self._show(self._letters(self.grids[0]))
        else:
            actions = self._show(self._wanted(node)) if node is not None else ()
        trace = Trace(f"step {self.steps}: {headline}", tuple(lines), {"depth": len(self.stack), "grids": len(self.grids)})
        return StepReport(self.steps, actions, trace, self.finished)

    def _expand(self, node: Node) -> list[str]:
        """Record a full grid, or push a branch on the surest unsettled number."""
        scores, kills = evidence(node, self.board, self.frequencies)
        open_numbers = [n for n in self.board.numbers if node.domains[n].sum() > 1]
        if not open_numbers:
            return self._record(node)
        least = np.where(node.domains[open_numbers], kills[open_numbers], np.iinfo(np.int32).max).min(axis=1)
        if self._beyond_bound(node.dead + int(least.max())):
            return [f"cut: some number kills {int(least.max())} more slots whatever its letter"]
        number, order = self._branch(node, open_numbers, scores, kills)
        if not order:
            return [f"{number}: every letter left would pass the bound"]
        self.stack.append(Frame(node, number, order))
        shares = _shares(scores[number], node.domains[number])
        best = ", ".join(f"{self.alphabet[c]} {shares[c]:.0%}" for c in order[:4])
        return [f"next: {number} (letters left {int(node.domains[number].sum())}; {best})"]

    def _branch(self, node: Node, numbers: list[int], scores: np.ndarray, kills: np.ndarray) -> tuple[int, list[int]]:
        """The number to branch on and its letters, best first: a letter the person gave that leaves
        every live slot some word is tried first, else the number the evidence is surest of."""
        trusted = {n: self.preferred[n] for n in numbers if n in self.preferred and not kills[n, self.preferred[n]]}
        if trusted:
            number = next(iter(trusted))
        else:
            number = max(numbers, key=lambda n: _shares(scores[n], node.domains[n]).max())
        allowed = node.domains[number] & ~self._cut(node.dead + kills[number])
        order = sorted(np.flatnonzero(allowed).tolist(), key=lambda c: -scores[number, c])
        if number in trusted and trusted[number] in order:
            order.remove(trusted[number])
            order.insert(0, trusted[number])
        return number, order

    def _cut(self, dead: np.ndarray) -> np.ndarray:
        """Which dead-slot counts the bound cuts off."""
        return np.array([self._beyond_bound(int(d)) for d in dead])

    def _beyond_bound(self, dead: int) -> bool:
        """True when a branch with this many dead slots cannot beat the best grid found."""
        return bool(self.grids) and dead > self.grids[0].dead

    def _record(self, node: Node) -> list[str]:
        """Keep a full grid among the best few."""
        weight = sum(
            float(slot.words.zipfs[found[0]]) for slot, found in zip(self.board.slots, node.alive) if found is not None
        )
        grid = Grid(node.dead, weight, node.letters(self.board.numbers))
        better = not self.grids or grid.rank_key < self.grids[0].rank_key
        self.grids = sorted([*self.grids, grid], key=lambda g: g.rank_key)[:KEPT_GRIDS]
        if better:
            self.since_better = 0
            self.patience = max(MIN_PATIENCE, self.steps)
        if self.preferred and node.dead > self.least_dead and self.root is not None:
            self.preferred = {}
            self.stack = []
            return [f"full grid: {node.dead} slots no word fits; searching again without your letters",
                    *self._expand(self.root)]
        return [f"full grid: {node.dead} slots no word fits{' (best so far)' if better else ''}"]

    def _wanted(self, node: Node) -> dict[str, str]:
        """A node's letters, and the person's letters it still allows."""
        wanted = {str(n): self.alphabet[c] for n, c in node.letters(self.board.numbers).items()}
        for number, code in self.preferred.items():
            if str(number) not in wanted and node.domains[number, code] and self.alphabet[code] not in wanted.values():
                wanted[str(number)] = self.alphabet[code]
        return wanted

    def _show(self, wanted: dict[str, str]) -> tuple:
        """Actions from what is on screen to these letters."""
        actions = actions_towards(self.shown, wanted, self.pinned)
        self.shown = {**self.pinned, **wanted}
        return actions

    def _letters(self, grid: Grid) -> dict[str, str]:
        """A grid's letters as number -> letter strings."""
        return {str(n): self.alphabet[c] for n, c in grid.letters.items()}

    def result(self) -> SolveResult:
        """The best full grid (solved), else the deepest state shown (partial), else failed."""
        slots = len(self.board.slots)
        candidates = tuple(
            Candidate(answer_of(self.puzzle, self._letters(g)), 1 - g.dead / slots, f"{g.dead} of {slots} slots are no lexicon word")
            for g in self.grids
        )
        if candidates:
            return SolveResult("solved", candidates[0].answer, candidates, self.steps)
        if self.current is not None:
            return SolveResult("partial", answer_of(self.puzzle, self.shown), (), self.steps)
        return SolveResult("failed", None, (), self.steps, self.failure)


def _shares(scores: np.ndarray, domain: np.ndarray) -> np.ndarray:
    """The evidence as shares over the letters still possible."""
    masked = np.where(domain, scores, -np.inf)
    weights = np.exp(masked - masked.max())
    return weights / weights.sum()
