"""Inflection: a clue word's base form and kind of ending, and that ending put on another word.

Glossary:
    kind   which inflection a word carries: "s" (plural, third person), "ed" (past),
           "ing", "er", "est".
    base   the form WordNet lists: verses -> verse, made -> make.

Regular endings are undone by rule; irregular forms come from WordNet's exception lists
(package data). Forms are proposals: callers keep the ones the lexicon knows.
"""

from __future__ import annotations

from collections import defaultdict
from functools import cache

from solvers.cryptic.data_files import lines

VOWELS = "aeiou"
UNDONE = (
    ("ies", "y", "s"), ("es", "", "s"), ("s", "", "s"), ("ied", "y", "ed"), ("ed", "e", "ed"), ("ed", "", "ed"),
    ("ing", "e", "ing"), ("ing", "", "ing"), ("ier", "y", "er"), ("er", "e", "er"), ("er", "", "er"),
    ("iest", "y", "est"), ("est", "e", "est"), ("est", "", "est"),
)
THIRD_PERSONS = frozenset({"is", "has"})
PLURAL_OF_MAN = "men"
SINGULAR_OF_MEN = "man"
KIND_OF_POS = {"noun": "s", "verb": "ed", "adj": "er", "adv": "er"}


@cache
def irregular() -> tuple[dict[str, list[tuple[str, str]]], dict[tuple[str, str], list[str]]]:
    """(form -> [(base, kind)], (base, kind) -> [forms]) from WordNet's exception lists."""
    bases: dict[str, list[tuple[str, str]]] = defaultdict(list)
    forms: dict[tuple[str, str], list[str]] = defaultdict(list)
    for line in lines("inflections.tsv.gz"):
        form, base, pos = line.split("\t")
        kind = kind_of(form, pos)
        bases[form].append((base, kind))
        forms[(base, kind)].append(form)
    return dict(bases), dict(forms)


def kind_of(form: str, pos: str) -> str:
    """The kind of an irregular form, from its part of speech and its ending (WordNet's exception
    lists do not say which verb forms are past; "is" and "has" are third persons)."""
    if pos == "verb" and form in THIRD_PERSONS:
        return "s"
    if form.endswith("ing"):
        return "ing"
    if form.endswith("est"):
        return "est"
    return KIND_OF_POS[pos]


def bases(word: str, regular: bool = False) -> list[tuple[str, str]]:
    """(base, kind) for every way `word` may be an inflected form (by rule only, when `regular`): a
    base the rule's ending, put back, turns into the word again (so BEER is not BE + ER)."""
    found = [] if regular else list(irregular()[0].get(word, []))
    for ending, restored, kind in UNDONE:
        stem = word[: -len(ending)]
        if word.endswith(ending) and len(stem) >= 2:
            undone = [stem + restored]
            if len(stem) >= 3 and stem[-1] == stem[-2] and stem[-1] not in VOWELS + "slz":
                undone.append(stem[:-1])
            found += [(base, kind) for base in undone if undoes(word, base, kind)]
    return found


def singular_in_men(word: str) -> str:
    """The singular of a plural in -men, which WordNet's exception lists mostly lack (women: woman;
    firemen: fireman), else ""."""
    return word[: -len(PLURAL_OF_MAN)] + SINGULAR_OF_MEN if word.endswith(PLURAL_OF_MAN) else ""


def undoes(word: str, base: str, kind: str) -> bool:
    """True when putting the ending back on `base` gives the word: its regular form, or a spelling
    that keeps an "e" before "-ing" (being, ageing) or adds "-es" after an "o" (does, echoes)."""
    return (word in inflected(base, kind, regular=True)
            or (base.endswith("e") and word == base + "ing") or (base.endswith("o") and word == base + "es"))


def inflected(base: str, kind: str, regular: bool = False) -> list[str]:
    """The forms of `base` that carry `kind` (regular guesses, and irregular forms unless `regular`)."""
    forms = [] if regular else list(irregular()[1].get((base, kind), []))
    consonant_y = len(base) > 1 and base.endswith("y") and base[-2] not in VOWELS
    doubled = base + base[-1] if doubles(base) else None
    match kind:
        case "s":
            forms.append(base + "es" if base.endswith(("s", "x", "z", "ch", "sh")) else
                         base[:-1] + "ies" if consonant_y else base + "s")
        case "ing":
            forms.append(base[:-1] + "ing" if base.endswith("e") and not base.endswith("ee") else base + "ing")
        case _:
            forms.append(base[:-1] + "i" + kind if consonant_y else
                         base + kind[1:] if base.endswith("e") else base + kind)
    if doubled and kind != "s":
        forms.append(doubled + kind)
    return forms


def preferred(base: str, kind: str) -> list[str]:
    """The forms of `base` that carry `kind`: the irregular ones when it has any, else the regular guesses."""
    return irregular()[1].get((base, kind)) or inflected(base, kind, regular=True)


def doubles(base: str) -> bool:
    """True when a base ends consonant-vowel-consonant, so its last letter doubles (stop -> stopped)."""
    return (len(base) >= 3 and base[-1] not in VOWELS + "wxy" and base[-2] in VOWELS
            and base[-3] not in VOWELS)
