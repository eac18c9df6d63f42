"""Cryptic clue solvers: an e-graph of wordplay readings over the clue's words."""

from solvers.cryptic.solver import EGraphSolver

SOLVERS = (EGraphSolver,)
