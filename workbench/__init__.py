"""Puzzle Workbench: a person and automated solvers working one puzzle together."""

__version__ = "0.1.0"
