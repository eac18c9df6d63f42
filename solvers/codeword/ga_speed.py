"""How fast the genetic algorithm is: one generation of the seed's size (100 survivors, so
10,000 children and 100 newcomers), timed on the first grids of a file.

    python -m solvers.codeword.ga_speed PUZZLES.jsonl --grids 5 --repeats 5
"""

from __future__ import annotations

import argparse
import statistics
import time
from collections.abc import Sequence

import numpy as np

from solvers.codeword.fitness import Fitness
from solvers.codeword.genetic import MOST_SURVIVORS, evolve, random_individuals
from workbench.errors import FormatError
from workbench.formats import read_entries


def main(argv: Sequence[str] | None = None) -> int:
    """Print seconds per generation and evaluations per second for each grid."""
    parser = argparse.ArgumentParser(prog="python -m solvers.codeword.ga_speed", description=__doc__.splitlines()[0])
    parser.add_argument("path")
    parser.add_argument("--grids", type=int, default=5)
    parser.add_argument("--repeats", type=int, default=5)
    options = parser.parse_args(argv)
    rng = np.random.default_rng(1)
    entries = [e for e in read_entries(options.path) if not isinstance(e, FormatError)][: options.grids]
    for entry in entries:
        puzzle = entry.puzzle
        fitness = Fitness(puzzle)
        survivors = random_individuals(rng, MOST_SURVIVORS, len(puzzle.alphabet))
        scores = fitness(survivors)
        times = []
        for _ in range(options.repeats):
            started = time.perf_counter()
            generation = evolve(rng, survivors, scores, fitness, {})
            times.append(time.perf_counter() - started)
        evaluated = len(generation.individuals) - len(survivors)
        seconds = statistics.median(times)
        print(f"{puzzle.id} ({puzzle.height}x{puzzle.width}, {len(puzzle.slots)} slots): "
              f"{evaluated} evaluations in {seconds:.3f} s a generation = {evaluated / seconds:,.0f} a second")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
