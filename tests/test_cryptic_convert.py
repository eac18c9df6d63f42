"""The converter from public clue collections: readers, wordplay types, and clues left out."""

from __future__ import annotations

import json
from pathlib import Path

from solvers.cryptic import convert_clues


def write(path: Path, text: str) -> Path:
    """Write a file and return its path."""
    path.write_text(text, encoding="utf-8")
    return path


def test_csv_rows_keep_their_type_and_an_assemblage_is_typed_by_its_letters(tmp_path):
    rows = write(tmp_path / "clues.csv", "Clue,Answer,Type\n"
                 "Tin cares badly for old things (7),ANTIQUE,anagram\n"
                 "\"Heads of every gang, obviously (3)\",EGO,assemblage\n"
                 "Some bread bakers make (4),READ,hidden word\n")
    clues = convert_clues.converted([(rows, "somewhere:clues.csv")], set())
    assert [(c.text, c.enumeration, c.answer, c.set) for c in clues] == [
        ("Tin cares badly for old things", "7", "ANTIQUE", "anagram"),
        ("Heads of every gang, obviously", "3", "EGO", "initials"),
        ("Some bread bakers make", "4", "READ", "hidden"),
    ]


def test_a_json_collection_gives_each_clue_its_section_type(tmp_path):
    collection = {"types": {
        "acrostic": {"clues": [{"clue_text": "Heads of every  gang, obviously", "answer": "ego", "enumeration": "3"}]},
        "double_definition": {"clues": [{"clue_text": "Dog's cry or tree covering", "answer": "BARK",
                                         "enumeration": "4"}]},
        "reversal": {"clues": [{"clue_text": "Deity revealed when dog turns over", "answer": "GOD",
                                "enumeration": "3, 1"},
                               {"clue_text": "Nothing to answer", "answer": None, "enumeration": "4"},
                               {"clue_text": "No enumeration", "answer": "NONE"}]},
    }}
    source = write(tmp_path / "clues.json", json.dumps(collection))
    clues = convert_clues.converted([(source, "there:clues.json")], set())
    assert [(c.text, c.enumeration, c.answer, c.set) for c in clues] == [
        ("Heads of every gang, obviously", "3", "EGO", "initials"),
        ("Dog's cry or tree covering", "4", "BARK", "double_definition"),
    ]


def test_query_rows_are_typed_by_their_letters_alone(tmp_path):
    result = {"columns": ["clue", "answer", "definition"], "rows": [
        ["Bird nesting in hibiscus (4)", "IBIS", "Bird"],
        ["Heads of every gang, obviously (3)", "EGO", "obviously"],
        ["Stained, oddly, grit (4)", "SAND", "grit"],
        ["Quiet English lady (3)", "SHE", "lady"],
        ["A dash for an answer (1)", "-", "dash"],
        [None, "NONE", "no clue"],
        ["A clue without its enumeration", "NONE", "clue"],
    ]}
    source = write(tmp_path / "rows.json", json.dumps(result))
    clues = convert_clues.converted([(source, "there:rows.json")], set())
    assert [(c.text, c.enumeration, c.set) for c in clues] == [
        ("Bird nesting in hibiscus", "4", "hidden"),
        ("Heads of every gang, obviously", "3", "initials"),
        ("Stained, oddly, grit", "4", "alternation"),
        ("Quiet English lady", "3", "unknown"),
    ]


def test_annotations_give_the_type_and_braces_leave_the_clue():
    assert convert_clues.annotated_type("{Pal} made of pale", "PAL", "Double Definition") == "double_definition"
    assert convert_clues.annotated_type("Ring bearer {smile}", "GRIN", "(RING)* (*bearer)") == "anagram"
    assert convert_clues.annotated_type("Start of tea {tip}", "TIP", "T[ea] (start of) + IP") == "initials"
    assert convert_clues.annotated_type("Lots, oddly {thing}", "LT", "L[o]T[s] (oddly)") == "alternation"
    assert convert_clues.annotated_type("Cat around {item}", "TAC", "TAC< (around)") == "reversal"


def test_known_clues_are_left_out_by_their_letters_and_each_clue_comes_once(tmp_path):
    known = write(tmp_path / "dev.jsonl", json.dumps({"clue": "Some bread\u00a0bakers make"}) + "\n")
    lines = write(tmp_path / "notes.jsonl", "\n".join(json.dumps(item) for item in [
        {"clue": "{Read} some bread bakers make", "answer": "READ", "pattern": "4", "wordplay": "x"},
        {"clue": "Some bread, bakers make", "answer": "READ", "pattern": "4", "wordplay": "x"},
        {"clue": "Reread bakers {twice}", "answer": "TWICE", "pattern": "5", "wordplay": "x"},
        {"clue": "Reread bakers {twice}", "answer": "TWICE", "pattern": "5", "wordplay": "x"},
    ]) + "\n")
    clues = convert_clues.converted([(lines, "here:notes.jsonl")], convert_clues.known_clues([known]))
    assert [c.text for c in clues] == ["Read some bread bakers make", "Reread bakers twice"]
    assert clues[0].record()["source"] == "here:notes.jsonl"


def test_the_command_writes_interchange_records(tmp_path):
    rows = write(tmp_path / "clues.csv", "Clue,Answer,Type\nTin cares badly for old things (7),ANTIQUE,anagram\n")
    out = tmp_path / "out.jsonl"
    assert convert_clues.main([str(out), f"{rows}=somewhere:clues.csv"]) == 0
    record = json.loads(out.read_text(encoding="utf-8"))
    assert record["kind"] == "cryptic" and record["solution"] == {"answer": "ANTIQUE"} and record["set"] == "anagram"
