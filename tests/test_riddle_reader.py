"""The riddle reader: every phrasing read into letter sets, bad lines named and quoted; fuzzed."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from workbench.actions import Assign, Strike
from workbench.errors import FormatError, PuzzleError
from workbench.formats import read_entries
from workbench.models.riddle import ALPHABET, GRAMMAR_WORDS, ORDINALS, Riddle, score
from workbench.scoring import Score
from workbench.session import Session

EARLS = """My first is in deans but not in slats
My second is in persona but not in perusing
My third is neither in veiled nor in seized
My fourth is in cleat but not in octet
My last is in curtsied but not in curbed"""

FUZZ = settings(max_examples=150, deadline=None)


def only_line(text: str) -> frozenset[str]:
    """The letters the one line of a riddle allows."""
    return Riddle.parse(text).lines[0].allowed


def test_the_seed_riddle_reads_into_its_letter_sets() -> None:
    riddle = Riddle.parse(EARLS, "earls")
    assert riddle.symbols == ("1", "2", "3", "4", "5")
    assert [set(line.allowed) for line in riddle.lines[:2]] == [{"D", "E", "N"}, {"A", "O"}]
    assert riddle.lines[2].allowed == frozenset(ALPHABET) - set("VEILDSZ")
    assert riddle.lines[3].allowed == {"A", "L"} and riddle.lines[4].allowed == {"I", "S", "T"}
    assert riddle.fits("EARLS") and not riddle.fits("EARL") and not riddle.fits("SARLS")


@pytest.mark.parametrize(
    ("line", "letters"),
    [
        ("My first is in apple but not in pad", {"L", "E"}),
        ("My first is in apple and also in banana", {"A"}),
        ("My first is in cart and in arc", {"A", "R", "C"}),
        ("My first is in cart but never in arc", {"T"}),
        ("My first in cart but not in arc", {"T"}),
        ("My first is not in arc but is in cart", {"T"}),
        ("My first isn't in arc, but it's in cart.", {"T"}),
        ("my first's in cart, not in arc", {"T"}),
        ("My 1st is in cart but not in arc", {"T"}),
        ("My first is in CART yet not in ARC", {"T"}),
        ("My first is neither in abcdefghijklm nor nopqrstuvwxy", {"Z"}),
        ("My first is neither in abcdefghijklm nor in nopqrstuvwxy", {"Z"}),
        ("My first you will find in cart but not in arc", {"T"}),
        ("My first letter is within cart and not within arc", {"T"}),
        ("My first is in the cart but not in the arc", {"T"}),
        ("My first is in both cart and tab", {"T", "A"}),
        ("My first is not in arc and tab", set(ALPHABET) - set("ARCTB")),
        ("My first is in whole but not in hole", {"W"}),
        ("My first is in last but not in lass", {"T"}),
        ("My first is in a but not in the", {"A"}),
    ],
)
def test_every_phrasing_reads(line: str, letters: set[str]) -> None:
    assert only_line(line) == letters


def test_ordinals_to_twelfth_and_last() -> None:
    text = "\n".join(f"My {ordinal} is in ab but not in b" for ordinal in ORDINALS[:11]) + "\nMy last is in cd but not in d"
    riddle = Riddle.parse(text)
    assert riddle.length == 12 and riddle.fits("A" * 11 + "C")
    shuffled = Riddle.parse("My last is in x\nMy first is in y")
    assert shuffled.fits("YX")


def test_the_whole_is_a_hint_not_a_letter() -> None:
    riddle = Riddle.parse(EARLS + "\nMy whole is a peer of the realm.")
    assert riddle.length == 5 and riddle.whole == "a peer of the realm"


def test_the_title_names_the_riddle_even_without_an_id() -> None:
    assert Riddle.parse(EARLS, "earls").title == "earls (5 letters)"
    assert Riddle.parse(EARLS).title == "riddle (5 letters)"


def test_several_sentences_on_one_line() -> None:
    riddle = Riddle.parse("My first is in tea but not in sea. My second is in at and in to; my third in on, my last is in go")
    assert riddle.length == 4 and riddle.lines[1].allowed == {"T"} and riddle.lines[2].allowed == {"O", "N"}


@pytest.mark.parametrize(
    ("text", "message"),
    [
        ("My first is a vowel", "line 1 ('My first is a vowel'): cannot read 'vowel'"),
        ("Riddle me this\nMy first is in a", "line 1 ('Riddle me this'): expected it to start with 'My first'"),
        ("My first is in tea but not", "line 1 ('My first is in tea but not'): a 'not' with no clue word"),
        ("My first is in but not in sea", "expected a clue word after 'in'"),
        ("My first is in tea\nMy first is in sea", "line 2 ('My first is in sea'): letter 1 is already described by line 1"),
        ("My first is in tea\nMy ninth is in sea", "line 2 ('My ninth is in sea'): a riddle of 2 letter lines has no letter 9 (one line for each letter"),
        ("My first is in tea but not in eat", "line 1 ('My first is in tea but not in eat'): no letter is in TEA, not in EAT"),
        ("My first is in café", "the clue word 'café' has 'É'"),
        ("My whole is a drink", "the riddle has no letter lines"),
        ("   \n\n", "the riddle has no letter lines"),
        ("My first is in at\nMy whole is x\nMy whole is y", "line 3 ('My whole is y'): a second 'My whole' line"),
    ],
)
def test_a_line_it_cannot_read_is_named_and_quoted(text: str, message: str) -> None:
    with pytest.raises(PuzzleError, match=message.replace("(", r"\(").replace(")", r"\)")):
        Riddle.parse(text)


def test_bad_records_give_one_line_each(tmp_path: Path) -> None:
    path = tmp_path / "riddles.jsonl"
    lines = [
        {"id": "good", "kind": "riddle", "text": EARLS},
        {"id": "no-text", "kind": "riddle"},
        {"id": "bad-line", "kind": "riddle", "text": "My first is a vowel"},
        {"id": "extra", "kind": "riddle", "text": EARLS, "answer": "EARLS"},
    ]
    path.write_text("\n".join(json.dumps(line) for line in lines), encoding="utf-8")
    found = list(read_entries(path))
    assert found[0].puzzle.to_record() == {"id": "good", "kind": "riddle", "text": EARLS}
    assert [str(e) for e in found[1:]] == [
        f"{path}:2: 'text' must be a string: the riddle, one line per letter",
        f"{path}:3: line 1 ('My first is a vowel'): cannot read 'vowel' (expected 'in WORD', 'not in WORD', 'neither in WORD nor in WORD')",
        f"{path}:4: unknown field 'answer' for a riddle",
    ]


def test_letters_a_line_rules_out_are_refused() -> None:
    session = Session(Riddle.parse(EARLS))
    session.apply(Assign("1", "E"))
    session.apply(Strike("2", "O"))
    refusals = []
    for action in (Assign("1", "S"), Assign("2", "O"), Assign("9", "A"), Strike("1", "é"), Strike("1", "E")):
        try:
            session.apply(action)
        except Exception as refusal:  # noqa: BLE001 - the reason is what is checked
            refusals.append(str(refusal))
    assert refusals == [
        "S cannot be letter 1: it must be in DEANS, not in SLATS",
        "O is struck out at 2",
        "there is no '9' in this puzzle",
        "'é' is not in the alphabet",
        "E is the letter at 1; clear it before striking it out",
    ]
    assert session.puzzle.answer(session.state) == "E____"
    assert session.puzzle.allowed(session.state)[1] == {"A"}


def test_score_counts_positions_and_rank() -> None:
    riddle = Riddle.parse(EARLS)
    truth = {"answer": "EARLS"}
    assert score(riddle, {"answer": "EARLS"}, [], truth) == Score(True, 1.0, None)
    assert score(riddle, {"answer": "EARLT"}, [{"answer": "EARLT"}, {"answer": "EARLS"}], truth) == Score(False, 0.8, 2)
    assert score(riddle, None, [], truth) == Score(False, 0.0, None)


WORDS = st.text(alphabet="abcdefghijklmnopqrstuvwxyz", min_size=1, max_size=9)
CLUE_WORDS = WORDS.filter(lambda word: word not in GRAMMAR_WORDS)
GRAMMAR = st.sampled_from(["My", "my", "first", "last", "whole", "is", "in", "not", "but", "neither", "nor",
                           "and", "also", "never", "'s", "n't", ",", ".", ";", "\n", "2nd", "café", "-", "within"])


@FUZZ
@given(st.lists(st.one_of(WORDS, GRAMMAR), max_size=30).map(" ".join))
def test_any_text_reads_or_gives_a_puzzle_error(text: str) -> None:
    try:
        riddle = Riddle.parse(text)
    except PuzzleError as error:
        assert "\n" not in str(error) or "line" in str(error)
    else:
        assert riddle.length >= 1 and all(line.allowed for line in riddle.lines)


@FUZZ
@given(st.text(max_size=200))
def test_any_unicode_reads_or_gives_a_puzzle_error(text: str) -> None:
    try:
        Riddle.parse(text)
    except PuzzleError:
        pass


@FUZZ
@given(st.recursive(st.none() | st.booleans() | st.integers() | st.text(max_size=40),
                    lambda inner: st.lists(inner, max_size=3) | st.dictionaries(st.text(max_size=5), inner, max_size=3),
                    max_leaves=8))
def test_any_json_text_field_gives_an_entry_or_a_format_error(value: object) -> None:
    import tempfile

    with tempfile.TemporaryDirectory() as folder:
        path = Path(folder) / "r.jsonl"
        path.write_text(json.dumps({"id": "f", "kind": "riddle", "text": value}), encoding="utf-8")
        found = list(read_entries(path))
    assert len(found) == 1
    assert isinstance(found[0], FormatError) or isinstance(found[0].puzzle, Riddle)


@FUZZ
@given(st.lists(st.tuples(CLUE_WORDS, CLUE_WORDS, st.sampled_from(["but-not", "and-also", "neither"])), min_size=1, max_size=12))
def test_written_lines_read_back_to_their_letter_sets(lines: list[tuple[str, str, str]]) -> None:
    phrasing = {
        "but-not": "My {o} is in {w} but not in {v}",
        "and-also": "My {o} is in {w} and also in {v}",
        "neither": "My {o} is neither in {w} nor {v}",
    }
    expected = {
        "but-not": lambda w, v: set(w) - set(v),
        "and-also": lambda w, v: set(w) & set(v),
        "neither": lambda w, v: set(ALPHABET) - set(w) - set(v),
    }
    text = "\n".join(phrasing[kind].format(o=ORDINALS[i], w=w, v=v) for i, (w, v, kind) in enumerate(lines))
    sets = [expected[kind](w.upper(), v.upper()) for w, v, kind in lines]
    if not all(sets):
        with pytest.raises(PuzzleError, match="no letter is"):
            Riddle.parse(text)
        return
    assert [set(line.allowed) for line in Riddle.parse(text).lines] == sets
