"""Explanations: a derivation in words, and as a clue tree for the screen."""

from __future__ import annotations

from solvers.cryptic.abbreviations import kind_of_reading
from solvers.cryptic.derivation import Derivation, claimed, placed

HOW_MET = {
    "definition": "", "partly": " (confirmed in part: by its last word or a gloss)",
    "gloss": " (met through a dictionary gloss)", "loose": " (a looser thesaurus link)",
    "kind": " (a kind of what it names)", "near": " (a near synonym)", "unconfirmed": " (not confirmed by the thesaurus)",
}
"""What an explanation says after the definition, by how the definition met the answer."""

PHRASES = {
    "anagram": "anagram of {text}", "hidden": "hidden in {text}", "initials": "first letters of {text}",
    "finals": "last letters of {text}", "alternation": "alternate letters of {text}",
    "head": "start of {text}", "tail": "end of {text}", "middle": "middle of {text}", "edges": "outer letters of {text}",
}


def quoted(text: str) -> str:
    """Clue words in quotes, lower case."""
    return f"'{text.lower()}'"


def indicated(derivation: Derivation) -> str:
    """', indicated by 'word'' when the derivation has an indicator."""
    return f", indicated by {quoted(derivation.indicator)}" if derivation.indicator else ""


def describe(d: Derivation) -> str:
    """One derivation (wordplay) in words."""
    match d.operation:
        case "literal":
            return d.result
        case "synonym" | "loose" | "abbreviation" | "chosen":
            return f"{d.result} ({d.text.lower()})"
        case "kind":
            return f"{d.result} (a kind of {d.text.lower()})"
        case "hunch":
            return f"{d.result} ({d.text.lower()}, loosely: a hunch from the answer)"
        case "reversal" | "behead" | "curtail" | "trim" | "half" | "hollow" | "homophone":
            verb = {"reversal": "reversed", "behead": "without its first letter", "curtail": "without its last letter",
                    "trim": "without its first and last letters", "half": "halved",
                    "hollow": "emptied", "homophone": "sounds like"}[d.operation]
            return f"{d.result}: {describe(d.parts[0])} {verb}{indicated(d)}"
        case "insert":
            return f"{describe(d.parts[0])} inside {describe(d.parts[1])}{indicated(d)}"
        case "delete":
            return f"{describe(d.parts[0])} without {describe(d.parts[1])}{indicated(d)}"
        case "replace":
            whole, old, new = map(describe, d.parts)
            return f"{whole} with {old} replaced by {new}{indicated(d)}"
        case "anagram" if d.parts:
            return f"anagram of ({describe(d.parts[0])}){indicated(d)}"
        case "charade":
            join = f" ({quoted(d.indicator)})" if d.indicator else ""
            return f"{describe(d.parts[0])} +{join} {describe(d.parts[1])}"
    phrase = PHRASES.get(d.operation, d.operation + " of {text}").format(text=d.text.upper())
    return f"{d.result if d.ordered else ''}{' = ' if d.ordered else ''}{phrase}{indicated(d)}"


def explain(solution: Derivation) -> str:
    """A solution's explanation: wordplay, then definition."""
    if solution.operation == "double":
        first, second = solution.parts
        return f"double definition: {quoted(first.text)} and {quoted(second.text)}"
    if solution.operation == "alone":
        return f"definition only: {quoted(solution.text)}{in_part(solution) or ' (no wordplay found)'}"
    meaning, wordplay = claimed(solution)
    met = HOW_MET[meaning_kind(meaning)]
    if is_lit(solution):
        return f"{describe(wordplay)}; &lit: the whole clue is the definition too{met}"
    return f"{describe(wordplay)}; definition: {quoted(meaning.text)}{met}{in_part(solution)}"


def is_lit(solution: Derivation) -> bool:
    """True for a split whose wordplay is the whole clue, the definition too (&lit)."""
    return solution.operation == "split" and solution.parts[0].span == solution.parts[1].span


def meaning_kind(meaning: Derivation) -> str:
    """How a definition met its answer: outright, through part of it, or one of the looser ways."""
    if meaning.operation == "definition":
        return "definition" if meaning.weight >= 1.0 else "partly"
    return meaning.operation if meaning.operation in HOW_MET else "unconfirmed"


def tree(solution: Derivation) -> list[str]:
    """The clue tree, one line per node, indented by depth."""
    lines: list[str] = []

    def walk(d: Derivation, depth: int, in_part_only: bool = False) -> None:
        """One line for a node (marked when it only spells part of a guessed answer), then its parts one
        level deeper."""
        label = {"split": "&lit" if is_lit(d) else "split", "double": "double definition", "alone": "definition only",
                 "loose": "loose synonym", "kind": "a kind of"}.get(d.operation, d.operation)
        if d.operation == "abbreviation":
            label = kind_of_reading(d.result, d.text)
        words = f" {quoted(d.text)}" if d.text else ""
        via = f" by {quoted(d.indicator)}" if d.indicator and d.operation not in ("split", "charade") else ""
        lines.append(f"{'  ' * depth}{'in part: ' if in_part_only else ''}{label}{words}{via} -> {d.result}")
        read_by = len(claimed(d))
        for number, part in enumerate(d.parts):
            walk(part, depth + 1, number >= read_by)

    walk(solution, 0)
    return lines


def in_part(answer: Derivation) -> str:
    """What other clue words spell of a guessed answer, part by part ("" when they spell none)."""
    spelled_in_part = placed(answer)
    if not spelled_in_part:
        return ""
    spelled = sum(len(part.result) for part in spelled_in_part)
    pieces = " + ".join(map(describe, spelled_in_part))
    return f"; wordplay in part, {spelled} of {len(answer.result)} letters: {pieces}"
