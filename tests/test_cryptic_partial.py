"""Wordplay in part: pieces of a definition-only answer that the rest of the clue spells."""

from __future__ import annotations

from solvers.cryptic.derivation import Derivation
from solvers.cryptic.explain import explain
from solvers.cryptic.extract import Solution
from solvers.cryptic.partial import Piece, best_chain, fixes_its_letters, pieces, with_pieces


def reading(result: str, span: tuple[int, int], operation: str = "synonym") -> Derivation:
    """A reading of clue words, as the e-graph would hold it."""
    return Derivation(operation, span, "words", result, 0.5)


def test_the_chain_keeps_clue_order_and_answer_order_and_covers_most():
    room, y, oom = reading("ROOM", (0, 1)), reading("Y", (4, 5)), reading("OOM", (6, 6))
    placed = [Piece(room, 0), Piece(y, 4), Piece(oom, 1)]
    assert [piece.derivation.result for piece in best_chain(placed)] == ["ROOM", "Y"]


def test_a_piece_after_another_in_the_answer_but_before_it_in_the_clue_does_not_chain():
    late, early = reading("TUNE", (1, 1)), reading("OP", (3, 3))
    chain = best_chain([Piece(early, 0), Piece(late, 4)])
    assert [piece.derivation.result for piece in chain] == ["TUNE"]


def test_pieces_stand_outside_the_definition():
    readings = {"ROOM": [reading("ROOM", (0, 1))], "MY": [reading("MY", (5, 5))]}
    assert [p.derivation.result for p in pieces("ROOMY", (5, 6), readings)] == ["ROOM"]


def test_anagrams_looser_synonyms_and_hunches_are_no_pieces():
    assert fixes_its_letters(reading("OP", (0, 0)))
    assert not fixes_its_letters(reading("OP", (0, 0), "anagram"))
    assert not fixes_its_letters(reading("OP", (0, 0), "loose"))
    hunch = reading("LOUD", (1, 1), "hunch")
    assert not fixes_its_letters(Derivation("charade", (1, 2), "", "LOUDY", 0.2, (hunch, reading("Y", (2, 2)))))
    assert fixes_its_letters(Derivation("reversal", (0, 1), "", "ROOM", 0.2, (reading("MOOR", (0, 0), "loose"),)))


def test_the_explanation_names_the_pieces_and_how_many_letters_they_spell():
    meaning = Derivation("definition", (6, 6), "timely", "OPPORTUNE", 1.0)
    alone = Derivation("alone", (6, 6), "timely", "OPPORTUNE", 0.1,
                       (meaning, reading("OP", (0, 0)), reading("OR", (3, 3)), reading("TUNE", (5, 5))))
    assert explain(alone).startswith("definition only: 'timely'; wordplay in part, 8 of 9 letters: OP (words) + OR")
    assert explain(Derivation("alone", (6, 6), "timely", "OPPORTUNE", 0.1, (meaning,))).endswith("(no wordplay found)")


def alone(answer: str, text: str) -> Solution:
    """A definition-only solution on the clue's last word."""
    meaning = Derivation("definition", (6, 6), text, answer, 1.0)
    return Solution(answer, 0.01, Derivation("alone", (6, 6), text, answer, 0.01, (meaning,)))


def test_a_guess_the_rest_of_the_clue_spells_in_part_weighs_more():
    readings = {"ROOM": [reading("ROOM", (0, 1), "reversal")], "Y": [reading("Y", (4, 5), "initials")]}
    supported = with_pieces(alone("ROOMY", "spacious"), readings)
    assert supported.weight > 0.01 and supported.weight == supported.derivation.weight
    assert [part.result for part in supported.derivation.parts] == ["ROOMY", "ROOM", "Y"]
    single = with_pieces(alone("ROOMY", "spacious"), {"Y": readings["Y"]})
    assert single.weight == 0.01 and "Y" in explain(single.derivation)


def test_a_definition_of_one_or_two_letters_is_not_weighed_up():
    readings = {"ROOM": [reading("ROOM", (0, 1), "reversal")]}
    assert with_pieces(alone("ROOMY", "up"), readings) == alone("ROOMY", "up")
