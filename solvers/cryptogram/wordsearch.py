"""Best-first branch and bound over word choices: consistent readings, cheapest first.

Glossary:
    node       a partial reading: a key, the words chosen so far and their cost, and
               for every open cipher word the plain words still consistent with the key.
    open word  a cipher word not yet read; reading it picks one of its consistent
               words, or declares it unknown (a name, a pun) at a price.
    bound      the node's cost plus, for each open word, its cheapest option: no
               reading below the node can cost less.
    fresh      the cipher letters a node's key gained over its parent's: only words
               containing them are narrowed at once (others keep a superset of their
               options, still a sound bound), those with most fresh letters first, and
               narrowing stops once the bound reaches the cutoff; a word is narrowed
               fully before branching.
    cutoff     the cost of the k-th best reading found so far, or the best plus a
               margin if lower; nodes bounded above it are dropped, and so are
               children whose own cost would take them above it.
    frontier   the nodes not yet expanded, lowest bound first; a node whose bound rises
               once its options are narrowed goes back in at its new bound. A branch's
               word children go in as one entry, its siblings, at the cheapest one's
               bound: each pop makes one child and puts the rest back at the next one's
               (the same order as pushing them all, without making the ones never reached).
    dive       until the first reading is complete, the search goes straight down, always
               into the cheapest child, so that a cutoff exists early on long texts.
"""

from __future__ import annotations

import heapq
import itertools
from collections.abc import Iterator, Mapping
from dataclasses import dataclass, field, replace

import numpy as np

from solvers.cryptogram.words import CipherWord, Dictionary, Table, consistent

OOV_PENALTY = 4.0
OOV_PER_LETTER = 1.5
MARGIN = 3.0


def unknown_cost(word: CipherWord) -> float:
    """What declaring a cipher word unknown costs while its letters are open."""
    return word.count * (OOV_PENALTY + OOV_PER_LETTER * len(word.text.replace("'", "")))


@dataclass(frozen=True)
class Node:
    """A partial reading of the cipher words."""

    key: Mapping[str, str]
    cost: float
    options: Mapping[int, np.ndarray]
    unknown: frozenset[int] = frozenset()
    depth: int = 0
    fresh: frozenset[str] | None = None


@dataclass(frozen=True)
class Siblings:
    """The children of a branch not yet made: one cipher word read as each of `rows` in turn
    (cheapest first), the other open words' options shared."""

    parent: Node
    chosen: int
    rows: np.ndarray
    rest: Mapping[int, np.ndarray]
    rest_bound: float


@dataclass(frozen=True)
class Reading:
    """A complete reading: every word chosen or declared unknown."""

    key: Mapping[str, str]
    cost: float
    unknown: frozenset[int]
    dived: bool = False


@dataclass
class Event:
    """What one expansion did, for traces."""

    rule: str
    node: Node
    reading: Reading | None = None


