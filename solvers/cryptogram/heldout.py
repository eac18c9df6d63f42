"""A held-out benchmark from the project's own sentences: `python -m solvers.cryptogram.heldout OUT.jsonl [SEED]`.

Every sentence becomes an aristocrat and a patristocrat under fresh random derangement
keys, bucketed by letter count like the benchmark (short 40-79, medium 80-149, long 150+),
with its solution, for `workbench bench`.
"""

from __future__ import annotations

import json
import random
import sys
from pathlib import Path

from solvers.cryptogram.making import record, sentences


def bucket(plaintext: str) -> str:
    """short, medium or long by the number of letters."""
    letters = sum(ch.isalpha() for ch in plaintext)
    return "short" if letters < 80 else "medium" if letters < 150 else "long"


def main(args: list[str]) -> int:
    """Write the held-out set."""
    if not args:
        print("usage: python -m solvers.cryptogram.heldout OUT.jsonl [SEED]", file=sys.stderr)
        return 2
    rng = random.Random(int(args[1]) if len(args) > 1 else 0)
    lines = []
    for number, plaintext in enumerate(sentences()):
        for patristocrat in (False, True):
            made = record(f"heldout-{number:03d}-{'patr' if patristocrat else 'aris'}", plaintext, rng, patristocrat)
            lines.append(json.dumps({**made, "bucket": bucket(plaintext)}))
    Path(args[0]).write_text("\n".join(lines) + "\n", encoding="utf-8")
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
