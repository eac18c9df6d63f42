"""Cryptograms: aristocrats (word breaks kept) and patristocrats (letters in groups)."""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Mapping
from dataclasses import dataclass, field
from functools import cached_property
from typing import Any

from workbench.errors import PuzzleError
from workbench.puzzle import Puzzle
from workbench.scoring import Score, rank_of, share_right
from workbench.state import State

ALPHABET = "ABCDEFGHIJKLMNOPQRSTUVWXYZ"
SENTENCE_ENDS = ".?!:"
QUOTES_AND_SPACE = " \t\n\"'()"


@dataclass(frozen=True)
class Cryptogram(Puzzle):
    """A ciphertext over A-Z; every other character is kept as it is."""

    kind = "cryptogram"
    fields = frozenset({"ciphertext", "patristocrat", "given"})
    injective = True

    ciphertext: str = ""
    patristocrat: bool = False
    given: Mapping[str, str] = field(default_factory=dict)

    @property
    def alphabet(self) -> str:
        """Plain letters A-Z."""
        return ALPHABET

    @cached_property
    def symbols(self) -> tuple[str, ...]:
        """The cipher letters that occur, A to Z."""
        return tuple(sorted(set(self.ciphertext) & set(ALPHABET)))

    @property
    def givens(self) -> Mapping[str, str]:
        """The starter letters."""
        return self.given

    @property
    def title(self) -> str:
        """The id and the variant."""
        return f"{'patristocrat' if self.patristocrat else 'aristocrat'} {self.id}"

    @cached_property
    def letters(self) -> str:
        """The cipher letters in order, nothing else."""
        return "".join(ch for ch in self.ciphertext if ch in ALPHABET)

    @cached_property
    def words(self) -> tuple[str, ...]:
        """The cipher words (runs of letters and apostrophes, without those around them), empty
        for a patristocrat."""
        return tuple(self.ciphertext[start:end].strip("'") for start, end in self.word_spans)

    @cached_property
    def word_spans(self) -> tuple[tuple[int, int], ...]:
        """Where each of `words` starts and ends in the ciphertext (apostrophes around it included)."""
        if self.patristocrat:
            return ()
        return tuple(m.span() for m in re.finditer(r"[A-Z']+", self.ciphertext) if m.group().strip("'"))

    @cached_property
    def phrase_pairs(self) -> tuple[tuple[int, int], ...]:
        """Neighbouring cipher words (as indices into `words`) that only white space, apostrophes or
        a hyphen with no space around it part: no stop, comma, colon, dash, bracket or quote
        breaks the phrase between them."""
        spans = self.word_spans
        return tuple((i, i + 1) for i, (first, second) in enumerate(zip(spans, spans[1:]))
                     if joins_a_phrase(self.ciphertext[first[1]:second[0]]))

    @cached_property
    def phrase_contexts(self) -> tuple[tuple[int, ...], ...]:
        """Each cipher word that has a word before it in its phrase, with the one or two words
        before it (as indices into `words`)."""
        joined = {first for first, _ in self.phrase_pairs}
        return tuple((i - 1, i, i + 1) if i - 1 in joined else (i, i + 1) for i in sorted(joined))

    @cached_property
    def labels(self) -> tuple[int, ...]:
        """Cipher words (as indices into `words`) of one letter that may label a question or its
        answer: just before a colon (Q: ... A: ...), or just before a full stop at the start of
        a sentence a longer word ended (Q. ... A. ..., but not the J. of T. J. WATSON)."""
        return tuple(i for i, (_, end) in enumerate(self.word_spans)
                     if len(self.words[i]) == 1 and (self.ciphertext[end:end + 1] == ":" or (
                         self.ciphertext[end:end + 1] == "." and self._opens_a_sentence(i))))

    def _opens_a_sentence(self, index: int) -> bool:
        """True when the word starts the text or follows a stop, question or exclamation mark or
        colon that ends a word of two or more letters."""
        start = self.word_spans[index][0]
        if index == 0:
            return not self.ciphertext[:start].strip(QUOTES_AND_SPACE)
        before = self.ciphertext[self.word_spans[index - 1][1]:start].strip(QUOTES_AND_SPACE)
        return bool(before) and before[-1] in SENTENCE_ENDS and len(self.words[index - 1]) > 1

    @cached_property
    def frequencies(self) -> Counter[str]:
        """How often each cipher letter occurs."""
        return Counter(self.letters)

    def decipher(self, key: Mapping[str, str], unknown: str = "_") -> str:
        """The text with each cipher letter replaced by its plain letter."""
        return self.ciphertext.translate(translation(key, unknown))

    def plaintext(self, key: Mapping[str, str], unknown: str = "_") -> str:
        """The solution's plaintext: the whole text, or a patristocrat's letters alone."""
        if self.patristocrat:
            return "".join(key.get(ch, unknown) for ch in self.letters)
        return self.decipher(key, unknown)

    def answer(self, state: State) -> dict[str, Any]:
        """The state as a solution-shaped answer."""
        return self.answer_for(state.letters)

    def answer_for(self, key: Mapping[str, str]) -> dict[str, Any]:
        """A key as a solution-shaped answer."""
        return {"plaintext": self.plaintext(key), "key": dict(sorted(key.items()))}

    def bench_group(self, labels: Mapping[str, str]) -> str:
        """Aristocrat or patristocrat, by length bucket."""
        variant = "patristocrat" if self.patristocrat else "aristocrat"
        return f"{variant} {labels.get('bucket', 'all')}"

    @classmethod
    def from_record(cls, record: Mapping[str, Any]) -> Cryptogram:
        """Check and build; PuzzleError saying what is wrong."""
        text = record.get("ciphertext")
        if not isinstance(text, str):
            raise PuzzleError("'ciphertext' must be a string")
        if not text.strip():
            raise PuzzleError("the ciphertext is empty")
        text = text.upper()
        strange = next((ch for ch in text if ch.isalpha() and ch not in ALPHABET), None)
        if strange is not None:
            raise PuzzleError(f"the ciphertext has a letter outside A-Z: {strange!r} at column {text.index(strange) + 1}")
        if not any(ch in ALPHABET for ch in text):
            raise PuzzleError("the ciphertext has no letters")
        patristocrat = record.get("patristocrat", False)
        if not isinstance(patristocrat, bool):
            raise PuzzleError("'patristocrat' must be true or false")
        given = _given(record.get("given", {}), set(text))
        return cls(id=str(record.get("id", "")), ciphertext=text, patristocrat=patristocrat, given=given)

    def to_record(self) -> dict[str, Any]:
        """The interchange record."""
        return {
            "id": self.id, "kind": self.kind, "ciphertext": self.ciphertext,
            "patristocrat": self.patristocrat, "given": dict(self.given),
        }


