"""The thesaurus: phrases related by WordNet (synonyms, one link away, hypernyms two up).

Built by `build_thesaurus` and shipped as package data; loaded once, split lazily.
Lookups try the phrase as written, then its base form with the inflection put back
on each related word ("verses" -> verse -> poem -> POEMS).
"""

from __future__ import annotations

from functools import cache

from solvers.cryptic import inflection
from solvers.cryptic.data_files import lines
from solvers.cryptic.stems import content_stems
from workbench import lexicon

INFLECTED_ZIPF = 1.5


@cache
def table() -> dict[str, str]:
    """Phrase -> its related phrases joined by '|'."""
    return dict(line.split("\t", 1) for line in lines("thesaurus.tsv.gz"))


@cache
def related(phrase: str) -> frozenset[str]:
    """Phrases related to `phrase` (lower case), inflected like it where WordNet has only the base."""
    words = table()
    found = set(words[phrase].split("|")) if phrase in words else set()
    known = lexicon.shared("en")
    head, _, last = phrase.rpartition(" ")
    for base, kind in inflection.bases(last):
        base_phrase = f"{head} {base}".strip()
        for other in words.get(base_phrase, "").split("|") if base_phrase in words else ():
            other_head, _, other_last = other.rpartition(" ")
            if other_head and kind != "s":
                continue
            for form in inflection.inflected(other_last, kind):
                if known.zipf(form.upper()) >= INFLECTED_ZIPF:
                    found.add(f"{other_head} {form}".strip())
    return frozenset(found)


def is_related(a: str, b: str) -> bool:
    """True when either phrase lists the other."""
    return b in related(a) or a in related(b)


@cache
def glosses() -> dict[str, str]:
    """Phrase -> the stems of its glosses' content words, joined by spaces."""
    return dict(line.split("\t", 1) for line in lines("glosses.tsv.gz"))


@cache
def phrases_by_letters() -> dict[str, list[str]]:
    """Letters (upper case) -> the thesaurus phrases spelled by them."""
    found: dict[str, list[str]] = {}
    for phrase in table():
        found.setdefault("".join(ch for ch in phrase.upper() if ch.isalpha()), []).append(phrase)
    return found


def gloss_overlap(definition: str, answer: str) -> int:
    """How many content words the definition shares with the answer's glosses (or the answer with its)."""
    wanted = content_stems(definition)
    shared = 0
    for phrase in phrases_by_letters().get(answer, [answer.lower()]):
        described = set(glosses().get(phrase, "").split())
        shared = max(shared, len(wanted & described))
    answer_stems = content_stems(" ".join(phrases_by_letters().get(answer, [answer.lower()])))
    for word in definition.split():
        if answer_stems & set(glosses().get(word, "").split()):
            shared = max(shared, 1)
    return shared


def share_a_neighbour(definition: str, answer: str) -> bool:
    """True when the definition and the answer have a related phrase in common."""
    near = related(definition)
    return any(near & related(phrase) for phrase in phrases_by_letters().get(answer, [answer.lower()]))
