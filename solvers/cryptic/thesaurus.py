"""The thesaurus: WordNet's synsets and links, read from the shipped graph.

Glossary:
    synset   a set of phrases with one meaning; numbered by its line in wordnet.tsv.gz.
    related  a phrase's synonyms and the phrases of synsets one link away (hypernym,
             hyponym, similar, see also, attribute, verb group), plus hypernyms two up,
             hyponyms two down and adjectives two similar-to links away (departed ->
             dead -> late: satellites of one head adjective).
    named kind  a short, common word for a kind of what a noun names, further down than
             related reaches ("fish": COD, LING; "drink": RUM): a setter's example of a class.
    placed kind  a one-word kind of what a noun names whose glosses name the place an adjective
             before the noun pertains to ("Italian city": TURIN, "Scottish river": FORTH), or the
             place named after it by "from" or "in" ("writer from Italy": DANTE).

A definition also meets an answer through glosses (the content words of the answer's glosses
and of the other phrases of its synsets, "king lear" for LEAR), and as a kind: the answer's
hypernyms followed to the top ("creature": COYOTE).

Lookups try the phrase as written, then its base form with the inflection put back on
each related word ("verses" -> verse -> poem -> POEMS, "produced" -> make -> MADE), through
the base's senses that can carry it (a past or "-ing" form only a verb's).
The looser Moby thesaurus (moby.py) is looked up the same way, apart from WordNet.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from functools import cache, lru_cache

from solvers.cryptic import inflection, moby, pertainyms, wordplay
from solvers.cryptic.data_files import lines
from solvers.cryptic.memo import per_phrase
from solvers.cryptic.stems import ARTICLES, STOP_WORDS, after_article, content_stems
from workbench import lexicon

INFLECTED_ZIPF = 1.5
MOST_DESCRIBED = 12
LIGHT_STEMS = frozenset({"get", "make", "take", "give", "put", "set", "become", "thing", "person", "way", "kind"})
CONJUNCTIONS = frozenset({"and", "or", "but", "nor"})
DEGREES = {"more": "er", "most": "est"}
HYPERNYM = "@"
HYPONYM = "~"
SIMILAR = "&"
TWO_STEPS = {HYPERNYM, HYPONYM, SIMILAR}
LARGEST_CLUSTER = 60
"""The most satellites of an adjective cluster read across in two steps: the larger ones (chromatic
146, cardinal 133, ordinal 93, formed 72) hold kinds of their head, not near synonyms (red, blue;
seven, forty; round, square)."""
NOUN_SYNSETS = 82115
FIRST_ADJECTIVE_SYNSET = 95882
FIRST_ADVERB_SYNSET = 114038
EXAMPLE_MARKERS = (" perhaps", " maybe", " say", " for example", " for instance", " for one", " possibly")
CLOSE_LINKS = {SIMILAR, "^", "$"}
MOST_GLOSSES = 300
SHALLOWEST_KIND = 4
KIND_LEVELS = 6
SHALLOWEST_CLASS = 5
SHORTEST_KIND = 3
LONGEST_KIND = 6
COMMON_KIND_ZIPF = 2.5
MOST_KINDS = 40
MOST_PLACED = 60
PLACING_PREPOSITIONS = (" from ", " in ")
MOST_KIND_SYNSETS = 5000
FORMS_KEPT = 1 << 16
"""How many (word, inflection) pairs common_forms and may_take_kind remember: the looser thesaurus
inflects the same words for many phrases."""

LONGEST_HEADED = 3
"""The most words of a definition read through its head word."""
HEADLESS_LINKS = (wordplay.GAP_WORDS - ARTICLES) | {"or", "after", "before", "into", "over", "under", "as", "than"}
"""Words that make a short span read as more than a definition with its head word: the link words a
gap may hold, but for the articles ("a lot"), and a few more."""


@dataclass(frozen=True)
class WordNet:
    """The synsets as parallel lists, and each phrase's synsets."""

    phrases: list[str]
    links: list[str]
    glosses: list[str]
    index: dict[str, list[int]]

    def words(self, synset: int) -> list[str]:
        """The phrases of a synset (none for a slur's synset)."""
        return [phrase for phrase in self.phrases[synset].split("|") if phrase]

    def linked(self, synset: int) -> list[tuple[str, int]]:
        """(symbol, synset) for each link of a synset."""
        return [(link[0], int(link[1:])) for link in self.links[synset].split()]


