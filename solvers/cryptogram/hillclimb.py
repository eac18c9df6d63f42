"""Hill climbing with restarts and kicks: over letters alone (patristocrats), or over
letters and word breaks (aristocrats whose word search is stuck).

Glossary:
    text       what a climber scores: the cipher letters, with SPACE codes where words
               break (three, the way the quadgram corpus separates words) when it has them.
    pool       the plain letters the movable (unpinned) cipher letters may take: the
               first len(movable) are in use, in the order of `movable`; the rest are spare.
               A climb's top keeps its spare letters in order, so that two tops of one key
               are one pool.
    swap       exchange two places of the pool: two cipher letters trade plain letters,
               or one takes a spare letter.
    fitness    the deciphered text's log10 probability by quadgrams: joint ones over
               letters alone, spaced ones (each letter given the three before it) with breaks.
    climb      take the best swap while it helps; every swap is scored at once (numpy).
    kick       a few random swaps from the best pool so far, then a climb (iterated
               local search): it leaves a local optimum the climb cannot.
    polish     a climb judged by a costlier measure of the key (the words the text reads as),
               trying only the swaps that lose little fitness, then pairs of the
               POLISH_PAIRS fittest swaps made together (a letter moving in a cycle of three).
"""

from __future__ import annotations

import random
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass

import numpy as np

from solvers.cryptogram.language import LETTERS, SPACE, Language

POLISH_MARGIN = 20.0
POLISH_TRIALS = 40
POLISH_FITNESS_WEIGHT = 0.5
POLISH_PAIRS = 12
WORD_BREAK = " " * 3


@dataclass(frozen=True)
class Climb:
    """The top of one climb: a pool and its fitness."""

    pool: tuple[int, ...]
    fitness: float


