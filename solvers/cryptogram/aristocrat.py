"""The ranking search for aristocrats: word readings by branch and bound, then scored whole.

Glossary:
    reading     every cipher word read as a dictionary word or declared unknown.
    open letter a cipher letter only unknown words contain: no dictionary word fixed it.
    filling     giving open letters the plain letters that spell the unknown words best.
    board       the letters the session showed when the search started: the person's
                and any earlier solver's. Pinned ones are fixed; the others are where
                the search starts, not rules it must keep.
    incumbent   a reading offered to the search before it starts, a cutoff from the
                outset: the board's own reading when it is complete, the seed's first
                consistent reading from the board's letters (at most SEED_STEPS of its
                steps), and the seed's from the pinned letters alone when they differ.
    stuck       the word search has no reading to beat after the incumbent, or is still
                going after CLIMB_AFTER partial readings: its bound is too weak for the
                text (many short or unlisted words). Then rounds of climbs over letters
                and word breaks (spaced quadgrams), from the best reading so far and from
                random keys, polished by the text's cost, offer their readings to beat.
    neighbours  once the search is over, every reading one letter or one word away from
                the best is costed, and the NEIGHBOURS_RANKED cheapest ranked; when one
                reads better than the best, its own neighbours follow.
    cost        what the text costs read through a key (see textcost).
"""

from __future__ import annotations

import random
from collections.abc import Callable, Mapping
from dataclasses import replace

from solvers.cryptogram.climbsearch import ClimbSearch
from solvers.cryptogram.hillclimb import HillClimber
from solvers.cryptogram.language import Language
from solvers.cryptogram.neighbours import FREQUENCY_ORDER, letter_trials, neighbours
from solvers.cryptogram.ranking import Ranked, merged
from solvers.cryptogram.seed import SeedSolver
from solvers.cryptogram.textcost import TextCost
from solvers.cryptogram.words import decode, dictionary_for
from solvers.cryptogram.wordsearch import Reading, WordSearch, unknown_cost
from solvers.protocol import Budget
from workbench.models.cryptogram import Cryptogram
from workbench.session import SessionView
from workbench.state import State, frozen_map

KEEP = 10
NEIGHBOURS_RANKED = 2 * KEEP
TOP = 3
NODES_PER_STEP = 40
PATIENCE = 400
INCUMBENT_PATIENCE = 12000
SEED_STEPS = 400
CLIMB_AFTER = 2000


