"""The riddle screen driven as a person would, through the app: library to answer, solver, new riddle."""

from __future__ import annotations

import json
import random
import threading
from pathlib import Path

import pytest
from textual.widgets import Static

import screens.riddle
import workbench.app
from pilot_steps import press_and_wait
from screens.library import LibraryScreen
from screens.riddle import RiddleScreen
from screens.solver_panel import SolverPanel
from solvers.riddle import generate
from solvers.riddle.index import WordIndex, shared_index
from workbench.app import WorkbenchApp
from workbench.library import recent_sessions
from workbench.models.riddle import Riddle
from workbench.session import Session

SIZE = (132, 60)
EARLS = """My first is in deans but not in slats
My second is in persona but not in perusing
My third is neither in veiled nor in seized
My fourth is in cleat but not in octet
My last is in curtsied but not in curbed
My whole is a peer of the realm"""


@pytest.fixture
def shelf(tmp_path: Path, monkeypatch: pytest.MonkeyPatch, english) -> Path:
    """A bundled-puzzles folder holding only the seed riddle."""
    folder = tmp_path / "bundled"
    folder.mkdir()
    (folder / "riddle.json").write_text(json.dumps({"id": "earls", "kind": "riddle", "text": EARLS}))
    monkeypatch.setattr(workbench.app, "bundled_dir", lambda: folder)
    return folder


def shown(app: WorkbenchApp, name: str) -> str:
    """The text a widget of the riddle screen shows."""
    return str(app.screen.query_one(f"#riddle-{name}", Static).render())


def answer(app: WorkbenchApp) -> str:
    """The answer so far, from the session."""
    screen = app.screen
    assert isinstance(screen, RiddleScreen)
    return screen.riddle.answer(screen.session.state)


async def loaded(pilot) -> None:
    """Wait for the word index, loaded in a worker, and the redraw it brings."""
    await pilot.app.workers.wait_for_complete()
    await pilot.pause()


async def open_earls(pilot) -> RiddleScreen:
    """Open the seed riddle from the library, its words loaded."""
    await pilot.press("enter")
    await loaded(pilot)
    assert isinstance(pilot.app.screen, RiddleScreen)
    return pilot.app.screen


async def test_the_whole_flow_from_the_library_to_the_answer(shelf: Path) -> None:
    app = WorkbenchApp()
    async with app.run_test(size=SIZE) as pilot:
        screen = await open_earls(pilot)
        assert "My third is neither in veiled nor in seized" in shown(app, "lines")
        assert "D E N" in shown(app, "lines") and "whole: a peer of the realm" in shown(app, "lines")
        assert app.screen.query_one("#riddle-words", Static).border_title == "words that fit: 42"
        assert shown(app, "words").splitlines()[0].split()[:2] == ["1.", "EARLS"]
        await pilot.press(*"earls")
        assert answer(app) == "EARLS" and screen.cursor == 4
        await pilot.press("ctrl+z")
        assert answer(app) == "EARL_"
        await pilot.press("ctrl+y")
        assert answer(app) == "EARLS"
        await pilot.press("backspace")
        assert answer(app) == "EARL_"
        await press_and_wait(pilot, "f6")
        assert answer(app) == "EARLS" and "EARLS" in str(app.screen.query_one(SolverPanel).render())
        await pilot.press("ctrl+z")
        assert answer(app) == "EARL_"
        await press_and_wait(pilot, "ctrl+n")
        assert isinstance(app.screen, RiddleScreen) and app.screen is not screen
        await pilot.press("escape")
        assert isinstance(app.screen, LibraryScreen)
        assert [s.title for s in recent_sessions()] == ["earls (5 letters)"]  # the new riddle was left untouched: no file


async def test_a_click_on_a_line_moves_the_cursor_there(shelf: Path) -> None:
    app = WorkbenchApp()
    async with app.run_test(size=SIZE) as pilot:
        screen = await open_earls(pilot)
        await pilot.click("#riddle-lines", offset=(10, 4))
        assert screen.cursor == 3
        await pilot.press("l")
        assert answer(app) == "___L_"
        await pilot.click("#riddle-lines", offset=(10, 7))
        assert screen.cursor == 4


async def test_the_words_that_fit_can_be_hidden(shelf: Path) -> None:
    app = WorkbenchApp()
    async with app.run_test(size=SIZE) as pilot:
        await open_earls(pilot)
        await pilot.press("f2")
        assert "EARLS" not in shown(app, "words")
        assert app.screen.query_one("#riddle-words", Static).border_title == "words that fit: hidden"
        await pilot.press("f2")
        assert "EARLS" in shown(app, "words")


async def test_letters_a_line_rules_out_are_refused_with_a_notice(shelf: Path) -> None:
    app = WorkbenchApp()
    async with app.run_test(size=SIZE) as pilot:
        await open_earls(pilot)
        await pilot.press("s")
        await pilot.pause()
        assert answer(app) == "_____"
        assert [n.message for n in app._notifications] == ["S cannot be letter 1: it must be in DEANS, not in SLATS"]
        for typed in ("é", "7"):
            await pilot.press(typed)
            assert answer(app) == "_____"
            assert [n.message for n in app._notifications][-1] == f"{typed!r} is not in this puzzle's alphabet (A-Z)"


