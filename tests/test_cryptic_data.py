"""The shipped data as the solver reads it: thesaurus, inflection, homophones,
abbreviations, indicators and the answer index."""

from __future__ import annotations

import pytest

from solvers.cryptic import (abbreviations, answers, homophones, indicators, inflection, phrase_forms, rank, rare_words,
                             moby, roman, thesaurus, wordplay)
from workbench import lexicon
from solvers.cryptic.context import LONGEST_INDICATOR
from solvers.cryptic.data_files import DATA, lines
from solvers.cryptic.derivation import Derivation
from solvers.cryptic.explain import tree


def test_the_thesaurus_relates_a_definition_to_its_answer_and_keeps_inflection():
    assert "citrus" in thesaurus.related("orange")
    assert "poems" in thesaurus.related("verses")
    assert "made" in thesaurus.related("produced")
    assert "orange" not in thesaurus.related("orange")


def test_an_inflection_is_put_back_only_through_senses_that_take_it():
    assert "spotted" not in thesaurus.related("stopped")
    assert "halted" in thesaurus.related("stopped")
    assert "gifted" in thesaurus.related("talented")
    assert not thesaurus.takes_kind(thesaurus.wordnet().index["stop"][0], "ed")
    assert "weeper" in thesaurus.loosely_related("keener")
    assert "adder" in thesaurus.related("summer")
    assert "changer" not in thesaurus.related("killer")
    assert thesaurus.may_take_kind("weep", "er") and not thesaurus.may_take_kind("termination", "ed")


def test_a_phrase_inflected_in_its_first_word_relates_to_the_inflected_finds():
    assert "nouns" in thesaurus.related("parts of speech")


def test_a_phrase_giving_an_example_relates_to_what_the_example_is():
    assert "insect" in thesaurus.related("cricket perhaps")
    assert "insect" in thesaurus.related("cricket say")


def test_an_infinitive_wordnet_lacks_relates_to_what_its_verb_does():
    assert "dine" in thesaurus.related("to eat")
    assert thesaurus.without_infinitive_marker("to eat") == "eat"
    assert thesaurus.without_infinitive_marker("to boot") == "to boot"
    assert thesaurus.without_infinitive_marker("to table") == "table"
    assert thesaurus.without_infinitive_marker("to britain") == "to britain"


def test_glosses_meet_definitions_the_thesaurus_does_not():
    assert thesaurus.gloss_overlap("frizzy curls", "AFRO") >= 1
    assert thesaurus.gloss_overlap("frizzy curls", "CITRUS") == 0
    assert thesaurus.gloss_overlap("old king", "LEAR") >= 1


def test_a_phrase_answer_with_its_first_or_last_word_inflected_is_listed():
    assert answers.listed("TONEDUP", (5, 2)) and answers.listed("TOOKIN", (4, 2))
    assert answers.listed("GREENHOUSEGASES", (10, 5))
    assert not answers.listed("NOTEDUP", (5, 2)) and not answers.listed("ENCOUNTERSEIGHT", (10, 5))


def test_a_phrase_closed_up_is_listed_as_a_word_but_not_as_an_inflected_one():
    assert answers.listed("SUNDIAL", (3, 4)) and answers.listed("PANTRIED", (8,))
    assert not answers.listed("PANTRIED", (3, 5))


def test_the_pool_holds_inflected_wordnet_phrases_and_moby_phrases():
    assert "WATERCLOSETS" in answers.pool((5, 7)).frequency and "SOBEREDUP" in answers.pool((7, 2)).frequency
    assert "RAISECAIN" in answers.pool((5, 4)).frequency
    assert "SOBERREDUP" not in answers.pool((8, 2)).frequency and "BABERUTHS" not in answers.pool((4, 6)).frequency
    assert answers.spelled_by(wordplay.block("SWELTERCOATS"), (5, 7)) == ["WATERCLOSETS"]


def test_a_root_moby_lists_twice_keeps_both_rows():
    assert {"eucharist", "emcee"} <= moby.listed("host")
    assert {"bourbon", "whig"} <= moby.listed("conservative")


def test_a_rare_word_is_an_answer_only_of_a_wordplay_of_the_clues_own_letters():
    assert answers.spelled_by("UNWIELDIEST", (11,)) == []
    assert answers.spelled_exactly("UNWIELDIEST", (11,)) == ["UNWIELDIEST"]
    assert "UNWIELDIEST" in answers.spelled_exactly("weediinsult", (11,))
    assert answers.spelled_exactly("UNWIELDIEST", (2, 9)) == []
    assert rare_words.spelled_by("UNWieldiest") == ()


def test_the_rare_words_are_words_the_lexicon_lacks():
    rare = {word for words in rare_words.by_letters().values() for word in words}
    assert not any(lexicon.shared("en").zipf(word) for word in rare)
    assert not rare & {word.upper() for word in lexicon.never_offered()}
    assert all(word.isascii() and word.isalpha() and word.isupper() for word in rare)