class AristocratSearch:
    """Branch and bound over word readings; each complete reading filled and scored whole."""

    def __init__(self, puzzle: Cryptogram, pinned: Mapping[str, str], language: Language,
                 board: Mapping[str, str] | None = None) -> None:
        self.puzzle = puzzle
        self.board = {**(board or {}), **pinned}
        self.language = language
        self.text_cost = TextCost(puzzle, language)
        self.words = self.text_cost.words
        self.search = WordSearch(self.words, dictionary_for(language), pinned, keep=KEEP)
        self.pinned = dict(pinned)
        self.ranking: list[Ranked] = []
        self.improved_at: int | None = None
        self.patience = PATIENCE
        self.seeded = False
        self.climb_search: ClimbSearch | None = None
        self.neighboured: set[str] = set()

    @property
    def searched(self) -> bool:
        """True when no climb is under way and the branch and bound is over, or the TOP readings
        stood for PATIENCE nodes (INCUMBENT_PATIENCE while the incumbent is all there is)."""
        if self.climbing:
            return False
        stood = self.improved_at is not None and self.search.expanded - self.improved_at >= self.patience
        return self.search.finished or stood

    @property
    def finished(self) -> bool:
        """True once the search is over and no neighbour of the best reading reads better."""
        return self.searched and (not self.ranking or self.puzzle.plaintext(self.ranking[0].key) in self.neighboured)

    @property
    def movable(self) -> list[str]:
        """The cipher letters the person did not pin."""
        return [c for c in self.puzzle.symbols if c not in self.pinned]

    @property
    def climbing(self) -> bool:
        """True while the climb started because the word search was stuck is under way (its
        rounds or their polish)."""
        return self.climb_search is not None and not self.climb_search.finished

    @property
    def stuck(self) -> bool:
        """True when the word search, not yet climbed past, has no reading to beat or has run CLIMB_AFTER nodes."""
        return self.climb_search is None and (not self.ranking or self.search.expanded >= CLIMB_AFTER)

    def advance(self) -> tuple[str, list[str]]:
        """The incumbent first; then a climb's step when stuck, else expand nodes until a reading
        completes or a step's worth is done; once the search is over, a round of neighbours."""
        if not self.seeded:
            self.seeded = True
            return self._incumbent()
        if self.searched and self.ranking:
            return self._neighbours()
        if self.stuck and not self.search.finished:
            start = self.ranking[0].key if self.ranking else self.board
            rng = random.Random(self.puzzle.letters)
            climber = HillClimber.over_words(self.puzzle.words, self.pinned, self.language, rng)
            self.climb_search = ClimbSearch(self.puzzle, climber, self.text_cost, "the words the text reads as", start)
        if self.climbing:
            return self._climb()
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
        headline = f"{rule} ({self.search.expanded} partial readings looked at, {self.search.pruned} dropped)"
        return headline, self._best_lines()

    def _climb(self) -> tuple[str, list[str]]:
        """One step of the climb; once it is over, its readings are offered to the word search."""
        headline, lines = self.climb_search.advance()
        if not self.climb_search.finished:
            return f"the word search is stuck, climbing: {headline}", lines
        top = self.ranking[:TOP]
        for ranked in self.climb_search.ranking:
            key = improved(ranked.key, self.movable, self.text_cost)
            if not reads_a_letter_as_itself(key, self.movable):
                self._offer(key, "a climb over letters and word breaks")
        if self.ranking[:TOP] != top:
            self.improved_at = self.search.expanded
            self.patience = self.patience if top else INCUMBENT_PATIENCE
        return f"the climb is over, its readings offered to the word search: {headline}", self._best_lines()

    def _neighbours(self) -> tuple[str, list[str]]:
        """Rank every reading one letter or one word away from the best so far."""
        best = self.ranking[0]
        self.neighboured.add(self.puzzle.plaintext(best.key))
        dictionary = dictionary_for(self.language)
        priced = self.text_cost.priced(best.key)
        wide = self.climb_search is not None
        tried = sorted(((self.text_cost.near(priced, key), key)
                        for key in neighbours(self.words, best.key, self.movable, dictionary, wide)),
                       key=lambda found: found[0])
        for cost, key in tried[:NEIGHBOURS_RANKED]:
            found = Ranked(key, cost, "one letter or one word away from the best reading")
            self.ranking = merged(self.ranking, found, self.puzzle.plaintext)[:KEEP]
        moved = self.ranking[0] is not best
        headline = (f"{len(tried)} readings one letter or one word away from the best ranked"
                    f"{': one reads better, its neighbours next' if moved else ''}")
        return headline, self._best_lines()

    def _best_lines(self) -> list[str]:
        """The TOP readings so far, each with its cost."""
        return [f"{r.cost:7.2f}  {self.puzzle.plaintext(r.key)[:110]}" for r in self.ranking[:TOP]]

    def _incumbent(self) -> tuple[str, list[str]]:
        """Offer the board's reading (when complete) and the seed's first readings as the first cutoffs."""
        said = []
        starts = {"the board's letters": self.board, "the pinned letters" if self.pinned else "scratch": self.pinned}
        if all(s in self.board for s in self.puzzle.symbols):
            self._offer(self.board, "the board's reading")
            said.append(f"the board's reading, cost {self.text_cost(self.board):.1f}")
            del starts["the board's letters"]
        elif self.board == self.pinned:
            del starts["the board's letters"]
        for name, start in starts.items():
            key = self._seed_reading(start)
            if key is None:
                said.append(f"no dictionary reading from {name} after {SEED_STEPS} tries")
            else:
                self._offer(key, f"a first reading from {name}")
                said.append(f"a first reading from {name}, cost {self.text_cost(key):.1f}")
        if self.ranking:
            self.improved_at, self.patience = self.search.expanded, INCUMBENT_PATIENCE
        else:
            said.append("searching all words")
        return "; ".join(said), self._best_lines()

    def _seed_reading(self, start: Mapping[str, str]) -> dict[str, str] | None:
        """The seed's first consistent reading from a key, unless it needs a letter to stand for itself."""
        state = State(letters=frozen_map(start), pins=frozenset(start))
        seed = SeedSolver()
        seed.reset(SessionView(self.puzzle, state))
        found = seed.run(Budget(seconds=float("inf"), steps=SEED_STEPS))
        if found.answer is None:
            return None
        key = dict(found.answer["key"])
        return None if reads_a_letter_as_itself(key, [c for c in key if c not in start]) else key

    def _offer(self, key: Mapping[str, str], note: str) -> None:
        """Count a complete reading found outside the search towards its cutoff, and rank it
        (once: a reading already ranked is not counted again)."""
        text = self.puzzle.plaintext(key)
        if any(self.puzzle.plaintext(r.key) == text for r in self.ranking):
            return
        reading = self.reading_of(key)
        self.search.offer(reading.cost)
        finished = self.finish(reading)
        ranked = replace(finished, note=f"{note}; {finished.note}")
        self.ranking = merged(self.ranking, ranked, self.puzzle.plaintext)[:KEEP]

    def reading_of(self, key: Mapping[str, str]) -> Reading:
        """A complete key as the word search would read and cost it: known words by frequency,
        the others unknown."""
        total, unknown = 0.0, set()
        for i, word in enumerate(self.words):
            known = self.language.cost(decode(word.text, key))
            if known is None:
                total += unknown_cost(word)
                unknown.add(i)
            else:
                total += word.count * known
        return Reading(key, total, frozenset(unknown))

    def finish(self, reading: Reading) -> Ranked:
        """Fill the reading's open letters, then cost the whole text."""
        key = fill(self.puzzle, reading.key, self.text_cost)
        unknown = [w.text for i, w in enumerate(self.words) if i in reading.unknown]
        note = f"unknown words: {', '.join(unknown)}" if unknown else "every word in the dictionary"
        return Ranked(key, self.text_cost(key), note)

    def standing(self, key: Mapping[str, str]) -> float | None:
        """A complete key's cost on the ranking's scale."""
        return self.text_cost(key)


