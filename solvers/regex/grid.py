"""A puzzle's lines compiled for solving: one line machine per clue, and line revision.

Glossary:
    domains   for each cell, the characters it may still hold.
    revision  narrowing the domains of one line's cells to the characters each pattern
              supports there; exact when every pattern ran in exact mode, else loose
              (sound, but a complete grid must still be checked exactly).
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from functools import lru_cache

from solvers.regex.machine import LineMachine
from workbench.jsregex.parser import parse
from solvers.regex.program import compile_tree
from workbench.models.regex import Line, RegexPuzzle

Domains = dict[str, frozenset[str]]
EXACT_CHECK_LIMIT = 1_000_000


@lru_cache(maxsize=4096)
def machine_for(pattern: str, alphabet: str, length: int) -> LineMachine:
    """The (cached) machine of a pattern on a line of `length` cells."""
    return LineMachine(compile_tree(parse(pattern), frozenset(alphabet)), length)


@dataclass(frozen=True)
class Revision:
    """What revising a line found: the narrowed domains (None: no match) and whether exactly."""

    domains: tuple[frozenset[str], ...] | None
    exact: bool


@dataclass(frozen=True)
class LineCheck:
    """A line with the machines of its clues."""

    line: Line
    machines: tuple[LineMachine, ...]
    costly: bool = False
    """True when a clue captures or looks around, so revising it may take longer."""

    def revise(self, domains: Mapping[str, frozenset[str]], loose: bool = False) -> Revision:
        """Narrow the line's cells to what every pattern supports (`loose`: cheaply, less tightly)."""
        current = [domains[cell] for cell in self.line.cells]
        exact = True
        for machine in self.machines:
            found, precise = machine.revise(current, loose)
            if found is None:
                return Revision(None, precise)
            exact = exact and precise
            current = [d & frozenset(s) if len(s) < len(d) else d for d, s in zip(current, found)]
        return Revision(tuple(current), exact)


    def accepts(self, letters: Mapping[str, str]) -> bool:
        """True when the line's complete text fully matches every clue, checked exactly."""
        text = [frozenset(letters[cell]) for cell in self.line.cells]
        return all(machine.supports(text, limit=EXACT_CHECK_LIMIT) is not None for machine in self.machines)


@dataclass(frozen=True)
class CompiledGrid:
    """Every line of a puzzle, ready to revise."""

    puzzle: RegexPuzzle
    checks: tuple[LineCheck, ...]

    @classmethod
    def of(cls, puzzle: RegexPuzzle) -> CompiledGrid:
        """Compile every clue of every line."""
        checks = []
        for line in puzzle.lines:
            machines = tuple(machine_for(p, puzzle.alphabet, len(line.cells)) for p in line.clues)
            checks.append(LineCheck(line, machines, any(not m.regular for m in machines)))
        return cls(puzzle, tuple(checks))

    def matches(self, letters: Mapping[str, str]) -> bool:
        """True when a complete grid fully matches every clue (always in exact mode)."""
        return all(check.accepts(letters) for check in self.checks)
