"""The cryptic solver: the seed's clues with their explanations, the rules one by one,
the person's marks, and bad input that stays bounded."""

from __future__ import annotations

import re
from itertools import product

import pytest

from solvers.cryptic import answers, indicators, rank, thesaurus, wordplay
from solvers.cryptic.analysis import WordplayAnalysis
from solvers.cryptic.combined_reader import COMBINED, CombinedReader, after, around, before, room_beside, strongest
from solvers.cryptic.derivation import Derivation
from solvers.cryptic.context import ClueContext
from solvers.cryptic.egraph import EGraph, ENode
from solvers.cryptic.explain import is_lit
from solvers.cryptic.leaf_reader import LeafReader
from solvers.cryptic.rules import (UNLISTED_HIDDEN, Rule, definitions, selections, splits, unlisted_anagrams,
                                   unlisted_hidden)
from solvers.cryptic.runner import Limits
from solvers.cryptic.solver import EGraphSolver
from workbench.actions import ApplyIndicator, Assign, ChooseReading, MarkDefinition, Pin
from workbench.session import Session

from cryptic_clues import best, clue, solve


@pytest.mark.parametrize(("text", "enumeration", "answer", "explained"), [
    ("Cooked rustic orange", "6", "CITRUS", "anagram of RUSTIC, indicated by 'cooked'; definition: 'orange'"),
    ("Meter in Poe's verses", "5", "POEMS", "M (meter) inside POES, indicated by 'in'; definition: 'verses'"),
    ("Stare, ignoring Eastern idol", "4", "STAR", "STARE without E (eastern), indicated by 'ignoring'; definition: 'idol'"),
])
def test_the_seed_clues_solve_with_their_explanations(text, enumeration, answer, explained):
    assert best(text, enumeration) == (answer, explained)


@pytest.mark.parametrize(("text", "enumeration", "answer", "operation"), [
    ("Sprite seen in hotel foyer", "3", "ELF", "hidden"),
    ("Leaders of every large fleet for fairy", "3", "ELF", "initials"),
    ("Sprite seen in reverse of flea", "3", "ELF", "reversal"),
    ("Sprite occupying shelf", "3", "ELF", "hidden"),
    ("Sprite set up in flea", "3", "ELF", "reversal"),
    ("Doorkeeper wildly egocentric, forgetting time", "9", "CONCIERGE", "delete"),
    ("Weight of abnormal reaction protecting politician", "10", "IMPORTANCE", "insert"),
    ("Stained, oddly, grit", "4", "SAND", "alternation"),
    ("Sat moving in exercise for glue", "5", "PASTE", "anagram"),
    ("Runners eventually slow, pausing in the evening, initially for a break", "7", "RESPITE", "initials"),
    ("Then date, in a mess, finally", "2,3,3", "AT THE END", "anagram"),
    ("Sprite seen in hotel λ foyer", "3", "ELF", "hidden"),
    ("Fit wires cut at both ends", "4", "ABLE", "trim"),
    ("Statute: half of lawyer", "3", "LAW", "half"),
    ("Give short-tempered supervision", "9", "OVERSIGHT", "anagram"),
    ("Weed I insult wildly, being most cumbersome", "11", "UNWIELDIEST", "anagram"),
    ("Bob's short and extremely slimy", "6", "CURTSY", "edges"),
])
def test_each_kind_of_wordplay_reaches_its_answer(text, enumeration, answer, operation):
    found, explanation = best(text, enumeration)
    assert found == answer
    assert operation in solve(Session(clue(text, enumeration))).found[0].derivation.parts[1].operations


def test_a_class_word_reads_as_a_kind_of_what_it_names():
    found = solve(Session(clue("Bird stroll crossing carelessly", "7"))).found
    assert any(s.answer == "JAYWALK" and "JAY (a kind of bird)" in s.explanation for s in found)


def test_an_adjective_of_place_and_a_class_word_read_as_a_kind_of_that_place():
    assert best("German city church's heart", "7") == ("ESSENCE", "ESSEN (a kind of german city) + CE (church's); definition: 'heart'")


def test_a_short_definition_meets_its_answer_near_its_head_word():
    assert best("Heavenly creature could glean", "5") == (
        "ANGEL", "anagram of GLEAN, indicated by 'could'; definition: 'heavenly creature' (a near synonym)")


