"""The parse tree of a pattern: one small frozen record per construct.

Glossary:
    Chars     one position matching a character set; `named` is what it spells out
              (literals, listed members, ranges, digits), used to build a default alphabet.
    Sequence  items one after the other.
    Choice    alternatives (`|`).
    Repeat    an item `least` to `most` times (`most` None: no limit); laziness is kept for
              display only, since it never changes whether a full match exists.
    Group     a capturing group when `index` is set, else `(?:...)`.
    Backref   `\\N` or `\\k<name>`: the text group `index` captured.
    Look      a lookaround: ahead `(?=...)` / `(?!...)`, or `behind` `(?<=...)` / `(?<!...)`.
    Anchor    `^` (start) or `$` (end).
"""

from __future__ import annotations

from dataclasses import dataclass

from workbench.jsregex.charset import CharSet


@dataclass(frozen=True)
class Chars:
    """One position matching `charset`."""

    charset: CharSet
    named: frozenset[str] = frozenset()


@dataclass(frozen=True)
class Sequence:
    """Items matched one after the other."""

    items: tuple[Node, ...]


@dataclass(frozen=True)
class Choice:
    """Alternatives, any one of which may match."""

    options: tuple[Node, ...]


@dataclass(frozen=True)
class Repeat:
    """An item repeated between `least` and `most` times."""

    item: Node
    least: int
    most: int | None
    lazy: bool = False


@dataclass(frozen=True)
class Group:
    """A group; capturing when `index` is not None."""

    item: Node
    index: int | None = None


@dataclass(frozen=True)
class Backref:
    """The text captured by group `index` (empty when the group has not matched)."""

    index: int


@dataclass(frozen=True)
class Look:
    """A lookaround: `item` must (or, negative, must not) match from here on (or, behind, up to here)."""

    item: Node
    negative: bool = False
    behind: bool = False


@dataclass(frozen=True)
class Anchor:
    """`^` or `$`."""

    end: bool


Node = Chars | Sequence | Choice | Repeat | Group | Backref | Look | Anchor


def children(node: Node) -> tuple[Node, ...]:
    """The nodes directly inside `node`."""
    match node:
        case Sequence(items=items):
            return items
        case Choice(options=options):
            return options
        case Repeat(item=item) | Group(item=item) | Look(item=item):
            return (item,)
    return ()


def walk(node: Node):
    """Every node of the tree, parents before children."""
    yield node
    for child in children(node):
        yield from walk(child)


def named_chars(node: Node) -> frozenset[str]:
    """Every character the pattern spells out."""
    return frozenset().union(*(n.named for n in walk(node) if isinstance(n, Chars)))