def test_a_phrase_form_inflects_the_head_of_a_noun_and_the_verb_of_a_verb_phrase():
    assert phrase_forms.plurals(["course", "of", "action"]) == ["courses of action"]
    assert phrase_forms.plurals(["runner", "up"]) == ["runners up"] and phrase_forms.plurals(["flare", "up"]) == ["flare ups"]
    assert phrase_forms.inflected_forms("e-mail", thesaurus.wordnet().index["e-mail"]) == ["e mails"]
    assert "ed mail" not in phrase_forms.extra_phrases() and "EDMAIL" not in answers.pool((2, 4)).frequency


def test_a_phrase_answer_the_looser_thesaurus_knows_is_listed():
    assert answers.listed("RAISECAIN", (5, 4)) and answers.listed("GOHALVES", (2, 6))
    assert not answers.listed("ISAACERIN", (5, 4)) and not answers.listed("RAISECAIN", (4, 5))


def test_a_gloss_met_by_one_word_of_a_long_definition_counts_less():
    assert rank.gloss_weight(1, 1) > rank.gloss_weight(1, 4) > 0
    assert rank.gloss_weight(2, 2) > rank.gloss_weight(1, 1)


def test_an_example_marker_comes_off_a_phrase_but_is_no_phrase_alone():
    assert thesaurus.without_example_marker("man say") == "man"
    assert thesaurus.without_example_marker("say") == "say"


def test_a_definition_can_name_what_the_answer_is_a_kind_of_however_far_up():
    assert thesaurus.kind_of("creature", "COYOTE") and thesaurus.kind_of("fish", "SARDINE")
    assert not thesaurus.kind_of("object", "COYOTE")
    assert not thesaurus.kind_of("creature", "TUBA")


def test_an_adjective_and_a_noun_can_name_what_the_answer_is_a_kind_of_by_the_noun():
    assert thesaurus.kind_of_the_noun("big fish", "TARPONS") and not thesaurus.kind_of("big fish", "TARPONS")
    assert not thesaurus.kind_of_the_noun("big fish", "PATRONS")
    assert not thesaurus.kind_of_the_noun("fish tank", "TARPONS")
    assert thesaurus.kind_of_the_noun("safe place", "VAULT") and not thesaurus.kind_of_the_noun("quickly fish", "TARPON")


def test_a_short_definition_turns_on_its_head_word():
    assert thesaurus.head_word("long stretch") == "stretch" and thesaurus.head_word("part of trees") == "part"
    assert thesaurus.head_word("medic’s uniform") == "uniform" and thesaurus.head_word("fishermen's") == ""
    assert thesaurus.head_word("legendary foxtrot with talented dancer's") == ""
    assert thesaurus.head_word("after editing paper") == "" and thesaurus.head_word("observed odd soup") == ""


def test_an_adjective_of_place_and_a_noun_name_the_kinds_whose_glosses_name_that_place():
    assert {"turin", "milan", "naples"} <= thesaurus.placed_kinds("italian city")
    assert "essen" in thesaurus.placed_kinds("german city") and "essen" not in thesaurus.placed_kinds("italian city")
    assert {"forth", "clyde"} <= thesaurus.placed_kinds("scottish river")
    assert thesaurus.placed_kinds("old city") == frozenset() and thesaurus.placed_kinds("city") == frozenset()
    assert thesaurus.placed_kinds("italian cities") == frozenset()


def test_a_noun_and_a_place_after_from_or_in_name_the_kinds_whose_glosses_name_that_place():
    assert "dante" in thesaurus.placed_kinds("writer from italy")
    assert {"turin", "milan"} <= thesaurus.placed_kinds("city in italy")
    assert "essen" in thesaurus.placed_kinds("city in germany")
    assert "essen" not in thesaurus.placed_kinds("city in italy")
    assert thesaurus.placed_kinds("city in ruins") == frozenset()
    assert thesaurus.placed_kinds("big city in italy") == frozenset()


def test_an_answer_word_that_thousands_of_glosses_use_does_not_meet_a_definition_through_them():
    assert thesaurus.telling({"person", "tuba"}) == {"tuba"}
    assert thesaurus.gloss_overlap("ostler regularly follows shy", "PERSON") == 0
    assert thesaurus.gloss_overlap("percussion", "GONG") >= 1


def test_a_word_that_carries_no_content_meets_no_answer_through_its_glosses():
    assert "tail" in thesaurus.gloss_stems("can")
    assert thesaurus.gloss_overlap("what pupils can do in", "TAILED") == 0
    assert thesaurus.gloss_overlap("moroccan dish", "TEAING") >= 1


def test_inflection_undoes_and_redoes_endings():
    assert ("verse", "s") in inflection.bases("verses")
    assert ("make", "ed") in inflection.bases("made")
    assert "stopped" in inflection.inflected("stop", "ed")
    assert "poems" in inflection.inflected("poem", "s")
    assert ("be", "er") not in inflection.bases("beer")
    assert ("be", "s") in inflection.bases("is")
    assert ("be", "ing") in inflection.bases("being") and ("do", "s") in inflection.bases("does")
    assert ("age", "ing") in inflection.bases("ageing")
    assert "is" in thesaurus.related("lives") and "has" in thesaurus.related("owns")


