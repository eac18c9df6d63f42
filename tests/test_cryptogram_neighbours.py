"""Readings one step from a key, and the search's last climb over them."""

from __future__ import annotations

from enciphered import enciphered
from solvers.cryptogram import aristocrat
from solvers.cryptogram.aristocrat import AristocratSearch
from solvers.cryptogram.language import english as language_model
from solvers.cryptogram.neighbours import neighbours, word_trials
from solvers.cryptogram.words import cipher_words, dictionary_for


def test_a_word_is_read_again_changing_only_the_letters_no_other_word_has(english) -> None:
    puzzle, key = enciphered("THE MEEK SHALL INHERIT THE EARTH.")
    words = cipher_words(puzzle)
    trials = [puzzle.plaintext(t) for t in word_trials(words, key, list(puzzle.symbols), dictionary_for(language_model()))]
    assert "THE KEEP SHALL INHERIT THE EARTH." in trials and "THE MEEK CHALL INHERIT THE EARTH." in trials
    right = puzzle.plaintext(key).split()
    assert all(sum(a != b for a, b in zip(t.split(), right)) == 1 for t in trials)


def test_a_search_stopped_at_its_first_reading_climbs_its_neighbours_to_the_right_one(english, monkeypatch) -> None:
    monkeypatch.setattr(aristocrat, "PATIENCE", 0)
    monkeypatch.setattr(aristocrat, "INCUMBENT_PATIENCE", 0)
    text = "NEVER PUT OFF TILL TOMORROW WHAT YOU CAN DO THE DAY AFTER TOMORROW."
    puzzle, key = enciphered(text)
    search = AristocratSearch(puzzle, {}, language_model())
    while not search.finished:
        search.advance()
    best = search.ranking[0]
    assert puzzle.plaintext(best.key) == text
    priced = search.text_cost.priced(best.key)
    trials = neighbours(search.words, best.key, list(puzzle.symbols), dictionary_for(language_model()))
    assert all(search.text_cost.near(priced, trial) >= best.cost - 1e-9 for trial in trials)


def test_a_wide_word_trial_frees_letters_other_words_share_and_changes_them_too(english) -> None:
    puzzle, key = enciphered("THE CAT SAT.")
    words, movable, dictionary = cipher_words(puzzle), list(puzzle.symbols), dictionary_for(language_model())
    narrow = {puzzle.plaintext(t) for t in word_trials(words, key, movable, dictionary)}
    wide = {puzzle.plaintext(t) for t in word_trials(words, key, movable, dictionary, wide=True)}
    assert "NHE MAN SAN." in wide and "NHE MAN SAN." not in narrow
