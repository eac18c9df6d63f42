"""The help screen: every key of the screen it was opened from, with its binding id."""

from __future__ import annotations

from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Vertical
from textual.screen import ModalScreen, Screen
from textual.widgets import DataTable, Static


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
        rows.append((binding.key_display or key, label, binding.id or ""))
    rows += [(keys, what, "") for keys, what in getattr(screen, "TYPING_KEYS", ())]
    return rows


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
            table.add_columns("key", "id", "what it does")
            for keys, what, binding_id in self.rows:
                table.add_row(keys, binding_id, what)
            yield table