def test_homophones_include_british_non_rhotic_pairs():
    assert "NIGHT" in homophones.sounding_like("KNIGHT")
    assert "SOURCE" in homophones.sounding_like("SAUCE")


def test_abbreviations():
    assert "M" in abbreviations.abbreviations("meter")
    assert "E" in abbreviations.abbreviations("eastern")


def test_conventions_the_gathered_abbreviation_lists_lack():
    assert "P" in abbreviations.abbreviations("pressure")
    assert "H" in abbreviations.abbreviations("hotel")
    assert "RY" in abbreviations.abbreviations("railway line")
    assert "IR" in abbreviations.abbreviations("irish")
    assert "A" in abbreviations.abbreviations("area")
    assert "RR" in abbreviations.abbreviations("railroad")
    assert "IN" in abbreviations.abbreviations("home")
    assert "EX" in abbreviations.abbreviations("old") and "EX" in abbreviations.abbreviations("once")
    assert {"NS", "EW"} <= abbreviations.abbreviations("partners")
    assert "UN" in abbreviations.abbreviations("a french")
    assert "UN" in abbreviations.abbreviations("international organisation") and "SA" in abbreviations.abbreviations("appeal")
    assert "ON" in abbreviations.abbreviations("working") and "T" in abbreviations.abbreviations("tense")
    assert "PRO" in abbreviations.abbreviations("in favour of") and "P" in abbreviations.abbreviations("priest")
    assert "HIM" in abbreviations.abbreviations("the man") and "FF" in abbreviations.abbreviations("fellows")
    assert "GRAN" in abbreviations.abbreviations("old lady") and "CERT" in abbreviations.abbreviations("banker")
    assert "EEN" in abbreviations.abbreviations("poetic evening") and "RIB" in abbreviations.abbreviations("make fun of")
    assert "EX" in abbreviations.abbreviations("old wife") and "PI" in abbreviations.abbreviations("very good")
    assert "NO" in abbreviations.abbreviations("lack of") and "NUS" in abbreviations.abbreviations("students")
    assert "EAU" in abbreviations.abbreviations("french water") and "UND" in abbreviations.abbreviations("and german")
    assert "OR" in abbreviations.abbreviations("other ranks") and "LO" in abbreviations.abbreviations("behold")
    assert "ETE" in abbreviations.abbreviations("summer in french") and "ICH" in abbreviations.abbreviations("german i")
    assert "TRE" in abbreviations.abbreviations("italian three") and "ET" in abbreviations.abbreviations("latin and")
    assert "AND" in abbreviations.abbreviations("with")
    assert {"ANN", "SUE"} <= abbreviations.abbreviations("girl") and {"TED", "IAN"} <= abbreviations.abbreviations("man")
    assert "CAT" in abbreviations.abbreviations("burglar") and "SE" in abbreviations.abbreviations("kent")
    assert "INN" in abbreviations.abbreviations("bar") and "ELY" in abbreviations.abbreviations("cathedral")
    assert "IT" in abbreviations.abbreviations("sex") and "OB" in abbreviations.abbreviations("former pupil")
    assert "U" in abbreviations.abbreviations("united") and "CA" in abbreviations.abbreviations("more or less")
    assert {"LEG", "ON"} <= abbreviations.abbreviations("side") and "OVER" in abbreviations.abbreviations("about")
    assert "CUM" in abbreviations.abbreviations("with") and "LENT" in abbreviations.abbreviations("fast")
    assert {"NOWT", "DUCK"} <= abbreviations.abbreviations("nothing") and "XY" in abbreviations.abbreviations("axes")


def test_a_reading_is_an_abbreviation_when_its_letters_come_from_the_phrase_in_order():
    assert abbreviations.shortens("R", "right") and abbreviations.shortens("PTE", "private")
    assert abbreviations.shortens("RE", "religious education") and abbreviations.shortens("SA", "south african")
    assert not abbreviations.shortens("CAT", "burglar") and not abbreviations.shortens("O", "love")
    assert not abbreviations.shortens("ANN", "girl") and not abbreviations.shortens("TP", "private")


def test_the_clue_tree_names_a_convention_apart_from_an_abbreviation():
    cat = Derivation("abbreviation", (0, 0), "burglar", "CAT", 0.3)
    r = Derivation("abbreviation", (2, 2), "right", "R", 0.3)
    lines = tree(Derivation("charade", (0, 2), "", "CATR", 0.1, (cat, r)))
    assert lines[1:] == ["  convention 'burglar' -> CAT", "  abbreviation 'right' -> R"]


