"""Where a session was left: written beside the session file, read back, and ignored when damaged."""

from __future__ import annotations

from pathlib import Path

import pytest

from workbench.placement import Placement, int_pair, load_placement, placement_path, save_placement


def test_a_placement_survives_saving_and_loading(tmp_path: Path) -> None:
    session = tmp_path / "a.session.jsonl"
    save_placement(session, Placement("ga", [3, 4]))
    assert load_placement(session) == Placement("ga", [3, 4])


@pytest.mark.parametrize("content", ["", "{oops", "[1, 2]", '{"solver": 7, "cursor": [1]}'])
def test_a_missing_or_damaged_placement_reads_as_none(tmp_path: Path, content: str) -> None:
    session = tmp_path / "a.session.jsonl"
    assert load_placement(session) == Placement()
    placement_path(session).write_text(content, encoding="utf-8")
    assert load_placement(session).solver is None


def test_a_placement_that_cannot_be_written_is_dropped_quietly(tmp_path: Path) -> None:
    save_placement(tmp_path / "gone" / "a.session.jsonl", Placement("ga", None))
    assert not (tmp_path / "gone").exists()


def test_only_a_list_of_two_whole_numbers_is_a_pair() -> None:
    assert int_pair([2, 5]) == (2, 5)
    assert [int_pair(place) for place in ([2], [2, "5"], [True, 1], (2, 5), None, [2.0, 5])] == [None] * 6
