"""Riddles with exactly one answer: random lines of close clue words, tightened until unique.

Glossary:
    plan      one line being built: its phrasing, two clue words, the letters it allows.
    rival     another word of the word list that still fits every planned line.
    tighten   replace one line by a 'but not' line that rules the rival's letter out and
              allows nothing the old line did not.
    pairs     neighbour pairs (w, v) by the letters in w but not in v: a line
              'in w but not in v' allows exactly those.

Uniqueness is checked against the whole word list the solver ranks, so the solver's
top (and only) candidate is the answer.
"""

from __future__ import annotations

import random
from collections import defaultdict
from collections.abc import Iterator
from dataclasses import dataclass
from functools import cache
from itertools import combinations

from solvers.riddle.index import shared_index
from solvers.riddle.neighbours import Neighbours, common_words, shared_neighbours
from workbench.models.riddle import ALPHABET, ORDINALS, Riddle

ANSWER_ZIPF = 3.5
ANSWER_LENGTHS = range(4, 9)
MOST_PAIR_LETTERS = 3
ROUNDS = 40
TRIES = 25
ANSWERS_TRIED = 1000
PHRASINGS = {
    "but-not": (
        "My {o} is in {w} but not in {v}",
        "My {o} is in {w} but never in {v}",
        "My {o} is not in {v} but is in {w}",
    ),
    "and-also": (
        "My {o} is in {w} and also in {v}",
        "My {o} is in {w} and in {v}",
    ),
    "neither": (
        "My {o} is neither in {w} nor in {v}",
        "My {o} is neither in {w} nor {v}",
    ),
}
KIND_WEIGHTS = {"but-not": 6, "and-also": 2, "neither": 2}


@dataclass(frozen=True)
class Plan:
    """One line being built."""

    phrasing: str
    first: str
    second: str
    allowed: frozenset[str]


@dataclass(frozen=True)
class Generated:
    """A generated riddle and its one answer."""

    puzzle: Riddle
    answer: str
    rounds: int


@dataclass(frozen=True)
class Pairs:
    """Neighbour pairs (w, v) by the letters in w but not in v (one to three of them)."""

    by_allowed: dict[frozenset[str], tuple[tuple[str, str], ...]]

    def within(self, letter: str, allowed: frozenset[str]) -> Iterator[frozenset[str]]:
        """The indexed letter sets holding `letter` and nothing outside `allowed`."""
        others = sorted(allowed - {letter})
        for size in range(MOST_PAIR_LETTERS):
            for extra in combinations(others, size):
                key = frozenset({letter, *extra})
                if key in self.by_allowed:
                    yield key


def build_pairs(near: Neighbours) -> Pairs:
    """Every neighbour pair whose 'in w but not in v' allows one to three letters."""
    found: dict[frozenset[str], list[tuple[str, str]]] = defaultdict(list)
    for word, close in near.near.items():
        for other in close:
            left = frozenset(word) - frozenset(other)
            if 0 < len(left) <= MOST_PAIR_LETTERS:
                found[left].append((word, other))
    return Pairs({key: tuple(pairs) for key, pairs in found.items()})


class Generator:
    """Makes unique riddles from the shared word index and neighbour index."""

    def __init__(self) -> None:
        """Build (or take) the word index, the neighbours, the pairs and the answers."""
        self.index = shared_index()
        self.near = shared_neighbours()
        self.pairs = build_pairs(self.near)
        self.answers = common_words(ANSWER_ZIPF, ANSWER_LENGTHS)

    def make(self, rng: random.Random, tries: int = ANSWERS_TRIED) -> Generated:
        """A riddle with exactly one answer in the word list; RuntimeError when `tries` answers all fail."""
        for _ in range(tries):
            answer = rng.choice(self.answers)
            made = self.attempt(rng, answer)
            if made is not None:
                return made
        raise RuntimeError(f"no riddle with one answer after trying {tries} answers")

    def attempt(self, rng: random.Random, answer: str) -> Generated | None:
        """Plan a line per letter, then tighten until no rival is left; None when stuck."""
        plans = [self.first_plan(rng, letter, answer) for letter in answer]
        if None in plans:
            return None
        words = self.index.of_length(len(answer))
        target = words.number[answer]
        for rounds in range(ROUNDS):
            fitting = words.matching([plan.allowed for plan in plans]) & ~(1 << target)  # type: ignore[union-attr]
            if not fitting:
                return Generated(self.write(rng, plans, answer), answer, rounds)
            rival = words.words[words.members(fitting, 1)[0]]
            if not self.tighten(rng, plans, answer, rival):
                return None
        return None

    def first_plan(self, rng: random.Random, letter: str, answer: str) -> Plan | None:
        """A line of a random phrasing for one letter; a 'but not' pair when none is found."""
        kind = rng.choices(list(KIND_WEIGHTS), weights=list(KIND_WEIGHTS.values()))[0]
        for _ in range(TRIES):
            pool = self.near.holding[letter] if kind != "neither" else self.near.vocabulary
            first = rng.choice(pool)
            close = [v for v in self.near.of(first) if v != answer and (letter in v) == (kind == "and-also")]
            if first == answer or (kind == "neither" and letter in first) or not close:
                continue
            second = rng.choice(close)
            return plan_of(rng, kind, first, second)
        return self.pair_plan(rng, letter, frozenset(ALPHABET), answer)

    def pair_plan(self, rng: random.Random, letter: str, allowed: frozenset[str], answer: str) -> Plan | None:
        """A 'but not' line allowing `letter` and only letters of `allowed`, or None."""
        keys = list(self.pairs.within(letter, allowed))
        rng.shuffle(keys)
        for key in keys:
            choices = [pair for pair in self.pairs.by_allowed[key] if answer not in pair]
            if choices:
                first, second = rng.choice(choices)
                return plan_of(rng, "but-not", first, second)
        return None

    def tighten(self, rng: random.Random, plans: list[Plan], answer: str, rival: str) -> bool:
        """Rule the rival out at one position where it differs; False when none can be."""
        positions = [p for p, (a, r) in enumerate(zip(answer, rival)) if a != r]
        rng.shuffle(positions)
        for position in positions:
            narrower = plans[position].allowed - {rival[position]}
            plan = self.pair_plan(rng, answer[position], narrower, answer)
            if plan is not None:
                plans[position] = plan
                return True
        return False

    def write(self, rng: random.Random, plans: list[Plan], answer: str) -> Riddle:
        """The riddle's text, read back by the riddle reader."""
        lines = []
        for position, plan in enumerate(plans, start=1):
            ordinal = "last" if position == len(plans) else ORDINALS[position - 1]
            lines.append(plan.phrasing.format(o=ordinal, w=plan.first.lower(), v=plan.second.lower()))
        return Riddle.parse("\n".join(lines), f"riddle-{rng.randrange(16 ** 8):08x}")


def plan_of(rng: random.Random, kind: str, first: str, second: str) -> Plan:
    """A plan with a random phrasing of its kind and the letters it allows."""
    if kind == "but-not":
        allowed = frozenset(first) - frozenset(second)
    elif kind == "and-also":
        allowed = frozenset(first) & frozenset(second)
    else:
        allowed = frozenset(ALPHABET) - frozenset(first) - frozenset(second)
    return Plan(rng.choice(PHRASINGS[kind]), first, second, allowed)


@cache
def shared_generator() -> Generator:
    """The one generator of this process, its indexes built on first use."""
    return Generator()


def generate(rng: random.Random) -> Riddle:
    """A new riddle with exactly one answer (for `workbench generate riddle`)."""
    return shared_generator().make(rng).puzzle
