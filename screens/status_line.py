"""The status line: who made the last change, and what it was."""

from __future__ import annotations

from textual.widgets import Static

from workbench.session import Change


def describe_change(change: Change) -> str:
    """A change in words: 'you: O=E (+2 more)', 'undone: your change', 'redone: ga step 3's change'."""
    entry = change.entry
    who = change.source.describe()
    if entry.kind == "do":
        first = entry.actions[0].describe()
        more = f" (+{len(entry.actions) - 1} more)" if len(entry.actions) > 1 else ""
        return f"{who}: {first}{more}"
    whose = "your" if change.source.is_person else f"{who}'s"
    return f"{entry.kind}ne: {whose} change"


class StatusLine(Static):
    """One line at the bottom: the last change and who made it."""

    DEFAULT_CSS = """
    StatusLine { height: 1; background: $primary; color: $background; padding: 0 1; }
    """

    def show_change(self, change: Change) -> None:
        """Say what just changed."""
        self.update(f"last change — {describe_change(change)}")
