"""Saved sessions: the log itself, appended a line at a time, so a kill loses nothing.

Format (versioned): a JSON-lines file whose first line is
`{"format": "puzzle-workbench-session", "version": 1, "puzzle": {...}}` and whose
other lines are log entries: `{"do": G, "actions": [...]}`, `{"undo": G}`, `{"redo": G}`.
A last line cut short by a kill is ignored on reading.
"""

from __future__ import annotations

import json
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import IO, Any

from workbench.actions import action_from_json, action_to_json
from workbench.errors import FormatError, PuzzleError, Refused
from workbench.formats import puzzle_from_record
from workbench.puzzle import Puzzle
from workbench.session import Change, Entry, Session

FORMAT = "puzzle-workbench-session"
VERSION = 1
SUFFIX = ".session.jsonl"


def entry_to_json(entry: Entry) -> dict[str, Any]:
    """A log entry as a JSON-ready dict."""
    if entry.kind == "do":
        return {"do": entry.group, "actions": [action_to_json(a) for a in entry.actions]}
    return {entry.kind: entry.group}


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
    handle: IO[str]
    detach: Callable[[], None] = field(default=lambda: None, repr=False)

    @classmethod
    def create(cls, path: Path, puzzle: Puzzle) -> Journal:
        """Start a new session file for `puzzle`."""
        path.parent.mkdir(parents=True, exist_ok=True)
        handle = path.open("x", encoding="utf-8")
        header = {"format": FORMAT, "version": VERSION, "puzzle": puzzle.to_record()}
        handle.write(json.dumps(header, ensure_ascii=False) + "\n")
        handle.flush()
        return cls(path, handle)

    @classmethod
    def reopen(cls, path: Path) -> tuple[Journal, Session]:
        """Replay a session file and keep appending to it."""
        session = load_session(path)
        return cls(path, path.open("a", encoding="utf-8")), session

    def record(self, change: Change) -> None:
        """Append one log entry and flush it to the operating system."""
        self.handle.write(json.dumps(entry_to_json(change.entry), ensure_ascii=False) + "\n")
        self.handle.flush()

    def attach(self, session: Session) -> None:
        """Record every future change of `session`."""
        self.detach = session.subscribe(self.record)

    def close(self) -> None:
        """Stop recording and close the file."""
        self.detach()
        self.handle.close()


def peek_puzzle_record(path: Path) -> dict[str, Any]:
    """The puzzle record in a session file's header, unchecked (for fast listing)."""
    with path.open("rb") as handle:
        first = handle.readline()
    try:
        header = json.loads(first.decode("utf-8"))
    except (UnicodeDecodeError, json.JSONDecodeError):
        raise FormatError(path, 1, "the header is not valid JSON") from None
    if not isinstance(header, dict) or header.get("format") != FORMAT or not isinstance(header.get("puzzle"), dict):
        raise FormatError(path, 1, "not a workbench session file")
    return header["puzzle"]


def load_session(path: Path) -> Session:
    """Rebuild a session from its file; FormatError naming the line when it is wrong."""
    lines = _lines(path)
    puzzle = _puzzle_of(path, lines)
    session = Session(puzzle)
    last = len(lines)
    for number, raw in enumerate(lines[1:], start=2):
        if not raw.strip():
            continue
        try:
            entry = entry_from_json(json.loads(raw))
        except json.JSONDecodeError:
            if number == last and not raw.endswith("\n"):
                break  # the write that a kill cut short
            raise FormatError(path, number, "not valid JSON") from None
        except ValueError as error:
            raise FormatError(path, number, str(error)) from None
        try:
            session.replay(entry)
        except Refused as refusal:
            raise FormatError(path, number, f"the log does not fit the puzzle: {refusal.reason}") from None
    return session


def _lines(path: Path) -> list[str]:
    """The file's lines with their endings; FormatError when unreadable."""
    try:
        raw = path.read_bytes()
    except OSError as error:
        raise FormatError(path, None, f"cannot read the file: {error.strerror or error}") from None
    try:
        text = raw.decode("utf-8")
    except UnicodeDecodeError as error:
        line = raw[: error.start].count(b"\n") + 1
        raise FormatError(path, line, "not UTF-8") from None
    lines = text.splitlines(keepends=True)
    if not lines:
        raise FormatError(path, 1, "the session file is empty")
    return lines


def _puzzle_of(path: Path, lines: list[str]) -> Puzzle:
    """The puzzle in the header line."""
    try:
        header = json.loads(lines[0])
    except json.JSONDecodeError:
        raise FormatError(path, 1, "the header is not valid JSON") from None
    if not isinstance(header, dict) or header.get("format") != FORMAT:
        raise FormatError(path, 1, "not a workbench session file")
    if header.get("version") != VERSION:
        raise FormatError(path, 1, f"session format version {header.get('version')!r} is not supported (this reads {VERSION})")
    try:
        return puzzle_from_record(header.get("puzzle")).puzzle
    except PuzzleError as error:
        raise FormatError(path, 1, str(error)) from None
