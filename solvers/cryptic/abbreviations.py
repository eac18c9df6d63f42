"""Crossword abbreviations: 'meter' -> M, 'about' -> C, CA, RE (package data, see SOURCES.md):
two gathered lists and the conventions they lack (abbreviations_conventions.txt). An adjective
also has the abbreviations of the noun it pertains to ("South African": SA, from South Africa).
A word the lists give in a language ("the (French)": LE, LA) is read as a clue writes it, the
language before or after ("the French", "French sea": MER), after "in" ("the in Italian":
IL) or beside its speaker ("the Parisian": LE), and a language's article is its "the" or its
"a" ("German article": DER, EIN). A phrase with an article in front that the lists lack has
the abbreviations of the rest ("the service": RN, as "service" has; "a road": RD, though not
"a rare", where no noun follows). A word the lists lack has those of its plain form: an adverb
in -ly its adjective's ("quietly": P, as "quiet" has), a plural its singular's ("women": W,
"exercises": PE, "seconds": S), as a symbol stays the same for many. A number written out has
its Roman numeral ("forty": XL, see roman)."""

from __future__ import annotations

import json
import re
from collections import defaultdict
from functools import cache
from itertools import chain

from solvers.cryptic import inflection, pertainyms, roman, thesaurus, wordplay
from solvers.cryptic.data_files import DATA, lines
from solvers.cryptic.stems import DEFINITE, INDEFINITE

LANGUAGES = ("french", "german", "italian", "spanish", "latin", "scottish", "russian", "japanese", "american")
ADVERB_ENDINGS = (("ily", "y"), ("ly", "le"), ("ly", ""))
SHORTEST_PLAIN = 3
IN_A_LANGUAGE = re.compile(rf"(.+) \(({'|'.join(LANGUAGES)})\)")
SPEAKERS = {"french": ("parisian", "frenchman"), "german": ("berliner",), "spanish": ("spaniard",),
            "russian": ("muscovite",), "scottish": ("scot", "glaswegian")}
"""Who speaks a language, as setters name it ("the Parisian": LE; not "Roman", whose "one" is I)."""


@cache
def table() -> dict[str, frozenset[str]]:
    """Phrase (lower case) -> its abbreviations (upper case letters)."""
    found: dict[str, set[str]] = defaultdict(set)
    for phrase, shorts in json.loads((DATA / "abbreviations_deits.json").read_text("utf-8")).items():
        for short in shorts:
            if short.isalpha():
                found[phrase.replace("_", " ").lower()].add(short.upper())
    for line in [*lines("abbreviations_mhl.txt"), *lines("abbreviations_conventions.txt")]:
        short, _, phrase = line.strip().partition(": ")
        phrase = phrase.rstrip(" *+").strip().lower()
        if short.isalpha() and phrase:
            found[phrase].add(short.upper())
    for phrase, shorts in list(found.items()):
        if match := IN_A_LANGUAGE.fullmatch(phrase):
            word, language = match.groups()
            speakers = SPEAKERS.get(language, ())
            beside_speakers = chain.from_iterable((f"{word} {speaker}", f"{speaker} {word}") for speaker in speakers)
            for written in (f"{word} {language}", f"{language} {word}", f"{word} in {language}", *beside_speakers):
                found[written] |= shorts
            if word == DEFINITE or word in INDEFINITE:
                found[f"{language} article"] |= shorts
    for name, symbol in roman.named_numbers().items():
        found[name].add(symbol)
    return {phrase: frozenset(shorts) for phrase, shorts in found.items()}


def abbreviations(phrase: str) -> frozenset[str]:
    """The abbreviations of a phrase and of the nouns it pertains to, empty when it has none; a
    phrase behind an article that the lists lack has those of the rest, and a word they lack those
    of its plain forms."""
    shorts = table()
    rest = behind_an_article(phrase)
    if rest != phrase and phrase not in shorts:
        return abbreviations(rest)
    own = shorts.get(phrase, frozenset()).union(*(shorts.get(noun, ()) for noun in pertainyms.nouns_of(phrase)))
    if own or " " in phrase:
        return own
    return frozenset().union(*(shorts.get(plain, ()) for plain in plain_forms(phrase)))


def shortens(short: str, phrase: str) -> bool:
    """True when a reading's letters come from the phrase in order, its first letter first (R: right,
    PTE: private, RE: religious education); false for a convention (CAT: burglar, O: love, ANN: girl)."""
    letters, short = re.sub(r"[^a-z]", "", phrase.lower()), short.lower()
    remaining = iter(letters)
    return bool(short) and letters[:1] == short[0] and all(letter in remaining for letter in short)


def kind_of_reading(short: str, phrase: str) -> str:
    """What a reading from the lists is called on screen: "abbreviation" when it shortens the phrase,
    else "convention"."""
    return "abbreviation" if shortens(short, phrase) else "convention"


def behind_an_article(phrase: str) -> str:
    """The phrase without "the" in front, or without "a" or "an" in front of a noun ("a road": road;
    "a good" stays, as no noun follows), else the phrase."""
    article, _, rest = phrase.partition(" ")
    if rest and (article == DEFINITE or article in INDEFINITE and not is_one_adjective(rest)):
        return rest
    return phrase


def is_one_adjective(phrase: str) -> bool:
    """True for one word that WordNet has as an adjective ("a good": no noun follows the article)."""
    return " " not in phrase and thesaurus.has_adjective_sense(phrase)


def plain_forms(word: str) -> set[str]:
    """The singular a plural may be (women: woman; exercises: exercise) and, for an adverb in -ly,
    the adjective WordNet has that it may come from (quietly: quiet; gently: gentle; happily: happy;
    not only: on)."""
    found = {base for base, kind in inflection.bases(word) if kind == "s"} | {inflection.singular_in_men(word)}
    if thesaurus.is_adverb(word):
        adjectives = {word[:-len(ending)] + plain for ending, plain in ADVERB_ENDINGS if word.endswith(ending)}
        found |= {adjective for adjective in adjectives
                  if len(adjective) >= SHORTEST_PLAIN and thesaurus.has_adjective_sense(adjective)}
    return found - {word, ""}


def taken_by_deletion(phrase: str) -> list[str]:
    """The abbreviations of a phrase short enough for a deletion to take out, in order."""
    return sorted(short for short in abbreviations(phrase) if len(short) <= wordplay.LONGEST_TAKEN)
