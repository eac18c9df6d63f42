"""Hunches and aims: pieces of a definition's answers read from wordplay words that name them only
loosely, and the runs of those answers that a combination keeps among its parts' readings."""

from __future__ import annotations

from solvers.cryptic import hunches
from solvers.cryptic.analysis import WordplayAnalysis
from solvers.cryptic.combined_reader import COMBINED, strongest
from solvers.cryptic.context import ClueContext
from solvers.cryptic.derivation import Derivation
from solvers.cryptic.egraph import EGraph, ENode
from solvers.cryptic.rules import hunch_spans
from cryptic_clues import best, clue


def test_pieces_are_words_inside_the_answer_short_of_the_whole():
    assert {"RASH", "ASH"} <= hunches.pieces("TRASH")
    assert not {"TRASH", "TR"} & hunches.pieces("TRASH")


def test_only_answers_a_definition_proposes_outright_give_pieces():
    readings = {"TRASH": Derivation("definition", (3, 3), "rubbish", "TRASH", 1.0),
                "JUNKS": Derivation("definition", (3, 3), "rubbish", "JUNKS", 0.55)}
    by_definition = hunches.by_definition({(3, 3): frozenset(hunches.proposed(readings))})
    assert "RASH" in by_definition[(3, 3)] and "JUNK" not in by_definition[(3, 3)]
    assert hunches.beside(by_definition, (2, 2)) == by_definition[(3, 3)]
    assert hunches.beside(by_definition, (2, 3)) == frozenset()
    assert "RA" in hunches.by_definition({(3, 3): frozenset({"TRASH"})}, hunches.runs)[(3, 3)]


def test_shells_are_words_left_round_a_run_taken_out_of_the_inside():
    assert "DOLE" in hunches.shells("DOUBLE") and "GERANIUM" in hunches.shells("GERMANIUM")
    assert not {"DOUBLE", "OUBLE", "DOUB", "DLE"} & hunches.shells("DOUBLE")
    assert "ALLICE" not in hunches.shells("ALLIANCE")


def test_wholes_are_words_one_letter_longer_than_the_answer_or_a_run_at_either_end():
    assert {"NOODLES", "NOODLE"} <= hunches.wholes("OODLES") and "GREEN" in hunches.wholes("AGREE")
    assert not {"OODLES", "FOOD", "HOOD"} & hunches.wholes("OODLES")


def test_wholes_are_offered_only_for_spans_near_a_beheading_or_curtailing_indicator():
    context = ClueContext(clue("Lots of Italian food, not the first", "6"))
    cuts = hunches.cut_indicators(context)
    assert hunches.near_a_cut((2, 3), cuts) and not hunches.near_a_cut((0, 0), cuts)
    assert "NOODLES" in WordplayAnalysis(context).hunched((2, 3))
    plain = ClueContext(clue("Lots of Italian food in a bowl", "6"))
    assert not hunches.near_a_cut((2, 3), hunches.cut_indicators(plain)) and "NOODLES" not in WordplayAnalysis(plain).hunched((2, 3))


def test_a_span_names_a_piece_loosely_or_not_at_all():
    assert hunches.names_loosely("not the same", "OTHER")
    assert not hunches.names_loosely("fine performer on", "OFFICE")
    assert not hunches.names_loosely("poe", "POE") and not hunches.worth_a_hunch("in the")


def test_a_span_names_a_piece_loosely_as_a_kind_of_what_it_names_short_of_a_broad_class():
    assert hunches.names_a_kind("plant", "GERANIUM") and hunches.names_a_kind("old relative", "NAN")
    assert not hunches.names_a_kind("person", "SON") and not hunches.names_a_kind("plant", "ROSARY")


