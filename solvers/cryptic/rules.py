"""The rewrite rules: each searches the e-graph and proposes e-nodes for a span's class.

A rule yields (node, target): `node` is added and unioned with the class of `target`
(the `words` anchor of the span it reads, or the clue's root). Rules that combine
classes only match classes that already have readings, so each round builds on the
readings the previous rounds found: charades of charades, reversals of synonyms.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from dataclasses import dataclass
from itertools import product

from solvers.cryptic import abbreviations, answers, hunches, indicators, thesaurus, wordplay
from solvers.cryptic.context import LONGEST_INDICATOR, ClueContext
from solvers.cryptic.egraph import EGraph, ENode
from solvers.cryptic.reader import SLACK, cover
from workbench.actions import Span, span_length
from workbench.models.cryptic import SWAPS

Proposal = tuple[ENode, ENode | None]
LONGEST_LEAF = 4
LONGEST_FODDER = 5
SELECTIONS = ("anagram", "hidden", "initials", "finals", "alternation", "head", "tail", "middle", "edges")
TRANSFORMS = ("reversal", "behead", "curtail", "trim", "half", "hollow", "homophone")
ROOT = ENode("clue")
GAPPED = 0.85
OTHER_ORDER = 0.85
LONGEST_PART = 2
ONE_WORD_FODDER = ("head", "tail", "edges")
ONE_LETTER_A_WORD = ("initials", "finals")
PREPOSITIONS = (" in", " of", " from", " within", " inside", " among", " amongst", " by")
UNLISTED_ANAGRAM = 0.3
SPLIT = 0.8
LONGEST_SPLIT = 3
UNLISTED_HIDDEN = 0.2
UNLISTED_HIDDEN_ZIPF = 2.0
LONGEST_HUNCH = 3
LACKING = 0.8
_, REPLACED_BY = SWAPS
"""The swap whose old part stands before the indicator ("D replaced by R"); in the other, replacing,
the new part does ("R for D")."""
LONGEST_REPLACED = 3
"""The most words of the whole a replacement works on, and of each part it swaps ("leader of Republican")."""


def words(span: Span) -> ENode:
    """The anchor node of a span: the class of every reading of those words."""
    return ENode("words", span)


@dataclass(frozen=True)
class Rule:
    """A named search for new nodes."""

    name: str
    search: Callable[[EGraph, ClueContext], Iterator[Proposal]]


def live(graph: EGraph, span: Span) -> int | None:
    """The class of a span's words when it has readings, else None."""
    found = graph.lookup(words(span))
    return found if found is not None and graph.readings(found) else None


def neighbours(context: ClueContext, span: Span, longest: int, gap: int = 0) -> Iterator[tuple[Span, str]]:
    """Spans of up to `longest` words before ('left') or after ('right') a span, `gap` words away."""
    for length in range(1, longest + 1):
        if span[0] - length - gap >= 0:
            yield (span[0] - length - gap, span[0] - 1 - gap), "left"
        if span[1] + length + gap < context.count:
            yield (span[1] + 1 + gap, span[1] + length + gap), "right"


def gapped(context: ClueContext, span: Span, longest: int) -> Iterator[tuple[Span, float]]:
    """Neighbouring spans, next to the span or beyond one small link word ('mess of', 'cook to')."""
    for fodder, _ in neighbours(context, span, longest):
        yield fodder, 1.0
    for fodder, side in neighbours(context, span, longest, gap=1):
        between = fodder[1] + 1 if side == "left" else span[1] + 1
        if context.words[between] in wordplay.GAP_WORDS:
            yield fodder, GAPPED


def live_neighbours(graph: EGraph, context: ClueContext, span: Span,
                    longest: int | None = None) -> Iterator[tuple[Span, str, int]]:
    """Neighbouring spans (of up to `longest` words, any length by default) whose classes have readings."""
    for other, side in neighbours(context, span, longest or context.count):
        found = live(graph, other)
        if found is not None:
            yield other, side, found


def live_pairs(graph: EGraph, context: ClueContext, span: Span,
               longest: int | None = None) -> Iterator[tuple[tuple[Span, int], tuple[Span, int]]]:
    """Each live neighbour before a span with each live neighbour after it, each with its class."""
    sides: dict[str, list[tuple[Span, int]]] = {"left": [], "right": []}
    for other, side, found in live_neighbours(graph, context, span, longest):
        sides[side].append((other, found))
    return product(sides["left"], sides["right"])


