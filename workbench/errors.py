"""The errors the workbench reports in one line."""

from __future__ import annotations

from pathlib import Path


class PuzzleError(ValueError):
    """A puzzle's content is wrong: ragged rows, a letter used twice, an empty text."""


class FormatError(ValueError):
    """A file could not be read: names the file, the line and what is wrong."""

    def __init__(self, path: Path | str, line: int | None, message: str, puzzle_id: str = "", kind: str = "") -> None:
        """Name the file, the line (None for the whole file), what is wrong, and the puzzle when known."""
        self.path = str(path)
        self.line = line
        self.message = message
        self.puzzle_id = puzzle_id
        self.kind = kind
        super().__init__(str(self))

    def __str__(self) -> str:
        """'file:line: message', or 'file: message'."""
        where = self.path if self.line is None else f"{self.path}:{self.line}"
        return f"{where}: {self.message}"


class Refused(Exception):
    """An action the session will not apply, with the reason in words."""

    def __init__(self, reason: str) -> None:
        """Keep the reason for the notice."""
        self.reason = reason
        super().__init__(reason)
