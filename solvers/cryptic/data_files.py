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


def write_lines(name: str, rows: list[str]) -> None:
    """Write a gzip'd data file, byte for byte the same for the same rows (no timestamp)."""
    data = "".join(row + "\n" for row in rows).encode("utf-8")
    (DATA / name).write_bytes(gzip.compress(data, compresslevel=9, mtime=0))