def leaves(graph: EGraph, context: ClueContext) -> Iterator[Proposal]:
    """Literal words, synonyms, abbreviations and the person's chosen readings."""
    for span in context.spans(LONGEST_LEAF):
        phrase = context.meaning(span)
        if span[0] == span[1]:
            yield ENode("literal", span), words(span)
        if (thesaurus.related(phrase) or thesaurus.loosely_related(phrase) or thesaurus.described_by(phrase)
                or thesaurus.placed_kinds(phrase)):
            yield ENode("synonym", span), words(span)
        if abbreviations.abbreviations(phrase):
            yield ENode("abbreviation", span), words(span)
    for span, reading in context.marks.readings.items():
        yield ENode("chosen", (span, reading)), words(span)


def definitions(graph: EGraph, context: ClueContext) -> Iterator[Proposal]:
    """Definition candidates at either end of the clue, of any length that leaves room for
    wordplay (or where the person marked one); a short clue may be all definition."""
    for span in context.definition_spans():
        yield ENode("definition", span), None


def hunch_spans(graph: EGraph, context: ClueContext) -> Iterator[Proposal]:
    """Wordplay spans that may name a piece of an answer the definitions propose (see hunches)."""
    for span in context.spans(LONGEST_HUNCH):
        if hunches.worth_a_hunch(context.meaning(span)):
            yield ENode("hunch", span), words(span)


def selections(graph: EGraph, context: ClueContext) -> Iterator[Proposal]:
    """Anagrams, hidden words, initials, alternate letters and kin, on the words beside an indicator
    (an anagram's on both sides of it, too, when a join word follows it)."""
    for indicator, operation, weight in context.indicators():
        if operation not in SELECTIONS:
            continue
        one_word = takes_one_word(context, operation, indicator)
        for fodder, gap in gapped(context, indicator, longest_fodder(context, operation)):
            if fodder[0] < indicator[0] and operation == "hidden" and context.phrase(indicator).endswith(PREPOSITIONS):
                continue
            if one_word and fodder[0] != fodder[1]:
                continue
            if operation in indicators.LETTER_PLACES and opens_with_of(context, indicator, fodder):
                continue
            if context.fodder_allowed(indicator, fodder):
                span = (min(indicator[0], fodder[0]), max(indicator[1], fodder[1]))
                yield ENode(operation, (indicator, fodder, weight * gap)), words(span)
        if operation == "anagram":
            yield from split_anagrams(context, indicator, weight)
    yield from unlisted_anagrams(context)
    yield from unlisted_hidden(context)


def takes_one_word(context: ClueContext, operation: str, indicator: Span) -> bool:
    """True for an operation on one word's letters (head, tail, edges), and for initials or finals
    named by a singular noun ("leader", "end of": indicators.names_one_place)."""
    return operation in ONE_WORD_FODDER or (operation in ONE_LETTER_A_WORD
                                            and indicators.names_one_place(context.phrase(indicator)))


def opens_with_of(context: ClueContext, indicator: Span, fodder: Span) -> bool:
    """True when the fodder starts with the "of" right after its indicator: "first of weedkillers" takes
    W, never the O of "of" (the indicator with its "of" reads on its own)."""
    return fodder[0] == indicator[1] + 1 and context.words[fodder[0]] == "of"


def split_anagrams(context: ClueContext, indicator: Span, weight: float) -> Iterator[Proposal]:
    """Fodder on both sides of an anagram indicator that a join word follows, as one anagram
    ("orang playing with rat": ORANG + RAT), each side of up to LONGEST_SPLIT words."""
    join = indicator[1] + 1
    if join >= context.count or context.words[join] not in wordplay.ANAGRAM_JOINS:
        return
    lefts = [span for span, side in neighbours(context, indicator, LONGEST_SPLIT) if side == "left"]
    rights = [span for span, side in neighbours(context, (join, join), LONGEST_SPLIT) if side == "right"]
    for left in lefts:
        for right in rights:
            letters = sum(map(len, context.letters(left) + context.letters(right)))
            if letters <= context.size + SLACK and context.fodder_allowed(indicator, cover(left, right)):
                yield ENode("split_anagram", (indicator, left, right, weight * SPLIT)), words(cover(left, right))


def longest_fodder(context: ClueContext, operation: str) -> int:
    """How many words an operation's fodder may have: a letter from each word can take
    as many words as the answer has letters."""
    return max(LONGEST_FODDER, context.size) if operation in ONE_LETTER_A_WORD else LONGEST_FODDER


