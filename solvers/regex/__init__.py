"""Regex crossword solvers: a JavaScript-dialect parser, line automata over cell domains,
arc-consistent propagation and a search that counts solutions up to two; and a generator."""

from solvers.regex.generate import generate
from solvers.regex.solver import PropagationOnly, PropagationSearch

SOLVERS = (PropagationSearch, PropagationOnly)

__all__ = ["SOLVERS", "generate"]