def fill(puzzle: Cryptogram, key: Mapping[str, str], cost: Callable[[Mapping[str, str]], float]) -> dict[str, str]:
    """Give every open letter a free plain letter: by frequency first, then by trial swaps."""
    filled = dict(key)
    open_letters = sorted((c for c in puzzle.symbols if c not in key), key=lambda c: -puzzle.frequencies[c])
    if not open_letters:
        return filled
    free = [p for p in FREQUENCY_ORDER if p not in key.values()]
    filled.update(zip(open_letters, free))
    return improved(filled, open_letters, cost)


def improved(key: Mapping[str, str], movable: list[str], cost: Callable[[Mapping[str, str]], float]) -> dict[str, str]:
    """The key after trying every plain letter on each movable cipher letter in turn (trading
    with its holder when that is movable too), keeping each trial that costs less, until a
    whole pass keeps none. No trial reads a letter as itself, and a letter the key reads as
    itself takes its cheapest trial whatever it costs."""
    better = dict(key)
    best = cost(better)
    changed = True
    while changed:
        changed = False
        for cipher in movable:
            trials = [(cost(trial), trial) for trial in letter_trials(better, cipher, movable)]
            cheapest = min(trials, key=lambda found: found[0], default=None)
            if cheapest is not None and (cheapest[0] < best or better[cipher] == cipher):
                best, better = cheapest
                changed = True
    return better


def reads_a_letter_as_itself(key: Mapping[str, str], letters: list[str]) -> bool:
    """True when the key reads one of the cipher letters as itself (published cryptograms never do)."""
    return any(key[c] == c for c in letters)
