"""The learned ranker: its features, its weights file, the fit, and the order it gives."""

from __future__ import annotations

import json

import numpy as np
import pytest

from solvers.cryptic import features
from solvers.cryptic.context import ClueContext
from solvers.cryptic.ranker import CANDIDATES, Ranker, shipped
from solvers.cryptic.solver import EGraphSolver
from solvers.cryptic.train_ranker import Lesson, fitted, in_half, main
from solvers.protocol import Budget
from workbench.session import Session
from cryptic_clues import clue, solve


def test_the_shipped_ranker_weighs_every_feature():
    assert len(shipped().weights) == len(features.NAMES)
    assert Ranker.from_lines(shipped().lines()) == shipped()


def test_a_weights_file_that_misses_a_feature_is_refused_by_name():
    with pytest.raises(ValueError, match="missing \\['zipf'\\]"):
        Ranker.from_lines([row for row in shipped().lines() if not row.startswith("zipf\t")])


def test_a_clue_word_inside_an_answer_is_a_feature():
    context = ClueContext(clue("Match finished in time", "7"))
    assert features.holds_a_clue_word("MATCHUP", context)
    assert not features.holds_a_clue_word("CONTEST", context)


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


def test_a_ranker_orders_the_strongest_candidates_by_belief_and_shares_it_out():
    solver = solve(Session(clue("Cooked rustic orange", "6")))
    by_hand = solver.found
    zipf_only = Ranker(tuple(1.0 if name == "zipf" else 0.0 for name in features.NAMES))
    ranked = zipf_only.ranked(by_hand, solver.context)
    assert len(ranked) == min(len(by_hand), CANDIDATES)
    assert sum(s.weight for s in ranked) == pytest.approx(1.0)
    frequencies = [features.described(s.answer, s.derivation, solver.context, 1.0, 0)[features.NAMES.index("zipf")]
                   for s in ranked]
    assert frequencies == sorted(frequencies, reverse=True)


def test_the_solver_ranks_by_the_shipped_ranker_unless_told_not_to():
    learned = solve(Session(clue("Cooked rustic orange", "6"))).found
    by_hand = EGraphSolver(learned=False)
    by_hand.reset(Session(clue("Cooked rustic orange", "6")).view())
    by_hand.run(Budget(seconds=30))
    assert sum(s.weight for s in learned) == pytest.approx(1.0)
    assert learned[0].answer == by_hand.found[0].answer == "CITRUS"
    assert len(by_hand.found) > CANDIDATES and by_hand.found[0].weight == by_hand.found[0].derivation.weight


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
        return features.described(found.answer, found.derivation, solver.context, 1.0, 0)[features.NAMES.index(name)]

    assert feature("Fruit obtained from mixed lump", "4", "PLUM", "link") == 1.0
    assert feature("Fruit obtained from mixed lump", "4", "PLUM", "bare") == 0.0
    assert feature("Clever sting", "5", "SHARP", "bare") == 1.0
