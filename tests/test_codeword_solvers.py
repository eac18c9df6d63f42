"""Codeword solvers on generated grids: propagation solves and takes over; the GA keeps its promises."""

from __future__ import annotations

import json
import random

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from solvers.codeword import SOLVERS, generate
from solvers.codeword.display import actions_towards
from solvers.codeword.fitness import Fitness
from solvers.codeword.ga import GeneticSolver, sparkline
from solvers.codeword.fill import slots_of
from solvers.codeword.generate import generate_with_solution, lattice
from solvers.codeword.heldout import MAX_WORD, MIN_WORD, white_runs, american
from solvers.codeword.genetic import children, random_individuals, with_pins
from solvers.codeword.propagate import PropagateSolver
from solvers.protocol import Solver
from workbench import lexicon
from workbench.actions import Assign, Clear, Pin
from workbench.cli import main
from workbench.dictionary import in_dictionary
from workbench.errors import PuzzleError
from workbench.models.codeword import Codeword
from workbench.session import Session


@pytest.fixture(scope="module")
def generated() -> tuple[Codeword, dict]:
    """A generated codeword and its solution."""
    return generate_with_solution(random.Random(7))


def drive(session: Session, solver: Solver, steps: int = 2000) -> None:
    """Step a solver on a session the way the screen does: every step's actions through the one door."""
    solver.reset(session.view())
    for _ in range(steps):
        if solver.done:
            return
        report = solver.step()
        if report.actions:
            session.apply_all(report.actions, solver.source(report.step))


def test_the_propagation_solver_is_first_and_the_ga_beside_it() -> None:
    assert [s.name for s in SOLVERS] == ["propagate", "ga"]


def test_propagation_solves_a_generated_codeword_through_the_session(generated: tuple[Codeword, dict]) -> None:
    puzzle, truth = generated
    session = Session(puzzle)
    solver = PropagateSolver()
    drive(session, solver)
    assert solver.result().status == "solved"
    assert solver.result().answer["rows"] == truth["rows"]
    assert puzzle.answer(session.state)["rows"] == truth["rows"]


def test_propagation_takes_over_and_corrects_the_persons_unpinned_mistake(generated: tuple[Codeword, dict]) -> None:
    puzzle, truth = generated
    letters = truth["letters"]
    free = [s for s in puzzle.symbols if s not in puzzle.given]
    right, wrong_at, other = free[0], free[1], free[2]
    session = Session(puzzle)
    session.apply_all([Assign(right, letters[right]), Pin(right), Assign(wrong_at, letters[other])])
    drive(session, PropagateSolver())
    assert dict(session.state.letters) == letters
    assert session.state.setters[right].is_person


def test_a_pinned_wrong_letter_stays_and_the_solver_works_around_it(generated: tuple[Codeword, dict]) -> None:
    puzzle, truth = generated
    letters = truth["letters"]
    free = [s for s in puzzle.symbols if s not in puzzle.given]
    unused = next(ch for ch in puzzle.alphabet if ch not in letters.values())
    session = Session(puzzle)
    session.apply_all([Assign(free[0], unused), Pin(free[0])])
    solver = PropagateSolver()
    drive(session, solver)
    assert session.state.letters[free[0]] == unused
    assert solver.result().answer["letters"][free[0]] == unused


def test_a_solver_step_is_undone_as_one_group(generated: tuple[Codeword, dict]) -> None:
    puzzle, _ = generated
    session = Session(puzzle)
    solver = PropagateSolver()
    drive(session, solver, steps=3)
    before = dict(session.state.letters)
    session.undo()
    assert dict(session.state.letters) != before and len(session.state.letters) < len(before)


def test_actions_towards_clears_before_assigning_and_leaves_pins_alone() -> None:
    actions = actions_towards({"1": "A", "2": "B", "3": "C"}, {"1": "B", "2": "A", "3": "C"}, {"3": "C"})
    assert actions == (Clear("1"), Clear("2"), Assign("1", "B"), Assign("2", "A"))


def test_vectorised_fitness_is_the_share_of_slots_in_the_dictionary(generated: tuple[Codeword, dict]) -> None:
    puzzle, truth = generated
    words = lexicon.shared("en")
    fitness = Fitness(puzzle)
    rng = np.random.default_rng(5)
    population = random_individuals(rng, 30, 26)
    right = np.array([[puzzle.alphabet.index(truth["letters"].get(str(k + 1), "Z")) for k in range(26)]])
    assert fitness(right)[0] == 1.0 or len(set(right[0])) < 26
    for individual, share in zip(population, fitness(population)):
        rows = [
            "".join(puzzle.alphabet[individual[puzzle.grid[r][c] - 1]] for r, c in slot.cells)
            for slot in puzzle.slots
        ]
        assert share == pytest.approx(sum(w in words for w in rows) / len(rows))