def test_wordplay_operations():
    assert wordplay.block("Rustic") == "cirstu"
    assert list(wordplay.hidden(["HOTEL", "FOYER"], 3, 3)) == ["ELF", "LFO"]
    assert wordplay.initials(["EVERY", "LARGE", "FOOTBALL"]) == "ELF"
    assert wordplay.alternations("SWEET") == ("SET", "WE")
    assert list(wordplay.insertions("M", "POES")) == ["PMOES", "POMES", "POEMS"]
    assert list(wordplay.deletions("STARE", "E")) == ["STAR"]
    assert wordplay.heartless("HEART") == "HERT"
    assert list(CombinedReader.transformed("trim", "CABLES")) == ["ABLE"]
    assert list(CombinedReader.transformed("trim", "SEE")) == []
    assert wordplay.halves("LAWYER") == ["LAW", "YER"]
    assert wordplay.halves("ROMAN") == ["RO", "ROM", "AN", "MAN"]
    assert wordplay.halves("A") == []
    assert wordplay.block_without("cceeginort", "T") == "cceeginor"
    assert wordplay.block_without("cceeginort", "Z") == ""
    assert list(wordplay.replacements("CARD", "C", "W")) == ["WARD"]
    assert list(wordplay.replacements("TOOT", "O", "E")) == ["TEOT", "TOET"]
    assert list(wordplay.replacements("CARD", "X", "W")) == []


@pytest.mark.parametrize("text", ["Card with Conservative replaced by western hospital room",
                                  "Western for Conservative in card: hospital room"])
def test_a_part_swapped_for_another_reads_as_a_replacement(text):
    answer, explanation = best(text, "4")
    assert answer == "WARD"
    assert explanation.startswith("CARD with C (conservative) replaced by W (western)")


def test_steps_report_rounds_and_the_last_step_fills_the_answer():
    session = Session(clue("Cooked rustic orange", "6"))
    solver = EGraphSolver()
    solver.reset(session.view())
    reports = []
    while not solver.done:
        reports.append(solver.step())
    assert reports[0].trace.headline.startswith("round 1:")
    assert "stopped: saturated" in reports[-1].trace.headline
    session.apply_all(reports[-1].actions, solver.source(reports[-1].step))
    assert session.puzzle.answer(session.state) == {"answer": "CITRUS"}


def test_the_persons_marks_guide_the_solver():
    puzzle = clue("Cooked rustic orange", "6")
    session = Session(puzzle)
    session.apply(MarkDefinition((0, 0)))
    assert all(s.derivation.parts[0].span == (0, 0) for s in solve(session).found)
    session = Session(clue("Meter in Poe's verses", "5"))
    session.apply(ChooseReading((0, 0), "m"))
    assert "chosen" in solve(session).found[0].derivation.parts[1].operations


def test_an_indicator_the_lists_lack_can_be_applied_by_the_person():
    puzzle = clue("Rustic shaken up orange", "6")
    session = Session(puzzle)
    session.apply(ApplyIndicator((1, 2), "anagram", (0, 0)))
    assert solve(session).found[0].answer == "CITRUS"


def test_pinned_letters_rule_out_answers_and_are_not_overwritten():
    session = Session(clue("Cooked rustic orange", "6"))
    session.apply_all([Assign("1", "R"), Pin("1")])
    solver = solve(session)
    assert all(s.answer.startswith("R") for s in solver.found)
    assert all(a.symbol != "1" for a in solver.fill(solver.found[0].answer))


@pytest.mark.parametrize(("text", "enumeration"), [
    (" ".join(["stare ignoring eastern idol"] * 10), "4"),
    ("the of and a to in", "7"),
    ("x", "30"),
    (" ".join("abcdefghijklmnopqrstuvwxyz" * 3)[:119], "15"),
])
def test_odd_clues_finish_within_their_limits(text, enumeration):
    solver = solve(Session(clue(text, enumeration)), Limits(seconds=2.0))
    assert solver.done
    assert solver.runner.stopped in ("saturated", "time limit", "node limit", "round limit")
    assert solver.result().status in ("solved", "partial", "failed")


def test_a_round_cut_short_by_time_still_reads_answers_from_what_it_has():
    class DefinitionsOnly(EGraphSolver):
        rules = (Rule("definitions", definitions), Rule("splits", splits))

    solver = DefinitionsOnly(Limits(seconds=0.0))
    solver.reset(Session(clue("Orange cooked rustic", "6")).view())
    report = solver.step()
    assert solver.runner.stopped == "time limit" and report.trace.headline.endswith("stopped: time limit")
    assert solver.result().status == "partial" and solver.found[0].derivation.operation == "alone"


