"""What a codeword solver shows the session: the actions that turn the letters on screen into its own."""

from __future__ import annotations

from collections.abc import Mapping

from workbench.actions import Action, Assign, Clear


def actions_towards(shown: Mapping[str, str], wanted: Mapping[str, str], pinned: Mapping[str, str]) -> tuple[Action, ...]:
    """Clears, then assigns, that change `shown` into `wanted`, never touching pinned numbers."""
    clears = tuple(
        Clear(symbol) for symbol, letter in shown.items()
        if symbol not in pinned and wanted.get(symbol) != letter
    )
    assigns = tuple(
        Assign(symbol, letter) for symbol, letter in wanted.items()
        if symbol not in pinned and shown.get(symbol) != letter
    )
    return clears + assigns