def test_a_word_listed_in_a_language_reads_with_the_language_either_side():
    assert {"LE", "LA"} <= abbreviations.abbreviations("the french")
    assert "MER" in abbreviations.abbreviations("french sea")
    assert "DER" in abbreviations.abbreviations("the german")
    assert {"LE", "LA"} <= abbreviations.abbreviations("the parisian") and "LE" in abbreviations.abbreviations("parisian the")
    assert "DER" in abbreviations.abbreviations("the berliner") and "UNO" not in abbreviations.abbreviations("one roman")
    assert abbreviations.abbreviations("double two") == frozenset()


def test_a_word_in_a_language_reads_after_in_and_an_article_is_its_the_or_its_a():
    assert "IL" in abbreviations.abbreviations("the in italian")
    assert abbreviations.abbreviations("the in french") == abbreviations.abbreviations("french the")
    assert "JA" in abbreviations.abbreviations("yes in german")
    assert {"DER", "EIN"} <= abbreviations.abbreviations("german article")
    assert {"LE", "UN"} <= abbreviations.abbreviations("french article")
    assert abbreviations.abbreviations("english article") == frozenset()


def test_a_phrase_with_an_article_in_front_has_the_abbreviations_of_the_rest():
    assert "RN" in abbreviations.abbreviations("the service")
    assert "RD" in abbreviations.abbreviations("a road") and "HR" in abbreviations.abbreviations("an hour")
    assert "R" in abbreviations.abbreviations("rare") and abbreviations.abbreviations("a rare") == frozenset()
    assert "LE" in abbreviations.abbreviations("the french") and "F" not in abbreviations.abbreviations("the french")


def test_an_adjective_has_the_abbreviations_of_the_noun_it_pertains_to():
    assert "SA" in abbreviations.abbreviations("south african")
    assert "CH" in abbreviations.abbreviations("swiss")
    assert abbreviations.abbreviations("greenish") == frozenset()


def test_a_number_written_out_has_its_roman_numeral():
    assert roman.numeral(1999) == "MCMXCIX" and roman.numeral(44) == "XLIV"
    assert "VII" in abbreviations.abbreviations("seven") and "XL" in abbreviations.abbreviations("forty")
    assert abbreviations.abbreviations("fifty-one") == abbreviations.abbreviations("fifty one") == {"LI"}
    assert "CI" in abbreviations.abbreviations("a hundred and one")
    assert {"CLX", "T"} <= abbreviations.abbreviations("a hundred and sixty")
    assert "M" in abbreviations.abbreviations("a thousand") and "D" in abbreviations.abbreviations("five hundred")
    assert "VI" in abbreviations.abbreviations("roman six") and "LI" in abbreviations.abbreviations("51")
    assert {"C", "TON"} <= abbreviations.abbreviations("hundred")
    with pytest.raises(ValueError):
        roman.numeral(0)


def test_a_word_the_lists_lack_has_the_abbreviations_of_its_plain_form():
    assert "P" in abbreviations.abbreviations("quietly") and "F" in abbreviations.abbreviations("loudly")
    assert "W" in abbreviations.abbreviations("women") and "PE" in abbreviations.abbreviations("exercises")
    assert "S" in abbreviations.abbreviations("seconds")
    assert abbreviations.abbreviations("only") == frozenset()


def test_a_phrase_behind_an_article_is_looked_up_without_it_unless_wordnet_lists_it():
    without_article = thesaurus.without_article

    assert without_article("a joke") == "joke" and without_article("the alley") == "alley"
    assert without_article("a long time") == "long time"
    assert without_article("a lot") == "a lot" and without_article("a") == "a"


def test_indicators_and_their_regular_forms():
    assert "anagram" in indicators.operations("cooked")
    assert "deletion" in indicators.operations("ignoring")
    assert indicators.operations("waste")["anagram"] < indicators.operations("wasted")["anagram"]
    assert "anagram" in indicators.operations("drunk") and "anagram" not in indicators.operations("drink")


