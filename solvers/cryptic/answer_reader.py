"""Readings of the clue's root: answers where a definition meets the wordplay, two
definitions agree, a definition stands alone, or the whole clue is wordplay and definition at once."""

from __future__ import annotations

from collections.abc import Callable
from functools import cached_property

from solvers.cryptic import answers, hunches, rank, thesaurus
from solvers.cryptic.derivation import Derivation, Readings, keep_stronger
from solvers.cryptic.egraph import EGraph, ENode
from solvers.cryptic.reader import Reader
from workbench.actions import Span, span_length

LOOKUPS = frozenset({"synonym", "loose", "kind", "abbreviation"})
"""Wordplay that is one word or phrase looked up for a span: an answer of several words it spells
is a phrase the pool holds, not the word cut in pieces."""


def spelling(wordplay: Derivation) -> Callable[[str, answers.Shape], list[str]]:
    """How a wordplay's reading spells answers: with rare words too when it takes every letter from
    the clue, only as a listed phrase when it is one looked-up word, else as any answer may be spelled."""
    if rank.letter_exact(wordplay):
        return answers.spelled_exactly
    return answers.spelled_as_listed if wordplay.operation in LOOKUPS else answers.spelled_by


class AnswerReader(Reader):
    """Answers for the root class, each with its ranked derivation."""

    def split(self, graph: EGraph, node: ENode) -> Readings:
        """Answers where the definition and the wordplay meet (or the wordplay alone spells a word)."""
        definition_span, link, wordplay_span = node.data
        definitions = graph.readings(node.children[0])
        made: Readings = {}
        link_text = self.context.text(link) if link else ""
        long_definition = span_length(definition_span) > rank.LONGEST_LOOSE_DEFINITION
        outright = self.outright[definition_span]
        for reading, derivation in graph.readings(node.children[1]).items():
            if derivation.operation == "literal" or (long_definition and not rank.strong_exact(derivation)):
                continue
            for answer in self.spelled_answers(reading, derivation):
                if hunches.may_meet(derivation, answer, outright):
                    meaning = definitions.get(answer) or self.loose_definition(definition_span, answer)
                    keep_stronger(made, self.met(answer, meaning, derivation, link_text))
        return made

    def lit(self, graph: EGraph, node: ENode) -> Readings:
        """Answers the whole clue spells by strong wordplay from its own letters, the whole clue
        defining them too (&lit: "Primarily, every lowland kingdom", ELK)."""
        made: Readings = {}
        for reading, derivation in graph.readings(node.children[0]).items():
            if rank.strong_exact(derivation):
                for answer in self.spelled_answers(reading, derivation):
                    keep_stronger(made, self.met(answer, self.loose_definition(node.data, answer), derivation))
        return made

    def spelled_answers(self, reading: str, wordplay: Derivation) -> set[str]:
        """The answers a wordplay's reading of the answer's length spells (spelling), but none that is
        a clue word."""
        if len(reading) != self.context.size:
            return set()
        return set(spelling(wordplay)(reading, self.context.shape)) - self.clue_words

    @cached_property
    def clue_words(self) -> frozenset[str]:
        """The letters of each of the clue's words, found once."""
        return frozenset(self.context.letters((0, self.context.count - 1)))

    def met(self, answer: str, meaning: Derivation, wordplay: Derivation, link_text: str = "") -> Derivation:
        """The split where a definition's meaning meets a wordplay in an answer, weighed (rank.weigh)
        and by the answer's standing."""
        weight = rank.weigh(wordplay, meaning, answers.phrase_frequency(answer, self.context.shape))
        return Derivation("split", (0, self.context.count - 1), "", answer, weight * self.standing(answer),
                          (meaning, wordplay), link_text)

    def standing(self, answer: str) -> float:
        """How an answer counts for being listed or not (rank.standing) and for the breadth of
        the class it names (rank.breadth)."""
        return rank.standing(answers.listed(answer, self.context.shape)) * rank.breadth(thesaurus.most_kinds(answer))

    def loose_definition(self, span: Span, answer: str) -> Derivation:
        """A definition that meets the answer only through glosses, the looser thesaurus, as a far kind or
        near it (the whole, or else its head word: "heavenly creature", ANGEL), or not at all (a definition
        of an article and more that WordNet lacks is looked up without the article: "a number": SEVEN)."""
        phrase = thesaurus.without_article(self.context.meaning(span))
        shared = thesaurus.gloss_overlap(phrase, answer)
        matches = {
            "gloss": rank.gloss_weight(shared, len(thesaurus.definition_stems(phrase))) if shared else 0.0,
            "loose": rank.LOOSE if thesaurus.loosely_defines(phrase, answer) else 0.0,
            "kind": rank.KIND if thesaurus.kind_of(phrase, answer)
            else rank.KIND_OF_THE_NOUN if thesaurus.kind_of_the_noun(phrase, answer) else 0.0,
        }
        best = max(matches, key=lambda match: matches[match])
        if matches[best] < rank.NEAR and thesaurus.share_a_neighbour(phrase, answer):
            return Derivation("near", span, self.context.text(span), answer, rank.NEAR)
        head = thesaurus.head_word(phrase)
        if not matches[best] and head and thesaurus.share_a_neighbour(head, answer):
            return Derivation("near", span, self.context.text(span), answer, rank.NEAR_BY_HEAD)
        if matches[best]:
            return Derivation(best, span, self.context.text(span), answer, matches[best])
        return Derivation("unconfirmed", span, self.context.text(span), answer, rank.unconfirmed(span_length(span)))

    def alone(self, graph: EGraph, node: ENode) -> Readings:
        """Answers from a definition alone: a cryptic definition, or a guess without wordplay."""
        shape = self.context.shape
        whole = node.data == (0, self.context.count - 1)
        return {
            answer: Derivation("alone", node.data, meaning.text, answer,
                               rank.weigh_alone(meaning, answers.phrase_frequency(answer, shape), whole)
                               * self.standing(answer), (meaning,))
            for answer, meaning in graph.readings(node.children[0]).items()
        }

    def double(self, graph: EGraph, node: ENode) -> Readings:
        """Answers both halves of the clue define."""
        first, second = graph.readings(node.children[0]), graph.readings(node.children[1])
        shape = self.context.shape
        return {
            answer: Derivation("double", (0, self.context.count - 1), "", answer,
                               rank.weigh_double(first[answer], second[answer], answers.phrase_frequency(answer, shape))
                               * self.standing(answer),
                               (first[answer], second[answer]))
            for answer in first.keys() & second.keys()
        }
