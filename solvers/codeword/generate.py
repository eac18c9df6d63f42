"""New codewords: a lattice shape, filled with common words, coded, with starter letters added
until the propagation solver solves it."""

from __future__ import annotations

import random
from collections.abc import Mapping
from typing import Any

from solvers.codeword.fill import fill
from solvers.codeword.propagate import PropagateSolver
from solvers.protocol import Budget
from workbench.models.codeword import Codeword
from workbench.session import Session

SIZES = (11, 13)
MIN_LENGTH = 3
FIRST_STARTERS = 2
MOST_STARTERS = 8
SOLVE_SECONDS = 5.0
ATTEMPTS = 20


def lattice_line(size: int, rng: random.Random) -> list[bool]:
    """One full line of a lattice, broken at odd positions into words of MIN_LENGTH or more."""
    line = [True] * size
    start = 0
    for position in rng.sample(range(1, size, 2), k=size // 2):
        if position - start >= MIN_LENGTH and size - position - 1 >= MIN_LENGTH and rng.random() < 0.4:
            if all(line[start:position]) and all(line[position + 1:]):
                line[position] = False
    return line


def lattice(size: int, rng: random.Random) -> list[list[bool]]:
    """A British-style lattice: words along even rows and columns, blocks where odd rows meet odd columns."""
    rows = [lattice_line(size, rng) if r % 2 == 0 else [c % 2 == 0 for c in range(size)] for r in range(size)]
    for c in range(0, size, 2):
        column = lattice_line(size, rng)
        for r in range(1, size, 2):
            rows[r][c] = column[r]
    return rows


def coded(letters: Mapping[tuple[int, int], str], size: int, rng: random.Random) -> tuple[list[list[int]], dict[str, int]]:
    """The filled grid coded by a random bijection of the letters used onto 1..n."""
    used = sorted(set(letters.values()))
    numbers = dict(zip(used, rng.sample(range(1, len(used) + 1), len(used))))
    grid = [[numbers[letters[(r, c)]] if (r, c) in letters else 0 for c in range(size)] for r in range(size)]
    return grid, numbers


def generate_with_solution(rng: random.Random, language: str = "en") -> tuple[Codeword, dict[str, Any]]:
    """A new codeword that the propagation solver solves, and its solution (FORMAT.md's shape)."""
    for _ in range(ATTEMPTS):
        size = rng.choice(SIZES)
        letters = fill(lattice(size, rng), rng, language, dictionary_only=language == "en")
        if letters is None:
            continue
        grid, numbers = coded(letters, size, rng)
        truth = {str(n): letter for letter, n in numbers.items()}
        puzzle_id = f"gen-{rng.getrandbits(32):08x}"
        given = _starters(puzzle_id, grid, truth, language, rng)
        if given is not None:
            puzzle = Codeword.from_record({"id": puzzle_id, "grid": grid, "given": given, "language": language})
            return puzzle, {"letters": truth, "rows": puzzle.rows(truth)}
    raise RuntimeError(f"no codeword found in {ATTEMPTS} attempts")


def generate(rng: random.Random) -> Codeword:
    """A new English codeword (for `workbench generate codeword`)."""
    return generate_with_solution(rng)[0]


def _starters(puzzle_id: str, grid: list[list[int]], truth: dict[str, str], language: str,
              rng: random.Random) -> dict[str, str] | None:
    """Starter letters: a few at random, then one wrong number at a time until the solver gets it all."""
    given = dict((s, truth[s]) for s in rng.sample(sorted(truth), FIRST_STARTERS))
    while len(given) <= MOST_STARTERS:
        puzzle = Codeword.from_record({"id": puzzle_id, "grid": grid, "given": given, "language": language})
        solver = PropagateSolver()
        solver.reset(Session(puzzle).view())
        found = (solver.run(Budget(seconds=SOLVE_SECONDS)).answer or {}).get("letters", {})
        wrong = sorted(s for s in truth if found.get(s) != truth[s])
        if not wrong:
            return given
        number = rng.choice(wrong)
        given[number] = truth[number]
    return None
