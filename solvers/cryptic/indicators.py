"""Indicator phrases: which clue words signal which operation, and how strongly.

Lists live in data/indicators/<operation>.txt, one phrase a line (see SOURCES.md); a one-word
indicator's other forms (wasted -> waste, wasting) count too, a little less, as does a phrase
without the articles inside it ("on regular basis"), and so does an anagram indicator with "re" in
front when no list has that word already (structured -> restructured: doing a change again is a
change too; returning stays a reversal). A place word and a deletion word or phrase together take
that letter off: "initially lost", "missing at first", "apart from starter" and "beginning to leave"
behead, "finally dropped" curtails, "without limits" trims both ends, "lost head", "not the first"
and "losing its tail" too (an article, a pronoun or a passive "by" between them or not: "abandoned
by leader").
A word that picks letters out by place keeps its meaning with a link word or a word for
pieces after it ("starts to", "foremost of", "heading for", "alternate pieces") and with a
word of taking before or after it ("regularly collected", "needed oddly", "at first used").
A word that puts one part inside another also hides the answer in its fodder ("barn or
mansion" occupied, "Westerners" keeping), a little less surely than a listed hidden-word
phrase; with "by" after it, it reads the other way round ("kept by", "captured by": the
part goes inside what follows). A verb with "up", "over", "back" or "round" after it
turns its fodder round ("set up", "turned over"), more surely when the verb alone reverses.
A verb with "into" after it, or a past participle with "in", puts the part before inside what
follows ("pushed into", "caught in"); another form of a verb with "in" puts what follows inside
the part before ("seals in").
Two anagram indicators together are one ("treated roughly"); the -ly adverb of an anagram
indicator is one too ("unusually", "roughly"). An auxiliary, a copula or a relative in front
keeps an indicator's meaning, a little weaker ("must change", "to be troubled", "getting
lost", "is broken", "that's come up"; a word joining charade parts too: "to support", "is
after"), and so do "when", "if" and "once" ("when damaged")
and "gets" or "goes" ("gets in"), and so does an "'s" after it, possessive or short for
"is" ("Tory leader's": T). A verb of undergoing leads a noun indicator, with or without
its article ("eels suffer regular losses", "undergoing a makeover"), though not a link word,
a particle or an ordinal ("suffering from" and "suffers in" keep their own readings). "after"
in front keeps any meaning but picking letters by place ("after repair" rearranges; "after
start" takes no first letter). A place word keeps its
meaning with "the" in front ("the first of"). A word that says how keeps its meaning inside
"in a ... way", "manner" or "fashion" ("in a different way"), and an anagram word keeps its
meaning after "in a" ("in a spin", "in a stew").
A word no list has indicates an operation, more weakly, when it shares a verb, adjective
or adverb sense with at least two listed one-word indicators of that operation
("squirming": writhe, wriggle; "avoided": miss, escape): setters pick indicators for
their meaning.
A word ending in "-less" that no list has says what its fodder lacks: a deletion takes an
abbreviation of it out ("nameless servant": SERVANT without N; "penniless": P).
Besides the operations of `workbench.models.cryptic.OPERATIONS`, `filler` lists link
words between definition and wordplay, `juxtapose` / `juxtapose_reversed` the words
that join charade parts ("A before B", "A after B"), and `replacing` / `replaced_by` the words
that swap a part of a whole for another ("R for D", "D replaced by R").
"""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Mapping
from functools import cache
from itertools import chain, product

from solvers.cryptic import abbreviations, inflection, thesaurus
from solvers.cryptic.data_files import DATA, lines
from solvers.cryptic.memo import per_phrase
from solvers.cryptic.stems import ARTICLES, DEFINITE, INDEFINITE, STOP_WORDS
from workbench import lexicon

