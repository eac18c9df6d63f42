"""The codeword model: slots, the readers, and a clear one-line error for every bad grid."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from workbench.actions import Assign
from workbench.errors import FormatError, PuzzleError
from workbench.formats import read_entries, read_puzzle, write_puzzles
from workbench.models.codeword import Codeword, grid_from_text, score
from workbench.session import Session

TYPED = """
1 2 3 # 4
5 # 6 . 2
7,8,9,#,10
"""
GRID = [[1, 2, 3, 0], [4, 0, 5, 6], [7, 8, 9, 0]]
GOOD = {"id": "g", "kind": "codeword", "grid": GRID, "given": {"1": "C"}}
FUZZ = settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])


def test_slots_run_across_then_down_and_skip_single_cells() -> None:
    puzzle = Codeword.from_record(GOOD)
    runs = [(s.direction, s.cells) for s in puzzle.slots]
    assert runs == [
        ("across", ((0, 0), (0, 1), (0, 2))),
        ("across", ((1, 2), (1, 3))),
        ("across", ((2, 0), (2, 1), (2, 2))),
        ("down", ((0, 0), (1, 0), (2, 0))),
        ("down", ((0, 2), (1, 2), (2, 2))),
    ]
    assert puzzle.symbols == tuple(str(n) for n in range(1, 10))
    assert puzzle.frequencies[2] == 1 and puzzle.slots_at((0, 2))[1].direction == "down"


def test_a_typed_grid_reads_numbers_commas_and_both_block_marks() -> None:
    assert grid_from_text(TYPED) == [[1, 2, 3, 0, 4], [5, 0, 6, 0, 2], [7, 8, 9, 0, 10]]
    puzzle = Codeword.from_text(TYPED)
    assert puzzle.width == 5 and puzzle.height == 3 and puzzle.frequencies[2] == 2


def test_a_typed_grid_names_the_line_and_column_of_a_bad_token() -> None:
    with pytest.raises(PuzzleError, match=r"line 2, column 3: 'x' is neither a number"):
        grid_from_text("1 2 3\n4 5 x")


def test_the_answer_and_the_score_count_coded_cells() -> None:
    puzzle = Codeword.from_record(GOOD)
    session = Session(puzzle)
    session.apply(Assign("2", "A"))
    session.apply(Assign("3", "T"))
    answer = puzzle.answer(session.state)
    assert answer["rows"][0] == "CAT#" and answer["letters"] == {"1": "C", "2": "A", "3": "T"}
    truth = {"rows": ["CAT#", "O#AN", "WET#"]}
    result = score(puzzle, answer, [answer, {"rows": truth["rows"]}], truth)
    assert not result.exact and result.letters == pytest.approx(3 / 9) and result.rank == 2


def test_the_same_letter_for_two_numbers_is_refused() -> None:
    session = Session(Codeword.from_record(GOOD))
    session.apply(Assign("2", "A"))
    assert "2 already stands for A" in session.puzzle.refusal(session.state, Assign("3", "A"))


def test_swedish_puzzles_take_the_extra_letters() -> None:
    puzzle = Codeword.from_record({**GOOD, "language": "sv", "grid": [[27, 28, 29]], "given": {"27": "å"}})
    assert puzzle.alphabet.endswith("ÅÄÖ") and puzzle.given == {"27": "Å"}
    assert puzzle.to_record()["language"] == "sv"


def test_weekday_labels_group_the_benchmark() -> None:
    puzzle = Codeword.from_record(GOOD)
    assert puzzle.bench_group({"set": "Tuesday"}) == "Mon-Wed"
    assert puzzle.bench_group({"bucket": "saturday"}) == "Thu-Sun"
    assert puzzle.bench_group({}) == "all"


@pytest.mark.parametrize(
    ("change", "message"),
    [
        ({"grid": [[1, 2, 3], [4, 5]]}, "row 2 has 2 cells but row 1 has 3: the grid is ragged"),
        ({"grid": [[1, 2], [3, 27]]}, "row 2, column 2: 27 is out of range (0 for a block, 1..26 for a letter)"),
        ({"grid": [[1, -1]]}, "row 1, column 2: -1 is out of range"),
        ({"grid": [[1, "x"]]}, "row 1, column 2: 'x' is not a whole number"),
        ({"grid": [[1, 0], [0, 2]]}, "the grid has no words"),
        ({"grid": []}, "'grid' must be a non-empty list of rows"),
        ({"grid": [[1, 2], 3]}, "row 2 of the grid must be a non-empty list"),
        ({"given": {"1": "E", "2": "e"}}, "given letter E is used twice: for 1 and for 2"),
        ({"given": {"99": "E"}}, "given '99': not a number that occurs in the grid"),
        ({"given": {"1": "EE"}}, "given 1 -> 'EE': must be one letter of A-Z"),
        ({"given": ["E"]}, "'given' must be an object"),
        ({"language": "xx"}, "'language' must be one of en, sv, fi"),
    ],
)
def test_bad_grids_give_one_line_naming_the_place(tmp_path: Path, change: dict, message: str) -> None:
    path = tmp_path / "bad.jsonl"
    path.write_text(json.dumps({**GOOD, **change}) + "\n")
    errors = [str(e) for e in read_entries(path) if isinstance(e, FormatError)]
    assert len(errors) == 1 and errors[0].startswith(f"{path}:1: ")
    assert message in errors[0] and "\n" not in errors[0]


def test_a_puzzle_survives_writing_and_reading(tmp_path: Path) -> None:
    puzzle = Codeword.from_record(GOOD)
    write_puzzles(tmp_path / "one.json", [puzzle])
    assert read_puzzle(tmp_path / "one.json").puzzle == puzzle


grids = st.lists(st.lists(st.integers(0, 26), min_size=1, max_size=8), min_size=1, max_size=8)


@FUZZ
@given(grid=grids)
def test_any_rectangular_grid_with_a_word_reads_and_its_slots_cover_runs(grid: list[list[int]]) -> None:
    width = len(grid[0])
    grid = [row[:width] + [0] * (width - len(row)) for row in grid]
    try:
        puzzle = Codeword.from_record({"id": "f", "grid": grid})
    except PuzzleError as error:
        assert "no words" in str(error)
        return
    for slot in puzzle.slots:
        assert len(slot.cells) >= 2 and all(puzzle.grid[r][c] for r, c in slot.cells)
    assert Codeword.from_record(puzzle.to_record()) == puzzle


@FUZZ
@given(value=st.recursive(st.none() | st.booleans() | st.integers() | st.text(max_size=5),
                          lambda inner: st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=3), inner, max_size=3),
                          max_leaves=20))
def test_any_json_value_as_grid_or_given_is_read_or_refused_in_one_line(value: object) -> None:
    for field in ("grid", "given", "language"):
        try:
            Codeword.from_record({**GOOD, field: value})
        except PuzzleError as error:
            assert str(error) and "\n" not in str(error)


@FUZZ
@given(text=st.text(alphabet="0123456789 ,#.\nx-", max_size=60))
def test_any_typed_text_is_read_or_refused_in_one_line(text: str) -> None:
    try:
        Codeword.from_text(text)
    except PuzzleError as error:
        assert str(error) and "\n" not in str(error)


def test_scoring_copes_with_no_answer_and_short_rows() -> None:
    puzzle = Codeword.from_record(GOOD)
    truth = {"rows": ["CAT#", "O#AN", "WET#"]}
    assert score(puzzle, None, [], truth).letters == 0.0
    assert score(puzzle, {"rows": ["CA"]}, [], truth).letters == pytest.approx(2 / 9)
    assert score(puzzle, {"rows": truth["rows"]}, [], truth).exact
