"""A small modal list: pick one option (an operation, a reading) or Escape."""

from __future__ import annotations

from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Vertical
from textual.screen import ModalScreen
from textual.widgets import OptionList, Static
from textual.widgets.option_list import Option


class ChoiceScreen(ModalScreen[str | None]):
    """Offers options; dismisses with the chosen option's id, or None on Escape."""

    BINDINGS = [Binding("escape", "cancel", "Cancel", id="choice-cancel")]

    DEFAULT_CSS = """
    ChoiceScreen { align: center middle; }
    ChoiceScreen #choice-box { width: 60; height: auto; max-height: 30; border: round $accent; background: $panel; }
    ChoiceScreen #choice-title { padding: 0 1; text-style: bold; }
    ChoiceScreen OptionList { height: auto; max-height: 26; }
    """

    def __init__(self, title: str, options: list[tuple[str, str]]) -> None:
        super().__init__()
        self.title_text = title
        self.options = options

    def compose(self) -> ComposeResult:
        """The title and the options."""
        with Vertical(id="choice-box"):
            yield Static(self.title_text, id="choice-title")
            yield OptionList(*(Option(label, id=value) for value, label in self.options), id="choice-list")

    def on_option_list_option_selected(self, event: OptionList.OptionSelected) -> None:
        """Enter on an option chooses it."""
        self.dismiss(event.option.id)

    def action_cancel(self) -> None:
        """Escape chooses nothing."""
        self.dismiss(None)
