"""Cryptogram solvers: the ranking solver first, then the seed's propagation and search."""

from solvers.cryptogram.making import generate
from solvers.cryptogram.ranked import RankedSolver
from solvers.cryptogram.seed import SeedSolver

SOLVERS = (RankedSolver, SeedSolver)

__all__ = ["SOLVERS", "generate"]
