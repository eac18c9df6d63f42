"""Cryptic crossword clues: a clue's words, its enumeration, and the answer typed into it.

Glossary:
    clue         the clue's text, without the enumeration: "Cooked rustic orange".
    enumeration  the answer's word lengths and separators: "6", "3,4", "5-3".
    word         one clue word as a person reads it; spans index these words.
    position     an answer letter's place, "1".."n": the symbols a person or solver fills.
    operation    what an indicator does to its fodder (OPERATIONS).
"""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, replace
from functools import cached_property
from typing import Any

from workbench.actions import Action, ApplyIndicator, ChooseReading, MarkDefinition, Span
from workbench.errors import PuzzleError
from workbench.puzzle import Puzzle
from workbench.scoring import Score, rank_of, share_right
from workbench.state import State

ALPHABET = "ABCDEFGHIJKLMNOPQRSTUVWXYZ"
MOST_WORDS = 60
MOST_LETTERS = 30
ENUMERATION = re.compile(r"^\s*\d+(\s*[,\- ]\s*\d+)*\s*$")
HYPHEN_BETWEEN_LETTERS = re.compile(r"(?<=[^\W\d_]-)(?=[^\W\d_])")
TRAILING_ENUMERATION = re.compile(r"\s*\(([\d,\- ]+)\)\s*$")
SPELLED_OUT = str.maketrans({"æ": "ae", "œ": "oe", "ß": "ss", "ø": "o", "đ": "d", "ł": "l", "þ": "th", "ð": "d",
                             "’": "'", "‘": "'", "”": "'", "`": "'", "´": "'", "\xad": ""})
SWAPS = ("replacing", "replaced_by")
"""Operations that swap a short part of a whole for another: "R for D" is replacing, "D replaced
by R" replaced_by. An indicator of one joins three parts, which the solver finds about it."""
OPERATIONS = (
    "anagram", "insert", "contain", "reversal", "hidden", "initials", "finals", "alternation",
    "head", "tail", "middle", "edges", "behead", "curtail", "trim", "half", "hollow", "deletion", "homophone",
    *SWAPS,
)


def letters_of(text: str) -> str:
    """The letters of a text, upper case, nothing else."""
    return "".join(ch for ch in text.upper() if ch in ALPHABET)


def plain_word(token: str) -> str:
    """A clue word in lower case, accents taken off and ligatures spelled out, any quote mark an
    apostrophe, without punctuation around it: "Café," is "cafe", "Cæsar" "caesar", "city”s" "city's"."""
    folded = unicodedata.normalize("NFKD", token.lower().translate(SPELLED_OUT))
    return re.sub(r"[^a-z0-9'\-]", "", folded).strip("'-")


def clue_words(clue: str) -> tuple[str, ...]:
    """The clue's words as written, a hyphenated word as its parts, each but the last keeping its
    hyphen ("short-", "tempered"), dropping tokens with no letter or digit of the Latin alphabet in them."""
    return tuple(part for token in clue.split() for part in HYPHEN_BETWEEN_LETTERS.split(token) if plain_word(part))


def joined(words: Sequence[str], closed_up: Sequence[bool]) -> str:
    """Words joined by spaces, closed up with a hyphen after a part of a hyphenated word
    ("short", "tempered" after "short-" reads "short-tempered")."""
    pieces = [word.removesuffix("-") + "-" if closed else word + " " for word, closed in zip(words, closed_up)]
    return "".join(pieces).rstrip(" -")


def parse_enumeration(text: str) -> tuple[tuple[int, ...], str]:
    """Word lengths and the separators between them; PuzzleError when malformed."""
    if not ENUMERATION.match(text):
        raise PuzzleError(f"the enumeration {text!r} is not word lengths such as 6, 3,4 or 5-3")
    lengths = tuple(int(n) for n in re.findall(r"\d+", text))
    separators = "".join("-" if "-" in sep else " " for sep in re.findall(r"\d+\s*([,\- ]+)\s*(?=\d)", text))
    if any(n == 0 for n in lengths):
        raise PuzzleError(f"the enumeration {text!r} has a word of no letters")
    if sum(lengths) > MOST_LETTERS:
        raise PuzzleError(f"the enumeration {text!r} asks for more than {MOST_LETTERS} letters")
    return lengths, separators


