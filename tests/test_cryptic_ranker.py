"""The learned ranker: its features, its weights file, the fit, and the order it gives."""

from __future__ import annotations

import json

import numpy as np
import pytest

from solvers.cryptic import answers, features
from solvers.cryptic.context import ClueContext
from solvers.cryptic.derivation import Derivation
from solvers.cryptic.ranker import CANDIDATES, Ranker, applied_indicators, marks_followed, shipped
from solvers.cryptic.train_ranker import Lesson, fitted, in_half, main
from workbench.actions import ChooseReading
from workbench.session import Session
from cryptic_clues import clue, solve


def test_the_shipped_ranker_weighs_every_feature():
    assert len(shipped().weights) == len(features.NAMES)
    assert Ranker.from_lines(shipped().lines()) == shipped()


def test_a_weights_file_that_misses_a_feature_is_refused_by_name():
    with pytest.raises(ValueError, match="lack \\['zipf'\\]"):
        Ranker.from_lines([row for row in shipped().lines() if not row.startswith("zipf\t")])


@pytest.mark.parametrize(("row", "problem"), [
    ("zipf 0.3", "row 1 is not 'name<TAB>weight'"), ("0.3", "is not 'name<TAB>weight'"),
    ("zip\t0.3", "names no feature"), ("zipf\tmany", "has no number"), ("zipf\tnan", "not a finite number"),
])
def test_a_bad_weights_row_is_refused_with_its_number(row, problem):
    with pytest.raises(ValueError, match=problem):
        Ranker.from_lines([row, *shipped().lines()])


def test_a_weights_row_given_twice_is_refused():
    with pytest.raises(ValueError, match="row 2 repeats its feature"):
        Ranker.from_lines([shipped().lines()[0], *shipped().lines()])


def test_a_clue_word_inside_an_answer_is_a_feature():
    context = ClueContext(clue("Match finished in time", "7"))
    assert features.holds_a_clue_word("MATCHUP", context)
    assert not features.holds_a_clue_word("CONTEST", context)
    owned = ClueContext(clue("Legendary foxtrot with talented dancer’s beginning", "6"))
    assert features.holds_a_clue_word("DANCER", owned)


def test_how_well_a_phrase_answers_words_go_together_is_a_feature_beyond_its_bounded_share_of_zipf():
    assert answers.phrase_bonus("IDARESAY", (1, 4, 3)) > answers.PHRASE_BONUS_BOUND > answers.phrase_bonus("IREADSAY", (1, 4, 3))
    assert answers.phrase_bonus("POEMS", (5,)) == 0.0
    assert "phrase bonus" in features.NAMES


def test_the_fit_weighs_up_the_feature_that_marks_the_right_answer():
    rng = np.random.default_rng(7)
    lessons = []
    for _ in range(60):
        rows = rng.normal(size=(5, len(features.NAMES)))
        right = int(rng.integers(5))
        rows[right, features.NAMES.index("zipf")] += 3.0
        lessons.append(Lesson(rows, right))
    weights = fitted(lessons, steps=300)
    zipf = features.NAMES.index("zipf")
    assert weights[zipf] == max(weights) > 0.5


def only(name: str, weight: float = 1.0) -> Ranker:
    """A ranker that weighs one feature."""
    return Ranker(tuple(weight if n == name else 0.0 for n in features.NAMES))


def test_a_ranker_orders_the_strongest_candidates_by_belief_and_shares_it_out():
    solver = solve(Session(clue("Cooked rustic orange", "6")), learned=False)
    assert len(solver.found) > CANDIDATES
    ranked = only("zipf").ranked(solver.found, solver.context)
    assert {s.answer for s in ranked} == {s.answer for s in solver.found[:CANDIDATES]}
    assert sum(s.weight for s in ranked) == pytest.approx(1.0)
    frequencies = [row[features.NAMES.index("zipf")] for row in features.rows(ranked, solver.context)]
    assert frequencies == sorted(frequencies, reverse=True)
    assert only("zipf").ranked(ranked, solver.context) == ranked


def test_the_solver_ranks_by_the_shipped_ranker_unless_told_not_to():
    by_hand = solve(Session(clue("Cooked rustic orange", "6")), learned=False)
    learned = solve(Session(clue("Cooked rustic orange", "6"))).found
    assert learned == shipped().ranked(by_hand.found, by_hand.context) != by_hand.found[:CANDIDATES]
    assert learned[0].answer == "CITRUS"


