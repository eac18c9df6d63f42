"""The app shell driven as a person would: library, help, palette, keys, clipboard, resizes."""

from __future__ import annotations

import asyncio
import io
import json
import threading
from pathlib import Path

import pyperclip
import pytest
from textual.app import ComposeResult
from textual.widgets import Static

import screens.puzzle_screen
import workbench.app
from alphabet_solver import AlphabetSolver
from screens.help import HelpScreen
from screens.library import LibraryScreen
from screens.puzzle_screen import PuzzleScreen
from screens.solver_panel import SolverPanel
from screens.status_line import StatusLine
from solvers.protocol import StepReport
from workbench.actions import Assign, Pin
from workbench.app import WorkbenchApp, open_target
from workbench.eventually import Eventually
from workbench.journal import load_session
from workbench.keymap import is_key_name
from workbench.library import new_session, sessions_dir
from workbench.models.cryptogram import Cryptogram

SIZE = (132, 60)
PUZZLE = Cryptogram(id="shell", ciphertext="XYZ QXW", given={})


class LetterMapScreen(PuzzleScreen):
    """The smallest puzzle screen: the deciphered text, enough to drive the shell."""

    def compose_puzzle(self) -> ComposeResult:
        """One line of text."""
        yield Static(id="text")
        yield SolverPanel()

    def redraw(self) -> None:
        """Show the text as deciphered so far."""
        self.query_one("#text", Static).update(self.session.puzzle.decipher(self.session.state.letters))

    def copy_text(self) -> str:
        """The deciphered text."""
        return self.session.puzzle.decipher(self.session.state.letters)


