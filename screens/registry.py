"""Which screen shows each kind: `screens.<kind>` defines `SCREEN`."""

from __future__ import annotations

import importlib

from textual.screen import Screen


def screen_for(kind: str) -> type[Screen] | None:
    """The screen class of a kind, or None when the kind has none yet."""
    try:
        module = importlib.import_module(f"screens.{kind}")
    except ModuleNotFoundError as error:
        if error.name == f"screens.{kind}":
            return None
        raise
    return getattr(module, "SCREEN", None)
