"""Turning a solver's key into the actions that bring a session to it."""

from __future__ import annotations

from collections.abc import Mapping

from workbench.actions import Action, Assign, Clear
from workbench.models.cryptogram import Cryptogram


def actions_towards(puzzle: Cryptogram, shown: Mapping[str, str], key: Mapping[str, str],
                    pinned: frozenset[str]) -> tuple[Action, ...]:
    """Clears, then assignments, that turn the letters `shown` into `key`; pins untouched."""
    changed = [s for s in puzzle.symbols if s not in pinned and shown.get(s) != key.get(s)]
    clears = [Clear(s) for s in changed if s in shown]
    assigns = [Assign(s, key[s]) for s in changed if s in key]
    return tuple(clears + assigns)


def key_text(key: Mapping[str, str]) -> str:
    """A key in one line: 'A>T B>H ...', cipher letters in order."""
    return " ".join(f"{c}>{p}" for c, p in sorted(key.items())) or "(empty)"