def test_a_definition_alone_is_a_low_ranked_guess():
    found = solve(Session(clue("Quickly zoom past feline", "4"))).found
    guesses = [s for s in found if s.derivation.operation == "alone"]
    assert guesses and guesses[0].explanation.startswith("definition only:")
    assert found[0].derivation.operation != "alone"


def test_double_definitions_with_and_without_a_link_word():
    for text in ("Clever sting", "Clever or sting"):
        best_found = solve(Session(clue(text, "5"))).found[0]
        assert (best_found.answer, best_found.derivation.operation) == ("SMART", "double")


def test_a_link_phrase_joins_definition_and_wordplay():
    assert best("Fruit obtained from mixed lump", "4") == ("PLUM", "anagram of LUMP, indicated by 'mixed'; definition: 'fruit'")


@pytest.mark.parametrize("join", ["next to", "in front of", "in the wake of"])
def test_a_charade_is_joined_by_a_listed_phrase_of_any_indicator_length(join):
    first, second = ("church", "spoil") if join == "in the wake of" else ("spoil", "church")
    assert best(f"{first.capitalize()} {join} {second} for walk", "5") == (
        "MARCH", f"MAR (spoil) + ('{join}') CH (church); definition: 'walk'")


def test_on_puts_its_part_after_the_next_as_in_an_across_clue():
    assert best("Worker on church for song", "5") == ("CHANT", "CH (church) + ('on') ANT (worker); definition: 'song'")


def test_a_homophone_indicator_of_five_words_is_read():
    assert best("Sea, by the sound of it, to observe", "3") == (
        "SEE", "SEE: C (sea) sounds like, indicated by 'by the sound of it'; definition: 'to observe'")


def test_an_anagram_can_take_an_abbreviation_among_its_fodder():
    assert best("Wild tale with South to pinch", "5") == (
        "STEAL", "anagram of (TALE + ('with') S (south)), indicated by 'wild'; definition: 'to pinch'")


def test_clue_letters_as_long_as_the_answer_stay_as_fodder_though_they_spell_no_word():
    assert best("Whirling dervish with ecstasy trembled", "8") == (
        "SHIVERED", "anagram of (DERVISH + ('with') E (ecstasy)), indicated by 'whirling'; definition: 'trembled'")


def test_a_definition_keeps_a_hyphenated_word_whole_where_wordplay_may_split_it():
    context = ClueContext(clue("Over-elegant doctor, messy having lost his head", "6"))
    spans = context.definition_spans()
    assert (0, 1) in spans and (0, 0) not in spans and (1, 7) not in spans


def test_the_end_of_an_owner_is_read_without_the_possessive_s():
    context = ClueContext(clue("Tom's last dance", "3"))
    assert context.owners((0, 0)) == ("TOM",)
    readings = LeafReader(context).selection(None, ENode("tail", ((1, 1), (0, 0), 1.0)))
    assert {"M", "S"} <= set(readings)


def test_the_start_of_an_owner_is_never_the_owner_itself():
    context = ClueContext(clue("Dancer's beginning", "6"))
    readings = LeafReader(context).selection(None, ENode("head", ((1, 1), (0, 0), 1.0)))
    assert "D" in readings and "DANCER" not in readings
    context = ClueContext(clue("Dancers beginning", "6"))
    assert "DANCER" in LeafReader(context).selection(None, ENode("head", ((1, 1), (0, 0), 1.0)))


def test_the_heart_and_edges_of_an_owner_are_read_without_the_possessive_s():
    context = ClueContext(clue("Fictitious tale in my author's heart", "4"))
    readings = LeafReader(context).selection(None, ENode("middle", ((5, 5), (4, 4), 1.0)))
    assert {"TH", "H"} <= set(readings)
    readings = LeafReader(context).selection(None, ENode("edges", ((5, 5), (4, 4), 1.0)))
    assert {"AR", "AS"} <= set(readings)


