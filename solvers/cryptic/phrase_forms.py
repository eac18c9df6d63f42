"""Phrase forms: multi-word answers that WordNet's lemmas leave out, its noun phrases with the last
word in the plural (WATER CLOSETS) and its verb phrases with the first word inflected (SOBERED UP),
and the phrases Moby lists (SPOT ON, BEAR ARMS)."""

from __future__ import annotations

from functools import cache

from solvers.cryptic import inflection, moby, thesaurus
from workbench import lexicon

VERB_KINDS = ("s", "ed", "ing")
FORM_ZIPF = 2.0


def words_of(phrase: str) -> list[str]:
    """A phrase's words, a hyphen read as a space."""
    return phrase.replace("-", " ").split()


def known_forms(word: str, kind: str) -> list[str]:
    """The forms of a word that carry `kind` and are not rare (no SOBERRED, and few plurals of names:
    RUTHS)."""
    words = lexicon.shared("en")
    return [form for form in inflection.preferred(word, kind) if form != word and words.zipf(form.upper()) >= FORM_ZIPF]


def inflected_forms(phrase: str, synsets: list[int]) -> list[str]:
    """A WordNet phrase with its last word made plural (a noun) or its first word inflected (a verb)."""
    words = words_of(phrase)
    found: list[str] = []
    if any(thesaurus.is_noun(synset) for synset in synsets):
        found += [" ".join(words[:-1] + [form]) for form in known_forms(words[-1], "s")]
    if thesaurus.is_verb(phrase):
        found += [" ".join([form] + words[1:]) for kind in VERB_KINDS for form in known_forms(words[0], kind)]
    return found


@cache
def extra_phrases() -> frozenset[str]:
    """Every phrase form beyond WordNet's own lemmas, lower case, words split by spaces."""
    index = thesaurus.wordnet().index
    found = {form for phrase, synsets in index.items() if len(words_of(phrase)) > 1
             for form in inflected_forms(phrase, synsets)}
    found |= {phrase.lower() for phrase in moby.phrases()}
    return frozenset(found - set(index))
