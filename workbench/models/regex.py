"""Regex crosswords: rectangular grids and hexagons whose every line must match its patterns.

Glossary:
    cell     one square (or hexagon), named "r:c": row r, index c within the row.
    line     a row, a column or a hexagon diagonal: its label, its patterns and its cells in
             reading order.
    family   Y (rows), X and Z (the two diagonals of a hexagon; a rectangle's columns are X).
    side     a hexagon's slanted edge length s; `top` its top edge a. Rows r = 0..2s-2 hold
             a + min(r, 2s-2-r) cells; cell (r, c) lies on Y = r, X = c + max(0, r-s+1),
             Z = c + max(0, s-1-r); X lines read top to bottom, Z lines bottom to top
             (both the other way with `hexReading: "jimbly"`).
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from functools import cached_property
from typing import Any

from workbench.errors import PuzzleError
from workbench.jsregex.parser import RegexError, parse
from workbench.jsregex.syntax import named_chars
from workbench.puzzle import Puzzle
from workbench.scoring import Score, rank_of, share_right
from workbench.state import State

PRINTABLE = "".join(chr(code) for code in range(0x20, 0x7F))
FAMILY_NAMES = {"Y": "row", "X": "column", "Z": "diagonal"}
HEX_FAMILY_NAMES = {"Y": "row", "X": "X diagonal", "Z": "Z diagonal"}


@dataclass(frozen=True)
class Line:
    """One line of the grid: its label, its patterns and its cells in reading order."""

    family: str
    index: int
    label: str
    patterns: tuple[str, ...]
    cells: tuple[str, ...]

    @property
    def clues(self) -> tuple[str, ...]:
        """The patterns that constrain (an empty pattern is no clue)."""
        return tuple(p for p in self.patterns if p)


@dataclass(frozen=True)
class RegexPuzzle(Puzzle):
    """A regex crossword: patterns per row and column (or per hexagon line)."""

    kind = "regex"
    fields = frozenset({"name", "hexagonal", "patternsX", "patternsY", "patternsZ", "hexReading", "alphabet"})

    name: str = ""
    hexagonal: bool = False
    patterns_y: tuple[tuple[str, ...], ...] = ()
    patterns_x: tuple[tuple[str, ...], ...] = ()
    patterns_z: tuple[tuple[str, ...], ...] = ()
    jimbly: bool = False
    alphabet_choice: str = "clues"

    @property
    def title(self) -> str:
        """The name, or the id."""
        shape = "hexagon" if self.hexagonal else f"{len(self.patterns_y)}x{len(self.patterns_x)}"
        return f"{self.name or self.id} ({shape})"

    @cached_property
    def widths(self) -> tuple[int, ...]:
        """How many cells each row has, top row first."""
        if not self.hexagonal:
            return (len(self.patterns_x),) * len(self.patterns_y)
        side, top = self.side, self.top
        return tuple(top + min(r, 2 * side - 2 - r) for r in range(2 * side - 1))

    @property
    def side(self) -> int:
        """A hexagon's slanted edge (rows = 2 side - 1)."""
        return (len(self.patterns_y) + 1) // 2

    @property
    def top(self) -> int:
        """A hexagon's top edge."""
        return len(self.patterns_x) - self.side + 1

    @cached_property
    def symbols(self) -> tuple[str, ...]:
        """Every cell, row by row."""
        return tuple(cell(r, c) for r, width in enumerate(self.widths) for c in range(width))

    @cached_property
    def alphabet(self) -> str:
        """What a cell may hold: the characters the clues spell out plus space, or as chosen."""
        if self.alphabet_choice == "printable":
            return PRINTABLE
        if self.alphabet_choice != "clues":
            return self.alphabet_choice
        named = set(" ")
        for line in self.lines:
            for pattern in line.clues:
                named |= named_chars(parse(pattern))
        return "".join(sorted(named))

    @cached_property
    def lines(self) -> tuple[Line, ...]:
        """Every line, rows first."""
        if self.hexagonal:
            return self._hex_lines()
        rows, columns = len(self.patterns_y), len(self.patterns_x)
        found = [Line("Y", r, f"row {r + 1}", self.patterns_y[r], tuple(cell(r, c) for c in range(columns))) for r in range(rows)]
        found += [Line("X", c, f"column {c + 1}", self.patterns_x[c], tuple(cell(r, c) for r in range(rows))) for c in range(columns)]
        return tuple(found)

    def _hex_lines(self) -> tuple[Line, ...]:
        """The three families of a hexagon, in their reading directions."""
        mid = self.side - 1
        diagonals = len(self.patterns_x)
        xs: list[list[str]] = [[] for _ in range(diagonals)]
        zs: list[list[str]] = [[] for _ in range(diagonals)]
        for r, width in enumerate(self.widths):
            for c in range(width):
                xs[c + max(0, r - mid)].append(cell(r, c))
                zs[c + max(0, mid - r)].append(cell(r, c))
        zs = [z[::-1] for z in zs]
        if self.jimbly:
            xs, zs = [x[::-1] for x in xs], [z[::-1] for z in zs]
        found = [Line("Y", r, f"row {r + 1}", p, tuple(cell(r, c) for c in range(self.widths[r]))) for r, p in enumerate(self.patterns_y)]
        found += [Line("X", i, f"X diagonal {i + 1}", p, tuple(xs[i])) for i, p in enumerate(self.patterns_x)]
        found += [Line("Z", i, f"Z diagonal {i + 1}", p, tuple(zs[i])) for i, p in enumerate(self.patterns_z)]
        return tuple(found)

    @cached_property
    def lines_through(self) -> Mapping[str, tuple[int, ...]]:
        """For each cell, the indices of the lines it lies on."""
        found: dict[str, list[int]] = {symbol: [] for symbol in self.symbols}
        for index, line in enumerate(self.lines):
            for symbol in line.cells:
                found[symbol].append(index)
        return {symbol: tuple(indices) for symbol, indices in found.items()}

    def rows(self, letters: Mapping[str, str], blank: str = "_") -> list[str]:
        """The grid as row strings, `blank` where a cell is empty."""
        return ["".join(letters.get(cell(r, c), blank) for c in range(width)) for r, width in enumerate(self.widths)]

    def answer(self, state: State) -> dict[str, Any]:
        """The state as a solution-shaped answer."""
        return {"rows": self.rows(state.letters)}

    def bench_group(self, labels: Mapping[str, str]) -> str:
        """The challenge set."""
        return labels.get("set") or ("hexagon" if self.hexagonal else "grid")

    @classmethod
    def from_record(cls, record: Mapping[str, Any]) -> RegexPuzzle:
        """Check and build; PuzzleError naming the line that is wrong."""
        hexagonal = record.get("hexagonal", False)
        if not isinstance(hexagonal, bool):
            raise PuzzleError("'hexagonal' must be true or false")
        name = record.get("name", "")
        if not isinstance(name, str):
            raise PuzzleError("'name' must be a string")
        reading = record.get("hexReading")
        if reading not in (None, "jimbly"):
            raise PuzzleError("'hexReading' must be \"jimbly\" when given")
        ys = _pattern_lists(record, "patternsY", "row")
        xs = _pattern_lists(record, "patternsX", "X diagonal" if hexagonal else "column")
        zs = _pattern_lists(record, "patternsZ", "Z diagonal") if hexagonal else ()
        if not hexagonal and "patternsZ" in record:
            raise PuzzleError("'patternsZ' is only for hexagonal puzzles")
        if hexagonal:
            _check_hexagon(len(ys), len(xs), len(zs))
        puzzle = cls(
            id=str(record.get("id", "")), name=name, hexagonal=hexagonal, patterns_y=ys, patterns_x=xs,
            patterns_z=zs, jimbly=reading == "jimbly", alphabet_choice=_alphabet_choice(record.get("alphabet", "clues")),
        )
        _check_patterns(puzzle)
        return puzzle

    def to_record(self) -> dict[str, Any]:
        """The interchange record."""
        record: dict[str, Any] = {"id": self.id, "kind": self.kind}
        if self.name:
            record["name"] = self.name
        record["hexagonal"] = self.hexagonal
        record["patternsY"] = [list(p) for p in self.patterns_y]
        record["patternsX"] = [list(p) for p in self.patterns_x]
        if self.hexagonal:
            record["patternsZ"] = [list(p) for p in self.patterns_z]
        if self.jimbly:
            record["hexReading"] = "jimbly"
        if self.alphabet_choice != "clues":
            record["alphabet"] = self.alphabet_choice
        return record


