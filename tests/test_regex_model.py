"""The regex crossword model: reading records, clear errors, the hexagon's geometry, scoring."""

from __future__ import annotations

import importlib.util
import json
import re
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from conftest import SHARED
from workbench.errors import FormatError, PuzzleError
from workbench.formats import puzzle_from_record, read_entries
from workbench.models.regex import RegexPuzzle, cell, score

BEATLES = {"id": "beatles", "kind": "regex", "patternsX": [["[^SPEAK]+"], ["EP|IP|EF"]], "patternsY": [["HE|LL|O+"], ["[PLEASE]+"]]}


def hexagon(side: int, top: int, pattern: str = "") -> dict:
    """A hexagon record whose every line has `pattern`."""
    lines = top + side - 1
    return {"id": "hex", "kind": "regex", "hexagonal": True, "patternsY": [[pattern]] * (2 * side - 1),
            "patternsX": [[pattern]] * lines, "patternsZ": [[pattern]] * lines}


def reference_checker():
    """The independent checker beside the project, or skip."""
    path = SHARED / "tools" / "check_regex.py"
    if not path.exists():
        pytest.skip("no reference checker")
    spec = importlib.util.spec_from_file_location("check_regex", path)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_rectangle_lines_and_symbols() -> None:
    puzzle = RegexPuzzle.from_record(BEATLES)
    assert puzzle.symbols == ("0:0", "0:1", "1:0", "1:1")
    assert [(line.label, line.cells) for line in puzzle.lines] == [
        ("row 1", ("0:0", "0:1")), ("row 2", ("1:0", "1:1")),
        ("column 1", ("0:0", "1:0")), ("column 2", ("0:1", "1:1")),
    ]
    assert set("HELOPASIFK ") <= set(puzzle.alphabet)


@pytest.mark.parametrize(("side", "top", "jimbly"), [(2, 2, False), (3, 3, False), (3, 2, False), (4, 4, True), (7, 7, False)])
def test_hexagon_lines_agree_with_the_reference_checker(side: int, top: int, jimbly: bool) -> None:
    checker = reference_checker()
    record = hexagon(side, top, "")
    if jimbly:
        record["hexReading"] = "jimbly"
    puzzle = RegexPuzzle.from_record(record)
    theirs = [[cell(r, c) for r, c in cells] for _, _, cells in checker.lines_of(record)]
    assert [list(line.cells) for line in puzzle.lines] == theirs
    assert list(puzzle.widths) == checker.expected_shape(record)


@pytest.mark.parametrize(("change", "message"), [
    ({"patternsY": [["HE|LL|O+"], ["[PLEASE+"]]}, "row 2: '[PLEASE+': missing ']' at character 1"),
    ({"patternsX": [["[^SPEAK]+"], ["EP|(IP"]]}, "column 2: 'EP|(IP': missing ')' at character 4"),
    ({"patternsY": []}, "the grid is empty"),
    ({"patternsX": "AB"}, "must be a list"),
    ({"patternsY": [["A"], [3]]}, "row 2: patterns must be strings"),
    ({"patternsZ": [["A"]]}, "only for hexagonal"),
    ({"hexagonal": "yes"}, "true or false"),
    ({"alphabet": ""}, "'alphabet'"),
    ({"alphabet": "AAB"}, "twice"),
    ({"patternsY": [["(A)(?<=\\1)B"], ["A"]]}, "row 1: '(A)(?<=\\\\1)B': a backreference inside a lookbehind is not supported at character 8"),
])
def test_bad_records_say_which_line(change: dict, message: str) -> None:
    with pytest.raises(PuzzleError, match=re.escape(message)):
        RegexPuzzle.from_record({**BEATLES, **change})


@pytest.mark.parametrize(("record", "message"), [
    ({**hexagon(2, 2), "patternsY": [["A"]] * 4}, "odd number of rows"),
    ({**hexagon(3, 3), "patternsZ": [["A"]] * 4}, "patternsZ has 4 lines"),
    ({**hexagon(3, 3), "patternsX": [["A"]] * 2, "patternsZ": [["A"]] * 2}, "at least 3 X diagonals"),
])
def test_hexagon_line_counts_must_fit(record: dict, message: str) -> None:
    with pytest.raises(PuzzleError, match=message):
        RegexPuzzle.from_record(record)


def test_unknown_fields_and_files_are_reported_by_line(tmp_path: Path) -> None:
    with pytest.raises(PuzzleError, match="unknown field 'colour'"):
        puzzle_from_record({**BEATLES, "colour": "red"})
    path = tmp_path / "two.jsonl"
    path.write_text(json.dumps(BEATLES) + "\n" + json.dumps({**BEATLES, "patternsY": [["("], ["A"]]}) + "\n")
    found = list(read_entries(path))
    assert isinstance(found[1], FormatError) and found[1].line == 2 and "row 1" in str(found[1])


def test_records_round_trip() -> None:
    for record in (BEATLES, {**hexagon(3, 2, "A*"), "hexReading": "jimbly", "name": "x", "alphabet": "printable"}):
        puzzle = RegexPuzzle.from_record(record)
        assert RegexPuzzle.from_record(puzzle.to_record()) == puzzle


def test_alphabet_choices() -> None:
    assert len(RegexPuzzle.from_record({**BEATLES, "alphabet": "printable"}).alphabet) == 95
    assert RegexPuzzle.from_record({**BEATLES, "alphabet": "HELOP"}).alphabet == "HELOP"


def test_score_exact_letters_and_rank() -> None:
    puzzle = RegexPuzzle.from_record(BEATLES)
    truth = {"rows": ["HE", "LP"]}
    assert score(puzzle, {"rows": ["HE", "LP"]}, [{"rows": ["HE", "LP"]}], truth).exact
    partial = score(puzzle, {"rows": ["HE", "L_"]}, [{"rows": ["OO", "LP"]}, {"rows": ["HE", "LP"]}], truth)
    assert (partial.exact, partial.letters, partial.rank) == (False, 0.75, 2)
    assert score(puzzle, None, [], truth).letters == 0.0


JSON = st.recursive(
    st.none() | st.booleans() | st.integers() | st.text(alphabet="AB()[]*+?\\|^$.{},-", max_size=6),
    lambda inner: st.lists(inner, max_size=4) | st.dictionaries(st.sampled_from(["patternsX", "patternsY", "patternsZ", "hexagonal", "alphabet", "name", "hexReading"]), inner, max_size=5),
    max_leaves=20,
)


@settings(max_examples=400, deadline=None)
@given(st.dictionaries(st.sampled_from(["patternsX", "patternsY", "patternsZ", "hexagonal", "alphabet", "name", "hexReading"]), JSON, max_size=7))
def test_any_record_reads_or_fails_with_a_puzzle_error(record: dict) -> None:
    try:
        puzzle = RegexPuzzle.from_record({"id": "fuzz", **record})
    except PuzzleError as error:
        assert str(error)
    else:
        assert puzzle.symbols and puzzle.alphabet
