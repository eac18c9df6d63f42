"""The JavaScript-dialect parser and the line machine: constructs, errors, and agreement with
a reference engine on random patterns (lookbehinds of fixed width only, as it requires)."""

from __future__ import annotations

import re

import pytest
from hypothesis import assume, given, settings
from hypothesis import strategies as st

from solvers.regex.machine import LineMachine
from workbench.jsregex.parser import RegexError, Unsupported, parse
from solvers.regex.program import compile_tree
from workbench.jsregex.syntax import Backref, Chars, Look, Repeat, named_chars, walk

LETTERS = frozenset("ABC ")


def matches(pattern: str, text: str) -> bool:
    """Full match of `text` by our own machine, every cell fixed."""
    tree = parse(pattern)
    machine = LineMachine(compile_tree(tree, LETTERS | named_chars(tree) | frozenset(text)), len(text))
    return machine.supports([frozenset(c) for c in text]) is not None


def supports(pattern: str, domains: list[str], alphabet: frozenset[str] = LETTERS) -> list[str] | None:
    """Each position's supported characters, sorted into strings."""
    machine = LineMachine(compile_tree(parse(pattern), alphabet), len(domains))
    found = machine.supports([frozenset(d) for d in domains])
    return None if found is None else ["".join(sorted(s)) for s in found]


@pytest.mark.parametrize(("pattern", "text", "expected"), [
    ("HE|LL|O+", "OO", True),
    ("HE|LL|O+", "HL", False),
    ("[^SPEAK]+", "HO", True),
    ("A{2,}", "AAA", True),
    ("A{2,}", "A", False),
    ("A{1,2}?B", "AAB", True),
    ("(A|B)\\1", "BB", True),
    ("(A|B)\\1", "AB", False),
    ("(?<x>A)\\k<x>", "AA", True),
    ("(?=.*C)[ABC]+", "ABA", False),
    ("(?=.*C)[ABC]+", "ACA", True),
    ("(?!A).+", "AB", False),
    ("(?!A).+", "BA", True),
    ("A(?=B)", "A", False),
    ("^A$", "A", True),
    ("A\\s", "A ", True),
    ("\\S\\S", "A ", False),
    ("[^]", "C", True),
    ("(?:A|B)*C", "ABC", True),
    ("(.)+\\1", "ABB", True),
    ("(.)+\\1", "ABA", False),
    ("(A)?\\1B", "B", True),
    ("A(?<=A)B", "AB", True),
    ("A(?<!A)B", "AB", False),
    (".*(?<=A.)C", "BACC", True),
    ("(?<=AB).", "C", False),
    ("A\\b B", "A B", True),
    ("A\\bB", "AB", False),
    ("A\\BB", "AB", True),
])
def test_full_match(pattern: str, text: str, expected: bool) -> None:
    assert matches(pattern, text) is expected


def test_backreference_to_an_unset_group_matches_empty_as_in_javascript() -> None:
    assert matches("(?:(A)|B)+\\1", "AB")
    assert not matches("(?:(A)|B)+\\1", "ABA")


def test_supports_keep_only_characters_of_some_full_match() -> None:
    assert supports("(A|B)\\1C", ["AB", "B", "ABC"]) == ["B", "B", "C"]
    assert supports("(?=.*C).+", ["AB", "ABC"]) == ["AB", "C"]
    assert supports("A+B", ["A", "A"]) is None


@pytest.mark.parametrize(("pattern", "construct", "column"), [
    ("(AB", "missing ')'", 1),
    ("AB)", "unmatched ')'", 3),
    ("*A", "nothing to repeat", 1),
    ("A**", "nothing to repeat", 3),
    ("[Z-A]", "range out of order", 1),
    ("A{3,1}", "numbers out of order", 2),
    ("[AB", "missing ']'", 1),
    ("A\\", "at the end of the pattern", 2),
    ("(?P<x>A)", "unknown group", 1),
])
def test_bad_patterns_name_the_problem_and_the_column(pattern: str, construct: str, column: int) -> None:
    with pytest.raises(RegexError) as error:
        parse(pattern)
    assert construct in str(error.value)
    assert error.value.column == column


@pytest.mark.parametrize(("pattern", "construct"), [
    ("(A)(?<=\\1)B", "backreference inside a lookbehind"),
    ("(?=\\bA)A", "word boundary inside a lookaround"),
    ("(?=(?=A))A", "inside a lookaround"),
    ("(?<=(?!A))A", "inside a lookaround"),
    ("(?=(A))\\1", "inside a lookaround"),
    ("(" * 60 + "A" + ")" * 60, "nested more than 50 deep"),
    ("((A{1000}){1000}){10}", "expand it past"),
])
def test_unsupported_javascript_is_named(pattern: str, construct: str) -> None:
    with pytest.raises(Unsupported, match=construct):
        parse(pattern)


