"""Character sets of the JavaScript regex dialect, resolved against a puzzle's alphabet.

Glossary:
    CharSet   a set of characters, possibly negated ("every character but these").
    alphabet  the characters a puzzle's cells may hold; a set is resolved to its members there.
"""

from __future__ import annotations

import string
from dataclasses import dataclass

DIGITS = frozenset(string.digits)
WORD = frozenset(string.ascii_letters + string.digits + "_")
SPACE = frozenset(
    " \t\n\v\f\r\u00a0\u1680\u2028\u2029\u202f\u205f\u3000\ufeff"
    + "".join(chr(code) for code in range(0x2000, 0x200B))
)
LINE_ENDS = frozenset("\n\r\u2028\u2029")


@dataclass(frozen=True)
class CharSet:
    """Characters a single position may match: `chars`, or all but them when `negated`."""

    chars: frozenset[str]
    negated: bool = False

    def __contains__(self, char: str) -> bool:
        return (char in self.chars) != self.negated

    def within(self, alphabet: frozenset[str]) -> frozenset[str]:
        """The members of this set that are in `alphabet`."""
        return alphabet - self.chars if self.negated else alphabet & self.chars

    def union(self, other: CharSet) -> CharSet:
        """Characters in either set."""
        if not self.negated and not other.negated:
            return CharSet(self.chars | other.chars)
        if self.negated and other.negated:
            return CharSet(self.chars & other.chars, True)
        positive, negative = (self, other) if other.negated else (other, self)
        return CharSet(negative.chars - positive.chars, True)

    def complement(self) -> CharSet:
        """Every character not in this set."""
        return CharSet(self.chars, not self.negated)


def single(char: str) -> CharSet:
    """The set of one character."""
    return CharSet(frozenset(char))


ANY = CharSet(LINE_ENDS, negated=True)
"""JavaScript's `.`: anything but a line terminator."""

EVERYTHING = CharSet(frozenset(), negated=True)
"""JavaScript's `[^]`."""

CLASS_ESCAPES = {
    "d": CharSet(DIGITS), "D": CharSet(DIGITS, True),
    "w": CharSet(WORD), "W": CharSet(WORD, True),
    "s": CharSet(SPACE), "S": CharSet(SPACE, True),
}
"""The shorthand classes `\\d \\D \\w \\W \\s \\S` (ASCII digits and word characters, as in JavaScript)."""