def translation(key: Mapping[str, str], unknown: str = "_") -> dict[int, str]:
    """A key as a str.translate table (letters it leaves open read as `unknown`): faster than
    letter by letter for many words under one key."""
    return {ord(c): key.get(c, unknown) for c in ALPHABET}


def joins_a_phrase(gap: str) -> bool:
    """True when what lies between two words keeps them in one phrase: white space and
    apostrophes only, or a hyphen with no space around it (X-RAY, not a dash)."""
    return gap.strip("'") == "-" or not "".join(gap.split()).strip("'")


def _given(raw: Any, present: set[str]) -> dict[str, str]:
    """Check the starter letters: single A-Z letters, each plain letter used once."""
    if not isinstance(raw, dict):
        raise PuzzleError("'given' must be an object of cipher letter -> plain letter")
    given: dict[str, str] = {}
    holders: dict[str, str] = {}
    for cipher, plain in raw.items():
        if not (isinstance(cipher, str) and isinstance(plain, str) and len(cipher) == 1 and len(plain) == 1):
            raise PuzzleError(f"given {cipher!r} -> {plain!r}: both must be single letters")
        cipher, plain = cipher.upper(), plain.upper()
        if cipher not in ALPHABET or plain not in ALPHABET:
            raise PuzzleError(f"given {cipher!r} -> {plain!r}: letters must be A-Z")
        if cipher not in present:
            raise PuzzleError(f"given {cipher} does not occur in the ciphertext")
        if cipher in given and given[cipher] != plain:
            raise PuzzleError(f"given {cipher} twice: as {given[cipher]} and as {plain}")
        if plain in holders:
            raise PuzzleError(f"given {plain} is given twice: to {holders[plain]} and to {cipher}")
        given[cipher] = plain
        holders[plain] = cipher
    return given


def score(puzzle: Cryptogram, answer: Mapping[str, Any] | None,
          candidates: list[Mapping[str, Any]], truth: Mapping[str, Any]) -> Score:
    """Exact plaintext, share of cipher letters (by occurrence) right, rank of the truth."""
    plain = truth["plaintext"]
    found = (answer or {}).get("plaintext", "")

    def right(candidate: Mapping[str, Any]) -> bool:
        """True when the candidate reads the whole text right."""
        return candidate.get("plaintext") == plain

    pairs = [(f, t) for f, t in zip(found.ljust(len(plain), "_"), plain) if t.isalpha()]
    return Score(found == plain, share_right(pairs), rank_of(candidates, right))


PUZZLE = Cryptogram
