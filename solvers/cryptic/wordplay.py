"""The string operations of cryptic wordplay, as small pure functions over letters.

Letters are upper case; an anagram is kept as a lower case block of sorted letters
("rustic" -> "cirstu") until the answer fixes its order.
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence

ANAGRAM_JOINS = frozenset({"with", "and", "plus"})
"""Words that join two pieces of an anagram's fodder and bring no letters ("orang playing with rat")."""
AND = "and"
"""The word joining two parts that an indicator reads on each ("loaf and rusk, oddly")."""
LONGEST_TAKEN = 3
"""The most letters a deletion takes out of a whole, or a replacement takes out of it or puts in."""
LONGEST_TAKEN_FROM_ANAGRAM = 4
"""The most letters taken out of an anagram's fodder before it is rearranged ("thriftiness, not fine,
fancy": T-SHIRTS)."""
ENDS_TAKEN = {"behead": (1, 0), "curtail": (0, 1), "trim": (1, 1)}
"""How many letters each shortening takes off the front and the back."""
GAP_WORDS = frozenset({"of", "in", "to", "from", "for", "with", "by", "on", "at", "and", "a", "the", "is", "are"})
"""Small link words that may stand between an indicator and its fodder ("mess of", "cook to")."""


def block(letters: str) -> str:
    """An anagram's letters as an unordered block."""
    return "".join(sorted(letters.lower()))


def hidden(words: Sequence[str], shortest: int, longest: int) -> Iterator[str]:
    """Runs of letters that start in the first word and end in the last, never a whole word."""
    joined = "".join(words)
    first, last_start = len(words[0]), len(joined) - len(words[-1])
    whole = set(words)
    for start in range(first):
        for end in range(max(start + shortest, last_start + 1), min(len(joined), start + longest) + 1):
            found = joined[start:end]
            if found not in whole:
                yield found


def initials(words: Sequence[str]) -> str:
    """The first letter of each word."""
    return "".join(word[0] for word in words if word)


def finals(words: Sequence[str]) -> str:
    """The last letter of each word."""
    return "".join(word[-1] for word in words if word)


def alternations(letters: str) -> tuple[str, str]:
    """The odd letters (1st, 3rd, ...) and the even letters (2nd, 4th, ...)."""
    return letters[0::2], letters[1::2]


def middle(word: str) -> str:
    """The middle letter, or the middle two of an even-length word."""
    if len(word) < 3:
        return ""
    half = len(word) // 2
    return word[half - 1:half + 1] if len(word) % 2 == 0 else word[half]


def shortened(letters: str, operation: str) -> str:
    """The letters without the ends a shortening takes off; "" when fewer would be left than it takes
    (what a trim leaves of three letters is a middle)."""
    front, back = ENDS_TAKEN[operation]
    return letters[front:len(letters) - back] if len(letters) >= 2 * (front + back) else ""


def halves(letters: str) -> list[str]:
    """The front and back halves of the letters; of an odd count, each half with and without the
    middle letter (LAWYER: LAW, YER; GUESTS: GUE, STS)."""
    if len(letters) < 2:
        return []
    short, long = len(letters) // 2, (len(letters) + 1) // 2
    found = [letters[:short], letters[:long], letters[-short:], letters[-long:]]
    return list(dict.fromkeys(found))


def edges(letters: str) -> str:
    """The first and last letters."""
    return letters[0] + letters[-1] if len(letters) >= 2 else ""


def heartless(letters: str) -> str:
    """The letters without the middle one (or two)."""
    centre = middle(letters)
    if not centre:
        return ""
    half = (len(letters) - len(centre)) // 2
    return letters[:half] + letters[half + len(centre):]


def insertions(inner: str, outer: str) -> Iterator[str]:
    """`inner` put inside `outer` at every inner position."""
    for at in range(1, len(outer)):
        yield outer[:at] + inner + outer[at:]


def block_without(letters: str, part: str) -> str:
    """An anagram block with a part's letters taken out; "" when it lacks them or nothing is left."""
    rest = list(letters)
    for letter in part.lower():
        if letter not in rest:
            return ""
        rest.remove(letter)
    return "".join(rest)


def deletions(whole: str, part: str) -> Iterator[str]:
    """`whole` with one occurrence of `part` taken out (something must remain)."""
    return (rest for rest in replacements(whole, part, "") if rest)


def replacements(whole: str, old: str, new: str) -> Iterator[str]:
    """`whole` with one occurrence of `old` replaced by `new` (DECEPTION, D by R: RECEPTION)."""
    start = whole.find(old)
    while start != -1:
        yield whole[:start] + new + whole[start + len(old):]
        start = whole.find(old, start + 1)
