"""Cryptoquips from a solver's test file: `python -m solvers.cryptogram.quips SOURCE OUT.jsonl [--exclude FILE ...]`.

The source holds numbered blocks separated by blank lines: a line `N.`, the ciphertext, the
plaintext. Curly quotes are read as straight ones. A block is kept when its plaintext's words
have the ciphertext's lengths and one plain letter stands for each cipher letter; the
plaintext written out is then the ciphertext deciphered by that key, so the two agree even
where the source's punctuation does not. `--exclude` drops quips whose letters are the
plaintext of a puzzle in another file (a benchmark drawn from the same source).

Glossary:
    block    one quip in the source: number, ciphertext, plaintext.
    key      cipher letter -> plain letter, read off the two texts word by word.
"""

from __future__ import annotations

import argparse
import json
import re
import sys
from pathlib import Path
from typing import Any

from solvers.cryptogram.fortunes import letters
from solvers.cryptogram.heldout import excluded_letters, run

STRAIGHT_QUOTES = str.maketrans({"\u2018": "'", "\u2019": "'", "\u201c": '"', "\u201d": '"'})
WORD = re.compile(r"[A-Z]+")
NUMBER = re.compile(r"(\d+)\.$")


def quip_key(ciphertext: str, plaintext: str) -> dict[str, str] | None:
    """The key read off the two texts (empty when they have no letters), or None when their
    words or letters disagree."""
    cipher_words, plain_words = WORD.findall(ciphertext), WORD.findall(plaintext)
    if [len(word) for word in cipher_words] != [len(word) for word in plain_words]:
        return None
    key: dict[str, str] = {}
    for cipher, plain in zip("".join(cipher_words), "".join(plain_words)):
        if key.setdefault(cipher, plain) != plain:
            return None
    return key if len(set(key.values())) == len(key) else None


def blocks(text: str) -> list[tuple[int, str, str]]:
    """(number, ciphertext, plaintext) of each well-formed block, upper case, quotes straightened."""
    found = []
    for block in re.split(r"\n\s*\n", text.translate(STRAIGHT_QUOTES)):
        lines = [line.strip() for line in block.strip().splitlines()]
        number = NUMBER.match(lines[0]) if lines else None
        if number and len(lines) == 3:
            found.append((int(number.group(1)), lines[1].upper(), lines[2].upper()))
    return found


def quip_records(text: str, exclude: set[str]) -> tuple[list[dict[str, Any]], dict[str, list[int]]]:
    """Interchange records of the blocks kept, and the numbers of those dropped, by why."""
    kept: list[dict[str, Any]] = []
    dropped: dict[str, list[int]] = {"lines disagree": [], "excluded or repeated": []}
    seen = set(exclude)
    for number, ciphertext, plaintext in blocks(text):
        key = quip_key(ciphertext, plaintext)
        if not key:
            dropped["lines disagree"].append(number)
            continue
        deciphered = "".join(key.get(ch, ch) for ch in ciphertext)
        if letters(deciphered) in seen:
            dropped["excluded or repeated"].append(number)
            continue
        seen.add(letters(deciphered))
        kept.append({"id": f"cryptoquip-{number:03d}", "kind": "cryptogram", "patristocrat": False,
                     "ciphertext": ciphertext, "given": {}, "bucket": "quip",
                     "solution": {"plaintext": deciphered, "key": dict(sorted(key.items()))}})
    return kept, dropped


def arguments(args: list[str]) -> argparse.Namespace:
    """The command line, read."""
    parser = argparse.ArgumentParser(prog="python -m solvers.cryptogram.quips", description=__doc__.splitlines()[0])
    parser.add_argument("source", type=Path, help="the numbered quip file to read")
    parser.add_argument("out", type=Path, help="the .jsonl file to write")
    parser.add_argument("--exclude", type=Path, nargs="+", default=[], help="puzzle files whose plaintexts to leave out")
    return parser.parse_args(args)


def write_quips(options: argparse.Namespace) -> str:
    """Write the quips kept, and say how many, and which were dropped and why."""
    kept, dropped = quip_records(options.source.read_text(encoding="utf-8"), excluded_letters(options.exclude))
    options.out.write_text("".join(json.dumps(record) + "\n" for record in kept), encoding="utf-8")
    reasons = [f"dropped {len(numbers)}, {why}: {' '.join(map(str, numbers))}" for why, numbers in dropped.items()]
    return "\n".join([f"wrote {len(kept)} quips to {options.out}", *reasons])


def main(args: list[str]) -> int:
    """Write the quips kept, and say which were dropped."""
    return run("quips", arguments, write_quips, args)


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
