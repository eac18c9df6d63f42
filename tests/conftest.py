"""Shared fixtures: every test saves sessions and reads key maps in its own folders."""

from __future__ import annotations

from pathlib import Path

import pytest

SHARED = Path(__file__).resolve().parents[2] / "shared"


@pytest.fixture(autouse=True)
def private_folders(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """Point the data and config folders at a temporary folder (the lexicon cache stays shared)."""
    monkeypatch.setenv("WORKBENCH_DATA_DIR", str(tmp_path / "data"))
    monkeypatch.setenv("WORKBENCH_CONFIG_DIR", str(tmp_path / "config"))
    return tmp_path


@pytest.fixture(scope="session")
def english():
    """The English lexicon (built once, cached on disk)."""
    from workbench import lexicon

    return lexicon.shared("en")


def bench_file(kind: str) -> Path:
    """A benchmark file beside the project; tests that need one skip when it is absent."""
    path = SHARED / "bench" / kind / "dev.jsonl"
    if not path.exists():
        pytest.skip(f"no benchmark file for {kind}")
    return path