def test_hunches_are_offered_for_wordplay_spans_beside_a_definition():
    context = ClueContext(clue("Not the same after start of business trouble", "6"))
    analysis = WordplayAnalysis(context)
    graph = EGraph(analysis)
    spans = [node.data for node, _ in hunch_spans(graph, context)]
    assert (0, 2) in spans and (5, 5) not in spans
    assert "OTHER" in analysis.hunched((0, 2)) and "ABO" not in analysis.hunched((0, 2))
    assert "OTHER" in analysis.hunch(graph, ENode("hunch", (0, 2)))


def test_a_charade_part_named_loosely_meets_the_answer_its_definition_proposes():
    answer, explained = best("Not the same after start of business trouble", "6")
    assert answer == "BOTHER"
    assert "OTHER (not the same, loosely: a hunch from the answer)" in explained


def test_a_combination_keeps_weaker_readings_that_run_inside_a_proposed_answer():
    assert best("Nut starting to crumble when cut", "6")[0] == "CASHEW"
    strong = {f"W{i:03d}": Derivation("synonym", (0, 0), "cut", f"W{i:03d}", 0.5) for i in range(COMBINED)}
    weak = {"HEW": Derivation("synonym", (0, 0), "cut", "HEW", 0.1), "HACK": Derivation("synonym", (0, 0), "cut", "HACK", 0.1)}
    kept = [reading for reading, _ in strongest({**strong, **weak}, aimed=frozenset({"HEW"}))]
    assert "HEW" in kept and "HACK" not in kept


def test_a_wordplay_meets_an_answer_with_one_hunch_at_most_standing_as_it_is_inside_it():
    rash = Derivation("hunch", (1, 1), "spots", "RASH", 0.25)
    initial = Derivation("initials", (0, 0), "team", "T", 0.9)
    charade = Derivation("charade", (0, 1), "", "TRASH", 0.2, (initial, rash))
    assert hunches.may_meet(charade, "TRASH", {"TRASH"})
    assert not hunches.may_meet(charade, "TRASH", {"JUNKS"})
    turned = Derivation("reversal", (1, 1), "spots", "HSAR", 0.2, (rash,))
    assert not hunches.may_meet(Derivation("charade", (0, 1), "", "THSAR", 0.2, (initial, turned)), "THSAR", {"THSAR"})
    assert not hunches.may_meet(Derivation("hunch", (0, 1), "team spots", "TRASH", 0.25), "TRASH", {"TRASH"})
    twice = Derivation("charade", (0, 2), "", "RASHRASH", 0.1, (rash, rash))
    assert not hunches.may_meet(twice, "RASHRASH", {"RASHRASH"})
    assert hunches.may_meet(initial, "TRASH", set())


def test_a_hunch_may_stand_around_a_run_of_the_answer_its_definition_proposes():
    dole = Derivation("hunch", (1, 1), "payment", "DOLE", 0.25)
    run = Derivation("alternation", (2, 4), "put by regularly", "UB", 0.9)
    inserted = Derivation("insert", (1, 4), "", "DOUBLE", 0.2, (run, dole), "inside")
    assert hunches.may_meet(inserted, "DOUBLE", {"DOUBLE"})
    assert not hunches.may_meet(inserted, "DOUBLE", {"TWOFOLD"})


def test_a_hunch_may_be_cut_back_to_the_answer_its_definition_proposes():
    noodles = Derivation("hunch", (2, 3), "italian food", "NOODLES", 0.25)
    beheaded = Derivation("behead", (2, 6), "italian food not the first", "OODLES", 0.2, (noodles,), "not the first")
    assert hunches.may_meet(beheaded, "OODLES", {"OODLES"})
    assert not hunches.may_meet(beheaded, "OODLES", {"PLENTY"})
    answer, explained = best("Lots of Italian food, not the first", "6")
    assert answer == "OODLES" and "NOODLES (italian food, loosely: a hunch from the answer)" in explained


def test_an_answer_the_looser_thesaurus_lists_under_a_definition_gives_hunches_too():
    answer, explained = best("Hotel gets plaudits for novelty", "10")
    assert answer == "INNOVATION" and "OVATION (plaudits, loosely: a hunch from the answer)" in explained
