"""The cryptogram screen: the ciphertext with the plaintext written under each letter, the
letter map, a frequency table beside English's, and the dictionary words that fit the word
under the cursor.

Glossary:
    cursor    the position (among the text's letters) the person is on; its cipher letter
              is the selected letter, and every place it occurs is lit.
    row       one wrapped line of the text: cipher letters above, plain letters below.
    compact   the layout below COMPACT_WIDTH x COMPACT_HEIGHT: the rows around the cursor's
              in the top half, the solver panel in the rest, the frequency table scrolls.
"""

from __future__ import annotations

from typing import Any

from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal, Vertical
from textual.events import Key
from textual.widgets import Static

from screens.letter_styles import GIVEN_STYLE, PERSON_STYLE, SOLVER_STYLE, bar, letter_style
from screens.puzzle_screen import PuzzleScreen
from screens.solver_panel import SolverPanel
from solvers.cryptogram.language import english, english_if_loaded
from solvers.cryptogram.words import MOST_CANDIDATES, dictionary_for, fitting_words
from workbench.actions import Assign
from workbench.models.cryptogram import ALPHABET, Cryptogram
from workbench.state import State

ROW_WIDTH = 78
MIN_ROW_WIDTH = 12
COMPACT_WIDTH = 100
COMPACT_HEIGHT = 40
SHOWN_CANDIDATES = 12
KEYS_HINT = "←/→ letter · ↑/↓ word · a-z give a letter · Backspace clear · F3 pin · F5 step · F6 run · F8 solver · F1 keys"

CURSOR_STYLE = "on #00AAAA"
SELECTED_STYLE = "on #0000FF"


def rows_of(text: str, width: int = ROW_WIDTH) -> list[tuple[int, int]]:
    """(start, end) of each wrapped row, breaking after a space where one is near."""
    rows, start = [], 0
    while start < len(text):
        end = min(len(text), start + width)
        if end < len(text):
            space = text.rfind(" ", start, end)
            end = space + 1 if space > start else end
        rows.append((start, end))
        start = end
    return rows