CURATED_WEIGHT = 0.9
GATHERED_WEIGHT = 0.75
GATHERED = {"anagram", "insert", "contain", "reversal", "initials", "head", "tail"}
OTHER_FORM = 0.9
POSSESSIVE = "'s"
MANNER_WORDS = frozenset({"way", "manner", "fashion"})
SHORTEST_INFLECTED = 5
SHORTEST_AGAIN = 4
COMPOSED = (("initials", "behead"), ("finals", "curtail"), ("edges", "trim"), ("alternation", "alternation"))
COMPOSED_WEIGHT = 0.8
COMMON_FORM = 2.5
BY_SYNONYM = 0.7
SYNONYMS_NEEDED = 2
SHORTEST_BY_SYNONYM = 4
PLACES = frozenset({"initials", "finals", "head", "tail", "middle", "edges", "alternation", "hidden"})
LETTER_PLACES = PLACES - {"hidden"}
BY_SYNONYM_OPERATIONS = frozenset({"anagram", "reversal", "deletion", "behead", "curtail", "homophone"}) | PLACES
TRAILING_LINKS = frozenset({"of", "to", "for", "in"})
PIECES = frozenset({"pieces", "bits", "letters", "parts", "characters"})
PUTTING_INSIDE = ("contain", "insert")
HIDING = 0.8
PASSIVE = "by"
AFTER = "after"
TURNING_PARTICLES = frozenset({"up", "over", "back", "round", "around"})
TURNED_BY_PARTICLE = 0.6
AUXILIARIES = frozenset({"to", "must", "could", "can", "may", "might", "will", "would", "should", "being", "getting",
                         "having"})
LEADING_LINKS = frozenset({"is", "are", "was", "were", "that", "which", "that's", "when", "if", "once", "gets", "goes"})
AUXILIARY_VERBS = frozenset({"be", "get", "have", "become"})
UNDERGOING = frozenset({"suffer", "suffers", "suffering", "suffered", "undergo", "undergoes", "undergoing", "underwent",
                        "undergone", "experience", "experiences", "experiencing", "experienced"})
"""Verbs that lead a noun indicator as the fodder's lot ("eels suffer regular losses", "undergoing
a makeover"), as LEADING_LINKS lead any indicator."""
PLACE_WORDS = {
    "behead": frozenset({"head", "top", "start", "starter", "front", "first", "leader", "lead", "opener", "beginning",
                         "initial"}),
    "curtail": frozenset({"end", "tail", "last", "finish", "close", "ending", "conclusion", "extremity"}),
    "hollow": frozenset({"heart", "centre", "center", "middle", "core", "inside", "interior", "contents", "filling"}),
}
ORDINALS = frozenset({"first", "last"})
ONE_PLACE_NOUNS = frozenset(word for word in PLACE_WORDS["behead"] | PLACE_WORDS["curtail"] | {
    "source", "origin", "root", "onset", "outset", "birth", "dawn", "bit", "debut", "bow", "crown", "tip", "trace",
    "introduction", "intro", "foot", "base", "rear", "stern", "heel", "sole", "back", "piece", "part", "character",
    "letter", "headline"}
    if word not in ORDINALS and not word.endswith("ing"))
IN = "in"
INTO = "into"
MOVED_IN = frozenset({INTO, IN})
DETERMINERS = ARTICLES | {"its", "his", "her", "their", "one's"}
JOINING = frozenset({"filler", "juxtapose", "juxtapose_reversed"})
JOINING_VERBS = frozenset({"juxtapose", "juxtapose_reversed"})
TAKING = frozenset({"used", "taken", "collected", "needed", "picked", "chosen", "selected", "seen", "required",
                    "wanted", "employed", "found", "shown", "included", "extracted", "gathered", "drawn", "using",
                    "taking", "needing", "picking", "choosing", "showing", "collecting", "including", "encountered",
                    "identified", "served", "met", "observed", "spotted", "noticed", "noted", "revealed", "visited"})
