"""The trigram model of English: what the words before a word add to its chances."""

from __future__ import annotations

import pytest

from workbench import phrases as phrases_module
from workbench.phrases import english_phrases


def test_a_word_after_its_usual_neighbour_earns_a_bonus_and_an_unknown_word_none() -> None:
    phrases = english_phrases()
    assert phrases.follow_bonus("NEW", "YORK") > 2.0 > phrases.follow_bonus("YORK", "NEW")
    assert phrases.third_bonus("GAZE", "AT", "THE") == 0.0 < phrases.third_bonus("POUND", "FOR", "POUND")
    assert phrases.known("YORK") and phrases.known("york") and not phrases.known("XYZZY")
    assert phrases.follow_bonus("XYZZY", "IT") == phrases.follow_bonus("IT", "XYZZY") == 0.0
    assert phrases.third_bonus("POUND", "FOR", "XYZZY") == 0.0


def test_a_phrase_bonus_adds_each_words_bonuses_after_the_words_before_it() -> None:
    phrases = english_phrases()
    words = ["ON", "THE", "STREETS"]
    parts = phrases.follow_bonus("ON", "THE") + phrases.follow_bonus("THE", "STREETS")
    assert phrases.phrase_bonus(words) == pytest.approx(parts + phrases.third_bonus(*words))
    assert phrases.phrase_bonus(words) > 2.0 > 0.0 > phrases.phrase_bonus(["HE", "NOT", "STREETS"])
    assert phrases.phrase_bonus(["STREETS"]) == 0.0


def test_lookups_kept_are_forgotten_once_there_are_too_many(monkeypatch) -> None:
    phrases = english_phrases()
    monkeypatch.setattr(phrases_module, "LOGS_KEPT", 3)
    for word in ("ALPHA", "BRAVO", "CHARLIE", "DELTA", "ECHO", "FOXTROT", "GOLF"):
        assert phrases.known(word)
        assert 1 <= len(phrases._logs) <= 3
