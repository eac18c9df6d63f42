"""Saved sessions: the log itself, appended a line at a time, so a kill loses nothing.

Format (versioned): a JSON-lines file whose first line is
`{"format": "puzzle-workbench-session", "version": 2, "puzzle": {...}}` and whose
other lines are log entries: `{"do": G, "actions": [...]}`, `{"undo": G}`, `{"redo": G}`.
A last line cut short by a kill is ignored on reading, and cut off when the session is resumed.
Version 1 numbered a cryptic clue's words between spaces; version 2 counts each part of a
hyphenated word as a word. Version 1 files are read, and written afresh in version 2 when resumed.
"""

from __future__ import annotations

import json
import os
import shutil
from collections.abc import Callable
from dataclasses import dataclass, field, replace
from pathlib import Path
from typing import IO, Any

from workbench.actions import action_from_json, action_to_json
from workbench.errors import FormatError, PuzzleError, Refused
from workbench.formats import puzzle_from_record
from workbench.puzzle import Puzzle
from workbench.session import Change, Entry, Session

FORMAT = "puzzle-workbench-session"
VERSION = 2
READABLE_VERSIONS = (1, 2)
SUFFIX = ".session.jsonl"


def entry_to_json(entry: Entry) -> dict[str, Any]:
    """A log entry as a JSON-ready dict."""
    if entry.kind == "do":
        return {"do": entry.group, "actions": [action_to_json(a) for a in entry.actions]}
    return {entry.kind: entry.group}


def header_line(puzzle: Puzzle) -> str:
    """The first line of a session file, for `puzzle`."""
    return json.dumps({"format": FORMAT, "version": VERSION, "puzzle": puzzle.to_record()}, ensure_ascii=False) + "\n"


def entry_line(entry: Entry) -> str:
    """One log entry as a line of the file."""
    return json.dumps(entry_to_json(entry), ensure_ascii=False) + "\n"


def entry_from_json(data: Any) -> Entry:
    """A log entry from its JSON form; ValueError when malformed."""
    if not isinstance(data, dict) or len(set(data) & {"do", "undo", "redo"}) != 1:
        raise ValueError("a log line needs exactly one of 'do', 'undo', 'redo'")
    kind = next(k for k in ("do", "undo", "redo") if k in data)
    group = data[kind]
    if not isinstance(group, int) or isinstance(group, bool):
        raise ValueError(f"'{kind}' must name a group number")
    if kind != "do":
        return Entry(kind, group)
    actions = data.get("actions")
    if not isinstance(actions, list) or not actions:
        raise ValueError("a 'do' line needs a list of actions")
    return Entry("do", group, tuple(action_from_json(a) for a in actions))


@dataclass
class Journal:
    """An open session file that every change is appended to."""

    path: Path
    handle: IO[str] | None
    detach: Callable[[], None] = field(default=lambda: None, repr=False)
    failure: str | None = None
    """Why saving stopped (a full disk, a folder gone), or None while it goes on."""
    header: str = ""
    """The header line still to write: a deferred journal makes its file on the first change."""
    read_version: int = VERSION
    """The format version the file was in when it was opened (older files are written afresh)."""

    @property
    def written_afresh(self) -> bool:
        """True when the file was in an older format when it was opened, and is now in this one."""
        return self.read_version != VERSION

    @classmethod
    def create(cls, path: Path, puzzle: Puzzle) -> Journal:
        """Start a new session file for `puzzle` now."""
        journal = cls.deferred(path, puzzle)
        journal.handle = journal._start()
        return journal

    @classmethod
    def deferred(cls, path: Path, puzzle: Puzzle) -> Journal:
        """A journal whose file is made on the first change, so an untouched session leaves none."""
        return cls(path, None, header=header_line(puzzle))

    def _start(self) -> IO[str]:
        """Make the file with its header line."""
        self.path.parent.mkdir(parents=True, exist_ok=True)
        handle = self.path.open("x", encoding="utf-8")
        handle.write(self.header)
        handle.flush()
        return handle

    @classmethod
    def reopen(cls, path: Path) -> tuple[Journal, Session]:
        """Replay a session file and keep appending to it, after a tail a kill cut short; a file of
        an older format is first written afresh in this one."""
        session, kept, version = _replay(path)
        if version != VERSION:
            _rewrite(path, session)
            return cls(path, path.open("a", encoding="utf-8"), read_version=version), session
        with path.open("r+b") as handle:
            handle.truncate(kept)
            handle.seek(kept - 1)
            if handle.read(1) != b"\n":
                handle.write(b"\n")
        return cls(path, path.open("a", encoding="utf-8")), session

    def record(self, change: Change) -> None:
        """Append one log entry and flush it to the operating system; on a write error, stop saving.

        Stopping keeps the file a true prefix of the session: a later line must not follow a lost one.
        """
        try:
            if self.handle is None:
                self.handle = self._start()
            self.handle.write(entry_line(change.entry))
            self.handle.flush()
        except OSError as error:
            self.failure = f"{self.path.name}: {error.strerror or error}; later changes are not saved"
            self.detach()

    def attach(self, session: Session) -> None:
        """Record every future change of `session`."""
        self.detach = session.subscribe(self.record)

    def close(self) -> None:
        """Stop recording and close the file."""
        self.detach()
        try:
            if self.handle is not None:
                self.handle.close()
        except OSError:
            pass  # the write that failed is already in `failure`


