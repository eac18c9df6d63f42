"""Letter riddles: "My first is in deans but not in slats ... My last is in curtsied".

Glossary:
    line      one sentence of the riddle about one letter of the answer.
    position  which letter a line is about, 1-based; "last" is the riddle's length.
    clue      one word of a line, with whether the letter is in it (include) or not.
    allowed   the letters a line leaves for its position: in every include word,
              in no exclude word.
    whole     the "My whole is ..." line: a definition hint, not a letter.

The reader is strict: a sentence it cannot read is a PuzzleError quoting it, never a
guess that would make a wrong answer.
"""

from __future__ import annotations

import re
from collections.abc import Iterator, Mapping, Sequence
from dataclasses import dataclass
from functools import cached_property
from typing import Any

from workbench.actions import Action, Assign, Strike
from workbench.errors import PuzzleError
from workbench.puzzle import Puzzle
from workbench.scoring import Score, rank_of, share_right
from workbench.state import State

ALPHABET = "ABCDEFGHIJKLMNOPQRSTUVWXYZ"
ORDINALS = (
    "first", "second", "third", "fourth", "fifth", "sixth",
    "seventh", "eighth", "ninth", "tenth", "eleventh", "twelfth",
)
LAST = "last"
WHOLE = "whole"
PREPOSITIONS = frozenset({"in", "within", "inside"})
NEGATIONS = frozenset({"not", "never", "neither", "nor", "nowhere"})
CONNECTORS = frozenset({"but", "and", "yet", "though", "although", "while", "however", "also"})
ARTICLES = frozenset({"the", "a", "an", "both"})
FILLERS = ARTICLES | CONNECTORS | frozenset(
    "is was are be can will you i we it there find found lies sits appears seen see letter always too as well".split()
)
NOT_CLUES = PREPOSITIONS | NEGATIONS | CONNECTORS
GRAMMAR_WORDS = PREPOSITIONS | NEGATIONS | FILLERS | {"my", LAST, WHOLE, *ORDINALS}
CONTRACTIONS = ((re.compile(r"n['’]t\b", re.I), " not"), (re.compile(r"['’]s\b", re.I), " is"))
SENTENCE_BREAK = re.compile(r"(?<=[.;,!?])\s+(?=(?:and\s+)?my\b)", re.I)
TOKEN = re.compile(r"[^\s,.;:!?\"“”()]+")
DIGIT_ORDINAL = re.compile(r"(\d+)(?:st|nd|rd|th)")


@dataclass(frozen=True)
class Clue:
    """One clue word of a line, and whether the letter is in it or not."""

    word: str
    include: bool

    def describe(self) -> str:
        """The clue in words: 'in DEANS' or 'not in SLATS'."""
        return f"{'' if self.include else 'not '}in {self.word}"


@dataclass(frozen=True)
class Line:
    """One sentence of the riddle: a position and its clue words."""

    number: int
    position: int
    text: str
    clues: tuple[Clue, ...]

    @cached_property
    def allowed(self) -> frozenset[str]:
        """The letters in every include word and in no exclude word."""
        letters = set(ALPHABET)
        for clue in self.clues:
            if clue.include:
                letters &= set(clue.word)
            else:
                letters -= set(clue.word)
        return frozenset(letters)

    def describe(self) -> str:
        """The line's clues in words: 'in DEANS, not in SLATS'."""
        return ", ".join(clue.describe() for clue in self.clues)


@dataclass(frozen=True)
class Reading:
    """What one sentence says: a letter line (position may be LAST) or the whole's hint."""

    number: int
    text: str
    position: int | str
    clues: tuple[Clue, ...] = ()
    hint: str = ""


def quoted(number: int, text: str) -> str:
    """A sentence named in an error message: line 3 ('My third is ...')."""
    shown = text if len(text) <= 70 else text[:67] + "..."
    return f"line {number} ({shown!r})"


def sentences(text: str) -> Iterator[tuple[int, str]]:
    """Each non-blank sentence with its line number; a line may hold several 'My ...' sentences."""
    for number, line in enumerate(text.splitlines(), start=1):
        for sentence in SENTENCE_BREAK.split(line.strip()):
            if sentence.strip():
                yield number, sentence.strip()


