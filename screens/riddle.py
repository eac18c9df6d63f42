"""The riddle screen: the lines with the letters each allows, the answer, the words that fit.

Glossary:
    cursor  the answer position the person is working on (0-based); its line is lit.
    keep    strike every other letter the cursor's line allows, keeping the typed one.
"""

from __future__ import annotations

import random
from typing import Any

from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal, Vertical
from textual.events import Click, Key
from textual.widgets import Static

from screens.puzzle_screen import PuzzleScreen
from screens.solver_panel import SolverPanel
from solvers.riddle import generate
from solvers.riddle.index import shared_index
from solvers.riddle.letters import fitting_words
from workbench.actions import Assign, Strike, Unstrike
from workbench.dictionary import in_dictionary
from workbench.eventually import Eventually
from workbench.journal import Journal
from workbench.models.riddle import ALPHABET, Riddle
from workbench.session import Session

SHOWN_WORDS = 40
KEYS_HINT = "a-z type · Shift+letter strike/allow · Ctrl+K keep only · Ctrl+N new riddle · F1 all keys"


def letter_style(typed: bool, struck: bool) -> str:
    """How an allowed letter is drawn: struck out, typed in, or plain."""
    return "dim strike" if struck else "bold yellow" if typed else ""


class RiddleScreen(PuzzleScreen):
    """Work a letter riddle: type the answer, strike letters, let the sieve step line by line."""

    TYPING_KEYS = (
        ("a-z", "type that letter at the cursor and move on"),
        ("A-Z (shift)", "strike that letter at the cursor, or allow it again"),
        ("backspace / delete", "clear the letter at the cursor"),
        ("click a line", "put the cursor on its letter"),
    )

    BINDINGS = [
        Binding("left,up", "move(-1)", "Back", id="riddle-back", show=False),
        Binding("right,down", "move(1)", "On", id="riddle-on", show=False),
        Binding("backspace,delete", "clear", "Clear", id="riddle-clear", show=False),
        Binding("ctrl+k", "keep", "Keep only", id="riddle-keep",
                tooltip="Strike every other letter the line allows, keeping the one typed there"),
        Binding("ctrl+n", "new_riddle", "New riddle", id="riddle-new", tooltip="Generate a new riddle and open it"),
        Binding("f2", "toggle_words", "Words", id="riddle-words", tooltip="Hide the words that fit, to solve unaided, or show them"),
    ]

    DEFAULT_CSS = """
    RiddleScreen #riddle-body { height: 1fr; }
    RiddleScreen #riddle-left { width: 1fr; }
    RiddleScreen #riddle-lines { border: round $primary; padding: 0 1; height: auto; }
    RiddleScreen #riddle-answer { border: round $accent; padding: 0 1; height: auto; text-align: center; }
    RiddleScreen #riddle-hint { color: $accent; padding: 0 1; height: auto; }
    RiddleScreen #riddle-words { width: 32; max-width: 35%; border: round $primary; padding: 0 1; height: 1fr; }
    """

    def __init__(self, session: Session, journal: Journal | None = None) -> None:
        """The riddle's screen; the word index of its length loads in the background."""
        super().__init__(session, journal)
        self.cursor = 0
        self.words_shown = True
        self.typed_on: str | None = None
        self.word_index = Eventually(lambda: shared_index().of_length(self.riddle.length))

    def slow_values(self) -> tuple[Eventually, ...]:
        """The word index the words that fit come from."""
        return (self.word_index,)

    @property
    def riddle(self) -> Riddle:
        """The session's riddle."""
        return self.puzzle_as(Riddle)

    def compose_puzzle(self) -> ComposeResult:
        """The lines and the answer on the left, the words that fit on the right, the solver below."""
        with Horizontal(id="riddle-body"):
            with Vertical(id="riddle-left"):
                yield Static(id="riddle-lines")
                yield Static(id="riddle-answer")
                yield Static(KEYS_HINT, id="riddle-hint")
                yield SolverPanel()
            yield Static(id="riddle-words")

    def redraw(self) -> None:
        """Draw the lines, the answer and the fitting words as the session has them."""
        self.query_one("#riddle-lines", Static).update(self.lines_text())
        self.query_one("#riddle-answer", Static).update(self.answer_text())
        panel = self.query_one("#riddle-words", Static)
        if not self.words_shown:
            panel.border_title = "words that fit: hidden"
            panel.update("F2 shows them")
            return
        if self.word_index.now() is None:
            panel.border_title = "words that fit"
            panel.update("loading the word list ...")
            return
        count, words = fitting_words(self.session.view(), SHOWN_WORDS)
        panel.border_title = f"words that fit: {count}"
        listed = Text(end="")
        for rank, (word, zipf) in enumerate(words, 1):
            listed.append(f"{chr(10) if rank > 1 else ''}{rank:>2}. {word:<14} {zipf:4.2f}",
                          style="" if in_dictionary(word) else "dim")
        panel.update(listed if words else "no word fits the lines and your letters")

    def lines_text(self) -> Text:
        """Each line, the letters it allows (struck ones crossed out), the cursor's line lit.

        When a line's words do not fit beside its letters, the letters go on a row of their own under it.
        """
        riddle, state = self.riddle, self.session.state
        width, stacked = self.text_width(), self.rows_per_line() == 2
        text = Text(end="")
        for index, line in enumerate(riddle.lines):
            if index:
                text.append("\n")
            symbol = riddle.symbols[index]
            lit = "reverse" if index == self.cursor else ""
            shown = line.text if len(line.text) <= width else line.text[:width - 1] + "…"
            if stacked:
                text.append(f"{line.position:>2}  {shown:<{width}}", style=lit)
                text.append("\n    ")
            else:
                text.append(f"{line.position:>2}  {shown:<{width}}  ", style=lit)
            for letter in sorted(line.allowed):
                text.append(letter, style=letter_style(state.letters.get(symbol) == letter, (symbol, letter) in state.struck))
                text.append(" ")
        if riddle.whole:
            text.append(f"\n    whole: {riddle.whole}", style="italic")
        return text

    def text_width(self) -> int:
        """How much of each line's text is shown: all of it beside the letters, or above them, if it fits."""
        longest = max(len(line.text) for line in self.riddle.lines)
        available = self.query_one("#riddle-lines", Static).content_size.width
        beside = available - 6 - 2 * max(len(line.allowed) for line in self.riddle.lines)
        if not available or longest <= beside:
            return longest
        return max(12, min(longest, available - 4))

    def rows_per_line(self) -> int:
        """1 when each line's letters fit beside its words, else 2 (words above, letters under)."""
        available = self.query_one("#riddle-lines", Static).content_size.width
        beside = max(len(line.text) for line in self.riddle.lines) + 6 + 2 * max(len(line.allowed) for line in self.riddle.lines)
        return 1 if not available or beside <= available else 2

    def cursor_place(self) -> int:
        """The answer letter under the cursor."""
        return self.cursor

    def place_cursor(self, place: Any) -> None:
        """Back to a letter of this answer."""
        if type(place) is int and 0 <= place < self.riddle.length:
            self.cursor = place

    def on_resize(self) -> None:
        """Fit the lines to the new width."""
        self.call_after_refresh(self.redraw)

    def answer_text(self) -> Text:
        """The answer so far, one cell a letter, the cursor's cell lit."""
        text = Text()
        for index, letter in enumerate(self.riddle.answer(self.session.state)):
            text.append(f" {letter} ", style="reverse" if index == self.cursor else "bold")
            text.append(" ")
        return text

    def copy_text(self) -> str:
        """The riddle and the answer so far."""
        return f"{self.riddle.text}\nAnswer: {self.riddle.answer(self.session.state)}"

    # The person's hand

    @property
    def symbol(self) -> str:
        """The answer position under the cursor."""
        return self.riddle.symbols[self.cursor]

    def on_key(self, event: Key) -> None:
        """Typed letters: lower case gives the letter, upper case strikes or allows it."""
        character = event.character or ""
        if len(character) != 1 or not character.isprintable() or character.isspace():
            return
        event.stop()
        letter = character.upper()
        if letter not in ALPHABET:
            self.refuse_character(character, ALPHABET)
            return
        if character.islower():
            typed_on = self.symbol
            if self.act(Assign(typed_on, letter)):
                self.action_move(1)
                self.typed_on = typed_on
        elif (self.symbol, letter) in self.session.state.struck:
            self.act(Unstrike(self.symbol, letter))
        else:
            self.act(Strike(self.symbol, letter))

    def on_click(self, event: Click) -> None:
        """A click on a line puts the cursor on its letter."""
        lines = self.query_one("#riddle-lines", Static)
        offset = event.get_content_offset(lines) if event.widget is lines else None
        row = offset.y // self.rows_per_line() if offset is not None else -1
        if 0 <= row < self.riddle.length:
            self.cursor, self.typed_on = row, None
            self.redraw()

    def action_move(self, step: int) -> None:
        """Move the cursor along the answer."""
        self.typed_on = None
        self.cursor = max(0, min(self.riddle.length - 1, self.cursor + step))
        self.redraw()

    def action_toggle_words(self) -> None:
        """Hide the words that fit (to solve unaided), or show them again."""
        self.words_shown = not self.words_shown
        self.redraw()

    def action_clear(self) -> None:
        """Clear the letter at the cursor."""
        self.clear_letter(self.symbol)

    def action_keep(self) -> None:
        """Strike every other letter a line allows, keeping the one typed there: the cursor's line,
        or the line just typed on when the cursor's has no letter yet."""
        letters = self.session.state.letters
        symbol = self.symbol if self.symbol in letters or self.typed_on is None else self.typed_on
        kept = letters.get(symbol)
        if kept is None:
            self.notify("type the letter to keep first", severity="warning")
            return
        struck = self.session.state.struck
        others = [Strike(symbol, letter) for letter in sorted(self.riddle.line_at(symbol).allowed)
                  if letter != kept and (symbol, letter) not in struck]
        if others:
            self.act(*others)

    def action_new_riddle(self) -> None:
        """Generate a new riddle in the background and open it."""
        self.generate_and_open("a riddle with one answer", lambda: generate(random.Random()))


SCREEN = RiddleScreen
