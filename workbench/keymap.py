"""The user's key remapping: binding id -> keys, read from keys.json in the config folder."""

from __future__ import annotations

import json
import os
from pathlib import Path


def keymap_path() -> Path:
    """keys.json in $WORKBENCH_CONFIG_DIR or the user's config folder."""
    override = os.environ.get("WORKBENCH_CONFIG_DIR")
    if override:
        return Path(override) / "keys.json"
    import platformdirs

    return Path(platformdirs.user_config_dir("puzzle-workbench")) / "keys.json"


def load_keymap(path: Path | None = None) -> tuple[dict[str, str], str | None]:
    """The remapping and, when the file is wrong, a one-line reason (the map is then empty)."""
    path = path or keymap_path()
    if not path.exists():
        return {}, None
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
    except (OSError, UnicodeDecodeError, json.JSONDecodeError) as error:
        return {}, f"{path}: cannot read the key map ({type(error).__name__})"
    if not isinstance(data, dict) or not all(isinstance(k, str) and isinstance(v, str) for k, v in data.items()):
        return {}, f"{path}: the key map must be an object of binding id -> keys"
    return data, None
