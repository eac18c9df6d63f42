"""Cryptogram solvers on puzzles made here: the seed's first answer, the ranked answers,
pins honoured, partial states continued, every step's actions accepted by the session."""

from __future__ import annotations

import random

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from solvers.cryptogram import SOLVERS, RankedSolver, SeedSolver, generate
from solvers.cryptogram import aristocrat, language, wordsearch
from solvers.cryptogram.aristocrat import AristocratSearch, improved
from solvers.cryptogram.hillclimb import HillClimber
from solvers.cryptogram.keys import actions_towards
from solvers.cryptogram.language import english as language_model
from solvers.cryptogram.making import record, sentences
from solvers.cryptogram.words import Dictionary, consistent, decode, shape
from solvers.protocol import Budget
from workbench.actions import Assign, Pin
from workbench.models.cryptogram import ALPHABET, Cryptogram
from workbench.session import Session

SHORT = "THE EARLY BIRD GETS THE WORM, BUT THE SECOND MOUSE GETS THE CHEESE."
LONG = ("THE VILLAGE BAKER WAKES AT THREE EVERY MORNING TO LIGHT THE OVENS, AND BY SIX THE SMELL OF "
        "BREAD FILLS EVERY STREET. HE SAYS THAT THE BEST PART OF THE JOB IS THE QUIET HOUR BEFORE DAWN.")


def made(text: str, seed: int = 3, patristocrat: bool = False) -> tuple[Cryptogram, dict]:
    """A cryptogram of `text` under a random derangement, and its solution."""
    full = record("t", text, random.Random(seed), patristocrat)
    return Cryptogram.from_record({k: v for k, v in full.items() if k != "solution"}), full["solution"]


def stepped(solver_class, session: Session, steps: int = 100_000, writes: list | None = None):
    """Step a solver on a session, applying each step's actions as the app does; after each step
    that wrote something, its trace's last line and the letters shown go to `writes`."""
    solver = solver_class()
    solver.reset(session.view())
    taken = 0
    while not solver.done and taken < steps:
        report = solver.step()
        taken += 1
        if report.actions:
            session.apply_all(report.actions, solver.source(report.step))
            if writes is not None:
                writes.append((report.trace.lines[-1], dict(session.state.letters)))
    return solver


def test_the_ranking_solver_comes_first_and_the_seed_second(english) -> None:
    assert [s.name for s in SOLVERS] == ["ranked", "seed"]


def test_shapes_keep_apostrophes_and_consistency_honours_key_and_taken_letters(english) -> None:
    assert shape("DON'T") == "ABC'D" and shape("SEAS") == shape("THAT") == "ABCA"
    table = Dictionary(language_model()).table("XYZX")
    rows = np.arange(len(table.words))

    def fits(key: dict, taken: str, derangement: bool = True) -> list[str]:
        return [table.words[r] for r in consistent("XYZX", table, rows, key, frozenset(taken), derangement)]

    assert "THAT" in fits({"X": "T"}, "T") and all(w[0] == w[3] == "T" for w in fits({"X": "T"}, "T"))
    assert "THAT" not in fits({"X": "T"}, "TH")
    assert "XBOX" not in fits({}, "") and "XBOX" in fits({}, "", derangement=False)


def test_the_seed_solver_finds_a_consistent_answer_and_traces_every_rule(english) -> None:
    puzzle, solution = made(SHORT)
    session = Session(puzzle)
    solver = stepped(SeedSolver, session)
    result = solver.result()
    assert result.status == "solved" and result.answer["plaintext"] == puzzle.plaintext(session.state.letters)
    assert "_" not in result.answer["plaintext"] and len(result.candidates) == 1


def test_the_seed_trace_lists_the_rule_the_key_and_each_words_candidates(english) -> None:
    puzzle, _ = made(SHORT)
    solver = SeedSolver()
    solver.reset(Session(puzzle).view())
    report = solver.step()
    assert report.trace.headline.startswith(("guess ", "dead end"))
    assert report.trace.lines[0].startswith("key: ")
    assert any(line.startswith(f"{word} (") for word in puzzle.words for line in report.trace.lines)


