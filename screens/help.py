"""The help screen: every key of the screen it was opened from, with its binding id."""

from __future__ import annotations

import textwrap

from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Vertical
from textual.keys import key_to_character
from textual.screen import ModalScreen, Screen
from textual.widgets import DataTable, Static


WHAT_WIDTH = 80
HELP_TOOLTIP = "Every key of this screen, with the id to remap it by"
QUIT_TOOLTIP = "Quit; every session is already saved"


def key_rows(screen: Screen) -> list[tuple[str, str, str]]:
    """(keys, what it does, binding id) for every active binding and typed key of a screen.

    What a key does is its binding's tooltip when it has one (the footer has room only for a word).
    """
    rows = []
    for key, active in screen.active_bindings.items():
        binding = active.binding
        if binding.system and not binding.description:
            continue
        label = binding.tooltip or binding.description or binding.action.replace("_", " ")
        rows.append((binding.key_display or key_label(key), label, binding.id or ""))
    rows += [(keys, what, "") for keys, what in getattr(screen, "TYPING_KEYS", ())]
    return rows


def key_label(key: str) -> str:
    """A key as a person reads it: '[' for left_square_bracket, names kept for keys that print nothing."""
    *modifiers, name = key.split("+")
    character = key_to_character(name)
    shown = character if character and character.isprintable() and not character.isspace() else name
    return "+".join([*modifiers, shown])


class HelpScreen(ModalScreen):
    """A modal list of keys; Escape or F1 closes it."""

    BINDINGS = [
        Binding("escape", "dismiss", "Close", id="close-help"),
        Binding("f1", "dismiss", "Close", show=False),
    ]

    DEFAULT_CSS = """
    HelpScreen { align: center middle; }
    HelpScreen > #box { width: 124; max-width: 100%; height: auto; max-height: 90%; border: double $accent; background: $surface; padding: 0 1; }
    HelpScreen DataTable { height: auto; max-height: 40; }
    """

    def __init__(self, rows: list[tuple[str, str, str]], title: str) -> None:
        """Rows of (keys, what they do, binding id), titled by the screen they belong to."""
        super().__init__()
        self.rows = rows
        self.title_text = title

    def compose(self) -> ComposeResult:
        """A table of keys in a box."""
        with Vertical(id="box"):
            yield Static(f"Keys — {self.title_text}   (remap by id in keys.json; Escape closes)")
            table = DataTable(cursor_type="row", zebra_stripes=True)
            key_width = max(len("key"), *(len(keys) for keys, _, _ in self.rows))
            id_width = max(len("id"), *(len(binding_id) for _, _, binding_id in self.rows))
            table.add_column("key", width=key_width)
            table.add_column("id", width=id_width)
            what_width = max(24, min(WHAT_WIDTH, self.app.size.width - key_width - id_width - 16))
            table.add_column("what it does", width=what_width)
            for keys, what, binding_id in self.rows:
                table.add_row(keys, binding_id, Text(textwrap.fill(what, what_width - 2)), height=None)
            yield table
