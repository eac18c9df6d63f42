"""Codewords (coded crosswords): every cell holds a number standing for one letter, no clues.

Glossary:
    grid     rows of numbers; 0 is a block, 1..N a coded cell (N = the alphabet's size).
    number   a coded cell's content; as a session symbol it is the string "7".
    slot     a word of the grid: a run of two or more cells across or down.
    given    a starter letter the puzzle prints: number -> letter.
    language the lexicon whose alphabet and words the puzzle uses: en (A-Z), sv or fi (A-Z, Å Ä Ö).
"""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Mapping
from dataclasses import dataclass, field
from functools import cached_property
from typing import Any, Literal

from workbench.errors import PuzzleError
from workbench.lexicon import ALPHABETS
from workbench.puzzle import Puzzle
from workbench.scoring import Score, rank_of, share_right
from workbench.state import State

Cell = tuple[int, int]
BLOCK = 0
BLOCK_MARK = "#"
UNKNOWN_MARK = "."
WEEKDAY_GROUPS = {
    "monday": "Mon-Wed", "tuesday": "Mon-Wed", "wednesday": "Mon-Wed",
    "thursday": "Thu-Sun", "friday": "Thu-Sun", "saturday": "Thu-Sun", "sunday": "Thu-Sun",
}


@dataclass(frozen=True)
class Slot:
    """A word of the grid: where it starts, which way it runs, and its cells."""

    direction: Literal["across", "down"]
    cells: tuple[Cell, ...]

    @property
    def start(self) -> Cell:
        """The first cell."""
        return self.cells[0]

    def describe(self) -> str:
        """E.g. 'across at row 3, column 5'."""
        row, col = self.start
        return f"{self.direction} at row {row + 1}, column {col + 1}"


@dataclass(frozen=True)
class Codeword(Puzzle):
    """A grid of numbers; equal numbers are equal letters, different numbers different letters."""

    kind = "codeword"
    fields = frozenset({"grid", "given", "language"})
    injective = True

    grid: tuple[tuple[int, ...], ...] = ()
    given: Mapping[str, str] = field(default_factory=dict)
    language: str = "en"

    @property
    def alphabet(self) -> str:
        """The language's letters."""
        return ALPHABETS[self.language]

    @cached_property
    def symbols(self) -> tuple[str, ...]:
        """The numbers that occur, in numeric order, as strings."""
        return tuple(str(n) for n in sorted(self.frequencies))

    @property
    def givens(self) -> Mapping[str, str]:
        """The starter letters."""
        return self.given

    @property
    def title(self) -> str:
        """The id and the grid's size."""
        return f"codeword {self.id} ({self.height}x{self.width})"

    @property
    def height(self) -> int:
        """Rows in the grid."""
        return len(self.grid)

    @property
    def width(self) -> int:
        """Columns in the grid."""
        return len(self.grid[0]) if self.grid else 0

    @cached_property
    def frequencies(self) -> Counter[int]:
        """How often each number occurs in the grid."""
        return Counter(n for row in self.grid for n in row if n != BLOCK)

    @cached_property
    def slots(self) -> tuple[Slot, ...]:
        """Every word: the across ones row by row, then the down ones column by column."""
        across = [Slot("across", run) for run in _runs(self.grid)]
        columns = tuple(zip(*self.grid))
        down = [Slot("down", tuple((r, c) for c, r in run)) for run in _runs(columns)]
        return tuple(across + sorted(down, key=lambda s: s.start))

    def numbers_of(self, slot: Slot) -> tuple[int, ...]:
        """The numbers along a slot."""
        return tuple(self.grid[r][c] for r, c in slot.cells)

    def slots_at(self, cell: Cell) -> tuple[Slot, ...]:
        """The slots through a cell (across first)."""
        return tuple(s for s in self.slots if cell in s.cells)

    def cells_of(self, number: int) -> tuple[Cell, ...]:
        """Every cell holding a number."""
        return tuple((r, c) for r, row in enumerate(self.grid) for c, n in enumerate(row) if n == number)

    def rows(self, letters: Mapping[str, str]) -> list[str]:
        """The grid as text: letters where known, '.' where not, '#' for blocks."""
        return [
            "".join(BLOCK_MARK if n == BLOCK else letters.get(str(n), UNKNOWN_MARK) for n in row)
            for row in self.grid
        ]

    def answer(self, state: State) -> dict[str, Any]:
        """The state as a solution-shaped answer."""
        return answer_of(self, state.letters)

    def bench_group(self, labels: Mapping[str, str]) -> str:
        """Mon-Wed or Thu-Sun when a label names the weekday; else the set, the bucket or 'all'."""
        for label in (labels.get("set", ""), labels.get("bucket", "")):
            if label.lower() in WEEKDAY_GROUPS:
                return WEEKDAY_GROUPS[label.lower()]
        return super().bench_group(labels)

    @classmethod
    def from_record(cls, record: Mapping[str, Any]) -> Codeword:
        """Check and build; PuzzleError naming the row and column that is wrong."""
        language = record.get("language", "en")
        if not isinstance(language, str) or language not in ALPHABETS:
            raise PuzzleError(f"'language' must be one of {', '.join(ALPHABETS)}, not {language!r}")
        alphabet = ALPHABETS[language]
        grid = _grid(record.get("grid"), len(alphabet))
        given = _given(record.get("given", {}), grid, alphabet)
        return cls(id=str(record.get("id", "")), grid=grid, given=given, language=language)

    @classmethod
    def from_text(cls, text: str, puzzle_id: str = "typed", language: str = "en") -> Codeword:
        """A puzzle from a typed grid: numbers split by spaces or commas, '#' or '.' for blocks."""
        return cls.from_record({"id": puzzle_id, "grid": grid_from_text(text), "language": language})

    def to_record(self) -> dict[str, Any]:
        """The interchange record."""
        record = {"id": self.id, "kind": self.kind, "grid": [list(row) for row in self.grid], "given": dict(self.given)}
        if self.language != "en":
            record["language"] = self.language
        return record