def test_the_ranking_solver_reads_a_short_text_right_and_ranks_candidates(english) -> None:
    puzzle, solution = made(SHORT)
    session = Session(puzzle)
    solver = stepped(RankedSolver, session)
    result = solver.result()
    assert result.answer["plaintext"] == solution["plaintext"] == puzzle.plaintext(session.state.letters)
    scores = [c.score for c in result.candidates]
    assert len(scores) > 1 and scores == sorted(scores, reverse=True)


def test_a_name_outside_the_dictionary_still_solves(english) -> None:
    text = "MY FRIEND XOLOTRAM SLEEPS UNDER THE KITCHEN TABLE EVERY NIGHT."
    puzzle, solution = made(text, seed=5)
    solver = RankedSolver()
    solver.reset(Session(puzzle).view())
    result = solver.run(Budget(seconds=60))
    found = result.answer["plaintext"]
    right = sum(a == b for a, b in zip(found, solution["plaintext"])) / len(found)
    assert "SLEEPS UNDER THE KITCHEN TABLE" in found and right > 0.9
    assert "unknown words" in result.candidates[0].explanation


def test_pinned_letters_are_kept_even_when_wrong(english) -> None:
    puzzle, solution = made(SHORT)
    inverse = {p: c for c, p in solution["key"].items()}
    session = Session(puzzle)
    session.apply(Assign(inverse["T"], "Q"))
    session.apply(Pin(inverse["T"]))
    stepped(RankedSolver, session)
    assert session.state.letters[inverse["T"]] == "Q"
    assert session.state.setters[inverse["T"]].is_person


def test_both_solvers_continue_from_the_persons_letters(english) -> None:
    puzzle, solution = made(SHORT)
    inverse = {p: c for c, p in solution["key"].items()}
    for solver_class in (SeedSolver, RankedSolver):
        session = Session(puzzle)
        for plain in "MOUSE":
            session.apply(Assign(inverse[plain], plain))
        stepped(solver_class, session)
        assert "MOUSE" in puzzle.plaintext(session.state.letters)


def test_a_patristocrat_is_solved_by_climbing_and_polishing_around_a_pin(english) -> None:
    puzzle, solution = made(LONG, seed=11, patristocrat=True)
    cipher_of_e = next(c for c, p in solution["key"].items() if p == "E")
    session = Session(puzzle)
    session.apply(Assign(cipher_of_e, "E"))
    session.apply(Pin(cipher_of_e))
    solver = RankedSolver()
    solver.reset(session.view())
    result = solver.run(Budget(seconds=120))
    assert result.answer["plaintext"] == solution["plaintext"] and result.answer["key"][cipher_of_e] == "E"
    assert stepped(SeedSolver, Session(puzzle)).result().status == "failed"


def test_generate_makes_a_solvable_aristocrat_from_the_projects_sentences(english) -> None:
    puzzle = generate(random.Random(4))
    assert isinstance(puzzle, Cryptogram) and not puzzle.patristocrat
    assert any(puzzle.ciphertext.count(" ") == s.count(" ") for s in sentences())


@settings(max_examples=60, deadline=None)
@given(st.dictionaries(st.sampled_from("ABCDEFGH"), st.sampled_from(ALPHABET), max_size=6),
       st.dictionaries(st.sampled_from("ABCDEFGH"), st.sampled_from(ALPHABET), max_size=6),
       st.sets(st.sampled_from("ABCDEFGH"), max_size=3))
def test_moving_to_any_key_is_accepted_by_the_session(before: dict, after: dict, pins: set) -> None:
    puzzle = Cryptogram.from_record({"id": "p", "ciphertext": "ABCDEFGH"})
    before = _injective(before)
    pinned = {s for s in pins if s in before}
    held = {before[s] for s in pinned}
    after = _injective({**{s: p for s, p in after.items() if p not in held}, **{s: before[s] for s in pinned}})
    session = Session(puzzle)
    if before:
        session.apply_all([Assign(s, p) for s, p in before.items()])
    if pinned:
        session.apply_all([Pin(s) for s in pinned])
    actions = actions_towards(puzzle, before, after, frozenset(pinned))
    if actions:
        session.apply_all(actions, RankedSolver().source(1))
    for symbol in puzzle.symbols:
        assert session.state.letters.get(symbol) == (before.get(symbol) if symbol in pinned else after.get(symbol))


