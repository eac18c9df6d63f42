"""Regex crossword solvers: a JavaScript-dialect parser, line automata over cell domains,
arc-consistent propagation and a search that counts solutions up to two; and a generator."""

from __future__ import annotations

import random

from solvers.regex.solver import PropagationOnly, PropagationSearch
from workbench.models.regex import RegexPuzzle

SOLVERS = (PropagationSearch, PropagationOnly)


def generate(rng: random.Random) -> RegexPuzzle:
    """A new regex crossword with a unique solution (see `solvers.regex.generator`)."""
    from solvers.regex.generator import generate as make

    return make(rng)
