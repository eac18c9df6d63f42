"""Making regex crosswords: a random grid or hexagon (some with a top edge unlike their
slanted ones), a clue per line in one of several styles
(classes, a backreference, a lookahead, alternatives, lazy runs), then tighter clues on
the lines where two solutions differ until the search proves the answer unique.

Run as `python -m solvers.regex.generator --count N --seed S` to print puzzles with their
solutions (interchange lines for `workbench bench`).
"""

from __future__ import annotations

import argparse
import json
import random
import string
from dataclasses import replace

from solvers.protocol import Budget
from solvers.regex.solver import PropagationSearch
from workbench.models.regex import RegexPuzzle, cell
from workbench.session import Session

ROUNDS = 40
SECONDS = 5.0


def generate(rng: random.Random) -> RegexPuzzle:
    """A new puzzle with a unique solution."""
    return generate_with_solution(rng)[0]


def generate_with_solution(rng: random.Random) -> tuple[RegexPuzzle, list[str]]:
    """A new puzzle with a unique solution, and that solution's rows."""
    while True:
        found = _attempt(rng)
        if found is not None:
            return found


def _attempt(rng: random.Random) -> tuple[RegexPuzzle, list[str]] | None:
    """One try: a grid, first clues, then tightening; None when it will not become unique."""
    pool = "".join(rng.sample(string.ascii_uppercase, rng.randint(5, 9)))
    hexagonal = rng.random() < 0.4
    skeleton = _skeleton(rng, hexagonal)
    rows = ["".join(rng.choice(pool) for _ in range(width)) for width in skeleton.widths]
    letters = {cell(r, c): ch for r, row in enumerate(rows) for c, ch in enumerate(row)}
    clues = {line.label: [clue(_text(line.cells, letters), pool, rng)] for line in skeleton.lines}
    for _ in range(ROUNDS):
        puzzle = _with_clues(skeleton, clues)
        solver = PropagationSearch()
        solver.reset(Session(puzzle).view())
        result = solver.run(Budget(seconds=SECONDS))
        answers = [candidate.answer["rows"] for candidate in result.candidates]
        if rows not in answers:
            return None
        if result.note == "unique":
            return replace(puzzle, id=f"regex-{rng.randrange(16 ** 8):08x}"), rows
        if not solver.done:
            return None
        other = next(a for a in answers if a != rows)
        other_letters = {cell(r, c): ch for r, row in enumerate(other) for c, ch in enumerate(row)}
        differing = [line for line in skeleton.lines if _text(line.cells, letters) != _text(line.cells, other_letters)]
        line = rng.choice(differing)
        clues[line.label].append(clue(_text(line.cells, letters), pool, rng, tight=True))
        clues[line.label] = clues[line.label][-2:]
    return None


def _skeleton(rng: random.Random, hexagonal: bool) -> RegexPuzzle:
    """A puzzle of the right shape with empty clues."""
    if hexagonal:
        side = rng.randint(2, 3)
        top = side if rng.random() < 0.7 else rng.randint(1, 4)
        diagonals = top + side - 1
        return RegexPuzzle(id="", hexagonal=True, patterns_y=(("",),) * (2 * side - 1),
                           patterns_x=(("",),) * diagonals, patterns_z=(("",),) * diagonals)
    rows, columns = rng.randint(2, 4), rng.randint(2, 5)
    return RegexPuzzle(id="", patterns_y=(("",),) * rows, patterns_x=(("",),) * columns)


def _with_clues(skeleton: RegexPuzzle, clues: dict[str, list[str]]) -> RegexPuzzle:
    """The skeleton with each line's clues filled in."""
    by_family: dict[str, list[tuple[str, ...]]] = {"Y": [], "X": [], "Z": []}
    for line in skeleton.lines:
        by_family[line.family].append(tuple(clues[line.label]))
    record = {
        "id": "", "kind": "regex", "hexagonal": skeleton.hexagonal,
        "patternsY": [list(p) for p in by_family["Y"]], "patternsX": [list(p) for p in by_family["X"]],
    }
    if skeleton.hexagonal:
        record["patternsZ"] = [list(p) for p in by_family["Z"]]
    return RegexPuzzle.from_record(record)


def _text(cells: tuple[str, ...], letters: dict[str, str]) -> str:
    """A line's characters in reading order."""
    return "".join(letters[c] for c in cells)


