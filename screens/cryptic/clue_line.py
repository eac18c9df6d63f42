"""The clue line: the words, the selected span, and what the person marked on them."""

from __future__ import annotations

from rich.text import Text
from textual.widgets import Static

from workbench.actions import Action, ApplyIndicator, ChooseReading, MarkDefinition, Span
from workbench.models.cryptic import CrypticClue


def mark_style(note: Action | None) -> str:
    """How a marked word is drawn: definition, indicator or chosen reading."""
    match note:
        case MarkDefinition():
            return "bold underline green"
        case ApplyIndicator():
            return "bold yellow"
        case ChooseReading():
            return "bold cyan"
    return ""


def clue_text(puzzle: CrypticClue, selected: Span, notes: tuple[Action, ...]) -> Text:
    """The clue with the selection lit and the annotations coloured and labelled."""
    covering: dict[int, Action] = {}
    for note in notes:
        first, last = note.span  # type: ignore[attr-defined]
        for index in range(first, last + 1):
            covering[index] = note
    text = Text()
    for index, word in enumerate(puzzle.words):
        note = covering.get(index)
        style = mark_style(note)
        if selected[0] <= index <= selected[1]:
            style = f"{style} reverse".strip()
        text.append(word, style=style)
        labelled = note is not None and index == note.span[1]  # type: ignore[attr-defined]
        if labelled:
            text.append(label(note), style=mark_style(note))
        if labelled or not puzzle.closed_up[index]:
            text.append(" ")
    text.append(f"({puzzle.enumeration})", style="bold")
    return text


def label(note: Action) -> str:
    """The small tag after a marked span."""
    match note:
        case MarkDefinition():
            return "[def]"
        case ApplyIndicator(operation=operation):
            return f"[{operation}]"
        case ChooseReading(reading=reading):
            return f"→{reading.upper()}"
    return ""


def legend() -> Text:
    """What the colours mean."""
    text = Text("definition", style=mark_style(MarkDefinition((0, 0))))
    text.append("  ")
    text.append("indicator", style=mark_style(ApplyIndicator((0, 0), "anagram")))
    text.append("  ")
    text.append("chosen reading", style=mark_style(ChooseReading((0, 0), "x")))
    return text


class ClueLine(Static, can_focus=True):
    """The clue's words; holds the focus so that the screen's keys reach it."""
