"""The lexicon: letter patterns, indexes, frequencies, and the disk cache."""

from __future__ import annotations

import pickle
from array import array
from pathlib import Path

import pytest

from workbench import lexicon
from workbench.lexicon import pattern


def test_words_with_the_same_shape_share_a_pattern() -> None:
    assert pattern("SEAS") == pattern("THAT") == "ABCA"
    assert pattern("PEEPED") == "ABBABC"
    assert pattern("ÅÄÖÅ") == "ABCA"


def test_the_english_index_finds_words_by_shape_length_and_prefix(english) -> None:
    seas = english.matching("XYZX")
    assert "THAT" in seas[:5] and all(pattern(w) == "ABCA" for w in seas)
    assert all(len(w) == 6 for w in english.of_length(6, min_zipf=4.0))
    assert "CITRUS" in english.with_prefix("CITR") and english.has_prefix("CITR")
    assert not english.has_prefix("QQQZ")
    assert english.zipf("THE") > english.zipf("CITRUS") > 0 == english.zipf("QQQZ")
    assert list(english.common(6.0)) == [w for w in english.words if english.zipf(w) >= 6.0]


def test_words_are_upper_case_letters_only(english) -> None:
    assert all(w.isalpha() and w.isupper() and w.isascii() for w in english.words[:5000])


def test_the_second_load_comes_from_the_cache(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("WORKBENCH_CACHE_DIR", str(tmp_path))
    built = lexicon.load("sv")
    assert list(tmp_path.glob("lexicon-sv-*.pickle"))
    monkeypatch.setattr(lexicon, "build", lambda language: pytest.fail("rebuilt instead of reading the cache"))
    cached = lexicon.load("sv")
    assert cached.words == built.words and "Å" in cached.alphabet
    assert any("Ä" in w for w in cached.words[:2000])


def test_a_broken_cache_is_rebuilt(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("WORKBENCH_CACHE_DIR", str(tmp_path))
    lexicon.load("sv")
    for path in tmp_path.glob("lexicon-sv-*.pickle"):
        path.write_bytes(b"garbage")
    assert len(lexicon.load("sv")) > 1000


@pytest.mark.parametrize("content", [
    b"cno_such_module\nthing\n.",  # names a module that is not there
    b"cbuiltins\nno_such_name\n.",  # names a function that is not there
    pickle.dumps(("sv", ["ABC"], None, {})),  # the wrong shape
])
def test_a_cache_broken_in_any_way_is_rebuilt(tmp_path: Path, monkeypatch: pytest.MonkeyPatch, content: bytes) -> None:
    monkeypatch.setenv("WORKBENCH_CACHE_DIR", str(tmp_path))
    monkeypatch.setattr(lexicon, "build", lambda language: lexicon.Lexicon(language, ("REBUILT",), array("f", [1.0])))
    lexicon._cache_path("sv").write_bytes(content)
    assert lexicon.load("sv").words == ("REBUILT",)


def test_an_unknown_language_is_a_clear_error() -> None:
    with pytest.raises(ValueError, match="no lexicon for language 'xx'"):
        lexicon.build("xx")
