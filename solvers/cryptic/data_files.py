"""Where the cryptic solver's shipped data lives, and how its files are read."""

from __future__ import annotations

import gzip
from pathlib import Path

DATA = Path(__file__).parent / "data"


def lines(name: str) -> list[str]:
    """The non-blank, non-comment lines of a data file (gzip'd when it ends in .gz)."""
    path = DATA / name
    text = gzip.decompress(path.read_bytes()).decode("utf-8") if name.endswith(".gz") else path.read_text("utf-8")
    return [line for line in text.splitlines() if line.strip() and not line.startswith("#")]
