"""The seed's genetic algorithm as a steppable solver: one generation a step."""

from __future__ import annotations

import time

import numpy as np

from solvers.codeword.display import actions_towards
from solvers.codeword.fitness import Fitness
from solvers.codeword.genetic import Generation, evolve
from solvers.protocol import Candidate, SolveResult, Solver, StepReport, Trace
from workbench.models.codeword import Codeword, answer_of
from workbench.session import SessionView

SPARKS = "▁▂▃▄▅▆▇█"
PLOT_WIDTH = 60


def sparkline(values: list[float], width: int = PLOT_WIDTH) -> str:
    """The last `width` values (0..1) as a row of block characters."""
    return "".join(SPARKS[min(len(SPARKS) - 1, int(v * len(SPARKS)))] for v in values[-width:])


class GeneticSolver(Solver):
    """Generations of letter permutations; fitness is the share of slots that are dictionary words."""

    name = "ga"
    kind = "codeword"
    description = "the seed's genetic algorithm: 100 newcomers, 50% crossover, 10% mutation, random disasters"

    def __init__(self, seed: int | None = None) -> None:
        """A solver drawing from its own random generator (seeded for repeatable runs)."""
        self.rng = np.random.default_rng(seed)

    def reset(self, view: SessionView) -> None:
        """Start with no survivors; pinned letters stay fixed in every individual."""
        puzzle = view.puzzle
        assert isinstance(puzzle, Codeword)
        self.puzzle = puzzle
        self.alphabet = puzzle.alphabet
        self.fitness = Fitness(puzzle)
        self.pinned = dict(view.pinned)
        self.pins = {int(s) - 1: self.alphabet.index(letter) for s, letter in self.pinned.items()}
        self.shown = dict(view.state.letters)
        self.survivors = np.zeros((0, len(self.alphabet)), dtype=np.uint8)
        self.survivor_fitness = np.zeros(0)
        self.champion: np.ndarray | None = None
        self.champion_fitness = 0.0
        if self.shown:
            board = self._board_individual()
            self.survivors, self.survivor_fitness = board[None, :], self.fitness(board[None, :])
            self.champion, self.champion_fitness = board, float(self.survivor_fitness[0])
        self.history: list[float] = []
        self.generations = 0
        self.evaluations = 0
        self.seconds = 0.0

    def _board_individual(self) -> np.ndarray:
        """The letters on the board as an individual (numbers without one get the unused letters at random):
        the ga goes on from the board and never shows a grid worse than it."""
        individual = np.full(len(self.alphabet), -1, dtype=np.int16)
        for symbol, letter in self.shown.items():
            individual[int(symbol) - 1] = self.alphabet.index(letter)
        free = np.setdiff1d(np.arange(len(self.alphabet)), individual)
        individual[individual < 0] = self.rng.permutation(free)
        return individual.astype(np.uint8)

    @property
    def done(self) -> bool:
        """True once every slot of the champion's grid is a dictionary word."""
        return self.champion_fitness >= 1.0

    @property
    def evaluations_per_second(self) -> float:
        """Fitness evaluations per second of generation time so far."""
        return self.evaluations / self.seconds if self.seconds else 0.0

    def step(self) -> StepReport:
        """One generation; show the champion's grid."""
        started = time.perf_counter()
        generation = evolve(self.rng, self.survivors, self.survivor_fitness, self.fitness, self.pins)
        self.seconds += time.perf_counter() - started
        self.evaluations += len(generation.individuals) - len(self.survivors)
        self.generations += 1
        self.history.append(generation.best)
        if generation.best > self.champion_fitness or self.champion is None:
            self.champion, self.champion_fitness = generation.individuals[0].copy(), generation.best
        self.survivors = generation.individuals[: generation.survivors]
        self.survivor_fitness = generation.fitness[: generation.survivors]
        wanted = self._letters(self.champion)
        actions = actions_towards(self.shown, wanted, self.pinned)
        self.shown = wanted
        return StepReport(self.generations, actions, self._trace(generation), self.done)

    def _trace(self, generation: Generation) -> Trace:
        """The generation in words, and the plot of each generation's best."""
        headline = (
            f"generation {self.generations}: best {generation.best:.1%}, champion {self.champion_fitness:.1%}"
        )
        lines = (
            f"population {len(generation.individuals)}, survivors of the disaster {generation.survivors}",
            f"{self.evaluations_per_second:,.0f} evaluations a second",
            f"best of each generation: {sparkline(self.history)}",
        )
        data = {
            "history": tuple(self.history), "population": len(generation.individuals),
            "survivors": generation.survivors, "champion": self.champion_fitness,
            "evaluations_per_second": self.evaluations_per_second,
        }
        return Trace(headline, lines, data)

    def _letters(self, individual: np.ndarray) -> dict[str, str]:
        """An individual's letters for the numbers of the grid."""
        return {s: self.alphabet[individual[int(s) - 1]] for s in self.puzzle.symbols}

    def result(self) -> SolveResult:
        """The champion's grid; solved only when every slot is a dictionary word."""
        if self.champion is None:
            return SolveResult("failed", None, (), 0, "no generation yet")
        answer = answer_of(self.puzzle, self._letters(self.champion))
        note = f"{self.generations} generations, {self.evaluations_per_second:,.0f} evaluations a second"
        candidate = Candidate(answer, self.champion_fitness, f"{self.champion_fitness:.1%} of slots are dictionary words")
        return SolveResult("solved" if self.done else "partial", answer, (candidate,), self.generations, note)
