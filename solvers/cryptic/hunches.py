"""Hunches: pieces of the answers a definition proposes, read from wordplay words that name
them only loosely.

A charade part often needs a synonym neither thesaurus lists (spots -> RASH, dribble -> OOZE).
Where a definition already proposes an answer outright, through WordNet or the looser thesaurus
(rubbish -> TRASH, novelty -> INNOVATION), a piece of that answer may stand for a span of the
wordplay when the span names it loosely, and so may what is left of the answer once a run is
taken out of its inside, to hold that run again (illusions -> MAGIC around NET for MAGNETIC), and
so may a word one letter longer than the answer or than a run at either end of it, for a beheading
or a curtailing to cut back (Italian food -> NOODLES, without its first letter, for OODLES).
A span names a piece loosely when the two share a related phrase, the span's words are in the
piece's glosses, the looser thesaurus lists the span under the piece (or, the span being a short
word, the piece under the span), or the piece is a kind of what the span names. Such a reading
is weak, and a wordplay may use only one.

The same runs guide combinations the other way: a charade (either part) or an insertion (the
part put inside) keeps, beside the strongest readings, those that run inside a proposed answer
(cut -> HEW for CASHEW, though "cut" has hundreds of stronger readings).

Glossary:
    run     letters that stand together inside a proposed answer, short of the whole.
    piece   a run of at least SHORTEST_PIECE letters that spells a common word (one WordNet
            knows, or a frequent function word).
    shell   the answer with a run of its inside taken out, when what is left is a common word, or a
            longer one WordNet knows that is not rare (known_name): the outer part of an insertion
            (DOLE in DOUBLE, GERANIUM in GERMANIUM).
    whole   a common word of at least SHORTEST_WHOLE letters that is the answer, or a run at either
            end of it, with one letter more in front or behind: what a beheading or a curtailing
            cuts back to it (NOODLES for OODLES, GREEN for the GREE of AGREE).
"""

from __future__ import annotations

from collections.abc import Callable
from functools import cache

from solvers.cryptic import answers, rank, thesaurus
from solvers.cryptic.context import ClueContext
from solvers.cryptic.derivation import Derivation
from solvers.cryptic.memo import per_phrase
from solvers.cryptic.stems import STOP_WORDS
from workbench import lexicon
from workbench.actions import Span, overlaps
from workbench.models.cryptic import letters_of

SHORTEST_PIECE = 3
SHORTEST_WHOLE = 5
NEAR_A_CUT = 3
CUTS = frozenset({"behead", "curtail"})
LONG_SHELL = 5
SHELL_ZIPF = 2.0
PROPOSED = 1.0


@per_phrase
def runs(answer: str) -> frozenset[str]:
    """Every run of two letters or more inside an answer, short of the whole."""
    size = len(answer)
    return frozenset(answer[start:end] for start in range(size) for end in range(start + 2, size + 1) if end - start < size)


@per_phrase
def pieces(answer: str) -> frozenset[str]:
    """The runs inside an answer long enough to name something, that spell a common word."""
    return frozenset(run for run in runs(answer) if len(run) >= SHORTEST_PIECE and answers.common_word(run))


@per_phrase
def shells(answer: str) -> frozenset[str]:
    """Every shell of an answer (see the glossary)."""
    size = len(answer)
    left = (answer[:start] + answer[end:] for start in range(1, size - 1) for end in range(start + 1, size))
    return frozenset(shell for shell in left
                     if len(shell) >= SHORTEST_PIECE and (answers.common_word(shell) or known_name(shell)))


def known_name(word: str) -> bool:
    """True for a word of LONG_SHELL letters or more that WordNet knows and that is not rare (GERANIUM,
    not ALLICE): a plant, a bird or a place setters name, rarer than a common word."""
    return len(word) >= LONG_SHELL and lexicon.shared("en").zipf(word) >= SHELL_ZIPF and thesaurus.knows(word.lower())


@cache
def one_letter_longer() -> dict[str, frozenset[str]]:
    """Letters -> the common words that hold them with one letter more in front or behind."""
    found: dict[str, set[str]] = {}
    for word in lexicon.shared("en").common(answers.PHRASE_WORD_ZIPF):
        if len(word) >= SHORTEST_WHOLE and answers.common_word(word):
            found.setdefault(word[1:], set()).add(word)
            found.setdefault(word[:-1], set()).add(word)
    return {letters: frozenset(words) for letters, words in found.items()}