async def test_striking_keeping_and_allowing_letters(shelf: Path) -> None:
    app = WorkbenchApp()
    async with app.run_test(size=SIZE) as pilot:
        screen = await open_earls(pilot)
        await pilot.press("D")
        assert ("1", "D") in screen.session.state.struck
        await pilot.press("e", "left", "ctrl+k")
        assert {s for s in screen.session.state.struck if s[0] == "1"} == {("1", "D"), ("1", "N")}
        await pilot.press("D")
        assert ("1", "D") not in screen.session.state.struck
        assert app.screen.query_one("#riddle-words", Static).border_title == "words that fit: 2"
        await pilot.press("e")
        await pilot.press("right", "right", "ctrl+k")
        assert [n.message for n in app._notifications][-1] == "type the letter to keep first"
        await pilot.press("left", "left", "a", "ctrl+k")
        assert screen.cursor == 2 and ("2", "O") in screen.session.state.struck


async def test_the_solver_steps_line_by_line_and_undoes_a_step_at_a_time(shelf: Path) -> None:
    app = WorkbenchApp()
    async with app.run_test(size=SIZE) as pilot:
        screen = await open_earls(pilot)
        await press_and_wait(pilot, "f5")
        panel = str(app.screen.query_one(SolverPanel).render())
        assert "line 1: in DEANS, not in SLATS -> D E N" in panel
        await press_and_wait(pilot, "f6")
        assert answer(app) == "EARLS"
        assert "related to the hint is EARLS" in str(app.screen.query_one(SolverPanel).render())
        await pilot.press("ctrl+z")
        assert answer(app) != "EARLS"
        assert screen.session.log[-1].kind == "undo"


async def test_the_solver_keeps_the_letters_the_person_typed(shelf: Path) -> None:
    app = WorkbenchApp()
    async with app.run_test(size=SIZE) as pilot:
        await open_earls(pilot)
        await pilot.press("n", "o")
        await press_and_wait(pilot, "f6")
        assert answer(app)[:2] == "NO" and "NO" in answer(app)


async def test_a_new_riddle_opens_from_the_screen_and_the_palette(shelf: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(screens.riddle, "generate", lambda rng: generate(random.Random(11)))
    app = WorkbenchApp()
    async with app.run_test(size=SIZE) as pilot:
        first = await open_earls(pilot)
        await press_and_wait(pilot, "ctrl+n")
        assert isinstance(app.screen, RiddleScreen) and app.screen is not first
        assert app.screen.riddle == generate(random.Random(11))
        commands = [c.title for c in app.get_system_commands(app.screen)]
        assert "New riddle" in commands and "Keep only" in commands


def test_riddle_layout(snap_compare, english) -> None:
    async def typed(pilot) -> None:
        """Open the riddle, type E, strike D at 1 and O at 2."""
        pilot.app.open_session(Session(Riddle.parse(EARLS, "earls")), None)
        await loaded(pilot)
        await pilot.press("e", "left", "D", "right", "O")

    assert snap_compare(WorkbenchApp(), terminal_size=SIZE, run_before=typed)


async def test_the_words_load_in_the_background_and_show_once_ready(shelf: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    release = threading.Event()

    def slow_index() -> WordIndex:
        """The word index, once the test lets it through."""
        release.wait(10)
        return shared_index()

    monkeypatch.setattr(screens.riddle, "shared_index", slow_index)
    app = WorkbenchApp()
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press("enter")
        await pilot.pause()
        assert shown(app, "words") == "loading the word list ..."
        release.set()
        await loaded(pilot)
        assert app.screen.query_one("#riddle-words", Static).border_title == "words that fit: 42"


async def test_long_lines_go_above_their_letters_and_are_cut_to_fit(english) -> None:
    long = Riddle.parse("My first is neither in abcdefghijklmnopqrstuvw nor in abcdefghijklmnopqrstuvwx, you will find\nMy last is in at")
    app = WorkbenchApp()
    async with app.run_test(size=(100, 30)) as pilot:
        app.open_session(Session(long), None)
        await pilot.pause()
        await pilot.pause()
        lines = shown(app, "lines").splitlines()
        assert "…" in lines[0] and lines[1].rstrip().endswith("Y Z")
        assert all(len(line) <= app.screen.query_one("#riddle-lines").content_size.width for line in lines)
        await pilot.click("#riddle-lines", offset=(6, 3))
        assert app.screen.cursor == 1


async def test_a_saved_riddle_session_resumes_with_its_strikes(shelf: Path) -> None:
    app = WorkbenchApp()
    async with app.run_test(size=SIZE) as pilot:
        await open_earls(pilot)
        await pilot.press("D", "e", "O")
        await pilot.press("escape")
    resumed = WorkbenchApp()
    async with resumed.run_test(size=SIZE) as pilot:
        resumed.open_shelf(recent_sessions()[0], resume=True)
        await pilot.pause()
        screen = resumed.screen
        assert isinstance(screen, RiddleScreen)
        assert screen.session.state.struck == {("1", "D"), ("2", "O")} and answer(resumed) == "E____"
        await pilot.press("ctrl+z")
        assert screen.session.state.struck == {("1", "D")}
