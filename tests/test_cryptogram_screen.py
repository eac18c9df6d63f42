"""The cryptogram screen driven as a person would: move, give letters, undo, pin, step a solver, copy."""

from __future__ import annotations

import json
import shutil
import threading
from pathlib import Path

import pytest
from textual.widgets import Static

import screens.cryptogram
import workbench.app
from pilot_steps import press_and_wait
from screens.cryptogram import CryptogramScreen, rows_of
from screens.solver_panel import SolverPanel
from solvers.cryptogram.language import english as language_model
from workbench.app import WorkbenchApp
from workbench.library import recent_sessions
from workbench.models.cryptogram import Cryptogram
from workbench.session import Session

SIZE = (132, 60)
SEED_PUZZLE = Path(__file__).resolve().parents[1] / "puzzles" / "cryptogram-seed.json"
PATRISTOCRAT = SEED_PUZZLE.with_name("cryptogram-patristocrat.json")
SOLVED = "THE WORKBENCH KEEPS EVERY LETTER YOU GIVE IT, AND THE SOLVER STEPS IN ONLY WHEN YOU ASK IT TO."


@pytest.fixture(autouse=True)
def loaded_model(english) -> None:
    """The English model loaded before a screen opens, so every drawing is complete."""
    language_model()


def seed_puzzle() -> Cryptogram:
    """The bundled cryptogram the app opens first."""
    return Cryptogram.from_record(json.loads(SEED_PUZZLE.read_text()))


def shown(app: WorkbenchApp, name: str) -> str:
    """The text a panel of the cryptogram screen shows."""
    return str(app.screen.query_one(f"#cryptogram-{name}", Static).render())


async def opened(pilot, puzzle: Cryptogram | None = None) -> CryptogramScreen:
    """Open a session of a cryptogram (the seed puzzle by default)."""
    pilot.app.open_session(Session(puzzle or seed_puzzle()), None)
    await pilot.pause()
    assert isinstance(pilot.app.screen, CryptogramScreen)
    return pilot.app.screen


async def test_a_typed_letter_goes_everywhere_and_undo_redo_walk_it(english) -> None:
    app = WorkbenchApp()
    async with app.run_test(size=SIZE) as pilot:
        screen = await opened(pilot)
        assert screen.selected == "K"
        await pilot.press("t")
        assert screen.session.state.letters == {"K": "T"}
        plain_row = shown(app, "text").split("\n")[1]
        assert plain_row.startswith("T·· ") and plain_row.count("T") == screen.cryptogram.ciphertext[:len(plain_row)].count("K")
        await pilot.press("right", "h")
        assert screen.session.state.letters == {"K": "T", "U": "H"}
        await pilot.press("ctrl+z")
        assert screen.session.state.letters == {"K": "T"}
        await pilot.press("ctrl+y")
        assert screen.session.state.letters["U"] == "H"
        await pilot.press("backspace")
        assert "U" not in screen.session.state.letters
        plain = shown(app, "map").split("\n")[1]
        assert plain[len("plain  ") + "ABCDEFGHIJKLMNOPQRSTUVWXYZ".index("K")] == "T" and "H" not in plain


async def test_a_letter_already_used_or_a_character_outside_a_z_is_refused_with_a_notice(english) -> None:
    app = WorkbenchApp()
    async with app.run_test(size=SIZE) as pilot:
        screen = await opened(pilot)
        await pilot.press("t", "right", "t", "é", "7", "percent_sign", "space")
        await pilot.pause()
        assert screen.session.state.letters == {"K": "T"}
        messages = [str(n.message) for n in app._notifications]
        assert any("K already stands for T" in m for m in messages)
        refused = [m for m in messages if "is not in this puzzle's alphabet (A-Z)" in m]
        assert refused == [f"{c!r} is not in this puzzle's alphabet (A-Z)" for c in "é7%"]


async def test_moving_by_word_shows_the_words_that_fit(english) -> None:
    app = WorkbenchApp()
    async with app.run_test(size=SIZE) as pilot:
        screen = await opened(pilot)
        await pilot.press("down")
        assert screen.word_span() == (4, 13) and screen.selected == "M"
        assert shown(app, "words").startswith("MYIWVBCJU  ·········   3000+ fit: SOMETHING")
        await pilot.press("down", "up", "up")
        assert screen.word_span() == (0, 3)
        await pilot.press("left")
        assert screen.cursor == 0


async def test_pinning_marks_the_letter_and_the_solver_keeps_it(english) -> None:
    app = WorkbenchApp()
    async with app.run_test(size=SIZE) as pilot:
        screen = await opened(pilot)
        await pilot.press("t", "f3")
        assert screen.session.state.pins == {"K"}
        await pilot.press("f8")
        assert screen.solver_name == "seed"
        for _ in range(3):
            await pilot.press("f5")
            await app.workers.wait_for_complete()
            await pilot.pause()
        panel = str(app.screen.query_one(SolverPanel).render())
        assert "key: " in panel and "KUB (" in panel
        assert screen.session.state.letters["K"] == "T" and len(screen.session.state.letters) > 3
        assert {source.who for source in screen.session.state.setters.values()} == {"you", "seed"}
        undone_to = dict(screen.session.state.letters)
        await pilot.press("ctrl+z")
        assert screen.session.state.letters != undone_to and screen.session.state.letters["K"] == "T"


async def test_running_the_ranked_solver_solves_and_copy_gives_the_plaintext(english) -> None:
    app = WorkbenchApp()
    async with app.run_test(size=SIZE) as pilot:
        screen = await opened(pilot)
        await pilot.press("f6")
        await app.workers.wait_for_complete()
        await pilot.pause()
        assert screen.copy_text() == SOLVED
        copied: list[str] = []
        app.copy_text = copied.append
        await pilot.press("f9")
        assert copied == [screen.copy_text()]


