"""What the solver knows about one clue before rewriting: its words, indicators, links,
and what the person marked (definition, indicators, chosen readings).

Glossary:
    span       (first, last) clue word indices, both inclusive.
    indicator  a span whose words signal an operation, with a weight.
    link       filler words between definition and wordplay ("is", "for", "gives").
    join       words between charade parts; `reversed` when the first part comes second
               ("A after B" reads B then A).
    meaning    a span's phrase as the thesaurus and abbreviations are asked about it: a
               possessive "'s" taken off ("crowd's" is looked up as crowd), unless WordNet
               lists the phrase as written ("king's english") or the word is short for
               "... is" ("it's").
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping
from dataclasses import dataclass, field
from functools import cached_property

from solvers.cryptic import indicators, thesaurus
from workbench.actions import ApplyIndicator, ChooseReading, MarkDefinition, Span
from workbench.models.cryptic import CrypticClue, joined, letters_of
from workbench.state import State

LONGEST_INDICATOR = 5
"""The words of the longest listed indicator phrase ("by the sound of it")."""
LONGEST_WHOLE_DEFINITION = 6
PERSON_WEIGHT = 1.0


@dataclass(frozen=True)
class Marks:
    """The person's annotations, as constraints and hints for the solver."""

    definition: Span | None = None
    indicators: Mapping[Span, tuple[str, Span | None]] = field(default_factory=dict)
    readings: Mapping[Span, str] = field(default_factory=dict)

    @classmethod
    def from_state(cls, state: State) -> Marks:
        """Read the annotations of a session state."""
        definition, marked, chosen = None, {}, {}
        for note in state.annotations:
            match note:
                case MarkDefinition(span=span):
                    definition = span
                case ApplyIndicator(span=span, operation=operation, fodder=fodder):
                    marked[span] = (operation, fodder)
                case ChooseReading(span=span, reading=reading):
                    chosen[span] = letters_of(reading)
        return cls(definition, marked, chosen)


SHORT_FOR_IS = frozenset({"it's", "that's", "what's", "there's", "here's", "he's", "she's", "who's", "where's", "let's"})


@dataclass(frozen=True)
class ClueContext:
    """A clue ready for rewriting: plain words, their letters, indicators and links."""

    puzzle: CrypticClue
    marks: Marks = Marks()

    @property
    def words(self) -> tuple[str, ...]:
        """The clue's words, lower case, punctuation stripped."""
        return self.puzzle.plain_words

    @property
    def count(self) -> int:
        """How many words the clue has."""
        return len(self.words)

    @cached_property
    def size(self) -> int:
        """How many letters the answer has."""
        return self.puzzle.size

    @cached_property
    def shape(self) -> tuple[int, ...]:
        """The answer's word lengths."""
        return self.puzzle.lengths

    def phrase(self, span: Span) -> str:
        """The plain words of a span joined by spaces, the parts of a hyphenated word by its hyphen."""
        return joined(self.words[span[0]:span[1] + 1], self.puzzle.closed_up[span[0]:span[1] + 1])

    def meaning(self, span: Span) -> str:
        """The span's phrase with a possessive "'s" taken off its words (not off one short for
        "... is"), unless WordNet lists the phrase as written."""
        phrase = self.phrase(span)
        if "'s" not in phrase or phrase in thesaurus.wordnet().index:
            return phrase
        return " ".join(word if word in SHORT_FOR_IS else word.removesuffix("'s") for word in phrase.split())

    def text(self, span: Span) -> str:
        """The words of a span as written, without the punctuation around them."""
        written = self.puzzle.words[span[0]:span[1] + 1]
        return joined([w.strip(".,;:!?\"()[]—–") for w in written], self.puzzle.closed_up[span[0]:span[1] + 1])

    def letters(self, span: Span) -> tuple[str, ...]:
        """The letters of each word of a span, upper case."""
        return tuple(letters_of(w) for w in self.words[span[0]:span[1] + 1])

    def owners(self, span: Span) -> tuple[str, ...]:
        """The letters of each word of a span with a possessive 's taken off (beatle's -> BEATLE)."""
        return tuple(letters_of(w[:-2] if w.endswith("'s") else w) for w in self.words[span[0]:span[1] + 1])

    def spans(self, longest: int) -> Iterator[Span]:
        """Every span of at most `longest` words."""
        for first in range(self.count):
            for last in range(first, min(self.count, first + longest)):
                yield (first, last)

    def definition_spans(self) -> list[Span]:
        """The spans a definition may take: the one the person marked, else either end of any
        length that leaves room for wordplay and keeps a hyphenated word whole, and the whole of
        a short clue."""
        if self.marks.definition is not None:
            return [self.marks.definition]
        ends = [span for length in range(1, self.count)
                for span in ((0, length - 1), (self.count - length, self.count - 1)) if self.keeps_words_whole(span)]
        return ends + ([(0, self.count - 1)] if self.count <= LONGEST_WHOLE_DEFINITION else [])

    def keeps_words_whole(self, span: Span) -> bool:
        """True when a span neither ends on a part of a hyphenated word nor starts after one."""
        closed_up = self.puzzle.closed_up
        return not closed_up[span[1]] and (span[0] == 0 or not closed_up[span[0] - 1])

    def word_count(self, span: Span) -> int:
        """How many words a span that keeps its words whole holds, a hyphenated word counting once."""
        return sum(not closed for closed in self.puzzle.closed_up[span[0]:span[1] + 1])

    def indicated(self, span: Span) -> dict[str, float]:
        """The operations a span indicates (the person's marks weigh most)."""
        found = dict(indicators.operations(self.phrase(span)))
        if span in self.marks.indicators:
            found[self.marks.indicators[span][0]] = PERSON_WEIGHT
        return found

    def indicators(self) -> Iterator[tuple[Span, str, float]]:
        """Every (span, operation, weight) the clue's words indicate."""
        for span in self.spans(LONGEST_INDICATOR):
            for operation, weight in self.indicated(span).items():
                yield span, operation, weight

    def indicating(self, operation: str) -> list[tuple[Span, float]]:
        """The spans that indicate one operation, with their weights."""
        return [(span, weight) for span, found, weight in self.indicators() if found == operation]

    def fodder_allowed(self, indicator: Span, fodder: Span) -> bool:
        """False when the person tied this indicator to other fodder."""
        marked = self.marks.indicators.get(indicator)
        return marked is None or marked[1] is None or marked[1] == fodder