def test_an_anagram_of_an_owner_is_read_with_and_without_the_possessive_s():
    context = ClueContext(clue("Zola's work", "4"))
    readings = LeafReader(context).selection(None, ENode("anagram", ((1, 1), (0, 0), 1.0)))
    assert readings["alosz"].weight > readings["aloz"].weight > 0
    assert best("E Zola's work has tenor that's radical", "6")[0] == "ZEALOT"


def test_a_word_hides_a_base_form_of_itself_only_weakly_for_a_reversal_to_turn():
    context = ClueContext(clue("Some of involved", "7"))
    readings = LeafReader(context).selection(None, ENode("hidden", ((0, 1), (2, 2), 1.0)))
    assert readings["INVOLVE"].weight < readings["NVOLVED"].weight / 2
    context = ClueContext(clue("Some parts", "4"))
    assert "PART" in LeafReader(context).selection(None, ENode("hidden", ((0, 0), (1, 1), 1.0)))


def test_a_deletion_indicator_may_follow_both_the_whole_and_the_part():
    assert best("Idol: stare, Eastern gone", "4") == ("STAR", "STARE without E (eastern), indicated by 'gone'; definition: 'idol'")


@pytest.mark.parametrize(("text", "indicator"), [("Idol, without Eastern, stare", "without"),
                                                  ("Idol: Eastern missing, stare", "missing")])
def test_a_deletion_indicator_may_come_before_the_whole(text, indicator):
    assert best(text, "4") == ("STAR", f"STARE without E (eastern), indicated by '{indicator}'; definition: 'idol'")


def test_a_less_word_takes_out_an_abbreviation_of_what_it_lacks():
    assert best("Order nameless servant to go hungry", "6") == (
        "STARVE", "anagram of (SERVANT without N (name), indicated by 'nameless'), indicated by 'order'; "
        "definition: 'to go hungry' (confirmed in part: by its last word or a gloss)")
    assert indicators.lacked("nameless") == "name"
    assert indicators.lacked("penniless") == "penny"
    assert indicators.lacked("headless") == ""
    assert indicators.lacked("unless") == ""
    assert indicators.lacked("wireless") == ""


def test_an_anagram_may_rearrange_what_a_deletion_leaves():
    assert best("Gossip: Sarah Hayes has gone off", "7") == (
        "HEARSAY", "anagram of (SARAHHAYES without HAS, indicated by 'gone'), indicated by 'off'; definition: 'gossip'")
    assert best("Clothes: thriftiness, not fine, fancy", "1-6") == (
        "T-SHIRTS", "anagram of (THRIFTINESS without FINE, indicated by 'not'), indicated by 'fancy'; definition: 'clothes' (not confirmed by the thesaurus)")


@pytest.mark.parametrize("text", ["Groan: headless, mad Roman", "Groan: Roman, mad, headless"])
def test_an_anagram_may_rearrange_a_word_shortened_by_an_indicator_beyond_its_own(text):
    assert best(text, "4") == (
        "MOAN", "anagram of (OMAN: ROMAN without its first letter, indicated by 'headless'), indicated by 'mad'; "
        "definition: 'groan'")


def test_an_anagram_fodder_may_run_past_a_piece_that_is_not_a_word():
    found = solve(Session(clue("New Conservative leader, easier to obscure things", "9"))).found
    esoterica = next(candidate for candidate in found[:2] if candidate.answer == "ESOTERICA")
    assert esoterica.explanation.startswith(
        "anagram of (C = first letters of CONSERVATIVE, indicated by 'leader' + EASIER + TO), indicated by 'new'")


def test_an_anagram_fodder_may_end_just_before_its_indicator():
    assert best("Ample bass, tuna and flounder", "8") == (
        "ABUNDANT", "anagram of (B (bass) + TUNA + AND), indicated by 'flounder'; definition: 'ample'")


def test_a_mixed_anagram_may_spell_a_phrase_of_common_words():
    solver = solve(Session(clue("Possibly easiest one, in my opinion", "2,1,3,2")))
    assert "ASISEEIT" in [s.answer for s in solver.found]


def test_an_anagram_may_take_its_fodder_from_both_sides_of_its_indicator():
    assert best("Quiet lens, broken with it", "6") == ("SILENT", "anagram of LENS + IT, indicated by 'broken'; definition: 'quiet'")
    assert best("Orang playing with rat's conceited", "8") == (
        "ARROGANT", "anagram of ORANG + RAT'S, indicated by 'playing'; definition: 'conceited'")


