"""The `workbench` command: open the app, or solve, benchmark and generate headless."""

from __future__ import annotations

import argparse
import json
import random
import resource
import sys
from collections.abc import Callable, Iterator, Sequence
from concurrent.futures import ProcessPoolExecutor
from dataclasses import replace
from pathlib import Path
from typing import Any

from workbench import __version__
from workbench.errors import FormatError

USAGE = """\
workbench                 open the library of puzzles and sessions
workbench FILE            open a puzzle (.json/.jsonl, a typed codeword grid .txt/.grid) or a saved session
workbench solve FILE...   solve headless, one JSON line per puzzle
workbench bench PATH...   score solvers against benchmark files
workbench generate KIND   make new puzzles (cryptogram, codeword, regex, riddle)
"""


def positive_seconds(text: str) -> float:
    """A number of seconds above zero, for --timeout."""
    try:
        seconds = float(text)
    except ValueError:
        seconds = 0.0
    if not 0 < seconds < float("inf"):
        raise argparse.ArgumentTypeError(f"{text!r} is not a number of seconds above 0")
    return seconds


def positive_count(text: str) -> int:
    """A whole number from 1 up, for --jobs and --count."""
    count = int(text) if text.strip().isdecimal() else 0
    if count < 1:
        raise argparse.ArgumentTypeError(f"{text!r} is not a whole number from 1 up")
    return count


def main(argv: Sequence[str] | None = None) -> int:
    """Entry point; returns the exit code (2 for bad input)."""
    args = list(sys.argv[1:] if argv is None else argv)
    commands = {"solve": solve_command, "bench": bench_command, "generate": generate_command}
    if args and args[0] in commands:
        return commands[args[0]](args[1:])
    parser = argparse.ArgumentParser(prog="workbench", usage=USAGE, description="Puzzle Workbench: solve word puzzles with automated solvers beside you.")
    parser.add_argument("file", nargs="?", type=Path, help="a puzzle or a saved session to open")
    parser.add_argument("--version", action="version", version=f"workbench {__version__}")
    options = parser.parse_args(args)
    return open_app(options.file)


def open_app(path: Path | None) -> int:
    """Run the Textual app, on the library or on a file."""
    from workbench.app import WorkbenchApp, open_target

    target = None
    if path is not None:
        try:
            target = open_target(path)
        except FormatError as error:
            print(f"workbench: {error}", file=sys.stderr)
            return 2
        except OSError as error:
            print(f"workbench: {error.filename or path}: cannot save the session: {error.strerror or error}", file=sys.stderr)
            return 2
    WorkbenchApp(target).run()
    return 0


def _entries(paths: Sequence[Path]) -> Iterator:
    """Every entry (or FormatError) of every file, directories searched for .json/.jsonl (saved sessions left out)."""
    from workbench.formats import PUZZLE_SUFFIXES, read_entries
    from workbench.journal import SUFFIX

    for path in paths:
        if path.is_dir():
            files = sorted(p for p in path.rglob("*") if p.suffix in PUZZLE_SUFFIXES and not p.name.endswith(SUFFIX))
        else:
            files = [path]
        for file in files:
            yield from read_entries(file)


def _solve_one(job: tuple) -> dict:
    """Solve one entry in a worker process; the FORMAT.md line."""
    from solvers.registry import solver_named
    from solvers.running import error_outcome, solve

    puzzle, solver_name, seconds = job
    try:
        solver_class = solver_named(puzzle.kind, solver_name) if solver_name else None
    except KeyError as error:
        return error_outcome(puzzle.id, puzzle.kind, error.args[0]).line()
    return solve(puzzle, solver_class, seconds).line()


def _mapped(function: Callable[[Any], Any], jobs: list, workers: int) -> Iterator:
    """`function` over jobs in order, in worker processes when workers > 1."""
    if workers <= 1:
        yield from map(function, jobs)
        return
    with ProcessPoolExecutor(max_workers=workers) as pool:
        yield from pool.map(function, jobs)


