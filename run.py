#!/usr/bin/env python3
"""Set-up and launch in one step: `python3 run.py` opens the workbench, `python3 run.py test` runs the tests.

The first run makes a virtual environment in .venv and installs the project into it;
later runs reinstall only when pyproject.toml has changed.
"""

from __future__ import annotations

import hashlib
import os
import subprocess
import sys
import venv
from pathlib import Path

HERE = Path(__file__).resolve().parent
VENV = HERE / ".venv"
STAMP = VENV / ".installed"
DEFAULT_PUZZLE = HERE / "puzzles" / "cryptogram-seed.json"
NO_TESTS_RAN = 5


def python() -> Path:
    """The environment's interpreter."""
    return VENV / ("Scripts/python.exe" if os.name == "nt" else "bin/python")


def ensure_environment() -> None:
    """Create .venv and install the project with its test extras, when needed."""
    wanted = hashlib.sha256((HERE / "pyproject.toml").read_bytes()).hexdigest()
    if STAMP.exists() and STAMP.read_text() == wanted and python().exists():
        return
    if not python().exists():
        print("Creating the environment in .venv (first run only) ...", flush=True)
        venv.EnvBuilder(with_pip=True).create(VENV)
    print("Installing Puzzle Workbench and its dependencies ...", flush=True)
    subprocess.run([str(python()), "-m", "pip", "install", "--quiet", "--upgrade", "pip"], check=True)
    subprocess.run([str(python()), "-m", "pip", "install", "--quiet", "-e", f"{HERE}[test]"], check=True)
    STAMP.write_text(wanted)


def main(args: list[str]) -> int:
    """Run the tests or the workbench inside the environment."""
    ensure_environment()
    if args[:1] == ["test"]:
        code = subprocess.call([str(python()), "-m", "pytest", *args[1:]], cwd=HERE)
        if code == NO_TESTS_RAN:
            print("run.py: pytest collected no tests; that is a failure here", file=sys.stderr)
            return 1
        return code
    return subprocess.call([str(python()), "-m", "workbench", *(args or [str(DEFAULT_PUZZLE)])])


if __name__ == "__main__":
    try:
        raise SystemExit(main(sys.argv[1:]))
    except subprocess.CalledProcessError as error:
        print(f"run.py: set-up failed ({error})", file=sys.stderr)
        raise SystemExit(2)