def unlisted_anagrams(context: ClueContext) -> Iterator[Proposal]:
    """Fodder of exactly the answer's length beside a word not listed as an anagram indicator."""
    for fodder in context.spans(LONGEST_FODDER):
        if sum(map(len, context.letters(fodder))) == context.size:
            yield from beside_no_indicator(context, "anagram", fodder, 1, UNLISTED_ANAGRAM)


def unlisted_hidden(context: ClueContext) -> Iterator[Proposal]:
    """Words hiding an answer across them (backwards too, for a reversal to turn), beside words
    listed as no indicator."""
    for fodder in context.spans(LONGEST_FODDER):
        letters = context.letters(fodder)
        if len(letters) > 1 and sum(map(len, letters[1:-1])) + 2 <= context.size and hides_an_answer(context, letters):
            yield from beside_no_indicator(context, "hidden", fodder, 2, UNLISTED_HIDDEN)


def beside_no_indicator(context: ClueContext, operation: str, fodder: Span, longest: int,
                        weight: float) -> Iterator[Proposal]:
    """The operation on the fodder, indicated by up to `longest` words beside it that the lists
    give no operation to: a part of a hyphenated word counts as a word, and so does the whole of one
    ('silent sea-changed')."""
    for indicator, _ in neighbours(context, fodder, context.count):
        beside = span_length(indicator) <= longest or (
            context.keeps_words_whole(indicator) and context.word_count(indicator) <= longest)
        if beside and not context.indicated(indicator):
            span = (min(indicator[0], fodder[0]), max(indicator[1], fodder[1]))
            yield ENode(operation, (indicator, fodder, weight)), words(span)


def hides_an_answer(context: ClueContext, letters: tuple[str, ...]) -> bool:
    """True when a run of the answer's length across the words, starting after their first
    letter and ending before their last, spells a familiar answer, forwards or backwards."""
    joined = "".join(letters)
    runs = [run for run in wordplay.hidden(letters, context.size, context.size)
            if not joined.startswith(run) and not joined.endswith(run)]
    shape = context.shape
    spelled = [answer for run in runs for way in (run, run[::-1]) for answer in answers.spelled_by(way, shape)]
    return any(answers.frequency(answer, shape) >= UNLISTED_HIDDEN_ZIPF for answer in spelled)


def transforms(graph: EGraph, context: ClueContext) -> Iterator[Proposal]:
    """Reversals, deletions of an end, both ends or the middle, halves and homophones of a neighbouring class."""
    for indicator, operation, weight in context.indicators():
        if operation in TRANSFORMS:
            for fodder, gap, found in live_fodder(graph, context, indicator):
                yield ENode(operation, (indicator, weight * gap, fodder), (found,)), words(cover(indicator, fodder))


def live_fodder(graph: EGraph, context: ClueContext, indicator: Span) -> Iterator[tuple[Span, float, int]]:
    """(fodder, weight of the gap, its class) for each neighbouring span with readings that the
    indicator may take as fodder, next to it or beyond a small link word."""
    for fodder, gap in gapped(context, indicator, context.count):
        found = live(graph, fodder)
        if found is not None and context.fodder_allowed(indicator, fodder):
            yield fodder, gap, found


def mixed_anagrams(graph: EGraph, context: ClueContext) -> Iterator[Proposal]:
    """Anagrams of a neighbouring class's letters when they come from the clue but not
    from its words alone: a letter picked out, an abbreviation, a part put inside another."""
    for indicator, operation, weight in context.indicators():
        if operation == "anagram":
            for fodder, gap, found in live_fodder(graph, context, indicator):
                yield ENode("mixed_anagram", (indicator, weight * gap, fodder), (found,)), words(cover(indicator, fodder))


def insertions(graph: EGraph, context: ClueContext) -> Iterator[Proposal]:
    """'A in B' puts A inside B; 'B holding A' too."""
    for indicator, operation, weight in context.indicators():
        if operation not in ("insert", "contain"):
            continue
        for (left, left_class), (right, right_class) in live_pairs(graph, context, indicator):
            inner, outer = (left, right) if operation == "insert" else (right, left)
            classes = (left_class, right_class) if operation == "insert" else (right_class, left_class)
            yield ENode("insert", (indicator, weight, inner, outer), classes), words((left[0], right[1]))


def deletions(graph: EGraph, context: ClueContext) -> Iterator[Proposal]:
    """'A without B' takes B's letters out of A; so do 'A, B gone', 'without B, A' and 'B gone, A'."""
    for indicator, operation, weight in context.indicators():
        if operation != "deletion":
            continue
        for whole, part, part_class, order in deletion_parts(graph, context, indicator, context.count):
            whole_class = live(graph, whole)
            if whole_class is not None:
                yield (ENode("delete", (indicator, weight * order, whole, part), (whole_class, part_class)),
                       words(cover(indicator, whole, part)))