LACKING_SUFFIX = "less"
SHORTEST_LACKED = 3
WEAK_WORDS = {"in", "of", "on", "about", "from", "with", "a", "at", "by", "to", "is", "for", "and", "the", "some"}
NOT_UNDERGONE = frozenset(WEAK_WORDS) | MOVED_IN | TURNING_PARTICLES | ORDINALS
"""What a verb of undergoing leads no indicator through: a link word, a particle, an ordinal."""


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
        formed = adverb(phrase) if "anagram" in operations else ""
        if formed:
            found[formed].setdefault("anagram", operations["anagram"] * OTHER_FORM)
        bare = without_inner_articles(phrase)
        for operation, weight in operations.items() if bare != phrase else ():
            found[bare].setdefault(operation, weight * OTHER_FORM)
    for position, operation in COMPOSED:
        for where, deletion in product(lines(f"indicators/{position}.txt"), lines("indicators/deletion.txt")):
            for phrase in (f"{where} {deletion}", f"{deletion} {where}"):
                found[phrase].setdefault(operation, CURATED_WEIGHT * COMPOSED_WEIGHT)
    for operations in found.values():
        putting_inside = max((operations.get(o, 0.0) for o in PUTTING_INSIDE), default=0.0)
        if putting_inside:
            operations.setdefault("hidden", putting_inside * HIDING)
    for phrase, operations in list(found.items()):
        for operation, weight in (turned_by_particle(phrase, found) | moved_in(phrase, found)).items():
            operations.setdefault(operation, weight)
        if "anagram" in operations and again(phrase) and again(phrase) not in found:
            found[again(phrase)]["anagram"] = operations["anagram"] * OTHER_FORM
    return dict(found)


def without_inner_articles(phrase: str) -> str:
    """A listed phrase without the articles inside it, as a setter may write it ("on a regular
    basis": on regular basis, "without a head": without head); the phrase itself when it has none."""
    words = phrase.split()
    return " ".join(words[:1] + [word for word in words[1:-1] if word not in ARTICLES] + words[1:][-1:])


def adverb(word: str) -> str:
    """The -ly adverb of a one-word indicator when the lexicon knows it well as an adverb
    (unusual -> unusually, rough -> roughly, crazy -> crazily, terrible -> terribly), else ""."""
    if " " in word or word.endswith("ly"):
        return ""
    if word.endswith("ble"):
        formed = word[:-1] + "y"
    elif word.endswith("y"):
        formed = word[:-1] + "ily"
    elif word.endswith("ll"):
        formed = word + "y"
    elif word.endswith("ic"):
        formed = word + "ally"
    else:
        formed = word + "ly"
    return formed if lexicon.shared("en").zipf(formed.upper()) >= COMMON_FORM and thesaurus.is_adverb(formed) else ""


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
    """The operations a phrase can indicate, with weights; empty when none. A hyphenated phrase
    no list has reads as its words apart ("make-up": make up)."""
    found = table().get(phrase) or derived(phrase)
    if not found and "-" in phrase:
        return operations(phrase.replace("-", " "))
    return found


@per_phrase
def derived(phrase: str) -> dict[str, float]:
    """The operations an unlisted phrase indicates through its meaning: a word by its
    synonyms, a place word and a deletion word together by composition, and the other
    compositions of the module's docstring."""
    if phrase.endswith(POSSESSIVE):
        return kept_weaker(phrase[:-2])
    words = phrase.split()
    if not words:
        return {}
    if len(words) == 1:
        return by_synonym(phrase)
    by_manner = kept_weaker(in_a_manner(words))
    if by_manner:
        return by_manner
    if words[0] == AFTER:
        return {operation: weight for operation, weight in kept_weaker(" ".join(words[1:])).items()
                if operation not in PLACES}
    disorder = kept_weaker(in_a_state(words)).get("anagram")
    if disorder:
        return {"anagram": disorder}
    undergone = (words[2:] if words[1] in ARTICLES else words[1:]) if words[0] in UNDERGOING else []
    if undergone and undergone[0] not in NOT_UNDERGONE:
        return kept_weaker(" ".join(undergone))
    if words[0] in AUXILIARIES | LEADING_LINKS:
        return kept_weaker(" ".join(words[2:] if words[1] in AUXILIARY_VERBS else words[1:]), JOINING_VERBS)
    found = deleted_place(words) | taken_by_place(words)
    if words[0] == DEFINITE:
        found.update({operation: weight for operation, weight in kept_weaker(" ".join(words[1:])).items()
                      if operation in LETTER_PLACES})
    if len(words) != 2:
        return found
    anagrams = [operations(word).get("anagram", 0.0) for word in words]
    if all(anagrams):
        found["anagram"] = max(anagrams) * OTHER_FORM
    if words[1] == PASSIVE:
        found.update(passive(words[0]))
    found.update(moved_in(phrase, table()))
    found.update(turned_by_particle(phrase, table()))
    kept = PLACES if words[1] in TRAILING_LINKS else LETTER_PLACES if words[1] in PIECES else frozenset()
    found.update({operation: weight * OTHER_FORM for operation, weight in operations(words[0]).items()
                  if operation in kept})
    return found