def test_what_the_person_chose_outranks_what_the_model_believes():
    session = Session(clue("Meter in Poe's verses", "5"))
    session.apply(ChooseReading((0, 0), "m"))
    solver = solve(session, learned=False)
    against_the_choice = only("wordplay", -100.0).ranked(solver.found, solver.context)
    assert "chosen" in against_the_choice[0].derivation.parts[1].operations
    assert marks_followed(against_the_choice[0].derivation, applied_indicators(solver.context)) == 1


def test_halves_split_ids_between_them():
    ids = [f"clue-{n}" for n in range(200)]
    even = [i for i in ids if in_half(i, "even")]
    odd = [i for i in ids if in_half(i, "odd")]
    assert sorted(even + odd) == sorted(ids) and 60 < len(even) < 140


def test_training_writes_weights_the_ranker_reads(tmp_path):
    clues = tmp_path / "clues.jsonl"
    records = [{"id": f"c{n}", "kind": "cryptic", "clue": text, "enumeration": size, "solution": {"answer": answer}}
               for n, (text, size, answer) in enumerate([("Cooked rustic orange", "6", "CITRUS"),
                                                         ("Meter in Poe's verses", "5", "POEMS")])]
    clues.write_text("".join(json.dumps(r) + "\n" for r in records))
    out = tmp_path / "ranker.tsv"
    assert main([str(clues), "--out", str(out)]) == 0
    lines = out.read_text().splitlines()
    assert lines[0].startswith("# learned from 2 of 2 clues")
    assert len(Ranker.from_lines(lines[1:]).weights) == len(features.NAMES)


def test_training_on_a_file_without_answers_says_so(tmp_path, capsys):
    clues = tmp_path / "clues.jsonl"
    clues.write_text(json.dumps({"id": "c", "kind": "cryptic", "clue": "Cooked rustic orange", "enumeration": "6"}) + "\n")
    assert main([str(clues), "--out", str(tmp_path / "r.tsv")]) == 2
    assert "no cryptic clue with a solution" in capsys.readouterr().err


def test_a_link_word_and_a_bare_synonym_are_features():
    def feature(text: str, size: str, answer: str, name: str) -> float:
        solver = solve(Session(clue(text, size)))
        found = next(s for s in solver.found if s.answer == answer)
        return features.row(found.answer, found.derivation, solver.context)[features.NAMES.index(name)]

    assert feature("Fruit obtained from mixed lump", "4", "PLUM", "link") == 1.0
    assert feature("Fruit obtained from mixed lump", "4", "PLUM", "bare") == 0.0
    assert feature("Clever sting", "5", "SHARP", "bare") == 1.0


def test_what_the_rest_of_the_clue_spells_of_a_guess_follows_no_mark():
    chosen = Derivation("chosen", (0, 0), "work", "OP", 1.0)
    meaning = Derivation("definition", (6, 6), "timely", "OPPORTUNE", 1.0)
    guess = Derivation("alone", (6, 6), "timely", "OPPORTUNE", 0.1, (meaning, chosen))
    assert marks_followed(guess, set()) == 0
    assert marks_followed(Derivation("split", (0, 6), "", "OPPORTUNE", 0.1, (meaning, chosen)), set()) == 1
    wordplay = Derivation("synonym", (0, 0), "work", "OPPORTUNE", 0.5)
    unconfirmed = Derivation("unconfirmed", (6, 6), "timely", "OPPORTUNE", 0.12)
    assert marks_followed(Derivation("split", (0, 6), "", "OPPORTUNE", 0.1, (unconfirmed, wordplay, chosen)), set()) == 0


def test_what_the_rest_of_the_clue_spells_of_a_guess_changes_only_its_score():
    context = ClueContext(clue("Work done at a timely moment", "9"))
    wordplay = Derivation("synonym", (0, 0), "work", "OPPORTUNE", 0.5)
    unconfirmed = Derivation("unconfirmed", (1, 5), "done at a timely moment", "OPPORTUNE", 0.12)
    in_part = Derivation("synonym", (4, 4), "timely", "OP", 1.0)
    guess = Derivation("split", (0, 5), "", "OPPORTUNE", 0.1, (unconfirmed, wordplay))
    spelled = Derivation("split", (0, 5), "", "OPPORTUNE", 0.2, (unconfirmed, wordplay, in_part))
    before, after = features.row("OPPORTUNE", guess, context), features.row("OPPORTUNE", spelled, context)
    assert [name for name, old, new in zip(features.NAMES, before, after, strict=True) if old != new] == ["score"]
