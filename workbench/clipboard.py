"""Copying to the clipboard: pyperclip where a clipboard tool exists, else OSC 52."""

from __future__ import annotations

from collections.abc import Callable


def copy_text(text: str, terminal_copy: Callable[[str], None]) -> str:
    """Copy `text`; returns how ('system clipboard' or 'terminal (OSC 52)')."""
    import pyperclip

    try:
        pyperclip.copy(text)
        return "system clipboard"
    except pyperclip.PyperclipException:
        terminal_copy(text)
        return "terminal (OSC 52)"