def cell(row: int, index: int) -> str:
    """The symbol of a cell."""
    return f"{row}:{index}"


def _pattern_lists(record: Mapping[str, Any], key: str, noun: str) -> tuple[tuple[str, ...], ...]:
    """A list of lines, each a list of pattern strings (a bare string is one pattern)."""
    raw = record.get(key)
    if raw is None:
        raise PuzzleError(f"the puzzle has no {key!r}")
    if not isinstance(raw, list):
        raise PuzzleError(f"{key!r} must be a list of lines")
    if not raw:
        raise PuzzleError(f"the grid is empty: {key!r} has no lines")
    lines = []
    for number, entry in enumerate(raw, start=1):
        patterns = [entry] if isinstance(entry, str) else entry
        if not isinstance(patterns, list) or not all(isinstance(p, str) for p in patterns):
            raise PuzzleError(f"{noun} {number}: patterns must be strings")
        lines.append(tuple(patterns))
    return tuple(lines)


def _check_hexagon(rows: int, xs: int, zs: int) -> None:
    """Refuse line counts that do not make a hexagon."""
    if rows % 2 == 0:
        raise PuzzleError(f"a hexagon has an odd number of rows, not {rows}")
    side = (rows + 1) // 2
    if xs < side:
        raise PuzzleError(f"a hexagon with {rows} rows needs at least {side} X diagonals, not {xs}")
    if zs != xs:
        raise PuzzleError(f"patternsZ has {zs} lines; this hexagon has {xs} Z diagonals")