@cache
def wordnet() -> WordNet:
    """The graph, loaded once."""
    phrases, links, glosses = [], [], []
    index: dict[str, list[int]] = {}
    never = lexicon.never_offered()
    for number, line in enumerate(lines("wordnet.tsv.gz")):
        words, link, gloss = line.split("\t")
        words = "" if is_slur(gloss) else "|".join(w for w in words.split("|") if w not in never)
        phrases.append(words)
        links.append(link)
        glosses.append(gloss)
        for word in filter(None, words.split("|")):
            index.setdefault(word, []).append(number)
    return WordNet(phrases, links, glosses, index)


def is_slur(gloss: str) -> bool:
    """True for a sense WordNet's gloss marks as a slur or an offensive name: never offered as a reading."""
    stems = set(gloss.split())
    return "slur" in stems or bool(
        ("offensiv" in stems and stems & {"term", "nam", "slang"})
        or ("disparag" in stems and stems & {"ethnic", "descent", "slang"})
    )


def phrases() -> list[str]:
    """Every phrase WordNet lists."""
    return list(wordnet().index)


def near_synsets(phrase: str, kind: str = "") -> set[int]:
    """The synsets of a phrase and those its links reach (two steps up, down or, but for little words
    like "in" and the largest clusters, across an adjective cluster); of a base form, only the senses
    that can carry the kind of inflection the clue word had (`reads_with`), a verb's for a doer in
    "-er" without their links ("summer": sum, add, ADDER)."""
    graph = wordnet()
    found: set[int] = set()
    for synset in graph.index.get(phrase, ()):
        if not reads_with(synset, kind):
            continue
        found.add(synset)
        if not takes_kind(synset, kind):
            continue
        for symbol, target in graph.linked(synset):
            found.add(target)
            if symbol not in TWO_STEPS:
                continue
            onward = [t for s, t in graph.linked(target) if s == symbol]
            if symbol != SIMILAR or crosses_cluster(phrase, onward):
                found.update(onward)
    return found


def crosses_cluster(phrase: str, satellites: list[int]) -> bool:
    """True when a phrase reads across its adjective cluster to the head's other satellites: not for
    little words like "in", nor through a head of more than LARGEST_CLUSTER satellites."""
    return phrase not in STOP_WORDS and len(satellites) <= LARGEST_CLUSTER


def takes_kind(synset: int, kind: str) -> bool:
    """True when a sense can carry an inflection: a past or "-ing" form only a verb's, a comparative
    or superlative only an adjective's or adverb's, an "-s" form a noun's or a verb's ("stopped" is
    no form of the noun "stop", a kind of spot, so it never reads as SPOTTED); any sense as written."""
    match kind:
        case "ed" | "ing":
            return is_verb_synset(synset)
        case "er" | "est":
            return is_adjective_or_adverb(synset)
        case "s":
            return not is_adjective_or_adverb(synset)
    return True


@lru_cache(maxsize=FORMS_KEPT)
def may_take_kind(phrase: str, kind: str) -> bool:
    """True when a phrase of the looser thesaurus, which gives no part of speech, can carry an
    inflection: as written always; else when WordNet does not list it, or has a sense of it that
    `reads_with` the kind."""
    if not kind:
        return True
    synsets = wordnet().index.get(phrase.rpartition(" ")[2] if kind == "s" else phrase.partition(" ")[0], ())
    return not synsets or any(reads_with(synset, kind) for synset in synsets)


def reads_with(synset: int, kind: str) -> bool:
    """True for a sense a base form is read through: one that takes the kind, or a verb's for the
    doer "-er" makes of it ("keener", WEEPER)."""
    return takes_kind(synset, kind) or (kind == "er" and is_verb_synset(synset))


def is_verb_synset(synset: int) -> bool:
    """True for a verb's synset (they follow the nouns)."""
    return NOUN_SYNSETS <= synset < FIRST_ADJECTIVE_SYNSET


def is_noun(synset: int) -> bool:
    """True for a noun's synset: the graph is written nouns first (WordNet 3.0's 82,115), then
    verbs, adjectives and adverbs (build_thesaurus.POSES)."""
    return synset < NOUN_SYNSETS


def is_verb(word: str) -> bool:
    """True when WordNet has a verb sense of the word (its 13,767 verb synsets follow the nouns)."""
    return any(is_verb_synset(synset) for synset in wordnet().index.get(word, ()))


