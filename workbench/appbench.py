"""App benchmarks through a real pseudo-terminal: cold start, lexicon times, keypress to repaint.

The app runs as a child process on a 132x60 pty, exactly as a person starts it; times are
wall-clock from spawn (or from the key written) to the terminal bytes that show the result.
"""

from __future__ import annotations

import fcntl
import os
import pty
import select
import statistics
import struct
import subprocess
import sys
import tempfile
import termios
import time
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path

QUIET_SECONDS = 0.03
SETTLE_SECONDS = 1.5
"""Time after the first frame before typing: the lexicon loads in the background meanwhile."""


@dataclass(frozen=True)
class Figure:
    """One measured figure: what, the median and worst of its runs, and the target."""

    what: str
    median: float
    worst: float
    runs: int
    target: str = ""

    def line(self) -> str:
        """The figure as a Markdown table row, in milliseconds."""
        return f"| {self.what} | {1000 * self.median:.0f} ms | {1000 * self.worst:.0f} ms | {self.runs} | {self.target} |"


class AppExited(RuntimeError):
    """The app closed its terminal before showing what was awaited."""


class Terminal:
    """A child process on a pseudo-terminal of a fixed size."""

    def __init__(self, argv: Sequence[str], env: dict[str, str], size: tuple[int, int] = (132, 60)) -> None:
        """Start `argv` on a new pseudo-terminal of `size` (columns, rows)."""
        self.master, slave = pty.openpty()
        fcntl.ioctl(slave, termios.TIOCSWINSZ, struct.pack("HHHH", size[1], size[0], 0, 0))
        self.started = time.perf_counter()
        self.process = subprocess.Popen(argv, stdin=slave, stdout=slave, stderr=slave, env=env, start_new_session=True)
        os.close(slave)
        self.seen = b""

    def read_until(self, needle: bytes, seconds: float = 30.0) -> float:
        """Read output until `needle` shows; the time it showed (perf_counter)."""
        deadline = time.perf_counter() + seconds
        while needle not in self.seen:
            if time.perf_counter() > deadline:
                raise TimeoutError(f"{needle!r} did not appear")
            if select.select([self.master], [], [], 0.5)[0]:
                self._read()
        return time.perf_counter()

    def _read(self) -> None:
        """Take in the output there is; AppExited when the child has closed the terminal."""
        try:
            chunk = os.read(self.master, 65536)
        except OSError:  # EIO once the child has gone
            chunk = b""
        if not chunk:
            tail = self.seen[-200:].decode("utf-8", "replace").strip()
            raise AppExited(f"the app exited with code {self.process.wait()}" + (f": {tail}" if tail else ""))
        self.seen += chunk

    def quiet(self) -> float:
        """Read until no output for a while; the time of the last byte."""
        last = time.perf_counter()
        while select.select([self.master], [], [], QUIET_SECONDS)[0]:
            self._read()
            last = time.perf_counter()
        return last

    def key_to_repaint(self, key: bytes) -> float:
        """Seconds from writing a key to the end of the repaint it causes."""
        self.quiet()
        sent = time.perf_counter()
        os.write(self.master, key)
        if not select.select([self.master], [], [], 5.0)[0]:
            raise TimeoutError("the key caused no repaint")
        self._read()
        return self.quiet() - sent

    def close(self) -> None:
        """Stop the child."""
        self.process.kill()
        self.process.wait()
        os.close(self.master)


def _environment(cache: Path | None, data: Path) -> dict[str, str]:
    """The child's environment: a private data folder, optionally a private lexicon cache."""
    env = {**os.environ, "TERM": "xterm-256color", "WORKBENCH_DATA_DIR": str(data), "COLUMNS": "132", "LINES": "60"}
    if cache is not None:
        env["WORKBENCH_CACHE_DIR"] = str(cache)
    return env


