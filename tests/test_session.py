"""The session: the one door, refusals, undo and redo by group, and the saved log."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from old_sessions import HYPHENATED, write_version_1
from workbench.actions import Assign, Clear, Pin, Source, Strike, Unpin, Unstrike
from workbench.errors import FormatError, Refused
from workbench.journal import Journal, load_session
from workbench.models.cryptogram import Cryptogram
from workbench.models.riddle import Riddle
from workbench.session import Session

PUZZLE = Cryptogram(id="t", ciphertext="XYZ XQQ WYX, ZZW!", given={"W": "T"})
GA = Source("ga", 1)


def test_an_assignment_changes_the_state_and_is_logged() -> None:
    session = Session(PUZZLE)
    session.apply(Assign("X", "E"))
    assert session.state.letters["X"] == "E"
    assert session.state.setters["X"].is_person
    assert [e.kind for e in session.log] == ["do"]


def test_a_letter_taken_by_another_symbol_is_refused_with_the_reason() -> None:
    session = Session(PUZZLE)
    session.apply(Assign("X", "E"))
    with pytest.raises(Refused, match="X already stands for E"):
        session.apply(Assign("Y", "E"))
    assert "Y" not in session.state.letters
    assert len(session.log) == 1


def test_givens_are_pinned_and_cannot_be_changed() -> None:
    session = Session(PUZZLE)
    assert session.state.letters["W"] == "T" and "W" in session.state.pins
    with pytest.raises(Refused, match="given by the puzzle"):
        session.apply(Assign("W", "S"))


def test_a_solver_may_not_touch_what_the_person_pinned() -> None:
    session = Session(PUZZLE)
    session.apply(Assign("X", "E"))
    session.apply(Pin("X"))
    with pytest.raises(Refused, match="pinned"):
        session.apply(Clear("X"), GA)


def test_a_group_applies_all_or_nothing() -> None:
    session = Session(PUZZLE)
    with pytest.raises(Refused):
        session.apply_all([Assign("X", "E"), Assign("Y", "E")], GA)
    assert dict(session.state.letters) == {"W": "T"}


def test_undo_and_redo_walk_whole_groups() -> None:
    session = Session(PUZZLE)
    session.apply_all([Assign("X", "E"), Assign("Y", "A"), Assign("Z", "S")], GA)
    session.apply(Assign("Q", "O"))
    session.undo()
    assert "Q" not in session.state.letters and session.state.letters["Z"] == "S"
    session.undo()
    assert dict(session.state.letters) == {"W": "T"}
    session.redo()
    assert session.state.letters["Y"] == "A"
    assert session.state.setters["Y"] == GA


def test_a_new_change_clears_the_redo_stack() -> None:
    session = Session(PUZZLE)
    session.apply(Assign("X", "E"))
    session.undo()
    session.apply(Assign("Y", "E"))
    assert not session.can_redo and session.redo() is None


def test_listeners_hear_every_change_with_its_source() -> None:
    session = Session(PUZZLE)
    heard = []
    stop = session.subscribe(heard.append)
    session.apply(Assign("X", "E"), GA)
    session.undo()
    stop()
    session.redo()
    assert [(c.entry.kind, c.source) for c in heard] == [("do", GA), ("undo", GA)]


def test_a_killed_session_comes_back_exactly(tmp_path: Path) -> None:
    path = tmp_path / "s.session.jsonl"
    session = Session(PUZZLE)
    Journal.create(path, PUZZLE).attach(session)
    session.apply(Assign("X", "E"))
    session.apply_all([Assign("Y", "A"), Assign("Z", "S")], GA)
    session.undo()
    with path.open("a") as handle:
        handle.write('{"do": 9, "acti')  # the kill cut the last write short
    restored = load_session(path)
    assert restored.state == session.state
    assert restored.log == session.log
    restored.redo()
    assert restored.state.letters["Z"] == "S"


def test_a_resumed_session_writes_after_the_line_a_kill_cut_short(tmp_path: Path) -> None:
    path = tmp_path / "s.session.jsonl"
    session = Session(PUZZLE)
    Journal.create(path, PUZZLE).attach(session)
    session.apply(Assign("X", "E"))
    with path.open("ab") as handle:
        handle.write('{"do": 2, "actions": [{"letter": "Ä'.encode()[:-1])  # cut inside a character
    journal, resumed = Journal.reopen(path)
    journal.attach(resumed)
    resumed.apply(Assign("Y", "A"))
    journal.close()
    assert dict(load_session(path).state.letters) == {"W": "T", "X": "E", "Y": "A"}


def test_a_session_whose_text_holds_unicode_line_breaks_reloads(tmp_path: Path) -> None:
    riddle = Riddle.parse("My first is in cat\u2028My last is in dog\x85", "breaks")
    path = tmp_path / "s.session.jsonl"
    session = Session(riddle)
    Journal.create(path, riddle).attach(session)
    session.apply(Assign("1", "C"))
    assert load_session(path).state == session.state


class FullDisk:
    """A file whose writes fail as on a full disk."""

    def __init__(self, handle) -> None:
        """Stand in for `handle`."""
        self.handle = handle

    def write(self, text: str) -> int:
        """Fail as a full disk does."""
        raise OSError(28, "No space left on device")

    def flush(self) -> None:
        """Nothing is buffered."""

    def close(self) -> None:
        """Close the real file."""
        self.handle.close()


def test_a_full_disk_stops_saving_and_keeps_the_file_a_true_prefix(tmp_path: Path) -> None:
    path = tmp_path / "s.session.jsonl"
    session = Session(PUZZLE)
    journal = Journal.create(path, PUZZLE)
    journal.attach(session)
    session.apply(Assign("X", "E"))
    journal.handle = FullDisk(journal.handle)
    session.apply(Assign("Y", "A"))
    journal.handle = journal.handle.handle
    session.apply(Assign("Z", "S"))
    journal.close()
    assert journal.failure == "s.session.jsonl: No space left on device; later changes are not saved"
    assert dict(load_session(path).state.letters) == {"W": "T", "X": "E"}
    assert dict(session.state.letters) == {"W": "T", "X": "E", "Y": "A", "Z": "S"}


def test_a_line_nested_too_deeply_is_a_format_error(tmp_path: Path) -> None:
    path = tmp_path / "s.session.jsonl"
    Journal.create(path, PUZZLE).close()
    with path.open("a") as handle:
        handle.write("[" * 100_000 + "]" * 100_000 + "\n")
    with pytest.raises(FormatError, match=r"s\.session\.jsonl:2: not valid JSON"):
        load_session(path)


def test_a_corrupt_line_in_the_middle_is_named(tmp_path: Path) -> None:
    path = tmp_path / "s.session.jsonl"
    session = Session(PUZZLE)
    Journal.create(path, PUZZLE).attach(session)
    session.apply(Assign("X", "E"))
    session.apply(Assign("Y", "A"))
    lines = path.read_text().splitlines()
    lines[1] = '{"do": 1, "actions": [{"type": "explode"}]}'
    path.write_text("\n".join(lines) + "\n")
    with pytest.raises(ValueError, match=r"s\.session\.jsonl:2: unknown action type"):
        load_session(path)


SYMBOLS = list(PUZZLE.symbols) + ["?"]
LETTERS = list("AEST") + ["ae", ""]
actions = st.one_of(
    st.builds(Assign, st.sampled_from(SYMBOLS), st.sampled_from(LETTERS)),
    st.builds(Clear, st.sampled_from(SYMBOLS)),
    st.builds(Pin, st.sampled_from(SYMBOLS)),
    st.builds(Unpin, st.sampled_from(SYMBOLS)),
    st.builds(Strike, st.sampled_from(SYMBOLS), st.sampled_from(LETTERS)),
    st.builds(Unstrike, st.sampled_from(SYMBOLS), st.sampled_from(LETTERS)),
)
moves = st.lists(
    st.one_of(
        st.tuples(st.just("do"), st.lists(actions, min_size=1, max_size=3), st.sampled_from([Source(), GA])),
        st.tuples(st.sampled_from(["undo", "redo"]), st.none(), st.none()),
    ),
    max_size=25,
)


def play(session: Session, script: list) -> None:
    """Apply a script of moves, ignoring refusals as the app does after its notice."""
    for move, group, source in script:
        if move == "undo":
            session.undo()
        elif move == "redo":
            session.redo()
        else:
            try:
                session.apply_all(group, source)
            except Refused:
                pass


@settings(max_examples=150, deadline=None)
@given(moves)
def test_undoing_everything_gives_the_start(script: list) -> None:
    session = Session(PUZZLE)
    play(session, script)
    while session.undo():
        pass
    assert session.state == PUZZLE.start()


@settings(max_examples=150, deadline=None)
@given(moves)
def test_the_state_keeps_its_invariants(script: list) -> None:
    session = Session(PUZZLE)
    play(session, script)
    letters = list(session.state.letters.values())
    assert len(letters) == len(set(letters))
    assert session.state.pins <= set(session.state.letters)
    assert all(s in PUZZLE.symbols for s in session.state.letters)


@settings(max_examples=80, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(moves)
def test_replaying_the_saved_log_gives_the_live_session(tmp_path: Path, script: list) -> None:
    path = tmp_path / "replay.session.jsonl"
    path.unlink(missing_ok=True)
    session = Session(PUZZLE)
    journal = Journal.create(path, PUZZLE)
    journal.attach(session)
    play(session, script)
    journal.close()
    restored = load_session(path)
    assert restored.state == session.state
    assert restored.log == session.log
    while session.undo():
        assert restored.undo() is not None
        assert restored.state == session.state


def test_a_version_1_file_keeps_its_annotations_on_the_same_words(tmp_path: Path) -> None:
    path = tmp_path / "old.session.jsonl"
    write_version_1(path)
    notes = load_session(path).state.annotations
    assert [(type(n).__name__, HYPHENATED.span_text(n.span)) for n in notes] == [
        ("MarkDefinition", "supervision"), ("ApplyIndicator", "short-tempered")]
    assert HYPHENATED.span_text(notes[1].fodder) == "Give"


def test_a_version_1_span_past_the_clue_stays_past_it() -> None:
    assert HYPHENATED.upgraded_span((3, 3), 1) == (4, 4)
    assert HYPHENATED.upgraded_span((2, 4), 1) == (3, 5)
    assert HYPHENATED.upgraded_span((-1, 2), 1) == (-1, 2)
    assert HYPHENATED.upgraded_span((2, 2), 2) == (2, 2)


def test_a_resumed_version_1_file_is_written_afresh_in_version_2(tmp_path: Path) -> None:
    path = tmp_path / "old.session.jsonl"
    write_version_1(path)
    before = load_session(path).state
    journal, resumed = Journal.reopen(path)
    journal.attach(resumed)
    resumed.undo()
    journal.close()
    assert json.loads(path.read_text(encoding="utf-8").splitlines()[0])["version"] == 2
    assert [p.name for p in tmp_path.iterdir()] == ["old.session.jsonl"]
    restored = load_session(path)
    assert restored.state.annotations == before.annotations[:1]
    restored.redo()
    assert restored.state == before


def test_a_version_1_file_that_cannot_be_written_afresh_stays_as_it_was(tmp_path: Path, monkeypatch) -> None:
    path = tmp_path / "old.session.jsonl"
    write_version_1(path)
    before = path.read_bytes()

    def full_disk(descriptor: int) -> None:
        raise OSError(28, "No space left on device")

    monkeypatch.setattr("workbench.journal.os.fsync", full_disk)
    with pytest.raises(FormatError, match="No space left on device"):
        Journal.reopen(path)
    assert path.read_bytes() == before
    assert [p.name for p in tmp_path.iterdir()] == ["old.session.jsonl"]
