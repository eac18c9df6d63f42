"""Aristocrats of a given text, for tests that need the key as well as the puzzle."""

from __future__ import annotations

import random

from solvers.cryptogram.making import record
from workbench.models.cryptogram import Cryptogram


def enciphered(text: str, seed: int = 3) -> tuple[Cryptogram, dict[str, str]]:
    """An aristocrat of `text` under a random derangement, and its key."""
    full = record("t", text, random.Random(seed), False)
    return Cryptogram.from_record({k: v for k, v in full.items() if k != "solution"}), full["solution"]["key"]
