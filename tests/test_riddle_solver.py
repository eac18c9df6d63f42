"""The riddle sieves: the seed's riddle solved, steps line by line, the person's letters honoured."""

from __future__ import annotations

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from solvers.protocol import Budget
from solvers.riddle import SOLVERS
from solvers.running import solve
from workbench.actions import Assign, Pin, Strike
from workbench.errors import PuzzleError
from workbench.models.riddle import ORDINALS, Riddle
from workbench.session import Session

EARLS = """My first is in deans but not in slats
My second is in persona but not in perusing
My third is neither in veiled nor in seized
My fourth is in cleat but not in octet
My last is in curtsied but not in curbed"""


@pytest.fixture
def riddle(english) -> Riddle:
    """The seed article's riddle, lexicon loaded."""
    return Riddle.parse(EARLS, "earls")


@pytest.mark.parametrize("solver_class", SOLVERS)
def test_the_seed_riddle_solves_from_its_text(riddle: Riddle, solver_class) -> None:
    outcome = solve(riddle, solver_class)
    assert outcome.status == "solved" and outcome.answer["answer"] == "EARLS"
    ranked = [c["answer"]["answer"] for c in outcome.candidates]
    assert len(ranked) == 10 and all(riddle.fits(word) for word in ranked)
    assert [c["score"] for c in outcome.candidates] == sorted((c["score"] for c in outcome.candidates), reverse=True)


def test_both_sieves_rank_the_same_words(riddle: Riddle) -> None:
    results = []
    for solver_class in SOLVERS:
        solver = solver_class()
        solver.reset(Session(riddle).view())
        results.append([c.answer["answer"] for c in solver.run(Budget()).candidates])
    assert results[0] == results[1] and len(results[0]) == 42


def test_a_step_per_line_then_the_ranking(riddle: Riddle) -> None:
    session = Session(riddle)
    solver = SOLVERS[0]()
    solver.reset(session.view())
    reports = []
    while not solver.done:
        report = solver.step()
        reports.append(report)
        if report.actions:
            session.apply_all(report.actions, solver.source(report.step))
    assert [r.trace.data.get("position") for r in reports] == [1, 2, 3, 4, 5, None]
    assert reports[0].trace.headline == "line 1: in DEANS, not in SLATS -> D E N"
    counts = [r.trace.data["count"] for r in reports[:5]]
    assert counts == sorted(counts, reverse=True) and counts[-1] == 42
    assert riddle.answer(session.state) == "EARLS"
    while session.can_undo:
        session.undo()
    assert riddle.answer(session.state) == "_____"


def test_struck_and_typed_letters_are_honoured(riddle: Riddle) -> None:
    session = Session(riddle)
    session.apply_all([Strike("1", "E"), Assign("2", "O"), Assign("5", "S"), Pin("5")])
    outcome_solver = SOLVERS[0]()
    outcome_solver.reset(session.view())
    result = outcome_solver.run(Budget())
    words = [c.answer["answer"] for c in result.candidates]
    assert words and all(w[0] != "E" and w[1] == "O" and w[4] == "S" for w in words)
    assert result.answer["answer"] == words[0]


@pytest.mark.parametrize("solver_class", SOLVERS)
def test_no_fitting_word_fails_plainly(english, solver_class) -> None:
    riddle = Riddle.parse("My first is in q\nMy second is in x\nMy third is in j\nMy last is in q")
    outcome = solve(riddle, solver_class)
    assert outcome.status == "failed" and outcome.answer is None


LOOSE = """My first is in deans but not in slats
My second is in persona but not in perusing
My third is in bar
My fourth is in cleat but not in octet
My last is in sky and in yes"""


@pytest.mark.parametrize("solver_class", SOLVERS)
def test_the_whole_hint_lifts_the_word_related_to_it(english, solver_class) -> None:
    plain = solve(Riddle.parse(LOOSE), solver_class)
    hinted = solve(Riddle.parse(LOOSE + "\nMy whole is a peer of the realm"), solver_class)
    assert plain.answer["answer"] == "EARLY"
    assert hinted.answer["answer"] == "EARLS" and "related to 'peers'" in hinted.answer["explanation"]
    assert sorted(c["answer"]["answer"] for c in plain.candidates) == sorted(c["answer"]["answer"] for c in hinted.candidates)


def test_hint_words_are_content_words_uninflected() -> None:
    from solvers.riddle.hint import hint_words

    assert {"peer", "realm", "peers"} <= hint_words("Peers of the realm") and "the" not in hint_words("the realm")


CLUE = st.text(alphabet="abcdefghijklmnoprstuy", min_size=3, max_size=8)


@settings(max_examples=25, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(st.lists(st.tuples(CLUE, CLUE), min_size=3, max_size=6))
def test_both_sieves_find_exactly_the_words_that_fit(english, pairs: list[tuple[str, str]]) -> None:
    text = "\n".join(f"My {ORDINALS[i]} is in {w} but not in {v}" for i, (w, v) in enumerate(pairs))
    try:
        riddle = Riddle.parse(text)
    except PuzzleError:
        return
    fitting = [word for word in english.of_length(riddle.length) if riddle.fits(word)]
    for solver_class in SOLVERS:
        solver = solver_class()
        solver.reset(Session(riddle).view())
        result = solver.run(Budget())
        assert [c.answer["answer"] for c in result.candidates] == fitting[:100]
        assert solver.count() == len(fitting)


@pytest.mark.parametrize("solver_class", SOLVERS)
def test_a_letter_all_survivors_share_is_not_filled_in_where_the_person_struck_it(english, solver_class) -> None:
    riddle = Riddle.parse("My first is in bat but not in at\nMy second is in jot but not in to\n"
                          "My third is in over\nMy fourth is in rat\nMy last is in kind", "bj")
    session = Session(riddle)
    session.apply(Strike("4", "R"))
    solver = solver_class()
    solver.reset(session.view())
    while not solver.done:
        report = solver.step()
        if report.actions:
            session.apply_all(report.actions, solver.source(report.step))
    assert session.state.letters.get("4") != "R"
