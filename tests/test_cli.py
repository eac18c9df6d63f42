"""The command line: solve prints FORMAT.md lines, bad input exits 2 with one line."""

from __future__ import annotations

import json
import os
import re
import sys
from pathlib import Path

import pytest

import solvers.registry
import solvers.running
from alphabet_solver import AlphabetSolver
from workbench import __version__
from workbench.cli import main

GOOD = {"id": "g", "kind": "cryptogram", "ciphertext": "XYZ", "patristocrat": False, "given": {}}


@pytest.fixture
def alphabet_solver(monkeypatch: pytest.MonkeyPatch) -> None:
    """Make the alphabet solver the only cryptogram solver."""
    original = solvers.registry.solvers_for
    only_alphabet = lambda kind: (AlphabetSolver,) if kind == "cryptogram" else original(kind)  # noqa: E731
    monkeypatch.setattr(solvers.registry, "solvers_for", only_alphabet)
    monkeypatch.setattr(solvers.running, "solvers_for", only_alphabet)


def write_lines(path: Path, *records: object) -> Path:
    """A .jsonl file of records (strings are written as they are)."""
    path.write_text("\n".join(r if isinstance(r, str) else json.dumps(r) for r in records) + "\n")
    return path


def test_solve_prints_one_format_line_per_puzzle_in_order(tmp_path: Path, capsys, alphabet_solver) -> None:
    path = write_lines(tmp_path / "p.jsonl", GOOD, "{broken", {**GOOD, "id": "h", "ciphertext": "QQ"})
    assert main(["solve", str(path), "--timeout", "5"]) == 2
    lines = [json.loads(line) for line in capsys.readouterr().out.splitlines()]
    assert [line["status"] for line in lines] == ["solved", "error", "solved"]
    assert set(lines[0]) == {"id", "kind", "status", "answer", "candidates", "seconds", "steps", "error"}
    assert lines[0]["answer"] == {"plaintext": "ABC", "key": {"X": "A", "Y": "B", "Z": "C"}}
    assert lines[0]["steps"] == 3 and lines[0]["candidates"][0]["score"] == 1.0
    assert lines[1]["error"].endswith("p.jsonl:2: not valid JSON: Expecting property name enclosed in double quotes at column 2")
    assert lines[2]["id"] == "h"


def test_bench_scores_against_the_solution(tmp_path: Path, capsys, alphabet_solver) -> None:
    right = {**GOOD, "solution": {"plaintext": "ABC"}, "bucket": "short"}
    wrong = {**GOOD, "id": "w", "solution": {"plaintext": "ABD"}, "bucket": "short"}
    assert main(["bench", str(write_lines(tmp_path / "b.jsonl", right, wrong)), "--markdown"]) == 0
    table = capsys.readouterr().out
    row = next(line for line in table.splitlines() if "aristocrat short" in line)
    cells = [c.strip() for c in row.strip("|").split("|")]
    assert cells[2:7] == ["alphabet", "2", "50.0", "83.3", "50.0"]


def test_bench_gives_its_peak_memory_in_both_units(tmp_path: Path, capsys, alphabet_solver) -> None:
    right = {**GOOD, "solution": {"plaintext": "ABC"}}
    assert main(["bench", str(write_lines(tmp_path / "b.jsonl", right))]) == 0
    line = capsys.readouterr().out.splitlines()[-1]
    mebibytes, megabytes = (int(n) for n in re.findall(r"(\d+) Mi?B", line))
    assert line.startswith("1 runs; peak memory") and mebibytes > 0
    assert abs(megabytes - mebibytes * 1.048576) < 1


def test_bench_leaves_puzzles_without_a_solution_out_of_the_shares(tmp_path: Path, capsys, alphabet_solver) -> None:
    right = {**GOOD, "solution": {"plaintext": "ABC"}, "bucket": "short"}
    unsolved = {**GOOD, "id": "u", "bucket": "short"}
    assert main(["bench", str(write_lines(tmp_path / "b.jsonl", right, unsolved)), "--markdown"]) == 0
    row = next(line for line in capsys.readouterr().out.splitlines() if "aristocrat short" in line)
    cells = [c.strip() for c in row.strip("|").split("|")]
    assert cells[3:5] == ["1 (+1 unscored)", "100.0"]


def test_bench_over_only_bad_files_prints_the_errors_without_a_table(tmp_path: Path, capsys) -> None:
    assert main(["bench", str(write_lines(tmp_path / "b.jsonl", {"kind": "nope"}))]) == 2
    captured = capsys.readouterr()
    assert captured.out == "" and "unknown kind 'nope'" in captured.err


def test_a_missing_file_is_one_line_and_exit_2(tmp_path: Path, capsys) -> None:
    assert main(["solve", str(tmp_path / "nope.json")]) == 2
    captured = capsys.readouterr()
    line = json.loads(captured.out)
    assert line["status"] == "error" and "cannot read the file" in line["error"]
    assert captured.err == f"workbench solve: nope.json:1: {line['error']}\n"


def test_opening_a_bad_file_exits_2_before_the_app_starts(tmp_path: Path, capsys) -> None:
    path = tmp_path / "bad.json"
    path.write_bytes(b"\xff\xfe")
    assert main([str(path)]) == 2
    error = capsys.readouterr().err
    assert error.count("\n") == 1 and "bad.json" in error and "not UTF-8" in error


def test_version_and_help(capsys) -> None:
    with pytest.raises(SystemExit) as exit_:
        main(["--version"])
    assert exit_.value.code == 0 and __version__ in capsys.readouterr().out
    with pytest.raises(SystemExit):
        main(["solve", "--help"])
    assert "--timeout" in capsys.readouterr().out