def lacking(graph: EGraph, context: ClueContext) -> Iterator[Proposal]:
    """A '-less' word no list gives an operation takes an abbreviation of what it lacks out of a
    neighbouring class's readings ("nameless servant": SERVANT without N, SERVAT)."""
    for at, word in enumerate(context.words):
        stem = indicators.lacked(word)
        if stem:
            for fodder, gap, found in live_fodder(graph, context, (at, at)):
                yield ENode("lacking", ((at, at), LACKING * gap, fodder, stem), (found,)), words(cover((at, at), fodder))


def replacements(graph: EGraph, context: ClueContext) -> Iterator[Proposal]:
    """'A replaced by B' or 'B for A' beside a whole, maybe past a link word ("card with Conservative
    replaced by western": CARD, C by W, WARD)."""
    for indicator, operation, weight in context.indicators():
        if operation not in SWAPS:
            continue
        for left, right in live_pairs(graph, context, indicator, LONGEST_REPLACED):
            (old, old_class), (new, new_class) = (left, right) if operation == REPLACED_BY else (right, left)
            for whole, gap in gapped(context, (left[0][0], right[0][1]), LONGEST_REPLACED):
                whole_class = live(graph, whole)
                if whole_class is not None:
                    data = (indicator, weight * gap, whole, old, new)
                    yield ENode("replace", data, (whole_class, old_class, new_class)), words(cover(whole, old, new))


def subtractive_anagrams(graph: EGraph, context: ClueContext) -> Iterator[Proposal]:
    """An anagram of words with a part's letters taken out, its indicator beside the whole deletion
    ("Sarah Hayes has lost, out": SARAHHAYES without HAS, rearranged)."""
    anagrams = context.indicating("anagram")
    if not anagrams:
        return
    for indicator, operation, weight in context.indicators():
        if operation != "deletion":
            continue
        for whole, part, part_class, order in deletion_parts(graph, context, indicator, LONGEST_FODDER):
            if sum(map(len, context.letters(whole))) > context.size + wordplay.LONGEST_TAKEN_FROM_ANAGRAM:
                continue
            span = cover(indicator, whole, part)
            for anagram, anagram_weight in anagrams:
                beside = anagram[1] + 1 == span[0] or span[1] + 1 == anagram[0]
                if beside and context.fodder_allowed(anagram, span):
                    data = (anagram, anagram_weight, indicator, weight * order, whole, part)
                    yield ENode("anagram_without", data, (part_class,)), words(cover(anagram, span))


def shortened_anagrams(graph: EGraph, context: ClueContext) -> Iterator[Proposal]:
    """Words with their first, last or both end letters off, rearranged, when the indicator that
    shortens them stands on the far side of the anagram's ("Apart from starter, cooking hailed": AILED,
    IDEAL)."""
    anagrams = context.indicating("anagram")
    for shortening, operation, weight in context.indicators():
        if operation not in wordplay.ENDS_TAKEN:
            continue
        for anagram, anagram_weight in anagrams:
            side = far_side(anagram, shortening)
            if not side:
                continue
            for fodder, fodder_side in neighbours(context, anagram, LONGEST_FODDER):
                letters = sum(map(len, context.letters(fodder)))
                if (fodder_side == side and letters <= context.size + sum(wordplay.ENDS_TAKEN[operation])
                        and context.fodder_allowed(anagram, fodder) and context.fodder_allowed(shortening, fodder)):
                    data = (anagram, anagram_weight, shortening, weight, operation, fodder)
                    yield ENode("shortened_anagram", data), words(cover(shortening, fodder))


def far_side(anagram: Span, shortening: Span) -> str:
    """Where the fodder stands when a shortening indicator is just before the anagram's ('right')
    or just after it ('left'); "" when the two are not neighbours."""
    if anagram[0] == shortening[1] + 1:
        return "right"
    return "left" if shortening[0] == anagram[1] + 1 else ""


def deletion_parts(graph: EGraph, context: ClueContext, indicator: Span,
                   longest: int) -> Iterator[tuple[Span, Span, int, float]]:
    """(whole, part, part's class, weight of the order) for each way a deletion indicator's neighbours
    read as a short part with readings and a whole of up to `longest` words: 'A without B' weighs 1,
    and 'A, B gone', 'without B, A' and 'B gone, A' OTHER_ORDER."""
    for part, side, part_class in live_neighbours(graph, context, indicator):
        if not short_part(part):
            continue
        for whole, whole_side in neighbours(context, part, longest):
            if whole_side == side:
                yield whole, part, part_class, OTHER_ORDER
        for whole, whole_side in neighbours(context, indicator, longest):
            if whole_side != side:
                yield whole, part, part_class, 1.0 if side == "right" else OTHER_ORDER