def solve_command(args: Sequence[str]) -> int:
    """`workbench solve`: one JSON line per puzzle, in input order."""
    parser = argparse.ArgumentParser(prog="workbench solve", description=(
        "Solve puzzles headless. Prints one JSON line per puzzle, in input order: id, kind, status (solved, "
        "partial, failed or error), answer, candidates (best first, at most 10), seconds, steps and error "
        "(why the puzzle could not be read, also said on standard error). Exits 2 when any puzzle could not be read."))
    parser.add_argument("files", nargs="+", type=Path)
    parser.add_argument("--timeout", type=positive_seconds, default=10.0, help="seconds per puzzle (default 10)")
    parser.add_argument("--jobs", type=positive_count, default=1, help="puzzles solved at once (default 1)")
    parser.add_argument("--solver", default=None, help="a solver by name instead of the kind's best")
    options = parser.parse_args(args)
    from solvers.running import error_outcome

    found = list(_entries(options.files))
    jobs = [(e.puzzle, options.solver, options.timeout) for e in found if not isinstance(e, FormatError)]
    solved = _mapped(_solve_one, jobs, options.jobs)
    bad = 0
    for entry in found:
        if isinstance(entry, FormatError):
            puzzle_id = entry.puzzle_id or f"{Path(entry.path).name}:{entry.line or 1}"
            line = error_outcome(puzzle_id, entry.kind, str(entry)).line()
        else:
            line = next(solved)
        print(json.dumps(line, ensure_ascii=False), flush=True)
        if line["status"] == "error":
            bad += 1
            print(f"workbench solve: {line['id']}: {line['error']}", file=sys.stderr, flush=True)
    return 2 if bad else 0


def _bench_one(job: tuple) -> tuple:
    """Solve and score one entry with one solver, in a worker process."""
    from solvers.running import solve
    from workbench.kinds import kind_module

    entry, solver_class, seconds = job
    outcome = solve(entry.puzzle, solver_class, seconds)
    score = None
    if outcome.status != "error" and entry.truth is not None:
        answers = [c["answer"] for c in outcome.candidates]
        try:
            score = kind_module(entry.puzzle.kind).score(entry.puzzle, outcome.answer, answers, entry.truth)
        except Exception as error:  # a solution of the wrong shape must not end a benchmark
            outcome = replace(outcome, error=f"cannot score against its solution ({type(error).__name__}: {error})")
    return outcome, score


def bench_command(args: Sequence[str]) -> int:
    """`workbench bench`: a table per kind and set of solved %, letters %, times."""
    parser = argparse.ArgumentParser(prog="workbench bench", description="Run every solver over benchmark files and score them against each puzzle's solution.")
    parser.add_argument("paths", nargs="*", type=Path)
    parser.add_argument("--app", action="store_true", help="measure the app instead: cold start, lexicon, keypress to repaint")
    parser.add_argument("--runs", type=positive_count, default=5, help="with --app: runs per figure (default 5)")
    parser.add_argument("--timeout", type=positive_seconds, default=10.0, help="seconds per puzzle and solver (default 10)")
    parser.add_argument("--jobs", type=positive_count, default=1, help="puzzles run at once (default 1)")
    parser.add_argument("--solver", action="append", help="only these solvers (repeatable)")
    parser.add_argument("--markdown", action="store_true", help="print a Markdown table")
    parser.add_argument("--details", type=Path, help="also write one JSON line per puzzle and solver here")
    options = parser.parse_args(args)
    if options.app:
        return app_bench(options.runs)
    if not options.paths:
        parser.error("name benchmark files or folders, or use --app")
    from solvers.registry import solvers_for
    from workbench.benchtable import Scored, render, rows

    jobs, errors, names = [], [], set()
    for entry in _entries(options.paths):
        if isinstance(entry, FormatError):
            errors.append(str(entry))
            continue
        for solver_class in solvers_for(entry.puzzle.kind):
            names.add(solver_class.name)
            if not options.solver or solver_class.name in options.solver:
                jobs.append((entry, solver_class, options.timeout))
    if not names and not errors:
        print(f"workbench bench: no puzzles in {', '.join(map(str, options.paths))}", file=sys.stderr)
        return 2
    unknown = sorted(set(options.solver or ()) - names)
    if unknown:
        print(f"workbench bench: no solver {unknown[0]!r} for these puzzles (have: {', '.join(sorted(names)) or 'none'})",
              file=sys.stderr)
        return 2
    try:
        details = options.details.open("w", encoding="utf-8") if options.details else None
    except OSError as error:
        print(f"workbench bench: {options.details}: {error.strerror or error}", file=sys.stderr)
        return 2
    results = []
    for (entry, _, _), (outcome, score) in zip(jobs, _mapped(_bench_one, jobs, options.jobs)):
        group = entry.puzzle.bench_group(entry.labels)
        results.append(Scored(entry.puzzle.kind, group, outcome.solver, outcome.seconds, score, outcome.steps,
                              scored=entry.truth is not None))
        if outcome.error:
            errors.append(f"{outcome.id}: {outcome.error}")
        if details:
            record = {**outcome.line(), "solver": outcome.solver, "group": group, "score": score and score.__dict__}
            details.write(json.dumps(record, ensure_ascii=False) + "\n")
    if details:
        details.close()
    if results:
        print(render(rows(results), markdown=options.markdown))
        peak = max(resource.getrusage(who).ru_maxrss for who in (resource.RUSAGE_SELF, resource.RUSAGE_CHILDREN))
        print(f"\n{len(results)} runs; peak memory {peak / 1024:.0f} MiB = {peak * 1024 / 1e6:.0f} MB (max RSS of one process)")
    for message in errors:
        print(f"error: {message}", file=sys.stderr)
    return 2 if errors and not results else 0