def is_adjective_or_adverb(synset: int) -> bool:
    """True for an adjective's or an adverb's synset (they follow the nouns and verbs)."""
    return synset >= FIRST_ADJECTIVE_SYNSET


def is_adjective(synset: int) -> bool:
    """True for an adjective's synset (they follow the verbs; the adverbs come last)."""
    return FIRST_ADJECTIVE_SYNSET <= synset < FIRST_ADVERB_SYNSET


def has_adjective_sense(word: str) -> bool:
    """True when WordNet has an adjective sense of the word."""
    return any(is_adjective(synset) for synset in wordnet().index.get(word, ()))


def is_adverb(word: str) -> bool:
    """True when WordNet has an adverb sense of the word (its 3,621 adverb synsets come last)."""
    return any(synset >= FIRST_ADVERB_SYNSET for synset in wordnet().index.get(word, ()))


@per_phrase
def close_to(word: str) -> frozenset[str]:
    """Phrases sharing a verb, adjective or adverb sense with a word or its base form, or one
    similar, see-also or verb-group link away: near synonyms, not kinds or wholes of it."""
    graph = wordnet()
    found: set[str] = set()
    for base in {word} | {b for b, _ in inflection.bases(word)}:
        for synset in graph.index.get(base, ()):
            if is_noun(synset):
                continue
            found.update(graph.words(synset))
            found.update(w for symbol, target in graph.linked(synset) if symbol in CLOSE_LINKS
                         for w in graph.words(target))
    return frozenset(found - {word})


def without_article(phrase: str) -> str:
    """A phrase of an article and more that WordNet lacks, without its article; else the phrase."""
    return phrase if phrase in wordnet().index else after_article(phrase)


def listed(phrase: str, own: bool = False, kind: str = "") -> set[str]:
    """The phrases WordNet relates to a phrase exactly as written (with `own`, only those
    sharing one of its senses; of a base form, through the senses that take `kind`)."""
    graph = wordnet()
    synsets = [s for s in graph.index.get(phrase, ()) if reads_with(s, kind)] if own else near_synsets(phrase, kind)
    return {word for synset in synsets for word in graph.words(synset)} - {phrase}


@per_phrase
def related(phrase: str, own: bool = False) -> frozenset[str]:
    """Phrases related to `phrase` (lower case), inflected like it where WordNet has only the base;
    a hyphenated word WordNet lacks is read closed up and apart (newly-wed -> newlywed). With
    `own`, only the synonyms proper: phrases sharing one of its senses. A phrase that gives an
    example ("cricket perhaps", "sprinter, say") relates to what its example does (INSECT, ATHLETE),
    and an infinitive WordNet does not list to what its verb does ("to eat": DINE)."""
    example = without_example_marker(phrase)
    if example != phrase:
        return related(example, own)
    verb = without_infinitive_marker(phrase)
    if verb != phrase:
        return related(verb, own)
    if "-" in phrase and phrase not in wordnet().index:
        return related(phrase.replace("-", ""), own) | related(phrase.replace("-", " "), own)
    return with_inflections(phrase, lambda written, kind: listed(written, own, kind))


def without_example_marker(phrase: str) -> str:
    """The phrase without a closing "perhaps", "say" or "for example" that marks it as an example."""
    for marker in EXAMPLE_MARKERS:
        if phrase.endswith(marker) and len(phrase) > len(marker):
            return phrase[:-len(marker)]
    return phrase


def without_infinitive_marker(phrase: str) -> str:
    """The verb phrase of an infinitive WordNet does not list ("to eat" -> eat), else the phrase."""
    verb = phrase.removeprefix("to ")
    if verb == phrase or phrase in wordnet().index or not is_verb(verb.partition(" ")[0]):
        return phrase
    return verb


@per_phrase
def loosely_related(phrase: str) -> frozenset[str]:
    """Phrases the Moby thesaurus lists under `phrase` (lower case) or its base form, and short words
    listing it, inflected like it."""
    return with_inflections(phrase, lambda written, kind: {found for found in moby.listed_either_way(written)
                                                          if may_take_kind(found, kind)})


