"""A smoke test in a real terminal: `workbench` in tmux at 132x60, keys in, screen read back."""

from __future__ import annotations

import shutil
import subprocess
import sys
import time
import uuid
from pathlib import Path

import pytest

pytestmark = pytest.mark.skipif(shutil.which("tmux") is None, reason="tmux is not installed")


def tmux(*args: str) -> str:
    """Run a tmux command and return its output."""
    return subprocess.run(["tmux", *args], capture_output=True, text=True, check=False).stdout


def wait_for(session: str, text: str, seconds: float = 30.0) -> str:
    """Poll the pane until `text` shows, returning the screen; fail with the screen if it never does."""
    deadline = time.monotonic() + seconds
    screen = ""
    while time.monotonic() < deadline:
        screen = tmux("capture-pane", "-p", "-t", session)
        if text in screen:
            return screen
        time.sleep(0.05)
    pytest.fail(f"{text!r} never appeared; the screen was:\n{screen}")


def test_workbench_runs_in_tmux_and_answers_keys(private_folders: Path) -> None:
    session = f"wb-smoke-{uuid.uuid4().hex[:8]}"
    command = f"{sys.executable} -m workbench; echo WORKBENCH-EXITED $?; sleep 30"
    env = [f"WORKBENCH_DATA_DIR={private_folders / 'data'}", f"WORKBENCH_CONFIG_DIR={private_folders / 'config'}", "TERM=xterm-256color"]
    tmux("new-session", "-d", "-x", "132", "-y", "60", "-s", session, *[a for e in env for a in ("-e", e)], command)
    try:
        screen = wait_for(session, "Bundled puzzles")
        assert "Recent sessions" in screen and "(no sessions yet)" in screen
        assert len(screen.splitlines()[0]) <= 132
        tmux("send-keys", "-t", session, "F1")
        wait_for(session, "what it does")
        tmux("send-keys", "-t", session, "Escape")
        tmux("send-keys", "-t", session, "C-q")
        assert "WORKBENCH-EXITED 0" in wait_for(session, "WORKBENCH-EXITED")
    finally:
        tmux("kill-session", "-t", session)