SCREEN_STARTS = ("cryptogram-seed.json", "codeword-lattice-1997.json", "regex-seed.json", "riddle-seed.json",
                 "cryptic-seed-citrus.json")
"""A bundled puzzle of each kind, whose screen `bench --app` times from a cold start."""


def app_bench(runs: int) -> int:
    """`workbench bench --app`: the app's own speed, as a Markdown table."""
    from workbench import appbench
    from workbench.library import bundled_dir

    try:
        figures = [appbench.cold_start(runs, empty_cache=False), appbench.cold_start(runs, empty_cache=True)]
        figures += appbench.lexicon_times(max(1, runs // 2))
        figures.append(appbench.grid_typing())
        figures += [appbench.screen_start(bundled_dir() / name, max(1, runs // 2 + 1)) for name in SCREEN_STARTS]
    except (appbench.AppExited, TimeoutError) as error:
        print(f"workbench bench --app: {error}", file=sys.stderr)
        return 2
    print(appbench.report(figures))
    return 0


def generate_command(args: Sequence[str]) -> int:
    """`workbench generate KIND`: new puzzles as interchange JSON lines."""
    from solvers.registry import kind_package
    from workbench.formats import write_puzzles
    from workbench.kinds import KINDS

    parser = argparse.ArgumentParser(prog="workbench generate", description="Generate new puzzles of a kind.")
    parser.add_argument("kind", help="cryptogram, codeword, regex or riddle")
    parser.add_argument("--count", type=positive_count, default=1, help="how many (default 1)")
    parser.add_argument("--seed", type=int, default=None, help="random seed, for repeatable output")
    parser.add_argument("--out", type=Path, help="write to this .json/.jsonl file instead of printing")
    options = parser.parse_args(args)
    package = kind_package(options.kind) if options.kind.isidentifier() else None
    generator = getattr(package, "generate", None)
    if generator is None:
        makers = [kind for kind in KINDS if getattr(kind_package(kind), "generate", None)]
        print(f"workbench generate: no generator for {options.kind!r} (there are: {', '.join(makers)})", file=sys.stderr)
        return 2
    rng = random.Random(options.seed)
    try:
        puzzles = [generator(rng) for _ in range(options.count)]
    except RuntimeError as error:  # a generator that gives up says why
        print(f"workbench generate: {error}", file=sys.stderr)
        return 2
    if options.out:
        try:
            write_puzzles(options.out, puzzles)
        except (ValueError, OSError) as error:
            print(f"workbench generate: {options.out}: {getattr(error, 'strerror', None) or error}", file=sys.stderr)
            return 2
    else:
        for puzzle in puzzles:
            print(json.dumps(puzzle.to_record(), ensure_ascii=False))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
