"""The ranking search for aristocrats: word readings by branch and bound, then scored whole.

Glossary:
    reading     every cipher word read as a dictionary word or declared unknown.
    open letter a cipher letter only unknown words contain: no dictionary word fixed it.
    filling     giving open letters the plain letters that spell the unknown words best.
    incumbent   the seed's first consistent reading (at most SEED_STEPS of its steps),
                offered to the search before it starts: a cutoff from the outset.
    cost        of a finished text: each word's -log10 P if known, else OOV_PENALTY plus
                what its spelling costs by letter quadgrams; less, for each pair of
                neighbouring words, PAIR_WEIGHT times their pair bonus.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping

from solvers.cryptogram.language import Language
from solvers.cryptogram.ranking import Ranked, merged
from solvers.cryptogram.seed import SeedSolver
from solvers.cryptogram.words import cipher_words, decode, dictionary_for
from solvers.cryptogram.wordsearch import OOV_PENALTY, Reading, WordSearch
from solvers.protocol import Budget
from workbench.models.cryptogram import Cryptogram
from workbench.session import SessionView
from workbench.state import State, frozen_map

FREQUENCY_ORDER = "ETAOINSHRDLCUMWFGYPBVKJXQZ"
KEEP = 10
TOP = 3
NODES_PER_STEP = 40
PATIENCE = 400
INCUMBENT_PATIENCE = 12000
PAIR_WEIGHT = 1.0
SEED_STEPS = 400


class AristocratSearch:
    """Branch and bound over word readings; each complete reading filled and scored whole."""

    def __init__(self, puzzle: Cryptogram, pinned: Mapping[str, str], language: Language) -> None:
        self.puzzle = puzzle
        self.language = language
        self.words = cipher_words(puzzle)
        self.search = WordSearch(self.words, dictionary_for(language), pinned, keep=KEEP)
        self.pinned = dict(pinned)
        self.ranking: list[Ranked] = []
        self.improved_at: int | None = None
        self.patience = PATIENCE
        self.seeded = False

    @property
    def finished(self) -> bool:
        """True when the branch and bound is over, or the TOP readings stood for PATIENCE nodes
        (INCUMBENT_PATIENCE while the incumbent is all there is)."""
        stood = self.improved_at is not None and self.search.expanded - self.improved_at >= self.patience
        return self.search.finished or stood

    def advance(self) -> tuple[str, list[str]]:
        """The incumbent first; then expand nodes until a reading completes or a step's worth is done."""
        if not self.seeded:
            self.seeded = True
            return self._incumbent()
        rule = "search finished"
        for _ in range(NODES_PER_STEP):
            event = self.search.expand()
            if event is None:
                break
            rule = event.rule
            if event.reading is not None:
                ranking = merged(self.ranking, self.finish(event.reading), self.puzzle.plaintext)[:10]
                if not event.reading.dived and (ranking[:TOP] != self.ranking[:TOP] or self.patience != PATIENCE):
                    self.improved_at, self.patience = self.search.expanded, PATIENCE
                self.ranking = ranking
                break
        lines = [f"{r.cost:7.2f}  {self.puzzle.plaintext(r.key)[:110]}" for r in self.ranking[:3]]
        headline = f"{rule} (nodes {self.search.expanded}, pruned {self.search.pruned})"
        return headline, lines

    def _incumbent(self) -> tuple[str, list[str]]:
        """Run the seed's search briefly; a consistent reading it finds becomes the first cutoff."""
        state = State(letters=frozen_map(self.pinned), pins=frozenset(self.pinned))
        seed = SeedSolver()
        seed.reset(SessionView(self.puzzle, state))
        found = seed.run(Budget(seconds=float("inf"), steps=SEED_STEPS))
        if found.answer is None:
            return f"no incumbent: the seed's search found no reading in {SEED_STEPS} steps", []
        key = found.answer["key"]
        if any(key[c] == c for c in key if c not in self.pinned):
            return "no incumbent: the seed's reading lets a letter stand for itself", []
        cost = sum(w.count * (self.language.cost(decode(w.text, key)) or 0.0) for w in self.words)
        self.search.offer(cost)
        self.ranking = merged(self.ranking, self.finish(Reading(key, cost, frozenset())), self.puzzle.plaintext)
        self.improved_at, self.patience = self.search.expanded, INCUMBENT_PATIENCE
        return f"incumbent: the seed's first consistent reading, cost {cost:.1f}", [self.puzzle.plaintext(key)[:110]]

    def finish(self, reading: Reading) -> Ranked:
        """Fill the reading's open letters, then cost the whole text."""
        key = fill(self.puzzle, reading.key, self.text_cost)
        unknown = [w.text for i, w in enumerate(self.words) if i in reading.unknown]
        note = f"unknown words: {', '.join(unknown)}" if unknown else "every word in the dictionary"
        return Ranked(key, self.text_cost(key), note)

    def text_cost(self, key: Mapping[str, str]) -> float:
        """The cost of the text read through a key."""
        total = 0.0
        for word in self.words:
            plain = decode(word.text, key)
            known = self.language.cost(plain)
            total += word.count * (known if known is not None else OOV_PENALTY + self.language.spelling_cost(plain))
        plain = [decode(word, key) for word in self.puzzle.words]
        return total - PAIR_WEIGHT * sum(self.language.pair_bonus(a, b) for a, b in zip(plain, plain[1:]))


def fill(puzzle: Cryptogram, key: Mapping[str, str], cost: Callable[[Mapping[str, str]], float]) -> dict[str, str]:
    """Give every open letter a free plain letter: by frequency first, then by trial swaps."""
    filled = dict(key)
    open_letters = sorted((c for c in puzzle.symbols if c not in key), key=lambda c: -puzzle.frequencies[c])
    if not open_letters:
        return filled
    free = [p for p in FREQUENCY_ORDER if p not in key.values()]
    filled.update(zip(open_letters, free))
    best = cost(filled)
    for cipher in open_letters:
        for plain in free:
            trial = dict(filled)
            holder = next((c for c, p in filled.items() if p == plain), None)
            if holder is not None:
                if holder not in open_letters:
                    continue
                trial[holder] = filled[cipher]
            trial[cipher] = plain
            trial_cost = cost(trial)
            if trial_cost < best:
                filled, best = trial, trial_cost
    return filled