def peek_puzzle_record(path: Path) -> dict[str, Any]:
    """The puzzle record in a session file's header, unchecked (for fast listing)."""
    with path.open("rb") as handle:
        header = _header(path, handle.readline())
    if not isinstance(header.get("puzzle"), dict):
        raise FormatError(path, 1, "not a workbench session file")
    return header["puzzle"]


def load_session(path: Path) -> Session:
    """Rebuild a session from its file; FormatError naming the line when it is wrong."""
    return _replay(path)[0]


def _rewrite(path: Path, session: Session) -> None:
    """Write a session's whole log to its file in this format: flushed to disk and given the file's
    permissions before it replaces the file (a link's target), which stays as it was if writing fails."""
    target = path.resolve()
    written = target.with_name(target.name + ".new")
    try:
        with written.open("w", encoding="utf-8") as handle:
            handle.write(header_line(session.puzzle) + "".join(entry_line(entry) for entry in session.log))
            handle.flush()
            os.fsync(handle.fileno())
        shutil.copymode(target, written)
        os.replace(written, target)
    except OSError as error:
        written.unlink(missing_ok=True)
        raise FormatError(path, None, f"cannot write it afresh in version {VERSION}: {error.strerror or error}") from None


def _replay(path: Path) -> tuple[Session, int, int]:
    """The session a file holds, how many of its bytes hold it (a tail cut short by a kill is not),
    and the file's format version. Actions of an older version are read in today's terms."""
    try:
        raw = path.read_bytes()
    except OSError as error:
        raise FormatError(path, None, f"cannot read the file: {error.strerror or error}") from None
    if not raw.strip():
        raise FormatError(path, 1, "the session file is empty")
    lines = raw.split(b"\n")  # only "\n" ends a line: JSON text may hold U+2028 and the like
    header = _header(path, lines[0])
    session = Session(_puzzle_of(path, header))
    version = header["version"]
    kept = len(lines[0]) + 1
    for number, line in enumerate(lines[1:], start=2):
        cut_short = number == len(lines)  # the bytes after the last newline
        if not line.strip():
            kept += len(line) + 1
            continue
        try:
            entry = upgraded(entry_from_json(_decoded(line)), session.puzzle, version)
        except _NotJSON as error:
            if cut_short:
                break  # the write that a kill cut short
            raise FormatError(path, number, str(error)) from None
        except ValueError as error:
            raise FormatError(path, number, str(error)) from None
        try:
            session.replay(entry)
        except Refused as refusal:
            raise FormatError(path, number, f"the log does not fit the puzzle: {refusal.reason}") from None
        kept += len(line) + 1
    return session, min(kept, len(raw)), version


def upgraded(entry: Entry, puzzle: Puzzle, version: int) -> Entry:
    """A log entry of format `version` in today's terms."""
    if entry.kind != "do" or version == VERSION:
        return entry
    return replace(entry, actions=tuple(puzzle.upgraded(action, version) for action in entry.actions))


class _NotJSON(ValueError):
    """A line that does not decode as JSON."""


def _decoded(line: bytes) -> Any:
    """One line's JSON value; _NotJSON saying why it is not one."""
    try:
        return json.loads(line.decode("utf-8"))
    except UnicodeDecodeError:
        raise _NotJSON("not UTF-8") from None
    except (json.JSONDecodeError, RecursionError):
        raise _NotJSON("not valid JSON") from None


def _header(path: Path, line: bytes) -> dict[str, Any]:
    """The header line as a dict; FormatError when it is not a session header."""
    try:
        header = _decoded(line)
    except _NotJSON as error:
        raise FormatError(path, 1, f"the header is {error}") from None
    if not isinstance(header, dict) or header.get("format") != FORMAT:
        raise FormatError(path, 1, "not a workbench session file")
    return header


def _puzzle_of(path: Path, header: dict[str, Any]) -> Puzzle:
    """The puzzle in the header line."""
    if header.get("version") not in READABLE_VERSIONS:
        raise FormatError(path, 1, f"session format version {header.get('version')!r} is not supported (this reads {', '.join(map(str, READABLE_VERSIONS))})")
    try:
        return puzzle_from_record(header.get("puzzle")).puzzle
    except PuzzleError as error:
        raise FormatError(path, 1, str(error)) from None