@dataclass(frozen=True)
class CrypticClue(Puzzle):
    """One cryptic clue: the words to read and the shape of the answer."""

    kind = "cryptic"
    fields = frozenset({"clue", "enumeration"})

    clue: str = ""
    enumeration: str = ""

    @cached_property
    def words(self) -> tuple[str, ...]:
        """The clue's words as written."""
        return clue_words(self.clue)

    @cached_property
    def plain_words(self) -> tuple[str, ...]:
        """The clue's words in lower case, accents taken off, without punctuation around them."""
        return tuple(plain_word(w) for w in self.words)

    @cached_property
    def lengths(self) -> tuple[int, ...]:
        """The answer's word lengths."""
        return parse_enumeration(self.enumeration)[0]

    @cached_property
    def separators(self) -> str:
        """What stands between the answer's words: ' ' or '-'."""
        return parse_enumeration(self.enumeration)[1]

    @cached_property
    def size(self) -> int:
        """How many letters the answer has."""
        return sum(self.lengths)

    @property
    def symbols(self) -> tuple[str, ...]:
        """The answer positions, "1".."n"."""
        return tuple(str(i) for i in range(1, self.size + 1))

    @property
    def alphabet(self) -> str:
        """Answers are written in A-Z."""
        return ALPHABET

    @property
    def title(self) -> str:
        """The clue with its enumeration."""
        return f"{self.clue} ({self.enumeration})"

    @cached_property
    def closed_up(self) -> tuple[bool, ...]:
        """For each word, True when it ends in a hyphen, so the next word closes up to it."""
        return tuple(word.endswith("-") for word in self.words)

    @cached_property
    def parts_of_spaced_words(self) -> tuple[Span, ...]:
        """For each word between spaces, as session files before version 2 numbered the words,
        its first and last word today (a hyphenated word has one for each part)."""
        spans, first = [], 0
        for token in self.clue.split():
            if plain_word(token):
                parts = sum(bool(plain_word(part)) for part in HYPHEN_BETWEEN_LETTERS.split(token))
                spans.append((first, first + parts - 1))
                first += parts
        return tuple(spans)

    def upgraded(self, action: Action, version: int) -> Action:
        """An annotation of a session file of format `version`, its spans in today's words."""
        spans = {name: getattr(action, name) for name in ("span", "fodder") if getattr(action, name, None) is not None}
        return replace(action, **{name: self.upgraded_span(span, version) for name, span in spans.items()})

    def upgraded_span(self, span: Span, version: int) -> Span:
        """A span as a session file of format `version` numbered it, in today's words: before
        version 2, the words between spaces are renumbered; a span that is not within the clue stays
        outside it, for the refusal to name."""
        if version >= 2 or not 0 <= span[0] <= span[1]:
            return span
        spaced = self.parts_of_spaced_words
        if span[1] >= len(spaced):
            beyond = len(self.words) - len(spaced)
            return (span[0] + beyond, span[1] + beyond)
        return (spaced[span[0]][0], spaced[span[1]][1])

    def span_text(self, span: Span) -> str:
        """The words of a span as written."""
        return joined(self.words[span[0]:span[1] + 1], self.closed_up[span[0]:span[1] + 1])

    def shaped(self, letters: str) -> str:
        """Answer letters written with the enumeration's spaces and hyphens."""
        out, at = [], 0
        for i, length in enumerate(self.lengths):
            out.append(letters[at:at + length])
            at += length
            if i < len(self.separators):
                out.append(self.separators[i])
        return "".join(out)

    def typed_problem(self, typed: str) -> str | None:
        """Why a typed answer cannot be filled in (a character not A-Z, a wrong length), or None."""
        breaks = " -" if self.separators else ""
        strangers = list(dict.fromkeys(ch for ch in typed.strip() if ch not in ALPHABET + ALPHABET.lower() + breaks))
        if strangers:
            named = " and ".join(f"{ch!r}" for ch in strangers)
            plain = "is not a letter A-Z" if len(strangers) == 1 else "are not letters A-Z"
            single = "; the answer is one word" if set(strangers) <= set(" -") else ""
            return f"{named} {plain}{single}"
        letters = letters_of(typed)
        if len(letters) != self.size:
            return f"{letters or 'that'} has {len(letters)} letters; ({self.enumeration}) asks for {self.size}"
        return None

    def fits(self, letters: str) -> bool:
        """True when a string of letters has the answer's length."""
        return len(letters) == self.size

    def answer(self, state: State) -> dict[str, Any]:
        """The state as a solution-shaped answer ('.' where a position is empty)."""
        letters = "".join(state.letters.get(s, ".") for s in self.symbols)
        return {"answer": self.shaped(letters)}

    def refusal(self, state: State, action: Action) -> str | None:
        """The generic checks, plus spans that must lie inside the clue."""
        span = getattr(action, "span", None)
        if span is not None and span[1] >= len(self.words):
            return f"the clue has {len(self.words)} words; there is no word {span[1] + 1}"
        match action:
            case MarkDefinition(span=(first, last)):
                if first != 0 and last != len(self.words) - 1:
                    return "a definition starts or ends the clue"
                return None
            case ApplyIndicator(operation=operation, fodder=fodder):
                if operation not in OPERATIONS:
                    return f"{operation!r} is not an operation (one of: {', '.join(OPERATIONS)})"
                if fodder is not None and operation in SWAPS:
                    return f"a {operation} indicator takes no fodder: the solver finds the whole and the two parts"
                if fodder is not None and fodder[1] >= len(self.words):
                    return f"the fodder runs past the clue's last word ({len(self.words)})"
                if fodder is not None and not (fodder[1] < span[0] or fodder[0] > span[1]):
                    return "an indicator and its fodder cannot share words"
                return None
            case ChooseReading(reading=reading):
                letters = letters_of(reading)
                if not letters or letters != reading.upper().replace(" ", "").replace("-", ""):
                    return f"{reading!r} is not a reading of letters"
                if len(letters) > self.size:
                    return f"{letters} has more letters than the answer ({self.size})"
                return None
        return super().refusal(state, action)

    @classmethod
    def from_record(cls, record: Mapping[str, Any]) -> CrypticClue:
        """Check and build; PuzzleError saying what is wrong."""
        clue = record.get("clue")
        if not isinstance(clue, str):
            raise PuzzleError("'clue' must be a string")
        enumeration = record.get("enumeration")
        trailing = TRAILING_ENUMERATION.search(clue)
        if enumeration is None and trailing:
            enumeration, clue = trailing.group(1), clue[:trailing.start()]
        if enumeration is None:
            raise PuzzleError("the clue has no enumeration: add 'enumeration' such as \"6\" or end the clue with (6)")
        if not isinstance(enumeration, str):
            raise PuzzleError("'enumeration' must be a string such as \"6\" or \"3,4\"")
        parse_enumeration(enumeration)
        clue = " ".join(clue.split())
        if not clue_words(clue):
            raise PuzzleError("the clue has no words")
        if len(clue_words(clue)) > MOST_WORDS:
            raise PuzzleError(f"the clue has {len(clue_words(clue))} words; a clue has at most {MOST_WORDS}")
        return cls(id=str(record.get("id", "")), clue=clue, enumeration=enumeration.strip())

    def to_record(self) -> dict[str, Any]:
        """The interchange record."""
        return {"id": self.id, "kind": self.kind, "clue": self.clue, "enumeration": self.enumeration}


def score(puzzle: CrypticClue, answer: Mapping[str, Any] | None,
          candidates: list[Mapping[str, Any]], truth: Mapping[str, Any]) -> Score:
    """Exact answer (letters only), share of answer letters right, rank of the truth."""
    right = letters_of(truth["answer"])
    found = letters_of((answer or {}).get("answer", ""))

    def is_right(candidate: Mapping[str, Any]) -> bool:
        """True when a candidate's letters are the answer's."""
        return letters_of(str(candidate.get("answer", ""))) == right

    pairs = list(zip(found.ljust(len(right), "_"), right))
    return Score(found == right, share_right(pairs), rank_of(candidates, is_right))


PUZZLE = CrypticClue
