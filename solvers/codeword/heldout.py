"""Held-out codewords with their solutions, for `workbench bench`: grids this project fills
itself, with a few random starter letters (not chosen for the solver), so that the solver is
scored on grids it was never tuned on.

    python -m solvers.codeword.heldout --shape american --count 20 --seed 1 --out held.jsonl

Shapes: `american` (every cell in an across and a down word, rotationally symmetric blocks,
words of three letters or more) and `lattice` (the generator's British-style grids).
"""

from __future__ import annotations

import argparse
import json
import random
import sys
from collections.abc import Sequence

from solvers.codeword.fill import fill, slots_of
from solvers.codeword.generate import coded, lattice
from workbench.models.codeword import Codeword

STARTERS = 3
MIN_WORD = 3
MAX_WORD = 9
BLOCK_SHARE = 0.17
AMERICAN_ZIPF = 2.5
LATTICE_ZIPF = 3.0
FILL_NODES = 20000


def american(size: int, rng: random.Random) -> list[list[bool]] | None:
    """A symmetric fully checked shape: blocks added in pairs, first anywhere, then inside words
    longer than MAX_WORD, while every word stays MIN_WORD or longer."""
    shape = [[True] * size for _ in range(size)]
    wanted = round(BLOCK_SHARE * size * size)
    blocks = 0
    for _ in range(size * size * 8):
        long_cells = [cell for run in white_runs(shape) if len(run) > MAX_WORD for cell in run]
        if blocks >= wanted and not long_cells:
            return shape
        r, c = rng.choice(long_cells) if blocks >= wanted else (rng.randrange(size), rng.randrange(size))
        pair = {(r, c), (size - 1 - r, size - 1 - c)}
        if not all(shape[i][j] for i, j in pair):
            continue
        for i, j in pair:
            shape[i][j] = False
        if any(len(run) < MIN_WORD for run in white_runs(shape)):
            for i, j in pair:
                shape[i][j] = True
            continue
        blocks += len(pair)
    return None


def white_runs(shape: Sequence[Sequence[bool]]) -> list[list[tuple[int, int]]]:
    """Every white run across and down, single cells included."""
    size = len(shape)
    found = []
    for across in (True, False):
        for i in range(size):
            run: list[tuple[int, int]] = []
            for j in range(size + 1):
                cell = (i, j) if across else (j, i)
                if j < size and shape[cell[0]][cell[1]]:
                    run.append(cell)
                    continue
                if run:
                    found.append(run)
                run = []
    return found


def held_out(rng: random.Random, shape_name: str, size: int) -> dict | None:
    """One filled, coded grid with random starters and its solution, or None when the fill fails."""
    if shape_name == "american":
        shape, min_zipf = american(size, rng), AMERICAN_ZIPF
    else:
        shape, min_zipf = lattice(size, rng), LATTICE_ZIPF
    if shape is None or not slots_of(shape):
        return None
    letters = fill(shape, rng, min_zipf=min_zipf, max_nodes=FILL_NODES)
    if letters is None:
        return None
    grid, numbers = coded(letters, size, rng)
    truth = {str(n): letter for letter, n in numbers.items()}
    given = {s: truth[s] for s in rng.sample(sorted(truth), STARTERS)}
    puzzle = Codeword.from_record({"id": f"held-{shape_name}-{rng.getrandbits(32):08x}", "grid": grid, "given": given})
    record = puzzle.to_record()
    record.update(set=f"held-out {shape_name} {size}x{size}", solution={"letters": truth, "rows": puzzle.rows(truth)})
    return record


def main(argv: Sequence[str] | None = None) -> int:
    """Write held-out grids as interchange lines with their solutions."""
    parser = argparse.ArgumentParser(prog="python -m solvers.codeword.heldout", description=__doc__.splitlines()[0])
    parser.add_argument("--shape", choices=("american", "lattice"), default="american")
    parser.add_argument("--size", type=int, default=15)
    parser.add_argument("--count", type=int, default=20)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--out", required=True)
    options = parser.parse_args(argv)
    rng = random.Random(options.seed)
    records, attempts = [], 0
    while len(records) < options.count and attempts < options.count * 20:
        attempts += 1
        record = held_out(rng, options.shape, options.size)
        if record is not None:
            records.append(record)
            print(f"{len(records)}/{options.count} after {attempts} attempts", file=sys.stderr, flush=True)
    with open(options.out, "w", encoding="utf-8") as handle:
        handle.writelines(json.dumps(r, ensure_ascii=False) + "\n" for r in records)
    print(f"{len(records)} grids in {attempts} attempts -> {options.out}", file=sys.stderr)
    return 0 if records else 1


if __name__ == "__main__":
    raise SystemExit(main())
