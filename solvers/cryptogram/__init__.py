"""Cryptogram solvers: the ranking solver first, then the seed's propagation and search."""

from solvers.cryptogram.ranked import RankedSolver
from solvers.cryptogram.seed import SeedSolver

SOLVERS = (RankedSolver, SeedSolver)
