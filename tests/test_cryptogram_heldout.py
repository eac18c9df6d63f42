"""Held-out sets: quotes read from fortune files, sampled, split in two halves."""

from __future__ import annotations

import json

from hypothesis import given
from hypothesis import strategies as st

from solvers.cryptogram.fortunes import entries, quote, quotes
from solvers.cryptogram.heldout import bucket, main

FORTUNES = """A cat that naps in the sun all afternoon has understood something we have all forgotten.
\t\t-- nobody in particular
%
Roses are red,

violets are blue.
%
\tAn indented line reads like verse, not like a quote for a puzzle.
%
There are 10 kinds of people, and this line has a digit.
%
Small rivers find the sea in time; patient people find their way home at last, with a lantern.
%
A cat that naps in the sun all afternoon has understood something we have all forgotten.
%
Every long journey starts with one step, and with shoes that fit, and with bread in the bag,
and with a friend who knows the road well enough to laugh at the weather on the way there.
"""


def write_fortunes(tmp_path):
    """A small fortune file written for these tests."""
    path = tmp_path / "sayings"
    path.write_text(FORTUNES, encoding="utf-8")
    return path


def test_quotes_drop_attributions_verse_digits_and_repeats(tmp_path) -> None:
    found = quotes([write_fortunes(tmp_path)])
    assert found[0] == "A CAT THAT NAPS IN THE SUN ALL AFTERNOON HAS UNDERSTOOD SOMETHING WE HAVE ALL FORGOTTEN."
    assert len(found) == 3
    assert all("--" not in text and "10" not in text for text in found)
    assert found[2].startswith("EVERY LONG JOURNEY") and "BAG, AND WITH" in found[2]


def test_a_folder_stands_for_its_fortune_files_not_their_indexes(tmp_path) -> None:
    write_fortunes(tmp_path)
    (tmp_path / "sayings.dat").write_bytes(b"\x00\x01")
    assert quotes([tmp_path]) == quotes([tmp_path / "sayings"])


@given(st.text(max_size=300))
def test_any_text_reads_as_entries_and_quotes_without_crashing(text: str) -> None:
    for lines in entries(text):
        made = quote(lines)
        assert made is None or (made == made.upper() and "\n" not in made)


def test_the_two_halves_split_one_sample_and_leave_out_excluded_quotes(tmp_path) -> None:
    fortunes = write_fortunes(tmp_path)
    made = {}
    for half in (None, 1, 2):
        out = tmp_path / f"half{half}.jsonl"
        args = [str(out), "5", "--fortunes", str(fortunes)] + ([] if half is None else ["--half", str(half)])
        assert main(args) == 0
        made[half] = [json.loads(line) for line in out.read_text().splitlines()]
    assert len(made[None]) == 6 and len(made[1]) == 4 and len(made[2]) == 2
    assert {r["id"] for r in made[1]} | {r["id"] for r in made[2]} == {r["id"] for r in made[None]}
    assert {r["bucket"] for r in made[None]} == {"short", "medium"}
    assert main([str(tmp_path / "none.jsonl"), "--fortunes", str(fortunes), "--exclude", str(tmp_path / "half1.jsonl")]) == 0
    left = [json.loads(line)["id"] for line in (tmp_path / "none.jsonl").read_text().splitlines()]
    assert len(left) == 2


def test_buckets_follow_the_letter_counts() -> None:
    assert bucket("A" * 39) is None and bucket("A" * 40) == "short" and bucket("A" * 149) == "medium"
    assert bucket("A" * 299) == "long" and bucket("A" * 300) is None


def test_a_missing_fortune_file_is_one_clear_line(tmp_path, capsys) -> None:
    assert main([str(tmp_path / "out.jsonl"), "--fortunes", str(tmp_path / "missing")]) == 1
    assert capsys.readouterr().err.startswith("heldout: ")
