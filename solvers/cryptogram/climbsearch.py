"""Rounds of climbs and kicks from random keys, then each round's best top polished by a key cost.

Glossary:
    top     the key a climb ends on (a local optimum of quadgram fitness).
    round   a few climbs from random keys, then kicks from the round's best top until
            KICK_PATIENCE kicks in a row find nothing fitter. Rounds go on until two of
            them end on the same best top, or ROUNDS have run.
    polish  each round's best top (once each), climbed again on the key's cost: a measure
            of the words its text reads as, named for the trace.
    board   the key the climbing starts from (the session's letters for a patristocrat, the
            word search's best reading for a stuck aristocrat): the first climb starts from
            it; when it is complete it is a top from the outset and is polished too, so no
            answer is worse than the board.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping

from solvers.cryptogram.hillclimb import Climb, HillClimber
from solvers.cryptogram.ranking import Ranked, merged
from workbench.models.cryptogram import Cryptogram

RESTARTS = 6
KICKS = 1000
KICK_PATIENCE = 200
ROUNDS = 4


class ClimbSearch:
    """Rounds of quadgram climbs and kicks, then each round's best top polished by a key cost."""

    def __init__(self, puzzle: Cryptogram, climber: HillClimber, key_cost: Callable[[Mapping[str, str]], float],
                 measure: str, board: Mapping[str, str] | None = None) -> None:
        self.puzzle = puzzle
        self.climber = climber
        self.key_cost = key_cost
        self.measure = measure
        pinned = climber.pinned
        self.tops: dict[tuple[int, ...], float] = {}
        self.start = self.climber.pool_of(board) if board and board.keys() - pinned.keys() else None
        self.board: Climb | None = None
        if self.start is not None and all(s in board for s in puzzle.symbols):
            self.board = Climb(self.climber.canonical(self.start), self.climber.fitness_of(self.start))
            self.tops[self.board.pool] = self.board.fitness
        self.round_bests: list[Climb] = []
        self.ranking: list[Ranked] = []
        self.round_best: Climb | None = None
        self.climbs = 0
        self.improved_at = 0
        self.polished = 0

    @property
    def climbing(self) -> bool:
        """True until the rounds are over."""
        return len(self.round_bests) < ROUNDS and not self._agreed()

    def _agreed(self) -> bool:
        """True when two rounds ended on the same best top."""
        pools = [c.pool for c in self.round_bests]
        return len(set(pools)) < len(pools)

    def _round_over(self) -> bool:
        """True when this round has kicked KICKS times, or KICK_PATIENCE times in vain."""
        kicks = self.climbs - RESTARTS
        return kicks >= KICKS or (kicks >= 0 and self.climbs - self.improved_at >= KICK_PATIENCE)

    @property
    def to_polish(self) -> list[Climb]:
        """The rounds' best tops, each once, fittest first."""
        distinct = {c.pool: c for c in [*self.round_bests, *([self.board] if self.board else [])]}
        return sorted(distinct.values(), key=lambda c: -c.fitness)

    @property
    def finished(self) -> bool:
        """True once climbing is over and the rounds' best tops are polished."""
        return not self.climbing and self.polished >= len(self.to_polish)

    def advance(self) -> tuple[str, list[str]]:
        """One climb (or one polish); a headline and detail lines."""
        return self._climb() if self.climbing else self._polish()

    def _climb(self) -> tuple[str, list[str]]:
        """A climb from a random key (a round's first few) or a kick from the round's best top."""
        best = self.round_best
        if self.start is not None:
            start, self.start = self.start, None
        elif best is None or self.climbs < RESTARTS:
            start = self.climber.random_pool()
        else:
            start = self.climber.kicked(best.pool)
        top = self.climber.climb(start)
        self.climbs += 1
        known = top.pool in self.tops
        self.tops[top.pool] = top.fitness
        if best is None or top.fitness > best.fitness + 1e-9:
            self.round_best, self.improved_at = top, self.climbs
        headline = (f"round {len(self.round_bests) + 1}, climb {self.climbs}: reads like English {top.fitness:.1f}"
                    f"{' (seen before)' if known else ''}")
        if self._round_over():
            self.round_bests.append(self.round_best)
            self.round_best, self.climbs, self.improved_at = None, 0, 0
        fittest = max(self.tops, key=self.tops.__getitem__)
        self.ranking = [Ranked(self.climber.key_of(fittest), -self.tops[fittest], "quadgram fitness only")]
        return headline, [f"best so far {self.tops[fittest]:.1f}: {self.climber.text_of(fittest)[:100]}",
                          f"{len(self.tops)} different keys climbed to, {len(self.round_bests)} rounds over"]

    def standing(self, key: Mapping[str, str]) -> float | None:
        """A complete key's cost on the ranking's scale once tops are polished (None before:
        letter fitness alone is not enough to overrule a board)."""
        if self.climbing or not self.polished:
            return None
        pool = self.climber.pool_of(key)
        return self.climber.judged(pool, self.climber.fitness_of(pool), self.key_cost)

    def _polish(self) -> tuple[str, list[str]]:
        """Polish the next round's best top by the key's cost (the measure named)."""
        top, cost = self.climber.polish(self.to_polish[self.polished], self.key_cost)
        self.polished += 1
        found = Ranked(self.climber.key_of(top.pool), cost, f"fitness {top.fitness:.1f}, words and fitness {cost:.1f}")
        polished = [r for r in self.ranking if r.note.startswith("fitness")]
        self.ranking = merged(polished, found, self.puzzle.plaintext)
        return (f"polish {self.polished} by {self.measure}: cost {cost:.1f}",
                [f"{r.cost:8.1f}  {self.puzzle.plaintext(r.key)[:100]}" for r in self.ranking[:3]])
