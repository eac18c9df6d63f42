"""Teach the ranker from annotated clues: solve each by hand weights, then fit the weights of a
conditional logit (a softmax over each clue's candidates) so that the right answer comes first.

    python -m solvers.cryptic.train_ranker CLUES.jsonl [--half even|odd] [--jobs N] [--out FILE]

Only clues whose right answer is among a clue's candidates teach anything. --half keeps the clues
whose id's SHA-1 starts with an even (or odd) byte, so that the other half stays unseen.
"""

from __future__ import annotations

import argparse
import hashlib
import sys
from collections.abc import Sequence
from concurrent.futures import ProcessPoolExecutor
from dataclasses import dataclass
from pathlib import Path

import numpy as np

from solvers.cryptic import data_files, features
from solvers.cryptic.ranker import CANDIDATES, WEIGHTS_FILE, Ranker, shares
from solvers.cryptic.solver import EGraphSolver
from solvers.protocol import Budget
from workbench.errors import FormatError
from workbench.formats import Entry, read_entries
from workbench.models.cryptic import CrypticClue, letters_of
from workbench.session import Session

STEPS = 1500
LEARNING_RATE = 0.05
PENALTY = 1e-3
SECONDS = 10.0


@dataclass(frozen=True, eq=False)
class Lesson:
    """One clue's candidates as feature rows, and which row is the right answer."""

    rows: np.ndarray
    right: int


def in_half(puzzle_id: str, half: str) -> bool:
    """True when the id's SHA-1 starts with an even byte (half 'even') or an odd one ('odd')."""
    return hashlib.sha1(puzzle_id.encode()).digest()[0] % 2 == (1 if half == "odd" else 0)


def lesson(job: tuple[CrypticClue, str]) -> Lesson | None:
    """Solve a clue by hand weights and keep its candidates' features, when the answer is among them."""
    puzzle, answer = job
    solver = EGraphSolver(learned=False)
    solver.reset(Session(puzzle).view())
    solver.run(Budget(seconds=SECONDS))
    top = solver.found[:CANDIDATES]
    answers = [s.answer for s in top]
    if answer not in answers:
        return None
    return Lesson(np.array(features.rows(top, solver.context)), answers.index(answer))


def fitted(lessons: Sequence[Lesson], steps: int = STEPS, penalty: float = PENALTY) -> tuple[float, ...]:
    """Weights that make the right rows likely (Adam on the mean log loss plus an L2 penalty, with
    features scaled to unit spread while fitting), in the features' own units."""
    spread = np.vstack([lesson.rows for lesson in lessons]).std(axis=0)
    spread[spread == 0] = 1.0
    scaled = [(lesson.rows / spread, lesson.right) for lesson in lessons]
    weights = np.zeros(len(spread))
    moment, power = np.zeros_like(weights), np.zeros_like(weights)
    for step in range(1, steps + 1):
        gradient = penalty * weights
        for rows, right in scaled:
            gradient += (rows.T @ shares(rows @ weights) - rows[right]) / len(lessons)
        moment = 0.9 * moment + 0.1 * gradient
        power = 0.999 * power + 0.001 * gradient ** 2
        weights -= LEARNING_RATE * (moment / (1 - 0.9 ** step)) / (np.sqrt(power / (1 - 0.999 ** step)) + 1e-8)
    return tuple(float(w) for w in weights / spread)


def labelled(entries: Sequence[Entry | FormatError], half: str | None) -> list[tuple[CrypticClue, str]]:
    """The cryptic clues with an answer to learn from (in the half asked for)."""
    return [
        (entry.puzzle, letters_of(str(entry.truth.get("answer", ""))))
        for entry in entries
        if isinstance(entry, Entry) and isinstance(entry.puzzle, CrypticClue) and entry.truth
        and (half is None or in_half(entry.puzzle.id, half))
    ]


def main(argv: Sequence[str] | None = None) -> int:
    """Solve, fit and write the weights."""
    parser = argparse.ArgumentParser(prog="python -m solvers.cryptic.train_ranker", description=__doc__.splitlines()[0])
    parser.add_argument("clues", type=Path)
    parser.add_argument("--half", choices=("even", "odd"))
    parser.add_argument("--jobs", type=int, default=1)
    parser.add_argument("--out", type=Path, default=data_files.DATA / WEIGHTS_FILE)
    options = parser.parse_args(argv)
    jobs = labelled(list(read_entries(options.clues)), options.half)
    if not jobs:
        print(f"error: {options.clues} holds no cryptic clue with a solution to learn from", file=sys.stderr)
        return 2
    with ProcessPoolExecutor(max_workers=max(options.jobs, 1)) as pool:
        lessons = [found for found in pool.map(lesson, jobs, chunksize=4) if found is not None]
    if not lessons:
        print(f"error: no clue of {options.clues} had its answer among the candidates, so there is nothing to learn", file=sys.stderr)
        return 2
    ranker = Ranker(fitted(lessons))
    source = f"# learned from {len(lessons)} of {len(jobs)} clues of {options.clues.name}" + (f" (half {options.half})" if options.half else "")
    options.out.write_text("\n".join([source, *ranker.lines()]) + "\n", "utf-8")
    print(f"{options.out}: weights from {len(lessons)} clues whose answer was among the candidates, of {len(jobs)}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
