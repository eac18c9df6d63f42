"""The regex crossword screen: the grid (a honeycomb for hexagons), every line's patterns
with its standing, the cursor cell's domain, and the solver's hands. Pinned characters are
yellow, the person's white, a solver's cyan.

Glossary:
    cursor     the cell the person types into, "r:c".
    heading    the way typing advances: a line family and a direction along it.
    domain     what a cell may still hold: the alphabet minus its struck characters; an empty
               cell shows up to three candidates, else how many are left.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from rich.cells import cell_len
from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal, Vertical
from textual.events import Key
from textual.widgets import Static

from screens.puzzle_screen import PuzzleScreen
from screens.solver_panel import SolverPanel
from solvers.regex.publish import struck_at
from solvers.regex.status import LineJudge, LineStatus
from workbench.actions import Assign, Clear
from workbench.models.regex import Line, RegexPuzzle, cell
from workbench.state import State

MARKS = {
    LineStatus.FULL: ("✓", "bold green"),
    LineStatus.POSSIBLE: ("·", "white"),
    LineStatus.IMPOSSIBLE: ("✗", "bold red"),
    LineStatus.FREE: (" ", "white"),
}


@dataclass(frozen=True)
class Heading:
    """Which way the cursor moves: along a family, towards higher rows (or columns) or lower."""

    family: str
    forward: bool


@dataclass(frozen=True)
class Drawing:
    """Everything the drawing needs, computed once per redraw."""

    puzzle: RegexPuzzle
    state: State
    statuses: tuple[LineStatus, ...]
    cursor: str
    heading: Heading
    struck: dict[str, set[str]]

    def cell_text(self, symbol: str) -> Text:
        """A cell three columns wide: its character, or how many it may still hold."""
        letter = self.state.letters.get(symbol)
        if letter is not None:
            setter = self.state.setters.get(symbol)
            style = "bold #FFFF55" if symbol in self.state.pins else ("bold white" if setter is None or setter.is_person else "bold #55FFFF")
            body = Text(f" {visible(letter)} ", style=style)
        else:
            body = self.domain_text(self.domain(symbol))
        if symbol == self.cursor:
            body.stylize("reverse")
        elif symbol in self.heading_cells:
            body.stylize("on #0000CC")
        return body

    def domain_text(self, domain: list[str]) -> Text:
        """An empty cell: its few candidates in italics, else how many are left ('·': all)."""
        if not domain:
            return Text(" ! ", style="bold red")
        if len(domain) <= 3:
            return Text(f"{''.join(visible(c) for c in domain):^3}", style="italic #55FFFF")
        shown = "·" if len(domain) == len(self.puzzle.alphabet) else str(len(domain))
        return Text(f"{shown:^3}", style="#AAAAAA")

    def domain(self, symbol: str) -> list[str]:
        """The characters a cell may still hold."""
        struck = self.struck.get(symbol, set())
        return [c for c in self.puzzle.alphabet if c not in struck]

    @property
    def heading_cells(self) -> tuple[str, ...]:
        """The cells of the line the cursor travels along."""
        line = line_through(self.puzzle, self.cursor, self.heading.family)
        return line.cells if line else ()

    def mark(self, index: int) -> Text:
        """A line's standing as one coloured glyph."""
        glyph, style = MARKS[self.statuses[index]]
        return Text(glyph, style=style)


def visible(char: str) -> str:
    """A character as one printable column: space as ␣, control characters as their pictures."""
    if char == " ":
        return "␣"
    if ord(char) < 0x20:
        return chr(0x2400 + ord(char))
    return char if char.isprintable() and cell_len(char) == 1 else "?"


def line_through(puzzle: RegexPuzzle, symbol: str, family: str) -> Line | None:
    """The line of a family that passes through a cell."""
    for index in puzzle.lines_through[symbol]:
        if puzzle.lines[index].family == family:
            return puzzle.lines[index]
    return None


def neighbour(puzzle: RegexPuzzle, symbol: str, heading: Heading) -> str:
    """The next cell along the heading's line, or the same cell at the edge."""
    line = line_through(puzzle, symbol, heading.family)
    if line is None:
        return symbol
    row, index = position(symbol)
    for other in line.cells:
        other_row, other_index = position(other)
        if heading.family == "Y":
            if other_index == index + (1 if heading.forward else -1):
                return other
        elif other_row == row + (1 if heading.forward else -1):
            return other
    return symbol


def position(symbol: str) -> tuple[int, int]:
    """(row, index in row) of a cell symbol."""
    row, index = symbol.split(":")
    return int(row), int(index)