@pytest.mark.parametrize(("phrase", "operation"), [
    ("drinking", "contain"), ("besetting", "contain"), ("into", "insert"), ("revolting", "reversal"),
    ("taken aback", "reversal"), ("to the west", "reversal"), ("vacated", "hollow"), ("essentially", "middle"),
    ("unfortunately", "anagram"), ("disappeared", "deletion"), ("to some extent", "hidden"),
    ("they tell us", "homophone"), ("here and there", "alternation"), ("principally", "initials"),
    ("trailed by", "juxtapose"), ("trailing", "juxtapose_reversed"), ("adjustment", "anagram"),
    ("abroad", "anagram"), ("swimming", "anagram"), ("misbehaviour", "anagram"), ("at work", "anagram"),
    ("shredded", "anagram"), ("disposition", "anagram"), ("describes", "contain"), ("masked", "contain"),
    ("used in", "insert"), ("imbibes", "contain"), ("to steal", "contain"), ("features in", "insert"),
    ("goes into", "insert"), ("hint of", "head"), ("touch of", "head"), ("extremely", "edges"),
    ("limitless", "trim"), ("peeled", "trim"), ("alarmingly", "anagram"), ("depressing", "juxtapose"),
    ("devoid of", "deletion"), ("housed in", "insert"), ("sporting", "contain"), ("not half", "half"),
    ("half-cut", "half"), ("careering", "anagram"), ("in a stew", "anagram"), ("in a spin", "anagram"),
    ("yet still", "filler"), ("across", "contain"), ("through", "insert"), ("rejected", "reversal"),
    ("they said", "homophone"), ("tips of", "initials"), ("ultimate", "finals"), ("touring", "contain"),
    ("inspired by", "insert"), ("save", "deletion"), ("east of", "juxtapose_reversed"), ("faces", "juxtapose"),
    ("mounts", "juxtapose"), ("lurking in", "hidden"), ("facing the other way", "reversal"),
    ("in the wake of", "juxtapose_reversed"), ("chewing", "contain"), ("in the clutches of", "insert"),
    ("all but", "curtail"), ("hatless", "behead"), ("intermittent", "alternation"), ("over the air", "homophone"),
    ("finds", "filler"), ("causing", "filler"), ("made by", "filler"), ("debut of", "head"), ("bow of", "head"),
    ("close to", "tail"), ("foot of", "tail"), ("traces of", "initials"), ("regular losses", "alternation"),
    ("reformation", "anagram"), ("out of control", "anagram"), ("rewound", "reversal"), ("on the rebound", "reversal"),
    ("puts on", "insert"), ("comes in", "insert"), ("encased in", "insert"), ("coming across", "contain"),
    ("crushed by", "juxtapose_reversed"), ("on back of", "juxtapose_reversed"), ("on odd days", "alternation"),
    ("in turns", "alternation"), ("fitfully", "alternation"), ("early stages of", "initials"),
    ("head and tail of", "edges"), ("first and last", "edges"), ("to go", "deletion"), ("no longer", "deletion"),
])
def test_common_indicator_phrases_are_listed(phrase: str, operation: str):
    assert operation in indicators.operations(phrase)


def test_every_listed_indicator_phrase_fits_the_spans_the_solver_reads_as_indicators():
    too_long = [(path.name, phrase) for path in (DATA / "indicators").glob("*.txt")
                for phrase in lines(f"indicators/{path.name}") if len(phrase.replace("-", " ").split()) > LONGEST_INDICATOR]
    assert too_long == []


def test_a_place_named_by_a_singular_noun_is_one_words_and_a_plural_or_an_adverb_may_be_several():
    assert all(map(indicators.names_one_place, ["leader", "head of", "the end of", "first of", "a bit of",
                                                 "first piece of", "piece of"]))
    assert not any(map(indicators.names_one_place, ["leaders", "heads of", "initially", "first", "first to", "at first",
                                                     "beginning", "first signs of"]))


def test_a_verb_of_undergoing_leads_a_noun_indicator_with_or_without_its_article():
    assert "alternation" in indicators.operations("suffer regular losses")
    assert "anagram" in indicators.operations("undergoing a makeover")
    assert "reversal" in indicators.operations("suffering a setback")
    assert "contain" in indicators.operations("suffers in") and "initials" not in indicators.operations("experienced first")


def test_an_anagram_word_after_in_a_is_one_and_to_form_stays_one():
    assert "anagram" in indicators.operations("in a pickle")
    assert "anagram" not in indicators.operations("in form")
    assert "anagram" in indicators.operations("to form")


def test_a_hyphenated_indicator_no_list_has_reads_as_its_words_apart():
    assert "anagram" in indicators.operations("make-up")
    assert set(indicators.operations("half-cut")) == {"half"}


def test_a_place_word_and_a_deletion_word_together_take_that_letter_off():
    assert "behead" in indicators.operations("initially lost")
    assert "behead" in indicators.operations("missing at first")
    assert "curtail" in indicators.operations("finally dropped")
    assert "trim" in indicators.operations("without limits")
    assert "behead" in indicators.operations("apart from starter")
    assert indicators.operations("initially lost")["behead"] < indicators.operations("initially missing")["behead"]


def test_a_deletion_word_and_a_noun_of_place_take_that_letter_off():
    assert "behead" in indicators.operations("lost head")
    assert "behead" in indicators.operations("not the first")
    assert "behead" in indicators.operations("having lost head")
    assert "curtail" in indicators.operations("losing its tail")
    assert "hollow" in indicators.operations("lacking heart")
    assert "behead" not in indicators.operations("the first")
    assert indicators.operations("lost the plot") == {}


def test_a_place_word_takes_off_with_a_derived_deletion_phrase_or_a_passive_by():
    assert "behead" in indicators.operations("beginning to leave")
    assert "behead" in indicators.operations("abandoned by leader")
    assert indicators.operations("by leader") == {}


def test_a_place_word_with_a_word_of_taking_picks_the_same_letters():
    assert indicators.operations("regularly collected")["alternation"] < indicators.operations("regularly")["alternation"]
    assert "alternation" in indicators.operations("needed oddly")
    assert "initials" in indicators.operations("at first used")
    assert "alternation" in indicators.operations("regularly encountered")
    assert "alternation" in indicators.operations("oddly served")
    assert "alternation" not in indicators.operations("collected")
    assert indicators.taken_by_place(["badly", "used"]) == {}