def _runs(lines: tuple[tuple[int, ...], ...]) -> list[tuple[Cell, ...]]:
    """Runs of two or more coded cells along each line, as (line, position) pairs."""
    found = []
    for i, line in enumerate(lines):
        run: list[Cell] = []
        for j, number in enumerate((*line, BLOCK)):
            if number != BLOCK:
                run.append((i, j))
                continue
            if len(run) >= 2:
                found.append(tuple(run))
            run = []
    return found


def grid_from_text(text: str) -> list[list[int]]:
    """Rows of numbers from typed text; PuzzleError naming the line and column of a bad token."""
    rows = []
    for line_number, line in enumerate(text.splitlines(), start=1):
        tokens = [t for t in re.split(r"[\s,;]+", line.strip()) if t]
        if not tokens:
            continue
        row = []
        for column, token in enumerate(tokens, start=1):
            if token in ("#", "."):
                row.append(BLOCK)
            elif token.isdecimal():
                row.append(int(token))
            else:
                raise PuzzleError(f"line {line_number}, column {column}: {token!r} is neither a number nor '#' or '.'")
        rows.append(row)
    return rows


def _grid(raw: Any, top: int) -> tuple[tuple[int, ...], ...]:
    """Check the grid: rectangular rows of 0..top, with at least one word."""
    if not isinstance(raw, list) or not raw:
        raise PuzzleError("'grid' must be a non-empty list of rows")
    width = None
    for r, row in enumerate(raw, start=1):
        if not isinstance(row, list) or not row:
            raise PuzzleError(f"row {r} of the grid must be a non-empty list of numbers")
        if width is None:
            width = len(row)
        elif len(row) != width:
            raise PuzzleError(f"row {r} has {len(row)} cell{'s' if len(row) != 1 else ''} but row 1 has {width}: the grid is ragged")
        for c, number in enumerate(row, start=1):
            if not isinstance(number, int) or isinstance(number, bool):
                raise PuzzleError(f"row {r}, column {c}: {number!r} is not a whole number")
            if not 0 <= number <= top:
                raise PuzzleError(f"row {r}, column {c}: {number} is out of range (0 for a block, 1..{top} for a letter)")
    grid = tuple(tuple(row) for row in raw)
    if not _runs(grid) and not _runs(tuple(zip(*grid))):
        raise PuzzleError("the grid has no words: no run of two or more coded cells across or down")
    return grid


def _given(raw: Any, grid: tuple[tuple[int, ...], ...], alphabet: str) -> dict[str, str]:
    """Check the starter letters: numbers of the grid, letters of the alphabet, each letter once."""
    if not isinstance(raw, dict):
        raise PuzzleError("'given' must be an object of number -> letter")
    present = {n for row in grid for n in row if n != BLOCK}
    given: dict[str, str] = {}
    holders: dict[str, str] = {}
    for number, letter in raw.items():
        if not (isinstance(number, str) and number.isdecimal() and int(number) in present):
            raise PuzzleError(f"given {number!r}: not a number that occurs in the grid")
        if not (isinstance(letter, str) and len(letter.upper()) == 1 and letter.upper() in alphabet):
            raise PuzzleError(f"given {number} -> {letter!r}: must be one letter of {alphabet[0]}-{alphabet[-1]}")
        letter = letter.upper()
        if letter in holders:
            raise PuzzleError(f"given letter {letter} is used twice: for {holders[letter]} and for {number}")
        given[str(int(number))] = letter
        holders[letter] = number
    return given


def answer_of(puzzle: Codeword, letters: Mapping[str, str]) -> dict[str, Any]:
    """A solution-shaped answer from a number -> letter map."""
    ordered = {s: letters[s] for s in puzzle.symbols if s in letters}
    return {"letters": ordered, "rows": puzzle.rows(letters)}


def score(puzzle: Codeword, answer: Mapping[str, Any] | None,
          candidates: list[Mapping[str, Any]], truth: Mapping[str, Any]) -> Score:
    """Exact grid, share of coded cells right, rank of the right grid among the candidates."""
    rows = list(truth["rows"])
    found = list((answer or {}).get("rows") or [])

    def cell(lines: list[str], r: int, c: int) -> str:
        """The character at a place of the found rows, '.' where they fall short."""
        return lines[r][c] if r < len(lines) and c < len(lines[r]) else UNKNOWN_MARK

    pairs = [
        (cell(found, r, c), ch)
        for r, line in enumerate(rows) for c, ch in enumerate(line) if ch != BLOCK_MARK
    ]

    def right(candidate: Mapping[str, Any]) -> bool:
        """True when a candidate's rows are the solution's."""
        return list(candidate.get("rows") or []) == rows

    return Score(found == rows, share_right(pairs), rank_of(candidates, right))


PUZZLE = Codeword
