"""Convert public cryptic clue collections to the interchange format, leaving out known clues.

Run: python -m solvers.cryptic.convert_clues OUT.jsonl PATH=SOURCE ... --exclude DEV.jsonl

Readers:
  csv    rows with `Clue` (ending in its enumeration, "(5)"), `Answer` and `Type`
         (anagram, assemblage, container, double definition, hidden word), as in
         bodasadallah/decrypting-crosswords data/200_clues.csv
  jsonl  objects with `clue` (definition in braces), `answer`, `pattern` and
         `wordplay` (a blogger's annotation), as in mdda/cryptic-wordplay
         prebuilt/sample_teacow_*.jsonl
  json   an object whose `types` map each wordplay type to its `clues`, each with
         `clue_text`, `answer` and `enumeration`, as in shutpa01/cryptic_solver_v2
         data/tuition_clues.json; or a query result whose `rows` hold a clue (ending in
         its enumeration) and its answer, typed by their letters alone, as in
         aadriien/cryptic-crosswords src/lib/data/json/*-clues.json

Glossary:
  set       the wordplay type: the source's own where it names one; for an annotation,
            the first of `WORDPLAY_TESTS` it passes; for "assemblage", initials or
            alternation when the clue's words spell the answer that way, else charade;
            for an untyped row, hidden, initials or alternation as its letters show, else
            unknown
  normal    a clue's letters and digits, lower case, one space between words: two
            clues with the same normal text are the same clue
"""
from __future__ import annotations

import argparse
import csv
import hashlib
import json
import re
import sys
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from pathlib import Path

SOURCE_TYPES = {"anagram": "anagram", "container": "container", "double definition": "double_definition",
                "hidden word": "hidden", "acrostic": "initials"}
FIRST_LETTER_WORDS = ("initial", "first", "leader", "head", "start", "onset", "foremost", "primarily",
                      "originally", "opening")
ALTERNATION_WORDS = ("odd", "even", "regular", "alternate")
HOMOPHONE_WORDS = ("sound", "heard", "hear", "said", "say", "reportedly", "recital", "told", "pronounced")


@dataclass(frozen=True)
class Clue:
    """One converted clue: its text without enumeration or braces, enumeration, answer and type."""

    text: str
    enumeration: str
    answer: str
    set: str
    source: str

    def record(self) -> dict[str, object]:
        """The clue as an interchange record."""
        digest = hashlib.sha1(normal(self.text).encode()).hexdigest()[:10]
        return {"id": f"heldout-{digest}", "kind": "cryptic", "clue": self.text, "enumeration": self.enumeration,
                "set": self.set, "solution": {"answer": self.answer}, "source": self.source}


def normal(text: str) -> str:
    """A clue's letters and digits, lower case, single-spaced."""
    return " ".join(re.sub(r"[^a-z0-9]+", " ", text.lower().replace("’", "").replace("'", "")).split())


def letters(text: str) -> str:
    """The letters of a text, lower case."""
    return re.sub(r"[^a-z]", "", text.lower())


def hides(clue: str, answer: str) -> bool:
    """Whether the answer runs through the clue's letters, forwards or backwards, not as one whole word."""
    run, word = letters(clue), letters(answer)
    whole_words = {letters(w) for w in clue.split()}
    return (word not in whole_words and word in run) or (word[::-1] not in whole_words and word[::-1] in run)


def spells_initials(clue: str, answer: str) -> bool:
    """Whether the first letters of some consecutive words of the clue spell the answer."""
    firsts = "".join(w[0] for w in (letters(w) for w in clue.split()) if w)
    return letters(answer) in firsts


def spells_alternately(clue: str, answer: str) -> bool:
    """Whether every other letter of a run of the clue's letters spells the answer."""
    run, word = letters(clue), letters(answer)
    return any(run[start::2].startswith(word) for start in range(len(run)))


def outside_braces(clue: str) -> str:
    """The clue without its braced definition (the wordplay part)."""
    return re.sub(r"\{[^}]*\}", " ", clue)


WORDPLAY_TESTS: tuple[tuple[str, Callable[[str, str, str], bool]], ...] = (
    ("double_definition", lambda clue, answer, note: note.lower().startswith("double definition")),
    ("cryptic_definition", lambda clue, answer, note: note.lower().startswith("cryptic definition")),
    ("hidden", lambda clue, answer, note: hides(outside_braces(clue), answer)),
    ("anagram", lambda clue, answer, note: "*" in note),
    ("alternation", lambda clue, answer, note: any(re.search(rf"\([^)]*\b{w}", note.lower()) for w in ALTERNATION_WORDS)),
    ("initials", lambda clue, answer, note: bool(re.search(r"[A-Z]\[[a-z’']+\]", note))
     and any(w in note.lower() for w in FIRST_LETTER_WORDS)),
    ("homophone", lambda clue, answer, note: any(re.search(rf"\b{w}", note.lower()) for w in HOMOPHONE_WORDS)),
    ("reversal", lambda clue, answer, note: "<" in note),
    ("deletion", lambda clue, answer, note: bool(re.search(r"\[[a-z’'-]+\]", note))),
    ("container", lambda clue, answer, note: bool(re.search(
        r"\b(in|into|inside|around|about|holding|holds|outside|containing|contains|carrying|during|within"
        r"|without|admitting|admitted|clutching|hugging|pinching|pockets|nursing|welcoming|seizing|stopping"
        r"|breaking|tucking|encasing|wearing|keeper|taking|grabbing|entering|accepts|protected)\b", note))),
)