def test_a_word_that_puts_one_part_inside_another_also_hides_a_word():
    assert 0 < indicators.operations("occupying")["hidden"] < indicators.operations("concealing")["hidden"]
    assert {"insert", "hidden"} <= set(indicators.operations("kept by"))
    assert "hidden" not in indicators.operations("cooked")


def test_by_after_a_word_that_splits_or_fills_puts_what_follows_inside():
    assert set(indicators.operations("occupied by")) == {"contain", "hidden"}


def test_particles_turn_words_round_and_auxiliaries_keep_an_indicator():
    assert indicators.operations("set up")["reversal"] < indicators.operations("turned over")["reversal"]
    assert "reversal" not in indicators.operations("the up")
    assert indicators.operations("must change")["anagram"] < indicators.operations("change")["anagram"]
    assert "anagram" in indicators.operations("to be troubled")
    assert indicators.operations("be funny") == {} and set(indicators.operations("to be")) == {"filler"}
    assert "alternation" in indicators.operations("regularly dropped")
    assert "reversal" in indicators.operations("that's come up") and "anagram" in indicators.operations("is broken")


def test_a_link_in_front_keeps_an_indicator_weaker():
    assert indicators.operations("when damaged")["anagram"] < indicators.operations("damaged")["anagram"]
    assert "insert" in indicators.operations("gets in") and "anagram" in indicators.operations("once broken")
    assert "anagram" in indicators.operations("after repair") and indicators.operations("after start") == {}
    assert indicators.operations("when the") == {}


def test_a_place_word_keeps_its_meaning_with_the_in_front():
    assert "initials" in indicators.operations("the first of") and "middle" in indicators.operations("the heart of")
    assert indicators.operations("the broken") == {} and indicators.operations("the holding") == {}
    assert "behead" in indicators.operations("the head lost")


def test_a_place_word_keeps_its_meaning_with_a_word_for_pieces_after_it():
    assert "alternation" in indicators.operations("alternate pieces") and "initials" in indicators.operations("first bits")
    assert "alternation" in indicators.operations("using alternate pieces")
    assert indicators.operations("broken bits") == {}
    assert "hidden" not in indicators.operations("holding bits") and "anagram" in indicators.operations("into pieces")


def test_a_source_or_an_origin_of_a_word_is_its_first_letter_though_root_alone_is_not():
    assert "initials" in indicators.operations("source of") and "initials" in indicators.operations("the root of")
    assert "initials" not in indicators.operations("root")


def test_an_indicator_keeps_its_meaning_with_an_s_after_it():
    assert indicators.operations("leader's")["initials"] < indicators.operations("leader")["initials"]
    assert indicators.operations("it's") == indicators.table()["it's"]
    assert indicators.operations("stone's") == {}


def test_a_listed_phrase_indicates_without_the_articles_inside_it_a_little_weaker():
    assert indicators.operations("on regular basis")["alternation"] < indicators.operations("on a regular basis")["alternation"]
    assert indicators.without_inner_articles("a bit of a mess") == "a bit of mess"


def test_a_verb_with_into_or_in_after_it_puts_one_part_inside_the_other():
    assert "insert" in indicators.operations("pushed into")
    assert "insert" in indicators.operations("caught in")
    assert "contain" in indicators.operations("seals in")
    assert indicators.operations("red in") == {}


def test_a_word_joining_charade_parts_keeps_its_meaning_after_an_auxiliary_or_a_link():
    assert "juxtapose" in indicators.operations("to support")
    assert "juxtapose_reversed" in indicators.operations("is after")
    assert "filler" not in indicators.operations("is for")


def test_a_word_of_being_beside_joins_charade_parts_either_way_round():
    assert {"juxtapose", "juxtapose_reversed"} <= set(indicators.operations("next to"))
    assert "juxtapose_reversed" not in indicators.operations("with")


def test_more_and_most_before_a_word_put_its_degree_on_each_synonym():
    assert "fiercer" in thesaurus.related("more strong")
    assert "cattiest" in thesaurus.related("most malicious")
    assert thesaurus.degree_forms("beautiful", "est") == []


def test_a_word_that_says_how_keeps_its_meaning_inside_in_a_way():
    assert indicators.operations("in a different way")["anagram"] < indicators.operations("different")["anagram"]
    assert "anagram" in indicators.operations("a sloppy manner") and "anagram" in indicators.operations("different way")
    assert indicators.operations("the way") == {} and indicators.operations("in a different sort of way") == {}


def test_adverbs_of_anagram_indicators_and_two_of_them_together_indicate_an_anagram():
    assert indicators.operations("unusually")["anagram"] < indicators.operations("unusual")["anagram"]
    assert indicators.adverb("wild") == "wildly" and indicators.adverb("assemble") == ""
    assert "anagram" in indicators.operations("treated roughly")
    assert indicators.operations("endlessly long") == {}


