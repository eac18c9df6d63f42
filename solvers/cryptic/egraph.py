"""An e-graph with an e-class analysis, after egg: hash-consed e-nodes, union-find, rebuild.

Glossary:
    e-node    an operation with its data and its child e-classes (ids).
    e-class   a set of e-nodes that stand for the same expression; here, the same
              clue words read as wordplay, so its nodes are alternative parses.
    memo      the hash-cons: each canonical e-node -> its e-class, so an expression
              reached twice is stored once.
    analysis  data kept per e-class (the strings it can read as, with derivations),
              made from each e-node and merged on union; see `Analysis`.
    rebuild   restore the invariants after unions: congruent parents are merged
              (worklist of classes whose children moved) and changed analysis data
              flows up to the parents.
"""

from __future__ import annotations

import time
from collections.abc import Hashable, Iterator
from dataclasses import dataclass, field
from typing import Protocol

from solvers.cryptic.derivation import Readings, stronger
from solvers.cryptic.unionfind import UnionFind


@dataclass(frozen=True)
class ENode:
    """An operation, its data, and the e-classes it applies to."""

    op: str
    data: Hashable = None
    children: tuple[int, ...] = ()

    def canonical(self, find) -> ENode:
        """The same node with every child replaced by its representative."""
        children = tuple(find(c) for c in self.children)
        return self if children == self.children else ENode(self.op, self.data, children)


@dataclass
class EClass:
    """The nodes of one e-class, the nodes that use it, and its analysis data."""

    id: int
    nodes: list[ENode]
    parents: list[tuple[ENode, int]] = field(default_factory=list)
    readings: Readings = field(default_factory=dict)


class Analysis(Protocol):
    """What an e-graph keeps per class: readings made from each node, at most `limit`."""

    limit: int

    def make(self, graph: EGraph, node: ENode) -> Readings:
        """The readings one node yields from its children's readings."""


def merged(old: Readings, new: Readings, limit: int) -> Readings | None:
    """`old` with `new` merged in and cut to `limit`, or None when nothing changes."""
    result = dict(old)
    for reading, derivation in new.items():
        kept = result.get(reading)
        if kept is None or stronger(derivation, kept):
            result[reading] = derivation
    if len(result) > limit:
        ranked = sorted(result.items(), key=lambda item: (-item[1].weight, item[0]))
        result = dict(ranked[:limit])
    if len(result) == len(old) and all(old.get(r) is d for r, d in result.items()):
        return None
    return result


class EGraph:
    """Hash-consed e-nodes in e-classes kept congruent, each class with its readings."""

    def __init__(self, analysis: Analysis) -> None:
        self.analysis = analysis
        self.sets = UnionFind()
        self.classes: dict[int, EClass] = {}
        self.memo: dict[ENode, int] = {}
        self.moved: list[int] = []
        self.grown: list[int] = []
        self.unions = 0

    def find(self, id: int) -> int:
        """The representative id of a class."""
        return self.sets.find(id)

    def lookup(self, node: ENode) -> int | None:
        """The class holding this node, or None when it is not in the graph."""
        found = self.memo.get(node.canonical(self.find))
        return None if found is None else self.find(found)

    def add(self, node: ENode) -> int:
        """The class of `node`, adding it (and its readings) when it is new."""
        node = node.canonical(self.find)
        found = self.memo.get(node)
        if found is not None:
            return self.find(found)
        id = self.sets.make()
        self.classes[id] = EClass(id, [node])
        for child in node.children:
            self.classes[self.find(child)].parents.append((node, id))
        self.memo[node] = id
        self.classes[id].readings = merged({}, self.analysis.make(self, node), self.analysis.limit) or {}
        return id

    def union(self, a: int, b: int) -> bool:
        """Declare two classes the same expression; True when they were apart."""
        a, b = self.find(a), self.find(b)
        if a == b:
            return False
        if len(self.classes[a].parents) < len(self.classes[b].parents):
            a, b = b, a
        self.sets.union(a, b)
        kept, gone = self.classes[a], self.classes.pop(b)
        kept.nodes.extend(gone.nodes)
        kept.parents.extend(gone.parents)
        kept.readings = merged(kept.readings, gone.readings, self.analysis.limit) or kept.readings
        self.moved.append(a)
        self.grown.append(a)
        self.unions += 1
        return True

    def readings(self, id: int) -> Readings:
        """The readings of a class."""
        return self.classes[self.find(id)].readings

    def rebuild(self, deadline: float | None = None) -> bool:
        """Restore congruence and bring every class's readings up to date; False when the
        deadline (a `time.monotonic()` value) cut the readings' update short."""
        while self.moved or self.grown:
            while self.moved:
                todo = {self.find(id) for id in self.moved}
                self.moved.clear()
                for id in todo:
                    self._repair(self.find(id))
            todo = list({self.find(id) for id in self.grown})
            self.grown.clear()
            for done, id in enumerate(todo):
                if deadline is not None and time.monotonic() > deadline:
                    self.grown.extend(todo[done:])
                    return False
                self._propagate(self.find(id))
        return True

    def _repair(self, id: int) -> None:
        """Re-canonicalise the parents of a class, merging parents that became equal. The parents are
        taken out first: a union made here may merge this class with another, whose parents then
        join the emptied list and are repaired in the next pass, not overwritten."""
        parents, self.classes[id].parents = self.classes[id].parents, []
        seen: dict[ENode, int] = {}
        for node, parent in parents:
            self.memo.pop(node, None)
            node = node.canonical(self.find)
            if node in seen:
                self.union(parent, seen[node])
            seen[node] = self.find(parent)
            self.memo[node] = seen[node]
        self.classes[self.find(id)].parents.extend(seen.items())

    def _propagate(self, id: int) -> None:
        """Remake the readings of each parent of a class whose readings grew."""
        for node, parent in self.classes[id].parents:
            owner = self.classes[self.find(parent)]
            grown = merged(owner.readings, self.analysis.make(self, node.canonical(self.find)), self.analysis.limit)
            if grown is not None:
                owner.readings = grown
                self.grown.append(owner.id)

    def __iter__(self) -> Iterator[EClass]:
        return iter(self.classes.values())

    @property
    def node_count(self) -> int:
        """How many distinct e-nodes the graph holds."""
        return len(self.memo)

    @property
    def reading_count(self) -> int:
        """How many readings all classes hold together."""
        return sum(len(c.readings) for c in self.classes.values())