def first_frames(runs: int, arguments: Sequence[str], mark: bytes, empty_cache: bool = False) -> list[float]:
    """Seconds from spawning `workbench ARGUMENTS` to the first frame that shows `mark`, once a run."""
    times = []
    for _ in range(runs):
        with tempfile.TemporaryDirectory() as scratch:
            cache = Path(scratch) / "cache" if empty_cache else None
            terminal = Terminal([sys.executable, "-m", "workbench", *arguments], _environment(cache, Path(scratch) / "data"))
            try:
                times.append(terminal.read_until(mark) - terminal.started)
            finally:
                terminal.close()
    return times


def cold_start(runs: int, empty_cache: bool) -> Figure:
    """Spawn to the library's first frame, with the lexicon cache warm or empty."""
    times = first_frames(runs, [], b"Bundled puzzles", empty_cache)
    label = "empty lexicon cache (built in the background)" if empty_cache else "warm lexicon cache"
    return Figure(f"cold start to first frame, {label}", statistics.median(times), max(times), runs, "< 1000 ms")


def screen_start(puzzle: Path, runs: int) -> Figure:
    """Spawn with a puzzle named on the command line to the first frame of its screen's solver panel."""
    times = first_frames(runs, [str(puzzle)], b"solver: ")
    return Figure(f"cold start to its screen, workbench puzzles/{puzzle.name}", statistics.median(times), max(times),
                  runs, "< 1000 ms")


def lexicon_times(runs: int, language: str = "en") -> list[Figure]:
    """Index build from wordfreq and cached load, each in a fresh interpreter."""
    code = (
        "import sys, time; from workbench import lexicon; t = time.perf_counter(); "
        "lex = lexicon.load(sys.argv[1]); lex.by_pattern; print(time.perf_counter() - t)"
    )
    build, load = [], []
    for _ in range(runs):
        with tempfile.TemporaryDirectory() as scratch:
            env = {**os.environ, "WORKBENCH_CACHE_DIR": scratch}
            for bucket in (build, load):
                out = subprocess.run([sys.executable, "-c", code, language], env=env, capture_output=True, text=True, check=True)
                bucket.append(float(out.stdout))
    return [
        Figure(f"lexicon ({language}) index build from wordfreq, cached to disk", statistics.median(build), max(build), runs),
        Figure(f"lexicon ({language}) cached load", statistics.median(load), max(load), runs),
    ]


def key_repaint(puzzle: Path, keys: Sequence[bytes], ready: bytes) -> Figure:
    """Keypress to the end of its repaint, on a puzzle screen in a real terminal."""
    with tempfile.TemporaryDirectory() as scratch:
        terminal = Terminal([sys.executable, "-m", "workbench", str(puzzle)], _environment(None, Path(scratch)))
        try:
            terminal.read_until(ready)
            time.sleep(SETTLE_SECONDS)
            terminal.quiet()
            times = [terminal.key_to_repaint(key) for key in keys]
        finally:
            terminal.close()
    return Figure(f"keypress to repaint, {puzzle.name}", statistics.median(times), max(times), len(times), "< 50 ms")


def lattice_codeword(size: int = 21) -> dict:
    """A size x size codeword record: blocks where odd rows meet odd columns, numbers 1..26 spread over the cells."""
    grid = [[0 if r % 2 and c % 2 else (r * 7 + c * 3) % 26 + 1 for c in range(size)] for r in range(size)]
    return {"id": f"typing-{size}x{size}", "kind": "codeword", "grid": grid, "given": {}}


def grid_typing(letters: int = 20) -> Figure:
    """Keypress to repaint on a 21x21 codeword: cursor moves and letters given to numbers."""
    import json

    keys = [key for letter in "ABCDEFGHIJKLMNOPQRSTUVWXYZ"[:letters] for key in (b"\x1b[C", letter.lower().encode())]
    with tempfile.TemporaryDirectory() as scratch:
        path = Path(scratch) / "typing-21x21.json"
        path.write_text(json.dumps(lattice_codeword()))
        return key_repaint(path, keys, b"frequency analysis")


def report(figures: list[Figure]) -> str:
    """The figures as a Markdown table."""
    head = ["| what | median | worst | runs | target |", "|---|---|---|---|---|"]
    return "\n".join(head + [f.line() for f in figures])
