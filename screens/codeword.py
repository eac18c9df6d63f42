"""The codeword screen, laid out like the 1997 DOS tool at 132x60: the grid with each cell's
number and letter, the letter map, the frequency analysis, the letters still unused, and the
words under the cursor with their dictionary candidates.

Glossary:
    cursor       the grid cell the person is on; its number is the selected number.
    highlighted  a number whose cells are all lit (F2 toggles it for the selected number).
    digits       the number being typed: one digit selects at once, a second refines it (1, 12).
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from functools import partial
from typing import Any

import numpy as np
from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal, Vertical
from textual.events import Key
from textual.screen import ModalScreen
from textual.widgets import Static, TextArea

from screens.letter_styles import bar, letter_style
from screens.line_grid import Line, LineGrid, Run
from screens.puzzle_screen import PuzzleScreen
from screens.solver_panel import SolverPanel
from solvers.codeword import generate
from solvers.codeword.candidates import slot_candidates
from solvers.codeword.ga import SPARKS
from solvers.codeword.wordlists import letter_frequencies
from solvers.protocol import StepReport
from workbench.actions import Assign
from workbench.errors import PuzzleError
from workbench.eventually import Eventually
from workbench.lexicon import ALPHABETS
from workbench.models.codeword import BLOCK, Codeword
from workbench.placement import int_pair
from workbench.state import State

SHOWN_CANDIDATES = 8
MAP_COLUMNS = 9
MAP_CELL = 6
FREQUENCY_TEXT_WIDTH = 26
FULL_FREQUENCY_WIDTH = FREQUENCY_TEXT_WIDTH + 22
PLOT_ROWS = 4
PLOT_WIDTH = 56
BLOCK_CELL = "███"
BLOCK_STYLE = "#000044"
KEYS_HINT = ("arrows move · 1-26 select · a-z give a letter · Del clear · F2 highlight · F3 pin · "
             "Ctrl+N new · Ctrl+T type a grid · F1 keys")

CURSOR_STYLE = "on #00AAAA"
HIGHLIGHT_STYLE = "on #AA5500"
SELECTED_STYLE = "on #0000FF"


def grid_lines(puzzle: Codeword, state: State, cursor: tuple[int, int], highlighted: int | None) -> list[Line]:
    """Two lines a grid row, each cell three wide: its number above, its letter below."""
    selected = puzzle.grid[cursor[0]][cursor[1]]
    lines: list[Line] = []
    for r, row in enumerate(puzzle.grid):
        numbers: list[Run] = []
        letters: list[Run] = []
        for c, number in enumerate(row):
            if number == BLOCK:
                numbers.append((BLOCK_CELL, BLOCK_STYLE))
                letters.append((BLOCK_CELL, BLOCK_STYLE))
                continue
            lit = CURSOR_STYLE if (r, c) == cursor else HIGHLIGHT_STYLE if number == highlighted else (
                SELECTED_STYLE if number == selected else "")
            symbol = str(number)
            numbers.append((f"{number:<2} ", f"#AAAAAA {lit}"))
            letters.append((f" {state.letters.get(symbol, '·')} ", f"{letter_style(state, symbol)} {lit}"))
        lines += [tuple(numbers), tuple(letters)]
    return lines


def letter_map_text(puzzle: Codeword, state: State, width: int = MAP_COLUMNS * MAP_CELL) -> Text:
    """Numbers 1..N with their letters, as many to a row as `width` holds; numbers not in the grid dimmed."""
    text = Text(end="")
    present = set(puzzle.symbols)
    columns = max(1, min(MAP_COLUMNS, width // MAP_CELL))
    for index in range(len(puzzle.alphabet)):
        symbol = str(index + 1)
        if index and index % columns == 0:
            text.append("\n")
        text.append(f"{symbol:>2}=", style="" if symbol in present else "dim")
        text.append(state.letters.get(symbol, "·"), style=letter_style(state, symbol) if symbol in present else "dim")
        text.append("  ")
    return text


def frequency_text(puzzle: Codeword, state: State, shares: np.ndarray | None, width: int = FULL_FREQUENCY_WIDTH) -> Text:
    """Numbers by how often they occur, beside the language's letters by frequency (once loaded), in `width` cells."""
    counted = puzzle.frequencies.most_common()
    most = counted[0][1] if counted else 1
    letters = [] if shares is None else sorted(range(len(puzzle.alphabet)), key=lambda code: -shares[code])
    top = 1.0 if shares is None else shares.max()
    spare = max(0, min(width, FULL_FREQUENCY_WIDTH) - FREQUENCY_TEXT_WIDTH)
    number_bar, language_bar = spare - spare * 10 // 22, spare * 10 // 22
    left = 18 + number_bar
    heading = "language" if shares is not None else "language: loading"
    columns = "number letter  count" if left >= 20 else " num  ltr  count"
    text = Text(f"{columns:<{left}}{heading}\n", style="bold", end="")
    for line in range(max(len(counted), len(letters))):
        if line < len(counted):
            number, count = counted[line]
            symbol = str(number)
            text.append(f"{number:>4}   ")
            text.append(state.letters.get(symbol, "·"), style=letter_style(state, symbol))
            text.append(f"   {count:>4} {bar(count / most, number_bar):<{number_bar}}  ")
        else:
            text.append(" " * left)
        if line < len(letters):
            code = letters[line]
            text.append(f"{puzzle.alphabet[code]} {shares[code]:5.1%} {bar(shares[code] / top, language_bar)}")
        if line < max(len(counted), len(letters)) - 1:
            text.append("\n")
    return text