def test_an_anagram_indicator_done_again_indicates_an_anagram_unless_listed_otherwise():
    assert indicators.operations("reworked")["anagram"] < indicators.operations("worked")["anagram"]
    assert "anagram" not in indicators.operations("returning")


def test_ordered_letters_shorter_than_the_answer_must_occur_in_a_common_answer():
    assert answers.inside_an_answer("ITRU", (6,)) and answers.inside_an_answer("URTI", (6,))
    assert not answers.inside_an_answer("QXZ", (6,))
    assert answers.inside_an_answer("QXZ", (3, 3)) and answers.inside_an_answer("Q", (6,))


def test_a_pool_bitset_gives_back_its_numbers_smallest_first():
    assert answers.members(0) == []
    assert answers.members(0b101001) == [0, 3, 5]
    assert answers.members(1 << 70 | 1 << 2) == [2, 70]


def test_fragments_hold_the_runs_inside_common_answers_and_no_others():
    runs = answers.fragments(6)
    assert "ITRU" in runs and "CITRUS" in runs and "QXZ" not in runs and "SURTIC" not in runs
    table = answers.Fragments.of(["AB", "CDE", "AB"])
    assert "AB" in table and "CDE" in table and "ABC" not in table and "" not in table
    assert len(table.slots) >= 4


def test_answers_are_spelled_by_readings_and_templates():
    assert {"CITRUS", "RUSTIC"} <= set(answers.spelled_by("cirstu", (6,)))
    assert answers.spelled_by("POEMS", (5,)) == ["POEMS"]
    assert "PASTE" in answers.spelled_by("PastE", (5,))
    assert answers.spelled_by("POEM", (5,)) == []
    assert answers.spelled_by("SETUP", (3, 2)) == ["SETUP"]


def test_answers_include_the_s_forms_of_wordnet_nouns_and_verbs_the_word_list_lacks():
    assert "BERYLS" in answers.spelled_by("BERYLS", (6,)) and "TARPONS" in answers.spelled_by("anoprst", (7,))
    assert answers.pool((6,)).frequency["BERYLS"] == 0.0
    assert "REDDISHES" not in answers.pool((9,)).frequency
    assert "GLASSESES" not in answers.pool((9,)).frequency and "MOUSES" not in answers.s_forms()[6]


def test_an_anagram_block_spells_phrases_of_common_words_the_thesaurus_lacks():
    assert "INTHEVAN" not in answers.pool((2, 3, 3)).frequency
    found = answers.spelled_by(wordplay.block("INTHEVAN"), (2, 3, 3))
    assert found[0] == "INTHEVAN"
    assert "INTHEDARK" in answers.spelled_by(wordplay.block("INTHEDARK"), (2, 3, 4))
    assert answers.spelled_by(wordplay.block("XQZJV"), (2, 3)) == []


def test_phrase_anagrams_use_only_real_words_and_every_letter():
    for phrase in answers.phrase_anagrams("ADEEGORET", (2, 1, 6)):
        assert sorted(phrase) == sorted("ADEEGORET")
        two, one, six = phrase[:2], phrase[2], phrase[3:]
        assert one in ("A", "I") and two not in ("EN", "NA")


def test_exact_wordplay_a_definition_confirms_lets_a_rare_answer_through():
    anagram = Derivation("anagram", (0, 1), "late moth", "aehlmott", 0.7)
    synonym = Derivation("synonym", (0, 0), "late", "ANTERIOR", 0.5)
    gloss = Derivation("gloss", (2, 3), "thread maker", "MOTHLATE", rank.GLOSS)
    unconfirmed = Derivation("unconfirmed", (2, 3), "thread maker", "MOTHLATE", rank.UNCONFIRMED)
    rare = 1.0
    assert rank.prior(anagram, gloss, rare) > rank.familiarity(rare)
    assert rank.prior(anagram, unconfirmed, rare) == rank.familiarity(rare)
    assert rank.prior(synonym, gloss, rare) == rank.familiarity(rare)
    unlisted = Derivation("anagram", (0, 1), "late moth", "aehlmott", 0.3)
    assert rank.prior(unlisted, gloss, rare) == rank.familiarity(rare)


def test_a_phrase_rarer_than_many_others_is_still_found():
    assert "RUNOUTOFSTEAM" in answers.phrase_anagrams("".join(sorted("RUNOUTOFSTEAM")), (3, 3, 2, 5))
    assert "PAINTTHETOWNRED" in answers.phrase_anagrams("".join(sorted("PAINTTHETOWNRED")), (5, 3, 4, 3))


def test_a_long_enumeration_keeps_the_phrase_search_bounded():
    found = answers.phrase_anagrams("".join(sorted("ETAOINSHRDLUETAOINSHR")), (5, 5, 5, 6))
    assert len(found) <= answers.PHRASE_ANAGRAMS
    assert all(sorted(phrase) == sorted("ETAOINSHRDLUETAOINSHR") for phrase in found)


