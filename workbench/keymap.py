"""The user's key remapping: binding id -> keys, read from keys.json in the config folder.

Glossary:
    key map     {binding id: "key[,key...]"}, as Textual's `App.set_keymap` takes it.
    key name    what Textual calls a key: "f5", "ctrl+z", "a", "left_square_bracket".
    clash       a remapped key that another binding of the same screen (or the app) still has.
"""

from __future__ import annotations

import json
import os
from collections.abc import Iterable, Mapping
from pathlib import Path

from textual.binding import Binding
from textual.keys import KEY_NAME_REPLACEMENTS, Keys, key_to_character

MODIFIERS = frozenset({"shift", "ctrl", "alt", "meta", "super", "hyper"})
NAMED_KEYS = frozenset(key.value for key in Keys) | frozenset(KEY_NAME_REPLACEMENTS.values())


def keymap_path() -> Path:
    """keys.json in $WORKBENCH_CONFIG_DIR or the user's config folder."""
    override = os.environ.get("WORKBENCH_CONFIG_DIR")
    if override:
        return Path(override) / "keys.json"
    import platformdirs

    return Path(platformdirs.user_config_dir("puzzle-workbench")) / "keys.json"


def keys_in(keys: str) -> list[str]:
    """The keys of a key map entry: 'f5,ctrl+s' -> ['f5', 'ctrl+s']."""
    return [key.strip() for key in keys.split(",")]


def is_key_name(key: str) -> bool:
    """True when Textual knows the key: modifiers joined by '+' to a named key or one character."""
    *modifiers, name = key.split("+")
    if not name or not set(modifiers) <= MODIFIERS:
        return False
    return len(name) == 1 or name in NAMED_KEYS or key_to_character(name) is not None


def load_keymap(path: Path | None = None) -> tuple[dict[str, str], str | None]:
    """The remapping and, when the file is wrong, a one-line reason.

    A file that is not a JSON object of strings is ignored whole; an entry whose keys are not
    key names is left out and named.
    """
    path = path or keymap_path()
    if not path.exists():
        return {}, None
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
    except (OSError, UnicodeDecodeError, json.JSONDecodeError) as error:
        return {}, f"{path}: cannot read the key map ({type(error).__name__})"
    if not isinstance(data, dict) or not all(isinstance(k, str) and isinstance(v, str) for k, v in data.items()):
        return {}, f"{path}: the key map must be an object of binding id -> keys"
    bad = {binding_id: keys for binding_id, keys in data.items() if not all(map(is_key_name, keys_in(keys)))}
    if bad:
        named = "; ".join(f"{keys!r} for {binding_id!r}" for binding_id, keys in bad.items())
        return {k: v for k, v in data.items() if k not in bad}, f"{path}: not key names, left out: {named}"
    return data, None


def keymap_problems(keymap: Mapping[str, str], binding_sets: Iterable[list[Binding]]) -> list[str]:
    """Ids no binding has, and keys a remapping gives to two bindings of one screen, as sentences.

    `binding_sets` holds, for each screen, every binding in force there (the app's included).
    """
    sets = [list(bindings) for bindings in binding_sets]
    known = {binding.id for bindings in sets for binding in bindings if binding.id}
    problems = [f"no key has the id {binding_id!r} (F1 lists the ids)" for binding_id in keymap if binding_id not in known]
    clashes: set[tuple[str, str, str]] = set()
    for bindings in sets:
        holders: dict[str, set[str]] = {}
        for binding in bindings:
            for key in keys_in(keymap.get(binding.id or "", binding.key)):
                holders.setdefault(key, set()).add(binding.description or binding.id or binding.action)
        for key, names in holders.items():
            remapped = [b for b in bindings if b.id in keymap and key in keys_in(keymap[b.id])]
            if len(names) > 1 and remapped:
                first, *others = sorted(names)
                clashes.add((key, first, " and ".join(others)))
    problems += [f"{key} is the key of both {first} and {others}" for key, first, others in sorted(clashes)]
    return problems
