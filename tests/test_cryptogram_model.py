"""The cryptogram model: reading records, bad input named in one sentence, answers, scoring; fuzzed."""

from __future__ import annotations

import json
import random
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from solvers.cryptogram.making import derangement, encipher, record
from workbench.actions import Assign, Clear
from workbench.errors import FormatError, PuzzleError
from workbench.formats import read_entries
from workbench.models.cryptogram import ALPHABET, Cryptogram, score
from workbench.session import Session
from workbench.errors import Refused

FUZZ = settings(max_examples=150, deadline=None)
SENTENCE = "A CAT SAT ON THE PIANO AND PLAYED THE ONLY SONG IT WILL EVER KNOW."


def made(patristocrat: bool = False, seed: int = 1) -> tuple[Cryptogram, dict]:
    """A cryptogram of SENTENCE under a random derangement, and its solution."""
    full = record("made", SENTENCE, random.Random(seed), patristocrat)
    return Cryptogram.from_record({k: v for k, v in full.items() if k != "solution"}), full["solution"]


def test_an_aristocrat_reads_with_its_words_letters_and_frequencies() -> None:
    puzzle = Cryptogram.from_record({"id": "x", "ciphertext": "Kub wo'x kub.", "given": {"k": "t"}})
    assert puzzle.ciphertext == "KUB WO'X KUB." and puzzle.words == ("KUB", "WO'X", "KUB")
    assert puzzle.given == {"K": "T"} and puzzle.symbols == ("B", "K", "O", "U", "W", "X")
    assert puzzle.frequencies["K"] == 2 and puzzle.letters == "KUBWOXKUB"
    assert Session(puzzle).state.pins == {"K"}


def test_a_patristocrat_answers_with_its_letters_alone() -> None:
    puzzle, solution = made(patristocrat=True)
    assert puzzle.words == () and " " in puzzle.ciphertext
    assert puzzle.answer_for(solution["key"]) == {"plaintext": solution["plaintext"], "key": dict(sorted(solution["key"].items()))}
    assert score(puzzle, puzzle.answer_for(solution["key"]), [], solution).exact


def test_an_aristocrat_answer_keeps_the_punctuation_and_scores_letters() -> None:
    puzzle, solution = made()
    key = dict(solution["key"])
    assert puzzle.plaintext(key) == SENTENCE
    del key[next(iter(key))]
    partial = score(puzzle, puzzle.answer_for(key), [{"plaintext": "nope"}, {"plaintext": SENTENCE}], solution)
    assert not partial.exact and 0.8 < partial.letters < 1.0 and partial.rank == 2


@pytest.mark.parametrize(
    ("record_", "message"),
    [
        ({"ciphertext": ""}, "the ciphertext is empty"),
        ({"ciphertext": "   "}, "the ciphertext is empty"),
        ({"ciphertext": "123 !?"}, "the ciphertext has no letters"),
        ({"ciphertext": "ABC DÉF"}, "a letter outside A-Z: 'É' at column 6"),
        ({"ciphertext": 42}, "'ciphertext' must be a string"),
        ({"ciphertext": "ABC", "patristocrat": "yes"}, "'patristocrat' must be true or false"),
        ({"ciphertext": "ABC", "given": ["A"]}, "'given' must be an object"),
        ({"ciphertext": "ABC", "given": {"A": "X", "B": "X"}}, "given X is given twice: to A and to B"),
        ({"ciphertext": "ABC", "given": {"A": "X", "a": "Y"}}, "given A twice: as X and as Y"),
        ({"ciphertext": "ABC", "given": {"Z": "X"}}, "given Z does not occur in the ciphertext"),
        ({"ciphertext": "ABC", "given": {"A": "XY"}}, "both must be single letters"),
        ({"ciphertext": "ABC", "given": {"A": "1"}}, "letters must be A-Z"),
    ],
)
def test_bad_records_are_refused_in_one_sentence(record_: dict, message: str) -> None:
    with pytest.raises(PuzzleError, match=message.replace("?", r"\?").replace("(", r"\(")):
        Cryptogram.from_record({"id": "bad", **record_})


