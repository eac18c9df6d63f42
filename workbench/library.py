"""Where puzzles and saved sessions are found: the bundled ones and the user's own."""

from __future__ import annotations

import os
import time
import uuid
from dataclasses import dataclass
from pathlib import Path

from workbench.errors import FormatError, PuzzleError
from workbench.formats import PUZZLE_SUFFIXES, puzzle_from_record, read_entries, read_records
from workbench.journal import SUFFIX, Journal, peek_puzzle_record
from workbench.puzzle import Puzzle
from workbench.session import Session


@dataclass(frozen=True)
class Shelf:
    """A puzzle on the library's shelf: where it is and what it is."""

    path: Path
    title: str
    kind: str
    line: int | None = None
    saved: float | None = None


def data_dir() -> Path:
    """Where sessions are saved: $WORKBENCH_DATA_DIR, or the user's data folder."""
    override = os.environ.get("WORKBENCH_DATA_DIR")
    if override:
        return Path(override)
    import platformdirs

    return Path(platformdirs.user_data_dir("puzzle-workbench"))


def sessions_dir() -> Path:
    """The folder of saved sessions."""
    return data_dir() / "sessions"


def bundled_dir() -> Path:
    """The folder of puzzles that ship with the workbench."""
    from puzzles import BUNDLED

    return BUNDLED


def puzzles_in(folder: Path) -> list[Shelf]:
    """Every puzzle-shaped record in a folder's .json/.jsonl files, by file name.

    A record that is not a good puzzle is still listed (by its name or id): opening it says what is wrong.
    """
    found = []
    for path in sorted(p for p in folder.glob("*") if p.suffix in PUZZLE_SUFFIXES and not p.name.endswith(SUFFIX)):
        for record in read_records(path):
            if isinstance(record, FormatError) or not isinstance(record[1], dict):
                continue
            line, fields = record
            found.append(Shelf(path, _title(fields, path), str(fields.get("kind", "?")), line))
    return found


def _title(record: dict, path: Path) -> str:
    """A listing title: the puzzle's own (a clue, a grid's size) without its kind, else its name, id or file name."""
    try:
        title = puzzle_from_record(record).puzzle.title
    except PuzzleError:
        return str(record.get("name") or record.get("id") or path.stem)
    return title.removeprefix(f"{record['kind']} ")


def puzzle_on(shelf: Shelf) -> Puzzle:
    """The puzzle a shelf entry points at, read afresh; FormatError when it is gone or broken."""
    for found in read_entries(shelf.path):
        if isinstance(found, FormatError):
            if found.line in (None, shelf.line):
                raise found
        elif found.line == shelf.line:
            return found.puzzle
    raise FormatError(shelf.path, shelf.line, "the puzzle is no longer in the file")


def recent_sessions(limit: int = 20) -> list[Shelf]:
    """Saved sessions, newest first; unreadable ones are left out."""
    folder = sessions_dir()
    if not folder.is_dir():
        return []
    saved = {path: when for path in folder.glob(f"*{SUFFIX}") if (when := _saved_at(path)) is not None}
    found = []
    for path in sorted(saved, key=saved.__getitem__, reverse=True)[:limit]:
        try:
            record = peek_puzzle_record(path)
        except (FormatError, OSError):
            continue
        found.append(Shelf(path, _title(record, path), str(record.get("kind", "?")), saved=saved[path]))
    return found


def _saved_at(path: Path) -> float | None:
    """When a file was last written; None when it is gone (or a link to nothing)."""
    try:
        return path.stat().st_mtime
    except OSError:
        return None


def new_session(puzzle: Puzzle) -> tuple[Journal, Session]:
    """A fresh session of a puzzle; its file is made on the first change (OSError now if it cannot be)."""
    stamp = time.strftime("%Y%m%d-%H%M%S")
    safe = "".join(ch if ch.isalnum() or ch in "-_" else "_" for ch in puzzle.id)[:60] or puzzle.kind
    folder = sessions_dir()
    folder.mkdir(parents=True, exist_ok=True)
    if not os.access(folder, os.W_OK):
        raise PermissionError(13, "Permission denied", str(folder))
    path = folder / f"{safe}-{stamp}-{uuid.uuid4().hex[:6]}{SUFFIX}"
    session = Session(puzzle)
    journal = Journal.deferred(path, puzzle)
    journal.attach(session)
    return journal, session


def resume(path: Path) -> tuple[Journal, Session]:
    """Reopen a saved session and keep saving to it."""
    journal, session = Journal.reopen(path)
    journal.attach(session)
    return journal, session