def _injective(key: dict) -> dict:
    """The key with later duplicates of a plain letter dropped."""
    seen: set = set()
    kept = {}
    for symbol, plain in key.items():
        if plain not in seen:
            kept[symbol] = plain
            seen.add(plain)
    return kept


def test_the_ranking_search_starts_from_the_seeds_reading_and_steps_towards_better(english) -> None:
    puzzle, solution = made(SHORT)
    session = Session(puzzle)
    solver = RankedSolver()
    solver.reset(session.view())
    first = solver.step()
    assert first.trace.headline.startswith("a first reading from scratch")
    assert first.actions and all(a.symbol in puzzle.symbols for a in first.actions)
    session.apply_all(first.actions, solver.source(first.step))
    assert "_" not in puzzle.plaintext(session.state.letters)


def test_the_held_out_set_reads_back_with_solutions_that_fit_their_keys(tmp_path) -> None:
    from solvers.cryptogram.heldout import main
    from workbench.formats import read_entries

    out = tmp_path / "heldout.jsonl"
    assert main([str(out), "3"]) == 0
    entries = list(read_entries(out))
    assert len(entries) == 2 * len(sentences())
    for entry in entries:
        puzzle, truth = entry.puzzle, entry.truth
        assert puzzle.plaintext(truth["key"]) == truth["plaintext"]
        assert entry.labels["bucket"] in {"short", "medium", "long"}
    assert main([]) == 2


def test_the_word_search_completes_readings_cheapest_first_and_keeps_its_frontier_small(english) -> None:
    from solvers.cryptogram.words import cipher_words, dictionary_for
    from solvers.cryptogram.wordsearch import WordSearch

    puzzle, solution = made(SHORT, seed=5)
    search = WordSearch(cipher_words(puzzle), dictionary_for(language_model()), {}, keep=10)
    costs, widest = [], 0
    while (event := search.expand()) is not None:
        widest = max(widest, len(search._frontier))
        if event.reading is not None:
            costs.append((event.reading.cost, event.reading.dived))
            if puzzle.plaintext(event.reading.key) == solution["plaintext"]:
                assert not event.reading.unknown
    best_first = [cost for cost, dived in costs if not dived]
    assert best_first and best_first == sorted(best_first)
    assert widest < 10 * search.expanded


def _board(puzzle: Cryptogram, key: dict) -> Session:
    """A session showing the given letters, typed by the person and not pinned."""
    session = Session(puzzle)
    if key:
        session.apply_all([Assign(c, p) for c, p in key.items()])
    return session


def _written(solver_class, session: Session) -> list[tuple[str, dict]]:
    """Step a solver to its end on a session: what each step that wrote something said, and the letters shown."""
    writes: list[tuple[str, dict]] = []
    stepped(solver_class, session, writes=writes)
    return writes


def test_the_ranking_solver_keeps_a_solved_board_it_cannot_beat(english) -> None:
    for patristocrat in (False, True):
        puzzle, solution = made(LONG, seed=11, patristocrat=patristocrat)
        assert _written(RankedSolver, _board(puzzle, solution["key"])) == []


def test_the_ranking_solver_builds_on_the_letters_typed(english) -> None:
    puzzle, solution = made(SHORT)
    inverse = {p: c for c, p in solution["key"].items()}
    typed = {inverse[p]: p for p in "MOUSE"}
    boards = [board for _, board in _written(RankedSolver, _board(puzzle, typed))]
    assert boards and all(board[c] == p for board in boards for c, p in typed.items())
    assert puzzle.plaintext(boards[-1]) == solution["plaintext"]