def test_a_bad_line_in_a_file_is_named_and_the_good_ones_still_read(tmp_path: Path) -> None:
    good = {"id": "g", "kind": "cryptogram", "ciphertext": "XYZ ZYX"}
    path = tmp_path / "mixed.jsonl"
    path.write_text("\n".join(json.dumps(r) for r in [good, {**good, "ciphertext": "ÅÄÖ"}, good]) + "\n")
    entries = list(read_entries(path))
    assert [type(e).__name__ for e in entries] == ["Entry", "FormatError", "Entry"]
    assert isinstance(entries[1], FormatError) and entries[1].line == 2 and "outside A-Z" in str(entries[1])


def test_a_letter_already_used_is_refused_and_nothing_entered_is_lost() -> None:
    puzzle, _ = made()
    session = Session(puzzle)
    first, second = puzzle.symbols[:2]
    session.apply(Assign(first, "E"))
    with pytest.raises(Refused, match=f"{first} already stands for E"):
        session.apply(Assign(second, "E"))
    assert session.state.letters == {first: "E"}
    session.apply_all([Clear(first), Assign(second, "E")])
    assert session.state.letters == {second: "E"}


@FUZZ
@given(st.dictionaries(st.sampled_from(["id", "ciphertext", "patristocrat", "given", "kind"]),
                       st.one_of(st.text(max_size=30), st.booleans(), st.integers(), st.none(),
                                 st.dictionaries(st.text(max_size=2), st.text(max_size=2), max_size=4))))
def test_any_record_reads_or_is_refused_with_a_puzzle_error(raw: dict) -> None:
    try:
        puzzle = Cryptogram.from_record(raw)
    except PuzzleError as error:
        assert str(error) and "\n" not in str(error)
        return
    assert puzzle.letters and set(puzzle.letters) <= set(ALPHABET)
    assert Cryptogram.from_record(puzzle.to_record()) == puzzle


@FUZZ
@given(st.text(alphabet=st.characters(codec="ascii"), min_size=1, max_size=80), st.integers(0, 10**6), st.booleans())
def test_enciphering_then_reading_through_the_key_gives_the_text_back(text: str, seed: int, patristocrat: bool) -> None:
    key = derangement(random.Random(seed))
    assert all(p != c for p, c in key.items())
    if not any(ch.upper() in ALPHABET for ch in text):
        return
    puzzle = Cryptogram.from_record({"id": "f", "ciphertext": encipher(text, key, patristocrat), "patristocrat": patristocrat})
    inverse = {c: p for p, c in key.items()}
    letters = "".join(ch for ch in text.upper() if ch in ALPHABET)
    assert puzzle.plaintext(inverse) == (letters if patristocrat else text.upper())


def test_phrase_pairs_and_contexts_are_neighbouring_words_no_punctuation_parts_and_labels_letters_before_a_colon() -> None:
    puzzle = Cryptogram.from_record({"ciphertext": "AB CD, EF-GH \"IJ\" KL'M N. O -- P Q' R S: T U:V W - X\nY ' 'Z"})
    assert puzzle.words == ("AB", "CD", "EF", "GH", "IJ", "KL'M", "N", "O", "P", "Q", "R", "S", "T", "U", "V",
                            "W", "X", "Y", "Z")
    assert puzzle.phrase_pairs == ((0, 1), (2, 3), (5, 6), (8, 9), (9, 10), (10, 11), (12, 13), (14, 15),
                                  (16, 17), (17, 18))
    assert puzzle.phrase_contexts == ((0, 1), (2, 3), (5, 6), (8, 9), (8, 9, 10), (9, 10, 11), (12, 13), (14, 15),
                                      (16, 17), (16, 17, 18))
    assert puzzle.labels == (11, 13)


def test_a_letter_before_a_full_stop_labels_a_line_only_where_a_sentence_starts() -> None:
    assert labels("HUMOR IN THE COURT: Q. DOCTOR, DID YOU SAY? \"A. NO, I SAID.\"") == ["Q", "A"]
    assert labels("Q. WHY? A. BECAUSE.") == ["Q", "A"]
    assert labels("WRITTEN BY T. J. WATSON AND PLAN A. THEN B.") == []


def labels(text: str) -> list[str]:
    """The cipher words a text's labels are (the text read as its own ciphertext)."""
    puzzle = Cryptogram.from_record({"ciphertext": text})
    return [puzzle.words[i] for i in puzzle.labels]