def test_slurs_are_never_offered_as_readings() -> None:
    from solvers.cryptic.thesaurus import is_slur, listed, wordnet

    assert "coon" not in listed("rustic") and "raccoon" in wordnet().index
    assert not {"kike", "wop", "coon"} & set(wordnet().index)
    assert is_slur("black ethnic offensiv peopl slur term") and not is_slur("action attack enem")


def test_the_graph_holds_nouns_first_then_verbs():
    graph = thesaurus.wordnet()
    assert all(thesaurus.is_noun(s) for s in graph.index["entity"])
    assert not any(thesaurus.is_noun(s) for s in graph.index["breathe"])
    assert thesaurus.is_verb("breathe") and not thesaurus.is_verb("entity") and not thesaurus.is_verb("able")


def test_close_words_share_a_verb_or_adjective_sense_not_a_noun_one():
    assert "writhe" in thesaurus.close_to("squirming")
    assert "form" not in thesaurus.close_to("class")
    assert "be" not in thesaurus.close_to("beer")


def test_an_unlisted_word_indicates_what_two_listed_near_synonyms_indicate_more_weakly():
    assert "squirming" not in indicators.table()
    assert 0 < indicators.operations("squirming")["anagram"] < indicators.operations("writhing")["anagram"]
    assert indicators.by_synonym("which") == {}
    assert indicators.operations("class") == {}


def test_answers_the_thesaurus_does_not_know_count_less_unless_common():
    assert answers.listed("LIONESS") and answers.listed("SALESMEN") and answers.listed("AGAINST")
    assert not answers.listed("ENGERY")
    assert rank.standing(False) < rank.standing(True)


def test_a_hyphenated_word_wordnet_lacks_is_read_closed_up():
    assert thesaurus.related("newly-wed") == thesaurus.related("newlywed") != frozenset()


def test_a_word_cut_in_two_is_no_phrase():
    assert answers.spelled_by("TRANSPLANT", (5, 5)) == []
    assert answers.plausible_phrase("ATHEART", (2, 5))
    assert not answers.plausible_phrase("HOWLER", (4, 2))
    assert not answers.plausible_phrase("WALTZED", (5, 2))


def test_a_looked_up_reading_spells_only_a_phrase_the_pool_holds():
    assert answers.spelled_as_listed("LABORING", (2, 6)) == [] and answers.spelled_by("LABORING", (2, 6))
    assert answers.spelled_as_listed("RAISECAIN", (5, 4)) == ["RAISECAIN"]
    assert answers.spelled_as_listed("LABORING", (8,)) == ["LABORING"]


def test_two_letters_without_a_vowel_are_no_word_of_a_phrase():
    assert not answers.plausible_phrase("SHERD", (3, 2))
    assert answers.plausible_phrase("SHEIN", (3, 2))


def test_adjectives_of_one_similar_to_cluster_are_related():
    assert "colossal" in thesaurus.related("enormous")
    assert "late" in thesaurus.related("departed")


def test_the_largest_clusters_hold_kinds_not_synonyms():
    assert "forty" not in thesaurus.related("seven") and "vii" in thesaurus.related("seven")
    assert "blue" not in thesaurus.related("crimson")


def test_synonyms_proper_are_the_phrases_sharing_a_sense():
    own = thesaurus.related("dogs", own=True)
    assert "hounds" in own and "corgis" not in own
    assert own < thesaurus.related("dogs")


def test_an_unconfirmed_definition_counts_less_the_longer_it_is_past_two_words():
    assert rank.unconfirmed(1) == rank.unconfirmed(2) == rank.UNCONFIRMED
    assert rank.UNCONFIRMED > rank.unconfirmed(3) > rank.unconfirmed(5) > 0


def test_an_answer_naming_a_class_as_broad_as_person_counts_less():
    assert thesaurus.most_kinds("PERSON") >= rank.BROAD_KINDS > thesaurus.most_kinds("OWL") > 0
    assert thesaurus.most_kinds("RIVER") == 0  # its hyponyms are named rivers, with no kinds of their own
    assert rank.breadth(thesaurus.most_kinds("PERSON")) == rank.BROAD < rank.breadth(thesaurus.most_kinds("OWL")) == 1.0


def test_words_with_a_conjunction_at_either_end_are_no_phrase_to_look_up_backwards():
    assert "QUIP" in {p.upper() for p in thesaurus.described_by("witty remark")}
    assert thesaurus.described_by("a clever") and not thesaurus.described_by("clever or")
    assert not thesaurus.described_by("and witty remark")


def test_a_class_names_its_common_short_kinds_further_down_than_related_reaches():
    assert "jay" in thesaurus.named_kinds("bird") and "gin" in thesaurus.named_kinds("drink")
    assert "jays" in thesaurus.named_kinds("birds") and "jay" in thesaurus.named_kinds("bird perhaps")
    assert not thesaurus.named_kinds("bird") & thesaurus.related("bird")
    assert not thesaurus.named_kinds("artifact") and not thesaurus.named_kinds("swiftly")
    assert all(len(name) >= 3 for name in thesaurus.named_kinds("food"))
