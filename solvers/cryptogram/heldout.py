"""Held-out benchmarks: `python -m solvers.cryptogram.heldout OUT.jsonl [SEED] [--fortunes FILE ...]`.

Without `--fortunes`, every one of the project's own sentences becomes an aristocrat and a
patristocrat. With it, the quotes of the fortune files (see `fortunes`) are bucketed by
letter count like the benchmark (short 40-79, medium 80-149, long 150-299), a seeded
random sample of `--per-bucket` quotes is drawn from each bucket, and `--half 1` or
`--half 2` keeps the sample's even or odd places only (a fixed split: one half to work
on, one to measure once). `--exclude` drops quotes whose letters are the plaintext of a
puzzle in another file (a benchmark drawn from the same fortunes). Each puzzle is
enciphered under a fresh random derangement key and written with its solution, for
`workbench bench`.
"""

from __future__ import annotations

import argparse
import json
import random
import sys
from collections.abc import Callable
from pathlib import Path

from solvers.cryptogram.fortunes import letters, quotes
from solvers.cryptogram.making import record, sentences
from workbench.errors import FormatError
from workbench.formats import read_entries

BUCKETS = (("short", 40, 79), ("medium", 80, 149), ("long", 150, 299))


def bucket(plaintext: str) -> str | None:
    """short, medium or long by the number of letters; None outside 40-299."""
    count = len(letters(plaintext))
    return next((name for name, low, high in BUCKETS if low <= count <= high), None)


def excluded_letters(paths: list[Path]) -> set[str]:
    """The letters of every solution plaintext in the files."""
    found = set()
    for path in paths:
        for entry in read_entries(path):
            if isinstance(entry, FormatError):
                raise ValueError(str(entry))
            if entry.truth and isinstance(entry.truth.get("plaintext"), str):
                found.add(letters(entry.truth["plaintext"]))
    return found


def fortune_sample(paths: list[Path], rng: random.Random, per_bucket: int, exclude: set[str]) -> list[tuple[str, str]]:
    """(name, quote) pairs: a seeded sample of each bucket's quotes, in sample order."""
    by_bucket: dict[str, list[str]] = {name: [] for name, _, _ in BUCKETS}
    for found in quotes(paths):
        name = bucket(found)
        if name is not None and letters(found) not in exclude:
            by_bucket[name].append(found)
    sample = []
    for name, _, _ in BUCKETS:
        drawn = rng.sample(by_bucket[name], min(per_bucket, len(by_bucket[name])))
        sample.extend((f"fortune-{name}-{i:03d}", text) for i, text in enumerate(drawn))
    return sample


def puzzles(named: list[tuple[str, str]], rng: random.Random, half: int | None) -> list[dict]:
    """Each text as an aristocrat and a patristocrat (records with bucket), the half's places only."""
    made = []
    for place, (name, plaintext) in enumerate(named):
        pair = [{**record(f"{name}-{'patr' if patr else 'aris'}", plaintext, rng, patr), "bucket": bucket(plaintext)}
                for patr in (False, True)]
        if half is None or place % 2 == half - 1:
            made.extend(pair)
    return made


def arguments(args: list[str]) -> argparse.Namespace:
    """The command line, read."""
    parser = argparse.ArgumentParser(prog="python -m solvers.cryptogram.heldout", description=__doc__.splitlines()[0])
    parser.add_argument("out", type=Path, help="the .jsonl file to write")
    parser.add_argument("seed", type=int, nargs="?", default=0, help="random seed (default 0)")
    parser.add_argument("--fortunes", type=Path, nargs="+", help="fortune files to draw quotes from")
    parser.add_argument("--per-bucket", type=int, default=80, help="quotes drawn from each bucket (default 80)")
    parser.add_argument("--half", type=int, choices=(1, 2), help="keep only the sample's even (1) or odd (2) places")
    parser.add_argument("--exclude", type=Path, nargs="+", default=[], help="puzzle files whose plaintexts to leave out")
    return parser.parse_args(args)


def run(prog: str, parse: Callable[[list[str]], argparse.Namespace],
        write: Callable[[argparse.Namespace], str], args: list[str]) -> int:
    """A command that writes puzzles: argparse's exit code for bad arguments, 1 and one line on
    standard error when a file cannot be read or written, else 0 with `write`'s report printed."""
    try:
        options = parse(args)
    except SystemExit as stop:
        return int(stop.code or 0)
    try:
        report = write(options)
    except (OSError, ValueError) as error:
        print(f"{prog}: {error}", file=sys.stderr)
        return 1
    print(report)
    return 0


def write_heldout(options: argparse.Namespace) -> str:
    """Write the held-out set the options ask for, and say how many puzzles it has."""
    rng = random.Random(options.seed)
    if options.fortunes:
        named = fortune_sample(options.fortunes, rng, options.per_bucket, excluded_letters(options.exclude))
    else:
        named = [(f"heldout-{i:03d}", text) for i, text in enumerate(sentences())]
    lines = [json.dumps(made) for made in puzzles(named, rng, options.half)]
    options.out.write_text("\n".join(lines) + "\n", encoding="utf-8")
    return f"wrote {len(lines)} puzzles to {options.out}"


def main(args: list[str]) -> int:
    """Write the held-out set."""
    return run("heldout", arguments, write_heldout, args)


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
