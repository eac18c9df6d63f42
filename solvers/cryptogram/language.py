"""English as a cryptogram solver needs it: word costs, contractions, letter n-grams.

Glossary:
    cost       -log10 of a word's probability in running text (THE ~ 1.3, a rare word ~ 8).
    quadgram   four letters in a row; `joint` scores them with no word breaks (for
               patristocrats), `spaced` scores them with a space as a 27th letter, which
               gives any string, word or not, a log probability (for names and puns);
               its chances after each three letters lean on those after two, and those on
               one, by Witten-Bell interpolation.
    corpus     a long run of words drawn at random by their frequency from the lexicon,
               three spaces apart (so that a word's first letters have a context):
               the n-gram counts come from it, never from any puzzle text.

Everything is built once from the lexicon (wordfreq), then cached on disk beside it.
"""

from __future__ import annotations

import threading
from dataclasses import dataclass
from functools import cached_property

import numpy as np

from workbench import lexicon

LETTERS = "ABCDEFGHIJKLMNOPQRSTUVWXYZ"
SPACE = 26
CORPUS_WORDS = 1_500_000
VOCABULARY = 120_000
MODEL_VERSION = 7
SEGMENT_MIN_ZIPF = 1.5
SEGMENT_LONGEST = 16
STRAY_LETTER_COST = 7.0


@dataclass(frozen=True)
class Language:
    """Word costs and letter quadgram tables for English."""

    words: lexicon.Lexicon
    contractions: dict[str, float]
    joint: np.ndarray
    spaced: np.ndarray
    letter_shares: np.ndarray

    def cost(self, word: str) -> float | None:
        """-log10 P(word), or None when the word is not known."""
        if word in self.contractions:
            return 9.0 - self.contractions[word]
        zipf = self.words.zipf(word)
        return 9.0 - zipf if zipf > 0 else None

    def pieces_cost(self, word: str) -> float | None:
        """What the pieces a word's apostrophes part cost as words (A'PLENTY: A and PLENTY), or
        None unless there are two or more and every one is known."""
        pieces = [self.cost(piece) for piece in word.split("'") if piece]
        return None if len(pieces) < 2 or None in pieces else sum(pieces)

    def spelling_cost(self, word: str) -> float:
        """-log10 P(letters of word | a word starts and ends here), by spaced quadgrams."""
        codes = [SPACE] * 3 + [LETTERS.index(ch) for ch in word if ch in LETTERS] + [SPACE]
        total = 0.0
        for i in range(3, len(codes)):
            a, b, c, d = codes[i - 3:i + 1]
            total += float(self.spaced[((a * 27 + b) * 27 + c) * 27 + d])
        return -total

    @cached_property
    def segment_costs(self) -> dict[str, float]:
        """Word costs for splitting a run of letters into words (rare one-letter words left out)."""
        costs = {}
        for word, zipf in zip(self.words.words, self.words.zipfs):
            if zipf >= SEGMENT_MIN_ZIPF and len(word) <= SEGMENT_LONGEST and (len(word) > 1 or word in "AI"):
                costs[word] = 9.0 - zipf
        return costs

    def segmentation_cost(self, text: str) -> float:
        """-log10 P of the cheapest split of `text` into words; a letter outside any word costs extra."""
        costs = self.segment_costs
        best = [0.0] + [0.0] * len(text)
        for end in range(1, len(text) + 1):
            cheapest = best[end - 1] + STRAY_LETTER_COST
            for start in range(max(0, end - SEGMENT_LONGEST), end):
                cost = costs.get(text[start:end])
                if cost is not None and best[start] + cost < cheapest:
                    cheapest = best[start] + cost
            best[end] = cheapest
        return best[-1]

    @cached_property
    def english_shares(self) -> dict[str, float]:
        """Each letter's share of English running text."""
        return {ch: float(self.letter_shares[i]) for i, ch in enumerate(LETTERS)}


def _corpus(words: lexicon.Lexicon, rng: np.random.Generator) -> str:
    """Words drawn by frequency, three spaces apart."""
    count = min(VOCABULARY, len(words))
    weights = np.power(10.0, np.asarray(words.zipfs[:count], dtype=np.float64))
    drawn = rng.choice(count, size=CORPUS_WORDS, p=weights / weights.sum())
    return "   ".join(words.words[i] for i in drawn)


