"""The e-class analysis: the readings each e-node yields, with their derivations.

Every reading is pruned by the answer's letter budget; a split yields only answers of
the enumeration's shape, confirmed by the lexicon (and the definition, when it meets).
"""

from __future__ import annotations

from collections.abc import Callable, Iterable

from solvers.cryptic import abbreviations, answers, homophones, rank, thesaurus, wordplay
from solvers.cryptic.context import ClueContext
from solvers.cryptic.derivation import Derivation, Readings
from solvers.cryptic.egraph import EGraph, ENode
from solvers.cryptic.stems import STOP_WORDS
from workbench import lexicon
from workbench.actions import Span
from workbench.models.cryptic import letters_of

LIMIT = 250
LITERAL = 0.6
SYNONYM = 0.5
DESCRIBED = 0.3
ABBREVIATION = 0.7
CHOSEN = 1.0
PART_OF_DEFINITION = 0.55
ALIGNED = 0.75
ANAGRAM_JOINS = frozenset({"with", "and", "plus"})
SLACK = 3
COMBINED = 60
ARTICLES = ("a ", "an ", "the ")


Best = dict[str, tuple[float, tuple[Derivation, ...]]]


def strongest(readings: Readings, ordered: bool = False) -> list[tuple[str, Derivation]]:
    """The most plausible readings of a class, to combine with another's."""
    found = [(r, d) for r, d in readings.items() if d.ordered or not ordered]
    return sorted(found, key=lambda item: -item[1].weight)[:COMBINED]


def keep(best: Best, result: str, strength: float, parts: tuple[Derivation, ...]) -> None:
    """Remember a result when it is new or stronger than before."""
    old = best.get(result)
    if old is None or strength > old[0]:
        best[result] = (strength, parts)


def cover(*spans: Span | None) -> Span:
    """The smallest span covering all the given spans."""
    present = [s for s in spans if s is not None]
    return (min(s[0] for s in present), max(s[1] for s in present))


