"""The lexicon: wordfreq's word lists with frequencies, indexed by letter pattern and length.

Glossary:
    word     upper case, letters of the language's alphabet only.
    zipf     log10 of a word's frequency per billion words (wordfreq's scale, 0..8).
    pattern  a word's letter shape: SEAS and THAT are both ABCA.

Built once from wordfreq, then cached on disk so later starts only unpickle it.
"""

from __future__ import annotations

import bisect
import math
import os
import pickle
import threading
from array import array
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from functools import cached_property
from pathlib import Path
from typing import TypeVar

ALPHABETS = {
    "en": "ABCDEFGHIJKLMNOPQRSTUVWXYZ",
    "sv": "ABCDEFGHIJKLMNOPQRSTUVWXYZÅÄÖ",
    "fi": "ABCDEFGHIJKLMNOPQRSTUVWXYZÅÄÖ",
}
CACHE_VERSION = 1
K = TypeVar("K")
PATTERN_LETTERS = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789"


def pattern(word: str) -> str:
    """The word's letter shape: pattern('SEAS') == pattern('THAT') == 'ABCA'."""
    seen: dict[str, str] = {}
    return "".join(seen.setdefault(ch, PATTERN_LETTERS[len(seen)]) for ch in word)


def never_offered() -> frozenset[str]:
    """Slurs (lower case): never offered as a reading, a suggestion, a clue word or an answer."""
    text = (Path(__file__).parent / "never_offered.txt").read_text(encoding="utf-8")
    return frozenset(line.strip() for line in text.splitlines() if line.strip() and not line.startswith("#"))


def cache_dir() -> Path:
    """Where built indexes are kept: $WORKBENCH_CACHE_DIR, or the user's cache folder."""
    override = os.environ.get("WORKBENCH_CACHE_DIR")
    if override:
        return Path(override)
    import platformdirs

    return Path(platformdirs.user_cache_dir("puzzle-workbench"))


@dataclass(frozen=True)
class Lexicon:
    """Words of one language, most frequent first, with their zipf frequencies."""

    language: str
    words: tuple[str, ...]
    zipfs: array = field(repr=False)

    @property
    def alphabet(self) -> str:
        """The letters of this language's puzzles."""
        return ALPHABETS[self.language]

    def __len__(self) -> int:
        """How many words there are."""
        return len(self.words)

    def __contains__(self, word: object) -> bool:
        """True when the word is in the lexicon."""
        return word in self.rank

    @cached_property
    def rank(self) -> dict[str, int]:
        """Each word's position in frequency order (0 = most frequent)."""
        return {word: i for i, word in enumerate(self.words)}

    def zipf(self, word: str) -> float:
        """The word's zipf frequency, 0.0 when it is not in the lexicon."""
        i = self.rank.get(word)
        return 0.0 if i is None else self.zipfs[i]

    @cached_property
    def by_pattern(self) -> dict[str, array]:
        """Word indices grouped by letter pattern, most frequent first."""
        return self._indices_by(pattern)

    @cached_property
    def by_length(self) -> dict[int, array]:
        """Word indices grouped by length, most frequent first."""
        return self._indices_by(len)

    def _indices_by(self, key: Callable[[str], K]) -> dict[K, array]:
        """Word indices grouped by `key` of the word, most frequent first."""
        groups: dict[K, array] = {}
        for i, word in enumerate(self.words):
            groups.setdefault(key(word), array("I")).append(i)
        return groups

    @cached_property
    def sorted_words(self) -> list[str]:
        """The words in alphabetical order, for prefix search."""
        return sorted(self.words)

    def matching(self, shape: str, min_zipf: float = 0.0) -> list[str]:
        """Words with the same letter pattern as `shape`, most frequent first."""
        found = self.by_pattern.get(pattern(shape), ())
        return [self.words[i] for i in found if self.zipfs[i] >= min_zipf]

    def of_length(self, length: int, min_zipf: float = 0.0) -> list[str]:
        """Words of a length, most frequent first."""
        return [self.words[i] for i in self.by_length.get(length, ()) if self.zipfs[i] >= min_zipf]

    def with_prefix(self, prefix: str) -> list[str]:
        """Words starting with `prefix`, alphabetically."""
        words = self.sorted_words
        start = bisect.bisect_left(words, prefix)
        end = bisect.bisect_left(words, prefix + "\U0010ffff")
        return words[start:end]

    def has_prefix(self, prefix: str) -> bool:
        """True when some word starts with `prefix`."""
        words = self.sorted_words
        i = bisect.bisect_left(words, prefix)
        return i < len(words) and words[i].startswith(prefix)

    def common(self, min_zipf: float) -> Sequence[str]:
        """The words at least this frequent, most frequent first."""
        end = bisect.bisect_right(self.zipfs, -min_zipf, key=lambda z: -z)
        return self.words[:end]


def build(language: str = "en") -> Lexicon:
    """Build a lexicon from wordfreq's large list (slow: use `load`)."""
    import wordfreq

    if language not in ALPHABETS:
        raise ValueError(f"no lexicon for language {language!r} (have: {', '.join(ALPHABETS)})")
    letters = set(ALPHABETS[language])
    frequencies = wordfreq.get_frequency_dict(language, wordlist="large")
    best: dict[str, float] = {}
    for word, frequency in frequencies.items():
        upper = word.upper()
        if upper and set(upper) <= letters and upper not in best:
            best[upper] = frequency
    ordered = sorted(best.items(), key=lambda item: (-item[1], item[0]))
    zipfs = array("f", (round(math.log10(f * 1e9), 2) for _, f in ordered))
    return Lexicon(language, tuple(w for w, _ in ordered), zipfs)


def _cache_path(language: str) -> Path:
    """The cache file for a language, keyed by wordfreq's version and ours."""
    from importlib.metadata import version

    return cache_dir() / f"lexicon-{language}-v{CACHE_VERSION}-wordfreq{version('wordfreq')}.pickle"


def _cached(path: Path, language: str) -> Lexicon | None:
    """The lexicon in a cache file; None when there is none or it is broken in any way."""
    try:
        with path.open("rb") as handle:
            language_, words, zipfs, patterns = pickle.load(handle)
    except Exception:  # a damaged pickle can raise almost anything (ImportError, MemoryError ...)
        return None
    if language_ != language or not isinstance(words, tuple) or not isinstance(zipfs, array) \
            or len(words) != len(zipfs) or not isinstance(patterns, dict):
        return None
    lexicon = Lexicon(language, words, zipfs)
    lexicon.__dict__["by_pattern"] = patterns
    return lexicon


def load(language: str = "en") -> Lexicon:
    """The lexicon from the disk cache, built and cached on first use."""
    path = _cache_path(language)
    cached = _cached(path, language)
    if cached is not None:
        return cached
    lexicon = build(language)
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        partial = path.with_suffix(f".{os.getpid()}.tmp")
        with partial.open("wb") as handle:
            pickle.dump((lexicon.language, lexicon.words, lexicon.zipfs, lexicon.by_pattern), handle, protocol=5)
        partial.replace(path)
    except OSError:
        pass  # a read-only cache folder only costs the rebuild next time
    return lexicon


_shared: dict[str, Lexicon] = {}
_lock = threading.Lock()


def shared(language: str = "en") -> Lexicon:
    """The one lexicon of a language for this process, loaded on first call."""
    with _lock:
        if language not in _shared:
            _shared[language] = load(language)
        return _shared[language]