def with_inflections(phrase: str, lookup: Callable[[str, str], set[str] | frozenset[str]]) -> frozenset[str]:
    """What a lookup finds for a phrase (as written: kind ""), and for its base form, told the kind of
    inflection, with the inflection put back on each find: the last word's ("verses"), or the first
    word's of a longer phrase ("parts of speech": NOUNS); "more" or "most" before a word puts its
    degree on each find ("most malicious": CATTIEST, "more strong": FIERCER)."""
    found = set(lookup(phrase, ""))
    head, _, last = phrase.rpartition(" ")
    for base, kind in inflection.bases(last):
        for other in lookup(f"{head} {base}".strip(), kind):
            other_head, _, other_last = other.rpartition(" ")
            if other_head and kind != "s":
                continue
            found.update(f"{other_head} {form}".strip() for form in common_forms(other_last, kind))
    first, _, rest = phrase.partition(" ")
    if " " in rest:
        for base, kind in inflection.bases(first):
            found.update(form for other in lookup(f"{base} {rest}", kind) if " " not in other
                         for form in common_forms(other, kind))
    if first in DEGREES and rest and " " not in rest:
        found.update(form for other in lookup(rest, "") if " " not in other
                     for form in degree_forms(other, DEGREES[first]))
    return frozenset(found)


def degree_forms(word: str, kind: str) -> Sequence[str]:
    """An adjective's comparative ("er") or superlative ("est"): the forms the lexicon knows, and for
    a word of one syllable, or two ending in -y, the regular form (catty: CATTIEST)."""
    known = common_forms(word, kind)
    if known or not has_adjective_sense(word):
        return known
    syllables = len(re.findall(r"[aeiouy]+", word))
    regular = syllables == 1 or (syllables == 2 and word.endswith("y"))
    return inflection.inflected(word, kind, regular=True) if regular else []


@lru_cache(maxsize=FORMS_KEPT)
def common_forms(word: str, kind: str) -> tuple[str, ...]:
    """The word inflected the given way, where the lexicon knows the form (zipf >= INFLECTED_ZIPF)."""
    known = lexicon.shared("en")
    return tuple(form for form in inflection.inflected(word, kind) if known.zipf(form.upper()) >= INFLECTED_ZIPF)


def knows(word: str) -> bool:
    """True when WordNet lists the word or its base form (beans -> bean)."""
    index = wordnet().index
    return word in index or any(base in index for base, _ in inflection.bases(word))


@cache
def phrases_by_letters() -> dict[str, list[str]]:
    """Letters (upper case) -> the WordNet phrases spelled by them."""
    found: dict[str, list[str]] = {}
    for phrase in wordnet().index:
        found.setdefault("".join(ch for ch in phrase.upper() if ch.isalpha()), []).append(phrase)
    return found


def spelled(answer: str) -> list[str]:
    """The phrases an answer's letters spell (the letters themselves when WordNet has none)."""
    return phrases_by_letters().get(answer, [answer.lower()])


@per_phrase
def gloss_stems(phrase: str) -> frozenset[str]:
    """The stems of the content words of a phrase's glosses and of its synonyms' phrases
    ("king lear" gives LEAR the word king)."""
    graph = wordnet()
    return frozenset(stem for synset in graph.index.get(phrase, ())
                     for stem in [*graph.glosses[synset].split(), *content_stems(" ".join(graph.words(synset)))])


@cache
def gloss_index() -> dict[str, frozenset[int]]:
    """Gloss stem -> the synsets whose glosses use it."""
    found: dict[str, set[int]] = {}
    for synset, stems in enumerate(wordnet().glosses):
        for stem in stems.split():
            found.setdefault(stem, set()).add(synset)
    return {stem: frozenset(synsets) for stem, synsets in found.items()}


@per_phrase
def described_by(phrase: str) -> frozenset[str]:
    """Phrases whose glosses use every content word of a phrase of two or more words,
    inflected like its first word where their sense takes that inflection ("gets older" -> age ->
    AGES): a reverse dictionary. Words with
    a conjunction at either end are no phrase ("clever or" is a definition and its link word)."""
    words = phrase.split()
    wanted = content_stems(phrase) - LIGHT_STEMS
    if len(words) < 2 or not wanted or {words[0], words[-1]} & CONJUNCTIONS:
        return frozenset()
    index = gloss_index()
    synsets = frozenset.intersection(*(index.get(stem, frozenset()) for stem in wanted))
    if not synsets or len(synsets) > MOST_DESCRIBED:
        return frozenset()
    graph = wordnet()
    found = {word for synset in synsets for word in graph.words(synset)}
    kinds = {kind for base, kind in inflection.bases(words[0]) if base in graph.index}
    return frozenset(found | {form for synset in synsets for kind in kinds if takes_kind(synset, kind)
                              for word in graph.words(synset) if " " not in word for form in common_forms(word, kind)})


