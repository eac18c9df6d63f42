"""What an aristocrat's text costs through a key: whole, or by the parts a change touches."""

from __future__ import annotations

from enciphered import enciphered
from solvers.cryptogram import textcost
from solvers.cryptogram.language import english as language_model
from solvers.cryptogram.neighbours import neighbours
from solvers.cryptogram.textcost import TextCost
from solvers.cryptogram.words import dictionary_for
from workbench.phrases import english_phrases


def test_a_change_is_costed_by_the_parts_it_touches_as_the_whole_text_would_be(english) -> None:
    puzzle, key = enciphered("Q: WHY SAY IT WITH MINK? A: BUT WHATEVER YOU DO, DON'T SAY IT WITH INK!")
    cost = TextCost(puzzle, language_model())
    priced = cost.priced(key)
    movable = [c for c in puzzle.symbols if key[c] not in "WHT"]
    trials = list(neighbours(cost.words, key, movable, dictionary_for(language_model()), wide=True))
    labels = {puzzle.words[i] for i in puzzle.labels}
    assert len(trials) > 300 and any(trial[c] != key[c] for trial in trials for c in labels)
    assert all(abs(cost.near(priced, trial) - cost(trial)) < 1e-9 for trial in trials)
    partial = {c: p for c, p in key.items() if p != "K"}
    assert abs(cost.near(priced, partial) - cost(partial)) < 1e-9


def test_words_on_either_side_of_a_comma_earn_no_context_bonus(english) -> None:
    phrases = english_phrases()
    parted, key = enciphered("A FOOLISH THING, IT IS.")
    joined, same = enciphered("A FOOLISH THING IT IS.")
    bonuses = [phrases.follow_bonus("THING", "IT"), phrases.third_bonus("FOOLISH", "THING", "IT"),
               phrases.third_bonus("THING", "IT", "IS")]
    assert key == same and all(bonus != 0.0 for bonus in bonuses)
    gap = TextCost(parted, language_model())(key) - TextCost(joined, language_model())(key)
    assert abs(gap - sum(bonuses)) < 1e-9


def test_a_third_word_decides_what_the_pairs_alone_read_wrong(english, monkeypatch) -> None:
    puzzle, key = enciphered("POUND FOR POUND, THE AMOEBA IS THE MOST VICIOUS ANIMAL ON EARTH.")
    wrong = {**key, next(c for c, p in key.items() if p == "P"): "F"}
    assert puzzle.plaintext(wrong).startswith("FOUND FOR FOUND, THE AMOEBA")
    assert TextCost(puzzle, language_model())(key) < TextCost(puzzle, language_model())(wrong)
    monkeypatch.setattr(textcost, "TRIPLE_WEIGHT", 0.0)
    assert TextCost(puzzle, language_model())(key) > TextCost(puzzle, language_model())(wrong)
