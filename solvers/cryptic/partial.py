"""Wordplay in part: how much of a guessed answer the rest of the clue spells.

When no wordplay spells an answer whole, the clue's other words may still spell parts of it, in
order: ROOM (heath, returned) in ROOMY for "very spacious". A solver who checks a guess against
the wordplay believes it the more, the more of its letters such parts explain; so a guess weighs
more by the share of its letters they tell, past the share (BY_CHANCE) that the readings of a
clue's words tell in almost any answer. A guess is a definition-only answer, or a split whose
wordplay is one looked-up word and whose definition nothing confirms: there the looked-up word is
the likelier definition (CHESTNUT for "horse", the rest of the clue spelling CHEST). This
runs on the graph a round leaves, on the root's answers, and writes nothing back.

Glossary:
    placing  a reading of clue words, outside those the guess rests on, that stands inside the
             answer. It has two letters or more (a single letter stands somewhere in most
             answers), is made by an operation that fixes its letters (not an anagram or a looser
             synonym, which fit too many answers, though a part inside it may be one), uses no
             hunch (a hunch is read out of the answers the definitions propose) and is no long
             clue word left as it stands.
    telling  the letters of a placing but one: a run like ING stands in many answers by chance.
"""

from __future__ import annotations

import math
from dataclasses import dataclass, replace

from solvers.cryptic import hunches, rank
from solvers.cryptic.context import ClueContext
from solvers.cryptic.derivation import Derivation, claimed
from solvers.cryptic.egraph import EGraph
from solvers.cryptic.extract import Solution, by_strength
from solvers.cryptic.features import CLUE_WORD_LETTERS
from solvers.cryptic.rules import words
from workbench.actions import Span, overlaps
from workbench.models.cryptic import letters_of

SUPPORT = 4.0
BY_CHANCE = 1 / 3
LITTLE_WORD = 2
UNFIXED = frozenset({"anagram", "loose", "kind"})


@dataclass(frozen=True)
class Placing:
    """A reading standing inside an answer: its clue words and where its letters fall."""

    derivation: Derivation
    start: int

    @property
    def size(self) -> int:
        """How many letters it spells."""
        return len(self.derivation.result)

    @property
    def telling(self) -> int:
        """How many of its letters tell (see the glossary)."""
        return self.size - 1

    @property
    def end(self) -> int:
        """Where its letters end in the answer (exclusive)."""
        return self.start + self.size

    def before(self, other: Placing) -> bool:
        """True when this placing comes before the other both in the clue and in the answer."""
        return self.end <= other.start and self.derivation.span[1] < other.derivation.span[0]


def fixed_readings(graph: EGraph, context: ClueContext, wanted: set[str]) -> dict[str, list[Derivation]]:
    """Letters among `wanted` -> the derivations of spans of clue words that may be placed (see the glossary)."""
    found: dict[str, list[Derivation]] = {}
    for span in context.spans(context.count):
        anchor = graph.lookup(words(span))
        if anchor is None:
            continue
        for reading, derivation in graph.readings(anchor).items():
            if reading in wanted and may_be_placed(derivation):
                found.setdefault(reading, []).append(derivation)
    return found


def may_be_placed(derivation: Derivation) -> bool:
    """True for a derivation whose letters its clue words fix, with no hunch in it, that is no long
    clue word as it stands, nor a long reading of one little word ("in" for QUAINT)."""
    if derivation.operation == "literal" and len(derivation.result) >= CLUE_WORD_LETTERS:
        return False
    if is_little(derivation.text) and len(derivation.result) > LITTLE_WORD:
        return False
    return derivation.operation not in UNFIXED and not hunches.used(derivation)


def is_little(text: str) -> bool:
    """True for a word of LITTLE_WORD letters or fewer ("i", "be", "up", "in")."""
    return " " not in text.strip() and 0 < len(letters_of(text)) <= LITTLE_WORD


def placings(answer: str, definition: Span, readings: dict[str, list[Derivation]]) -> list[Placing]:
    """Every placing inside the answer of a reading of words outside the definition."""
    found = []
    for start in range(len(answer)):
        for end in range(start + 2, len(answer) + 1):
            for derivation in readings.get(answer[start:end], ()):
                if not overlaps(derivation.span, definition):
                    found.append(Placing(derivation, start))
    return found


def best_chain(found: list[Placing]) -> tuple[Placing, ...]:
    """The placings, in clue order and answer order at once, that tell the most letters."""
    chains: list[tuple[int, tuple[Placing, ...]]] = []
    for placing in sorted(found, key=lambda p: (p.start, p.derivation.span, p.derivation.result)):
        earlier = (chain for chain in chains if chain[1][-1].before(placing))
        told, chain = max(earlier, key=lambda chain: chain[0], default=(0, ()))
        chains.append((told + placing.telling, (*chain, placing)))
    return max(chains, key=lambda chain: chain[0], default=(0, ()))[1]


def telling_share(chain: tuple[Placing, ...], answer: str) -> float:
    """The share of the answer's letters the placings tell."""
    return sum(placing.telling for placing in chain) / len(answer)


def supported(found: list[Solution], graph: EGraph, context: ClueContext) -> list[Solution]:
    """The solutions, each guess weighed up by what the rest of the clue spells of it, best first (a
    split is no guess when the person marked its definition)."""
    marked = context.marks.definition is not None
    guesses = [solution.answer for solution in found if guessed_from(solution.derivation, marked)]
    if not guesses:
        return found
    readings = fixed_readings(graph, context, set().union(*map(hunches.runs, guesses)))
    ceiling = max((solution.weight for solution in found if spelled_from_the_clue(solution.derivation)), default=math.inf)
    weighed = [with_placings(solution, readings, ceiling) if guessed_from(solution.derivation, marked)
               else solution for solution in found]
    return sorted(weighed, key=by_strength)


def guessed_from(root: Derivation, definition_marked: bool = False) -> Derivation | None:
    """The one looked-up reading a guess rests on: a definition-only answer's definition, or the
    wordplay of a split that is one looked-up word while nothing confirms its definition (CHESTNUT
    for "horse", the rest of the clue an unconfirmed definition) and the person marked none; None
    for any other answer."""
    if root.operation == "alone":
        return root.parts[0]
    if (root.operation == "split" and root.parts[1].operation in rank.BARE and root.parts[0].operation == "unconfirmed"
            and not definition_marked):
        return root.parts[1]
    return None


def spelled_from_the_clue(derivation: Derivation) -> bool:
    """True for an answer whose strong wordplay takes every letter from the clue's own words (rank.strong_exact)."""
    return derivation.operation == "split" and rank.strong_exact(derivation.parts[1])


def with_placings(solution: Solution, readings: dict[str, list[Derivation]], ceiling: float) -> Solution:
    """A guess with its best chain of placings outside the words it rests on as parts, weighed up by
    the share they tell, but not past `ceiling` (the answers the clue's own letters spell whole: a
    guess spelled in part is still a guess); not for a guess from a little word ("i", "be", "up"
    define so many answers that some fit any placings)."""
    root = solution.derivation
    guess = guessed_from(root)
    if guess is None or is_little(guess.text):
        return solution
    chain = best_chain(placings(solution.answer, guess.span, readings))
    if not chain:
        return solution
    weighed_up = root.weight * math.exp(SUPPORT * max(0.0, telling_share(chain, solution.answer) - BY_CHANCE))
    weight = min(weighed_up, max(root.weight, ceiling))
    derivation = replace(root, weight=weight, parts=(*claimed(root), *(placing.derivation for placing in chain)))
    return Solution(solution.answer, weight, derivation)
