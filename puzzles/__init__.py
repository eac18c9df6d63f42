"""Puzzles the workbench opens out of the box (see README.md here for their origins)."""

from pathlib import Path

BUNDLED = Path(__file__).parent
