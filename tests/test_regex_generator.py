"""Generated regex crosswords: unique by an independent brute force over Python's `re`,
and the solver finds exactly that grid."""

from __future__ import annotations

import random
import re
from itertools import product

import pytest

from solvers.protocol import Budget
from solvers.regex import generate
from solvers.regex.generator import generate_with_solution
from solvers.regex.solver import PropagationSearch
from workbench.models.regex import RegexPuzzle
from workbench.session import Session


def brute_force(puzzle: RegexPuzzle, cap: int = 2) -> list[list[str]]:
    """Every solution (up to `cap`), by enumerating each line's full matches with `re`."""
    alphabet = puzzle.alphabet
    candidates = []
    for line in puzzle.lines:
        texts = ["".join(t) for t in product(alphabet, repeat=len(line.cells))]
        candidates.append([t for t in texts if all(re.fullmatch(p, t) for p in line.clues)])
    rows = [i for i, line in enumerate(puzzle.lines) if line.family == "Y"]
    others = [i for i, line in enumerate(puzzle.lines) if line.family != "Y"]
    found: list[list[str]] = []

    def extend(chosen: dict[str, str], depth: int, alive: dict[int, list[str]]) -> None:
        """Choose the next row's text, keeping only crossing texts that still agree."""
        if len(found) >= cap:
            return
        if depth == len(rows):
            found.append(puzzle.rows(chosen))
            return
        line = puzzle.lines[rows[depth]]
        for text in candidates[rows[depth]]:
            letters = {**chosen, **dict(zip(line.cells, text))}
            narrowed = {
                i: [t for t in alive[i] if all(letters.get(c, ch) == ch for c, ch in zip(puzzle.lines[i].cells, t))]
                for i in others
            }
            if all(narrowed.values()):
                extend(letters, depth + 1, narrowed)

    extend({}, 0, {i: candidates[i] for i in others})
    return found


def small(rng: random.Random) -> tuple[RegexPuzzle, list[str]]:
    """A generated puzzle whose lines are short enough to enumerate."""
    while True:
        puzzle, rows = generate_with_solution(rng)
        if all(
            len(puzzle.alphabet) ** len(line.cells) <= 60000 for line in puzzle.lines
        ):
            return puzzle, rows


@pytest.mark.parametrize("seed", range(12))
def test_generated_puzzles_are_unique_by_brute_force(seed: int) -> None:
    puzzle, rows = small(random.Random(seed))
    assert brute_force(puzzle) == [rows]
    solver = PropagationSearch()
    solver.reset(Session(puzzle).view())
    result = solver.run(Budget(seconds=30))
    assert result.note == "unique"
    assert result.answer["rows"] == rows


def test_generated_puzzles_use_lookaheads_lazy_runs_and_backreferences() -> None:
    rng = random.Random(11)
    patterns = [p for _ in range(12) for line in generate(rng).lines for p in line.clues]
    text = " ".join(patterns)
    assert "(?=" in text or "(?!" in text
    assert "?" in text.replace("(?", "")
    assert re.search(r"\\[12]", text)


def test_the_generator_is_reachable_by_kind() -> None:
    from solvers.registry import kind_package

    puzzle = kind_package("regex").generate(random.Random(3))
    assert isinstance(puzzle, RegexPuzzle)
    assert RegexPuzzle.from_record(puzzle.to_record()) == puzzle