def _gram_counts(codes: np.ndarray, base: int, order: int) -> np.ndarray:
    """How often each run of `order` symbols occurs, as a table of contexts by next symbol."""
    index = np.zeros(len(codes) - order + 1, dtype=np.int64)
    for shift in range(order):
        index = index * base + codes[shift:len(codes) - order + 1 + shift]
    return np.bincount(index, minlength=base ** order).astype(np.float64).reshape(-1, base)


def _joint_quadgram_logs(codes: np.ndarray, base: int) -> np.ndarray:
    """log10 P(abcd) over `base` symbols, every count raised by a half."""
    counts = _gram_counts(codes, base, 4).reshape(-1) + 0.5
    return np.log10(counts / counts.sum()).astype(np.float32)


def _conditional_quadgram_logs(codes: np.ndarray, base: int) -> np.ndarray:
    """log10 P(d | abc) over `base` symbols, each order interpolated with the one below by
    Witten-Bell: a context seen rarely, or followed by many symbols, leans on the shorter one."""
    unigram = _gram_counts(codes, base, 1) + 0.5
    probabilities = unigram / unigram.sum()
    for order in (2, 3, 4):
        counts = _gram_counts(codes, base, order)
        seen = counts.sum(axis=1, keepdims=True)
        followers = (counts > 0).sum(axis=1, keepdims=True)
        shorter = probabilities[np.arange(len(counts)) % len(probabilities)]
        probabilities = np.where(seen > 0, (counts + followers * shorter) / np.maximum(seen + followers, 1.0), shorter)
    return np.log10(probabilities).reshape(-1).astype(np.float32)


def _contractions() -> dict[str, float]:
    """Words with an apostrophe (DON'T, IT'S) and their zipf frequencies, from wordfreq."""
    import wordfreq

    found: dict[str, float] = {}
    for word, frequency in wordfreq.get_frequency_dict("en", wordlist="large").items():
        upper = word.upper()
        if "'" in upper and set(upper) <= set(LETTERS + "'") and upper not in found:
            found[upper] = round(float(np.log10(frequency * 1e9)), 2)
    return found


def build() -> Language:
    """Build the model from the lexicon (a few seconds)."""
    words = lexicon.shared("en")
    text = _corpus(words, np.random.default_rng(1997))
    raw = np.frombuffer(text.encode("ascii"), dtype=np.uint8).astype(np.int64) - ord("A")
    spaced_codes = np.where(raw < 0, SPACE, raw)
    letters = raw[raw >= 0]
    shares = np.bincount(letters, minlength=26) / len(letters)
    return Language(words, _contractions(), _joint_quadgram_logs(letters, 26),
                    _conditional_quadgram_logs(spaced_codes, 27), shares)


def _cache_file():
    """Where the built tables are kept."""
    from importlib.metadata import version

    return lexicon.cache_dir() / f"cryptogram-language-v{MODEL_VERSION}-wordfreq{version('wordfreq')}.npz"


def load() -> Language:
    """The model from the disk cache, built and cached on first use."""
    path = _cache_file()
    try:
        with np.load(path, allow_pickle=False) as saved:
            names = [str(n) for n in saved["contraction_words"]]
            contractions = dict(zip(names, (float(z) for z in saved["contraction_zipfs"])))
            return Language(lexicon.shared("en"), contractions, saved["joint"], saved["spaced"], saved["shares"])
    except (OSError, KeyError, ValueError):
        pass
    model = build()
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        partial = path.with_name(path.stem + ".partial.npz")
        np.savez(partial, joint=model.joint, spaced=model.spaced, shares=model.letter_shares,
                 contraction_words=np.array(list(model.contractions)),
                 contraction_zipfs=np.array(list(model.contractions.values())))
        partial.replace(path)
    except OSError:
        pass  # a read-only cache folder only costs the rebuild next time
    return model


_shared: list[Language] = []
_lock = threading.Lock()


def english_if_loaded() -> Language | None:
    """The model if this process has it already, without waiting to load it."""
    return _shared[0] if _shared else None


def english() -> Language:
    """The one model for this process."""
    with _lock:
        if not _shared:
            _shared.append(load())
        return _shared[0]