def test_a_deletion_takes_an_anagrams_letters_out_of_an_anagram():
    graph = EGraph(WordplayAnalysis(ClueContext(clue("Antisocial rogue, act casually out", "7"))))
    whole = graph.add(ENode("anagram", ((1, 1), (0, 0), 1.0)))
    part = graph.add(ENode("anagram", ((3, 3), (2, 2), 1.0)))
    left = graph.add(ENode("delete", ((4, 4), 1.0, (0, 1), (2, 3)), (whole, part)))
    assert "aiilnos" in graph.readings(left)


def test_leaders_of_one_word_are_its_first_two_letters_weighing_less():
    context = ClueContext(clue("Tibetan leaders", "5"))
    readings = LeafReader(context).selection(None, ENode("initials", ((1, 1), (0, 0), 1.0)))
    assert readings["TI"].weight < readings["T"].weight
    context = ClueContext(clue("Tibetan leader", "5"))
    assert "TI" not in LeafReader(context).selection(None, ENode("initials", ((1, 1), (0, 0), 1.0)))


def test_the_of_after_a_place_word_is_never_its_fodder():
    context = ClueContext(clue("Foremost of weedkillers? Arsenic used to be", "3"))
    proposed = selections(EGraph(WordplayAnalysis(context)), context)
    fodders = {node.data[1] for node, _ in proposed if node.op == "initials"}
    assert (2, 2) in fodders and not any(fodder[0] == 1 for fodder in fodders)
    assert best("Foremost of weedkillers? Arsenic used to be", "3") == (
        "WAS", "W = first letters of WEEDKILLERS, indicated by 'foremost of' + AS (arsenic); definition: 'used to be' "
        "(not confirmed by the thesaurus)")


def test_a_place_named_by_a_singular_noun_takes_its_letter_from_one_word():
    def initials_fodder(text: str) -> set[tuple[int, int]]:
        context = ClueContext(clue(text, "4"))
        return {node.data[1] for node, _ in selections(EGraph(WordplayAnalysis(context)), context) if node.op == "initials"}

    assert initials_fodder("Some very tired leader sleeps") == {(2, 2), (4, 4)}
    assert (0, 2) in initials_fodder("Some very tired leaders sleep")


def test_letters_taken_regularly_come_in_a_piece_the_way_the_indicator_says():
    assert best("Nook regularly comes in night before, call up", "5")[0] == "EVOKE"


def test_letters_taken_regularly_from_both_sides_of_an_and_are_joined():
    context = ClueContext(clue("Strip of sole and art, oddly", "4"))
    readings = LeafReader(context).selection(None, ENode("alternation", ((5, 5), (2, 4), 1.0)))
    assert "SLAT" in readings and "OER" in readings
    assert best("Strip of sole and art, oddly", "4")[0] == "SLAT"


def test_a_definition_of_an_article_and_more_meets_its_answer_as_its_noun_does():
    found = solve(Session(clue("A number noticed about five", "5"))).found[0]
    assert (found.answer, found.derivation.parts[0].operation) == ("SEVEN", "kind")


def test_of_equally_strong_readings_the_shorter_are_combined_first():
    readings = {word: Derivation("loose", (0, 0), "x", word, 0.35) for word in
                ("".join(letters) + "ING" for letters in product("ABCDEFGHIJKLMNOPQRST", repeat=2))}
    readings["PEN"] = Derivation("loose", (0, 0), "x", "PEN", 0.3)
    assert "PEN" in dict(strongest(readings))
    assert "PEN" not in dict(strongest({**readings, "PEN": Derivation("loose", (0, 0), "x", "PEN", 0.2)}))


def test_a_link_word_stands_between_definition_and_wordplay():
    assert best("Clergyman finds one in retreat", "4")[0] == "DEAN"


def test_a_start_or_an_end_can_be_several_letters_weighing_less():
    context = ClueContext(clue("Start of marshland", "8"))
    readings = LeafReader(context).selection(None, ENode("head", ((0, 1), (2, 2), 1.0)))
    assert {"M", "MA", "MAR", "MARSHLAN"} <= set(readings)
    assert readings["MAR"].weight < readings["M"].weight


def test_combined_readings_as_long_as_the_answer_must_spell_one_either_way_round():
    reader = CombinedReader(ClueContext(clue("Cooked rustic orange", "6")))
    assert reader.may_lead_to_answer("CITRUS") and reader.may_lead_to_answer("SURTIC")
    assert reader.may_lead_to_answer("CIT") and reader.may_lead_to_answer("cirstu")
    assert not reader.may_lead_to_answer("CITRSU")


