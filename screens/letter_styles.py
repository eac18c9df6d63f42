"""How letters and bars are drawn on every screen: who set a letter shows in its colour."""

from __future__ import annotations

from workbench.state import State

GIVEN_STYLE = "bold #FFFF55"
PERSON_STYLE = "bold #FFFFFF"
SOLVER_STYLE = "bold #55FFFF"


def letter_style(state: State, symbol: str) -> str:
    """Pinned and given letters yellow, the person's white, a solver's cyan."""
    if symbol in state.pins:
        return GIVEN_STYLE
    setter = state.setters.get(symbol)
    return PERSON_STYLE if setter is None or setter.is_person else SOLVER_STYLE


def bar(share: float, width: int) -> str:
    """A horizontal bar of `share` (0..1) of `width` cells."""
    return "█" * round(share * width)