def unused_text(puzzle: Codeword, state: State) -> Text:
    """The letters no number stands for yet, and the numbers with no letter."""
    used = set(state.letters.values())
    open_numbers = [s for s in puzzle.symbols if s not in state.letters]
    text = Text("letters: ", style="bold", end="")
    text.append(" ".join(letter for letter in puzzle.alphabet if letter not in used) or "none")
    text.append("\nnumbers: ", style="bold")
    text.append(" ".join(open_numbers) or "none")
    return text


def plot_lines(values: Sequence[float], rows: int = PLOT_ROWS, width: int = PLOT_WIDTH) -> list[str]:
    """A bar chart of values (0..1), one column a value, `rows` high, newest on the right."""
    shown = list(values)[-width:]
    levels = len(SPARKS)
    lines = []
    for row in range(rows - 1, -1, -1):
        line = ""
        for value in shown:
            filled = value * rows * levels - row * levels
            line += " " if filled <= 0 else "█" if filled >= levels else SPARKS[int(filled) - 1 if filled >= 1 else 0]
        lines.append(line)
    return lines


class TypedGridScreen(ModalScreen[Codeword | None]):
    """A box to type a grid in: numbers split by spaces or commas, '#' or '.' for blocks."""

    BINDINGS = [
        Binding("ctrl+s", "open", "Open the grid", id="typed-grid-open"),
        Binding("escape", "dismiss", "Cancel", id="typed-grid-cancel"),
    ]

    DEFAULT_CSS = """
    TypedGridScreen { align: center middle; }
    TypedGridScreen > Vertical { width: 90; height: 40; border: double $accent; background: $surface; }
    TypedGridScreen TextArea { height: 1fr; }
    TypedGridScreen Static { height: auto; padding: 0 1; color: $accent; }
    """

    def compose(self) -> ComposeResult:
        """The hint and the text box."""
        with Vertical():
            yield Static("Type or paste a grid: one row a line, numbers split by spaces or commas, # or . for a block. "
                         "Ctrl+S opens it, Escape cancels.")
            yield TextArea(id="typed-grid")

    def action_open(self) -> None:
        """Read the grid; a mistake stays here as a notice naming its line and column."""
        try:
            puzzle = Codeword.from_text(self.query_one(TextArea).text)
        except PuzzleError as error:
            self.notify(str(error), title="Not a grid yet", severity="warning")
            return
        self.dismiss(puzzle)


LANGUAGE_SHARES = {language: Eventually(partial(letter_frequencies, language)) for language in ALPHABETS}
"""Each language's letter shares, computed once, in the background, when a screen first needs them."""


