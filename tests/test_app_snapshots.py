"""SVG snapshots of the shell's layouts at 132x60: the library and the help screen."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

import workbench.app
from workbench.app import WorkbenchApp
from workbench.models.cryptogram import Cryptogram

SIZE = (132, 60)


@pytest.fixture
def fixed_library(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """A library with two known puzzles, so the picture does not change as puzzles are added."""
    folder = tmp_path / "bundled"
    folder.mkdir()
    for name, text in [("one", "XYZ QXW"), ("two", "ABC DEF")]:
        (folder / f"{name}.json").write_text(json.dumps(Cryptogram(id=name, ciphertext=text).to_record()))
    monkeypatch.setattr(workbench.app, "bundled_dir", lambda: folder)


def test_library_layout(snap_compare, fixed_library) -> None:
    assert snap_compare(WorkbenchApp(), terminal_size=SIZE)


def test_help_layout(snap_compare, fixed_library) -> None:
    assert snap_compare(WorkbenchApp(), terminal_size=SIZE, press=["f1"])
