"""Ranking: how much a candidate answer is worth, from its wordplay, definition and frequency."""

from __future__ import annotations

from solvers.cryptic.derivation import Derivation

UNCONFIRMED = 0.12
LONGER_UNCONFIRMED = 0.9
SHORT_DEFINITION = 2
GLOSS = 0.35
NEAR = 0.25
NEAR_BY_HEAD = 0.2
LOOSE = 0.5
KIND = 0.45
KIND_OF_THE_NOUN = 0.35
BARE = {"synonym": 0.35, "abbreviation": 0.35, "loose": 0.1, "kind": 0.1}
DOUBLE = 0.3
ALONE = 0.006
WHOLE_CLUE = 0.02
UNLISTED = 0.5
BROAD_KINDS = 30
BROAD = 0.3
RARE_ZIPF = 1.5
COMMON_ZIPF = 4.0
BEYOND_COMMON = 0.01


def familiarity(zipf: float) -> float:
    """0.2 for a rare word, rising to 1 for a common one, and a little beyond for the
    commonest (which only breaks ties: AT THE END before AT THE DEN)."""
    share = (min(max(zipf, RARE_ZIPF), COMMON_ZIPF) - RARE_ZIPF) / (COMMON_ZIPF - RARE_ZIPF)
    return 0.2 + 0.8 * share + BEYOND_COMMON * max(zipf - COMMON_ZIPF, 0.0)


def unconfirmed(words: int) -> float:
    """A definition no thesaurus confirms: less the longer it is past SHORT_DEFINITION words,
    since a definition is seldom long, and a long unconfirmed one is mostly the rest of the
    clue left over ("jewelry framing each damsel's face")."""
    return UNCONFIRMED * LONGER_UNCONFIRMED ** max(0, words - SHORT_DEFINITION)


def standing(listed: bool) -> float:
    """How an answer the thesaurus does not know counts against one it does: the word list
    alone also holds misspellings, split words and names (ENGERY, THUNG, THORNE)."""
    return 1.0 if listed else UNLISTED


def breadth(kinds: int) -> float:
    """How an answer counts for how broad a class it names: one with BROAD_KINDS or more kinds
    that have kinds of their own (PERSON, CHANGE, STATE) is reached from so many words, by
    climbing from any of them, that it is seldom what a clue means."""
    return BROAD if broad(kinds) else 1.0


def broad(kinds: int) -> bool:
    """True for a class with BROAD_KINDS or more kinds that have kinds of their own."""
    return kinds >= BROAD_KINDS


def gloss_weight(shared: int, words: int) -> float:
    """A definition met through glosses: more for more shared words, less for a longer definition,
    whose many words meet some gloss by chance (the square root of the share of its words met)."""
    return min(GLOSS + 0.15 * (shared - 1), 0.65) * (shared / max(words, shared)) ** 0.5


LETTER_EXACT = frozenset({"anagram", "hidden", "initials", "finals", "alternation", "head", "tail",
                          "middle", "edges", "reversal", "charade", "literal"})
UNCONFIRMED_EXACT = 0.3
STRONG = 0.45
LONGEST_LOOSE_DEFINITION = 5


def letter_exact(wordplay: Derivation) -> bool:
    """True when the wordplay takes every letter from the clue's own words (no synonyms):
    a real word coming out of that by chance is rare, so the definition matters less."""
    operations = wordplay.operations
    return operations <= LETTER_EXACT and bool(operations - {"charade", "literal", "reversal"})


def strong_exact(wordplay: Derivation) -> bool:
    """True for strong wordplay that takes every letter from the clue's own words."""
    return wordplay.weight >= STRONG and letter_exact(wordplay)


def meaning(wordplay: Derivation, definition: Derivation) -> float:
    """How much the definition's match counts: an unconfirmed one counts more after strong exact wordplay,
    and a confirmed one never less than that."""
    return max(definition.weight, UNCONFIRMED_EXACT) if strong_exact(wordplay) else definition.weight


def prior(wordplay: Derivation, definition: Derivation, zipf: float) -> float:
    """How much the answer's frequency counts: less after strong exact wordplay that a definition
    confirms, which leaves so few answers that a rare one is still likely (GIVE GEAR)."""
    common = familiarity(zipf)
    strong = strong_exact(wordplay)
    return common ** 0.5 if strong and definition.operation != "unconfirmed" else common


def weigh(wordplay: Derivation, definition: Derivation, zipf: float) -> float:
    """A split's worth: wordplay plausibility, times the definition's, times familiarity
    (and much less when the wordplay is a bare synonym or abbreviation: a definition twice,
    not wordplay; least when that synonym is only a looser thesaurus link)."""
    bare = BARE.get(wordplay.operation, 1.0)
    return wordplay.weight * meaning(wordplay, definition) * prior(wordplay, definition, zipf) * bare


def weigh_double(first: Derivation, second: Derivation, zipf: float) -> float:
    """A double definition's worth: both definitions' matches (each counted twice, since
    with no wordplay each half must define the answer on its own), and familiarity."""
    return DOUBLE * (first.weight * second.weight) ** 2 * familiarity(zipf)


def weigh_alone(definition: Derivation, zipf: float, whole: bool) -> float:
    """A definition without wordplay: a guess, worth a little more when it is the whole clue."""
    return (WHOLE_CLUE if whole else ALONE) * definition.weight * familiarity(zipf)
