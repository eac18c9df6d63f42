"""Letter riddle solvers (best first) and the riddle generator."""

from solvers.riddle.generator import generate
from solvers.riddle.sieve import IndexSieve, ScanSieve

SOLVERS = (IndexSieve, ScanSieve)

__all__ = ["SOLVERS", "generate"]
