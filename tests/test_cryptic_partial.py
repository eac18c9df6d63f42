"""Wordplay in part: what the rest of the clue spells of a definition-only answer."""

from __future__ import annotations

import math
from dataclasses import replace

from solvers.cryptic.derivation import Derivation
from solvers.cryptic.explain import explain, tree
from solvers.cryptic.extract import Solution
from solvers.cryptic.partial import Placing, best_chain, may_be_placed, placings, with_placings


def reading(result: str, span: tuple[int, int], operation: str = "synonym") -> Derivation:
    """A reading of clue words, as the e-graph would hold it."""
    return Derivation(operation, span, "words", result, 0.5)


def alone(answer: str, text: str) -> Solution:
    """A definition-only solution on the clue's last word."""
    meaning = Derivation("definition", (6, 6), text, answer, 1.0)
    return Solution(answer, 0.01, Derivation("alone", (6, 6), text, answer, 0.01, (meaning,)))


def results(chain: tuple[Placing, ...] | list[Placing]) -> list[str]:
    """The letters of each placing."""
    return [placing.derivation.result for placing in chain]


def test_the_chain_keeps_clue_order_and_answer_order_and_tells_most():
    op, o_r, tune, pop = reading("OP", (0, 0)), reading("OR", (2, 2)), reading("TUNE", (3, 3)), reading("POR", (1, 1))
    found = [Placing(op, 0), Placing(pop, 2), Placing(o_r, 3), Placing(tune, 5)]
    assert results(best_chain(found)) == ["OP", "POR", "TUNE"]


def test_a_placing_later_in_the_answer_but_earlier_in_the_clue_does_not_chain():
    late, early = reading("TUNE", (1, 1)), reading("OP", (3, 3))
    assert results(best_chain([Placing(early, 0), Placing(late, 5)])) == ["TUNE"]


def test_placings_stand_outside_the_definition_and_at_every_place_they_fit():
    readings = {"ROOM": [reading("ROOM", (0, 1))], "MY": [reading("MY", (5, 5))], "AN": [reading("AN", (2, 2))]}
    assert results(placings("ROOMY", (5, 6), readings)) == ["ROOM"]
    assert [p.start for p in placings("BANANA", (5, 6), readings)] == [1, 3]


def test_anagrams_looser_synonyms_hunches_and_long_clue_words_are_not_placed():
    assert may_be_placed(reading("OP", (0, 0))) and may_be_placed(reading("IN", (0, 0), "literal"))
    assert not may_be_placed(reading("OP", (0, 0), "anagram"))
    assert not may_be_placed(reading("OP", (0, 0), "loose"))
    assert not may_be_placed(reading("ROOM", (0, 0), "literal"))
    hunch = reading("LOUD", (1, 1), "hunch")
    assert not may_be_placed(Derivation("charade", (1, 2), "", "LOUDY", 0.2, (hunch, reading("YS", (2, 2)))))
    assert may_be_placed(Derivation("reversal", (0, 1), "", "ROOM", 0.2, (reading("MOOR", (0, 0), "loose"),)))


def test_a_guess_the_rest_of_the_clue_spells_in_part_weighs_more_and_says_so():
    room = Derivation("reversal", (0, 1), "", "ROOM", 0.2, (reading("MOOR", (0, 0)),), "returned")
    supported = with_placings(alone("ROOMY", "spacious"), {"ROOM": [room], "MY": [reading("MY", (4, 5))]}, math.inf)
    assert supported.weight > 0.01 and supported.weight == supported.derivation.weight
    assert [part.result for part in supported.derivation.parts] == ["ROOMY", "ROOM"]
    assert explain(supported.derivation) == ("definition only: 'spacious'; wordplay in part, 4 of 5 letters: "
                                             "ROOM: MOOR (words) reversed, indicated by 'returned'")
    assert tree(supported.derivation)[-2:] == ["  in part: reversal by 'returned' -> ROOM", "    synonym 'words' -> MOOR"]


def bare_split(answer: str, text: str, definition: str) -> Solution:
    """A split whose wordplay is the clue's first word looked up, its definition the rest, unconfirmed."""
    meaning = Derivation("unconfirmed", (1, 3), definition, answer, 0.12)
    wordplay = Derivation("synonym", (0, 0), text, answer, 0.5)
    return Solution(answer, 0.02, Derivation("split", (0, 3), "", answer, 0.02, (meaning, wordplay)))


def test_a_looked_up_wordplay_with_an_unconfirmed_definition_is_a_guess_the_other_words_spell_in_part():
    readings = {"CHEST": [reading("CHEST", (1, 1))], "NUT": [reading("NUT", (3, 3))], "HORSE": [reading("HORSE", (0, 0))]}
    supported = with_placings(bare_split("CHESTNUT", "horse", "box needs fastening"), readings, math.inf)
    assert supported.weight > 0.02 and supported.weight == supported.derivation.weight
    assert [part.result for part in supported.derivation.parts] == ["CHESTNUT", "CHESTNUT", "CHEST", "NUT"]
    assert explain(supported.derivation) == ("CHESTNUT (horse); definition: 'box needs fastening' (not confirmed by the "
                                             "thesaurus); wordplay in part, 8 of 8 letters: CHEST (words) + NUT (words)")
    assert tree(supported.derivation)[-2:] == ["  in part: synonym 'words' -> CHEST", "  in part: synonym 'words' -> NUT"]
    confirmed = bare_split("CHESTNUT", "horse", "box needs fastening")
    confirmed = replace(confirmed, derivation=replace(confirmed.derivation, parts=(
        replace(confirmed.derivation.parts[0], operation="definition", weight=1.0), confirmed.derivation.parts[1])))
    assert with_placings(confirmed, readings, math.inf) == confirmed


def test_a_short_placing_tells_too_little_to_weigh_a_guess_up():
    supported = with_placings(alone("ROOMY", "spacious"), {"MY": [reading("MY", (4, 5))]}, math.inf)
    assert supported.weight == 0.01 and [part.result for part in supported.derivation.parts] == ["ROOMY", "MY"]


def test_a_definition_of_one_or_two_letters_is_not_weighed_up():
    readings = {"ROOM": [reading("ROOM", (0, 1), "reversal")]}
    assert with_placings(alone("ROOMY", "up"), readings, math.inf) == alone("ROOMY", "up")
    assert explain(alone("ROOMY", "up").derivation).endswith("(no wordplay found)")


def test_a_long_reading_of_a_little_word_is_not_placed():
    assert may_be_placed(Derivation("abbreviation", (1, 1), "on", "RE", 0.7))
    assert not may_be_placed(Derivation("synonym", (1, 1), "in", "QUAINT", 0.4))


def test_a_guess_is_not_weighed_up_past_an_answer_the_clue_letters_spell_whole():
    room = Derivation("reversal", (0, 1), "", "ROOM", 0.2, (reading("MOOR", (0, 0)),), "returned")
    assert with_placings(alone("ROOMY", "spacious"), {"ROOM": [room]}, 0.005).weight == 0.01
    assert 0.01 < with_placings(alone("ROOMY", "spacious"), {"ROOM": [room]}, 0.02).weight <= 0.02
