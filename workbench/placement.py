"""Where the person left a session: the solver they chose and the cursor, in a small file beside
the session file, so a recent session reopens where it was left.

The session file stays the one record of what was done; a placement is a convenience, and a
missing, stale or damaged one is simply ignored.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from pathlib import Path
from typing import Any

PLACEMENT_SUFFIX = ".place.json"


@dataclass(frozen=True)
class Placement:
    """The chosen solver's name and the cursor as JSON (its meaning is the screen's)."""

    solver: str | None = None
    cursor: Any = None


def int_pair(place: Any) -> tuple[int, int] | None:
    """A saved cursor of two whole numbers ([row, column], [first, last]) as a pair; None for anything else."""
    if isinstance(place, list) and len(place) == 2 and all(type(number) is int for number in place):
        return place[0], place[1]
    return None


def placement_path(session_path: Path) -> Path:
    """The placement file that belongs to a session file."""
    return session_path.with_name(session_path.name + PLACEMENT_SUFFIX)


def save_placement(session_path: Path, placement: Placement) -> None:
    """Write the placement; a failure to write loses only the convenience, so it is not raised."""
    try:
        placement_path(session_path).write_text(
            json.dumps({"solver": placement.solver, "cursor": placement.cursor}), encoding="utf-8")
    except (OSError, TypeError, ValueError):
        pass


def load_placement(session_path: Path) -> Placement:
    """The placement saved beside a session file, or an empty one when there is none to read."""
    try:
        data = json.loads(placement_path(session_path).read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return Placement()
    if not isinstance(data, dict):
        return Placement()
    solver = data.get("solver")
    return Placement(solver if isinstance(solver, str) else None, data.get("cursor"))