class HillClimber:
    """Climbs from random keys by swapping plain letters, keeping pinned letters fixed."""

    def __init__(self, text: str, pinned: Mapping[str, str], language: Language, rng: random.Random) -> None:
        self.codes = np.array([SPACE if ch == " " else LETTERS.index(ch) for ch in text], dtype=np.int64)
        self.table, self.radix = (language.spaced, 27) if " " in text else (language.joint, 26)
        self.pinned = dict(pinned)
        self.rng = rng
        self.movable = [LETTERS.index(ch) for ch in sorted(set(text) - {" "}) if ch not in pinned]
        used = {LETTERS.index(p) for p in pinned.values()}
        self.spare = [i for i in range(26) if i not in used]
        self.base = np.arange(27, dtype=np.int64)
        for cipher, plain in pinned.items():
            self.base[LETTERS.index(cipher)] = LETTERS.index(plain)
        self.swaps = [(i, j) for i in range(len(self.movable)) for j in range(i + 1, len(self.spare))]

    @classmethod
    def over_words(cls, words: Sequence[str], pinned: Mapping[str, str], language: Language,
                   rng: random.Random) -> HillClimber:
        """A climber over words and their breaks (apostrophes left out)."""
        letters = [word.replace("'", "") for word in words]
        return cls(WORD_BREAK + WORD_BREAK.join(letters) + WORD_BREAK, pinned, language, rng)

    def fitnesses(self, pools: np.ndarray) -> np.ndarray:
        """The fitness of each pool (one per row)."""
        keys = np.repeat(self.base[None, :], len(pools), axis=0)
        keys[:, self.movable] = pools[:, :len(self.movable)]
        plain = keys[:, self.codes]
        if plain.shape[1] < 4:
            return np.zeros(len(pools))
        n = self.radix
        index = ((plain[:, :-3] * n + plain[:, 1:-2]) * n + plain[:, 2:-1]) * n + plain[:, 3:]
        return self.table[index].sum(axis=1, dtype=np.float64)

    def neighbours(self, current: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
        """Every pool one swap away, and their fitnesses."""
        firsts = np.array([i for i, _ in self.swaps])
        seconds = np.array([j for _, j in self.swaps])
        rows = np.arange(len(self.swaps))
        pools = np.repeat(current[None, :], len(self.swaps), axis=0)
        pools[rows, firsts] = current[seconds]
        pools[rows, seconds] = current[firsts]
        return pools, self.fitnesses(pools)

    def climb(self, pool: list[int]) -> Climb:
        """Take the best swap until no swap helps."""
        current = np.array(pool, dtype=np.int64)
        best = float(self.fitnesses(current[None, :])[0])
        while self.swaps:
            pools, scores = self.neighbours(current)
            top = int(np.argmax(scores))
            if scores[top] <= best + 1e-9:
                break
            current, best = pools[top], float(scores[top])
        return Climb(self.canonical(current), best)

    def polish(self, climb: Climb, key_cost: Callable[[Mapping[str, str]], float]) -> tuple[Climb, float]:
        """Climb on the key's cost less (weighted) fitness; the top and its combined cost."""
        current, fitness = np.array(climb.pool, dtype=np.int64), climb.fitness
        cost = self.judged(current, fitness, key_cost)
        while self.swaps:
            pools, scores = self.neighbours(current)
            order = np.argsort(-scores)
            near = [int(r) for r in order[:POLISH_TRIALS] if scores[r] > fitness - POLISH_MARGIN]
            trials = [pools[r] for r in near] + self._paired(current, [self.swaps[int(r)] for r in order[:POLISH_PAIRS]])
            fits = self.fitnesses(np.array(trials)) if trials else np.zeros(0)
            costs = [self.judged(pool, float(f), key_cost) for pool, f in zip(trials, fits)]
            if not costs or min(costs) >= cost - 1e-9:
                break
            best = int(np.argmin(costs))
            cost, current, fitness = costs[best], trials[best], float(fits[best])
        return Climb(self.canonical(current), fitness), cost

    def judged(self, pool: Sequence[int] | np.ndarray, fitness: float,
               key_cost: Callable[[Mapping[str, str]], float]) -> float:
        """What a polish weighs a pool by: its key's cost less the weighted fitness."""
        return key_cost(self.key_of(pool)) - POLISH_FITNESS_WEIGHT * fitness

    def canonical(self, pool: Sequence[int] | np.ndarray) -> tuple[int, ...]:
        """The pool with its spare letters in order: one pool for each key."""
        used = len(self.movable)
        return tuple(int(p) for p in pool[:used]) + tuple(sorted(int(p) for p in pool[used:]))

    @staticmethod
    def _paired(current: np.ndarray, swaps: list[tuple[int, int]]) -> list[np.ndarray]:
        """The pool after each pair of the given swaps, made one after the other."""
        paired = []
        for n, (i, j) in enumerate(swaps):
            for k, m in swaps[n + 1:]:
                pool = current.copy()
                pool[i], pool[j] = pool[j], pool[i]
                pool[k], pool[m] = pool[m], pool[k]
                paired.append(pool)
        return paired

    def text_of(self, pool: np.ndarray | tuple[int, ...]) -> str:
        """The plain text a pool reads the text as (one space where words break)."""
        key = self.base.copy()
        key[self.movable] = np.asarray(pool)[:len(self.movable)]
        plain = key[self.codes]
        text = np.where(plain == SPACE, ord(" "), plain + ord("A")).astype(np.uint8).tobytes().decode("ascii")
        return " ".join(text.split())

    def random_pool(self) -> list[int]:
        """A random assignment of spare letters to the movable cipher letters."""
        pool = self.spare[:]
        self.rng.shuffle(pool)
        return pool

    def pool_of(self, key: Mapping[str, str]) -> list[int]:
        """The pool that gives the movable letters their plain letters in `key`, free spare letters the rest."""
        pool = [LETTERS.index(key[LETTERS[c]]) if LETTERS[c] in key else -1 for c in self.movable]
        free = [p for p in self.spare if p not in pool]
        filled = [p if p >= 0 else free.pop(0) for p in pool]
        return filled + [p for p in self.spare if p not in filled]

    def fitness_of(self, pool: list[int] | tuple[int, ...]) -> float:
        """The fitness of one pool."""
        return float(self.fitnesses(np.array([pool], dtype=np.int64))[0])

    def kicked(self, pool: tuple[int, ...]) -> list[int]:
        """The pool after a few random swaps."""
        kicked = list(pool)
        for _ in range(self.rng.choice((2, 3, 4))):
            if not self.swaps:
                break
            i, j = self.rng.choice(self.swaps)
            kicked[i], kicked[j] = kicked[j], kicked[i]
        return kicked

    def key_of(self, pool: Sequence[int] | np.ndarray) -> dict[str, str]:
        """The key (pins included) a pool describes."""
        key = dict(self.pinned)
        key.update((LETTERS[c], LETTERS[p]) for c, p in zip(self.movable, pool))
        return key