def tokens(sentence: str) -> list[str]:
    """Lower-case words of a sentence, contractions opened ("isn't" -> "is not")."""
    for pattern, replacement in CONTRACTIONS:
        sentence = pattern.sub(replacement, sentence)
    return [t.strip("'’‘").lower() for t in TOKEN.findall(sentence) if t.strip("'’‘-")]


def position_of(word: str) -> int | str | None:
    """The position an ordinal names (LAST or WHOLE as such), or None."""
    if word in ORDINALS:
        return ORDINALS.index(word) + 1
    if word in (LAST, WHOLE):
        return word
    digits = DIGIT_ORDINAL.fullmatch(word)
    return int(digits.group(1)) if digits and int(digits.group(1)) > 0 else None


def read_sentence(number: int, sentence: str) -> Reading:
    """Read one sentence; PuzzleError quoting it when it is not a riddle line."""
    where = quoted(number, sentence)
    words = tokens(sentence)
    while words and words[0] in ("and", "my"):
        words = words[1:]
    position = position_of(words[0]) if words else None
    if position is None:
        raise PuzzleError(f"{where}: expected it to start with 'My first' ... 'My twelfth', 'My last' or 'My whole'")
    if position == WHOLE:
        hint = re.split(r"\bwhole\b(?:\s+is\b)?", sentence, maxsplit=1, flags=re.I)[-1]
        return Reading(number, sentence, WHOLE, hint=hint.strip(" :,-.").strip())
    return Reading(number, sentence, position, read_clues(where, words[1:]))


def read_clues(where: str, words: Sequence[str]) -> tuple[Clue, ...]:
    """The clue words after the position: '[not] in WORD', joined by 'but', 'and', 'nor'."""
    clues: list[Clue] = []
    negated = False
    index = 0
    while index < len(words):
        word = words[index]
        index += 1
        bare = index < len(words) and words[index] not in GRAMMAR_WORDS
        if word in NEGATIONS:
            negated = True
            if word == "nor" and bare:
                clues.append(Clue(clue_word(where, words[index]), include=False))
                negated, index = False, index + 1
        elif word in PREPOSITIONS:
            index = past_article(words, index)
            if index == len(words) or words[index] in NOT_CLUES:
                raise PuzzleError(f"{where}: expected a clue word after {word!r}")
            clues.append(Clue(clue_word(where, words[index]), include=not negated))
            negated, index = False, index + 1
        elif word == "and" and clues and bare:
            clues.append(Clue(clue_word(where, words[index]), include=clues[-1].include))
            index += 1
        elif word not in FILLERS:
            raise PuzzleError(f"{where}: cannot read {word!r} (expected 'in WORD', 'not in WORD', 'neither in WORD nor in WORD')")
    if negated:
        raise PuzzleError(f"{where}: a 'not' with no clue word after it")
    if not clues:
        raise PuzzleError(f"{where}: no clue word (expected 'in WORD')")
    return tuple(clues)


def past_article(words: Sequence[str], index: int) -> int:
    """Where the clue word after 'in' is: past 'the', 'a' or 'both' when a clue word follows it."""
    if index + 1 < len(words) and words[index] in ARTICLES and words[index + 1] not in NOT_CLUES:
        return index + 1
    return index


def clue_word(where: str, word: str) -> str:
    """A clue word upper case; PuzzleError when it has anything but A-Z."""
    upper = word.upper()
    strange = next((ch for ch in upper if ch not in ALPHABET), None)
    if strange is not None:
        raise PuzzleError(f"{where}: the clue word {word!r} has {strange!r}, which is not a letter A-Z")
    return upper


def read_riddle(text: str) -> tuple[tuple[Line, ...], str]:
    """The letter lines in answer order and the whole's hint; PuzzleError when they do not fit."""
    readings = [read_sentence(number, sentence) for number, sentence in sentences(text)]
    hints = [r for r in readings if r.position == WHOLE]
    if len(hints) > 1:
        raise PuzzleError(f"{quoted(hints[1].number, hints[1].text)}: a second 'My whole' line")
    letters = [r for r in readings if r.position != WHOLE]
    if not letters:
        raise PuzzleError("the riddle has no letter lines ('My first is in ... but not in ...')")
    length = len(letters)
    taken: dict[int, Reading] = {}
    for reading in letters:
        position = length if reading.position == LAST else reading.position
        assert isinstance(position, int)
        where = quoted(reading.number, reading.text)
        if position > length:
            raise PuzzleError(f"{where}: a riddle of {length} letter lines has no letter {position} (one line for each letter, in any order)")
        if position in taken:
            raise PuzzleError(f"{where}: letter {position} is already described by line {taken[position].number}")
        taken[position] = reading
    lines = tuple(
        Line(r.number, position, r.text, r.clues) for position, r in sorted(taken.items())
    )
    for line in lines:
        if not line.allowed:
            raise PuzzleError(f"{quoted(line.number, line.text)}: no letter is {line.describe()}")
    return lines, (hints[0].hint if hints else "")


