"""Data that lives as long as the process (lexicon, thesaurus, tables), set aside from the cyclic
garbage collector: a solver makes millions of short-lived objects, and each full collection
walked every loaded object again, a fifth of the cryptic solver's time."""

from __future__ import annotations

import gc
from functools import cache

YOUNG_OBJECTS = 10_000
"""How many new objects, net of those freed, start a collection of the youngest generation
(Python's default is 700; 50,000 was faster still, but held 70 MB more garbage over 300 clues)."""


@cache
def settle() -> None:
    """Once a process: collect what is garbage now, set everything still alive aside for good, and
    collect the young less often. Call it before any per-puzzle structure is built: an object set
    aside is never collected as part of a cycle again, nor is what it comes to hold."""
    gc.collect()
    gc.freeze()
    gc.set_threshold(YOUNG_OBJECTS, *gc.get_threshold()[1:])
