"""Puzzle models, one module per kind."""
