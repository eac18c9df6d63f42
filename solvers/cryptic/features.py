"""Features of a candidate answer: what the ranker weighs, read off its derivation and the clue."""

from __future__ import annotations

import math
from collections.abc import Sequence

from solvers.cryptic import answers, rank, thesaurus
from solvers.cryptic.context import ClueContext
from solvers.cryptic.derivation import Derivation, claimed
from solvers.cryptic.explain import HOW_MET, meaning_kind
from solvers.cryptic.extract import Solution
from workbench.actions import span_length

ROOTS = ("split", "double", "alone")
MEANINGS = tuple(HOW_MET)
OPERATIONS = ("anagram", "hidden", "initials", "finals", "alternation", "head", "tail", "middle", "edges",
              "reversal", "behead", "curtail", "hollow", "homophone", "insert", "delete", "charade",
              "synonym", "loose", "abbreviation", "literal", "hunch")
"""The operations with a feature of their own; "trim", "half" and "kind" came after the ranker was
learned and have none."""
KNOWN_OPERATIONS = frozenset(OPERATIONS)
CLUE_WORD_LETTERS = 4
FLOOR = 1e-6

BASIC = (
    "score",
    *(f"root {root}" for root in ROOTS),
    "wordplay", "meaning", *(f"meaning {kind}" for kind in MEANINGS),
    "definition words", "definition first",
    *(f"uses {operation}" for operation in OPERATIONS),
    "leaves", "bare", "link", "letter exact", "strong exact",
    "zipf", "phrase bonus", "unheard of", "listed", "broad", "holds a clue word",
)
TOGETHER = (
    ("meaning", "strong exact"), ("zipf", "strong exact"), ("score", "strong exact"),
    ("meaning", "letter exact"), ("wordplay", "letter exact"), ("zipf", "letter exact"),
    ("meaning", "uses anagram"), ("zipf", "uses anagram"),
)
"""Pairs whose product is a feature too: strong wordplay that takes its letters from the clue
changes how much the definition and the answer's frequency count (as rank.weigh holds by hand)."""
NAMES = BASIC + tuple(f"{first} × {second}" for first, second in TOGETHER)


def logged(weight: float) -> float:
    """A weight's logarithm, held above log(FLOOR)."""
    return math.log(max(weight, FLOOR))


def holds_a_clue_word(answer: str, context: ClueContext) -> bool:
    """True when a clue word of CLUE_WORD_LETTERS letters or more, with or without its possessive 's,
    stands inside the answer: setters seldom leave one in plain sight, so mostly a wordplay that
    only copied it (DANCER out of "dancer's beginning")."""
    whole = (0, context.count - 1)
    return any(len(word) >= CLUE_WORD_LETTERS and word in answer for word in {*context.letters(whole), *context.owners(whole)})


def row(answer: str, derivation: Derivation, context: ClueContext) -> tuple[float, ...]:
    """The features of one candidate, in NAMES order. A double definition's second half stands
    where a wordplay would."""
    features = dict.fromkeys(BASIC, 0.0)
    set_flag(features, f"root {derivation.operation}")
    meaning, played = derivation.parts[0], claimed(derivation)[-1]
    features["score"] = logged(derivation.weight)
    features["meaning"] = logged(meaning.weight)
    set_flag(features, f"meaning {meaning_kind(meaning)}")
    features["definition words"] = float(span_length(meaning.span))
    features["definition first"] = float(meaning.span[0] == 0)
    if derivation.operation != "alone":
        features["wordplay"] = logged(played.weight)
    if derivation.operation == "split":
        for operation in played.operations & KNOWN_OPERATIONS:
            features[f"uses {operation}"] = 1.0
        features["leaves"] = float(sum(not node.parts for node in played.nodes()))
        features["bare"] = float(played.operation in rank.BARE)
        features["link"] = float(bool(derivation.indicator))
        features["letter exact"] = float(rank.letter_exact(played))
        features["strong exact"] = float(rank.strong_exact(played))
    shape = context.shape
    features["zipf"] = answers.phrase_frequency(answer, shape)
    features["phrase bonus"] = answers.phrase_bonus(answer, shape)
    features["unheard of"] = float(features["zipf"] == 0.0)
    features["listed"] = float(answers.listed(answer, shape))
    features["broad"] = float(rank.broad(thesaurus.most_kinds(answer)))
    features["holds a clue word"] = float(holds_a_clue_word(answer, context))
    return (*features.values(), *(features[first] * features[second] for first, second in TOGETHER))


def set_flag(features: dict[str, float], name: str) -> None:
    """Set a one-hot feature, refusing a name that has none (an operation the ranker does not know)."""
    if name not in features:
        raise ValueError(f"no ranker feature is named {name!r}")
    features[name] = 1.0


def rows(found: Sequence[Solution], context: ClueContext) -> list[tuple[float, ...]]:
    """The features of each solution, in order."""
    return [row(s.answer, s.derivation, context) for s in found]
