"""The ranking search for patristocrats: letter quadgram climbs, polished by the words the text splits into."""

from __future__ import annotations

import random
from collections.abc import Mapping

from solvers.cryptogram.climbsearch import ClimbSearch
from solvers.cryptogram.hillclimb import HillClimber
from solvers.cryptogram.language import Language
from workbench.models.cryptogram import Cryptogram


def patristocrat_search(puzzle: Cryptogram, pinned: Mapping[str, str], language: Language,
                        board: Mapping[str, str] | None = None) -> ClimbSearch:
    """Climbs over the letters alone, each round's best polished by how the text splits into words."""
    climber = HillClimber(puzzle.letters, pinned, language, random.Random(puzzle.letters))

    def split_cost(key: Mapping[str, str]) -> float:
        """What the text read through the key costs as words."""
        return language.segmentation_cost("".join(key[ch] for ch in puzzle.letters))

    return ClimbSearch(puzzle, climber, split_cost, "the words the text splits into", board)