class CodewordScreen(PuzzleScreen):
    """Work a codeword: give letters to numbers, highlight numbers, let a solver step or run."""

    TYPING_KEYS = (
        ("0-9", "type a number to select it (a second digit makes 10-29)"),
        ("a-z (and å ä ö)", "give that letter to the selected number, everywhere it occurs"),
    )

    BINDINGS = [
        Binding("up", "move(-1, 0)", "Up", id="codeword-up", show=False),
        Binding("down", "move(1, 0)", "Down", id="codeword-down", show=False),
        Binding("left", "move(0, -1)", "Left", id="codeword-left", show=False),
        Binding("right", "move(0, 1)", "Right", id="codeword-right", show=False),
        Binding("backspace,delete", "clear", "Clear", id="codeword-clear", show=False,
                tooltip="Take the letter off the selected number, everywhere"),
        Binding("f2", "highlight", "Highlight", id="codeword-highlight",
                tooltip="Light every cell of the selected number (again to turn it off)"),
        Binding("f3", "pin", "Pin", id="codeword-pin", tooltip="Pin the selected number's letter so no solver changes it (again to unpin)"),
        Binding("ctrl+n", "new_codeword", "New codeword", id="codeword-new", show=False,
                tooltip="Generate a new codeword and open it"),
        Binding("ctrl+t", "type_grid", "Type a grid", id="codeword-type-grid", show=False,
                tooltip="Type or paste a grid (from a newspaper, say) and open it"),
    ]

    DEFAULT_CSS = """
    CodewordScreen #codeword-body { height: 1fr; }
    CodewordScreen #codeword-left { width: auto; min-width: 50; }
    CodewordScreen #codeword-right { width: 1fr; }
    CodewordScreen #codeword-grid { border: double $primary; width: auto; height: auto; padding: 0 1; }
    CodewordScreen .codeword-box { border: round $primary; padding: 0 1; height: auto; }
    CodewordScreen #codeword-hint { color: $accent; padding: 0 1; height: auto; }
    CodewordScreen SolverPanel { max-height: 12; }
    """

    def __init__(self, *args, **kwargs) -> None:
        """The base screen's session, with the cursor on the first coded cell."""
        super().__init__(*args, **kwargs)
        self.cursor = self._first_cell()
        self.highlighted: int | None = None
        self.digits = ""
        self.history: tuple[float, ...] = ()
        self.shares = LANGUAGE_SHARES[self.codeword.language]

    def slow_values(self) -> tuple[Eventually, ...]:
        """The language's letter shares, which need the lexicon (the word candidates use it too)."""
        return (self.shares,)

    @property
    def codeword(self) -> Codeword:
        """The session's codeword."""
        return self.puzzle_as(Codeword)

    def _first_cell(self) -> tuple[int, int]:
        """The first coded cell, reading row by row."""
        return next((r, c) for r, row in enumerate(self.codeword.grid) for c, n in enumerate(row) if n != BLOCK)

    def compose_puzzle(self) -> ComposeResult:
        """The grid, the words at the cursor and the solver on the left; the analysis on the right."""
        with Horizontal(id="codeword-body"):
            with Vertical(id="codeword-left"):
                yield LineGrid(id="codeword-grid")
                yield Static(id="codeword-words", classes="codeword-box")
                yield SolverPanel()
            with Vertical(id="codeword-right"):
                yield Static(id="codeword-map", classes="codeword-box")
                yield Static(id="codeword-frequency", classes="codeword-box")
                yield Static(id="codeword-unused", classes="codeword-box")
                yield Static(id="codeword-plot", classes="codeword-box")
                yield Static(KEYS_HINT, id="codeword-hint")

    def on_mount(self) -> None:
        """Titles on the boxes, then the first drawing."""
        super().on_mount()
        titles = {"grid": f"{self.codeword.height}x{self.codeword.width}", "map": "letter map",
                  "frequency": "frequency analysis", "unused": "still unused", "plot": "ga: best of each generation"}
        for name, title in titles.items():
            self.query_one(f"#codeword-{name}").border_title = title

    def cursor_place(self) -> list[int]:
        """The cursor's row and column."""
        return list(self.cursor)

    def place_cursor(self, place: Any) -> None:
        """Back to a row and column that is a coded cell of this grid."""
        grid, cell = self.codeword.grid, int_pair(place)
        if cell is not None and 0 <= cell[0] < len(grid) and 0 <= cell[1] < len(grid[0]) and grid[cell[0]][cell[1]] != BLOCK:
            self.cursor = cell

    def on_resize(self) -> None:
        """Fit the letter map and the frequency table to the new width."""
        self.call_after_refresh(self.redraw)

    @property
    def selected(self) -> int:
        """The number under the cursor."""
        return self.codeword.grid[self.cursor[0]][self.cursor[1]]

    def redraw(self) -> None:
        """Draw every panel as the session has it."""
        puzzle, state = self.codeword, self.session.state
        self.query_one("#codeword-grid", LineGrid).show_lines(grid_lines(puzzle, state, self.cursor, self.highlighted))
        letter_map, frequency = self.query_one("#codeword-map", Static), self.query_one("#codeword-frequency", Static)
        self.show(letter_map, letter_map_text(puzzle, state, letter_map.content_size.width or MAP_COLUMNS * MAP_CELL))
        self.show(frequency, frequency_text(puzzle, state, self.shares.now(), frequency.content_size.width or FULL_FREQUENCY_WIDTH))
        self.show(self.query_one("#codeword-unused", Static), unused_text(puzzle, state))
        self.show(self.query_one("#codeword-words", Static), self.words_text())
        self.query_one("#codeword-plot", Static).update(
            "\n".join(plot_lines(self.history)) if self.history else "F8 chooses the ga; F5 steps one generation")
        self.query_one("#codeword-words", Static).border_title = f"number {self.selected} at row {self.cursor[0] + 1}, column {self.cursor[1] + 1}"

    def words_text(self) -> Text:
        """The across and down words through the cursor, with the dictionary words that fit."""
        puzzle, letters = self.codeword, self.session.state.letters
        if self.shares.now() is None:
            return Text("loading the word list…")
        text = Text(end="")
        for slot in puzzle.slots_at(self.cursor):
            count, words = slot_candidates(puzzle, slot, letters, SHOWN_CANDIDATES)
            spelled = "".join(letters.get(str(n), "·") for n in puzzle.numbers_of(slot))
            if text:
                text.append("\n")
            text.append(f"{slot.direction:<6} {spelled:<15}", style="bold")
            text.append(f" {count} fit: ")
            text.append(" ".join(words) or "no dictionary word (a name or a phrase?)", style="#55FFFF")
        return text or Text("this cell is in no word")

    def copy_text(self) -> str:
        """The grid as solved so far, and the letter map."""
        puzzle, letters = self.codeword, self.session.state.letters
        key = " ".join(f"{s}={letters.get(s, '.')}" for s in puzzle.symbols)
        return "\n".join(puzzle.rows(letters)) + f"\n\n{key}"

    def on_solver_step(self, report: StepReport) -> None:
        """Keep the ga's per-generation best for the plot."""
        history = report.trace.data.get("history")
        if history is not None:
            self.history = tuple(history)
            self.redraw()

    # The person's hand

    def on_key(self, event: Key) -> None:
        """Digits select a number; letters give the selected number a letter."""
        character = event.character or ""
        if len(character) != 1:
            return
        if character.isdecimal():
            event.stop()
            self.type_digit(character)
            return
        self.digits = ""
        letter = character.upper()
        if character.isalpha():
            event.stop()
            if len(letter) == 1 and letter in self.codeword.alphabet:
                self.act(Assign(str(self.selected), letter))
            else:
                self.refuse_character(character, self.codeword.alphabet)

    def type_digit(self, digit: str) -> None:
        """Select the number typed so far; a second digit refines the first (1, then 12)."""
        typed = self.digits + digit
        number = int(typed)
        extendable = len(typed) < 2 and 0 < number * 10 <= len(self.codeword.alphabet)
        self.digits = typed if extendable else ""
        if number in self.codeword.frequencies:
            self.cursor = self.codeword.cells_of(number)[0]
            self.redraw()
        elif len(typed) > 1:
            self.type_digit(digit)
        elif not extendable:
            self.notify(f"there is no {number} in this grid", severity="information")

    def action_move(self, rows: int, columns: int) -> None:
        """Move to the next coded cell in a direction, jumping over blocks."""
        self.digits = ""
        puzzle = self.codeword
        r, c = self.cursor
        while True:
            r, c = r + rows, c + columns
            if not (0 <= r < puzzle.height and 0 <= c < puzzle.width):
                return
            if puzzle.grid[r][c] != BLOCK:
                self.cursor = (r, c)
                self.redraw()
                return

    def action_clear(self) -> None:
        """Take the selected number's letter away."""
        self.clear_letter(str(self.selected))

    def action_highlight(self) -> None:
        """Light every cell of the selected number, or turn the light off."""
        self.highlighted = None if self.highlighted == self.selected else self.selected
        self.redraw()

    def action_pin(self) -> None:
        """Pin the selected number's letter so solvers keep it, or unpin it."""
        self.toggle_pin(str(self.selected))

    def action_new_codeword(self) -> None:
        """Generate a new codeword in the background and open it."""
        self.generate_and_open("a codeword", lambda: generate(random.Random()))

    def action_type_grid(self) -> None:
        """Type a grid by hand and open it."""
        self.app.push_screen(TypedGridScreen(), lambda puzzle: puzzle and self.open_new(puzzle))


SCREEN = CodewordScreen
