"""Data that lives as long as the process (lexicon, thesaurus, tables), set aside from the cyclic
garbage collector: a solver makes millions of short-lived objects, and each full collection
walked every loaded object again, a fifth of the cryptic solver's time."""

from __future__ import annotations

import gc

YOUNG_OBJECTS = 50_000
"""How many new objects, net of those freed, start a collection of the youngest generation
(Python's default, 700, ran one every few hundred microseconds of solving)."""


def settle() -> None:
    """Collect what is garbage now, set everything still alive aside for good, and collect the
    young less often."""
    gc.collect()
    gc.freeze()
    gc.set_threshold(YOUNG_OBJECTS, *gc.get_threshold()[1:])
