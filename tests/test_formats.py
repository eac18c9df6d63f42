"""Readers: good files read back, bad ones give one line naming the file and line; fuzzed."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from workbench.actions import ACTION_TYPES, Assign, Source, action_from_json, action_to_json
from workbench.errors import FormatError
from workbench.formats import Entry, read_entries, read_puzzle, write_puzzles
from workbench.journal import load_session
from workbench.models.cryptogram import Cryptogram

GOOD = {"id": "a", "kind": "cryptogram", "ciphertext": "XYZ XQQ", "patristocrat": False, "given": {}}
FUZZ = settings(max_examples=120, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])


def write(path: Path, text: str | bytes) -> Path:
    """Write a file and return its path."""
    path.write_bytes(text if isinstance(text, bytes) else text.encode())
    return path


def errors_of(path: Path) -> list[str]:
    """The error lines a file gives."""
    return [str(e) for e in read_entries(path) if isinstance(e, FormatError)]


def test_a_puzzle_survives_writing_and_reading(tmp_path: Path) -> None:
    puzzle = Cryptogram(id="p", ciphertext="ABC, DEF!", patristocrat=False, given={"A": "T"})
    write_puzzles(tmp_path / "one.json", [puzzle])
    write_puzzles(tmp_path / "many.jsonl", [puzzle, puzzle])
    assert read_puzzle(tmp_path / "one.json").puzzle == puzzle
    assert [e.puzzle for e in read_entries(tmp_path / "many.jsonl")] == [puzzle, puzzle]


def test_scoring_fields_never_reach_the_puzzle(tmp_path: Path) -> None:
    record = {**GOOD, "solution": {"plaintext": "THE TOO"}, "bucket": "short", "source": "x"}
    entry = read_puzzle(write(tmp_path / "p.json", json.dumps(record)))
    assert entry.truth == {"plaintext": "THE TOO"} and entry.labels == {"bucket": "short"}
    assert "THE" not in json.dumps(entry.puzzle.to_record())


@pytest.mark.parametrize(
    ("content", "message"),
    [
        ('{"id": "a", "kind": "cryptogram", "ciphertext": "AB', "p.jsonl:1: not valid JSON"),
        (json.dumps({**GOOD, "colour": "red"}), "p.jsonl:1: unknown field 'colour' for a cryptogram"),
        (json.dumps({**GOOD, "kind": "sudoku"}), "p.jsonl:1: unknown kind 'sudoku'"),
        (json.dumps({**GOOD, "ciphertext": "123 !"}), "p.jsonl:1: the ciphertext has no letters"),
        (json.dumps({**GOOD, "ciphertext": "CAFÉ"}), "p.jsonl:1: the ciphertext has a letter outside A-Z"),
        (json.dumps({**GOOD, "given": {"X": "E", "Y": "E"}}), "p.jsonl:1: given E is given twice"),
        ("[1, 2]", "p.jsonl:1: a puzzle must be a JSON object"),
    ],
)
def test_bad_input_gives_one_line_naming_file_and_line(tmp_path: Path, content: str, message: str) -> None:
    found = errors_of(write(tmp_path / "p.jsonl", content))
    assert len(found) == 1 and "\n" not in found[0]
    assert found[0].startswith(f"{tmp_path}/{message}")


def test_a_bad_line_does_not_stop_the_others(tmp_path: Path) -> None:
    path = write(tmp_path / "p.jsonl", "\n".join([json.dumps(GOOD), "{oops", json.dumps(GOOD)]))
    found = list(read_entries(path))
    assert [type(e) for e in found] == [Entry, FormatError, Entry]
    assert str(found[1]).startswith(f"{path}:2: not valid JSON")


def test_a_typed_codeword_grid_reads_as_a_codeword_named_after_its_file(tmp_path: Path) -> None:
    entry = read_puzzle(write(tmp_path / "sunday.txt", "1 2 3 #\n4, #, 5, 6\n7 8 9 10\n"))
    assert entry.puzzle.kind == "codeword" and entry.puzzle.id == "sunday"
    assert len(entry.puzzle.symbols) == 10


def test_a_bad_token_in_a_typed_grid_is_named_by_line_and_column(tmp_path: Path) -> None:
    found = errors_of(write(tmp_path / "bad.grid", "1 2 3\n4 x 6\n"))
    assert found == [f"{tmp_path / 'bad.grid'}: line 2, column 2: 'x' is neither a number nor '#' or '.'"]


def test_an_empty_file_says_so(tmp_path: Path) -> None:
    assert errors_of(write(tmp_path / "p.json", "  \n")) == [f"{tmp_path / 'p.json'}: the file is empty"]


def test_non_utf8_bytes_are_named(tmp_path: Path) -> None:
    found = errors_of(write(tmp_path / "p.json", b'{"id": "\xff"}'))
    assert found and "not UTF-8" in found[0]


@FUZZ
@given(st.binary(max_size=300))
def test_any_bytes_read_without_crashing(tmp_path: Path, raw: bytes) -> None:
    for suffix in (".json", ".jsonl", ".txt"):
        for found in read_entries(write(tmp_path / f"f{suffix}", raw)):
            assert isinstance(found, (Entry, FormatError))


json_values = st.recursive(
    st.none() | st.booleans() | st.integers() | st.text(max_size=8),
    lambda inner: st.lists(inner, max_size=3) | st.dictionaries(st.text(max_size=4), inner, max_size=3),
    max_leaves=8,
)


@FUZZ
@given(st.dictionaries(st.sampled_from(["id", "ciphertext", "patristocrat", "given", "solution"]), json_values))
def test_any_field_values_read_without_crashing(tmp_path: Path, fields: dict) -> None:
    record = {"kind": "cryptogram", **fields}
    for found in read_entries(write(tmp_path / "f.json", json.dumps(record))):
        assert isinstance(found, (Entry, FormatError))


@FUZZ
@given(st.lists(st.one_of(st.binary(max_size=40), json_values.map(json.dumps).map(str.encode)), max_size=4))
def test_any_session_file_gives_a_session_or_a_format_error(tmp_path: Path, lines: list[bytes]) -> None:
    header = json.dumps({"format": "puzzle-workbench-session", "version": 1, "puzzle": GOOD}).encode()
    path = write(tmp_path / "s.session.jsonl", b"\n".join([header, *lines]))
    try:
        load_session(path)
    except FormatError as error:
        assert "\n" not in str(error)


@given(st.sampled_from(sorted(ACTION_TYPES)), st.integers(0, 5))
def test_actions_survive_json(tag: str, step: int) -> None:
    kind = ACTION_TYPES[tag]
    values = {"symbol": "X", "letter": "E", "span": (0, 1), "operation": "anagram", "reading": "ORANGE"}
    names = kind.__dataclass_fields__
    action = kind(**{k: v for k, v in values.items() if k in names}, source=Source("ga", step), group=3)
    assert action_from_json(json.loads(json.dumps(action_to_json(action)))) == action


def test_a_malformed_action_is_a_value_error() -> None:
    with pytest.raises(ValueError, match="must be a string"):
        action_from_json({"type": "assign", "symbol": 3, "letter": "E"})
    with pytest.raises(ValueError, match="source step must be a whole number"):
        action_from_json({"type": "assign", "symbol": "X", "letter": "E", "source": {"who": "ga", "step": [1]}})
    with pytest.raises(ValueError, match="'group' of a clear action must be a whole number"):
        action_from_json({"type": "clear", "symbol": "X", "group": True})
    assert action_from_json(action_to_json(Assign("X", "E"))) == Assign("X", "E")