def window_of(puzzle: Cryptogram, cursor: int | None, width: int, window: int | None) -> tuple[int, int]:
    """The rows to show (first, end): all of them, or `window` rows around the cursor's."""
    rows = rows_of(puzzle.ciphertext, width)
    if window is None or window >= len(rows):
        return 0, len(rows)
    row = next((n for n, (start, end) in enumerate(rows) if start <= (cursor or 0) < end), 0)
    first = max(0, min(row - window // 2, len(rows) - window))
    return first, first + window


def shown_rows(puzzle: Cryptogram, cursor: int | None, width: int, window: int | None) -> str | None:
    """'rows 3-5 of 7' when only some rows show, else None."""
    first, end = window_of(puzzle, cursor, width, window)
    total = len(rows_of(puzzle.ciphertext, width))
    return None if (first, end) == (0, total) else f"rows {first + 1}-{end} of {total}"


def text_panel(puzzle: Cryptogram, state: State, cursor: int | None, width: int = ROW_WIDTH,
               window: int | None = None) -> Text:
    """Each row twice, wrapped to `width`: the cipher letters, and under them the plain letters found so far
    (only `window` rows around the cursor's when given)."""
    selected = puzzle.ciphertext[cursor] if cursor is not None else None
    text = Text(end="")
    first, last = window_of(puzzle, cursor, width, window)
    for number, (start, end) in enumerate(rows_of(puzzle.ciphertext, width)[first:last]):
        cipher, plain = Text(), Text()
        for i in range(start, end):
            ch = puzzle.ciphertext[i]
            lit = CURSOR_STYLE if i == cursor else SELECTED_STYLE if ch == selected else ""
            if ch in ALPHABET:
                cipher.append(ch, style=f"#AAAAAA {lit}")
                plain.append(state.letters.get(ch, "·"), style=f"{letter_style(state, ch)} {lit}")
            else:
                cipher.append(ch, style="#AAAAAA")
                plain.append(ch)
        if number:
            text.append("\n\n")
        text.append_text(cipher)
        text.append("\n")
        text.append_text(plain)
    return text


def letter_map_text(puzzle: Cryptogram, state: State) -> Text:
    """Cipher letters A-Z over their plain letters; letters not in the text dimmed."""
    present = set(puzzle.symbols)
    cipher, plain = Text("cipher ", style="bold"), Text("plain  ", style="bold")
    for ch in ALPHABET:
        cipher.append(ch, style="#AAAAAA" if ch in present else "dim")
        plain.append(state.letters.get(ch, "·" if ch in present else " "), style=letter_style(state, ch))
    used = set(state.letters.values())
    unused = Text("\nunused ", style="bold")
    unused.append("".join(ch if ch not in used else "·" for ch in ALPHABET))
    legend = Text.assemble("\nset by ", ("pin/given", GIVEN_STYLE), " ", ("you", PERSON_STYLE), " ", ("solver", SOLVER_STYLE))
    return Text.assemble(cipher, "\n", plain, unused, legend)


def frequency_text(puzzle: Cryptogram, state: State, english_shares: dict[str, float] | None) -> Text:
    """Cipher letters by how often they occur (with their plain letters), beside English's letters."""
    counted = puzzle.frequencies.most_common()
    total = sum(n for _, n in counted) or 1
    top = counted[0][1] / total if counted else 1.0
    english_shares = english_shares or dict.fromkeys(ALPHABET, 0.0)
    english_order = sorted(ALPHABET, key=lambda ch: -english_shares[ch])
    english_top = english_shares[english_order[0]] or 1.0
    heading = "English" if any(english_shares.values()) else "English: loading"
    text = Text(f"text                  {heading}\n", style="bold", end="")
    for line in range(len(ALPHABET)):
        if line < len(counted):
            symbol, count = counted[line]
            text.append(f"{symbol}=")
            text.append(state.letters.get(symbol, "·"), style=letter_style(state, symbol))
            text.append(f" {count / total:6.1%} {bar(count / total / top, 7):<7}  ")
        else:
            text.append(" " * 20)
        ch = english_order[line]
        text.append(f"{ch} {english_shares[ch]:5.1%} {bar(english_shares[ch] / english_top, 7)}")
        if line < len(ALPHABET) - 1:
            text.append("\n")
    return text


class CryptogramScreen(PuzzleScreen):
    """Work a cryptogram by hand beside a solver: give letters, clear, pin, step, run."""

    TYPING_KEYS = (("a-z", "give that plain letter to the selected cipher letter, everywhere it occurs"),)

    BINDINGS = [
        Binding("left", "move(-1)", "Left", id="cryptogram-left", show=False),
        Binding("right", "move(1)", "Right", id="cryptogram-right", show=False),
        Binding("up", "word(-1)", "Previous word", id="cryptogram-previous-word", show=False),
        Binding("down", "word(1)", "Next word", id="cryptogram-next-word", show=False),
        Binding("backspace,delete", "clear", "Clear", id="cryptogram-clear", show=False,
                tooltip="Take the plain letter off the selected cipher letter, everywhere"),
        Binding("f3", "pin", "Pin", id="cryptogram-pin",
                tooltip="Pin the selected cipher letter's plain letter so no solver changes it (again to unpin)"),
    ]

    DEFAULT_CSS = """
    CryptogramScreen #cryptogram-body { height: 1fr; }
    CryptogramScreen #cryptogram-left { width: 1fr; }
    CryptogramScreen #cryptogram-right { width: 46; }
    CryptogramScreen #cryptogram-text { border: double $primary; height: auto; padding: 0 1; }
    CryptogramScreen .cryptogram-box { border: round $primary; padding: 0 1; height: auto; }
    CryptogramScreen #cryptogram-hint { color: $accent; padding: 0 1; height: auto; }
    CryptogramScreen SolverPanel { max-height: 24; }
    CryptogramScreen.compact #cryptogram-right { width: 41; }
    CryptogramScreen.compact #cryptogram-text { max-height: 50%; }
    CryptogramScreen.compact SolverPanel { height: 1fr; min-height: 5; max-height: 100%; }
    CryptogramScreen.compact #cryptogram-frequency { height: 1fr; overflow-y: auto; }
    CryptogramScreen.compact #cryptogram-hint { display: none; }
    """

    def __init__(self, *args, **kwargs) -> None:
        super().__init__(*args, **kwargs)
        self.positions = [i for i, ch in enumerate(self.cryptogram.ciphertext) if ch in ALPHABET]
        self.cursor = 0

    @property
    def cryptogram(self) -> Cryptogram:
        """The session's cryptogram."""
        return self.puzzle_as(Cryptogram)

    @property
    def selected(self) -> str:
        """The cipher letter under the cursor."""
        return self.cryptogram.ciphertext[self.positions[self.cursor]]

    def compose_puzzle(self) -> ComposeResult:
        """The text, the word at the cursor and the solver on the left; map and frequencies on the right."""
        with Horizontal(id="cryptogram-body"):
            with Vertical(id="cryptogram-left"):
                yield Static(id="cryptogram-text")
                yield Static(id="cryptogram-words", classes="cryptogram-box")
                yield SolverPanel()
            with Vertical(id="cryptogram-right"):
                yield Static(id="cryptogram-map", classes="cryptogram-box")
                yield Static(id="cryptogram-frequency", classes="cryptogram-box")
                yield Static(KEYS_HINT, id="cryptogram-hint")

    def on_mount(self) -> None:
        """Titles on the boxes, the first drawing, and the English model loading in the background."""
        super().on_mount()
        if english_if_loaded() is None:
            self.run_worker(self._load_english, thread=True, group="english", exit_on_error=False)
        variant = "patristocrat: no word breaks" if self.cryptogram.patristocrat else "aristocrat"
        titles = {"text": variant, "map": "letter map", "frequency": "frequency analysis"}
        for name, title in titles.items():
            self.query_one(f"#cryptogram-{name}", Static).border_title = title

    def _load_english(self) -> None:
        """Worker body: load the English model, then draw what needs it."""
        english()
        self.app.call_from_thread(self.redraw)

    def on_resize(self) -> None:
        """Fold the layout on a small terminal; wrap the text again to the panel's new width."""
        self.set_class(self.size.width < COMPACT_WIDTH or self.size.height < COMPACT_HEIGHT, "compact")
        self.call_after_refresh(self.redraw)

    def redraw(self) -> None:
        """Draw every panel as the session has it."""
        puzzle, state, model = self.cryptogram, self.session.state, english_if_loaded()
        panel = self.query_one("#cryptogram-text", Static)
        width = max(min(ROW_WIDTH, panel.content_size.width) or ROW_WIDTH, MIN_ROW_WIDTH)
        window = None
        if self.has_class("compact"):
            window = max(1, (self.query_one("#cryptogram-left").size.height // 2 - 1) // 3)
        panel.update(text_panel(puzzle, state, self.positions[self.cursor], width, window))
        panel.border_subtitle = shown_rows(puzzle, self.positions[self.cursor], width, window)
        self.query_one("#cryptogram-map", Static).update(letter_map_text(puzzle, state))
        shares = model.english_shares if model else None
        self.query_one("#cryptogram-frequency", Static).update(frequency_text(puzzle, state, shares))
        words = self.query_one("#cryptogram-words", Static)
        words.update(self.words_text())
        words.border_title = f"cipher letter {self.selected}, letter {self.cursor + 1} of {len(self.positions)}"

    def word_span(self) -> tuple[int, int]:
        """(start, end) in the ciphertext of the word under the cursor."""
        text, at = self.cryptogram.ciphertext, self.positions[self.cursor]
        start, end = at, at + 1
        while start > 0 and (text[start - 1] in ALPHABET or text[start - 1] == "'"):
            start -= 1
        while end < len(text) and (text[end] in ALPHABET or text[end] == "'"):
            end += 1
        while text[start] == "'":
            start += 1
        while text[end - 1] == "'":
            end -= 1
        return start, end

    def words_text(self) -> Text:
        """The word under the cursor and the dictionary words that fit it."""
        if self.cryptogram.patristocrat:
            return Text("no word breaks in a patristocrat: the solver splits the text into words for you")
        model = english_if_loaded()
        if model is None:
            return Text("loading the dictionary ...")
        start, end = self.word_span()
        cipher = self.cryptogram.ciphertext[start:end]
        letters = self.session.state.letters
        count, words = fitting_words(cipher, letters, dictionary_for(model), SHOWN_CANDIDATES)
        spelled = "".join(letters.get(ch, "·") if ch in ALPHABET else ch for ch in cipher)
        text = Text(f"{cipher}  {spelled}", style="bold", end="")
        text.append(f"   {count}{'+' if count >= MOST_CANDIDATES else ''} fit: ")
        text.append(" ".join(words) or "no dictionary word (a name or a pun?)", style="#55FFFF")
        return text

    def cursor_place(self) -> int:
        """The letter of the text the cursor is on."""
        return self.cursor

    def place_cursor(self, place: Any) -> None:
        """Back to a letter of this text."""
        if type(place) is int and 0 <= place < len(self.positions):
            self.cursor = place

    def copy_text(self) -> str:
        """The plaintext as solved so far (_ for letters not found yet)."""
        return self.cryptogram.decipher(self.session.state.letters)

    # The person's hand

    def on_key(self, event: Key) -> None:
        """A letter gives the selected cipher letter that plain letter; another typed character (not a bound key) is refused."""
        character = event.character or ""
        typed = len(character) == 1 and character.isprintable() and not character.isspace()
        if not typed or event.key in self.active_bindings:
            return
        event.stop()
        if character.isascii() and character.isalpha():
            self.act(Assign(self.selected, character.upper()))
        else:
            self.refuse_character(character, ALPHABET)

    def action_move(self, step: int) -> None:
        """Move to the previous or next letter."""
        self.cursor = max(0, min(len(self.positions) - 1, self.cursor + step))
        self.redraw()

    def action_word(self, step: int) -> None:
        """Move to the first letter of the previous or next word."""
        start, end = self.word_span()
        target = end if step > 0 else start - 1
        text = self.cryptogram.ciphertext
        while 0 <= target < len(text) and text[target] not in ALPHABET:
            target += step
        if 0 <= target < len(text):
            self.cursor = self.positions.index(target)
            if step < 0:
                self.cursor = self.positions.index(self.word_span()[0])
        self.redraw()

    def action_clear(self) -> None:
        """Take the selected cipher letter's plain letter away."""
        self.clear_letter(self.selected)

    def action_pin(self) -> None:
        """Pin the selected letter so solvers keep it, or unpin it."""
        self.toggle_pin(self.selected)


SCREEN = CryptogramScreen
