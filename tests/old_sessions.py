"""Session files as version 1 wrote them, numbering a cryptic clue's words between spaces."""

from __future__ import annotations

import json
from pathlib import Path

from workbench.models.cryptic import CrypticClue

HYPHENATED = CrypticClue(id="hyphenated", clue="Give short-tempered supervision", enumeration="9")
SPACED_WORDS_LOG = [
    {"do": 1, "actions": [{"type": "mark-definition", "span": [2, 2]}]},
    {"do": 2, "actions": [{"type": "apply-indicator", "span": [1, 1], "operation": "anagram", "fodder": [0, 0]}]},
]


def write_version_1(path: Path) -> None:
    """A session file of HYPHENATED as version 1 wrote it: 'supervision' is word 2, not 3."""
    header = {"format": "puzzle-workbench-session", "version": 1, "puzzle": HYPHENATED.to_record()}
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text("".join(json.dumps(line) + "\n" for line in [header, *SPACED_WORDS_LOG]), encoding="utf-8")
