"""The generator's benchmark: riddles a second, each checked unique and solved back.

    python -m solvers.riddle.bench_generated [--count 200] [--seed 1] [--out set.jsonl]

Uniqueness is checked by a plain scan of the word list with the riddle read back from
its text, not by the index the generator used. `--out` writes the riddles with their
answers as a benchmark set, so `workbench bench set.jsonl` scores every solver on them.
"""

from __future__ import annotations

import argparse
import json
import random
import statistics
import sys
import time
from collections.abc import Sequence
from pathlib import Path

from solvers.riddle import SOLVERS
from solvers.riddle.generator import Generated, shared_generator
from solvers.running import solve
from workbench import lexicon
from workbench.models.riddle import Riddle


def answers_in_word_list(puzzle: Riddle) -> list[str]:
    """Every word of the word list that fits the riddle, by a plain scan."""
    return [word for word in lexicon.shared("en").of_length(puzzle.length) if puzzle.fits(word)]


def record(made: Generated) -> dict:
    """The riddle as a benchmark line, its answer as the solution."""
    return {**made.puzzle.to_record(), "solution": {"answer": made.answer}, "set": "generated"}


def main(argv: Sequence[str] | None = None) -> int:
    """Generate, time, check; print the figures."""
    parser = argparse.ArgumentParser(prog="python -m solvers.riddle.bench_generated", description=__doc__.splitlines()[0])
    parser.add_argument("--count", type=int, default=200, help="riddles to generate (default 200)")
    parser.add_argument("--seed", type=int, default=1, help="random seed (default 1)")
    parser.add_argument("--out", type=Path, help="write the riddles with their answers here (.jsonl)")
    options = parser.parse_args(argv)
    if options.count < 1:
        parser.error("--count must be at least 1")
    rng = random.Random(options.seed)
    lexicon.shared("en")
    started = time.perf_counter()
    generator = shared_generator()
    ready = time.perf_counter()
    made, took = [], []
    for _ in range(options.count):
        begun = time.perf_counter()
        made.append(generator.make(rng))
        took.append(time.perf_counter() - begun)
    finished = time.perf_counter()
    unique = sum(answers_in_word_list(m.puzzle) == [m.answer] for m in made)
    solver = SOLVERS[0]
    solved = sum((solve(m.puzzle, solver).answer or {}).get("answer") == m.answer for m in made)
    total = finished - started
    print(f"riddle generator, seed {options.seed}: {options.count} riddles in {total:.2f} s "
          f"= {options.count / total:.1f} riddles/s with its indexes built ({ready - started:.2f} s), "
          f"{options.count / (finished - ready):.1f} riddles/s after")
    print(f"one riddle: median {1000 * statistics.median(took):.1f} ms, slowest {1000 * max(took):.1f} ms "
          f"(the first riddle of each length builds its word index)")
    print(f"exactly one answer in the word list (plain scan): {unique}/{options.count}")
    print(f"solver {solver.name} gets the answer back: {solved}/{options.count}")
    if options.out:
        try:
            options.out.write_text("".join(json.dumps(record(m)) + "\n" for m in made), encoding="utf-8")
        except OSError as error:
            print(f"bench_generated: {options.out}: {error.strerror or error}", file=sys.stderr)
            return 2
        print(f"wrote {options.out}")
    return 0 if unique == solved == options.count else 1


if __name__ == "__main__":
    raise SystemExit(main())
