"""The looser Moby thesaurus: how it is built from mthesaur.txt, read, and weighed below WordNet."""

from __future__ import annotations

from pathlib import Path

from solvers.cryptic import build_moby, explain, moby, rank, thesaurus
from solvers.cryptic.context import ClueContext
from solvers.cryptic.derivation import Derivation
from solvers.cryptic.egraph import ENode
from solvers.cryptic.leaf_reader import LINKED, LOOSE, SYNONYM, LeafReader
from workbench.models.cryptic import CrypticClue

from cryptic_clues import best


def test_the_build_keeps_known_phrases_of_known_words_only(tmp_path: Path, english) -> None:
    source = tmp_path / "mthesaur.txt"
    source.write_text("prize,plum,Award,xqzvvk,award,prize,cut short,a b c d\r\n"
                      "xqzvvk,plum\r\nlamp,zzqqxxkkjj\r\n", encoding="latin-1")
    assert build_moby.rows(source) == ["prize\tplum|award|cut short"]


def test_moby_links_what_wordnet_lacks(english) -> None:
    assert "plum" in moby.listed("prize") and "plum" not in thesaurus.related("prize")
    assert "ailing" in moby.listed("below par")
    assert "lights" in thesaurus.loosely_related("lamps")
    assert thesaurus.loosely_defines("deficit", "LOSS")
    assert not thesaurus.loosely_defines("deficit", "CITRUS")


def test_a_moby_link_weighs_below_wordnet_synonyms(english) -> None:
    context = ClueContext(CrypticClue.from_record({"clue": "Prize dogs", "enumeration": "4"}))
    readings = LeafReader(context).synonym(None, ENode("synonym", (0, 0)))  # type: ignore[arg-type]
    assert LOOSE < LINKED < SYNONYM
    assert readings["PLUM"].weight <= LOOSE < readings["AWARD"].weight


def test_a_bare_loose_synonym_is_hardly_wordplay() -> None:
    meaning = Derivation("definition", (0, 0), "enormous", "COLOSSAL", 1.0)
    bare = {op: rank.weigh(Derivation(op, (1, 1), "huge", "COLOSSAL", 0.4), meaning, 4.0) for op in ("synonym", "loose")}
    assert bare["loose"] < bare["synonym"] < rank.weigh(Derivation("charade", (1, 2), "", "COLOSSAL", 0.4), meaning, 4.0)
    assert explain.describe(Derivation("loose", (1, 1), "Deficit", "LOSS", 0.3)) == "LOSS (deficit)"


def test_a_definition_met_only_in_part_says_so() -> None:
    wordplay = Derivation("literal", (2, 2), "lips", "LIPS", 1.0)
    whole = Derivation("definition", (0, 1), "disease going", "LIPS", 1.0)
    partly = Derivation("definition", (0, 1), "disease going", "LIPS", 0.55)
    assert explain.explain(Derivation("split", (0, 2), "", "LIPS", 1.0, (whole, wordplay))).endswith("'disease going'")
    assert explain.explain(Derivation("split", (0, 2), "", "LIPS", 0.55, (partly, wordplay))).endswith(
        "'disease going' (confirmed in part: by its last word or a gloss)")


def test_a_short_word_reads_as_the_phrases_its_own_row_lists(english) -> None:
    assert "expert" in moby.listed("able") and "able" not in moby.listed("expert")
    assert "able" in moby.listed_either_way("expert") and "able" in thesaurus.loosely_related("expert")
    backwards = moby.listed_either_way("expert") - moby.listed("expert")
    listing = {root for root, row in moby.table().items() if "expert" in row.split("|")}
    assert backwards == {root for root in listing if moby.is_short_word(root)} - moby.listed("expert")
    assert listing - backwards - moby.listed("expert")


def test_a_charade_takes_a_short_piece_found_from_its_own_row(english) -> None:
    assert "test" not in moby.listed("investigation") and "investigation" in moby.listed("test")
    answer, explanation = best("Confirm at investigation", "6")
    assert answer == "ATTEST" and "TEST (investigation)" in explanation