def _alphabet_choice(raw: Any) -> str:
    """'clues', 'printable' or an explicit string of distinct characters."""
    if not isinstance(raw, str) or not raw:
        raise PuzzleError("'alphabet' must be \"clues\", \"printable\" or the characters themselves")
    if raw not in ("clues", "printable") and len(set(raw)) != len(raw):
        raise PuzzleError("'alphabet' lists a character twice")
    return raw


def _check_patterns(puzzle: RegexPuzzle) -> None:
    """Every pattern parses; the error names the line and the column."""
    for line in puzzle.lines:
        for number, pattern in enumerate(line.clues, start=1):
            try:
                parse(pattern)
            except RegexError as error:
                which = f" (pattern {number})" if len(line.clues) > 1 else ""
                shown = pattern if len(pattern) <= 60 else pattern[:57] + "..."
                raise PuzzleError(f"{line.label}{which}: {shown!r}: {error}") from None


def score(puzzle: RegexPuzzle, answer: Mapping[str, Any] | None,
          candidates: list[Mapping[str, Any]], truth: Mapping[str, Any]) -> Score:
    """Exact grid, share of cells right, rank of the truth among candidates."""
    rows = list(truth["rows"])
    found = list((answer or {}).get("rows") or [])

    def right(candidate: Mapping[str, Any]) -> bool:
        """True when a candidate's rows are the solution's."""
        return list(candidate.get("rows") or []) == rows

    found = (found + [""] * len(rows))[:len(rows)]
    pairs = [(f, t) for got, want in zip(found, rows) for f, t in zip(got.ljust(len(want), "\0"), want)]
    return Score(found == rows, share_right(pairs), rank_of(candidates, right))


PUZZLE = RegexPuzzle
