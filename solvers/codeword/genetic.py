"""The seed's genetic algorithm, done with arrays: random permutations, the 50% crossover with
10% mutation, 100 newcomers a generation, and survivors cut at a random count (the disasters).

Glossary:
    individual   a permutation of the alphabet's letter codes; column k - 1 is number k's letter.
    generation   the survivors of the last one, 100 newcomers, and a child of every survivor
                 with every survivor, sorted by fitness.
    disaster     the cut: only the best floor(random * 100) individuals survive, maybe none.
    champion     the fittest individual of all generations so far.
"""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np

NEWCOMERS = 100
MOST_SURVIVORS = 100
TAKE_FROM_PARTNER = 0.5
MUTATION = 0.1


def random_individuals(rng: np.random.Generator, count: int, letters: int) -> np.ndarray:
    """Individuals pulled from the void: uniform random permutations."""
    return np.argsort(rng.random((count, letters)), axis=1).astype(np.uint8)


def with_pins(population: np.ndarray, pins: dict[int, int]) -> np.ndarray:
    """Swap letters so that every individual has each pinned column's letter (in place)."""
    rows = np.arange(len(population))
    for column, code in pins.items():
        holder = (population == code).argmax(axis=1)
        displaced = population[:, column].copy()
        population[rows, holder] = displaced
        population[:, column] = code
    return population


def children(rng: np.random.Generator, mothers: np.ndarray, fathers: np.ndarray) -> np.ndarray:
    """The seed's make_child for many pairs: start from the partner (father), take letters from the mother."""
    child = fathers.copy()
    count, letters = child.shape
    rows = np.arange(count)
    where = np.argsort(child, axis=1)
    for position in range(letters):
        taking = rng.random(count) < TAKE_FROM_PARTNER
        mutated = taking & (rng.random(count) < MUTATION)
        at = np.where(mutated, rng.integers(0, letters, count), position)[taking]
        picked = rows[taking]
        wanted = mothers[picked, at]
        replaced = child[picked, at]
        other = where[picked, wanted]
        child[picked, at] = wanted
        child[picked, other] = replaced
        where[picked, wanted] = at
        where[picked, replaced] = other
    return child


@dataclass(frozen=True)
class Generation:
    """One generation's outcome: everyone sorted by fitness, and who survives the disaster."""

    individuals: np.ndarray
    fitness: np.ndarray
    survivors: int

    @property
    def best(self) -> float:
        """The best fitness of the generation."""
        return float(self.fitness[0]) if len(self.fitness) else 0.0


def evolve(rng: np.random.Generator, survivors: np.ndarray, survivor_fitness: np.ndarray,
           fitness, pins: dict[int, int]) -> Generation:
    """One generation of the seed's evolve(): newcomers, all pairs of survivors, the cut."""
    letters = survivors.shape[1]
    newcomers = with_pins(random_individuals(rng, NEWCOMERS, letters), pins)
    count = len(survivors)
    mothers = np.repeat(survivors, count, axis=0)
    fathers = np.tile(survivors, (count, 1))
    born = with_pins(children(rng, mothers, fathers), pins)
    everyone = np.concatenate([survivors, newcomers, born])
    scores = np.concatenate([survivor_fitness, fitness(newcomers), fitness(born)])
    order = np.argsort(-scores, kind="stable")
    return Generation(everyone[order], scores[order], int(rng.random() * MOST_SURVIVORS))
