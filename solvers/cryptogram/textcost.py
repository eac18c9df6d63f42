"""What an aristocrat's text costs read through a key, whole or after a change to a few letters.

Glossary:
    cost        of a finished text: each word's -log10 P if known, else OOV_PENALTY plus
                what its spelling costs by letter quadgrams (or, for a word with an
                apostrophe, what its parts cost as words, when all are known and that is
                less: dialect runs words together, A'PLENTY, EVER'BODY); less each word's
                context bonus; and a label (a letter before a colon, or before a full stop
                where a sentence starts: the model's `labels`) read as one of LABELS costs
                no more than LABEL_COST.
    context     a word with the one or two words before it in its phrase (no punctuation
                between them). Its bonus, by the trigram model in phrases.py, is
                FOLLOW_WEIGHT times the follow bonus of the word after the one before it,
                plus TRIPLE_WEIGHT times the third bonus when there are two before it.
    priced      a key's cost kept with each distinct word's, context's and label's share,
                so that a trial changing a few letters is costed by the parts it touches.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass

from solvers.cryptogram.language import Language
from solvers.cryptogram.words import CipherWord, cipher_words
from solvers.cryptogram.wordsearch import OOV_PENALTY
from workbench.models.cryptogram import Cryptogram, translation
from workbench.phrases import english_phrases

FOLLOW_WEIGHT = 1.0
TRIPLE_WEIGHT = 1.0
LABELS = frozenset("QA")
LABEL_COST = 2.0


@dataclass(frozen=True)
class Priced:
    """A key's text cost with the share of each distinct word, context and label."""

    key: Mapping[str, str]
    words: tuple[float, ...]
    contexts: tuple[float, ...]
    labels: tuple[float, ...]

    @property
    def total(self) -> float:
        """The whole text's cost."""
        return sum(self.words) + sum(self.contexts) + sum(self.labels)


class TextCost:
    """Costs of one aristocrat's text under keys."""

    def __init__(self, puzzle: Cryptogram, language: Language) -> None:
        self.words = cipher_words(puzzle)
        self.language = language
        self.phrases = english_phrases()
        self.contexts = [tuple(puzzle.words[i] for i in context) for context in puzzle.phrase_contexts]
        self.labels = [puzzle.words[i] for i in puzzle.labels]
        self._parts = _parts_by_letter([[word.letters for word in self.words],
                                        [frozenset("".join(context)) - {"'"} for context in self.contexts],
                                        [frozenset(label) for label in self.labels]])
        self._plain_costs: dict[str, float] = {}
        self._context_shares: dict[tuple[str, ...], float] = {}

    def unknown_word_cost(self, plain: str) -> float:
        """A word outside the dictionary: OOV_PENALTY plus what its spelling costs, or, for a word
        whose apostrophes part known words (A'PLENTY, EVER'BODY), plus what they cost if less."""
        spelled, pieces = self.language.spelling_cost(plain), self.language.pieces_cost(plain)
        return OOV_PENALTY + (spelled if pieces is None else min(spelled, pieces))

    def _plain_cost(self, plain: str) -> float:
        """A plain word's cost, known or not (each worked out once)."""
        cost = self._plain_costs.get(plain)
        if cost is None:
            known = self.language.cost(plain)
            cost = self._plain_costs[plain] = known if known is not None else self.unknown_word_cost(plain)
        return cost

    def _word(self, word: CipherWord, reading: dict[int, str]) -> float:
        """A distinct cipher word's share: its cost read through the key, times its count."""
        return word.count * self._plain_cost(word.text.translate(reading))

    def _context(self, context: tuple[str, ...], reading: dict[int, str]) -> float:
        """A context's share: minus its bonus (each worked out once)."""
        plain = tuple(word.translate(reading) for word in context)
        share = self._context_shares.get(plain)
        if share is None:
            bonus = FOLLOW_WEIGHT * self.phrases.follow_bonus(*plain[-2:])
            if len(plain) == 3:
                bonus += TRIPLE_WEIGHT * self.phrases.third_bonus(*plain)
            share = self._context_shares[plain] = -bonus
        return share

    def _label(self, label: str, reading: dict[int, str]) -> float:
        """A label's share: what reading it as one of LABELS saves on its cost as a word."""
        plain = label.translate(reading)
        return min(0.0, LABEL_COST - self._plain_cost(plain)) if plain in LABELS else 0.0

    def __call__(self, key: Mapping[str, str]) -> float:
        """The cost of the text read through a key."""
        return self.priced(key).total

    def priced(self, key: Mapping[str, str]) -> Priced:
        """The key's cost, part by part."""
        reading = translation(key)
        return Priced(key, tuple(self._word(w, reading) for w in self.words),
                      tuple(self._context(context, reading) for context in self.contexts),
                      tuple(self._label(label, reading) for label in self.labels))

    def near(self, priced: Priced, trial: Mapping[str, str]) -> float:
        """The cost of a key that differs from a priced one in a few letters, costing only the
        words, contexts and labels those letters are in."""
        changed = [c for c in priced.key.keys() | trial.keys() if priced.key.get(c) != trial.get(c)]
        words, contexts, labels = (set().union(*(self._parts[c][kind] for c in changed if c in self._parts))
                                   for kind in range(3))
        total, reading = priced.total, translation(trial)
        total += sum(self._word(self.words[i], reading) - priced.words[i] for i in words)
        total += sum(self._context(self.contexts[i], reading) - priced.contexts[i] for i in contexts)
        total += sum(self._label(self.labels[i], reading) - priced.labels[i] for i in labels)
        return total


def _parts_by_letter(letter_sets: list[list[frozenset[str]]]) -> dict[str, tuple[tuple[int, ...], ...]]:
    """For each cipher letter, the indices of the parts of each kind it is in."""
    letters = set().union(*(letter_set for kind in letter_sets for letter_set in kind))
    return {letter: tuple(tuple(i for i, letter_set in enumerate(kind) if letter in letter_set) for kind in letter_sets)
            for letter in letters}