def annotated_type(clue: str, answer: str, note: str) -> str:
    """The first wordplay type whose test the annotated clue passes; charade otherwise."""
    return next((name for name, test in WORDPLAY_TESTS if test(clue, answer, note)), "charade")


def assembled_type(clue: str, answer: str, otherwise: str = "charade") -> str:
    """An assemblage's type: initials or alternation when the words spell the answer so, else `otherwise`."""
    if spells_initials(clue, answer):
        return "initials"
    if spells_alternately(clue, answer):
        return "alternation"
    return otherwise


def lettered_type(clue: str, answer: str) -> str:
    """An untyped clue's type as its letters show it: hidden, initials, alternation, else unknown."""
    return "hidden" if hides(clue, answer) else assembled_type(clue, answer, "unknown")


def split_enumeration(clue: str) -> tuple[str, str] | None:
    """A clue's text and the enumeration it ends with; None when it ends with none."""
    found = re.fullmatch(r"\s*(.*?)\s*\(([\d,\- ]+)\)\s*\.?\s*", clue)
    return (" ".join(found.group(1).split()), found.group(2).replace(" ", "")) if found else None


def from_csv(path: Path, source: str) -> Iterator[Clue]:
    """Clues from a CSV with Clue (ending in its enumeration), Answer and Type columns."""
    with path.open(newline="", encoding="utf-8") as handle:
        for row in csv.DictReader(handle):
            split = split_enumeration(row["Clue"])
            if not split:
                continue
            text, enumeration = split
            answer = row["Answer"].strip().upper()
            kind = row["Type"].strip().lower()
            wordplay = assembled_type(text, answer) if kind == "assemblage" else SOURCE_TYPES.get(kind, "unknown")
            yield Clue(text, enumeration, answer, wordplay, source)


def from_jsonl(path: Path, source: str) -> Iterator[Clue]:
    """Clues from JSON lines with clue (braced definition), answer, pattern and wordplay."""
    with path.open(encoding="utf-8") as handle:
        for line in handle:
            if not line.strip():
                continue
            item = json.loads(line)
            clue, answer, note = item["clue"], item["answer"].strip().upper(), item.get("wordplay", "")
            text = " ".join(clue.replace("{", "").replace("}", "").replace("\u00a0", " ").split())
            yield Clue(text, item["pattern"].replace(" ", ""), answer, annotated_type(clue, answer, note), source)


def from_json(path: Path, source: str) -> Iterator[Clue]:
    """Clues from a JSON object: wordplay types mapped to their clues, or query rows of clue and answer."""
    with path.open(encoding="utf-8") as handle:
        collection = json.load(handle)
    if "rows" in collection:
        yield from from_rows(collection, source)
        return
    for kind, section in collection["types"].items():
        for item in section["clues"]:
            text, enumeration, answer = (item.get(key) or "" for key in ("clue_text", "enumeration", "answer"))
            if text and enumeration and letters(answer):
                wordplay = SOURCE_TYPES.get(kind.replace("_", " "), kind)
                yield Clue(" ".join(text.split()), enumeration.replace(" ", ""), answer.strip().upper(), wordplay, source)


def from_rows(collection: dict, source: str) -> Iterator[Clue]:
    """Clues from query rows whose `clue` ends in its enumeration, typed by their letters."""
    columns = collection["columns"]
    for row in collection["rows"]:
        item = dict(zip(columns, row))
        split = split_enumeration(item.get("clue") or "")
        if split and letters(item.get("answer") or ""):
            text, enumeration = split
            answer = item["answer"].strip().upper()
            yield Clue(text, enumeration, answer, lettered_type(text, answer), source)


READERS: dict[str, Callable[[Path, str], Iterator[Clue]]] = {".csv": from_csv, ".jsonl": from_jsonl, ".json": from_json}


def known_clues(paths: list[Path]) -> set[str]:
    """The normal texts of the clues in interchange files."""
    known = set()
    for path in paths:
        with path.open(encoding="utf-8") as handle:
            known.update(normal(json.loads(line)["clue"]) for line in handle if line.strip())
    return known


def converted(inputs: list[tuple[Path, str]], known: set[str]) -> list[Clue]:
    """Every clue of the inputs whose text is not known, each once, in input order."""
    kept: list[Clue] = []
    seen = set(known)
    for path, source in inputs:
        reader = READERS.get(path.suffix, from_jsonl)
        for clue in reader(path, source):
            if normal(clue.text) not in seen and len(letters(clue.answer)) == sum(
                    int(n) for n in re.findall(r"\d+", clue.enumeration)):
                seen.add(normal(clue.text))
                kept.append(clue)
    return kept


def main(argv: list[str]) -> int:
    """Write OUT from PATH=SOURCE inputs, leaving out the clues of every --exclude file."""
    parser = argparse.ArgumentParser(prog="python -m solvers.cryptic.convert_clues")
    parser.add_argument("out", type=Path)
    parser.add_argument("inputs", nargs="+", metavar="PATH=SOURCE")
    parser.add_argument("--exclude", type=Path, action="append", default=[])
    args = parser.parse_args(argv)
    if any("=" not in item for item in args.inputs):
        parser.error("each input is PATH=SOURCE")
    inputs = [(Path(item.split("=", 1)[0]), item.split("=", 1)[1]) for item in args.inputs]
    clues = converted(inputs, known_clues(args.exclude))
    with args.out.open("w", encoding="utf-8") as out:
        for clue in clues:
            out.write(json.dumps(clue.record(), ensure_ascii=False) + "\n")
    print(f"{len(clues)} clues written to {args.out}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