def telling(stems: set[str]) -> set[str]:
    """The stems that at most MOST_GLOSSES glosses use: "person" or "new", in thousands, tell little."""
    index = gloss_index()
    return {stem for stem in stems if len(index.get(stem, ())) <= MOST_GLOSSES}


@per_phrase
def definition_stems(definition: str) -> frozenset[str]:
    """The stems of a definition's content words, an example marker ("say") left out."""
    return frozenset(content_stems(without_example_marker(definition)))


def gloss_overlap(definition: str, answer: str) -> int:
    """How many content words the definition shares with the answer's glosses (or a telling one of the
    answer with a content word's: "can" is a synonym of TAIL, but no definition of it)."""
    wanted = definition_stems(definition)
    shared = max((len(wanted & gloss_stems(phrase)) for phrase in spelled(answer)), default=0)
    answer_stems = telling(content_stems(" ".join(spelled(answer))))
    if any(answer_stems & gloss_stems(word) for word in definition.split() if content_stems(word)):
        shared = max(shared, 1)
    return shared


def hypernyms(synset: int) -> list[int]:
    """The synsets one hypernym link above a synset (WordNet's hypernym links have no cycles)."""
    return [target for symbol, target in wordnet().linked(synset) if symbol == HYPERNYM]


@cache
def depth(synset: int) -> int:
    """How many hypernym links a noun's synset is below the top of WordNet ("entity" is 0, "animal" 6)."""
    above = hypernyms(synset)
    return 1 + min(depth(target) for target in above) if above else 0


@cache
def ancestors(synset: int) -> frozenset[int]:
    """Every synset above a synset through hypernym links: coyote -> wolf -> canine -> ... -> animal."""
    above = hypernyms(synset)
    return frozenset(above).union(*(ancestors(target) for target in above))


def kinds(synset: int) -> list[int]:
    """The synsets one hyponym link below a synset: its kinds and its named examples."""
    return [target for symbol, target in wordnet().linked(synset) if symbol == HYPONYM]


@per_phrase
def named_kinds(phrase: str) -> frozenset[str]:
    """The named kinds of what a phrase names (see the glossary), inflected like it ("birds": JAYS),
    or of what its example names ("bird perhaps": JAY)."""
    return with_inflections(without_example_marker(phrase), lambda written, kind: named_kinds_as_written(written))


def named_kinds_as_written(phrase: str) -> frozenset[str]:
    """The MOST_KINDS commonest one-word names of SHORTEST_KIND to LONGEST_KIND letters for kinds of
    what a noun phrase names, down to KIND_LEVELS hyponym links below it (never below a sense as
    general as "artifact" or "act", fewer than SHALLOWEST_CLASS links from the top, and no further
    once MOST_KIND_SYNSETS are seen), that `related` does not already give."""
    graph = wordnet()
    words = lexicon.shared("en")
    found: dict[str, float] = {}
    level = {synset for synset in graph.index.get(phrase, ()) if is_noun(synset) and depth(synset) >= SHALLOWEST_CLASS}
    seen = set(level)
    for _ in range(KIND_LEVELS):
        if len(seen) > MOST_KIND_SYNSETS:
            break
        level = {kind for above in level for kind in kinds(above)} - seen
        seen |= level
        for name in (word for kind in level for word in graph.words(kind)):
            if (name.isalpha() and SHORTEST_KIND <= len(name) <= LONGEST_KIND
                    and (zipf := words.zipf(name.upper())) >= COMMON_KIND_ZIPF):
                found[name] = zipf
    if not found:
        return frozenset()
    near = related(phrase)
    commonest = sorted((name for name in found if name not in near and name != phrase), key=lambda name: (-found[name], name))
    return frozenset(commonest[:MOST_KINDS])


@per_phrase
def placed_kinds(phrase: str) -> frozenset[str]:
    """The placed kinds (see the glossary) of a phrase naming a kind and a place, the MOST_PLACED
    commonest; empty for other phrases. A place's kinds have no plural ("Italian cities" gives none)."""
    noun, place_stems = kind_and_place(phrase)
    if not place_stems:
        return frozenset()
    found = [word for word in related(noun) if word.isalpha() and gloss_stems(word) & place_stems]
    words = lexicon.shared("en")
    return frozenset(sorted(found, key=lambda word: (-words.zipf(word.upper()), word))[:MOST_PLACED])


