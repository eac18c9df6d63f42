"""The riddle generator: one answer each in the word list, close clue words, solved back."""

from __future__ import annotations

import json
import random

import pytest

from solvers.riddle import SOLVERS, generate
from solvers.riddle.bench_generated import answers_in_word_list
from workbench.dictionary import bases, in_dictionary
from solvers.riddle.bench_generated import main as bench_main
from workbench.build_dictionary import main as build_dictionary_main
from solvers.riddle.generator import Generator, shared_generator
from solvers.riddle.neighbours import build, keys
from solvers.running import solve
from workbench.cli import main as cli_main
from workbench.formats import puzzle_from_record


def test_neighbours_are_at_most_two_edits_apart_and_not_just_an_ending() -> None:
    near = build(["DEANS", "BEANS", "DEAN", "JEANS", "SLATS", "MEANT"])
    assert set(near.of("DEANS")) == {"BEANS", "JEANS"}
    assert near.of("SLATS") == () and "EANS" in keys("DEANS")
    assert "S" in near.holding and "SLATS" in near.holding["S"]


def test_generated_riddles_have_one_answer_and_solve_back(english) -> None:
    rng = random.Random(7)
    generator = shared_generator()
    for _ in range(12):
        made = generator.make(rng)
        assert answers_in_word_list(made.puzzle) == [made.answer]
        assert solve(made.puzzle, SOLVERS[0]).answer["answer"] == made.answer


def test_clue_words_of_a_line_are_close_in_spelling(english) -> None:
    near = shared_generator().near
    riddle = generate(random.Random(3))
    for line in riddle.lines:
        first, second = (clue.word for clue in line.clues)
        assert second in near.of(first)


def test_the_same_seed_makes_the_same_riddle(english) -> None:
    assert generate(random.Random(5)) == generate(random.Random(5))


def test_workbench_generate_riddle_prints_readable_records(english, capsys) -> None:
    assert cli_main(["generate", "riddle", "--count", "3", "--seed", "2"]) == 0
    lines = capsys.readouterr().out.splitlines()
    assert len(lines) == 3
    for line in lines:
        record = json.loads(line)
        assert set(record) == {"id", "kind", "text"}
        assert puzzle_from_record(record).puzzle.length >= 4


def test_the_generator_bench_checks_every_riddle(english, tmp_path, capsys) -> None:
    out = tmp_path / "generated.jsonl"
    assert bench_main(["--count", "5", "--seed", "1", "--out", str(out)]) == 0
    printed = capsys.readouterr().out
    assert "exactly one answer in the word list (plain scan): 5/5" in printed
    assert "gets the answer back: 5/5" in printed
    records = [json.loads(line) for line in out.read_text().splitlines()]
    assert [r["set"] for r in records] == ["generated"] * 5 and all(r["solution"]["answer"] for r in records)


def test_the_generator_bench_names_an_output_it_cannot_write(english, tmp_path, capsys) -> None:
    out = tmp_path / "missing" / "generated.jsonl"
    assert bench_main(["--count", "1", "--out", str(out)]) == 2
    assert capsys.readouterr().err == f"bench_generated: {out}: No such file or directory\n"


def test_workbench_generate_bad_output_is_one_line(english, tmp_path, capsys) -> None:
    assert cli_main(["generate", "riddle", "--count", "2", "--seed", "1", "--out", str(tmp_path / "two.json")]) == 2
    assert cli_main(["generate", "riddle", "--seed", "1", "--out", str(tmp_path / "missing" / "one.jsonl")]) == 2
    errors = capsys.readouterr().err.splitlines()
    assert errors == [
        f"workbench generate: {tmp_path / 'two.json'}: a .json file holds exactly one puzzle; use .jsonl for several",
        f"workbench generate: {tmp_path / 'missing' / 'one.jsonl'}: No such file or directory",
    ]


def test_dictionary_words_leave_names_and_slang_out() -> None:
    assert bases("cities") >= {"city"} and bases("PEERS") == {"PEER"} and bases("is") == set()
    assert all(in_dictionary(w) for w in ("EARL", "TRADITIONS", "FIGURED", "WENT", "MEN"))
    assert not any(in_dictionary(w) for w in ("WENDY", "CARL", "NOTHIN"))


def test_a_generator_that_finds_no_riddle_says_so_instead_of_trying_for_ever() -> None:
    generator = Generator.__new__(Generator)  # no indexes: every attempt fails
    generator.answers = ["EARLS"]
    generator.attempt = lambda rng, answer: None
    with pytest.raises(RuntimeError, match="no riddle with one answer after trying 3 answers"):
        generator.make(random.Random(1), tries=3)


def test_workbench_generate_says_in_one_line_when_the_generator_gives_up(monkeypatch: pytest.MonkeyPatch, capsys) -> None:
    def gives_up(rng: random.Random) -> None:
        """A generator that found nothing."""
        raise RuntimeError("no riddle with one answer after trying 3 answers")

    monkeypatch.setattr("solvers.riddle.generate", gives_up)
    assert cli_main(["generate", "riddle"]) == 2
    assert capsys.readouterr().err == "workbench generate: no riddle with one answer after trying 3 answers\n"


def test_the_dictionary_build_names_a_file_that_is_not_text(tmp_path, capsys) -> None:
    (tmp_path / "index.noun").write_bytes(b"\xff\xfe not text\n")
    assert build_dictionary_main([str(tmp_path)]) == 2
    error = capsys.readouterr().err
    assert error.startswith("build_dictionary: 'utf-8' codec can't decode") and error.count("\n") == 1


def test_slurs_are_not_dictionary_words_for_riddles() -> None:
    from workbench.dictionary import entries

    assert "QUEEN" in entries() and not {"COON", "KIKE", "CHINK"} & entries()