class ReadingsOf:
    """A stand-in graph: each class's readings, by class number."""

    def __init__(self, *classes: dict[str, Derivation]) -> None:
        self.classes = classes

    def readings(self, number: int) -> dict[str, Derivation]:
        """The readings of one class."""
        return self.classes[number]


def test_a_charade_joins_letters_inside_no_answer_only_to_fill_it_or_with_an_anagram_block():
    reader = CombinedReader(ClueContext(clue("Cooked rustic orange", "6")))
    assert reader.stuck("QXZ", beside=False) and not reader.stuck("QXZ", beside=True)
    assert not reader.stuck("CIT", beside=False) and not reader.stuck("qxz", beside=False)
    firsts = {r: Derivation("synonym", (0, 0), "cooked", r, 1.0) for r in ("QXZ", "CIT")}
    seconds = {r: Derivation("synonym", (1, 1), "rustic", r, 1.0) for r in ("RUS", "ru", "R")}
    made = reader.charade(ReadingsOf(firsts, seconds), ENode("charade", (None, False, 1.0, (0, 1)), (0, 1)))
    assert {"CITRUS", "CITR", "QXZru"} <= set(made)
    assert "QXZR" not in made


def strong_fillers(span: tuple[int, int], count: int) -> dict[str, Derivation]:
    """Readings that outweigh the rest and complete no answer: ZQAA, ZQAB and on."""
    letters = "ABCDEFGHIJKLMNOPQRSTUVWXYZ"
    fillers = ("ZQ" + letters[i // 26] + letters[i % 26] for i in range(count))
    return {r: Derivation("synonym", span, "", r, 0.9) for r in fillers}


def test_a_weak_reading_past_the_strongest_joins_a_charade_when_it_completes_an_answer():
    reader = CombinedReader(ClueContext(clue("Stopped State training Education Department heads", "7")))
    states = strong_fillers((1, 1), COMBINED) | {r: Derivation("synonym", (1, 1), "state", r, 0.1) for r in ("AVER", "ABCD")}
    heads = {"TED": Derivation("initials", (2, 5), "", "TED", 1.0)}
    kept = strongest(states)
    assert "AVER" not in dict(kept)
    assert [r for r, _ in reader.completing(states, kept, list(heads.items()), before)] == ["AVER"]
    assert reader.completing(states, kept, list(heads.items()), after) == []
    made = reader.charade(ReadingsOf(states, heads), ENode("charade", (None, False, 1.0, (1, 5)), (0, 1)))
    assert "AVERTED" in made
    backwards = reader.charade(ReadingsOf(heads, states), ENode("charade", (None, True, 1.0, (1, 5)), (0, 1)))
    assert "AVERTED" in backwards


def test_a_weak_reading_past_the_strongest_holds_or_goes_inside_when_it_completes_an_answer():
    reader = CombinedReader(ClueContext(clue("One stitches up wise man cuddling wife", "5")))
    seers = strong_fillers((3, 4), COMBINED) | {r: Derivation("synonym", (3, 4), "wise man", r, 0.1) for r in ("SEER", "ABCD")}
    wives = strong_fillers((6, 6), COMBINED) | {r: Derivation("abbreviation", (6, 6), "wife", r, 0.1) for r in ("W", "Q")}
    one_wife = [("W", wives["W"])]
    assert [r for r, _ in reader.completing(seers, strongest(seers), one_wife, around)] == ["SEER"]
    assert [r for r, _ in reader.completing(wives, strongest(wives), [("SEER", seers["SEER"])], wordplay.insertions)] == ["W"]
    made = reader.insert(ReadingsOf(dict(one_wife), seers), ENode("insert", ((5, 5), 1.0, (6, 6), (3, 4)), (0, 1)))
    assert "SEWER" in made


def test_a_weak_reading_past_the_strongest_loses_a_part_when_what_is_left_is_an_answer():
    reader = CombinedReader(ClueContext(clue("Wood overlooking motorway and river", "5")))
    woods = strong_fillers((0, 0), COMBINED) | {r: Derivation("synonym", (0, 0), "wood", r, 0.1) for r in ("TIMBER", "TIMBRE")}
    motorway = {"M": Derivation("abbreviation", (2, 2), "motorway", "M", 1.0)}
    kept = strongest(woods)
    assert [r for r, _ in reader.completing(woods, kept, list(motorway.items()), wordplay.deletions, taking=True)] == ["TIMBER"]
    made = reader.delete(ReadingsOf(woods, motorway), ENode("delete", ((1, 1), 1.0, (0, 0), (2, 2)), (0, 1)))
    assert "TIBER" in made


def test_clue_letters_beside_an_anagram_indicator_are_kept_as_fodder_when_they_may_rearrange_into_an_answer():
    reader = CombinedReader(ClueContext(clue("Whirling dervish with ecstasy trembled", "8")))
    dervish = Derivation("literal", (1, 1), "dervish", "DERVISH", 1.0)
    ecstasy = Derivation("abbreviation", (3, 3), "ecstasy", "E", 0.5)
    assert reader.fodder_starts == {1} and reader.fodder_ends == frozenset()
    assert reader.may_be_fodder("DERVISHE", (dervish, ecstasy))
    assert reader.may_be_fodder("DERVISH", (dervish,))
    assert not reader.may_be_fodder("DERVISHX", (dervish, Derivation("abbreviation", (3, 3), "", "X", 0.5)))
    assert not reader.may_be_fodder("DERVISHEE", (dervish, ecstasy, ecstasy))
    assert not reader.may_be_fodder("DERVISHE", (Derivation("synonym", (1, 1), "dervish", "DERVISH", 1.0), ecstasy))


def test_a_part_is_chosen_among_readings_short_enough_to_go_beside_the_other():
    readings = {word: Derivation("synonym", (0, 0), "", word, 1.0 - len(word) / 10) for word in ("PLUM", "AWARD", "TROPHY")}
    assert room_beside(5, {"B": readings["PLUM"]}) == 4
    assert [reading for reading, _ in strongest(readings, longest=4)] == ["PLUM"]
    assert [reading for reading, _ in strongest(readings)] == ["PLUM", "AWARD", "TROPHY"]


def test_a_double_definition_needs_each_half_to_define_the_answer_on_its_own():
    assert best("Line in window for aircraft", "5")[0] == "PLANE"


def test_a_long_definition_needs_strong_wordplay_from_the_clue_itself():
    solver = solve(Session(clue("Arts ruined what twinkles in the night sky above", "4")))
    assert solver.found[0].answer == "STAR"
    for found in solver.found:
        if found.derivation.operation == "split" and len(found.derivation.parts[0].text.split()) > 5:
            assert rank.strong_exact(found.derivation.parts[1])


def test_the_whole_clue_may_be_wordplay_and_definition_at_once():
    solver = solve(Session(clue("Primarily, every lowland kingdom", "3")))
    top = solver.found[0]
    assert (top.answer, top.tree[0]) == ("ELK", "&lit -> ELK")
    assert top.explanation.endswith("&lit: the whole clue is the definition too (not confirmed by the thesaurus)")
    for found in solver.found:
        if is_lit(found.derivation):
            assert rank.strong_exact(found.derivation.parts[1])
    session = Session(clue("Primarily, every lowland kingdom", "3"))
    session.apply(MarkDefinition((3, 3)))
    assert not any(is_lit(found.derivation) for found in solve(session).found)


def test_a_looked_up_wordplay_is_no_guess_when_the_person_marked_its_definition():
    def chestnut(session: Session) -> str:
        return next(s.explanation for s in solve(session).found if s.answer == "CHESTNUT")

    assert "wordplay in part, 5 of 8 letters: CHEST (box)" in chestnut(Session(clue("Horse box and loose fastening", "8")))
    session = Session(clue("Horse box and loose fastening", "8"))
    session.apply(MarkDefinition((1, 4)))
    assert chestnut(session) == "CHESTNUT (horse); definition: 'box and loose fastening' (not confirmed by the thesaurus)"


def test_a_synonym_proper_weighs_more_than_a_kind_of_the_word():
    reader = LeafReader(ClueContext(clue("Dogs in a row", "6")))
    readings = reader.synonym(None, ENode("synonym", (0, 0)))
    assert readings["HOUNDS"].weight > readings["CORGIS"].weight


def test_a_best_reading_without_wordplay_is_partial_and_still_answers() -> None:
    result = solve(Session(clue("Stare", "4"))).result()
    assert result.status == "partial" and result.answer is not None
    assert result.candidates[0].explanation.startswith("definition only")
    assert solve(Session(clue("Cooked rustic orange", "6"))).result().status == "solved"


def test_letters_no_reading_reaches_fail_with_the_reason() -> None:
    session = Session(clue("Cooked rustic orange", "6"))
    session.apply_all(tuple(Assign(str(i), letter) for i, letter in enumerate("ORANGE", start=1)))
    result = solve(session).result()
    assert result.status == "failed"
    assert result.note.startswith("no reading of the clue spells ORANGE; the best readings without those letters are:")
    assert "CITRUS: anagram of RUSTIC" in result.note


def test_a_possessive_is_looked_up_without_its_s_but_short_for_is_stays():
    context = ClueContext(clue("Grand crowd’s spirit, it's said", "5"))
    assert context.meaning((1, 1)) == "crowd" and context.phrase((1, 1)) == "crowd's"
    assert context.meaning((3, 3)) == "it's"
    assert best("Grand crowd’s spirit", "5")[0] == "GHOST"


def test_a_word_hidden_beside_an_unlisted_indicator_is_read_and_explained():
    assert best("Bird admired by yellow lantern", "3") == (
        "OWL", "OWL = hidden in YELLOW LANTERN, indicated by 'admired by'; definition: 'bird'")


def test_an_unlisted_anagram_indicator_may_be_a_whole_hyphenated_word_or_a_part_of_one():
    assert best("Silent sea-changed to hear", "6") == (
        "LISTEN", "anagram of SILENT, indicated by 'sea-changed'; definition: 'to hear'")
    indicators_proposed = [node.data[0] for node, _ in unlisted_anagrams(ClueContext(clue("Silent sea-changed to hear", "6")))]
    assert (1, 2) in indicators_proposed and (1, 1) in indicators_proposed


def test_one_looked_up_word_is_no_phrase_cut_out_of_it():
    assert "laboring" in thesaurus.related("busy") and answers.spelled_by("LABORING", (2, 6))

    def read_by_wordplay(enumeration: str) -> set[str]:
        return {s.answer for s in solve(Session(clue("Busy fellow sleeps", enumeration))).found if s.derivation.operation == "split"}

    assert "LABORING" in read_by_wordplay("8") and "LABORING" not in read_by_wordplay("2,6")


def test_unlisted_hidden_words_leave_words_the_lists_give_an_operation_to_alone():
    context = ClueContext(clue("Bird traversed by yellow lantern", "3"))
    proposed = [node.data for node, _ in unlisted_hidden(context)]
    assert ((1, 2), (3, 4), UNLISTED_HIDDEN) in proposed
    assert context.indicated((2, 2)) and all(indicator != (2, 2) for indicator, _, _ in proposed)


def test_a_reversal_is_never_reversed_again_nor_a_homophone_heard_again():
    result = solve(Session(clue("Round up the lady's daughters", "4"))).result()
    explanations = [candidate.explanation for candidate in result.candidates]
    assert any(explained.startswith("TRAP: PART (round) reversed") for explained in explanations)
    assert not any(re.search(r"reversed, indicated by '[^']*' reversed|sounds like, indicated by '[^']*' sounds like",
                             explained) for explained in explanations)


def test_a_phrase_answer_whose_words_go_together_ranks_above_the_same_letters_that_do_not(monkeypatch):
    assert best("Macerate badly made snack", "5,3")[0] == "CREAM TEA"
    assert answers.phrase_frequency("CREAMTEA", (5, 3)) > answers.frequency("CREAMTEA", (5, 3))
    assert answers.phrase_frequency("CREAMEAT", (5, 3)) < answers.frequency("CREAMEAT", (5, 3))
    monkeypatch.setattr(answers, "PHRASE_BONUS_WEIGHT", 0.0)
    monkeypatch.setattr(answers, "phrase_bonus", lambda answer, shape: 0.0)
    found = solve(Session(clue("Macerate badly made snack", "5,3"))).result().candidates
    scores = {c.answer["answer"]: c.score for c in found}
    assert scores["CREAM TEA"] == scores["CREAM EAT"]


def test_a_word_with_a_possessive_keeps_the_abbreviations_listed_as_written():
    answer, explained = best("Daughter, one's husband, a looker", "4")
    assert answer == "DISH" and "IS (one's)" in explained