@dataclass(frozen=True)
class Riddle(Puzzle):
    """A letter riddle: one line per letter of the answer, read into letter sets."""

    kind = "riddle"
    fields = frozenset({"text"})
    injective = False

    text: str = ""
    lines: tuple[Line, ...] = ()
    whole: str = ""

    @classmethod
    def parse(cls, text: str, id: str = "") -> Riddle:
        """Read a riddle's text; PuzzleError naming the line that cannot be read."""
        lines, whole = read_riddle(text)
        return cls(id=id, text=text, lines=lines, whole=whole)

    @classmethod
    def from_record(cls, record: Mapping[str, Any]) -> Riddle:
        """Check and build from an interchange record."""
        text = record.get("text")
        if not isinstance(text, str):
            raise PuzzleError("'text' must be a string: the riddle, one line per letter")
        return cls.parse(text, str(record.get("id", "")))

    def to_record(self) -> dict[str, Any]:
        """The interchange record."""
        return {"id": self.id, "kind": self.kind, "text": self.text}

    @property
    def alphabet(self) -> str:
        """Letters A-Z."""
        return ALPHABET

    @cached_property
    def symbols(self) -> tuple[str, ...]:
        """The answer positions "1".."n"."""
        return tuple(str(line.position) for line in self.lines)

    @property
    def length(self) -> int:
        """How many letters the answer has."""
        return len(self.lines)

    @property
    def title(self) -> str:
        """The id (or 'riddle' when it has none) and the answer's length."""
        return f"{self.id or self.kind} ({self.length} letters)"

    def line_at(self, symbol: str) -> Line:
        """The line about an answer position."""
        return self.lines[int(symbol) - 1]

    def allowed(self, state: State) -> tuple[frozenset[str], ...]:
        """Each position's letters once the person's struck letters are taken out."""
        return tuple(
            frozenset(line.allowed - {letter for symbol, letter in state.struck if symbol == str(line.position)})
            for line in self.lines
        )

    def fits(self, word: str) -> bool:
        """True when a word has the riddle's length and every letter its line allows."""
        return len(word) == self.length and all(ch in line.allowed for ch, line in zip(word, self.lines))

    def answer(self, state: State) -> str:
        """The letters given so far, '_' where there is none."""
        return "".join(state.letters.get(symbol, "_") for symbol in self.symbols)

    def refusal(self, state: State, action: Action) -> str | None:
        """The common checks, a letter its line rules out, and striking the letter in place."""
        reason = super().refusal(state, action)
        if reason is None and isinstance(action, Assign):
            line = self.line_at(action.symbol)
            if action.letter not in line.allowed:
                return f"{action.letter} cannot be letter {line.position}: it must be {line.describe()}"
        if reason is None and isinstance(action, Strike) and state.letters.get(action.symbol) == action.letter:
            return f"{action.letter} is the letter at {action.symbol}; clear it before striking it out"
        return reason


def score(puzzle: Riddle, answer: Mapping[str, Any] | None,
          candidates: list[Mapping[str, Any]], truth: Mapping[str, Any]) -> Score:
    """Exact answer, share of positions right, rank of the truth among the candidates."""
    right = str(truth["answer"]).upper()
    found = str((answer or {}).get("answer", "")).upper()

    def is_right(candidate: Mapping[str, Any]) -> bool:
        """True for a candidate spelling the true answer."""
        return str(candidate.get("answer", "")).upper() == right

    return Score(found == right, share_right(list(zip(found.ljust(len(right), "_"), right))), rank_of(candidates, is_right))


PUZZLE = Riddle