def test_annex_b_literals() -> None:
    assert matches("A{", "A{")
    assert matches("\\8", "8")
    assert matches("]", "]")
    assert matches("[\\d-Z]", "-")


def test_tree_records_lazy_lookahead_and_backrefs() -> None:
    tree = parse("(?=A)(B)+?\\1")
    kinds = {type(node) for node in walk(tree)}
    assert {Look, Repeat, Backref, Chars} <= kinds
    assert next(n for n in walk(tree) if isinstance(n, Repeat)).lazy


def test_named_characters_leave_out_what_negation_and_shorthands_do_not_spell() -> None:
    assert named_chars(parse("[^XY]\\w.[A-C]\\d")) == frozenset("XYABC0123456789")


# Differential testing against a reference engine, on patterns both dialects read alike.

ATOMS = st.sampled_from(["A", "B", "C", ".", "[AB]", "[^A]", "\\s", "\\S", "(?:A|BC)", "(?:)"])
QUANTIFIERS = st.sampled_from(["", "", "*", "+", "?", "{2}", "{1,2}", "{0,}", "*?", "+?", "??"])


@st.composite
def patterns(draw) -> str:
    """A random pattern: quantified atoms, a captured group referenced later, lookaheads."""
    parts = [draw(ATOMS) + draw(QUANTIFIERS) for _ in range(draw(st.integers(1, 4)))]
    if draw(st.booleans()):
        parts.insert(0, "(" + draw(ATOMS) + draw(st.sampled_from(["", "+", "?", "{1,2}"])) + ")")
        parts.insert(draw(st.integers(1, len(parts))), "\\1")
    if draw(st.booleans()):
        look = draw(st.sampled_from(["(?=", "(?!"])) + draw(ATOMS) + draw(QUANTIFIERS) + draw(ATOMS) + ")"
        parts.insert(draw(st.integers(0, len(parts))), look)
    if draw(st.booleans()):
        fixed = draw(st.sampled_from(["A", "[AB]", ".", "\\s", "AB", "B."]))
        parts.insert(draw(st.integers(0, len(parts))), draw(st.sampled_from(["(?<=", "(?<!"])) + fixed + ")")
    if draw(st.booleans()):
        parts.insert(draw(st.integers(0, len(parts))), draw(st.sampled_from(["\\b", "\\B"])))
    body = "".join(parts)
    return body if draw(st.booleans()) else body + "|" + draw(ATOMS) + draw(QUANTIFIERS)


@settings(max_examples=300, deadline=None)
@given(patterns(), st.text(alphabet="ABC ", max_size=5))
def test_agrees_with_the_reference_engine(pattern: str, text: str) -> None:
    assume(not (text == "" and "\\B" in pattern))  # Python's \B never matches an empty string; JavaScript's does
    assert matches(pattern, text) is (re.fullmatch(pattern, text) is not None)


@settings(max_examples=200, deadline=None)
@given(patterns(), st.lists(st.sets(st.sampled_from("ABC "), min_size=1), min_size=1, max_size=4))
def test_supports_are_exactly_the_characters_of_matching_strings(pattern: str, domains: list[set[str]]) -> None:
    from itertools import product

    strings = ["".join(p) for p in product(*[sorted(d) for d in domains])]
    good = [s for s in strings if re.fullmatch(pattern, s)]
    found = supports(pattern, ["".join(d) for d in domains])
    if not good:
        assert found is None
    else:
        assert found == ["".join(sorted({s[i] for s in good})) for i in range(len(domains))]


@settings(max_examples=200, deadline=None)
@given(patterns(), st.lists(st.sets(st.sampled_from("ABC "), min_size=1), min_size=1, max_size=4), st.sampled_from([3, 1, 0]))
def test_looser_modes_never_lose_a_character_of_a_matching_string(pattern: str, domains: list[set[str]], split: int) -> None:
    from itertools import product

    strings = ["".join(p) for p in product(*[sorted(d) for d in domains])]
    good = [s for s in strings if re.fullmatch(pattern, s)]
    machine = LineMachine(compile_tree(parse(pattern), LETTERS), len(domains))
    found = machine.supports([frozenset(d) for d in domains], split)
    if good:
        assert found is not None
        assert all({s[i] for s in good} <= found[i] for i in range(len(domains)))


@settings(max_examples=300, deadline=None)
@given(st.text(alphabet="AB()[]{}^$|*+?\\.-,:=!<>k0123456789dwsDWS", max_size=12))
def test_any_text_parses_or_fails_cleanly(pattern: str) -> None:
    try:
        tree = parse(pattern)
    except RegexError as error:
        assert 1 <= error.column <= len(pattern) + 1
    else:
        compile_tree(tree, LETTERS)