def test_the_ranking_solver_replaces_wrong_letters_only_with_a_reading_that_scores_better(english) -> None:
    puzzle, solution = made(SHORT)
    inverse = {p: c for c, p in solution["key"].items()}
    wrong = {inverse["M"]: "Q", inverse["W"]: "X"}
    (said, first), *_ = written = _written(RankedSolver, _board(puzzle, wrong))
    assert said.startswith("changed your ") and inverse["M"] in said and "no reading found keeps them" in said
    assert puzzle.plaintext(written[-1][1]) == solution["plaintext"]


@settings(max_examples=12, deadline=None)
@given(st.dictionaries(st.sampled_from("ABCDEFGHIJKLMNOPQRSTUVWXYZ"), st.sampled_from(ALPHABET), max_size=8))
def test_a_ranked_step_changes_a_board_letter_only_saying_why(board: dict) -> None:
    puzzle, _ = made(SHORT)
    session = _board(puzzle, _injective({s: p for s, p in board.items() if s in puzzle.symbols}))
    before = dict(session.state.letters)
    for said, letters in _written(RankedSolver, session):
        changed = [s for s, p in before.items() if letters.get(s) != p]
        assert not changed or said.startswith("changed ")


def test_a_climb_over_words_reads_word_breaks_and_finds_the_right_key_fitter(english) -> None:
    puzzle, solution = made("DON'T LET THE " + SHORT)
    climber = HillClimber.over_words(puzzle.words, {}, language_model(), random.Random(1))
    right = climber.pool_of(solution["key"])
    plain_words = [decode(word, solution["key"]).replace("'", "") for word in puzzle.words]
    assert climber.text_of(right) == " ".join(plain_words)
    wrong = right[:]
    wrong[0], wrong[1] = wrong[1], wrong[0]
    assert climber.fitness_of(right) > climber.fitness_of(wrong)


def test_improving_a_key_mends_a_letter_read_wrong_trading_with_its_holder(english) -> None:
    puzzle, solution = made(LONG)
    key = dict(solution["key"])
    cipher_of_b, cipher_of_f = (next(c for c, p in key.items() if p == q) for q in "BF")
    key[cipher_of_b], key[cipher_of_f] = "F", "B"
    search = AristocratSearch(puzzle, {}, language_model())
    assert improved(key, list(puzzle.symbols), search.text_cost) == solution["key"]
    assert improved(key, [c for c in puzzle.symbols if c != cipher_of_b], search.text_cost) != solution["key"]


def test_improving_a_key_moves_a_letter_read_as_itself_to_its_cheapest_letter_whatever_it_costs() -> None:
    def cost(key: dict) -> float:
        """Cheapest with A read as itself; else cheapest with A read as E."""
        return (0 if key["A"] == "A" else 10) + (0 if key["A"] == "E" else 1)

    assert improved({"A": "A", "B": "C"}, ["A", "B"], cost) == {"A": "E", "B": "C"}


def test_a_stuck_word_search_climbs_over_letters_and_word_breaks_and_offers_what_it_finds(english) -> None:
    puzzle, solution = made("MY GRANDMOTHER KNITS WOOLLY SOCKS FOR ALL TWELVE OF HER NOISY GRANDCHILDREN EVERY WINTER.")
    search = AristocratSearch(puzzle, {}, language_model())
    headlines = []
    while not search.finished:
        headlines.append(search.advance()[0])
    assert headlines[0].startswith("no dictionary reading from scratch")
    assert headlines[1].startswith("the word search is stuck, climbing: round 1, climb 1")
    assert any(h.startswith("the climb is over, its readings offered to the word search") for h in headlines)
    best = search.ranking[0]
    assert puzzle.plaintext(best.key) == solution["plaintext"]
    assert best.note.startswith("a climb over letters and word breaks; ")


