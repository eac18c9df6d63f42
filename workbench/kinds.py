"""The puzzle kinds and where their models live; each module defines `PUZZLE` and `score`."""

from __future__ import annotations

import importlib
from types import ModuleType

KINDS = ("cryptogram", "codeword", "regex", "cryptic", "riddle")


def kind_module(kind: str) -> ModuleType:
    """The model module of a kind; KeyError naming the kind when it is unknown."""
    if kind not in KINDS:
        raise KeyError(f"unknown kind {kind!r} (one of: {', '.join(KINDS)})")
    return importlib.import_module(f"workbench.models.{kind}")