def pattern_text(line: Line) -> str:
    """A line's patterns as shown: joined by ' & ', or a dash when it has none."""
    return "  &  ".join(line.clues) or "—"


def draw_rectangle(drawing: Drawing) -> Text:
    """A boxed grid under its column numbers, each row's patterns beside it."""
    puzzle = drawing.puzzle
    width = len(puzzle.patterns_x)
    rows = [line for line in puzzle.lines if line.family == "Y"]
    text = Text(" " + " ".join(f"{c + 1:^3}" for c in range(width)) + "\n", style="#AAAAAA")
    text.append("┌" + "┬".join(["───"] * width) + "┐\n")
    for r, line in enumerate(rows):
        text.append("│")
        for c in range(width):
            text.append_text(drawing.cell_text(cell(r, c)))
            text.append("│")
        text.append("  ")
        text.append_text(drawing.mark(r))
        text.append(f" {pattern_text(line)}\n")
        last = r == len(rows) - 1
        text.append(("└" if last else "├") + ("┴" if last else "┼").join(["───"] * width) + ("┘" if last else "┤") + "\n")
    return text


def draw_hexagon(drawing: Drawing) -> Text:
    """A honeycomb of hexagonal cells, each row's patterns beside it."""
    puzzle = drawing.puzzle
    widest = max(puzzle.widths)
    indents = [2 * (widest - w) for w in puzzle.widths]
    text = Text()
    for r, width in enumerate(puzzle.widths):
        text.append(_edges(indents, puzzle.widths, r) + "\n")
        text.append(" " * indents[r] + "|")
        for c in range(width):
            text.append_text(drawing.cell_text(cell(r, c)))
            text.append("|")
        text.append(" " * (indents[r] + 2))
        text.append_text(drawing.mark(r))
        text.append(f" {pattern_text(puzzle.lines[r])}\n")
    text.append(_edges(indents, puzzle.widths, len(puzzle.widths)))
    return text


def _edges(indents: list[int], widths: tuple[int, ...], below: int) -> str:
    """The slanted edges between row below-1 and row below."""
    row: dict[int, str] = {}
    if below > 0:
        for c in range(widths[below - 1]):
            start = indents[below - 1] + 4 * c
            row[start + 1], row[start + 3] = "\\", "/"
    if below < len(widths):
        for c in range(widths[below]):
            start = indents[below] + 4 * c
            row[start + 1], row[start + 3] = "/", "\\"
    return "".join(row.get(x, " ") for x in range(max(row) + 1)).rstrip() if row else ""


def draw_crossing_lines(drawing: Drawing) -> Text:
    """The columns (or both diagonal families) with their patterns and standings."""
    text = Text()
    for index, line in enumerate(drawing.puzzle.lines):
        if line.family == "Y":
            continue
        text.append_text(drawing.mark(index))
        text.append(f" {line.label:<14} {pattern_text(line)}\n", style="bold" if drawing.cursor in line.cells else "")
    return text


def draw_cell(drawing: Drawing) -> Text:
    """The cursor cell: its domain, and the lines through it as typed so far."""
    puzzle = drawing.puzzle
    domain = drawing.domain(drawing.cursor)
    shown = " ".join(visible(c) for c in domain)
    row, index = (int(part) + 1 for part in drawing.cursor.split(":"))
    text = Text(f"row {row}, cell {index}   may hold {len(domain)} of {len(puzzle.alphabet)}:\n", style="bold")
    text.append(f"{shown}\n\n")
    for index in puzzle.lines_through[drawing.cursor]:
        line = puzzle.lines[index]
        typed = "".join(drawing.state.letters.get(c, "_") for c in line.cells)
        text.append_text(drawing.mark(index))
        text.append(f" {line.label}: {typed!r} {drawing.statuses[index].value}\n")
    arrow = "along its " + {"Y": "row", "X": "column" if not puzzle.hexagonal else "X diagonal", "Z": "Z diagonal"}[drawing.heading.family]
    text.append(f"\ntyping moves {arrow}", style="italic")
    return text


