"""Answers: the words and phrases that fit an enumeration, and the readings that spell them.

Glossary:
    shape     the answer's word lengths, (6,) or (3, 4).
    pool      every candidate answer of a shape: lexicon words and the -s forms of WordNet's
              nouns and verbs for one word; for several, thesaurus phrases, their inflected
              forms and Moby's phrases (phrase_forms); letters only, upper case.
    rare word a word of SCOWL's that the lexicon lacks (rare_words): an answer only of a wordplay
              that takes every letter from the clue (spelled_exactly).
    template  a reading with anagram blocks (lower case runs) still unordered.
    phrase anagram  common words of the shape's lengths that together use a block's
              letters exactly: multi-word answers the thesaurus does not list.
"""

from __future__ import annotations

import re
from array import array
from collections import defaultdict
from collections.abc import Iterable
from dataclasses import dataclass
from functools import cache, reduce
from operator import and_

from solvers.cryptic import inflection, moby, phrase_forms, rare_words, thesaurus
from solvers.cryptic.memo import per_phrase
from workbench import lexicon
from workbench.models.cryptic import letters_of
from workbench.phrases import english_phrases

Shape = tuple[int, ...]
BLOCK = re.compile(r"[a-z]+")
PHRASE_WORD_ZIPF = 3.0
SELF_VOUCHING_ZIPF = 3.5
CLOSED_UP_ZIPF = 3.0
SINGLE_LETTER_WORDS = ("A", "I")
VOWELS = frozenset("AEIOUY")
ENDINGS = frozenset({"ED", "ER", "ES", "EST", "ING", "LY"})
PHRASE_ANAGRAMS = 12
PHRASE_SEARCH = 5000
PHRASE_FLOORS = (5.5, 5.0, 4.5, 4.0, 3.5, PHRASE_WORD_ZIPF)
FUNCTION_WORD_ZIPF = 5.3
LEANING_WORDS = frozenset({"A", "AN", "THE", "OF", "AND", "OR", "MY", "YOUR", "HIS", "HER", "ITS", "OUR", "THEIR"})
FRAGMENT_ZIPF = 2.0
PHRASE_BONUS_WEIGHT = 0.5
PHRASE_BONUS_BOUND = 2.0
PRIMES = (2, 3, 5, 7, 11, 13, 17, 19, 23, 29, 31, 37, 41, 43, 47, 53, 59, 61, 67, 71, 73, 79, 83, 89, 97, 101)


def shape_of(phrase: str) -> Shape:
    """The word lengths of a phrase (letters only)."""
    lengths = (sum(ch.isalpha() for ch in word) for word in phrase.replace("-", " ").split())
    return tuple(n for n in lengths if n)


@dataclass(frozen=True)
class Pool:
    """The answers of one shape, indexed by letter at each place (a bitset of answer numbers) and by
    sorted letters."""

    answers: list[str]
    frequency: dict[str, float]
    at: dict[tuple[int, str], int]
    by_letters: dict[str, list[int]]

    def spelled_by(self, reading: str) -> list[str]:
        """The answers a reading can spell, most frequent first."""
        if reading.isupper():
            return [reading] if reading in self.frequency else []
        fixed = [(i, ch) for i, ch in enumerate(reading) if ch.isupper()]
        if not fixed:
            found = self.by_letters.get(reading.upper(), [])
        else:
            found = members(reduce(and_, (self.at.get(place, 0) for place in fixed)))
        blocks = [(m.start(), m.end(), m.group().upper()) for m in BLOCK.finditer(reading)]
        return [
            self.answers[i] for i in found
            if all("".join(sorted(self.answers[i][s:e])) == letters for s, e, letters in blocks)
        ]


def members(bits: int) -> list[int]:
    """The numbers whose bits are set, smallest first."""
    digits = format(bits, "b")
    top = len(digits) - 1
    found = []
    at = digits.rfind("1")
    while at >= 0:
        found.append(top - at)
        at = digits.rfind("1", 0, at)
    return found


