"""Propagation and search over a regex crossword, one small step at a time.

Glossary:
    queue     lines whose cells changed since they were last revised; lines whose clues
              capture or look around wait until the plain ones are done.
    frame     a branch point: the domains before it, the cell branched on and the
              characters still to try there.
    step      one line revision, one branch decision, or one backtrack.
    cap       the search stops at two solutions: enough to say "unique" or "not unique".
"""

from __future__ import annotations

from dataclasses import dataclass, field

from solvers.regex.grid import CompiledGrid, Domains

SOLUTION_CAP = 2


@dataclass(frozen=True)
class Frame:
    """A branch point to come back to."""

    domains: Domains
    cell: str
    untried: tuple[str, ...]


@dataclass
class Search:
    """Arc-consistent propagation over lines, then depth-first search by smallest domain."""

    grid: CompiledGrid
    domains: Domains
    branching: bool = True
    queue: dict[int, None] = field(default_factory=dict)
    frames: list[Frame] = field(default_factory=list)
    solutions: list[dict[str, str]] = field(default_factory=list)
    finished: bool = False
    exhausted: bool = False

    def __post_init__(self) -> None:
        self.queue = dict.fromkeys(range(len(self.grid.checks)))

    def step(self) -> str:
        """One unit of work; returns what it did, in words."""
        if self.finished:
            return "finished"
        if self.queue:
            return self.revise(min(self.queue, key=lambda index: self.grid.checks[index].costly))
        if all(len(d) == 1 for d in self.domains.values()):
            return self.complete()
        if not self.branching:
            self.finished = True
            return "propagation reached a fixpoint"
        return self.branch()

    def revise(self, index: int) -> str:
        """Revise one line and queue the lines crossing the cells it narrowed."""
        del self.queue[index]
        check = self.grid.checks[index]
        revision = check.revise(self.domains)
        label = check.line.label
        if revision.domains is None:
            return f"{label}: no match possible; " + self.backtrack()
        narrowed = []
        for cell, domain in zip(check.line.cells, revision.domains):
            if domain != self.domains[cell]:
                self.domains[cell] = domain
                narrowed.append(cell)
                self.queue.update((i, None) for i in self.grid.puzzle.lines_through[cell] if i != index)
        manner = "" if revision.exact else " (loosely)"
        return f"{label}: narrowed {len(narrowed)} cells{manner}" if narrowed else f"{label}: nothing to narrow{manner}"

    def complete(self) -> str:
        """Every cell has one character: check the grid exactly and record it."""
        letters = {cell: next(iter(d)) for cell, d in self.domains.items()}
        if not self.grid.matches(letters):
            return "complete grid fails an exact check; " + self.backtrack()
        if letters not in self.solutions:
            self.solutions.append(letters)
        if len(self.solutions) >= SOLUTION_CAP or not self.branching:
            self.finished = True
            return f"solution {len(self.solutions)} found"
        return f"solution {len(self.solutions)} found; " + self.backtrack()

    def branch(self) -> str:
        """Try the first character of a smallest open domain."""
        cell = min((c for c, d in self.domains.items() if len(d) > 1), key=lambda c: len(self.domains[c]))
        choices = tuple(sorted(self.domains[cell]))
        self.frames.append(Frame(dict(self.domains), cell, choices[1:]))
        return self.choose(cell, choices[0], len(choices))

    def choose(self, cell: str, char: str, among: int) -> str:
        """Fix a cell to one character and queue its lines."""
        self.domains[cell] = frozenset(char)
        self.queue = dict.fromkeys(self.grid.puzzle.lines_through[cell])
        return f"try {char!r} at {cell} (1 of {among}, depth {len(self.frames)})"

    def backtrack(self) -> str:
        """Go back to the newest branch point with a character left to try."""
        self.queue.clear()
        while self.frames:
            frame = self.frames.pop()
            if frame.untried:
                self.domains = dict(frame.domains)
                self.frames.append(Frame(frame.domains, frame.cell, frame.untried[1:]))
                return "back: " + self.choose(frame.cell, frame.untried[0], len(frame.untried))
        self.finished = True
        self.exhausted = True
        return "search space exhausted"