async def test_stepping_the_ranked_solver_builds_on_the_letters_typed(english) -> None:
    app = WorkbenchApp()
    async with app.run_test(size=SIZE) as pilot:
        screen = await opened(pilot)
        await press_and_wait(pilot, "t", "right", "h", "right", "e", "f5", "f5")
        letters = screen.session.state.letters
        assert (letters["K"], letters["U"], letters["B"]) == ("T", "H", "E")
        assert screen.copy_text() == SOLVED
        assert {source.who for source in screen.session.state.setters.values()} == {"you", "ranked"}


async def test_stepping_the_ranked_solver_from_a_solved_board_keeps_it(english) -> None:
    app = WorkbenchApp()
    async with app.run_test(size=SIZE) as pilot:
        screen = await opened(pilot)
        await press_and_wait(pilot, "f6")
        assert screen.copy_text() == SOLVED
        await press_and_wait(pilot, "f8", "f8", "f5")
        assert screen.solver_name == "ranked" and screen.copy_text() == SOLVED
        assert "the board's reading" in str(app.screen.query_one(SolverPanel).render())
        await press_and_wait(pilot, "f5")
        assert screen.copy_text() == SOLVED


async def test_a_recent_session_reopens_with_its_solver_and_cursor(english, tmp_path, monkeypatch) -> None:
    folder = tmp_path / "bundled"
    folder.mkdir()
    shutil.copy(SEED_PUZZLE, folder / SEED_PUZZLE.name)
    monkeypatch.setattr(workbench.app, "bundled_dir", lambda: folder)
    app = WorkbenchApp()
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press("enter")
        await pilot.pause()
        screen = app.screen
        assert isinstance(screen, CryptogramScreen)
        await pilot.press("down", "down", "right", "e", "f8")
        left_at, chosen = screen.cursor, screen.solver_name
        assert left_at != 0 and chosen != screen.solver_classes[0].name
        await pilot.press("escape")
        await pilot.pause()
        app.open_shelf(recent_sessions()[0], resume=True)
        await pilot.pause()
        reopened = app.screen
        assert isinstance(reopened, CryptogramScreen) and reopened is not screen
        assert (reopened.cursor, reopened.solver_name) == (left_at, chosen)
        reopened.place_cursor(len(reopened.positions))
        reopened.place_cursor("3")
        assert reopened.cursor == left_at


async def test_the_patristocrat_fits_a_small_terminal_with_its_solver_panel(english) -> None:
    app = WorkbenchApp()
    async with app.run_test(size=(80, 24)) as pilot:
        puzzle = Cryptogram.from_record(json.loads(PATRISTOCRAT.read_text()))
        screen = await opened(pilot, puzzle)
        await pilot.pause()
        for widget in (screen.query_one(SolverPanel), *screen.query(".cryptogram-box")):
            region = widget.region
            assert region.height >= 4 and region.bottom <= 24 - 2 and region.right <= 80, widget.id
        text = screen.query_one("#cryptogram-text", Static)
        assert text.border_subtitle.startswith("rows 1-") and shown(app, "text").startswith("NDKIN")
        await pilot.press(*["right"] * 150)
        at = screen.positions[screen.cursor]
        assert not text.border_subtitle.startswith("rows 1-")
        assert puzzle.ciphertext[at:].split(" ")[0] in shown(app, "text")


async def test_the_screen_draws_while_the_english_model_loads(monkeypatch) -> None:
    released, loaded = threading.Event(), []

    def slow_english():
        released.wait(10)
        loaded.append(True)
        return language_model()

    monkeypatch.setattr(screens.cryptogram, "english", slow_english)
    monkeypatch.setattr(screens.cryptogram, "english_if_loaded", lambda: language_model() if loaded else None)
    app = WorkbenchApp()
    async with app.run_test(size=SIZE) as pilot:
        await opened(pilot)
        assert shown(app, "words") == "loading the dictionary ..." and "English: loading" in shown(app, "frequency")
        await pilot.press("t")
        assert pilot.app.screen.session.state.letters == {"K": "T"}
        released.set()
        await app.workers.wait_for_complete()
        await pilot.pause()
        assert "fit:" in shown(app, "words") and "E 12." in shown(app, "frequency")


def test_rows_break_at_spaces_and_cover_the_text() -> None:
    text = seed_puzzle().ciphertext
    rows = rows_of(text, 30)
    assert "".join(text[a:b] for a, b in rows) == text
    assert all(b - a <= 30 for a, b in rows) and all(text[b - 1] == " " for a, b in rows[:-1])


def test_cryptogram_layout(snap_compare, english) -> None:
    async def typed(pilot) -> None:
        await opened(pilot)
        await pilot.press("t", "right", "h", "down", "down", "e", "f3")

    assert snap_compare(WorkbenchApp(), terminal_size=SIZE, run_before=typed)


async def test_each_cipher_row_keeps_its_plain_row_under_it_on_a_small_terminal(english) -> None:
    app = WorkbenchApp()
    async with app.run_test(size=(80, 24)) as pilot:
        await opened(pilot)
        await pilot.pause()
        lines = shown(app, "text").split("\n")
        width = app.screen.query_one("#cryptogram-text", Static).content_size.width
        assert max(len(line.rstrip()) for line in lines) <= width  # no row wraps apart from its partner
        pairs = [(lines[i], lines[i + 1]) for i in range(0, len(lines) - 1, 3)]
        assert len(pairs) > 2
        for cipher, plain in pairs:
            assert len(cipher.rstrip()) == len(plain.rstrip()) and all(
                (c == " ") == (p == " ") for c, p in zip(cipher, plain))
