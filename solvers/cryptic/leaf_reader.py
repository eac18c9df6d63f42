"""Readings of leaves: clue words as they stand, synonyms, abbreviations, the person's
chosen readings, definitions, and letters picked out of fodder (anagram, hidden word,
initials and kin)."""

from __future__ import annotations

from functools import cached_property

from solvers.cryptic import abbreviations, answers, hunches, inflection, rank, thesaurus, wordplay
from solvers.cryptic.derivation import Derivation, Readings
from solvers.cryptic.egraph import EGraph, ENode
from solvers.cryptic.reader import Reader, cover
from solvers.cryptic.stems import STOP_WORDS, after_article
from workbench import lexicon
from workbench.actions import Span
from workbench.models.cryptic import letters_of

LITERAL = 0.6
SYNONYM = 0.5
LINKED = 0.45
LOOSE = 0.35
DESCRIBED = 0.3
HUNCH = 0.25
ABBREVIATION = 0.7
CHOSEN = 1.0
PART_OF_DEFINITION = 0.55
ALIGNED = 0.75
SOME_LETTERS = 0.3
PLURAL_ON_ONE_WORD = 0.5
WITHOUT_POSSESSIVE = 0.85
BASE_OF_FODDER = 0.3
WHOLE_FODDER = 0.95
EACH_SIDE = 0.85


def anagram_blocks(words: tuple[str, ...], owners: tuple[str, ...]) -> dict[str, float]:
    """An anagram's fodder as one block, and (weighing less) without its owners' possessive 's."""
    found = {wordplay.block("".join(words)): WHOLE_FODDER}
    found.setdefault(wordplay.block("".join(owners)), WITHOUT_POSSESSIVE)
    return found


