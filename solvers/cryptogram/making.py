"""Making cryptograms: random derangement keys, enciphering, and new puzzles from the
project's own sentences (package data, written for this project)."""

from __future__ import annotations

import random
from importlib.resources import files
from typing import Any

from workbench.models.cryptogram import ALPHABET, Cryptogram


def derangement(rng: random.Random) -> dict[str, str]:
    """A random key (plain -> cipher) in which no letter stands for itself."""
    while True:
        shuffled = list(ALPHABET)
        rng.shuffle(shuffled)
        if all(p != c for p, c in zip(ALPHABET, shuffled)):
            return dict(zip(ALPHABET, shuffled))


def encipher(plaintext: str, key: dict[str, str], patristocrat: bool = False) -> str:
    """The ciphertext: letters replaced; a patristocrat's letters alone, in groups of five."""
    text = plaintext.upper()
    if not patristocrat:
        return "".join(key.get(ch, ch) for ch in text)
    letters = [key[ch] for ch in text if ch in key]
    return " ".join("".join(letters[i:i + 5]) for i in range(0, len(letters), 5))


def sentences() -> list[str]:
    """The project's own sentences."""
    text = files("solvers.cryptogram").joinpath("data/sentences.txt").read_text(encoding="utf-8")
    return [line.strip() for line in text.splitlines() if line.strip() and not line.startswith("#")]


def record(puzzle_id: str, plaintext: str, rng: random.Random, patristocrat: bool = False) -> dict[str, Any]:
    """An interchange record, with its solution, of a sentence under a random derangement."""
    key = derangement(rng)
    text = plaintext.upper()
    letters = "".join(ch for ch in text if ch in ALPHABET)
    solution = {"plaintext": letters if patristocrat else text,
                "key": {key[p]: p for p in sorted(set(letters))}}
    return {"id": puzzle_id, "kind": "cryptogram", "patristocrat": patristocrat,
            "ciphertext": encipher(text, key, patristocrat), "given": {}, "solution": solution}


def generate(rng: random.Random) -> Cryptogram:
    """A new aristocrat from one of the project's sentences, under a random key."""
    plaintext = rng.choice(sentences())
    made = record(f"made-{rng.randrange(10**6):06d}", plaintext, rng)
    return Cryptogram.from_record({k: v for k, v in made.items() if k != "solution"})
