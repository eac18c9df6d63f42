"""The cryptic screen driven as a person would: select words, mark them, step the e-graph, type."""

from __future__ import annotations

from textual.widgets import Input, Static

from old_sessions import write_version_1
from pilot_steps import settle
from screens.cryptic import CrypticScreen
from screens.cryptic.choice import ChoiceScreen
from screens.solver_panel import SolverPanel
from solvers.cryptic.suggest import operations_for, readings_for
from workbench.actions import ApplyIndicator, ChooseReading, MarkDefinition
from workbench.app import WorkbenchApp
from workbench.library import new_session, recent_sessions, sessions_dir
from workbench.models.cryptic import OPERATIONS, CrypticClue
from workbench.placement import Placement, load_placement, save_placement
from workbench.session import Session

SIZE = (132, 60)


def clue(text: str, enumeration: str) -> CrypticClue:
    """A clue built through the reader."""
    return CrypticClue.from_record({"id": "t", "kind": "cryptic", "clue": text, "enumeration": enumeration})


async def opened(pilot, text: str = "Cooked rustic orange", enumeration: str = "6") -> CrypticScreen:
    """Open a session of a clue on the app."""
    pilot.app.open_session(Session(clue(text, enumeration)), None)
    await pilot.pause()
    assert isinstance(pilot.app.screen, CrypticScreen)
    return pilot.app.screen


def shown(screen: CrypticScreen, name: str) -> str:
    """The text a widget of the screen shows."""
    return str(screen.query_one(f"#cryptic-{name}", Static).render())


async def test_applying_an_indicator_then_stepping_the_egraph(english) -> None:
    app = WorkbenchApp()
    async with app.run_test(size=SIZE) as pilot:
        screen = await opened(pilot)
        await pilot.press("i")
        await pilot.pause()
        assert isinstance(app.screen, ChoiceScreen)
        await pilot.press("enter")
        await pilot.pause()
        assert isinstance(app.screen, ChoiceScreen)
        await pilot.press("down", "enter")
        await pilot.pause()
        assert screen.session.state.annotations == (ApplyIndicator((0, 0), "anagram", (1, 1), source=screen.session.state.annotations[0].source, group=1),)
        assert "Cooked[anagram]" in shown(screen, "clue")
        await pilot.press("f5")
        await settle(pilot)
        assert "round 1:" in shown(screen, "graph")
        assert "'rustic'" in shown(screen, "graph")
        await pilot.press("f5")
        await settle(pilot)
        assert "stopped: saturated" in shown(screen, "graph")
        await pilot.press("left_square_bracket")
        assert "round 1:" in shown(screen, "graph") and "saturated" not in shown(screen, "graph")
        assert screen.clue.answer(screen.session.state) == {"answer": "CITRUS"}
        assert "anagram 'rustic' by 'cooked'" in shown(screen, "tree")
        await pilot.press("ctrl+z")
        assert screen.clue.answer(screen.session.state) == {"answer": "......"}


async def test_the_indicator_list_offers_first_what_the_lists_know_the_words_for(english) -> None:
    app = WorkbenchApp()
    async with app.run_test(size=SIZE) as pilot:
        screen = await opened(pilot, "Sea, by the sound of it, to observe", "3")
        await pilot.press("right", *["shift+right"] * 4, "i")
        await pilot.pause()
        assert isinstance(app.screen, ChoiceScreen)
        assert app.screen.options[0] == ("homophone", "homophone    known for these words")
        assert sorted(value for value, _ in app.screen.options) == sorted(OPERATIONS)
        await pilot.press("enter")
        await pilot.pause()
        await pilot.press("enter")
        await pilot.pause()
        assert "by the sound of it,[homophone]" in shown(screen, "clue")


