"""The library: the bundled puzzles and the recent sessions, one Enter away."""

from __future__ import annotations

import time

from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal, Vertical
from textual.screen import Screen
from textual.widgets import Footer, Header, OptionList, Static
from textual.widgets.option_list import Option

from screens.help import QUIT_TOOLTIP
from workbench.library import Shelf


def shelf_label(shelf: Shelf) -> str:
    """One line of the list: for sessions when it was saved, then kind and title."""
    when = f"{time.strftime('%m-%d %H:%M', time.localtime(shelf.saved))}  " if shelf.saved else ""
    return f"{when}{shelf.kind:<11} {shelf.title}"


class LibraryScreen(Screen):
    """Pick a puzzle to start or a session to resume."""

    BINDINGS = [
        Binding("r", "refresh", "Refresh", id="refresh", tooltip="Read the puzzles and the saved sessions again"),
        Binding("ctrl+q", "app.quit", "Quit", id="quit", tooltip=QUIT_TOOLTIP),
    ]

    DEFAULT_CSS = """
    LibraryScreen Horizontal { height: 1fr; }
    LibraryScreen Vertical { width: 1fr; }
    LibraryScreen .title { background: $primary; color: $background; padding: 0 1; text-style: bold; }
    LibraryScreen OptionList { height: 1fr; border: round $primary; text-wrap: nowrap; text-overflow: ellipsis; }
    LibraryScreen #hint { height: auto; padding: 0 1; color: $accent; }
    """

    def __init__(self, puzzles: list[Shelf], sessions: list[Shelf], heading: str = "Bundled puzzles") -> None:
        """List these puzzles under `heading`, and these saved sessions."""
        super().__init__()
        self.puzzles = puzzles
        self.sessions = sessions
        self.heading = heading

    def compose(self) -> ComposeResult:
        """Two lists side by side: puzzles and sessions."""
        yield Header()
        with Horizontal():
            with Vertical():
                yield Static(self.heading, classes="title")
                yield OptionList(*self._options(self.puzzles, "puzzle"), id="puzzles")
            with Vertical():
                yield Static("Recent sessions", classes="title")
                yield OptionList(*self._options(self.sessions, "session"), id="sessions")
        yield Static("Enter opens · Tab switches list · F1 lists every key · Ctrl+P commands", id="hint")
        yield Footer(compact=True)

    def on_mount(self) -> None:
        """Focus the puzzle list."""
        self.sub_title = "library"
        self.query_one("#puzzles", OptionList).focus()

    @staticmethod
    def _options(shelves: list[Shelf], prefix: str) -> list[Option]:
        """Options whose ids point back into the shelf lists."""
        if not shelves:
            return [Option(f"(no {prefix}s yet)", disabled=True)]
        return [Option(shelf_label(s), id=f"{prefix}-{i}") for i, s in enumerate(shelves)]

    def on_option_list_option_selected(self, event: OptionList.OptionSelected) -> None:
        """Open what was chosen."""
        prefix, index = (event.option.id or "-").split("-")
        shelves = self.puzzles if prefix == "puzzle" else self.sessions
        self.app.open_shelf(shelves[int(index)], resume=prefix == "session")  # type: ignore[attr-defined]

    def action_refresh(self) -> None:
        """Read the puzzles and sessions folders again."""
        self.app.action_library()  # type: ignore[attr-defined]