def test_a_word_search_still_going_after_its_node_allowance_climbs_from_its_best_reading(english, monkeypatch) -> None:
    monkeypatch.setattr(aristocrat, "CLIMB_AFTER", 1)
    puzzle, solution = made(LONG)
    search = AristocratSearch(puzzle, {}, language_model())
    first = search.advance()[0]
    assert first.startswith("a first reading from scratch") and search.ranking
    assert not search.advance()[0].startswith("the word search is stuck")
    assert search.advance()[0].startswith("the word search is stuck, climbing: round 1, climb 1")
    climbs = search.climb_search
    assert climbs.board.pool == tuple(climbs.climber.pool_of(search.ranking[0].key))


def right_and_wrong_costs(text: str, plain: str, misread: str) -> tuple[float, float, str]:
    """The text's cost through its key and through the key with one plain letter misread, and the misreading."""
    puzzle, solution = made(text)
    right = dict(solution["key"])
    wrong = {**right, next(c for c, p in right.items() if p == plain): misread}
    search = AristocratSearch(puzzle, {}, language_model())
    return search.text_cost(right), search.text_cost(wrong), puzzle.plaintext(wrong)


def test_a_compound_decides_between_readings_its_words_alone_cannot_tell_apart(english) -> None:
    right, wrong, misread = right_and_wrong_costs("THE NURSE TOOK AN X-RAY OF MY BROKEN ARM.", "X", "D")
    assert misread == "THE NURSE TOOK AN D-RAY OF MY BROKEN ARM." and right < wrong - 2.0


def test_a_letter_before_a_colon_reads_as_the_label_of_a_question(english) -> None:
    right, wrong, misread = right_and_wrong_costs("Q: WHAT IS BLACK AND WHITE AND RED ALL OVER? A: A NEWSPAPER.", "Q", "X")
    assert misread.startswith("X: WHAT IS") and right < wrong


def test_a_letter_before_a_full_stop_where_a_sentence_starts_reads_as_a_label(english) -> None:
    text = "IN COURT: Q. MRS. SMITH, ARE YOU UNSTABLE? A. I SHOULD BE. Q. HOW MANY TIMES? A. FOUR."
    right, wrong, misread = right_and_wrong_costs(text, "Q", "X")
    assert misread.startswith("IN COURT: X. MRS.") and right < wrong


def test_a_word_with_an_apostrophe_outside_the_dictionary_costs_what_its_known_parts_do(english) -> None:
    right, wrong, misread = right_and_wrong_costs("THERE WAS FOOD A'PLENTY AT THE FAIR.", "P", "X")
    assert misread == "THERE WAS FOOD A'XLENTY AT THE FAIR." and right < wrong
    model = language_model()
    search = AristocratSearch(made("A'PLENTY")[0], {}, model)
    parts = wordsearch.OOV_PENALTY + model.cost("A") + model.cost("PLENTY")
    assert search.text_cost.unknown_word_cost("A'PLENTY") == pytest.approx(parts)
    assert search.text_cost.unknown_word_cost("A'XLENTY") == pytest.approx(wordsearch.OOV_PENALTY + model.spelling_cost("A'XLENTY"))


def test_letter_chances_after_each_context_add_up_to_one_and_an_unseen_context_leans_on_a_shorter_one() -> None:
    codes = np.array([0, 1, 2, 0, 1, 2, 0, 1, 3, 2, 2, 1, 0, 2] * 5, dtype=np.int64)
    table = np.power(10.0, language._conditional_quadgram_logs(codes, 4).astype(np.float64)).reshape(-1, 4)

    def row(a: int, b: int, c: int) -> np.ndarray:
        return table[(a * 4 + b) * 4 + c]

    assert np.allclose(table.sum(axis=1), 1.0)
    assert np.allclose(row(3, 3, 3), row(1, 3, 3)) and not np.allclose(row(3, 3, 3), row(0, 1, 2))
    assert row(3, 3, 3)[2] > 0.5
    assert row(0, 1, 2)[0] > row(0, 1, 2)[3] > 0


def test_a_rare_letter_after_a_context_it_never_follows_stays_rare(english) -> None:
    model = language_model()
    assert model.spelling_cost("SYSLOGD") < model.spelling_cost("SYSLOQD")
    assert model.spelling_cost("PAENGUIN") < model.spelling_cost("PAENQUIN")