async def test_a_swap_indicator_is_applied_without_fodder_and_the_solver_finds_its_parts(english) -> None:
    app = WorkbenchApp()
    async with app.run_test(size=SIZE) as pilot:
        screen = await opened(pilot, "Card with Conservative losing to western hospital room", "4")
        await pilot.press("right", "right", "right", "shift+right", "i")
        await pilot.pause()
        assert isinstance(app.screen, ChoiceScreen)
        values = [value for value, _ in app.screen.options]
        await pilot.press(*["down"] * values.index("replaced_by"), "enter")
        await pilot.pause()
        assert screen.session.state.annotations[-1] == ApplyIndicator(
            (3, 4), "replaced_by", None, source=screen.session.state.annotations[-1].source, group=1)
        await pilot.press("f6")
        await settle(pilot)
        assert screen.clue.answer(screen.session.state) == {"answer": "WARD"}
        assert "replace by 'losing to'" in shown(screen, "tree")


def test_a_hyphenated_selection_is_looked_up_whole_for_the_indicator_and_reading_lists():
    assert operations_for(clue("Volte-face on stage", "5"), (0, 1))[0] == ("reversal", True)
    assert ("SUB", "convention") in readings_for(clue("Stand-in for the boss", "3"), (0, 1))


async def test_definition_synonym_and_retract_from_the_keys(english) -> None:
    app = WorkbenchApp()
    async with app.run_test(size=SIZE) as pilot:
        screen = await opened(pilot, "Meter in Poe's verses", "5")
        await pilot.press("right", "right", "right", "d")
        assert isinstance(screen.session.state.annotations[-1], MarkDefinition)
        await pilot.press("left", "left", "left", "s")
        await pilot.pause()
        assert isinstance(app.screen, ChoiceScreen)
        await pilot.press("enter")
        await pilot.pause()
        note = screen.session.state.annotations[-1]
        assert isinstance(note, ChooseReading) and note.span == (0, 0) and note.reading == "M"
        await pilot.press("x")
        assert len(screen.session.state.annotations) == 1
        await pilot.press("x")
        assert len(screen.session.state.annotations) == 1


async def test_a_refused_mark_is_a_notice_not_a_crash(english) -> None:
    app = WorkbenchApp()
    async with app.run_test(size=SIZE) as pilot:
        screen = await opened(pilot, "Meter in Poe's verses", "5")
        await pilot.press("right", "d")
        await pilot.pause()
        assert screen.session.state.annotations == ()
        assert any("starts or ends" in str(n.message) for n in app._notifications)


async def test_typing_the_answer_is_checked_against_the_enumeration(english) -> None:
    app = WorkbenchApp()
    async with app.run_test(size=SIZE) as pilot:
        screen = await opened(pilot)
        await pilot.press("a", *"citru", "enter")
        await pilot.pause()
        assert screen.clue.answer(screen.session.state) == {"answer": "......"}
        assert any("asks for 6" in str(n.message) for n in app._notifications)
        await pilot.press("s", "enter")
        await pilot.pause()
        assert screen.clue.answer(screen.session.state) == {"answer": "CITRUS"}
        assert "C I T R U S" in shown(screen, "cells")


def test_cryptic_layout(snap_compare, english) -> None:
    async def worked(pilot) -> None:
        pilot.app.open_session(Session(clue("Meter in Poe's verses", "5")), None)
        await pilot.pause()
        await pilot.press("right", "right", "right", "d", "left", "left", "i")
        await pilot.pause()
        await pilot.press("down", "enter")
        await pilot.pause()
        await pilot.press("enter")
        await pilot.pause()
        await pilot.press("f6")
        await pilot.app.workers.wait_for_complete()
        await pilot.pause()

    assert snap_compare(WorkbenchApp(), terminal_size=SIZE, run_before=worked)


def notices(app: WorkbenchApp) -> str:
    """Every notice shown so far, one a line."""
    return "\n".join(str(n.message) for n in app._notifications)


async def test_a_typed_character_that_is_not_a_letter_is_named_and_kept(english) -> None:
    app = WorkbenchApp()
    async with app.run_test(size=SIZE) as pilot:
        screen = await opened(pilot)
        box = screen.query_one("#cryptic-answer-input", Input)
        for typed, named in (("cítrus", "'í' is not a letter A-Z"), ("citru5", "'5' is not a letter A-Z"),
                             ("cit rus", "' ' is not a letter A-Z; the answer is one word")):
            await pilot.press("a")
            box.value = typed
            await pilot.press("enter")
            await pilot.pause()
            assert named in notices(app)
            assert box.value == typed
            assert screen.clue.answer(screen.session.state) == {"answer": "......"}
        assert "CTRUS" not in notices(app) and "CITRU has" not in notices(app)


