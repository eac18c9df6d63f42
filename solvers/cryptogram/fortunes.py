"""Quotes from fortune files (entries separated by `%` lines) that read like cryptograms.

Glossary:
    entry        the lines between two `%` lines.
    attribution  a closing line that starts with `--` (who said it): dropped.
    quote        an entry that is one paragraph of plain prose once its attribution is
                 dropped: no blank or indented line (verse, dialogue, code), printable
                 ASCII with no digits or markup, that opens with a letter, a quotation
                 mark or a bracket, joined into one upper-case line.
    letters      the A-Z letters of a quote in order: two quotes with the same letters
                 are the same puzzle.
"""

from __future__ import annotations

import re
import string
from collections.abc import Iterable, Iterator
from pathlib import Path

ALLOWED = frozenset(string.ascii_letters + " .,;:!?'\"-()")
OPENING = frozenset(string.ascii_letters + "\"'(")
SPACES = re.compile(r"\s+")


def entries(text: str) -> Iterator[list[str]]:
    """The entries of a fortune file, each as its lines."""
    lines: list[str] = []
    for line in text.splitlines():
        if line.strip() == "%":
            yield lines
            lines = []
        else:
            lines.append(line.rstrip())
    yield lines


def quote(lines: list[str]) -> str | None:
    """The entry as one upper-case line, or None when it does not read like a quote."""
    while lines and lines[-1].strip().startswith("--"):
        lines = lines[:-1]
    if not lines or any(not line.strip() or line[0].isspace() for line in lines):
        return None
    joined = SPACES.sub(" ", " ".join(lines)).strip()
    if not set(joined) <= ALLOWED or "--" in joined or "''" in joined or joined[0] not in OPENING:
        return None
    return joined.upper()


def letters(text: str) -> str:
    """The A-Z letters of a text, upper case, in order."""
    return "".join(ch for ch in text.upper() if "A" <= ch <= "Z")


def fortune_files(paths: Iterable[Path]) -> list[Path]:
    """The files named, a folder standing for its fortune files (those with no suffix), by name."""
    found = []
    for path in paths:
        found.extend(sorted(p for p in path.iterdir() if p.is_file() and not p.suffix) if path.is_dir() else [path])
    return found


def quotes(paths: Iterable[Path]) -> list[str]:
    """Every distinct quote of the files (a folder: its fortune files), in file order."""
    found: dict[str, str] = {}
    for path in fortune_files(paths):
        for lines in entries(path.read_text(encoding="utf-8", errors="replace")):
            made = quote(lines)
            if made is not None:
                found.setdefault(letters(made), made)
    return list(found.values())