class LeafReader(Reader):
    """Readings made from the clue's own words."""

    def literal(self, graph: EGraph, node: ENode) -> Readings:
        """The words as they stand."""
        return self.leaf("literal", node.data, ["".join(self.context.letters(node.data))], LITERAL)

    def synonym(self, graph: EGraph, node: ENode) -> Readings:
        """Words the thesaurus relates to the span, synonyms proper above kinds and wholes
        (dogs -> CURS above CORGIS), WordNet's above Moby's looser links and WordNet's far kinds
        ("bird": JAY) and kinds placed by an adjective ("Italian city": TURIN), the common ones
        weighing more. A phrase of an article and more that WordNet lacks is looked up without the
        article ("a joke": JEST; "a long time": AGES)."""
        phrase = thesaurus.without_article(self.context.meaning(node.data))
        itself = letters_of(phrase)
        found = {letters_of(p) for p in thesaurus.related(phrase)} - {itself}
        proper = {letters_of(p) for p in thesaurus.related(phrase, own=True)}
        loose = {letters_of(p) for p in thesaurus.loosely_related(phrase)} - found - {itself}
        kinds = thesaurus.named_kinds(phrase) | thesaurus.placed_kinds(phrase)
        named = {letters_of(p) for p in kinds} - found - loose - {itself}
        described = {letters_of(p) for p in thesaurus.described_by(phrase)} - found - loose - named
        text = self.context.text(node.data)
        words = lexicon.shared("en")
        return {
            r: Derivation("loose" if r in loose else "kind" if r in named else "synonym", node.data, text, r,
                          (SYNONYM if r in proper else LINKED if r in found else LOOSE if r in loose | named else DESCRIBED)
                          * (0.8 + 0.2 * rank.familiarity(words.zipf(r))))
            for r in found | loose | named | described if self.may_shrink(r)
        }

    def abbreviation(self, graph: EGraph, node: ENode) -> Readings:
        """The span's crossword abbreviations, and those of its words as written when a possessive
        was taken off them ("one's": IS, "printer's measure": EM)."""
        phrases = {self.context.meaning(node.data), self.context.phrase(node.data)}
        found = frozenset().union(*map(abbreviations.abbreviations, phrases))
        return self.leaf("abbreviation", node.data, found, ABBREVIATION)

    def hunch(self, graph: EGraph, node: ENode) -> Readings:
        """Pieces of the definitions' answers that the span names loosely (see hunches)."""
        phrase = self.context.meaning(node.data)
        named = sorted(piece for piece in self.hunched(node.data) if hunches.names_loosely(phrase, piece))
        return self.leaf("hunch", node.data, named, HUNCH)

    def chosen(self, graph: EGraph, node: ENode) -> Readings:
        """The reading the person chose for the span."""
        span, reading = node.data
        return self.leaf("chosen", span, [reading], CHOSEN)

    @cached_property
    def proposals(self) -> dict[Span, Readings]:
        """What a definition on each span the clue allows proposes, found once a clue."""
        return {span: self.definition_readings(span) for span in self.context.definition_spans()}

    @cached_property
    def outright(self) -> dict[Span, frozenset[str]]:
        """The answers a definition on each span proposes outright: those WordNet relates to the whole
        span, and those the looser thesaurus lists under it (see hunches)."""
        return {span: frozenset(hunches.proposed(readings)).union(self.loosely_proposed(span))
                for span, readings in self.proposals.items()}

    def loosely_proposed(self, span: Span) -> list[str]:
        """The answers the looser thesaurus lists under a definition span."""
        return self.answers_among(set(thesaurus.loosely_related(thesaurus.without_article(self.context.meaning(span)))))

    def definition(self, graph: EGraph, node: ENode) -> Readings:
        """The answers a definition node proposes (its span is one the clue allows)."""
        return self.proposals[node.data]

    def definition_readings(self, span: Span) -> Readings:
        """Answers of the right shape that the thesaurus relates to the span (or, for a short
        phrase, to its last word, which counts for less)."""
        phrase = self.context.meaning(span)
        related = set(thesaurus.related(phrase))
        if (rest := after_article(phrase)) != phrase:
            related |= thesaurus.related(rest)
        chosen = self.context.marks.readings.get(span)
        related |= {chosen.lower()} if chosen else set()
        words = phrase.split()
        partly = set(thesaurus.described_by(phrase)) - related
        if 1 < len(words) <= 3 and words[-1] not in STOP_WORDS and self.context.words.count(words[-1]) == 1:
            partly |= set(thesaurus.related(words[-1])) - related
        return {**self.leaf("definition", span, self.answers_among(partly), PART_OF_DEFINITION),
                **self.leaf("definition", span, self.answers_among(related), 1.0)}

    @staticmethod
    def bases_of(words: tuple[str, ...]) -> set[str]:
        """The base forms of a one-word fodder: it hides them as no setter would (INVOLVE in INVOLVED),
        unless a reversal follows (PART in PARTS, for TRAP)."""
        return {base.upper() for base, _ in inflection.bases(words[0].lower())} if len(words) == 1 else set()

    def answers_among(self, phrases: set[str]) -> list[str]:
        """The phrases that are answers of the clue's shape, as letters."""
        shape = self.context.shape
        found = [letters_of(p) for p in phrases
                 if answers.shape_of(p) == shape or (len(shape) > 1 and len(letters_of(p)) == sum(shape))]
        return [f for f in found if answers.spelled_by(f, shape)]

    def split_anagram(self, graph: EGraph, node: ENode) -> Readings:
        """The words either side of an anagram indicator and a join word, as one anagram ("orang
        playing with rat": ORANG + RAT, ARROGANT), read with and without an owner's possessive 's."""
        indicator, left, right, weight = node.data
        found = anagram_blocks(self.context.letters(left) + self.context.letters(right),
                               self.context.owners(left) + self.context.owners(right))
        text = f"{self.context.text(left)} + {self.context.text(right)}"
        return {reading: Derivation("anagram", cover(left, right), text, reading, share * weight,
                                    indicator=self.context.text(indicator))
                for reading, share in found.items()}

    def alternations_each_side(self, fodder: Span) -> list[str]:
        """Alternate letters taken from the words either side of an "and" in the fodder and joined
        ("loaf and rusk, oddly": LA + RS): the indicator reads on both parts."""
        words = self.context.words[fodder[0]:fodder[1] + 1]
        letters = self.context.letters(fodder)
        found = []
        for inner in range(1, len(words) - 1):
            if words[inner] == wordplay.AND:
                left, right = "".join(letters[:inner]), "".join(letters[inner + 1:])
                found += [a + b for a, b in zip(wordplay.alternations(left), wordplay.alternations(right))]
        return found

    def selection(self, graph: EGraph, node: ENode) -> Readings:
        """Letters picked out of the fodder's words: anagram, hidden word, initials and kin
        ("leaders" of one word are its first two letters, weighing less; an anagram's fodder and
        the end, middle and edges of an owner are read with and without the possessive 's, and the
        start of an owner is never the owner itself: "dancer's beginning" is D, not DANCER); an
        anagram may be a little longer than the answer, for a deletion to shorten."""
        indicator, fodder, weight = node.data
        words = self.context.letters(fodder)
        owners = self.context.owners(fodder)
        joined, owned = "".join(words), "".join(owners)
        size = self.context.size
        found: dict[str, float] = {}
        match node.op:
            case "anagram":
                found.update(anagram_blocks(words, owners))
                for inner in range(1, len(words) - 1):
                    if self.context.words[fodder[0] + inner] in wordplay.ANAGRAM_JOINS:
                        found.setdefault(wordplay.block(joined.replace(words[inner], "", 1)), 0.8)
            case "hidden":
                inside_one = 0.7 if len(words) == 1 else 1.0
                inflected_from = self.bases_of(words)
                for reading in wordplay.hidden(words, min(3, size), size):
                    aligned = joined.startswith(reading) + joined.endswith(reading)
                    found[reading] = ((0.95 if len(reading) == size else 0.5) * inside_one * ALIGNED ** aligned
                                      * (BASE_OF_FODDER if reading in inflected_from else 1.0))
            case "initials":
                found[wordplay.initials(words)] = 0.95
                if len(words) == 1 and self.context.phrase(indicator).endswith("s"):
                    found.setdefault(joined[:2], PLURAL_ON_ONE_WORD)
            case "finals":
                found[wordplay.finals(words)] = 0.9
                found.setdefault(wordplay.finals(owners), 0.9)
            case "alternation":
                for reading in wordplay.alternations(joined):
                    found[reading] = 0.95
                for reading in self.alternations_each_side(fodder):
                    found.setdefault(reading, EACH_SIDE)
            case "head":
                found[joined[0]] = 0.9
                if joined[:-1] != owned:
                    found[joined[:-1]] = 0.6
                for length in range(2, len(joined) - 1):
                    found.setdefault(joined[:length], SOME_LETTERS)
            case "tail":
                found[joined[-1]] = found[owned[-1]] = 0.9
                found[joined[1:]] = 0.6
                for length in range(2, len(joined) - 1):
                    found.setdefault(joined[-length:], SOME_LETTERS)
            case "middle":
                for each in (words, owners):
                    found.setdefault("".join(wordplay.middle(w) for w in each), 0.85)
            case "edges":
                found[wordplay.edges(joined)] = 0.85
                found.setdefault(wordplay.edges(owned), 0.85)
        span = cover(indicator, fodder)
        text = self.context.text(fodder)
        indicator_text = self.context.text(indicator)
        return {
            r: Derivation(node.op, span, text, r, w * weight, indicator=indicator_text)
            for r, w in found.items() if (self.may_shrink(r) if node.op == "anagram" else self.fits(r))
        }
