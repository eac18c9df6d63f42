"""Phrase forms: multi-word answers that WordNet's lemmas leave out, its noun phrases made plural
(WATER CLOSETS, COURSES OF ACTION, RUNNERS UP) and its verb phrases with the verb inflected
(SOBERED UP), and the phrases Moby lists (RAISE CAIN, BEAR ARMS).

Proper names are not told apart (WordNet's instance links are merged into its kind links), so a
name may be made plural (BOB HOPES) when its last word's plural is common."""

from __future__ import annotations

from solvers.cryptic import inflection, moby, thesaurus
from workbench import lexicon

VERB_KINDS = ("s", "ed", "ing")
FORM_ZIPF = 2.0
INNER_LINKS = frozenset({"of", "in", "at", "on", "for", "by", "to", "from", "with", "and", "or", "a", "an", "the"})
PARTICLES = frozenset({"up", "on", "by", "in", "out", "off", "down", "over", "about", "away", "back"})
AGENT_ENDING = "er"


def words_of(phrase: str) -> list[str]:
    """A phrase's words, a hyphen read as a space."""
    return phrase.replace("-", " ").split()


def known_forms(word: str, kind: str) -> list[str]:
    """The forms of a word that carry `kind` and are not rare (no SOBERRED, and few plurals of names:
    RUTHS)."""
    words = lexicon.shared("en")
    return [form for form in inflection.preferred(word, kind) if form != word and words.zipf(form.upper()) >= FORM_ZIPF]


def plural_place(words: list[str]) -> int:
    """Which word of a noun phrase takes the plural: the one before a link inside it (courses of
    action), the agent before a closing particle (runners up, but flare-ups), else the last."""
    for place in range(1, len(words) - 1):
        if words[place] in INNER_LINKS:
            return place - 1
    if words[-1] in PARTICLES and words[0].endswith(AGENT_ENDING):
        return 0
    return len(words) - 1


def plurals(words: list[str]) -> list[str]:
    """A noun phrase with its head made plural."""
    at = plural_place(words)
    return [" ".join(words[:at] + [form] + words[at + 1:]) for form in known_forms(words[at], "s")]


def verb_forms(words: list[str]) -> list[str]:
    """A verb phrase with its first word, the verb, inflected (sobered up, bears arms)."""
    if not thesaurus.is_verb(words[0]):
        return []
    return [" ".join([form] + words[1:]) for kind in VERB_KINDS for form in known_forms(words[0], kind)]


def inflected_forms(phrase: str, synsets: list[int]) -> list[str]:
    """A WordNet phrase made plural (a noun) or with its verb inflected (a verb written apart: an
    inflected hyphenated verb changes its last part, co-starred)."""
    words = words_of(phrase)
    found = plurals(words) if any(thesaurus.is_noun(synset) for synset in synsets) else []
    if "-" not in phrase and thesaurus.is_verb(phrase):
        found += verb_forms(words)
    return found


def extra_phrases() -> tuple[str, ...]:
    """Every phrase form beyond WordNet's own lemmas, lower case, words split by spaces, sorted."""
    index = thesaurus.wordnet().index
    found = {form for phrase, synsets in index.items() if len(words_of(phrase)) > 1
             for form in inflected_forms(phrase, synsets)}
    found |= {phrase.lower() for phrase in moby.phrases()}
    return tuple(sorted(found - set(index)))