def clue(text: str, pool: str, rng: random.Random, tight: bool = False) -> str:
    """A pattern that fully matches `text`, in a randomly chosen style."""
    if tight:
        return _classes(text, pool, rng, loose=0.1)
    styles = [_classes, _alternatives, _lazy, _lookahead, _lookahead]
    if len(set(text)) < len(text):
        styles += [_backrefs, _backrefs, _backrefs]
    return rng.choice(styles)(text, pool, rng)


def _atom(char: str, pool: str, rng: random.Random, loose: float) -> str:
    """One position: the character, a class holding it, a class excluding others, or a dot."""
    others = [c for c in pool if c != char]
    roll = rng.random()
    if roll < loose / 3:
        return "."
    if roll < loose:
        return "[^" + "".join(sorted(rng.sample(others, min(2, len(others))))) + "]"
    if roll < 0.5 + loose / 2:
        return "[" + "".join(sorted({char, *rng.sample(others, min(2, len(others)))})) + "]"
    return char


def _classes(text: str, pool: str, rng: random.Random, loose: float = 0.5) -> str:
    """A class or literal per position, equal neighbours gathered under a count."""
    atoms = [_atom(ch, pool, rng, loose) for ch in text]
    out: list[str] = []
    for atom in atoms:
        if out and out[-1][0] == atom and atom != ".":
            out[-1] = (atom, out[-1][1] + 1)
        else:
            out.append((atom, 1))
    return "".join(atom if count == 1 else f"{atom}{{{count}}}" if rng.random() < 0.5 else f"{atom}+" for atom, count in out)


def _alternatives(text: str, pool: str, rng: random.Random) -> str:
    """Each half among a decoy of the same length."""
    half = max(1, len(text) // 2)
    parts = [text[:half], text[half:]] if len(text) > 1 else [text]
    out = []
    for part in parts:
        decoy = "".join(rng.choice(pool) for _ in part)
        options = [part, decoy] if rng.random() < 0.5 else [decoy, part]
        out.append("(" + "|".join(dict.fromkeys(options)) + ")")
    return "".join(out)


def _lazy(text: str, pool: str, rng: random.Random) -> str:
    """A few fixed positions with lazy runs between them."""
    keep = sorted(rng.sample(range(len(text)), max(1, len(text) // 2)))
    out, last = "", -1
    for index in keep:
        gap = index - last - 1
        if gap:
            out += rng.choice([".*?", ".+?", "[" + "".join(sorted(set(text[last + 1:index]))) + "]+?"]) if gap else ""
        out += _atom(text[index], pool, rng, 0.2)
        last = index
    if last < len(text) - 1:
        out += rng.choice([".*?", ".+?"])
    return out


def _lookahead(text: str, pool: str, rng: random.Random) -> str:
    """A lookahead (positive or negative) in front of a loose body."""
    absent = [c for c in pool if c not in text]
    if absent and rng.random() < 0.5:
        look = f"(?!.*{rng.choice(absent)})"
    else:
        at = rng.randrange(len(text))
        look = f"(?=.{{{at}}}{text[at]})" if rng.random() < 0.5 else f"(?=.*{text[at]}.*?)"
    return look + _classes(text, pool, rng, loose=0.8)


def _backrefs(text: str, pool: str, rng: random.Random) -> str:
    """Up to two captured characters with their backreferences, classes elsewhere."""
    pairs = [(i, j) for i in range(len(text)) for j in range(i + 1, len(text)) if text[i] == text[j]]
    rng.shuffle(pairs)
    chosen: list[tuple[int, int]] = []
    for pair in pairs:
        if len(chosen) < 2 and not {*pair} & {i for p in chosen for i in p}:
            chosen.append(pair)
    atoms = [_atom(ch, pool, rng, 0.6) for ch in text]
    for number, (first, second) in enumerate(sorted(chosen), start=1):
        atoms[first] = "(" + _atom(text[first], pool, rng, 0.8) + ")"
        atoms[second] = f"\\{number}"
    return "".join(atoms)


def main() -> None:
    """Print generated puzzles with their solutions, one interchange line each."""
    parser = argparse.ArgumentParser(prog="python -m solvers.regex.generator", description=__doc__.splitlines()[0])
    parser.add_argument("--count", type=int, default=10)
    parser.add_argument("--seed", type=int, default=None)
    options = parser.parse_args()
    rng = random.Random(options.seed)
    for number in range(1, options.count + 1):
        puzzle, rows = generate_with_solution(rng)
        record = {**puzzle.to_record(), "id": f"regex-generated-{options.seed}-{number}"}
        record["solution"] = {"rows": rows}
        record["set"] = "generated hexagon" if puzzle.hexagonal else "generated grid"
        print(json.dumps(record, ensure_ascii=False))


if __name__ == "__main__":
    main()
