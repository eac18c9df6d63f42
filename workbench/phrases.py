"""How much likelier a word is after the words before it, by CMU Sphinx's trigram model of English.

Glossary:
    follow bonus   log10 P(second | first) - log10 P(second): what one word before adds.
    third bonus    log10 P(third | first second) - log10 P(third | second): what a second word
                   before adds to the first. With the model's backing off, a triple it never
                   saw costs what the pair (first second) keeps back for unseen words.
    unknown        a word outside the model's vocabulary adds nothing and takes nothing: its
                   bonuses are 0, and as a word before it gives no context.

The model is the generic US English trigram model that ships with pocketsphinx (BSD licence,
Carnegie Mellon University), loaded from where pip installs it (about 33 MB, once a process),
never copied into the project. Lookups are kept, up to LOGS_KEPT, then forgotten all at once.
"""

from __future__ import annotations

import math
import threading
from functools import cache
from pathlib import Path

from pocketsphinx import NGramModel, get_model_path

LOG10_PER_UNIT = math.log10(1.0001)
UNKNOWN_BELOW = -1_000.0
LOGS_KEPT = 200_000


class PhraseModel:
    """Context bonuses of words in a phrase, each worked out once."""

    def __init__(self, path: Path) -> None:
        self._model = NGramModel.readfile(str(path))
        self._lock = threading.Lock()
        self._logs: dict[tuple[str, ...], float] = {}

    def _log(self, words: tuple[str, ...]) -> float:
        """log10 P(last word | the words before it), words in reading order, lower case."""
        log = self._logs.get(words)
        if log is None:
            with self._lock:
                log = self._model.prob(list(reversed(words))) * LOG10_PER_UNIT
                if len(self._logs) >= LOGS_KEPT:
                    self._logs.clear()
                self._logs[words] = log
        return log

    def known(self, word: str) -> bool:
        """True when the model has the word (in any case)."""
        return self._log((word.lower(),)) > UNKNOWN_BELOW

    def follow_bonus(self, first: str, second: str) -> float:
        """log10 P(second | first) - log10 P(second); 0 when either word is unknown."""
        if not (self.known(first) and self.known(second)):
            return 0.0
        first, second = first.lower(), second.lower()
        return self._log((first, second)) - self._log((second,))

    def third_bonus(self, first: str, second: str, third: str) -> float:
        """log10 P(third | first second) - log10 P(third | second); 0 when any word is unknown."""
        if not (self.known(first) and self.known(second) and self.known(third)):
            return 0.0
        first, second, third = first.lower(), second.lower(), third.lower()
        return self._log((first, second, third)) - self._log((second, third))

    def phrase_bonus(self, words: list[str]) -> float:
        """What a phrase's words add to each other: the follow and third bonuses of each word."""
        follows = sum(self.follow_bonus(*pair) for pair in zip(words, words[1:]))
        return follows + sum(self.third_bonus(*triple) for triple in zip(words, words[1:], words[2:]))


_LOADING = threading.Lock()


def english_phrases() -> PhraseModel:
    """The trigram model of US English that pocketsphinx ships, loaded once."""
    with _LOADING:
        return _loaded()


@cache
def _loaded() -> PhraseModel:
    """The model, loaded on first use."""
    return PhraseModel(Path(get_model_path()) / "en-us" / "en-us.lm.bin")
