"""The codeword screen driven as a person would: select numbers, give letters, highlight, pin, solve."""

from __future__ import annotations

import random
import shutil
from pathlib import Path

import pytest
from textual.widgets import Static, TextArea

import screens.codeword
import workbench.app
from pilot_steps import press_and_wait
from screens.codeword import CodewordScreen, plot_lines
from screens.solver_panel import SolverPanel
from solvers.codeword import generate
from workbench import lexicon
from workbench.app import WorkbenchApp
from workbench.library import recent_sessions
from workbench.models.codeword import Codeword
from workbench.session import Session

SIZE = (132, 60)
BUNDLED = Path(__file__).resolve().parents[1] / "puzzles" / "codeword-lattice-1997.json"


@pytest.fixture
def shelf(tmp_path: Path, monkeypatch: pytest.MonkeyPatch, english) -> Path:
    """A bundled-puzzles folder holding one generated codeword (11x11, C and E given)."""
    folder = tmp_path / "bundled"
    folder.mkdir()
    shutil.copy(BUNDLED, folder / "codeword.json")
    monkeypatch.setattr(workbench.app, "bundled_dir", lambda: folder)
    return folder


def shown(app: WorkbenchApp, name: str) -> str:
    """The text a panel of the codeword screen shows."""
    return str(app.screen.query_one(f"#codeword-{name}", Static).render())


async def open_codeword(pilot) -> CodewordScreen:
    """Open the codeword from the library."""
    await pilot.press("enter")
    await pilot.pause()
    assert isinstance(pilot.app.screen, CodewordScreen)
    return pilot.app.screen


async def test_typing_a_number_selects_it_and_a_letter_goes_everywhere(shelf: Path) -> None:
    app = WorkbenchApp()
    async with app.run_test(size=SIZE) as pilot:
        screen = await open_codeword(pilot)
        assert screen.cursor == (0, 0) and screen.selected == 2
        assert "1=·   2=C   3=E" in shown(app, "map")
        await pilot.press("1", "7")
        assert screen.selected == 17 and screen.cursor == (0, 2)
        await pilot.press("a")
        assert screen.session.state.letters["17"] == "A"
        assert screen.codeword.rows(screen.session.state.letters)[2][3] == "A"
        assert "17=A" in shown(app, "map") and "A " not in shown(app, "unused").split("\n")[0]
        await pilot.press("5")
        assert screen.selected == 5
        await pilot.press("s", "ctrl+z")
        assert "5" not in screen.session.state.letters
        await pilot.press("ctrl+y")
        assert screen.session.state.letters["5"] == "S"
        await pilot.press("delete")
        assert "5" not in screen.session.state.letters
        await pilot.press("escape")
        assert [s.kind for s in recent_sessions()] == ["codeword"]


async def test_a_letter_taken_by_another_number_is_refused_with_a_notice(shelf: Path) -> None:
    app = WorkbenchApp()
    async with app.run_test(size=SIZE) as pilot:
        screen = await open_codeword(pilot)
        await pilot.press("9", "e")
        await pilot.pause()
        assert "9" not in screen.session.state.letters
        assert [n.message for n in app._notifications][-1] == "3 already stands for E"
        await pilot.press("ö")
        assert "9" not in screen.session.state.letters
        assert [n.message for n in app._notifications][-1] == "'ö' is not in this puzzle's alphabet (A-Z)"


async def test_arrows_jump_over_blocks_and_the_words_panel_follows(shelf: Path) -> None:
    app = WorkbenchApp()
    async with app.run_test(size=SIZE) as pilot:
        screen = await open_codeword(pilot)
        await pilot.press(*["right"] * 7)
        assert screen.cursor == (0, 8)
        await pilot.press("down")
        assert screen.cursor == (1, 8)
        words = shown(app, "words")
        assert words.startswith("down   ·E· ") and "fit: HER GET" in words
        await pilot.press("up", "left")
        assert screen.cursor == (0, 6)
        assert shown(app, "words").startswith("across C·····C")


async def test_highlight_lights_a_number_and_pin_protects_it_from_solvers(shelf: Path) -> None:
    app = WorkbenchApp()
    async with app.run_test(size=SIZE) as pilot:
        screen = await open_codeword(pilot)
        await pilot.press("1", "8", "f2")
        assert screen.highlighted == 18
        await pilot.press("f2")
        assert screen.highlighted is None
        await pilot.press("t", "f3")
        assert "18" in screen.session.state.pins
        await press_and_wait(pilot, "f6")
        assert screen.session.state.letters["18"] == "T"
        assert screen.codeword.rows(screen.session.state.letters)[0] == "CLASSIC#TED"
        await pilot.press("f3")
        assert "18" not in screen.session.state.pins