@pytest.fixture
def shelf(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """A bundled-puzzles folder holding one known puzzle, shown with the test screen."""
    folder = tmp_path / "bundled"
    folder.mkdir()
    (folder / "shell.json").write_text(json.dumps(PUZZLE.to_record()))
    monkeypatch.setattr(workbench.app, "bundled_dir", lambda: folder)
    monkeypatch.setattr(workbench.app, "screen_for", lambda kind: LetterMapScreen)
    return folder


def text_of(app: WorkbenchApp) -> str:
    """What the test screen's text line shows."""
    return str(app.screen.query_one("#text", Static).render())


async def test_the_library_lists_puzzles_and_opens_one(shelf: Path) -> None:
    app = WorkbenchApp()
    async with app.run_test(size=SIZE) as pilot:
        assert isinstance(app.screen, LibraryScreen)
        assert [(s.kind, s.title) for s in app.screen.puzzles] == [("cryptogram", "aristocrat shell")]
        await pilot.press("enter")
        assert isinstance(app.screen, LetterMapScreen)
        assert text_of(app) == "___ ___"


async def test_actions_undo_redo_and_the_status_line_say_who(shelf: Path) -> None:
    app = WorkbenchApp()
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press("enter")
        app.screen.act(Assign("X", "T"))
        await pilot.pause()
        assert text_of(app) == "T__ _T_"
        assert "you: X=T" in str(app.screen.query_one(StatusLine).render())
        await pilot.press("ctrl+z")
        assert text_of(app) == "___ ___"
        assert "undone: your change" in str(app.screen.query_one(StatusLine).render())
        await pilot.press("ctrl+y")
        assert text_of(app) == "T__ _T_"


async def test_a_refused_action_is_a_notice_and_changes_nothing(shelf: Path) -> None:
    app = WorkbenchApp()
    async with app.run_test(size=SIZE, notifications=True) as pilot:
        await pilot.press("enter")
        app.screen.act(Assign("X", "T"))
        assert not app.screen.act(Assign("Y", "T"))
        await pilot.pause()
        assert text_of(app) == "T__ _T_"
        assert any("X already stands for T" in n.message for n in app._notifications)


async def test_the_session_is_saved_as_it_goes_and_resumes_from_the_library(shelf: Path) -> None:
    app = WorkbenchApp()
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press("enter")
        app.screen.act(Assign("X", "T"))
        app.screen.act(Assign("Y", "H"))
        await pilot.press("ctrl+z")
    saved = next(sessions_dir().glob("*.session.jsonl"))
    assert dict(load_session(saved).state.letters) == {"X": "T"}
    app = WorkbenchApp()
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press("tab", "enter")
        assert text_of(app) == "T__ _T_"
        await pilot.press("ctrl+y")
        assert text_of(app) == "TH_ _T_"


async def test_a_session_that_can_no_longer_be_saved_is_one_notice_not_a_crash(shelf: Path) -> None:
    class FullDisk(io.StringIO):
        """A file whose writes fail as on a full disk."""

        def write(self, text: str) -> int:
            """Fail as a full disk does."""
            raise OSError(28, "No space left on device")

    app = WorkbenchApp()
    async with app.run_test(size=SIZE, notifications=True) as pilot:
        await pilot.press("enter")
        app.screen.journal.handle = FullDisk()
        app.screen.act(Assign("X", "T"))
        app.screen.act(Assign("Y", "H"))
        await pilot.pause()
        assert text_of(app) == "TH_ _T_"
        assert [n.title for n in app._notifications].count("Not saved") == 1


async def test_help_lists_every_key_with_its_id(shelf: Path) -> None:
    app = WorkbenchApp()
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press("enter", "f1")
        assert isinstance(app.screen, HelpScreen)
        ids = {row[2] for row in app.screen.rows}
        assert {"undo", "redo", "step", "run", "stop", "copy", "library", "help", "quit"} <= ids
        await pilot.press("escape")
        assert isinstance(app.screen, LetterMapScreen)


async def test_the_palette_offers_the_screens_actions(shelf: Path) -> None:
    app = WorkbenchApp()
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press("enter")
        titles = [command.title for command in app.get_system_commands(app.screen)]
        assert {"Undo", "Redo", "Step", "Copy"} <= set(titles)


async def test_keys_are_remapped_by_binding_id(shelf: Path, private_folders: Path) -> None:
    (private_folders / "config").mkdir()
    (private_folders / "config" / "keys.json").write_text(json.dumps({"undo": "ctrl+u"}))
    app = WorkbenchApp()
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press("enter")
        app.screen.act(Assign("X", "T"))
        await pilot.press("ctrl+u")
        assert text_of(app) == "___ ___"


async def test_a_broken_key_map_is_a_notice_not_a_crash(shelf: Path, private_folders: Path) -> None:
    (private_folders / "config").mkdir()
    (private_folders / "config" / "keys.json").write_text("{not json")
    app = WorkbenchApp()
    async with app.run_test(size=SIZE, notifications=True) as pilot:
        await pilot.pause()
        assert any("cannot read the key map" in n.message for n in app._notifications)


async def test_a_key_map_names_bad_keys_unknown_ids_and_clashes(shelf: Path, private_folders: Path) -> None:
    (private_folders / "config").mkdir()
    keymap = {"undo": "f5", "nope": "x", "redo": "notakey+++", "help": "f12"}
    (private_folders / "config" / "keys.json").write_text(json.dumps(keymap))
    app = WorkbenchApp()
    async with app.run_test(size=SIZE, notifications=True) as pilot:
        await app.workers.wait_for_complete()
        await pilot.pause()
        messages = " | ".join(n.message for n in app._notifications)
        assert "not key names, left out: 'notakey+++' for 'redo'" in messages
        assert "no key has the id 'nope'" in messages and "f5 is the key of both Step and Undo" in messages
        assert "f12" not in messages


def test_key_names_are_checked_as_textual_reads_them() -> None:
    assert all(map(is_key_name, ["a", "f5", "ctrl+z", "shift+up", "left_square_bracket", "slash", "space"]))
    assert not any(map(is_key_name, ["notakey", "ctrl+", "hyperdrive+a", "f5+ctrl"]))


async def test_copy_falls_back_to_the_terminal_without_a_clipboard_tool(shelf: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    def no_clipboard(text: str) -> None:
        raise pyperclip.PyperclipException("no clipboard tool")

    monkeypatch.setattr(pyperclip, "copy", no_clipboard)
    app = WorkbenchApp()
    async with app.run_test(size=SIZE, notifications=True) as pilot:
        await pilot.press("enter")
        app.screen.act(Assign("X", "T"))
        await pilot.press("f9")
        assert app.clipboard == "T__ _T_"
        assert any("terminal (OSC 52)" in n.message for n in app._notifications)


async def test_small_terminals_and_resizes_do_not_break_it(shelf: Path) -> None:
    app = WorkbenchApp()
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.press("f1", "escape", "enter")
        for size in [(132, 60), (40, 10), (80, 24), (132, 60)]:
            await pilot.resize_terminal(*size)
            await pilot.pause()
        assert isinstance(app.screen, LetterMapScreen)
        assert app.screen.size == (132, 60)


async def test_a_saved_session_that_is_a_link_to_nothing_is_left_out(shelf: Path, tmp_path: Path) -> None:
    sessions_dir().mkdir(parents=True)
    (sessions_dir() / "gone.session.jsonl").symlink_to(tmp_path / "nowhere")
    app = WorkbenchApp()
    async with app.run_test(size=SIZE):
        assert isinstance(app.screen, LibraryScreen) and app.screen.sessions == []


async def test_a_kind_with_no_screen_is_a_notice_and_its_file_is_closed(shelf: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    journal, session = new_session(PUZZLE)
    session.apply(Assign("X", "T"))
    monkeypatch.setattr(workbench.app, "screen_for", lambda kind: None)
    app = WorkbenchApp()
    async with app.run_test(size=SIZE, notifications=True) as pilot:
        app.open_session(session, journal)
        await pilot.pause()
        assert isinstance(app.screen, LibraryScreen) and journal.handle.closed
        assert [n.message for n in app._notifications] == ["no screen for cryptogram puzzles yet"]


async def test_a_vanished_puzzle_file_is_a_notice(shelf: Path) -> None:
    app = WorkbenchApp()
    async with app.run_test(size=SIZE, notifications=True) as pilot:
        (shelf / "shell.json").unlink()
        await pilot.press("enter")
        assert isinstance(app.screen, LibraryScreen)
        assert any("cannot read the file" in n.message for n in app._notifications)


async def test_the_solver_steps_in_a_worker_and_its_step_undoes_as_one(shelf: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(screens.puzzle_screen, "solvers_for", lambda kind: (AlphabetSolver,))
    app = WorkbenchApp()
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press("enter")
        app.screen.act(Assign("X", "A"))
        app.screen.act(Pin("X"))
        await pilot.press("f5")
        await app.workers.wait_for_complete()
        await pilot.pause()
        assert text_of(app) == "A__ BA_"
        assert "alphabet step 1: Q=B" in str(app.screen.query_one(StatusLine).render())
        await pilot.press("f6")
        await app.workers.wait_for_complete()
        await pilot.pause()
        assert text_of(app) == "ADE BAC"
        await pilot.press("ctrl+z")
        assert text_of(app) == "AD_ BAC"
        app.screen.act(Assign("Y", "Z"))
        await pilot.press("f5")
        await app.workers.wait_for_complete()
        await pilot.pause()
        assert text_of(app) == "AZD BAC"


async def test_a_step_after_the_solver_is_done_says_so_instead_of_waiting(shelf: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(screens.puzzle_screen, "solvers_for", lambda kind: (AlphabetSolver,))
    app = WorkbenchApp()
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press("enter")
        solved = None
        for key in ("f6", "f5", "f6"):
            await pilot.press(key)
            await app.workers.wait_for_complete()
            await pilot.pause()
            solved = solved or text_of(app)
        assert "_" not in solved and text_of(app) == solved
        assert "alphabet has no step left" in [n.message for n in app._notifications][-1]
        assert app.screen.query_one(SolverPanel).border_title == "solver: alphabet — done"


async def test_slow_values_load_in_the_background_and_redraw_when_ready(shelf: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    release = threading.Event()
    words = Eventually(lambda: release.wait(10) and "WORDS")

    class SlowScreen(LetterMapScreen):
        """Shows a placeholder until its word list has loaded."""

        def slow_values(self) -> tuple[Eventually, ...]:
            """The word list."""
            return (words,)

        def redraw(self) -> None:
            """The text, or a placeholder."""
            self.query_one("#text", Static).update(words.now() or "loading the word list")

    monkeypatch.setattr(workbench.app, "screen_for", lambda kind: SlowScreen)
    app = WorkbenchApp()
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press("enter")
        assert text_of(app) == "loading the word list"
        release.set()
        await app.workers.wait_for_complete()
        await pilot.pause()
        assert text_of(app) == "WORDS"


class Gate:
    """Holds each solver step until the test opens it; counts the steps in progress at once."""

    def __init__(self) -> None:
        """Closed, nobody inside."""
        self.open = threading.Event()
        self.entered = threading.Semaphore(0)
        self.crowded = threading.Event()
        self.lock = threading.Lock()
        self.inside = 0
        self.most_inside = 0

    def solver(self) -> type[AlphabetSolver]:
        """The alphabet solver, its steps held at this gate."""
        gate = self

        class GatedSolver(AlphabetSolver):
            """Waits at the gate before each step."""

            def step(self) -> StepReport:
                """Count itself in, wait for the gate, step, count itself out."""
                with gate.lock:
                    gate.inside += 1
                    gate.most_inside = max(gate.most_inside, gate.inside)
                    if gate.inside > 1:
                        gate.crowded.set()
                gate.entered.release()
                gate.open.wait(10)
                try:
                    return super().step()
                finally:
                    with gate.lock:
                        gate.inside -= 1

        return GatedSolver

    async def reached(self, seconds: float = 10) -> bool:
        """Wait (off the event loop) until a step has reached the gate."""
        return await asyncio.to_thread(self.entered.acquire, True, seconds)


class AskedLock:
    """A lock that sets an event when a second worker asks for it."""

    def __init__(self, second: threading.Event) -> None:
        """Free, not asked for yet."""
        self.lock = threading.Lock()
        self.asked = 0
        self.second = second

    def __enter__(self) -> AskedLock:
        """Count the ask, then wait for the lock."""
        self.asked += 1
        if self.asked == 2:
            self.second.set()
        self.lock.acquire()
        return self

    def __exit__(self, *exc: object) -> None:
        """Let the next worker in."""
        self.lock.release()


@pytest.fixture
def gate(shelf: Path, monkeypatch: pytest.MonkeyPatch) -> Gate:
    """A gated alphabet solver as the only solver of the test screen."""
    found = Gate()
    monkeypatch.setattr(screens.puzzle_screen, "solvers_for", lambda kind: (found.solver(),))
    return found


async def finished(app: WorkbenchApp, pilot) -> None:
    """Wait for every worker, failed ones too, and the messages they sent."""
    await asyncio.gather(*[worker.wait() for worker in app.workers], return_exceptions=True)
    await pilot.pause()


async def test_a_step_after_stop_waits_for_the_step_the_stopped_run_is_in(gate: Gate) -> None:
    app = WorkbenchApp()
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press("enter")
        lock = app.screen._stepping = AskedLock(gate.crowded)
        await pilot.press("f6")
        assert await gate.reached()
        await pilot.press("f7", "f5")
        assert await asyncio.to_thread(gate.crowded.wait, 10)  # the new step began, or asked to
        assert lock.asked == 2 and gate.inside == 1
        gate.open.set()
        await finished(app, pilot)
        assert gate.most_inside == 1
        assert text_of(app) == "___ A_B"


async def test_a_step_is_dropped_when_the_person_changed_the_puzzle_meanwhile(gate: Gate) -> None:
    app = WorkbenchApp()
    async with app.run_test(size=SIZE, notifications=True) as pilot:
        await pilot.press("enter", "f6")
        assert await gate.reached()
        app.screen.act(Assign("Q", "Z"))
        gate.open.set()
        await finished(app, pilot)
        assert text_of(app) == "___ Z__"
        assert any("the puzzle changed during its step" in n.message for n in app._notifications)
        await pilot.press("f5")
        await finished(app, pilot)
        assert text_of(app) == "___ Z_A"


async def test_a_step_in_flight_when_the_screen_closes_is_not_saved(gate: Gate) -> None:
    app = WorkbenchApp()
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press("enter")
        journal = app.screen.journal
        app.screen.act(Assign("X", "T"))
        await pilot.press("f5")
        assert await gate.reached()
        await pilot.press("escape")
        await pilot.pause()
        gate.open.set()
        await finished(app, pilot)
        assert isinstance(app.screen, LibraryScreen) and journal.handle.closed
    assert dict(load_session(journal.path).state.letters) == {"X": "T"}


async def test_the_solver_is_reset_in_the_worker_not_on_the_ui_thread(shelf: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    resets_on = []

    class Watched(AlphabetSolver):
        """Notes the thread each reset runs on."""

        def reset(self, view) -> None:
            """Note the thread, then reset."""
            resets_on.append(threading.current_thread())
            super().reset(view)

    monkeypatch.setattr(screens.puzzle_screen, "solvers_for", lambda kind: (Watched,))
    app = WorkbenchApp()
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press("enter", "f5")
        await finished(app, pilot)
        app.screen.act(Assign("Z", "Z"))
        await pilot.press("f5")
        await finished(app, pilot)
        assert text_of(app) == "__Z A_B"
        assert len(resets_on) == 2 and threading.main_thread() not in resets_on


async def test_a_slow_value_that_fails_to_load_is_a_notice(shelf: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    class Unloadable(LetterMapScreen):
        """Needs a word list that cannot be read."""

        def slow_values(self) -> tuple[Eventually, ...]:
            """A word list whose file is gone."""
            return (Eventually(lambda: open("no-such-word-list")),)

    monkeypatch.setattr(workbench.app, "screen_for", lambda kind: Unloadable)
    app = WorkbenchApp()
    async with app.run_test(size=SIZE, notifications=True) as pilot:
        await pilot.press("enter")
        await finished(app, pilot)
        assert any(n.message.startswith("could not load what this screen needs: FileNotFoundError")
                   for n in app._notifications)


async def test_a_solver_that_fails_is_a_notice(shelf: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    class Broken(AlphabetSolver):
        """Fails on its first step."""

        name = "broken"

        def step(self) -> StepReport:
            """Fail."""
            raise RuntimeError("boom")

    monkeypatch.setattr(screens.puzzle_screen, "solvers_for", lambda kind: (Broken,))
    app = WorkbenchApp()
    async with app.run_test(size=SIZE, notifications=True) as pilot:
        await pilot.press("enter", "f5")
        await finished(app, pilot)
        assert any(n.message == "broken failed: RuntimeError: boom" for n in app._notifications)


async def test_a_generator_that_fails_or_a_session_that_cannot_be_saved_is_a_notice(
        shelf: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    def cannot_save(puzzle: object) -> None:
        """The sessions folder is read-only."""
        raise PermissionError(13, "Permission denied", "sessions")

    def fails() -> Cryptogram:
        """A generator with a bug."""
        raise ValueError("no words")

    app = WorkbenchApp()
    async with app.run_test(size=SIZE, notifications=True) as pilot:
        await pilot.press("enter")
        screen = app.screen
        screen.generate_and_open("a puzzle", fails)
        await finished(app, pilot)
        monkeypatch.setattr(screens.puzzle_screen, "new_session", cannot_save)
        screen.generate_and_open("a puzzle", lambda: PUZZLE)
        await finished(app, pilot)
        assert app.screen is screen
        messages = [n.message for n in app._notifications]
        assert "could not generate a puzzle: ValueError: no words" in messages
        assert "sessions: Permission denied" in messages


async def test_a_session_left_untouched_leaves_no_file(shelf: Path) -> None:
    app = WorkbenchApp()
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press("enter", "escape", "enter", "escape")
        assert isinstance(app.screen, LibraryScreen) and app.screen.sessions == []
    assert not list(sessions_dir().glob("*.session.jsonl"))


async def test_puzzles_of_a_file_that_cannot_be_read_are_named_when_it_opens(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(workbench.app, "screen_for", lambda kind: LetterMapScreen)
    path = tmp_path / "mixed.jsonl"
    path.write_text(json.dumps(PUZZLE.to_record()) + "\nnot json\n")
    app = WorkbenchApp(open_target(path))
    async with app.run_test(size=SIZE, notifications=True) as pilot:
        await pilot.pause()
        assert isinstance(app.screen, LetterMapScreen)
        assert any("mixed.jsonl:2: not valid JSON" in n.message for n in app._notifications)


async def test_a_held_key_shows_its_notice_once_and_brackets_are_not_markup(shelf: Path) -> None:
    app = WorkbenchApp()
    async with app.run_test(size=SIZE, notifications=True) as pilot:
        await pilot.press("enter")
        await pilot.press(*["ctrl+z"] * 20)
        app.screen.notify("'[' is not in this puzzle's alphabet (A-Z)")
        await pilot.pause()
        messages = [n.message for n in app._notifications]
        assert messages == ["nothing to undo", "'[' is not in this puzzle's alphabet (A-Z)"]