class RegexScreen(PuzzleScreen):
    """A regex crossword: cursor keys along every line family, type characters, step the solver."""

    TYPING_KEYS = (
        ("any character of the alphabet", "put it in the cursor cell and move on (space is a character too)"),
    )

    BINDINGS = [
        Binding("left", "move('Y', False)", "Left", id="regex-left", show=False),
        Binding("right", "move('Y', True)", "Right", id="regex-right", show=False),
        Binding("up", "move('X', False)", "Up (X line)", id="regex-up", show=False),
        Binding("down", "move('X', True)", "Down (X line)", id="regex-down", show=False),
        Binding("shift+up", "move('Z', False)", "Up (Z line)", id="regex-z-up", show=False),
        Binding("shift+down", "move('Z', True)", "Down (Z line)", id="regex-z-down", show=False),
        Binding("backspace", "clear(True)", "Clear back", id="regex-backspace", show=False,
                tooltip="Clear the cell, or step back and clear the one before it"),
        Binding("delete", "clear(False)", "Clear", id="regex-clear", show=False),
        Binding("f3", "pin", "Pin", id="regex-pin", tooltip="Pin the cell's letter so no solver changes it (again to unpin)"),
    ]

    DEFAULT_CSS = """
    RegexScreen #regex-main { height: 1fr; }
    RegexScreen #regex-left { width: 1fr; overflow: auto; }
    RegexScreen #regex-right { width: 46; }
    RegexScreen #regex-grid { padding: 0 1; height: auto; width: auto; text-wrap: nowrap; }
    RegexScreen #regex-lines { padding: 0 1; height: auto; border-top: solid $primary; text-wrap: nowrap; text-overflow: ellipsis; }
    RegexScreen #regex-cell { border: round $primary; padding: 0 1; height: auto; }
    """

    def __init__(self, session, journal=None) -> None:
        super().__init__(session, journal)
        self.puzzle: RegexPuzzle = session.puzzle
        self.judge = LineJudge(self.puzzle)
        self.cursor = self.puzzle.symbols[0]
        self.heading = Heading("Y", True)

    def cursor_place(self) -> str:
        """The cell under the cursor."""
        return self.cursor

    def place_cursor(self, place: Any) -> None:
        """Back to a cell of this grid."""
        if place in self.puzzle.symbols:
            self.cursor = place

    def compose_puzzle(self) -> ComposeResult:
        """Grid and crossing lines on the left; the cell and the solver on the right."""
        with Horizontal(id="regex-main"):
            with Vertical(id="regex-left"):
                yield Static(id="regex-grid")
                yield Static(id="regex-lines")
            with Vertical(id="regex-right"):
                yield Static(id="regex-cell")
                yield SolverPanel()

    def drawing(self) -> Drawing:
        """The drawing's inputs as the session stands."""
        state = self.session.state
        return Drawing(self.puzzle, state, tuple(self.judge.statuses(state)), self.cursor, self.heading, struck_at(state))

    def redraw(self) -> None:
        """Redraw the grid, the lines and the cell panel."""
        drawing = self.drawing()
        draw = draw_hexagon if self.puzzle.hexagonal else draw_rectangle
        self.query_one("#regex-grid", Static).update(draw(drawing))
        self.query_one("#regex-lines", Static).update(draw_crossing_lines(drawing))
        self.query_one("#regex-cell", Static).update(draw_cell(drawing))

    def copy_text(self) -> str:
        """The grid as text, one row a line (a hexagon keeps its shape)."""
        widest = max(self.puzzle.widths)
        rows = self.puzzle.rows(self.session.state.letters)
        if not self.puzzle.hexagonal:
            return "\n".join(rows)
        return "\n".join(" " * (widest - len(row)) + " ".join(row) for row in rows)

    def action_move(self, family: str, forward: bool) -> None:
        """Move the cursor one cell along a line family (rectangles have no Z lines)."""
        if family == "Z" and not self.puzzle.hexagonal:
            family = "X"
        self.heading = Heading(family, forward)
        self.cursor = neighbour(self.puzzle, self.cursor, self.heading)
        self.redraw()

    def action_clear(self, backwards: bool) -> None:
        """Clear the cursor cell (backspace: step back first when it is already empty)."""
        if backwards and self.cursor not in self.session.state.letters:
            self.cursor = neighbour(self.puzzle, self.cursor, Heading(self.heading.family, not self.heading.forward))
        if self.cursor in self.session.state.letters:
            self.act(Clear(self.cursor))
        else:
            self.redraw()

    def action_pin(self) -> None:
        """Pin the cursor cell's character so solvers keep it, or unpin it."""
        self.toggle_pin(self.cursor)

    def on_key(self, event: Key) -> None:
        """Typed characters go into the cursor cell."""
        char = event.character
        if char is None or not char.isprintable() or event.key in ("backspace", "delete"):
            return
        alphabet = self.puzzle.alphabet
        if char not in alphabet and char.upper() in alphabet:
            char = char.upper()
        event.stop()
        if char not in alphabet:
            self.refuse_character(char, "".join(alphabet))
            return
        if self.act(Assign(self.cursor, char)):
            self.cursor = neighbour(self.puzzle, self.cursor, self.heading)
            self.redraw()


SCREEN = RegexScreen