@dataclass
class WordSearch:
    """Best-first branch and bound over the cipher words."""

    words: tuple[CipherWord, ...]
    dictionary: Dictionary
    start: Mapping[str, str]
    keep: int = 5
    expanded: int = 0
    pruned: int = 0
    _frontier: list[tuple[float, int, int, Node | Siblings]] = field(default_factory=list)
    _best_costs: list[float] = field(default_factory=list)
    _order: Iterator[int] = field(default_factory=itertools.count)
    _dive: Node | None = None

    def __post_init__(self) -> None:
        """The root: every word open with all its dictionary words."""
        self.tables: list[Table] = [self.dictionary.table(w.text) for w in self.words]
        options = {i: np.arange(len(table.words)) for i, table in enumerate(self.tables)}
        self._dive = Node(dict(self.start), 0.0, options)

    def _push(self, node: Node, bound: float) -> None:
        """Put a node on the frontier at its bound (deeper first among equals)."""
        heapq.heappush(self._frontier, (bound, -node.depth, next(self._order), node))

    def _push_siblings(self, siblings: Siblings) -> None:
        """Put a branch's remaining word children on the frontier at the cheapest one's bound."""
        if len(siblings.rows):
            bound = siblings.rest_bound + self.word_cost(siblings.chosen, int(siblings.rows[0]))
            heapq.heappush(self._frontier, (bound, -siblings.parent.depth - 1, next(self._order), siblings))

    def _pop(self) -> tuple[float, Node]:
        """The frontier's lowest-bound node (a branch's next child is made here) and its bound."""
        guess, _, _, item = heapq.heappop(self._frontier)
        if isinstance(item, Node):
            return guess, item
        self._push_siblings(replace(item, rows=item.rows[1:]))
        return guess, self._child(item.parent, item.chosen, int(item.rows[0]), item.rest)

    @property
    def finished(self) -> bool:
        """True when every node has been expanded or pruned."""
        return not self._frontier and self._dive is None

    @property
    def cutoff(self) -> float:
        """Cost a node must stay under to be worth expanding."""
        if not self._best_costs:
            return float("inf")
        kth = -self._best_costs[0] if len(self._best_costs) >= self.keep else float("inf")
        return min(kth, -max(self._best_costs) + MARGIN)

    def offer(self, cost: float) -> None:
        """Count a reading found elsewhere (at its search cost) towards the cutoff."""
        heapq.heappush(self._best_costs, -cost)
        if len(self._best_costs) > self.keep:
            heapq.heappop(self._best_costs)

    def word_cost(self, index: int, row: int) -> float:
        """The cost of reading a cipher word as one of its table's words, counted every time it occurs."""
        return self.words[index].count * float(self.tables[index].costs[row])

    def _refine(self, node: Node, guess: float) -> tuple[dict[int, np.ndarray], float]:
        """The open words' options, narrowed where the node's key changed, and the node's bound
        (from `guess`, its bound before narrowing, when known); narrowing stops as soon as the
        bound reaches the cutoff (the node is then pruned)."""
        options = dict(node.options)
        bound = guess if guess < float("inf") else node.cost + sum(self._cheapest(i, r) for i, r in options.items())
        fresh = node.fresh
        touched = [i for i in options if fresh is None or self.words[i].letters & fresh]
        touched.sort(key=lambda i: (-len(self.words[i].letters & fresh) if fresh else 0, -len(self.words[i].text)))
        taken = frozenset(node.key.values())
        cutoff = self.cutoff
        for i in touched:
            if bound >= cutoff:
                break
            before = self._cheapest(i, options[i])
            options[i] = consistent(self.words[i].text, self.tables[i], options[i], node.key, taken)
            bound += self._cheapest(i, options[i]) - before
        return options, bound

    def _narrowed(self, node: Node, index: int, rows: np.ndarray) -> np.ndarray:
        """One word's options, fully narrowed."""
        return consistent(self.words[index].text, self.tables[index], rows, node.key, frozenset(node.key.values()))

    def _cheapest(self, index: int, rows: np.ndarray) -> float:
        """An open word's cheapest option: its first consistent word, or 'unknown'."""
        unknown = unknown_cost(self.words[index])
        return min(self.word_cost(index, int(rows[0])), unknown) if len(rows) else unknown

    def expand(self) -> Event | None:
        """Take the best node off the frontier: prune it, put it back, complete it, or branch."""
        if self._dive is not None:
            node, diving, self._dive = self._dive, True, None
            guess = float("inf")
        elif self._frontier:
            guess, node = self._pop()
            diving = False
        else:
            return None
        self.expanded += 1
        options, bound = self._refine(node, guess)
        if bound >= self.cutoff:
            self.pruned += 1
            return Event("dropped: cannot beat the readings kept", node)
        if bound > guess + 1e-9 and not diving:
            self._push(replace(node, options=options, fresh=frozenset()), bound)
            return Event("set aside: costs more once its words are narrowed", node)
        if not options:
            reading = Reading(node.key, node.cost, node.unknown, diving)
            self.offer(node.cost)
            return Event("a full reading", node, reading)
        chosen = min(options, key=lambda i: (len(options[i]), -len(self.words[i].text)))
        rest = {i: found for i, found in options.items() if i != chosen}
        rows = self._narrowed(node, chosen, options[chosen])
        rest_bound = bound - self._cheapest(chosen, options[chosen])
        room = self.cutoff - rest_bound
        count = self.words[chosen].count
        fitting = rows[count * self.tables[chosen].costs[rows] < room]
        unknown = unknown_cost(self.words[chosen]) < room
        self.pruned += len(rows) - len(fitting) + (not unknown)
        rule = (f"try each reading of {self.words[chosen].text}: {len(rows)} words and 'not in the dictionary', "
                f"{len(fitting) + unknown} could beat the readings kept")
        if diving and len(fitting):
            self._dive, fitting = self._child(node, chosen, int(fitting[0]), rest), fitting[1:]
        self._push_siblings(Siblings(node, chosen, fitting, rest, rest_bound))
        if unknown:
            child = Node(node.key, node.cost + unknown_cost(self.words[chosen]), rest,
                         node.unknown | {chosen}, node.depth + 1, frozenset())
            if diving and self._dive is None:
                self._dive = child
            else:
                self._push(child, rest_bound + child.cost - node.cost)
        return Event(rule, node)

    def _child(self, node: Node, chosen: int, row: int, rest: Mapping[int, np.ndarray]) -> Node:
        """The child that reads the chosen cipher word as one of its table's words."""
        cipher = self.words[chosen].text
        key = dict(node.key)
        key.update((c, p) for c, p in zip(cipher, self.tables[chosen].words[row]) if c != "'")
        fresh = frozenset(key) - frozenset(node.key)
        return Node(key, node.cost + self.word_cost(chosen, row), rest, node.unknown, node.depth + 1, fresh)
