"""The person's marks as the clue tree shows them before (or instead of) a solver's reading.

Glossary:
    premises  what a solver run reads from the session besides the clue: the marks and the
              letters the person typed or pinned. Candidates read from other premises are stale.
"""

from __future__ import annotations

from workbench.actions import Action, ApplyIndicator, ChooseReading, MarkDefinition
from workbench.models.cryptic import CrypticClue
from workbench.state import State

Premises = tuple[tuple[Action, ...], tuple[tuple[str, str], ...]]


def premises(state: State) -> Premises:
    """The marks, and the letters the person typed or pinned, of a state."""
    letters = tuple(sorted((symbol, letter) for symbol, letter in state.letters.items()
                           if symbol in state.pins or state.setters[symbol].is_person))
    return state.annotations, letters


def mark_line(clue: CrypticClue, note: Action) -> str:
    """One mark in words."""
    match note:
        case MarkDefinition(span=span):
            return f"definition '{clue.span_text(span)}'"
        case ApplyIndicator(span=span, operation=operation, fodder=fodder):
            of = f"'{clue.span_text(fodder)}'" if fodder is not None else "the words next to it"
            return f"{operation} by '{clue.span_text(span)}' of {of}"
        case ChooseReading(span=span, reading=reading):
            return f"'{clue.span_text(span)}' read as {reading.upper()}"
    return ""


def marks_tree(clue: CrypticClue, state: State) -> str:
    """The person's marks, one a line, and what reads them; empty when there are none."""
    if not state.annotations:
        return ""
    lines = ["your marks (F5 steps, F6 runs the e-graph with them):"]
    lines.extend(f"  {mark_line(clue, note)}" for note in state.annotations)
    return "\n".join(lines)