async def test_a_best_reading_without_wordplay_is_only_partial(english) -> None:
    app = WorkbenchApp()
    async with app.run_test(size=SIZE) as pilot:
        screen = await opened(pilot, "Stare", "4")
        await pilot.press("f6")
        await settle(pilot)
        assert "definition only" in shown(screen, "tree")
        assert "egraph finished: partial" in notices(app)


async def test_a_typed_answer_no_reading_reaches_says_why_and_what_is_near(english) -> None:
    app = WorkbenchApp()
    async with app.run_test(size=SIZE) as pilot:
        screen = await opened(pilot)
        await pilot.press("a", *"orange", "enter")
        await pilot.pause()
        await pilot.press("f6")
        await settle(pilot)
        said = notices(app)
        assert "no reading of the clue spells ORANGE; the best readings without those letters are:" in said
        assert "CITRUS: anagram of RUSTIC" in said
        assert "no reading of the clue spells ORANGE" in str(screen.query_one(SolverPanel).render())


async def test_the_clue_tree_follows_a_retracted_mark(english) -> None:
    app = WorkbenchApp()
    async with app.run_test(size=SIZE) as pilot:
        screen = await opened(pilot)
        screen.act(ApplyIndicator((0, 0), "anagram", (1, 1)), MarkDefinition((2, 2)))
        await pilot.press("f6")
        await settle(pilot)
        assert "anagram 'rustic' by 'cooked'" in shown(screen, "tree")
        await pilot.press("x")
        await pilot.pause()
        tree = shown(screen, "tree")
        assert "anagram 'rustic'" not in tree and "split" not in tree
        assert "definition 'orange'" in tree and "anagram by" not in tree
        assert shown(screen, "candidates").startswith("F5 steps")
        await pilot.press("f6")
        await settle(pilot)
        assert "split -> CITRUS" in shown(screen, "tree")


async def test_at_80_by_24_the_tree_and_candidates_have_the_room(english) -> None:
    app = WorkbenchApp()
    async with app.run_test(size=(80, 24)) as pilot:
        screen = await opened(pilot)
        await pilot.press("f6")
        await settle(pilot)
        tree, candidates, graph = (screen.query_one(f"#cryptic-{name}", Static) for name in ("tree", "candidates", "graph"))
        assert tree.content_region.height >= 8 and candidates.content_region.height >= 8
        assert not graph.display and "CITRUS" in shown(screen, "candidates")
        await pilot.press(*["down"] * 9)
        assert "10. " in shown(screen, "candidates")
        await pilot.press("g")
        await pilot.pause()
        middle = screen.query_one("#cryptic-middle")
        assert graph.display and graph.content_region.height >= 8 and not middle.display
        await pilot.press("g")
        await pilot.pause()
        assert middle.display and not graph.display


async def test_a_recent_session_reopens_with_its_selected_words(english) -> None:
    app = WorkbenchApp()
    async with app.run_test(size=SIZE) as pilot:
        app.open_session(*reversed(new_session(clue("Meter in Poe's verses", "5"))))
        await pilot.pause()
        await pilot.press("right", "right", "shift+right", "d", "escape")
        await pilot.pause()
        app.open_shelf(recent_sessions()[0], resume=True)
        await pilot.pause()
        assert app.screen.selected == (2, 3)


async def test_a_version_1_session_reopens_with_its_selection_on_the_same_words(english) -> None:
    path = sessions_dir() / "old.session.jsonl"
    write_version_1(path)
    save_placement(path, Placement(None, [2, 2]))
    app = WorkbenchApp()
    async with app.run_test(size=SIZE) as pilot:
        app.open_shelf(recent_sessions()[0], resume=True)
        await pilot.pause()
        assert app.screen.clue.span_text(app.screen.selected) == "supervision"
        assert load_placement(path).cursor == [3, 3]
        app.pop_screen()
        await pilot.pause()
        app.open_shelf(recent_sessions()[0], resume=True)
        await pilot.pause()
        assert app.screen.clue.span_text(app.screen.selected) == "supervision"