def kept_weaker(phrase: str, joining: frozenset[str] = frozenset()) -> dict[str, float]:
    """What a phrase indicates (no joining but the `joining` operations), a little weaker: the
    meaning it keeps inside a longer phrase; nothing for an empty phrase."""
    return {operation: weight * OTHER_FORM for operation, weight in (operations(phrase) if phrase else {}).items()
            if operation not in JOINING - joining}


def in_a_manner(words: list[str]) -> str:
    """The one word that says how in a phrase like "in a different way", "a strange fashion" or
    "odd manner", else ""."""
    if words[-1] not in MANNER_WORDS:
        return ""
    rest = after_in_a(words[:-1])
    return rest[0] if len(rest) == 1 and len(rest[0]) > 2 and rest[0] not in STOP_WORDS else ""


def in_a_state(words: list[str]) -> str:
    """The word after "in a" or "in an", a state a thing may be in ("in a spin", "in a stew"), else ""."""
    rest = after_in_a(words)
    return rest[0] if len(words) == 3 and len(rest) == 1 and rest[0] not in STOP_WORDS else ""


def after_in_a(words: list[str]) -> list[str]:
    """The words after a leading "in", "a" or "in a" ("in a different": different)."""
    rest = words[1:] if words and words[0] == IN else words
    return rest[1:] if rest and rest[0] in INDEFINITE else rest


def lacked(word: str) -> str:
    """What a '-less' word that no list reads lacks ("nameless": name, "penniless": penny), when a
    deletion may take an abbreviation of it out; else ""."""
    stem = word.removesuffix(LACKING_SUFFIX)
    if stem == word or len(stem) < SHORTEST_LACKED or word in table():
        return ""
    spellings = [stem, stem[:-1] + "y"] if stem.endswith("i") else [stem]
    return next((lacking for lacking in spellings if abbreviations.taken_by_deletion(lacking)), "")


@cache
def place_words() -> dict[str, frozenset[str]]:
    """The words naming a place, by the operation a deletion word makes of them: the one-word
    phrases of the place lists composed with deletions (COMPOSED), and PLACE_WORDS."""
    found = {operation: frozenset(w for w in places(position) if " " not in w) for position, operation in COMPOSED}
    for operation, words in PLACE_WORDS.items():
        found[operation] = found.get(operation, frozenset()) | words
    return found


def deleted_place(words: list[str]) -> dict[str, float]:
    """What a deletion word or phrase and a word naming a place together take off ("lost head" and
    "apart from starter": behead, "regularly dropped": alternation, "beginning to leave": behead),
    with an article, a pronoun or a passive "by" between them or not ("abandoned by leader");
    empty for other phrases."""
    content = [word for word in words if word not in DETERMINERS and word != PASSIVE]
    if len(content) < 2 or len(words) > len(content) + 1 or len(content) > 3:
        return {}
    found: dict[str, float] = {}
    pairs = [(" ".join(content[:-1]), content[-1]), (" ".join(content[1:]), content[0])]
    for deletion, where in pairs:
        weight = max(operations(deletion).get("deletion", 0.0), by_synonym(deletion).get("deletion", 0.0))
        for operation, named in place_words().items():
            if weight and (where in named or where.removesuffix("s") in named):
                found[operation] = max(found.get(operation, 0.0), weight * COMPOSED_WEIGHT)
    return found


