"""The regex screen driven by keys: typing, moving along every line family, clearing,
undo, stepping and running the solver, copying; and a snapshot of a hexagon."""

from __future__ import annotations

from pathlib import Path

from textual.widgets import Static

from screens.regex import RegexScreen
from solvers.regex.status import LineStatus
from workbench.app import WorkbenchApp
from workbench.formats import read_entries
from workbench.models.regex import RegexPuzzle
from workbench.session import Session

SIZE = (132, 60)
PUZZLES = Path(__file__).resolve().parents[1] / "puzzles"
BEATLES = RegexPuzzle.from_record({"id": "beatles", "kind": "regex", "patternsX": [["[^SPEAK]+"], ["EP|IP|EF"]], "patternsY": [["HE|LL|O+"], ["[PLEASE]+"]]})
RAPID = next(e for e in read_entries(PUZZLES / "regex-handmade.jsonl") if e.puzzle.id == "regex-hand-rapid")


async def opened(pilot, puzzle: RegexPuzzle) -> RegexScreen:
    """Open a fresh session of the puzzle on its screen."""
    pilot.app.open_session(Session(puzzle), None)
    await pilot.pause()
    screen = pilot.app.screen
    assert isinstance(screen, RegexScreen)
    return screen


def statuses(screen: RegexScreen) -> list[LineStatus]:
    """Every line's standing as the screen judges it."""
    return screen.judge.statuses(screen.session.state)


async def test_typing_fills_cells_and_marks_lines_as_you_type() -> None:
    app = WorkbenchApp()
    async with app.run_test(size=SIZE) as pilot:
        screen = await opened(pilot, BEATLES)
        await pilot.press("h", "e")
        assert dict(screen.session.state.letters) == {"0:0": "H", "0:1": "E"}
        assert statuses(screen)[0] is LineStatus.FULL
        assert "✓ HE|LL|O+" in str(screen.query_one("#regex-grid", Static).render())
        await pilot.press("down", "s")
        assert screen.session.state.letters["1:1"] == "S"
        assert statuses(screen)[3] is LineStatus.IMPOSSIBLE
        await pilot.press("backspace")
        assert "1:1" not in screen.session.state.letters
        await pilot.press("ctrl+z")
        assert screen.session.state.letters["1:1"] == "S"
        await pilot.press("delete", "left", "p")
        assert screen.session.state.letters["1:0"] == "P"
        assert statuses(screen)[2] is LineStatus.IMPOSSIBLE


async def test_characters_outside_the_alphabet_are_refused_with_a_notice() -> None:
    app = WorkbenchApp()
    async with app.run_test(size=SIZE) as pilot:
        screen = await opened(pilot, BEATLES)
        await pilot.press("z")
        assert not screen.session.state.letters
        assert any("'z' is not in this puzzle's alphabet (" in n.message for n in app._notifications)


async def test_cursor_keys_follow_all_three_hexagon_families() -> None:
    app = WorkbenchApp()
    async with app.run_test(size=SIZE) as pilot:
        screen = await opened(pilot, RAPID.puzzle)
        await pilot.press("right", "right", "down")
        assert screen.cursor == "1:2"
        await pilot.press("down", "down")
        assert screen.cursor == "3:1"
        await pilot.press("shift+up")
        assert screen.cursor == "2:1"
        await pilot.press("shift+up", "shift+up")
        assert screen.cursor == "1:0"
        await pilot.press("shift+down", "x")
        assert screen.session.state.letters["2:1"] == "X" and screen.cursor == "3:1"
        assert "typing moves along its Z diagonal" in str(screen.query_one("#regex-cell", Static).render())


async def test_stepping_and_running_the_solver_fill_the_grid_and_undo_walks_back() -> None:
    app = WorkbenchApp()
    async with app.run_test(size=SIZE) as pilot:
        screen = await opened(pilot, RAPID.puzzle)
        await pilot.press("f5")
        await app.workers.wait_for_complete()
        await pilot.pause()
        first = screen.session.state
        assert first.struck and all(s.who == "propagate+search" for s in first.setters.values())
        assert "row 3: narrowed 5 cells" in str(screen.query_one("SolverPanel", Static).render())
        await pilot.press("f6")
        await app.workers.wait_for_complete()
        await pilot.pause()
        assert RAPID.puzzle.rows(screen.session.state.letters) == RAPID.truth["rows"]
        assert all(s is LineStatus.FULL for s in statuses(screen))
        assert screen.copy_text().splitlines()[0] == "  C A T"
        while screen.session.can_undo:
            await pilot.press("ctrl+z")
        assert not screen.session.state.struck and not screen.session.state.letters


async def test_a_pinned_character_is_kept_by_the_solver() -> None:
    app = WorkbenchApp()
    async with app.run_test(size=SIZE) as pilot:
        screen = await opened(pilot, BEATLES)
        await pilot.press("o", "left", "f3")
        assert screen.session.state.pins == {"0:0"}
        await pilot.press("f6")
        await app.workers.wait_for_complete()
        await pilot.pause()
        assert screen.session.state.letters["0:0"] == "O"
        assert "no solution" in str(screen.query_one("SolverPanel", Static).render())
        await pilot.press("f3")
        assert not screen.session.state.pins


def test_hexagon_layout(snap_compare) -> None:
    async def typed(pilot) -> None:
        """Type a row, move along two families."""
        await opened(pilot, RAPID.puzzle)
        await pilot.press("c", "a", "t", "down", "shift+up", "right")

    assert snap_compare(WorkbenchApp(), terminal_size=SIZE, run_before=typed)


def test_rectangle_layout(snap_compare) -> None:
    async def typed(pilot) -> None:
        """Type a row and a wrong letter below."""
        await opened(pilot, BEATLES)
        await pilot.press("o", "o", "down", "s")

    assert snap_compare(WorkbenchApp(), terminal_size=SIZE, run_before=typed)


def test_characters_are_drawn_one_column_wide() -> None:
    from screens.regex import visible

    assert [visible(c) for c in " \tA\u2028\u5b57"] == ["␣", "␉", "A", "?", "?"]


async def test_the_grid_and_its_patterns_show_as_soon_as_the_puzzle_opens() -> None:
    app = WorkbenchApp()
    async with app.run_test(size=SIZE) as pilot:
        screen = await opened(pilot, BEATLES)
        assert "HE|LL|O+" in str(screen.query_one("#regex-grid", Static).render())
        assert "[^SPEAK]+" in str(screen.query_one("#regex-lines", Static).render())
