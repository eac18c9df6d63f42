"""Wordplay in part: how much of a definition-only answer the rest of the clue spells.

When no wordplay spells an answer whole, the clue's other words may still spell pieces of it, in
order: ROOM (heath, returned) and Y (foremost of yachts) in ROOMY for "very spacious". A solver
who checks a guess against the wordplay believes it the more, the more of its letters such pieces
explain; so a definition-only answer weighs more by the share of its letters they tell, past the
share (BY_CHANCE) that pieces of so many clue words tell in almost any answer.

Glossary:
    piece   a reading of clue words outside the definition that stands inside the answer, made by
            an operation that fixes its letters: not an anagram or a looser synonym, which fit too
            many answers (a part inside it may be one), and with no hunch anywhere, since a hunch
            is read out of the answers the definitions propose.
"""

from __future__ import annotations

import math
from dataclasses import dataclass, replace

from solvers.cryptic.context import ClueContext
from solvers.cryptic.derivation import Derivation
from solvers.cryptic.egraph import EGraph
from solvers.cryptic.extract import Solution
from solvers.cryptic.rules import words
from workbench.actions import Span, overlaps
from workbench.models.cryptic import letters_of

SUPPORT = 4.0
BY_CHANCE = 1 / 3
SHORTEST_DEFINITION = 2
UNFIXED = frozenset({"anagram", "hunch", "loose"})


@dataclass(frozen=True)
class Piece:
    """A reading standing inside an answer: its clue words and where its letters fall."""

    derivation: Derivation
    start: int

    @property
    def size(self) -> int:
        """How many letters it spells."""
        return len(self.derivation.result)

    @property
    def telling(self) -> int:
        """How many of its letters tell: all but one, since a single letter stands somewhere in most
        answers, and a run like ING in many by chance."""
        return self.size - 1

    @property
    def end(self) -> int:
        """Where its letters end in the answer (exclusive)."""
        return self.start + self.size

    def before(self, other: Piece) -> bool:
        """True when this piece comes before the other both in the clue and in the answer."""
        return self.end <= other.start and self.derivation.span[1] < other.derivation.span[0]


def fixed_readings(graph: EGraph, context: ClueContext) -> dict[str, list[Derivation]]:
    """Letters -> the derivations of each span of clue words that read as them, shorter than the
    answer and fixed by the words."""
    found: dict[str, list[Derivation]] = {}
    for span in context.spans(context.count):
        anchor = graph.lookup(words(span))
        if anchor is None:
            continue
        for reading, derivation in graph.readings(anchor).items():
            if len(reading) < context.size and reading.isupper() and fixes_its_letters(derivation):
                found.setdefault(reading, []).append(derivation)
    return found


def fixes_its_letters(derivation: Derivation) -> bool:
    """True for a derivation that is no anagram or looser synonym, and holds no hunch anywhere."""
    return derivation.operation not in UNFIXED and "hunch" not in derivation.operations()


def pieces(answer: str, definition: Span, readings: dict[str, list[Derivation]]) -> list[Piece]:
    """Every placing inside the answer of a reading of words outside the definition."""
    found = []
    for start in range(len(answer)):
        for end in range(start + 1, len(answer) + 1):
            for derivation in readings.get(answer[start:end], ()):
                if not overlaps(derivation.span, definition):
                    found.append(Piece(derivation, start))
    return found


def best_chain(placed: list[Piece]) -> tuple[Piece, ...]:
    """The pieces, in clue order and answer order at once, that tell the most of the answer's letters
    (then cover the most)."""
    placed = sorted(placed, key=lambda piece: (piece.start, piece.derivation.span, piece.derivation.result))
    chains: list[tuple[tuple[int, int], tuple[Piece, ...]]] = []
    for piece in placed:
        earlier = [(score, chain) for score, chain in chains if chain[-1].before(piece)]
        (telling, covered), chain = max(earlier, key=lambda found: found[0], default=((0, 0), ()))
        chains.append(((telling + piece.telling, covered + piece.size), (*chain, piece)))
    return max(chains, key=lambda found: found[0], default=((0, 0), ()))[1]


def supported(found: list[Solution], graph: EGraph, context: ClueContext) -> list[Solution]:
    """The solutions, each definition-only one weighed up by the share of its letters the rest of
    the clue spells in pieces (the pieces kept as its parts), best first."""
    if not any(solution.derivation.operation == "alone" for solution in found):
        return found
    readings = fixed_readings(graph, context)
    weighed = [with_pieces(solution, readings) if solution.derivation.operation == "alone" else solution
               for solution in found]
    return sorted(weighed, key=lambda solution: (-solution.weight, solution.answer))


def with_pieces(solution: Solution, readings: dict[str, list[Derivation]]) -> Solution:
    """A definition-only solution with the pieces the rest of the clue spells of it, weighed up by
    them (not for a definition of one or two letters: "i", "be", "up" define a great many answers,
    of which some fit any pieces)."""
    alone = solution.derivation
    if len(letters_of(alone.text)) <= SHORTEST_DEFINITION:
        return solution
    chain = best_chain(pieces(solution.answer, alone.span, readings))
    if not chain:
        return solution
    weight = alone.weight * math.exp(SUPPORT * max(0.0, telling_share(chain, solution.answer) - BY_CHANCE))
    derivation = replace(alone, weight=weight, parts=(alone.parts[0], *(piece.derivation for piece in chain)))
    return Solution(solution.answer, weight, derivation)


def telling_share(chain: tuple[Piece, ...], answer: str) -> float:
    """The share of the answer's letters the pieces tell."""
    return sum(piece.telling for piece in chain) / len(answer)
