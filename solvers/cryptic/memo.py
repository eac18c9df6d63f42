"""Bounded memoisation for per-phrase lookups: a clue looks the same phrase up many times, but a
session of thousands of clues must not keep every lookup it ever made."""

from __future__ import annotations

from collections.abc import Callable
from functools import lru_cache
from typing import TypeVar

PHRASES_KEPT = 4096
Function = TypeVar("Function", bound=Callable)


def per_phrase(function: Function) -> Function:
    """Keep the results of the last PHRASES_KEPT distinct calls of a lookup."""
    return lru_cache(maxsize=PHRASES_KEPT)(function)  # type: ignore[return-value]