def bitsets(numbered: dict[tuple[int, str], list[int]], count: int) -> dict[tuple[int, str], int]:
    """Each key's numbers as one integer with those bits set."""
    found = {}
    for key, numbers in numbered.items():
        bits = bytearray((count + 7) // 8)
        for number in numbers:
            bits[number >> 3] |= 1 << (number & 7)
        found[key] = int.from_bytes(bits, "little")
    return found


@cache
def phrases_by_shape() -> dict[Shape, list[str]]:
    """The thesaurus's phrases grouped by shape."""
    return grouped_by_shape(thesaurus.phrases())


@cache
def forms_by_shape() -> dict[Shape, list[str]]:
    """The phrase forms beyond the thesaurus's lemmas, grouped by shape (all of several words)."""
    return grouped_by_shape(phrase_forms.extra_phrases())


def grouped_by_shape(phrases: Iterable[str]) -> dict[Shape, list[str]]:
    """Phrases grouped by shape, in the order given."""
    grouped: dict[Shape, list[str]] = defaultdict(list)
    for phrase in phrases:
        grouped[shape_of(phrase)].append(phrase)
    return dict(grouped)


@cache
def s_forms() -> dict[int, list[str]]:
    """The -s forms of WordNet's one-word nouns and verbs (plurals, third persons), by length:
    the word list lacks many of them (BERYLS, TARPONS, UNBURDENS). A word that is itself the -s
    form of another gets none (no GLASSESES), and an irregular form replaces the regular guess."""
    graph = thesaurus.wordnet()
    found: dict[int, list[str]] = defaultdict(list)
    for phrase, synsets in graph.index.items():
        if not phrase.isalpha() or all(thesaurus.is_adjective_or_adverb(synset) for synset in synsets):
            continue
        if any(kind == "s" and base in graph.index for base, kind in inflection.bases(phrase)):
            continue
        for form in inflection.preferred(phrase, "s"):
            found[len(form)].append(form.upper())
    return dict(found)


@cache
def pool(shape: Shape) -> Pool:
    """The answers of a shape (built once per shape)."""
    words = lexicon.shared("en")
    frequency: dict[str, float] = {}
    if len(shape) == 1:
        for word in words.of_length(shape[0]):
            frequency[word] = words.zipf(word)
        for word in s_forms().get(shape[0], ()):
            frequency.setdefault(word, 0.0)
    forms = forms_by_shape().get(shape, []) if len(shape) > 1 else []
    for phrase in [*phrases_by_shape().get(shape, ()), *forms]:
        letters = letters_of(phrase)
        parts = [words.zipf(w.upper()) for w in re.split(r"[ \-]", phrase) if w]
        frequency.setdefault(letters, max(min(parts), 1.5) if len(shape) > 1 else words.zipf(letters))
    answers = list(frequency)
    at: dict[tuple[int, str], list[int]] = defaultdict(list)
    by_letters: dict[str, list[int]] = defaultdict(list)
    for i, answer in enumerate(answers):
        for place, letter in enumerate(answer):
            at[(place, letter)].append(i)
        by_letters["".join(sorted(answer))].append(i)
    return Pool(answers, frequency, bitsets(at, len(answers)), dict(by_letters))


@dataclass(frozen=True)
class Fragments:
    """Runs of letters held by their hashes in an open-addressing table of at least twice their
    number (an empty slot holds 0): a quarter of the memory of a set of strings, nearly as quick. Two
    runs that hash alike by chance only keep a reading that the set would have let go."""

    slots: array

    @classmethod
    def of(cls, runs: Iterable[str]) -> Fragments:
        """The table of these runs."""
        hashes = {slot_hash(run) for run in runs}
        slots = array("q", bytes(8 << (2 * len(hashes)).bit_length()))
        mask = len(slots) - 1
        for wanted in hashes:
            at = wanted & mask
            while slots[at]:
                at = (at + 1) & mask
            slots[at] = wanted
        return cls(slots)

    def __contains__(self, letters: str) -> bool:
        """True when the run is one of them."""
        wanted = slot_hash(letters)
        mask = len(self.slots) - 1
        at = wanted & mask
        while held := self.slots[at]:
            if held == wanted:
                return True
            at = (at + 1) & mask
        return False


def slot_hash(run: str) -> int:
    """A run's hash, never the 0 that marks an empty slot."""
    return hash(run) or 1


@cache
def fragments(size: int) -> Fragments:
    """Every run of two or more letters inside a one-word answer of this many letters that is
    not rare (zipf >= FRAGMENT_ZIPF: all answers would take three times the memory)."""
    found = pool((size,))
    kept = [a for a in found.answers if found.frequency[a] >= FRAGMENT_ZIPF]
    return Fragments.of(answer[start:end] for answer in kept for start in range(size - 1) for end in range(start + 2, size + 1))


def inside_an_answer(letters: str, shape: Shape) -> bool:
    """True when ordered letters occur in some answer of the shape, either way round (always
    for a phrase, whose answers are not all listed, and for a single letter)."""
    if len(shape) > 1 or len(letters) < 2:
        return True
    found = fragments(shape[0])
    return letters in found or letters[::-1] in found


def spelled_by(reading: str, shape: Shape) -> list[str]:
    """The answers of `shape` that `reading` spells (a template may spell several)."""
    found = spelled_as_listed(reading, shape)
    if found or len(shape) == 1 or len(reading) != sum(shape):
        return found
    if reading.isupper():
        return [reading] if plausible_phrase(reading, shape) else []
    return list(phrase_anagrams(reading.upper(), shape)) if reading.islower() else []


def spelled_as_listed(reading: str, shape: Shape) -> list[str]:
    """The answers of `shape` that a looked-up reading spells: for several words, only a phrase the
    pool holds (the synonym LABORING is no LA BORING)."""
    return pool(shape).spelled_by(reading) if len(reading) == sum(shape) else []


def spelled_exactly(reading: str, shape: Shape) -> list[str]:
    """The answers of `shape` that a reading of the clue's own letters spells, rare words too
    (a one-word shape's): a real word does not come out of a wordplay that exact by chance."""
    found = spelled_by(reading, shape)
    if len(shape) == 1 and len(reading) == shape[0]:
        found += [word for word in rare_words.spelled_by(reading) if word not in found]
    return found


@per_phrase
def common_word(piece: str) -> bool:
    """True when a piece is common enough to stand as one word of a phrase (A or I alone; of two
    letters, one with a vowel or Y, not an abbreviation like RD), and, longer than two letters, a
    function word or a word the thesaurus knows (not ING)."""
    if len(piece) == 1:
        return piece in SINGLE_LETTER_WORDS
    if len(piece) == 2 and not set(piece) & VOWELS:
        return False
    zipf = lexicon.shared("en").zipf(piece)
    if zipf < PHRASE_WORD_ZIPF + (len(piece) == 2):
        return False
    return len(piece) == 2 or zipf >= FUNCTION_WORD_ZIPF or thesaurus.knows(piece.lower())


def plausible_phrase(letters: str, shape: Shape) -> bool:
    """True when letters cut into the shape's words give common words, and closed up they
    are not a common word themselves (TRANS PLANT, RETRO GRADE: one word cut in two), nor a
    word at all when the last piece is an ending (HOWL ER, THROW ED)."""
    zipf = lexicon.shared("en").zipf(letters)
    cut = pieces(letters, shape)
    if zipf >= CLOSED_UP_ZIPF or (zipf > 0 and cut[-1] in ENDINGS):
        return False
    return all(common_word(piece) for piece in cut)


def signature(letters: str) -> int:
    """A number whose divisors are the signatures of the letters' sub-multisets."""
    product = 1
    for letter in letters:
        product *= PRIMES[ord(letter) - ord("A")]
    return product


@cache
def phrase_words(length: int) -> tuple[tuple[str, int, float], ...]:
    """Words that may stand in a phrase anagram, with their signatures and zipfs, commonest first:
    a lone A or I, function words (the commonest words), and longer common words the thesaurus knows."""
    words = lexicon.shared("en")
    if length == 1:
        return tuple((w, signature(w), words.zipf(w)) for w in SINGLE_LETTER_WORDS)
    found = [w for w in words.of_length(length, min_zipf=PHRASE_WORD_ZIPF)
             if words.zipf(w) >= FUNCTION_WORD_ZIPF or (length > 2 and thesaurus.knows(w.lower()))]
    return tuple((w, signature(w), words.zipf(w)) for w in found)


def well_ordered(words: tuple[str, ...]) -> bool:
    """False when a word that needs a word after it (THE, OF, AND) ends the phrase or is
    followed by another such word: AT END THE, THE A DEGREE."""
    leaning = [word in LEANING_WORDS for word in words] + [True]
    return not any(leaning[i] and leaning[i + 1] for i in range(len(words)))


@per_phrase
def phrase_anagrams(letters: str, shape: Shape) -> tuple[str, ...]:
    """The PHRASE_ANAGRAMS best phrases of common words in the shape that use exactly these letters:
    those whose rarest word is commonest, moved by how often the words go together (I DARE SAY).
    The words are sought from common to rarer (PHRASE_FLOORS), the longest first and the shortest
    looked up by the letters left, until no rarer phrase could rank among the best; the search
    stops after PHRASE_SEARCH partial phrases, so that a long enumeration stays quick."""
    whole = signature(letters)
    order = sorted(range(len(shape)), key=lambda place: (-shape[place], place))
    scored: dict[str, float] = {}
    budget = [PHRASE_SEARCH]
    dividing = {length: [(w, mark, zipf) for w, mark, zipf in phrase_words(length) if whole % mark == 0] for length in set(shape)}
    for floor in PHRASE_FLOORS:
        fitting = {length: [entry for entry in entries if entry[2] >= floor] for length, entries in dividing.items()}
        closing: dict[int, list[tuple[str, float]]] = defaultdict(list)
        for word, mark, zipf in fitting[shape[order[-1]]]:
            closing[mark].append((word, zipf))

        def extend(chosen: dict[int, tuple[str, float]], left: int) -> None:
            """Fill the next place the letters left allow, the last by look-up, and score whole phrases."""
            budget[0] -= 1
            place = order[len(chosen)]
            if len(chosen) == len(shape) - 1:
                for word, zipf in closing.get(left, ()):
                    phrase = tuple(word if at == place else chosen[at][0] for at in range(len(shape)))
                    if well_ordered(phrase):
                        rarest = min([zipf, *(z for _, z in chosen.values())])
                        scored.setdefault("".join(phrase), moved_by_bonus(rarest, english_phrases().phrase_bonus(list(phrase))))
                return
            for word, mark, zipf in fitting[shape[place]]:
                if budget[0] <= 0:
                    return
                if left % mark == 0:
                    extend({**chosen, place: (word, zipf)}, left // mark)

        extend({}, whole)
        best_possible_below = floor + PHRASE_BONUS_WEIGHT * PHRASE_BONUS_BOUND
        if budget[0] <= 0 or sum(score >= best_possible_below for score in scored.values()) >= PHRASE_ANAGRAMS:
            break
    return tuple(sorted(scored, key=lambda phrase: -scored[phrase])[:PHRASE_ANAGRAMS])


def pieces(letters: str, shape: Shape) -> list[str]:
    """Letters cut into the shape's words."""
    cut, at = [], 0
    for length in shape:
        cut.append(letters[at:at + length])
        at += length
    return cut


def listed(answer: str, shape: Shape = ()) -> bool:
    """True when the thesaurus knows the answer (as a phrase, a phrase with its first or last word
    inflected, a word, or for one word an inflected word or a plural in -men), Moby knows the phrase
    (RAISE CAIN), or the word is common enough to vouch for itself (AGAINST, AMID). A phrase's
    letters closed up are no inflected word: PAN TRIED is not "pantry" + "-ed"."""
    word = answer.lower()
    if len(shape) > 1:
        known = (word in thesaurus.wordnet().index or " ".join(pieces(answer, shape)) in moby.phrases()
                 or inflected_phrase(pieces(word, shape)))
    else:
        singular = inflection.singular_in_men(word)
        known = thesaurus.knows(word) or bool(singular and thesaurus.knows(singular))
    return known or answer in thesaurus.phrases_by_letters() or lexicon.shared("en").zipf(answer) >= SELF_VOUCHING_ZIPF


def inflected_phrase(words: list[str]) -> bool:
    """True when WordNet lists the phrase with its first or its last word in its base form
    (toned up: tone up; greenhouse gases: greenhouse gas)."""
    index = thesaurus.wordnet().index
    at_either_end = ((words[0], "{} " + " ".join(words[1:])), (words[-1], " ".join(words[:-1]) + " {}"))
    return any(phrase.format(base) in index for word, phrase in at_either_end for base, _ in inflection.bases(word))


def phrase_frequency(answer: str, shape: Shape) -> float:
    """How common an answer is (zipf); a phrase's moved by its phrase bonus (moved_by_bonus)."""
    zipf = frequency(answer, shape)
    if len(shape) == 1 or not zipf:
        return zipf
    return moved_by_bonus(zipf, phrase_bonus(answer, shape))


@per_phrase
def phrase_bonus(answer: str, shape: Shape) -> float:
    """How much the trigram model says an answer's words go together, unbounded: 0 for one word
    (kept, as the ranker asks for it again beside the answer's phrase_frequency)."""
    return english_phrases().phrase_bonus(pieces(answer, shape)) if len(shape) > 1 else 0.0


def moved_by_bonus(zipf: float, bonus: float) -> float:
    """A zipf moved by PHRASE_BONUS_WEIGHT times a phrase bonus held within ±PHRASE_BONUS_BOUND."""
    return zipf + PHRASE_BONUS_WEIGHT * max(-PHRASE_BONUS_BOUND, min(PHRASE_BONUS_BOUND, bonus))


def frequency(answer: str, shape: Shape) -> float:
    """How common an answer is (zipf): its own, or its rarest word's; 0 when unknown."""
    known = pool(shape).frequency.get(answer)
    if known is not None:
        return known
    if len(shape) == 1:
        return 0.0
    words = lexicon.shared("en")
    return min(words.zipf(piece) for piece in pieces(answer, shape))
