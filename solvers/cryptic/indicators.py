"""Indicator phrases: which clue words signal which operation, and how strongly.

Lists live in data/indicators/<operation>.txt, one phrase a line (see SOURCES.md); a
one-word indicator's other forms (wasted -> waste, wasting) count too, a little less, and
so does an anagram indicator with "re" in front when no list has that word already
(structured -> restructured: doing a change again is a change too; returning stays a
reversal). A place word and a deletion word together take that letter off: "initially
lost" and "missing at first" behead, "finally dropped" curtails.
A word that picks letters out by place keeps its meaning with a link word after it
("starts to", "foremost of", "heading for").
A word no list has indicates an operation, more weakly, when it shares a verb, adjective
or adverb sense with at least two listed one-word indicators of that operation
("squirming": writhe, wriggle; "avoided": miss, escape): setters pick indicators for
their meaning.
Besides the operations of `workbench.models.cryptic.OPERATIONS`, `filler` lists link
words between definition and wordplay, and `juxtapose` / `juxtapose_reversed` the words
that join charade parts ("A before B", "A after B").
"""

from __future__ import annotations

from collections import defaultdict
from functools import cache
from itertools import product

from solvers.cryptic import inflection, thesaurus
from solvers.cryptic.data_files import DATA, lines
from solvers.cryptic.stems import STOP_WORDS
from workbench import lexicon

CURATED_WEIGHT = 0.9
GATHERED_WEIGHT = 0.75
GATHERED = {"anagram", "insert", "contain", "reversal", "initials", "head", "tail"}
OTHER_FORM = 0.9
SHORTEST_INFLECTED = 5
SHORTEST_AGAIN = 4
COMPOSED = (("initials", "behead"), ("finals", "curtail"))
COMPOSED_WEIGHT = 0.8
COMMON_FORM = 2.5
BY_SYNONYM = 0.7
SYNONYMS_NEEDED = 2
SHORTEST_BY_SYNONYM = 4
PLACES = frozenset({"initials", "finals", "head", "tail", "middle", "edges", "alternation", "hidden"})
BY_SYNONYM_OPERATIONS = frozenset({"anagram", "reversal", "deletion", "behead", "curtail", "homophone"}) | PLACES
TRAILING_LINKS = frozenset({"of", "to", "for", "in"})
WEAK_WORDS = {"in", "of", "on", "about", "from", "with", "a", "at", "by", "to", "is", "for", "and", "the", "some"}


@cache
def table() -> dict[str, dict[str, float]]:
    """Phrase -> {operation: weight}."""
    found: dict[str, dict[str, float]] = defaultdict(dict)
    for path in sorted((DATA / "indicators").glob("*.txt")):
        operation = path.stem
        base = GATHERED_WEIGHT if operation in GATHERED else CURATED_WEIGHT
        for phrase in lines(f"indicators/{path.name}"):
            phrase = " ".join(phrase.lower().split())
            found[phrase][operation] = base * (0.6 if phrase in WEAK_WORDS else 1.0)
    for phrase, operations in list(found.items()):
        for form in other_forms(phrase):
            for operation, weight in operations.items():
                found[form].setdefault(operation, weight * OTHER_FORM)
    for position, operation in COMPOSED:
        for where, deletion in product(lines(f"indicators/{position}.txt"), lines("indicators/deletion.txt")):
            for phrase in (f"{where} {deletion}", f"{deletion} {where}"):
                found[phrase].setdefault(operation, CURATED_WEIGHT * COMPOSED_WEIGHT)
    for phrase, operations in list(found.items()):
        if "anagram" in operations and again(phrase) and again(phrase) not in found:
            found[again(phrase)]["anagram"] = operations["anagram"] * OTHER_FORM
    return dict(found)


def again(word: str) -> str:
    """The word with "re" in front when the lexicon knows that well (built -> rebuilt), else ""."""
    if " " in word or len(word) < SHORTEST_AGAIN:
        return ""
    prefixed = "re" + word
    return prefixed if lexicon.shared("en").zipf(prefixed.upper()) >= COMMON_FORM else ""


def other_forms(word: str) -> set[str]:
    """The other regular forms of a one-word indicator that the lexicon knows well
    (wasted -> waste, wastes, wasting): they indicate the same operation. Irregular
    forms are left out: "drunk" indicates an anagram, "drink" does not."""
    if " " in word or len(word) < SHORTEST_INFLECTED:
        return set()
    known = lexicon.shared("en")
    forms: set[str] = set()
    for base, _ in inflection.bases(word, regular=True):
        if known.zipf(base.upper()) >= COMMON_FORM:
            forms.add(base)
            forms.update(form for kind in ("s", "ed", "ing") for form in inflection.inflected(base, kind, regular=True)
                         if known.zipf(form.upper()) >= COMMON_FORM)
    return forms - {word}


def operations(phrase: str) -> dict[str, float]:
    """The operations a phrase can indicate, with weights; empty when none."""
    return table().get(phrase) or derived(phrase)


@cache
def derived(phrase: str) -> dict[str, float]:
    """The operations an unlisted phrase indicates through its meaning: a word by its
    synonyms, a place word and a deletion word together by composition."""
    words = phrase.split()
    if len(words) == 1:
        return by_synonym(phrase)
    if len(words) != 2:
        return {}
    found: dict[str, float] = {}
    if words[1] in TRAILING_LINKS:
        found.update({operation: weight * OTHER_FORM for operation, weight in operations(words[0]).items()
                      if operation in PLACES})
    for position, operation in COMPOSED:
        for where, deletion in (words, words[::-1]):
            weight = by_synonym(deletion).get("deletion", 0.0)
            if weight and where in places(position):
                found[operation] = max(found.get(operation, 0.0), weight * COMPOSED_WEIGHT)
    return found


@cache
def places(position: str) -> frozenset[str]:
    """The words of a place list (initials, finals)."""
    return frozenset(" ".join(line.lower().split()) for line in lines(f"indicators/{position}.txt"))


@cache
def by_synonym(word: str) -> dict[str, float]:
    """The operations of the listed one-word indicators the thesaurus relates to an unlisted
    word, when at least SYNONYMS_NEEDED of them agree; weaker than theirs."""
    if word in table() or word in STOP_WORDS or len(word) < SHORTEST_BY_SYNONYM:
        return {}
    agreeing: dict[str, list[float]] = defaultdict(list)
    listed = table()
    for other in thesaurus.close_to(word):
        for operation, weight in listed.get(other, {}).items():
            if " " not in other and operation in BY_SYNONYM_OPERATIONS:
                agreeing[operation].append(weight)
    return {operation: max(weights) * BY_SYNONYM for operation, weights in agreeing.items()
            if len(weights) >= SYNONYMS_NEEDED}
