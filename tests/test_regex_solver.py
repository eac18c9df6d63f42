"""The regex solvers: solutions, uniqueness, pinned letters, steps through a session, and
the command line on good and bad input."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from solvers.protocol import Budget
from solvers.regex.solver import PropagationOnly, PropagationSearch
from workbench.actions import Assign, Pin, Strike
from workbench.cli import main
from workbench.formats import read_entries
from workbench.models.regex import RegexPuzzle
from workbench.session import Session

PUZZLES = Path(__file__).resolve().parents[1] / "puzzles"
BEATLES = {"id": "beatles", "kind": "regex", "patternsX": [["[^SPEAK]+"], ["EP|IP|EF"]], "patternsY": [["HE|LL|O+"], ["[PLEASE]+"]]}


def solve(puzzle: RegexPuzzle, session: Session | None = None, solver_class=PropagationSearch):
    """Run a solver to the end on a session of the puzzle."""
    solver = solver_class()
    solver.reset((session or Session(puzzle)).view())
    return solver.run(Budget(seconds=30))


def handmade() -> list:
    """The bundled hand-made puzzles, with their solutions."""
    return [entry for entry in read_entries(PUZZLES / "regex-handmade.jsonl")]


def test_the_seed_example_is_solved_and_unique() -> None:
    result = solve(RegexPuzzle.from_record(BEATLES))
    assert result.status == "solved"
    assert result.answer == {"rows": ["HE", "LP"], "unique": True}
    assert result.note == "unique"


@pytest.mark.parametrize("entry", handmade(), ids=lambda e: e.puzzle.id)
def test_handmade_puzzles_with_lookahead_lazy_runs_backreferences_and_hexagons(entry) -> None:
    result = solve(entry.puzzle)
    assert result.answer["rows"] == entry.truth["rows"]
    assert result.note == "unique"


def test_two_solutions_are_reported_as_not_unique() -> None:
    puzzle = RegexPuzzle.from_record({"id": "two", "kind": "regex", "patternsY": [["[AB]"]], "patternsX": [["A|B"]]})
    result = solve(puzzle)
    assert result.status == "solved" and result.note.startswith("not unique")
    assert sorted(c.answer["rows"][0] for c in result.candidates) == ["A", "B"]
    assert result.answer["unique"] is False


def test_no_solution_is_a_failure_that_says_so() -> None:
    puzzle = RegexPuzzle.from_record({"id": "none", "kind": "regex", "patternsY": [["(A)\\1"]], "patternsX": [["A"], ["B"]]})
    result = solve(puzzle)
    assert result.status == "failed" and "no solution" in result.note


def test_pinned_letters_and_struck_characters_are_constraints() -> None:
    puzzle = RegexPuzzle.from_record({"id": "two", "kind": "regex", "patternsY": [["[AB]C"]], "patternsX": [["A|B"], ["C"]]})
    session = Session(puzzle)
    session.apply(Assign("0:0", "B"))
    session.apply(Pin("0:0"))
    assert solve(puzzle, session).answer == {"rows": ["BC"], "unique": True}
    other = Session(puzzle)
    other.apply(Strike("0:0", "A"))
    assert solve(puzzle, other).answer == {"rows": ["BC"], "unique": True}


def test_every_step_goes_through_the_session_and_one_step_revises_one_line() -> None:
    entry = handmade()[-1]
    session = Session(entry.puzzle)
    solver = PropagationSearch()
    solver.reset(session.view())
    labels = {line.label for line in entry.puzzle.lines}
    first = solver.step()
    assert first.trace.headline.split(":")[0] in labels
    session.apply_all(first.actions, solver.source(first.step))
    while not solver.done:
        report = solver.step()
        if report.actions:
            session.apply_all(report.actions, solver.source(report.step))
    assert entry.puzzle.rows(session.state.letters) == entry.truth["rows"]
    assert session.undo() is not None


def test_propagation_alone_stops_at_its_fixpoint() -> None:
    puzzle = RegexPuzzle.from_record({"id": "open", "kind": "regex", "patternsY": [["[AB]"]], "patternsX": [["A|B"]]})
    result = solve(puzzle, solver_class=PropagationOnly)
    assert result.status == "partial" and result.answer == {"rows": ["_"], "unique": False}


def test_printable_alphabet_on_request() -> None:
    loose = {**BEATLES, "alphabet": "printable", "patternsX": [["[^SPEAK]+"], [".."]]}
    result = solve(RegexPuzzle.from_record(loose))
    assert result.note.startswith("not unique")


def test_solve_command_reports_unique_answers_and_bad_lines(tmp_path: Path, capsys: pytest.CaptureFixture) -> None:
    path = tmp_path / "mixed.jsonl"
    bad = {**BEATLES, "id": "bad", "patternsY": [["HE|LL|O+"], ["[PLEASE"]]}
    odd = {**BEATLES, "id": "odd", "patternsY": [["(?=(H))\\1E"], ["A"]]}
    path.write_text("\n".join(json.dumps(r) for r in (BEATLES, bad, odd)) + "\n")
    assert main(["solve", str(path)]) == 2
    lines = [json.loads(line) for line in capsys.readouterr().out.splitlines()]
    assert lines[0]["status"] == "solved" and lines[0]["answer"]["unique"] is True
    assert lines[1]["status"] == "error" and "row 2" in lines[1]["error"] and "missing ']'" in lines[1]["error"]
    assert lines[2]["status"] == "error" and "row 1" in lines[2]["error"] and "not supported" in lines[2]["error"]
