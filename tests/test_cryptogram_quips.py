"""Cryptoquips read from a numbered test file: keys checked, typos dropped, benchmark ones left out."""

from __future__ import annotations

import json

from solvers.cryptogram.quips import main, quip_key, quip_records
from workbench.formats import read_entries
from workbench.models.cryptogram import Cryptogram

SOURCE = """1.
QEB ZXQ PXQ LK QEB JXQ\u2019P EXQ.
THE CAT SAT ON THE MAT\u2019S HAT.

2.
QEB ZXQ PXQ LK QEB JXQ
THE DOG SAT ON THE MAT

3.
ABC ABC
THE CAT

4.
QEB ZXQ PXQ LK QEB JXQ
THE CAT SAT ON THE MAT.
"""


def test_a_key_is_read_word_by_word_and_refused_when_a_letter_stands_for_two() -> None:
    assert quip_key("QEB ZXQ", "THE CAT") == {"Q": "T", "E": "H", "B": "E", "Z": "C", "X": "A"}
    assert quip_key("QEB ZXQ", "THE DOG") is None
    assert quip_key("AB AB", "TH CA") is None
    assert quip_key("QEB ZXQ", "THE CATS") is None
    assert quip_key("QE BZ", "TT HE") is None
    assert not quip_key("...", "...")
    assert quip_records("1.\n...\n...\n", set()) == ([], {"lines disagree": [1], "excluded or repeated": []})


def test_typos_are_dropped_and_punctuation_follows_the_ciphertext() -> None:
    kept, dropped = quip_records(SOURCE, set())
    assert dropped == {"lines disagree": [2, 3], "excluded or repeated": []}
    assert [record["id"] for record in kept] == ["cryptoquip-001", "cryptoquip-004"]
    assert kept[0]["solution"]["plaintext"] == "THE CAT SAT ON THE MAT'S HAT."
    assert kept[0]["ciphertext"] == "QEB ZXQ PXQ LK QEB JXQ'P EXQ."
    assert kept[1]["solution"]["plaintext"] == "THE CAT SAT ON THE MAT"


def test_a_repeat_or_an_excluded_quip_is_dropped() -> None:
    kept, dropped = quip_records(SOURCE + "\n5.\nQEB ZXQ PXQ LK QEB JXQ'P EXQ!\nTHE CAT SAT ON THE MAT'S HAT!\n", set())
    assert dropped == {"lines disagree": [2, 3], "excluded or repeated": [5]}
    assert [record["id"] for record in quip_records(SOURCE, {"THECATSATONTHEMATSHAT"})[0]] == ["cryptoquip-004"]


def test_the_command_writes_records_the_workbench_reads(tmp_path) -> None:
    source, out = tmp_path / "quips.txt", tmp_path / "quips.jsonl"
    source.write_text(SOURCE, encoding="utf-8")
    assert main([str(source), str(out)]) == 0
    entries = list(read_entries(out))
    assert len(entries) == 2 and entries[0].truth["plaintext"].startswith("THE CAT")
    first = json.loads(out.read_text().splitlines()[0])
    puzzle = Cryptogram.from_record({k: v for k, v in first.items() if k != "solution"})
    assert puzzle.ciphertext.startswith("QEB ZXQ")


def test_a_missing_source_is_one_line_on_stderr(tmp_path, capsys) -> None:
    assert main([str(tmp_path / "absent.txt"), str(tmp_path / "out.jsonl")]) == 1
    assert capsys.readouterr().err.count("\n") == 1