@per_phrase
def wholes(answer: str) -> frozenset[str]:
    """Every whole of an answer (see the glossary)."""
    sizes = range(SHORTEST_WHOLE - 1, len(answer) + 1)
    ends = {answer[:size] for size in sizes} | {answer[-size:] for size in sizes}
    longer = one_letter_longer()
    return frozenset().union(*(longer.get(run, frozenset()) for run in ends)) - {answer}


def pieces_and_shells(answer: str) -> frozenset[str]:
    """What a hunch may read out of an answer anywhere in the wordplay: its pieces and its shells."""
    return pieces(answer) | shells(answer)


def proposed(readings: dict[str, Derivation]) -> set[str]:
    """The answers a definition's readings propose outright (not through part of its words)."""
    return {answer for answer, derivation in readings.items() if derivation.weight >= PROPOSED}


def by_definition(outright: dict[Span, frozenset[str]],
                  cut: Callable[[str], frozenset[str]] = pieces_and_shells) -> dict[Span, frozenset[str]]:
    """What `cut` takes out of the answers each definition proposes outright, for those that propose any."""
    found = {span: frozenset().union(*map(cut, proposals)) for span, proposals in outright.items()}
    return {span: made for span, made in found.items() if made}


def beside(cut_by_definition: dict[Span, frozenset[str]], span: Span) -> frozenset[str]:
    """What was cut out of the answers of the definitions that do not overlap the span."""
    return frozenset().union(*(made for definition, made in cut_by_definition.items() if not overlaps(definition, span)))


def used(derivation: Derivation) -> list[Derivation]:
    """The hunches a wordplay uses."""
    own = [derivation] if derivation.operation == "hunch" else []
    return own + [hunch for part in derivation.parts for hunch in used(part)]


def may_meet(wordplay: Derivation, answer: str, outright: set[str]) -> bool:
    """True when a wordplay may give the answer as far as hunches go: none, or one, short of the
    answer, that stands as it is inside an answer its own definition proposes outright, around a run
    of it, or one letter longer than it or than a run at either end of it (not turned round or
    broken up)."""
    hunches = used(wordplay)
    if not hunches:
        return True
    read = hunches[0].result
    return (len(hunches) == 1 and answer in outright and read != answer
            and (read in answer or read in shells(answer) or read in wholes(answer)))


def cut_indicators(context: ClueContext) -> frozenset[Span]:
    """The spans of the clue that indicate a beheading or a curtailing."""
    return frozenset(indicator for indicator, operation, _ in context.indicators() if operation in CUTS)


def near_a_cut(span: Span, cuts: frozenset[Span]) -> bool:
    """True when a cut indicator (cut_indicators) stands before or after the span, at most NEAR_A_CUT
    words away (next to it is one): the only place a whole may stand."""
    return any(not overlaps(indicator, span) and max(indicator[0] - span[1], span[0] - indicator[1]) <= NEAR_A_CUT
               for indicator in cuts)


def worth_a_hunch(phrase: str) -> bool:
    """False for spans of little words only ("in the"), which name nothing."""
    return any(word not in STOP_WORDS and len(word) > 2 for word in phrase.split())


def names_loosely(phrase: str, piece: str) -> bool:
    """True when a span names a piece loosely: a related phrase in common, all its content
    words in the piece's glosses, listed under the piece by the looser thesaurus (or, a short word,
    listing it), or naming a kind of it (never the span's own word, which the literal reading
    already gives)."""
    if letters_of(phrase) == piece:
        return False
    wanted = max(1, len(thesaurus.definition_stems(phrase)))
    return (phrase in thesaurus.loosely_related(piece.lower()) or thesaurus.gloss_overlap(phrase, piece) >= wanted
            or thesaurus.share_a_neighbour(phrase, piece) or names_a_kind(phrase, piece))


def names_a_kind(phrase: str, piece: str) -> bool:
    """True when the piece is a kind of what the span names, a class short of broad ("plant":
    GERANIUM, not "person": SON), or of what its noun names after an adjective ("old relative": NAN)."""
    return ((not rank.broad(thesaurus.most_kinds(letters_of(phrase))) and thesaurus.kind_of(phrase, piece))
            or thesaurus.kind_of_the_noun(phrase, piece))
