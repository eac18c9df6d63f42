"""Which screen shows each kind: `screens.<kind>` defines `SCREEN`."""

from __future__ import annotations

import importlib

from textual.binding import Binding, BindingsMap
from textual.dom import DOMNode
from textual.screen import Screen

from workbench.kinds import KINDS


def screen_for(kind: str) -> type[Screen] | None:
    """The screen class of a kind, or None when the kind has none yet."""
    try:
        module = importlib.import_module(f"screens.{kind}")
    except ModuleNotFoundError as error:
        if error.name == f"screens.{kind}":
            return None
        raise
    return getattr(module, "SCREEN", None)


def binding_sets(app: type[DOMNode]) -> list[list[Binding]]:
    """For every screen and widget class of the workbench, the bindings in force there, the app's included.

    Every kind's screen module is imported, so its classes are known.
    """
    for kind in KINDS:
        screen_for(kind)
    ours = [cls for cls in _subclasses(DOMNode) if cls.__module__.startswith("screens.")]
    return [bindings_of(cls) + bindings_of(app) for cls in ours]


def bindings_of(cls: type[DOMNode]) -> list[Binding]:
    """A class's bindings, inherited ones included, one a key."""
    return [binding for base in reversed(cls.__mro__) if issubclass(base, DOMNode)
            for bindings in BindingsMap(base.__dict__.get("BINDINGS", [])).key_to_bindings.values()
            for binding in bindings]


def _subclasses(cls: type) -> set[type]:
    """Every subclass of a class, however deep."""
    found = set(cls.__subclasses__())
    return found.union(*(_subclasses(sub) for sub in found)) if found else found
