"""Union-find over e-class ids: `find` gives a class's representative, `union` joins two."""

from __future__ import annotations


class UnionFind:
    """Disjoint sets of small integers, with path halving."""

    def __init__(self) -> None:
        self.parents: list[int] = []

    def make(self) -> int:
        """A new singleton set; returns its id."""
        self.parents.append(len(self.parents))
        return len(self.parents) - 1

    def find(self, item: int) -> int:
        """The representative of `item`'s set."""
        parents = self.parents
        while parents[item] != item:
            parents[item] = parents[parents[item]]
            item = parents[item]
        return item

    def union(self, a: int, b: int) -> int:
        """Join the sets of `a` and `b`; returns the representative (a's root)."""
        root_a, root_b = self.find(a), self.find(b)
        if root_a != root_b:
            self.parents[root_b] = root_a
        return root_a

    def __len__(self) -> int:
        return len(self.parents)
