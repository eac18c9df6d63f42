"""Regex crossword solvers: a JavaScript-dialect parser, line automata over cell domains,
arc-consistent propagation and a search that counts solutions up to two."""

from solvers.regex.solver import PropagationOnly, PropagationSearch

SOLVERS = (PropagationSearch, PropagationOnly)
