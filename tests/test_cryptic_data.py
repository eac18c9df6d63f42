"""The shipped data as the solver reads it: thesaurus, inflection, homophones,
abbreviations, indicators and the answer index."""

from __future__ import annotations

from solvers.cryptic import abbreviations, answers, homophones, indicators, inflection, thesaurus


def test_the_thesaurus_relates_a_definition_to_its_answer_and_keeps_inflection():
    assert "citrus" in thesaurus.related("orange")
    assert "poems" in thesaurus.related("verses")
    assert "made" in thesaurus.related("produced")
    assert "orange" not in thesaurus.related("orange")


def test_glosses_meet_definitions_the_thesaurus_does_not():
    assert thesaurus.gloss_overlap("frizzy curls", "AFRO") >= 1
    assert thesaurus.gloss_overlap("frizzy curls", "CITRUS") == 0


def test_inflection_undoes_and_redoes_endings():
    assert ("verse", "s") in inflection.bases("verses")
    assert ("make", "ed") in inflection.bases("made")
    assert "stopped" in inflection.inflected("stop", "ed")
    assert "poems" in inflection.inflected("poem", "s")


def test_homophones_include_british_non_rhotic_pairs():
    assert "NIGHT" in homophones.sounding_like("KNIGHT")
    assert "SOURCE" in homophones.sounding_like("SAUCE")


def test_abbreviations():
    assert "M" in abbreviations.abbreviations("meter")
    assert "E" in abbreviations.abbreviations("eastern")


def test_indicators_and_their_regular_forms():
    assert "anagram" in indicators.operations("cooked")
    assert "deletion" in indicators.operations("ignoring")
    assert indicators.operations("waste")["anagram"] < indicators.operations("wasted")["anagram"]
    assert "anagram" in indicators.operations("drunk") and "anagram" not in indicators.operations("drink")


def test_answers_are_spelled_by_readings_and_templates():
    assert {"CITRUS", "RUSTIC"} <= set(answers.spelled_by("cirstu", (6,)))
    assert answers.spelled_by("POEMS", (5,)) == ["POEMS"]
    assert "PASTE" in answers.spelled_by("PastE", (5,))
    assert answers.spelled_by("POEM", (5,)) == []
    assert answers.spelled_by("SETUP", (3, 2)) == ["SETUP"]
