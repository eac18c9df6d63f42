"""Search states for codewords: letter domains, live candidates per slot, and the evidence for each letter.

Glossary:
    domain    the letters a number may still stand for (a row of booleans).
    alive     per slot, the candidates that still fit every domain; None once none fits.
    dead      slots no lexicon word fits any more: names, phrases, or a wrong branch. The cost.
    evidence  per number and letter, the summed log share of each slot's candidate mass that
              puts that letter there, smoothed by the language's letter frequencies.
    kills     per number and letter, how many live slots would die if the number took the letter.
"""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np

from solvers.codeword.board import Board

WEIGHT_PER_ZIPF = 0.5
"""A candidate's weight is 10 ** (WEIGHT_PER_ZIPF * zipf): frequent words count more, but not overwhelmingly."""
SMOOTHING = 0.02
"""The share of a slot's evidence spread by plain letter frequency: a slot may be no word at all."""


@dataclass(frozen=True)
class Node:
    """One search state; immutable, so that the search can return to it."""

    domains: np.ndarray
    alive: tuple[np.ndarray | None, ...]
    dead: int

    def letter_of(self, number: int) -> int | None:
        """The number's letter code when its domain is down to one letter."""
        row = self.domains[number]
        return int(row.argmax()) if row.sum() == 1 else None

    def letters(self, numbers: tuple[int, ...]) -> dict[int, int]:
        """Every number whose letter is settled, with its letter code."""
        settled = self.domains[list(numbers)].sum(axis=1) == 1
        return {n: int(self.domains[n].argmax()) for n, one in zip(numbers, settled) if one}


def root(board: Board, fixed: dict[int, int]) -> Node | None:
    """The state with every candidate alive and the fixed letters set; None when they clash."""
    domains = np.zeros((board.size, board.letters), dtype=bool)
    domains[list(board.numbers)] = True
    alive = tuple(np.arange(len(slot.words)) if len(slot.words) else None for slot in board.slots)
    node = Node(domains, alive, sum(a is None for a in alive))
    for number, code in fixed.items():
        node = _settle(node, number, code)
        if node is None:
            return None
    return _filtered(node, board)


def assign(node: Node, board: Board, number: int, code: int) -> Node | None:
    """The state once `number` stands for letter `code`; None when a domain empties."""
    settled = _settle(node, number, code)
    return None if settled is None else _filtered(settled, board)


def _settle(node: Node, number: int, code: int) -> Node | None:
    """Fix one letter and take it from every other number, cascading; None on a wipe-out."""
    domains = node.domains.copy()
    if not domains[number, code]:
        return None
    queue = [(number, code)]
    while queue:
        n, c = queue.pop()
        domains[n] = False
        domains[n, c] = True
        column = domains[:, c].copy()
        column[n] = False
        for other in np.flatnonzero(column):
            domains[other, c] = False
            left = domains[other].sum()
            if left == 0:
                return None
            if left == 1:
                queue.append((int(other), int(domains[other].argmax())))
    return Node(domains, node.alive, node.dead)


def _filtered(node: Node, board: Board) -> Node:
    """Drop the candidates the domains no longer allow; a slot left with none is dead."""
    alive = list(node.alive)
    dead = node.dead
    for index, (slot, found) in enumerate(zip(board.slots, alive)):
        if found is None:
            continue
        fits = node.domains[slot.distinct, slot.words.codes[found]].all(axis=1)
        if fits.all():
            continue
        kept = found[fits]
        if len(kept):
            alive[index] = kept
        else:
            alive[index] = None
            dead += 1
    return Node(node.domains, tuple(alive), dead)


def evidence(node: Node, board: Board, frequencies: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    """Per number and letter: the log evidence of the live slots, and how many would die."""
    letters = board.letters
    scores = np.zeros((board.size, letters))
    kills = np.zeros((board.size, letters), dtype=np.int32)
    floor = SMOOTHING * frequencies
    for slot, found in zip(board.slots, node.alive):
        if found is None or len(found) == 1 and _settled(node, slot.distinct):
            continue
        codes = slot.words.codes[found]
        width = codes.shape[1]
        weights = 10.0 ** (WEIGHT_PER_ZIPF * slot.words.zipfs[found])
        flat = (codes + np.arange(width) * letters).ravel()
        mass = np.bincount(flat, weights=np.repeat(weights, width), minlength=width * letters).reshape(width, letters)
        share = mass / weights.sum()
        scores[slot.distinct] += np.log((1 - SMOOTHING) * share + floor)
        kills[slot.distinct] += mass == 0
    return scores, kills


def _settled(node: Node, numbers: np.ndarray) -> bool:
    """True when every one of these numbers has one letter left."""
    return bool((node.domains[numbers].sum(axis=1) == 1).all())
