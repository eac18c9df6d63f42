"""Codeword solvers: propagation and search first, the seed's genetic algorithm beside it."""

from solvers.codeword.ga import GeneticSolver
from solvers.codeword.generate import generate
from solvers.codeword.propagate import PropagateSolver

SOLVERS = (PropagateSolver, GeneticSolver)

__all__ = ["SOLVERS", "generate"]