def test_generate_names_an_unknown_kind(capsys) -> None:
    assert main(["generate", "sudoku"]) == 2
    assert "no generator for 'sudoku' (there are: cryptogram, codeword, regex, riddle)" in capsys.readouterr().err


def test_bench_over_a_folder_with_no_puzzles_is_an_error(tmp_path: Path, capsys) -> None:
    assert main(["bench", str(tmp_path)]) == 2
    assert capsys.readouterr().err == f"workbench bench: no puzzles in {tmp_path}\n"


def test_an_unknown_solver_is_an_error_line_not_a_crash(tmp_path: Path, capsys) -> None:
    assert main(["solve", str(write_lines(tmp_path / "p.jsonl", GOOD)), "--solver", "nope"]) == 2
    line = json.loads(capsys.readouterr().out)
    assert line["status"] == "error" and line["error"].startswith("no solver 'nope' for cryptogram")


def test_a_details_file_that_cannot_be_written_is_one_line(tmp_path: Path, capsys) -> None:
    path = write_lines(tmp_path / "b.jsonl", GOOD)
    assert main(["bench", str(path), "--details", str(tmp_path / "missing" / "d.jsonl")]) == 2
    error = capsys.readouterr().err
    assert error.count("\n") == 1 and "d.jsonl: No such file or directory" in error


def test_a_solution_of_the_wrong_shape_is_an_error_not_a_crash(tmp_path: Path, capsys, english) -> None:
    riddle = {"id": "r", "kind": "riddle", "text": "My first is in cat\nMy last is in dog", "solution": {}}
    assert main(["bench", str(write_lines(tmp_path / "b.jsonl", riddle)), "--solver", "index"]) == 0
    assert "r: cannot score against its solution (KeyError: 'answer')" in capsys.readouterr().err


def test_a_puzzle_whose_session_cannot_be_saved_exits_2_before_the_app_starts(
        tmp_path: Path, capsys, monkeypatch: pytest.MonkeyPatch) -> None:
    (tmp_path / "not-a-folder").write_text("")
    monkeypatch.setenv("WORKBENCH_DATA_DIR", str(tmp_path / "not-a-folder"))
    assert main([str(write_lines(tmp_path / "p.json", GOOD))]) == 2
    error = capsys.readouterr().err
    assert error.count("\n") == 1 and "cannot save the session: Not a directory" in error


def test_an_unreadable_puzzle_keeps_its_id_and_kind_in_the_error_line(tmp_path: Path, capsys) -> None:
    path = write_lines(tmp_path / "p.jsonl", {**GOOD, "id": "bad-one", "ciphertext": "123"})
    assert main(["solve", str(path)]) == 2
    line = json.loads(capsys.readouterr().out)
    assert (line["id"], line["kind"], line["status"]) == ("bad-one", "cryptogram", "error")
    assert line["error"].endswith("p.jsonl:1: the ciphertext has no letters")


def test_a_folder_is_solved_without_its_saved_sessions(tmp_path: Path, capsys, alphabet_solver) -> None:
    write_lines(tmp_path / "p.jsonl", GOOD)
    (tmp_path / "p-20260101-000000.session.jsonl").write_text('{"format": "puzzle-workbench-session"}\n')
    assert main(["solve", str(tmp_path)]) == 0
    assert [json.loads(line)["id"] for line in capsys.readouterr().out.splitlines()] == ["g"]


def test_app_bench_with_no_runs_is_a_usage_error(capsys) -> None:
    with pytest.raises(SystemExit) as exit_:
        main(["bench", "--app", "--runs", "0"])
    assert exit_.value.code == 2 and "argument --runs: '0' is not a whole number from 1 up" in capsys.readouterr().err


def test_bench_names_a_solver_these_puzzles_do_not_have(tmp_path: Path, capsys, alphabet_solver) -> None:
    assert main(["bench", str(write_lines(tmp_path / "b.jsonl", GOOD)), "--solver", "nope"]) == 2
    error = capsys.readouterr().err
    assert error == "workbench bench: no solver 'nope' for these puzzles (have: alphabet)\n"


def test_an_app_that_exits_under_the_app_bench_is_named_not_a_read_error() -> None:
    from workbench.appbench import AppExited, Terminal

    terminal = Terminal([sys.executable, "-c", "print('no display'); raise SystemExit(3)"], dict(os.environ))
    try:
        with pytest.raises(AppExited, match="exited with code 3: no display"):
            terminal.read_until(b"Bundled puzzles")
    finally:
        terminal.close()


@pytest.mark.parametrize("args, message", [
    (["solve", "p.json", "--timeout", "0"], "argument --timeout: '0' is not a number of seconds above 0"),
    (["bench", "p.json", "--jobs", "0"], "argument --jobs: '0' is not a whole number from 1 up"),
    (["generate", "riddle", "--count", "-1"], "argument --count: '-1' is not a whole number from 1 up"),
])
def test_counts_and_seconds_below_one_are_usage_errors(args: list[str], message: str, capsys) -> None:
    with pytest.raises(SystemExit) as exit_:
        main(args)
    assert exit_.value.code == 2 and message in capsys.readouterr().err


def test_generate_writes_only_to_puzzle_files(tmp_path: Path, capsys) -> None:
    assert main(["generate", "riddle", "--seed", "1", "--out", str(tmp_path / "x.txt")]) == 2
    assert "puzzles are written to a .json or .jsonl file" in capsys.readouterr().err
    assert not (tmp_path / "x.txt").exists()