def taken_by_place(words: list[str]) -> dict[str, float]:
    """What a place indicator with a word of taking before or after it picks out ("regularly collected",
    "needed oddly", "at first used"); empty for other phrases."""
    for taking, rest in ((words[0], words[1:]), (words[-1], words[:-1])):
        if taking in TAKING:
            return {operation: weight * OTHER_FORM for operation, weight in operations(" ".join(rest)).items()
                    if operation in PLACES}
    return {}


def moved_in(phrase: str, listed: Mapping[str, Mapping[str, float]]) -> dict[str, float]:
    """What a verb with "into" or "in" after it indicates: "pushed into" and "caught in" put the part
    before inside what follows, "seals in" and "taking in" put what follows inside the part before;
    empty for other phrases."""
    words = phrase.split()
    if len(words) != 2 or words[1] not in MOVED_IN:
        return {}
    verb, particle = words
    kinds = {kind for base, kind in inflection.bases(verb) if thesaurus.is_verb(base)}
    if not (kinds or thesaurus.is_verb(verb)):
        return {}
    weight = listed[INTO]["insert"] * OTHER_FORM
    if particle == INTO or "ed" in kinds:
        return {"insert": weight}
    return {"contain": weight}


def turned_by_particle(phrase: str, listed: Mapping[str, Mapping[str, float]]) -> dict[str, float]:
    """A reversal for "<verb> up" (over, back, round), as strong as the verb's own when it has one."""
    words = phrase.split()
    if len(words) != 2 or words[1] not in TURNING_PARTICLES or words[0] in STOP_WORDS:
        return {}
    return {"reversal": listed.get(words[0], {}).get("reversal", TURNED_BY_PARTICLE * GATHERED_WEIGHT)}


def passive(word: str) -> dict[str, float]:
    """What "<word> by" indicates when the word, or a listed "<word> in", puts one part inside
    another: the same, read the other way round ("kept by Y": inside Y), and a word hidden in what
    follows."""
    found: dict[str, float] = {}
    looked_up = [operations(form) for form in [word, *(base for base, _ in inflection.bases(word))]]
    for operation, weight in chain(*(each.items() for each in [*looked_up, table().get(f"{word} in", {})])):
        found[operation] = max(found.get(operation, 0.0), weight)
    weight = max((found.get(o, 0.0) for o in PUTTING_INSIDE), default=0.0) * OTHER_FORM
    if not weight:
        return {}
    return {"insert": weight, "hidden": max(found.get("hidden", 0.0) * OTHER_FORM, weight * HIDING)}


def names_one_place(phrase: str) -> bool:
    """True for a letter-place indicator that names one place by a singular noun ("leader", "head of",
    "the end of", "first of"): it takes its letter from one word, where "leaders", "heads of",
    "initially" or a verb's "beginning" may take one from each of several."""
    words = phrase.split()
    if words[:1] and words[0] in DETERMINERS:
        words = words[1:]
    if len(words) == 3 and words[0] in ORDINALS and words[2] == "of":
        return words[1] in ONE_PLACE_NOUNS
    if len(words) == 2 and words[1] in TRAILING_LINKS:
        return words[0] in ONE_PLACE_NOUNS or words[0] in ORDINALS and words[1] == "of"
    return len(words) == 1 and words[0] in ONE_PLACE_NOUNS


@cache
def places(position: str) -> frozenset[str]:
    """The words of a place list (initials, finals)."""
    return frozenset(" ".join(line.lower().split()) for line in lines(f"indicators/{position}.txt"))


@per_phrase
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
