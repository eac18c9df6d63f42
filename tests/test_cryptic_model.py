"""The cryptic clue model: reading records, refusing bad input, annotations, scoring."""

from __future__ import annotations

import json

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from workbench.actions import ApplyIndicator, Assign, ChooseReading, MarkDefinition, Retract
from workbench.errors import FormatError, PuzzleError, Refused
from workbench.formats import read_entries
from workbench.models.cryptic import CrypticClue, parse_enumeration, score
from workbench.session import Session


def clue(text: str = "Cooked rustic orange", enumeration: str | None = "6") -> CrypticClue:
    """A clue built through the reader."""
    record = {"id": "t", "kind": "cryptic", "clue": text}
    if enumeration is not None:
        record["enumeration"] = enumeration
    return CrypticClue.from_record(record)


def test_words_and_shape():
    puzzle = clue("Stare, ignoring Eastern idol", "4")
    assert puzzle.words == ("Stare,", "ignoring", "Eastern", "idol")
    assert puzzle.plain_words == ("stare", "ignoring", "eastern", "idol")
    assert puzzle.symbols == ("1", "2", "3", "4")


def test_accents_come_off_and_a_token_of_no_latin_letter_is_no_word():
    puzzle = clue("Café λ crème – brûlée for Cæsar", "4")
    assert puzzle.words == ("Café", "crème", "brûlée", "for", "Cæsar")
    assert puzzle.plain_words == ("cafe", "creme", "brulee", "for", "caesar")


def test_a_quote_mark_inside_a_word_is_an_apostrophe():
    puzzle = clue("Italian city”s ‘turbulent’ ro\xadmance", "7")
    assert puzzle.plain_words == ("italian", "city's", "turbulent", "romance")


def test_a_hyphenated_word_is_a_word_for_each_part_and_reads_whole_again():
    puzzle = clue("Give short-tempered supervision - A-1", "9")
    assert puzzle.words == ("Give", "short-", "tempered", "supervision", "A-1")
    assert puzzle.plain_words == ("give", "short", "tempered", "supervision", "a-1")
    assert puzzle.span_text((1, 2)) == "short-tempered"
    assert puzzle.parts_of_spaced_words == ((0, 0), (1, 2), (3, 3), (4, 4))


def test_enumerations_with_several_words():
    assert parse_enumeration("3,4") == ((3, 4), " ")
    assert parse_enumeration("5-3") == ((5, 3), "-")
    assert clue("x y", "3-2").shaped("SETUP") == "SET-UP"


def test_enumeration_read_from_the_end_of_the_clue():
    puzzle = clue("Cooked rustic orange (6)", None)
    assert (puzzle.clue, puzzle.enumeration) == ("Cooked rustic orange", "6")


@pytest.mark.parametrize(("text", "enumeration", "message"), [
    ("Cooked rustic orange", None, "no enumeration"),
    ("Cooked rustic orange", "six", "not word lengths"),
    ("Cooked rustic orange", "6,,2", "not word lengths"),
    ("Cooked rustic orange", "0", "no letters"),
    ("Cooked rustic orange", "20,20", "more than 30"),
    ("   ", "4", "no words"),
    ("?! ...", "4", "no words"),
    (" ".join(["word"] * 61), "4", "at most 60"),
])
def test_bad_clues_are_refused_with_a_reason(text, enumeration, message):
    with pytest.raises(PuzzleError, match=message):
        clue(text, enumeration)


def test_bad_lines_in_a_file_name_the_line(tmp_path):
    path = tmp_path / "clues.jsonl"
    good = {"id": "a", "kind": "cryptic", "clue": "Cooked rustic orange", "enumeration": "6"}
    path.write_text("\n".join([json.dumps(good), json.dumps({**good, "enumeration": 6}), "{"]))
    found = list(read_entries(path))
    assert isinstance(found[0].puzzle, CrypticClue)
    assert isinstance(found[1], FormatError) and found[1].line == 2 and "must be a string" in found[1].message
    assert isinstance(found[2], FormatError) and found[2].line == 3


@given(st.dictionaries(st.sampled_from(["clue", "enumeration", "id"]),
                       st.one_of(st.text(max_size=40), st.integers(), st.none(), st.lists(st.integers()))))
@settings(max_examples=200, deadline=None)
def test_the_reader_never_fails_other_than_with_a_puzzle_error(record):
    try:
        puzzle = CrypticClue.from_record({"kind": "cryptic", **record})
    except PuzzleError:
        return
    assert puzzle.words and 0 < puzzle.size <= 30


def test_annotations_inside_the_clue_are_accepted_and_retracted():
    session = Session(clue())
    session.apply(MarkDefinition((2, 2)))
    session.apply(ApplyIndicator((0, 0), "anagram", (1, 1)))
    session.apply(ChooseReading((1, 1), "rustic"))
    assert len(session.state.annotations) == 3
    session.apply(Retract((0, 0)))
    assert len(session.state.annotations) == 2


@pytest.mark.parametrize(("action", "reason"), [
    (MarkDefinition((1, 1)), "starts or ends"),
    (MarkDefinition((2, 5)), "no word 6"),
    (ApplyIndicator((0, 0), "juggle", (1, 1)), "not an operation"),
    (ApplyIndicator((0, 1), "anagram", (1, 2)), "share words"),
    (ApplyIndicator((1, 1), "replacing", (0, 0)), "takes no fodder"),
    (ChooseReading((1, 1), "ab1"), "not a reading"),
    (ChooseReading((1, 1), "abcdefg"), "more letters"),
    (Retract((1, 1)), "nothing is marked"),
    (Assign("7", "A"), "no '7'"),
    (Assign("1", "é"), "not a letter"),
])
def test_bad_annotations_are_refused(action, reason):
    with pytest.raises(Refused, match=reason):
        Session(clue()).apply(action)


def test_typed_answer_is_shaped_by_the_enumeration():
    puzzle = clue("x y", "3-2")
    session = Session(puzzle)
    session.apply_all([Assign(str(i), ch) for i, ch in enumerate("SETU", start=1)])
    assert puzzle.answer(session.state) == {"answer": "SET-U."}


def test_score_compares_letters_and_finds_the_rank():
    puzzle = clue("x y", "3-2")
    result = score(puzzle, {"answer": "SET UP"}, [{"answer": "OFF-IT"}, {"answer": "SETUP"}], {"answer": "SET-UP"})
    assert result.exact and result.letters == 1.0 and result.rank == 2
    assert score(puzzle, None, [], {"answer": "SET-UP"}).rank is None


def test_a_typed_answer_names_what_is_not_a_letter():
    puzzle = clue()
    assert puzzle.typed_problem("cítrus") == "'í' is not a letter A-Z"
    assert puzzle.typed_problem("c1tru5") == "'1' and '5' are not letters A-Z"
    assert puzzle.typed_problem("cit rus") == "' ' is not a letter A-Z; the answer is one word"
    assert puzzle.typed_problem("citru") == "CITRU has 5 letters; (6) asks for 6"
    assert puzzle.typed_problem(" Citrus ") is None
    assert clue("x y", "3-2").typed_problem("set-up") is None
    assert clue("x y", "3,2").typed_problem("set up") is None


@given(st.text(max_size=12))
def test_a_typed_answer_is_refused_or_six_letters(typed):
    problem = clue().typed_problem(typed)
    assert problem is not None or (len(typed.strip()) == 6 and typed.strip().isascii() and typed.strip().isalpha())
