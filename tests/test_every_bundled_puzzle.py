"""Every bundled puzzle file opens on its screen, survives small terminals and resizes, and steps."""

from __future__ import annotations

import pytest
from textual.widgets._footer import FooterKey

from screens.help import HelpScreen
from screens.puzzle_screen import PuzzleScreen
from workbench.app import WorkbenchApp
from workbench.library import bundled_dir, puzzle_on, puzzles_in

SHELVES = puzzles_in(bundled_dir())
FIRST_OF_EACH_FILE = list({shelf.path: shelf for shelf in reversed(SHELVES)}.values())


def test_every_kind_has_a_bundled_puzzle() -> None:
    assert {s.kind for s in SHELVES} >= {"cryptogram", "codeword", "regex", "cryptic", "riddle"}


@pytest.mark.parametrize("shelf", FIRST_OF_EACH_FILE, ids=[s.path.name for s in FIRST_OF_EACH_FILE])
async def test_a_bundled_puzzle_opens_resizes_and_steps(shelf) -> None:
    puzzle = puzzle_on(shelf)
    app = WorkbenchApp()
    async with app.run_test(size=(80, 24)) as pilot:
        app.open_shelf(shelf)
        await pilot.pause()
        screen = app.screen
        assert isinstance(screen, PuzzleScreen) and screen.session.puzzle == puzzle
        for size in [(132, 60), (60, 20), (132, 60)]:
            await pilot.resize_terminal(*size)
            await pilot.pause()
        await pilot.press("f5")
        await app.workers.wait_for_complete()
        await pilot.pause()
        await pilot.press("ctrl+z", "f1")
        assert isinstance(app.screen, HelpScreen)
        await pilot.press("escape")
        assert app.screen is screen


@pytest.mark.parametrize("size", [(132, 60), (80, 24)])
async def test_the_footer_starts_with_help_and_ends_with_quit_at_132_columns(size: tuple[int, int]) -> None:
    app = WorkbenchApp()
    async with app.run_test(size=size) as pilot:
        for shelf in FIRST_OF_EACH_FILE:
            app.open_shelf(shelf)
            keys: list[FooterKey] = []
            for _ in range(50):  # the footer composes its keys after the screen's first refresh
                await pilot.pause(0.02)
                keys = [key for key in app.screen.query(FooterKey) if key.region.width]
                if keys:
                    break
            shown = [key.description for key in keys if key.region.right <= size[0]]
            assert shown[0] == "Help", shelf.path.name
            if size == (132, 60):
                assert shown[-1] == "Quit", shelf.path.name
            await pilot.press("escape")
            await pilot.pause()
