"""The trigram model of English: what the words before a word add to its chances."""

from __future__ import annotations

from enciphered import enciphered
from solvers.cryptogram import textcost
from solvers.cryptogram.language import english as language_model
from workbench.phrases import english_phrases
from solvers.cryptogram.textcost import TextCost


def test_a_word_after_its_usual_neighbour_earns_a_bonus_and_an_unknown_word_none() -> None:
    phrases = english_phrases()
    assert phrases.follow_bonus("NEW", "YORK") > 2.0 > phrases.follow_bonus("YORK", "NEW")
    assert phrases.third_bonus("GAZE", "AT", "THE") == 0.0 < phrases.third_bonus("POUND", "FOR", "POUND")
    assert phrases.known("YORK") and phrases.known("york") and not phrases.known("XYZZY")
    assert phrases.follow_bonus("XYZZY", "IT") == phrases.follow_bonus("IT", "XYZZY") == 0.0
    assert phrases.third_bonus("POUND", "FOR", "XYZZY") == 0.0


def test_a_third_word_decides_what_the_pairs_alone_read_wrong(english, monkeypatch) -> None:
    puzzle, key = enciphered("POUND FOR POUND, THE AMOEBA IS THE MOST VICIOUS ANIMAL ON EARTH.")
    wrong = {**key, next(c for c, p in key.items() if p == "P"): "F"}
    assert puzzle.plaintext(wrong).startswith("FOUND FOR FOUND, THE AMOEBA")
    assert TextCost(puzzle, language_model())(key) < TextCost(puzzle, language_model())(wrong)
    monkeypatch.setattr(textcost, "TRIPLE_WEIGHT", 0.0)
    assert TextCost(puzzle, language_model())(key) > TextCost(puzzle, language_model())(wrong)


def test_a_phrase_bonus_adds_each_words_bonuses_after_the_words_before_it() -> None:
    phrases = english_phrases()
    words = ["ON", "THE", "STREETS"]
    parts = phrases.follow_bonus("ON", "THE") + phrases.follow_bonus("THE", "STREETS")
    assert phrases.phrase_bonus(words) == parts + phrases.third_bonus(*words)
    assert phrases.phrase_bonus(words) > 2.0 > 0.0 > phrases.phrase_bonus(["HE", "NOT", "STREETS"])
    assert phrases.phrase_bonus(["STREETS"]) == 0.0
