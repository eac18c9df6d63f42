"""The interchange format: one puzzle per `.json` file, one per line in `.jsonl`.

Scoring fields (`solution`, `set`, `bucket`, `source`) are split off as they are read:
the puzzle a solver sees never holds them.
"""

from __future__ import annotations

import json
from collections.abc import Iterator, Mapping
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from workbench.errors import FormatError, PuzzleError
from workbench.kinds import kind_module
from workbench.models.codeword import grid_from_text
from workbench.puzzle import SCORING_FIELDS, Puzzle

PUZZLE_SUFFIXES = (".json", ".jsonl")
TYPED_GRID_SUFFIXES = (".txt", ".grid")
"""A file named with one of these holds a codeword grid as typed: one row a line, '#' or '.' a block."""


@dataclass(frozen=True)
class Entry:
    """A puzzle as read from a file, with what the benchmark scores it against."""

    puzzle: Puzzle
    truth: Mapping[str, Any] | None = None
    labels: Mapping[str, str] = field(default_factory=dict)
    line: int | None = None


def read_records(path: Path | str) -> Iterator[tuple[int | None, Any] | FormatError]:
    """Every decoded JSON value of a file with its line (None for `.json`), or a FormatError."""
    path = Path(path)
    try:
        raw = path.read_bytes()
    except OSError as error:
        yield FormatError(path, None, f"cannot read the file: {error.strerror or error}")
        return
    if path.suffix in TYPED_GRID_SUFFIXES:
        yield _typed_grid(path, raw)
        return
    if path.suffix != ".jsonl":
        yield _decoded(path, None, raw)
        return
    for number, line in enumerate(raw.split(b"\n"), start=1):
        if line.strip():
            yield _decoded(path, number, line)


def read_entries(path: Path | str) -> Iterator[Entry | FormatError]:
    """Every puzzle in a file, or a FormatError in its place when that one is bad."""
    for found in read_records(path):
        if isinstance(found, FormatError):
            yield found
            continue
        line, record = found
        try:
            entry = puzzle_from_record(record)
        except PuzzleError as error:
            named = record if isinstance(record, dict) else {}
            yield FormatError(path, line, str(error), _text(named.get("id")), _text(named.get("kind")))
            continue
        yield Entry(entry.puzzle, entry.truth, entry.labels, line)


def _text(value: Any) -> str:
    """A record field as text for an error line, empty unless it is a string."""
    return value if isinstance(value, str) else ""


def read_puzzle(path: Path | str) -> Entry:
    """The single (or first) puzzle of a file; FormatError when it cannot be read."""
    for found in read_entries(path):
        if isinstance(found, FormatError):
            raise found
        return found
    raise FormatError(path, None, "the file holds no puzzle")


def puzzle_from_record(record: Any) -> Entry:
    """An Entry from a decoded JSON value; PuzzleError saying what is wrong."""
    if not isinstance(record, dict):
        raise PuzzleError(f"a puzzle must be a JSON object, not {type(record).__name__}")
    kind = record.get("kind")
    if not isinstance(kind, str):
        raise PuzzleError("the puzzle has no 'kind'")
    try:
        module = kind_module(kind)
    except KeyError as error:
        raise PuzzleError(error.args[0]) from None
    model: type[Puzzle] = module.PUZZLE
    allowed = model.fields | SCORING_FIELDS | {"id", "kind"}
    unknown = sorted(set(record) - allowed)
    if unknown:
        raise PuzzleError(f"unknown field {unknown[0]!r} for a {kind}")
    if not isinstance(record.get("id", ""), str):
        raise PuzzleError("'id' must be a string")
    solver_side = {k: v for k, v in record.items() if k not in SCORING_FIELDS}
    labels = {k: str(record[k]) for k in ("set", "bucket") if k in record}
    truth = record.get("solution")
    if truth is not None and not isinstance(truth, dict):
        raise PuzzleError("'solution' must be an object")
    return Entry(model.from_record(solver_side), truth, labels)


def _utf8(path: Path, line: int | None, raw: bytes) -> str | FormatError:
    """The bytes as UTF-8 text, or a FormatError naming the first byte that is not."""
    try:
        return raw.decode("utf-8")
    except UnicodeDecodeError as error:
        return FormatError(path, line, f"not UTF-8 (byte 0x{raw[error.start]:02x} at offset {error.start})")


def _typed_grid(path: Path, raw: bytes) -> tuple[None, dict[str, Any]] | FormatError:
    """A typed codeword grid as a record named after the file, or a FormatError naming the bad token."""
    text = _utf8(path, None, raw)
    if isinstance(text, FormatError):
        return text
    try:
        rows = grid_from_text(text)
    except PuzzleError as error:
        return FormatError(path, None, str(error), path.stem, "codeword")
    return None, {"id": path.stem, "kind": "codeword", "grid": rows}


def _decoded(path: Path, line: int | None, raw: bytes) -> tuple[int | None, Any] | FormatError:
    """Decode one JSON value, turning every failure into a FormatError."""
    text = _utf8(path, line, raw)
    if isinstance(text, FormatError):
        return text
    if not text.strip():
        return FormatError(path, line, "the file is empty")
    try:
        record = json.loads(text)
    except json.JSONDecodeError as error:
        where = line if line is not None else error.lineno
        truncated = " (truncated?)" if error.pos >= len(text.rstrip()) else ""
        return FormatError(path, where, f"not valid JSON: {error.msg.removesuffix(' at')} at column {error.colno}{truncated}")
    except RecursionError:
        return FormatError(path, line, "not valid JSON: nested too deeply")
    return line, record


def write_puzzles(path: Path | str, puzzles: list[Puzzle]) -> None:
    """Write puzzles: one object for `.json` (exactly one puzzle), one per line for `.jsonl`."""
    path = Path(path)
    records = [p.to_record() for p in puzzles]
    if path.suffix not in PUZZLE_SUFFIXES:
        raise ValueError("puzzles are written to a .json or .jsonl file")
    if path.suffix == ".jsonl":
        text = "".join(json.dumps(r, ensure_ascii=False) + "\n" for r in records)
    elif len(records) == 1:
        text = json.dumps(records[0], ensure_ascii=False, indent=1) + "\n"
    else:
        raise ValueError("a .json file holds exactly one puzzle; use .jsonl for several")
    path.write_text(text, encoding="utf-8")