def short_part(span: Span) -> bool:
    """True for a span short enough to be the part a deletion takes out (LONGEST_PART words)."""
    return span[1] - span[0] < LONGEST_PART


def charades(graph: EGraph, context: ClueContext) -> Iterator[Proposal]:
    """Two neighbouring classes read one after the other, maybe joined by words like 'after' or 'in
    the wake of' (a join as long as any indicator)."""
    joins = {span: ops for span, ops in ((s, context.indicated(s)) for s in context.spans(LONGEST_INDICATOR))
             if "juxtapose" in ops or "juxtapose_reversed" in ops}
    for first in context.spans(context.count):
        first_class = live(graph, first)
        if first_class is None:
            continue
        shortest = min(len(r) for r in graph.readings(first_class))
        for last in range(first[1] + 1, context.count):
            second = (first[1] + 1, last)
            second_class = live(graph, second)
            if second_class is not None and shortest + min(len(r) for r in graph.readings(second_class)) <= context.size:
                yield ENode("charade", (None, False, 1.0, (first[0], last)), (first_class, second_class)), words((first[0], last))
        for join, ops in joins.items():
            if join[0] != first[1] + 1:
                continue
            for last in range(join[1] + 1, context.count):
                second_class = live(graph, (join[1] + 1, last))
                if second_class is None:
                    continue
                for operation, weight in ops.items():
                    if operation in ("juxtapose", "juxtapose_reversed"):
                        data = (join, operation == "juxtapose_reversed", weight, (first[0], last))
                        yield ENode("charade", data, (first_class, second_class)), words((first[0], last))


def splits(graph: EGraph, context: ClueContext) -> Iterator[Proposal]:
    """Definition at one end, wordplay for the rest, maybe with link words between; two
    definitions; a definition alone (the whole clue's, or a guess when wordplay fails); or the
    whole clue as wordplay and definition at once (&lit), unless the person marked a shorter
    definition."""
    last = context.count - 1
    whole = live(graph, (0, last))
    if whole is not None and context.marks.definition in (None, (0, last)):
        yield ENode("lit", (0, last), (whole,)), ROOT
    for node in [n for n in graph.memo if n.op == "definition"]:
        definition = node.data
        definition_class = graph.lookup(node)
        if graph.readings(definition_class):
            yield ENode("alone", definition, (definition_class,)), ROOT
        rest = (definition[1] + 1, last) if definition[0] == 0 else (0, definition[0] - 1)
        for wordplay in link_trimmed(context, rest, definition[0] == 0):
            found = live(graph, wordplay[0])
            if found is not None:
                yield ENode("split", (definition, wordplay[1], wordplay[0]), (definition_class, found)), ROOT
        if definition[0] == 0 and graph.readings(definition_class):
            for second, link in link_trimmed(context, rest, True):
                other = graph.lookup(ENode("definition", second))
                if other is not None and graph.readings(other):
                    yield ENode("double", (definition, link, second), (definition_class, other)), ROOT


def link_trimmed(context: ClueContext, rest: Span, after_definition: bool) -> Iterator[tuple[Span, Span | None]]:
    """The wordplay span, alone or without link words next to the definition."""
    if rest[0] > rest[1]:
        return
    yield rest, None
    for length in (1, 2):
        link = (rest[0], rest[0] + length - 1) if after_definition else (rest[1] - length + 1, rest[1])
        trimmed = (link[1] + 1, rest[1]) if after_definition else (rest[0], link[0] - 1)
        if trimmed[0] <= trimmed[1] and "filler" in context.indicated(link):
            yield trimmed, link


RULES = (
    Rule("leaves", leaves), Rule("definitions", definitions), Rule("hunches", hunch_spans),
    Rule("selections", selections),
    Rule("transforms", transforms), Rule("mixed anagrams", mixed_anagrams), Rule("insertions", insertions),
    Rule("deletions", deletions), Rule("lacking", lacking), Rule("replacements", replacements),
    Rule("subtractive anagrams", subtractive_anagrams),
    Rule("shortened anagrams", shortened_anagrams),
    Rule("charades", charades), Rule("splits", splits),
)
