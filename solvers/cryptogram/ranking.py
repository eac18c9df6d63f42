"""What a ranking search hands back: keys with costs, cheapest first."""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass


@dataclass(frozen=True)
class Ranked:
    """One answer of a ranking search: a key, its cost (-log10 P, lower is better) and a note."""

    key: Mapping[str, str]
    cost: float
    note: str = ""


def merged(ranking: list[Ranked], found: Ranked, plaintext: Callable[[Mapping[str, str]], str]) -> list[Ranked]:
    """The ranking with `found` added, one entry per plaintext (its cheapest), cheapest first."""
    best: dict[str, Ranked] = {}
    for entry in [*ranking, found]:
        text = plaintext(entry.key)
        if text not in best or entry.cost < best[text].cost:
            best[text] = entry
    return sorted(best.values(), key=lambda entry: entry.cost)
