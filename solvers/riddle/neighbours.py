"""Near neighbours: common words close in spelling, precomputed once.

Glossary:
    vocabulary  the common dictionary words clue words are drawn from: frequent in the
                word list and, as such or uninflected, a WordNet entry (which leaves
                out most names and slang the frequency list is full of).
    key         a word with at most one letter deleted; two words sharing a key are at
                most two edits apart (deans, dean, beans, jeans ...).
    neighbours  the other vocabulary words sharing a key with a word, except the word
                with an ending added or taken off (figure, figured), which make dull lines.

Random clue-word pairs are rarely close in spelling, so a riddle line built from them
allows many letters; a neighbour pair allows one or two.
"""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Iterable
from dataclasses import dataclass
from functools import cache

from workbench.dictionary import in_dictionary
from workbench import lexicon
from workbench.models.riddle import ALPHABET, GRAMMAR_WORDS

CLUE_ZIPF = 3.5
SHORTEST_CLUE = 4


def keys(word: str) -> set[str]:
    """The word and every way of deleting one of its letters."""
    return {word} | {word[:i] + word[i + 1:] for i in range(len(word))}


@dataclass(frozen=True)
class Neighbours:
    """The vocabulary, the words holding each letter, and each word's near neighbours."""

    vocabulary: tuple[str, ...]
    holding: dict[str, tuple[str, ...]]
    near: dict[str, tuple[str, ...]]

    def of(self, word: str) -> tuple[str, ...]:
        """The word's neighbours (empty when it is not in the vocabulary)."""
        return self.near.get(word, ())


def build(words: Iterable[str]) -> Neighbours:
    """Index a vocabulary: words by letter, and neighbours through shared keys."""
    vocabulary = tuple(dict.fromkeys(words))
    by_key: dict[str, list[str]] = defaultdict(list)
    for word in vocabulary:
        for key in keys(word):
            by_key[key].append(word)
    near = {}
    for word in vocabulary:
        close = {other for key in keys(word) for other in by_key[key]}
        near[word] = tuple(sorted(other for other in close if not (other.startswith(word) or word.startswith(other))))
    holding = {letter: tuple(w for w in vocabulary if letter in w) for letter in ALPHABET}
    return Neighbours(vocabulary, holding, near)


def common_words(min_zipf: float, lengths: range) -> list[str]:
    """Dictionary words this frequent, of these lengths, that the riddle reader cannot mistake for grammar."""
    return [
        word for word in lexicon.shared("en").common(min_zipf)
        if len(word) in lengths and word.lower() not in GRAMMAR_WORDS and in_dictionary(word)
    ]


def clue_vocabulary() -> list[str]:
    """The common words clue words are drawn from."""
    return common_words(CLUE_ZIPF, range(SHORTEST_CLUE, 20))


@cache
def shared_neighbours() -> Neighbours:
    """The one neighbour index of this process, built on first use."""
    return build(clue_vocabulary())