def test_children_are_permutations_and_pins_hold_in_every_individual() -> None:
    rng = np.random.default_rng(11)
    pins = {0: 4, 7: 19}
    mothers = with_pins(random_individuals(rng, 400, 29), pins)
    fathers = with_pins(random_individuals(rng, 400, 29), pins)
    born = with_pins(children(rng, mothers, fathers), pins)
    assert (np.sort(born, axis=1) == np.arange(29)).all()
    assert (born[:, 0] == 4).all() and (born[:, 7] == 19).all()
    inherited = (born == mothers) | (born == fathers)
    assert inherited.mean() > 0.7


def test_the_ga_steps_one_generation_keeps_pins_and_plots_its_best(generated: tuple[Codeword, dict]) -> None:
    puzzle, truth = generated
    session = Session(puzzle)
    solver = GeneticSolver(seed=3)
    drive(session, solver, steps=5)
    assert solver.generations == 5 and len(solver.history) == 5
    assert all(session.state.letters[s] == letter for s, letter in puzzle.given.items())
    report = solver.step()
    assert report.trace.data["population"] >= 100 and "best of each generation" in report.trace.lines[-1]
    assert 0 < solver.result().candidates[0].score <= 1


def test_sparkline_draws_one_block_per_value() -> None:
    assert sparkline([0.0, 0.5, 1.0]) == "▁▅█"


def test_generate_makes_a_readable_codeword_from_the_command_line(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["generate", "codeword", "--seed", "4"]) == 0
    record = json.loads(capsys.readouterr().out)
    puzzle = Codeword.from_record(record)
    assert puzzle.given and len(puzzle.slots) > 10
    assert generate(random.Random(4)) == puzzle


def test_a_generated_english_codeword_holds_only_dictionary_words(generated) -> None:
    puzzle, truth = generated
    words = [word for row in [*truth["rows"], *map("".join, zip(*truth["rows"]))] for word in row.split("#") if len(word) > 1]
    assert words and all(in_dictionary(word) for word in words)


def test_a_swedish_codeword_is_generated_with_its_letters_and_solved() -> None:
    puzzle, truth = generate_with_solution(random.Random(3), language="sv")
    assert puzzle.language == "sv" and set("ÅÄÖ") & set("".join(truth["rows"]))
    solver = PropagateSolver()
    drive(Session(puzzle), solver)
    assert solver.result().answer["rows"] == truth["rows"]


@settings(max_examples=25, deadline=None)
@given(seed=st.integers(0, 10**6))
def test_american_shapes_are_symmetric_with_words_of_three_to_nine(seed: int) -> None:
    shape = american(15, random.Random(seed))
    if shape is None:
        return
    assert all(shape[r][c] == shape[14 - r][14 - c] for r in range(15) for c in range(15))
    assert all(MIN_WORD <= len(run) <= MAX_WORD for run in white_runs(shape))


@settings(max_examples=25, deadline=None)
@given(seed=st.integers(0, 10**6), size=st.sampled_from((11, 13)))
def test_every_white_cell_of_a_lattice_is_in_a_word(seed: int, size: int) -> None:
    shape = lattice(size, random.Random(seed))
    covered = {cell for slot in slots_of(shape) for cell in slot}
    assert covered == {(r, c) for r in range(size) for c in range(size) if shape[r][c]}
    assert all(len(slot) >= 3 for slot in slots_of(shape))


small_grids = st.lists(st.lists(st.integers(0, 26), min_size=2, max_size=6), min_size=2, max_size=6)


@settings(max_examples=30, deadline=None)
@given(grid=small_grids)
def test_both_solvers_step_any_small_grid_through_the_session(grid: list[list[int]]) -> None:
    width = min(len(row) for row in grid)
    try:
        puzzle = Codeword.from_record({"id": "fuzz", "grid": [row[:width] for row in grid]})
    except PuzzleError:
        return
    for solver in (PropagateSolver(), GeneticSolver(seed=1)):
        session = Session(puzzle)
        drive(session, solver, steps=30)
        assert solver.result().status in ("solved", "partial", "failed")


def test_the_ga_goes_on_from_the_board_and_never_shows_a_worse_grid() -> None:
    from pathlib import Path

    from workbench.formats import read_puzzle

    session = Session(read_puzzle(Path(__file__).resolve().parents[1] / "puzzles" / "codeword-lattice-1997.json").puzzle)
    drive(session, PropagateSolver())
    ga = GeneticSolver()
    ga.reset(session.view())
    assert ga.done and ga.step().actions == ()