class WordplayAnalysis:
    """Makes each node's readings from the clue and from its children's readings."""

    limit = LIMIT

    def __init__(self, context: ClueContext) -> None:
        self.context = context
        self.makers: dict[str, Callable[[EGraph, ENode], Readings]] = {
            "words": lambda graph, node: {},
            "clue": lambda graph, node: {},
            "literal": self.literal, "synonym": self.synonym, "abbreviation": self.abbreviation,
            "chosen": self.chosen, "definition": self.definition,
            "anagram": self.selection, "hidden": self.selection, "initials": self.selection,
            "finals": self.selection, "alternation": self.selection, "head": self.selection,
            "tail": self.selection, "middle": self.selection, "edges": self.selection,
            "reversal": self.transform, "behead": self.transform, "curtail": self.transform,
            "hollow": self.transform, "homophone": self.transform,
            "insert": self.insert, "delete": self.delete, "charade": self.charade,
            "split": self.split, "double": self.double, "alone": self.alone,
        }

    def make(self, graph: EGraph, node: ENode) -> Readings:
        """The readings of one node."""
        return self.makers[node.op](graph, node)

    def fits(self, letters: str) -> bool:
        """True when a reading is not longer than the answer."""
        return 0 < len(letters) <= self.context.size

    def may_shrink(self, letters: str) -> bool:
        """True when a leaf reading is short enough to fit once a deletion shortens it."""
        return 0 < len(letters) <= self.context.size + SLACK

    def leaf(self, operation: str, span: Span, found: Iterable[str], weight: float) -> Readings:
        """Readings of a leaf operation on a span's words."""
        text = self.context.text(span)
        return {r: Derivation(operation, span, text, r, weight) for r in found if self.may_shrink(r)}

    def literal(self, graph: EGraph, node: ENode) -> Readings:
        """The words as they stand."""
        return self.leaf("literal", node.data, ["".join(self.context.letters(node.data))], LITERAL)

    def synonym(self, graph: EGraph, node: ENode) -> Readings:
        """Words the thesaurus relates to the span, the common ones weighing more."""
        phrase = self.context.phrase(node.data)
        found = {letters_of(p) for p in thesaurus.related(phrase)} - {letters_of(phrase)}
        described = {letters_of(p) for p in thesaurus.described_by(phrase)} - found
        text = self.context.text(node.data)
        words = lexicon.shared("en")
        return {
            r: Derivation("synonym", node.data, text, r,
                          (SYNONYM if r in found else DESCRIBED) * (0.8 + 0.2 * rank.familiarity(words.zipf(r))))
            for r in found | described if self.may_shrink(r)
        }

    def abbreviation(self, graph: EGraph, node: ENode) -> Readings:
        """The span's crossword abbreviations."""
        return self.leaf("abbreviation", node.data, abbreviations.abbreviations(self.context.phrase(node.data)), ABBREVIATION)

    def chosen(self, graph: EGraph, node: ENode) -> Readings:
        """The reading the person chose for the span."""
        span, reading = node.data
        return self.leaf("chosen", span, [reading], CHOSEN)

    def definition(self, graph: EGraph, node: ENode) -> Readings:
        """Answers of the right shape that the thesaurus relates to the span (or, for a short
        phrase, to its last word, which counts for less)."""
        phrase = self.context.phrase(node.data)
        related = set(thesaurus.related(phrase))
        for article in ARTICLES:
            if phrase.startswith(article):
                related |= thesaurus.related(phrase[len(article):])
        chosen = self.context.marks.readings.get(node.data)
        related |= {chosen.lower()} if chosen else set()
        words = phrase.split()
        partly = set(thesaurus.described_by(phrase)) - related
        if 1 < len(words) <= 3 and words[-1] not in STOP_WORDS and self.context.words.count(words[-1]) == 1:
            partly |= set(thesaurus.related(words[-1])) - related
        return {**self.leaf("definition", node.data, self.answers_among(partly), PART_OF_DEFINITION),
                **self.leaf("definition", node.data, self.answers_among(related), 1.0)}

    def answers_among(self, phrases: set[str]) -> list[str]:
        """The phrases that are answers of the clue's shape, as letters."""
        shape = self.context.shape
        found = [letters_of(p) for p in phrases
                 if answers.shape_of(p) == shape or (len(shape) > 1 and len(letters_of(p)) == sum(shape))]
        return [f for f in found if answers.spelled_by(f, shape)]

    def selection(self, graph: EGraph, node: ENode) -> Readings:
        """Letters picked out of the fodder's words: anagram, hidden word, initials and kin."""
        indicator, fodder, weight = node.data
        words = self.context.letters(fodder)
        joined = "".join(words)
        size = self.context.size
        found: dict[str, float] = {}
        match node.op:
            case "anagram":
                found[wordplay.block(joined)] = 0.95
                for inner in range(1, len(words) - 1):
                    if self.context.words[fodder[0] + inner] in ANAGRAM_JOINS:
                        found.setdefault(wordplay.block(joined.replace(words[inner], "", 1)), 0.8)
            case "hidden":
                inside_one = 0.7 if len(words) == 1 else 1.0
                for reading in wordplay.hidden(words, min(3, size), size):
                    aligned = joined.startswith(reading) + joined.endswith(reading)
                    found[reading] = (0.95 if len(reading) == size else 0.5) * inside_one * ALIGNED ** aligned
            case "initials":
                found[wordplay.initials(words)] = 0.95
            case "finals":
                found[wordplay.finals(words)] = 0.9
            case "alternation":
                for reading in wordplay.alternations(joined):
                    found[reading] = 0.95
            case "head":
                found[joined[0]] = 0.9
                found[joined[:-1]] = 0.6
            case "tail":
                found[joined[-1]] = 0.9
                found[joined[1:]] = 0.6
            case "middle":
                found["".join(wordplay.middle(w) for w in words)] = 0.85
            case "edges":
                found[wordplay.edges(joined)] = 0.85
        span = cover(indicator, fodder)
        text = self.context.text(fodder)
        indicator_text = self.context.text(indicator)
        return {
            r: Derivation(node.op, span, text, r, w * weight, indicator=indicator_text)
            for r, w in found.items() if self.fits(r)
        }

    def transform(self, graph: EGraph, node: ENode) -> Readings:
        """One class's ordered readings reversed, beheaded, curtailed, hollowed or heard."""
        indicator, weight, fodder = node.data
        made: Readings = {}
        for reading, part in graph.readings(node.children[0]).items():
            if not part.ordered:
                continue
            for result in self.transformed(node.op, reading):
                if self.may_shrink(result) and result != reading:
                    derivation = Derivation(node.op, cover(indicator, fodder), part.text, result,
                                            weight * part.weight * 0.9, (part,), self.context.text(indicator))
                    if result not in made or derivation.weight > made[result].weight:
                        made[result] = derivation
        return made

    @staticmethod
    def transformed(operation: str, reading: str) -> Iterable[str]:
        """What one operation makes of one ordered reading."""
        match operation:
            case "reversal":
                return [reading[::-1]]
            case "behead":
                return [reading[1:]] if len(reading) > 1 else []
            case "curtail":
                return [reading[:-1]] if len(reading) > 1 else []
            case "hollow":
                return [wordplay.edges(reading), wordplay.heartless(reading)]
            case "homophone":
                return sorted(homophones.sounding_like(reading))
        return []

    def insert(self, graph: EGraph, node: ENode) -> Readings:
        """One class's readings put inside another's."""
        indicator, weight, inner_span, outer_span = node.data
        size = self.context.size
        best: Best = {}
        for inner, inner_part in strongest(graph.readings(node.children[0])):
            for outer, outer_part in strongest(graph.readings(node.children[1]), ordered=True):
                if len(inner) + len(outer) <= size:
                    strength = weight * inner_part.weight * outer_part.weight * 0.9
                    for result in wordplay.insertions(inner, outer):
                        keep(best, result, strength, (inner_part, outer_part))
        return self.built(best, "insert", cover(indicator, inner_span, outer_span), indicator)

    def delete(self, graph: EGraph, node: ENode) -> Readings:
        """One class's readings with a short reading of another taken out."""
        indicator, weight, whole_span, part_span = node.data
        best: Best = {}
        parts = [(r, d) for r, d in strongest(graph.readings(node.children[1]), ordered=True) if len(r) <= 3]
        for whole, whole_part in strongest(graph.readings(node.children[0]), ordered=True):
            for part, part_part in parts:
                strength = weight * whole_part.weight * part_part.weight * 0.9
                for result in wordplay.deletions(whole, part):
                    if self.may_shrink(result):
                        keep(best, result, strength, (whole_part, part_part))
        return self.built(best, "delete", cover(indicator, whole_span, part_span), indicator)

    def charade(self, graph: EGraph, node: ENode) -> Readings:
        """Two classes' readings one after the other (second first when the join says so)."""
        join, backwards, weight, span = node.data
        first = strongest(graph.readings(node.children[0]))
        second = strongest(graph.readings(node.children[1]))
        if backwards:
            first, second = second, first
        size = self.context.size
        best: Best = {}
        for a, a_part in first:
            room = size - len(a)
            for b, b_part in second:
                if len(b) <= room:
                    keep(best, a + b, weight * a_part.weight * b_part.weight * 0.9, (a_part, b_part))
        return self.built(best, "charade", span, join)

    def built(self, best: Best, operation: str, span: Span, indicator: Span | None) -> Readings:
        """Derivations for the strongest results of a combining operation."""
        ranked = sorted(best.items(), key=lambda item: -item[1][0])[:LIMIT]
        text = self.context.text(indicator) if indicator else ""
        return {r: Derivation(operation, span, "", r, w, parts, text) for r, (w, parts) in ranked}

    def split(self, graph: EGraph, node: ENode) -> Readings:
        """Answers where the definition and the wordplay meet (or the wordplay alone spells a word)."""
        definition_span, link, wordplay_span = node.data
        definitions = graph.readings(node.children[0])
        made: Readings = {}
        shape = self.context.shape
        link_text = self.context.text(link) if link else ""
        clue_words = set(self.context.letters((0, self.context.count - 1)))
        for reading, derivation in graph.readings(node.children[1]).items():
            if len(reading) != self.context.size or derivation.operation == "literal":
                continue
            for answer in set(answers.spelled_by(reading, shape)) - clue_words:
                meaning = definitions.get(answer) or self.loose_definition(definition_span, answer)
                result = Derivation("split", (0, self.context.count - 1), "", answer,
                                    rank.weigh(derivation, meaning, answers.frequency(answer, shape), self.bare(derivation)),
                                    (meaning, derivation), link_text)
                if answer not in made or result.weight > made[answer].weight:
                    made[answer] = result
        return made

    @staticmethod
    def bare(derivation: Derivation) -> bool:
        """True when the wordplay is one synonym or abbreviation, no real wordplay at all."""
        return derivation.operation in ("synonym", "abbreviation")

    def loose_definition(self, span: Span, answer: str) -> Derivation:
        """A definition that meets the answer only through glosses, or not at all."""
        phrase = self.context.phrase(span)
        shared = thesaurus.gloss_overlap(phrase, answer)
        if shared:
            return Derivation("gloss", span, self.context.text(span), answer, rank.gloss_weight(shared))
        if thesaurus.share_a_neighbour(phrase, answer):
            return Derivation("near", span, self.context.text(span), answer, rank.NEAR)
        return Derivation("unconfirmed", span, self.context.text(span), answer, rank.UNCONFIRMED)

    def alone(self, graph: EGraph, node: ENode) -> Readings:
        """Answers from a definition alone: a cryptic definition, or a guess without wordplay."""
        shape = self.context.shape
        whole = node.data == (0, self.context.count - 1)
        return {
            answer: Derivation("alone", node.data, meaning.text, answer,
                               rank.weigh_alone(meaning, answers.frequency(answer, shape), whole), (meaning,))
            for answer, meaning in graph.readings(node.children[0]).items()
        }

    def double(self, graph: EGraph, node: ENode) -> Readings:
        """Answers both halves of the clue define."""
        first, second = graph.readings(node.children[0]), graph.readings(node.children[1])
        shape = self.context.shape
        return {
            answer: Derivation("double", (0, self.context.count - 1), "", answer,
                               rank.weigh_double(first[answer], second[answer], answers.frequency(answer, shape)),
                               (first[answer], second[answer]))
            for answer in first.keys() & second.keys()
        }