async def test_the_solver_runs_to_a_full_grid_and_undoes_a_step_at_a_time(shelf: Path) -> None:
    app = WorkbenchApp()
    async with app.run_test(size=SIZE) as pilot:
        screen = await open_codeword(pilot)
        await press_and_wait(pilot, "f5")
        assert "propagated the pinned letters" in str(app.screen.query_one(SolverPanel).render())
        await press_and_wait(pilot, "f6")
        rows = screen.codeword.rows(screen.session.state.letters)
        words = lexicon.shared("en")
        assert all(word in words for row in rows for word in row.split("#") if len(word) > 1)
        assert "showing the best grid" in str(app.screen.query_one(SolverPanel).render())
        copied = screen.copy_text().splitlines()
        assert copied[:11] == rows and copied[-1].startswith("1=H 2=C 3=E")
        await pilot.press("ctrl+z")
        assert screen.session.log[-1].kind == "undo"


async def test_the_ga_steps_a_generation_and_plots_its_best(shelf: Path) -> None:
    app = WorkbenchApp()
    async with app.run_test(size=SIZE) as pilot:
        screen = await open_codeword(pilot)
        await pilot.press("f8")
        await press_and_wait(pilot, "f5")
        await press_and_wait(pilot, "f5")
        panel = str(app.screen.query_one(SolverPanel).render())
        assert "generation 2" in panel and "population" in panel
        assert len(screen.history) == 2 and shown(app, "plot").count("\n") == 3
        assert all(screen.session.state.letters[s] for s in screen.codeword.symbols)
        assert screen.session.state.letters["3"] == "E"


async def test_a_new_codeword_opens_from_the_screen_and_the_palette_lists_it(shelf: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(screens.codeword, "generate", lambda rng: generate(random.Random(5)))
    app = WorkbenchApp()
    async with app.run_test(size=SIZE) as pilot:
        first = await open_codeword(pilot)
        await press_and_wait(pilot, "ctrl+n")
        assert isinstance(app.screen, CodewordScreen) and app.screen is not first
        assert app.screen.codeword == generate(random.Random(5))
        commands = [c.title for c in app.get_system_commands(app.screen)]
        assert {"New codeword", "Highlight", "Pin"} <= set(commands)


def test_the_plot_draws_one_column_per_generation() -> None:
    lines = plot_lines([0.0, 0.5, 1.0], rows=2)
    assert lines == ["  █", " ██"]


def test_codeword_layout(snap_compare, english) -> None:
    puzzle = Codeword.from_record(__import__("json").loads(BUNDLED.read_text()))

    async def typed(pilot) -> None:
        pilot.app.open_session(Session(puzzle), None)
        await pilot.pause()
        await pilot.app.workers.wait_for_complete()
        await pilot.press("1", "7", "a", "f2", "right", "down", "down")

    assert snap_compare(WorkbenchApp(), terminal_size=SIZE, run_before=typed)


async def test_a_typed_grid_opens_and_a_bad_one_is_named_in_a_notice(shelf: Path) -> None:
    app = WorkbenchApp()
    async with app.run_test(size=SIZE) as pilot:
        first = await open_codeword(pilot)
        await pilot.press("ctrl+t")
        await pilot.pause()
        area = app.screen.query_one(TextArea)
        area.text = "1 2 3\n4 # x"
        await pilot.press("ctrl+s")
        await pilot.pause()
        assert [n.message for n in app._notifications][-1] == "line 2, column 3: 'x' is neither a number nor '#' or '.'"
        area.text = "1 2 3\n4 # 5\n6,7,8"
        await pilot.press("ctrl+s")
        await pilot.pause()
        assert isinstance(app.screen, CodewordScreen) and app.screen is not first
        assert app.screen.codeword.grid == ((1, 2, 3), (4, 0, 5), (6, 7, 8))


async def test_at_80_columns_the_map_and_frequency_rows_fit_their_boxes_unwrapped(shelf: Path) -> None:
    app = WorkbenchApp()
    async with app.run_test(size=(80, 24)) as pilot:
        await open_codeword(pilot)
        await app.workers.wait_for_complete()
        await pilot.pause()
        for name in ("map", "frequency"):
            box = app.screen.query_one(f"#codeword-{name}", Static)
            rows = shown(app, name).split("\n")
            assert max(len(row.rstrip()) for row in rows) <= box.content_size.width
        assert shown(app, "map").count("\n") == 6


async def test_a_recent_session_reopens_with_its_solver_and_cursor(shelf: Path) -> None:
    app = WorkbenchApp()
    async with app.run_test(size=SIZE) as pilot:
        screen = await open_codeword(pilot)
        await pilot.press("down", "f8", "x")
        left_at, chosen = screen.cursor, screen.solver_name
        assert left_at != (0, 0) and chosen != screen.solver_classes[0].name
        await pilot.press("escape")
        await pilot.pause()
        app.open_shelf(recent_sessions()[0], resume=True)
        await pilot.pause()
        reopened = app.screen
        assert isinstance(reopened, CodewordScreen) and reopened is not screen
        assert (reopened.cursor, reopened.solver_name) == (left_at, chosen)
