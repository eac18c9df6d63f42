"""The ranking search for patristocrats: climbs, kicks, then a polish by words."""

from __future__ import annotations

import random
from collections.abc import Mapping

from solvers.cryptogram.hillclimb import Climb, HillClimber
from solvers.cryptogram.language import Language
from solvers.cryptogram.ranking import Ranked, merged
from workbench.models.cryptogram import Cryptogram

RESTARTS = 6
KICKS = 1000
POLISHED = 4


class PatristocratSearch:
    """Quadgram climbs from random keys, kicks from the best, then the best few polished."""

    def __init__(self, puzzle: Cryptogram, pinned: Mapping[str, str], language: Language) -> None:
        self.puzzle = puzzle
        self.language = language
        self.climber = HillClimber(puzzle.letters, pinned, language, random.Random(puzzle.letters))
        self.tops: dict[tuple[int, ...], float] = {}
        self.ranking: list[Ranked] = []
        self.climbs = 0
        self.polished = 0

    @property
    def finished(self) -> bool:
        """True once the best few tops are polished."""
        return self.polished >= min(POLISHED, len(self.tops)) and self.climbs >= RESTARTS + KICKS

    def advance(self) -> tuple[str, list[str]]:
        """One climb (or one polish); a headline and detail lines."""
        if self.climbs < RESTARTS + KICKS:
            return self._climb()
        return self._polish()

    def _best_top(self) -> Climb:
        """The fittest top so far."""
        pool = max(self.tops, key=self.tops.__getitem__)
        return Climb(pool, self.tops[pool])

    def _climb(self) -> tuple[str, list[str]]:
        """A climb from a random key (the first few) or a kick from the best top."""
        start = self.climber.random_pool() if self.climbs < RESTARTS else self.climber.kicked(self._best_top().pool)
        top = self.climber.climb(start)
        self.climbs += 1
        known = top.pool in self.tops
        self.tops[top.pool] = top.fitness
        best = self._best_top()
        self.ranking = [Ranked(self.climber.key_of(best.pool), -best.fitness, "quadgram fitness only")]
        kind = "restart" if self.climbs <= RESTARTS else "kick"
        return (f"{kind} {self.climbs}: reached fitness {top.fitness:.1f}{' (seen before)' if known else ''}",
                [f"best fitness {best.fitness:.1f}: {self.climber.text_of(best.pool)[:100]}",
                 f"{len(self.tops)} distinct tops"])

    def _polish(self) -> tuple[str, list[str]]:
        """Polish the next of the fittest tops by the words its text splits into."""
        order = sorted(self.tops, key=lambda pool: -self.tops[pool])
        pool = order[self.polished]
        top, cost = self.climber.polish(Climb(pool, self.tops[pool]), self.language.segmentation_cost)
        self.polished += 1
        found = Ranked(self.climber.key_of(top.pool), cost, f"fitness {top.fitness:.1f}, words and fitness {cost:.1f}")
        polished = [r for r in self.ranking if r.note.startswith("fitness")]
        self.ranking = merged(polished, found, self.puzzle.plaintext)
        return (f"polish {self.polished}: cost {cost:.1f}",
                [f"{r.cost:8.1f}  {self.puzzle.plaintext(r.key)[:100]}" for r in self.ranking[:3]])