def kind_and_place(phrase: str) -> tuple[str, frozenset[str]]:
    """The one-word noun of a phrase naming a kind and a place, with the stems that name the place:
    an adjective of place and the noun ("italian city"), or the noun, "from" or "in" and a place
    some adjective pertains to ("writer from italy", "city in south africa"); else no stems."""
    for preposition in PLACING_PREPOSITIONS:
        noun, found, place = phrase.partition(preposition)
        if found:
            return one_word_kind(noun, place, pertainyms.adjectives_of(place))
    adjective, _, noun = phrase.partition(" ")
    return one_word_kind(noun, adjective, pertainyms.nouns_of(adjective))


def one_word_kind(noun: str, place: str, names: frozenset[str]) -> tuple[str, frozenset[str]]:
    """The noun with the stems of a word of place and of its other names (italian: italy), when the
    noun is one word and the place has other names; else no stems."""
    if not noun or " " in noun or not names:
        return "", frozenset()
    return noun, content_stems(place).union(*map(content_stems, names))


@per_phrase
def most_kinds(answer: str) -> int:
    """The most kinds with kinds of their own that a sense of a phrase the answer spells has:
    167 for PERSON, 116 for CHANGE, none for RIVER, whose 200 hyponyms are named rivers."""
    graph = wordnet()
    return max((sum(bool(kinds(kind)) for kind in kinds(synset))
                for phrase in spelled(answer) for synset in graph.index.get(phrase, ())), default=0)


def kind_of(definition: str, answer: str) -> bool:
    """True when a phrase the answer spells is a kind of what the definition names, however far up
    ("creature": COYOTE), but not by a sense as near the top as "entity", "abstraction" or
    "physical object" (fewer than SHALLOWEST_KIND links below it)."""
    named = named_classes(definition)
    graph = wordnet()
    return bool(named) and any(named & ancestors(synset) for phrase in spelled(answer)
                               for synset in graph.index.get(phrase, ()) if is_noun(synset))


@per_phrase
def named_classes(definition: str) -> frozenset[int]:
    """The noun senses of a definition or its base forms that a kind may fall under: none fewer than
    SHALLOWEST_KIND links below the top."""
    graph = wordnet()
    return frozenset(synset for phrase in {definition} | {base for base, _ in inflection.bases(definition)}
                     for synset in graph.index.get(phrase, ()) if is_noun(synset) and depth(synset) >= SHALLOWEST_KIND)


def kind_of_the_noun(definition: str, answer: str) -> bool:
    """True when the definition is an adjective and a noun ("big fish", "safe place") and the answer,
    or the singular of an answer in -s, is a kind of what the noun names (TARPONS, VAULT), whatever
    the two words name together (a big fish is also a person of importance)."""
    words = definition.split()
    if len(words) != 2 or not has_adjective_sense(words[0]):
        return False
    singulars = [base.upper() for base, kind in inflection.bases(answer.lower()) if kind == "s"]
    return any(kind_of(words[1], reading) for reading in [answer, *singulars])


def loosely_defines(definition: str, answer: str) -> bool:
    """True when the Moby thesaurus links the definition and a phrase the answer spells, either way."""
    near = loosely_related(definition)
    return any(phrase in near or definition in loosely_related(phrase) for phrase in spelled(answer))


def head_word(definition: str) -> str:
    """The word a definition of two to LONGEST_HEADED words turns on: the last before an "of" ("part of
    trees": part), else the last ("long stretch": stretch), without a possessive. "" for a definition
    of any other length, or with a link or a verb beside its head ("after editing paper", "observed odd soup")."""
    words = definition.replace("’", "'").split()
    if not 2 <= len(words) <= LONGEST_HEADED:
        return ""
    head = words.index("of") - 1 if "of" in words[1:] else len(words) - 1
    others = [word for at, word in enumerate(words) if at != head and word != "of"]
    if any(word in HEADLESS_LINKS or word.endswith(("ing", "ed")) for word in others):
        return ""
    return words[head].removesuffix("'s")


def share_a_neighbour(definition: str, answer: str) -> bool:
    """True when the definition and the answer have a related phrase in common."""
    near = related(definition)
    return any(near & related(phrase) for phrase in spelled(answer))
