"""The base of every puzzle screen: the session, undo and redo, the solver's hands.

Keys typed here become actions through `session.apply`; a solver steps in a worker
thread and its actions come back to the UI thread through the same door.
"""

from __future__ import annotations

import threading
import time
from collections.abc import Callable
from typing import Any, TypeVar

from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding
from textual.notifications import SeverityLevel
from textual.screen import Screen
from textual.widgets import Footer, Header, Static
from textual.worker import Worker, WorkerState, get_current_worker

from screens.help import HELP_TOOLTIP
from screens.solver_panel import SolverPanel
from screens.status_line import StatusLine
from solvers.protocol import Solver, StepReport
from solvers.registry import solvers_for
from workbench.actions import Action, Clear, Pin, Unpin
from workbench.errors import Refused
from workbench.eventually import Eventually
from workbench.journal import Journal
from workbench.library import new_session
from workbench.placement import Placement, load_placement, save_placement
from workbench.puzzle import Puzzle
from workbench.session import Change, Session, SessionView

RUN_SECONDS = 120.0

P = TypeVar("P", bound=Puzzle)


def spans_of(alphabet: str) -> str:
    """The characters as runs of consecutive code points: 'ABCDEFGHIJKLMNOPQRSTUVWXYZÅÄÖ' as 'A-Z Ä Å Ö'."""
    runs: list[list[str]] = []
    for char in sorted(set(alphabet)):
        if runs and ord(char) == ord(runs[-1][-1]) + 1:
            runs[-1].append(char)
        else:
            runs.append([char])
    shown = {" ": "space"}
    return " ".join(f"{run[0]}-{run[-1]}" if len(run) > 2 else " ".join(shown.get(c, c) for c in run) for run in runs)


class PuzzleScreen(Screen):
    """A session on screen; subclasses draw the puzzle and map keys to actions."""

    TYPING_KEYS: tuple[tuple[str, str], ...] = ()
    """Keys handled outside bindings (typed letters), as (keys, what they do), for the help screen."""

    BINDINGS = [
        Binding("f1", "app.help", "Help", id="help", tooltip=HELP_TOOLTIP),
        Binding("ctrl+z", "undo", "Undo", id="undo",
                tooltip="Undo the last change, yours or a solver step's (every change is saved as it happens)"),
        Binding("ctrl+y", "redo", "Redo", id="redo", tooltip="Redo the change last undone"),
        Binding("f5", "step", "Step", id="step",
                tooltip="One step of the chosen solver from the board as it is; the solver panel says what it did"),
        Binding("f6", "run", "Run", id="run", tooltip="Run the chosen solver until it is done, F7 stops it, or two minutes pass"),
        Binding("f7", "stop", "Stop", id="stop", tooltip="Stop the solver; what it has done so far stays, and undoes"),
        Binding("f8", "next_solver", "Solver", id="next-solver", tooltip="Choose the next of this kind's solvers"),
        Binding("f9", "copy", "Copy", id="copy", tooltip="Copy what is solved so far to the clipboard"),
        Binding("escape", "app.library", "Library", id="library",
                tooltip="Back to the library; this session is listed under Recent sessions"),
    ]

    def __init__(self, session: Session, journal: Journal | None = None) -> None:
        """Show a session; every change is saved through `journal` when there is one."""
        super().__init__()
        self.session = session
        self.journal = journal
        self.solver_classes = solvers_for(session.puzzle.kind)
        self.solver_index = 0
        self.solver: Solver | None = None
        self._solver_log_length = -1
        self._solver_worker: Worker | None = None
        self._solver_view: SessionView = session.view()
        self._reset_solver: Solver | None = None  # the one a worker last reset; workers only, under `_stepping`
        self._stepping = threading.Lock()
        self._told_unsaved = False
        self._unsubscribe = session.subscribe(self._on_change)
        self._shown: dict[int, Text | str] = {}
        self._notices: dict[tuple[str, str], float] = {}

    def puzzle_as(self, kind: type[P]) -> P:
        """The session's puzzle, as the kind this screen shows."""
        puzzle = self.session.puzzle
        assert isinstance(puzzle, kind)
        return puzzle

    def compose(self) -> ComposeResult:
        """Header, the kind's own widgets, the status line and the footer."""
        yield Header()
        yield from self.compose_puzzle()
        yield StatusLine()
        yield Footer(compact=True, show_command_palette=False)

    def compose_puzzle(self) -> ComposeResult:
        """The kind's widgets."""
        return iter(())

    def on_mount(self) -> None:
        """Go back to where the session was left; draw it; start what loads slowly in the background."""
        self.sub_title = self.session.puzzle.title
        if self.journal is not None:
            self.restore_placement(load_placement(self.journal.path), self.journal.read_version)
            if self.journal.written_afresh:
                self.note_placement()
        self.redraw()
        if self.solver_classes and self.query(SolverPanel):
            self.query_one(SolverPanel).show_idle(self.solver_name)
        for value in self.slow_values():
            if value.now() is None:
                self.run_worker(value.wait, thread=True, group="loading", exit_on_error=False)

    def slow_values(self) -> tuple[Eventually, ...]:
        """What the screen needs that loads slowly (word lists, language models): drawn once ready."""
        return ()

    def on_worker_state_changed(self, event: Worker.StateChanged) -> None:
        """A slow value arrived: draw again with it; a solver, a generator or a load failed: say so."""
        group = event.worker.group
        if group == "loading" and event.state == WorkerState.SUCCESS:
            self.redraw()
        elif event.state == WorkerState.ERROR:
            failed = {"solver": f"{event.worker.name} failed", "generate": "could not generate a puzzle",
                      "loading": "could not load what this screen needs"}
            if group == "solver":
                self.solver = None
            error = event.worker.error
            self.notify(f"{failed.get(group, 'a background task failed')}: {type(error).__name__}: {error}",
                        title="Error", severity="error")

    def on_unmount(self) -> None:
        """Stop listening, stop the solver (a step still in flight is dropped), close the saved log
        and note where the person left it."""
        self._unsubscribe()
        self.action_stop()
        self.solver = None
        if self.journal is not None:
            self.journal.close()
            self.note_placement()

    def notify(self, message: str, *, title: str = "", severity: SeverityLevel = "information",
               timeout: float | None = None, markup: bool = False) -> None:
        """Show a notice, unless the same one is still showing (a held key repeats; its notice should not).

        Notices are plain text unless asked otherwise: a refused '[' must not read as markup.
        """
        seconds = self.app.NOTIFICATION_TIMEOUT if timeout is None else timeout
        now = time.monotonic()
        if self._notices.get((message, title), 0.0) > now:
            return
        self._notices = {shown: until for shown, until in self._notices.items() if until > now}
        self._notices[(message, title)] = now + seconds
        super().notify(message, title=title, severity=severity, timeout=seconds, markup=markup)

    def refuse_character(self, character: str, alphabet: str) -> None:
        """Tell the person a typed character is not one this puzzle takes, and which ones it does."""
        self.notify(f"{character!r} is not in this puzzle's alphabet ({spans_of(alphabet)})", title="Refused",
                    severity="warning")

    # Where the person left the session

    def note_placement(self) -> None:
        """Note the chosen solver and the cursor beside the session file, when there is one."""
        if self.journal is not None and self.journal.path.exists():
            save_placement(self.journal.path, Placement(self.solver_name, self.cursor_place()))

    def restore_placement(self, placement: Placement, version: int) -> None:
        """Choose the solver and put the cursor where the person left them, when they still fit; a
        cursor saved beside a session file of format `version` is first read in today's terms."""
        names = [solver.name for solver in self.solver_classes]
        if placement.solver in names:
            self.solver_index = names.index(placement.solver)
        if placement.cursor is not None:
            self.place_cursor(self.upgraded_place(placement.cursor, version))

    def cursor_place(self) -> Any:
        """Where the cursor is, as JSON, so the session reopens there (None: the screen has no cursor)."""
        return None

    def upgraded_place(self, place: Any, version: int) -> Any:
        """A cursor saved beside a session file of an older format `version`, in today's terms."""
        return place

    def place_cursor(self, place: Any) -> None:
        """Put the cursor where `cursor_place` said it was; a place that no longer fits is ignored."""

    # Drawing

    def redraw(self) -> None:
        """Bring every widget up to the session's state."""

    def show(self, widget: Static, content: Text | str) -> None:
        """Put content in a widget only when it differs from what it shows (repainting costs more than comparing)."""
        if self._shown.get(id(widget)) != content:
            self._shown[id(widget)] = content
            widget.update(content)

    def copy_text(self) -> str:
        """What F9 copies: the puzzle as solved so far."""
        return ""

    def _on_change(self, change: Change) -> None:
        """The session changed: redraw, say who changed it, and say once if saving stopped."""
        self.redraw()
        for line in self.query(StatusLine):
            line.show_change(change)
        if self.journal is not None and self.journal.failure and not self._told_unsaved:
            self._told_unsaved = True
            self.notify(self.journal.failure, title="Not saved", severity="error", timeout=30)

    # The person's hand

    def act(self, *actions: Action) -> bool:
        """Apply the person's actions as one group; a refusal becomes a notice."""
        try:
            self.session.apply_all(actions)
        except Refused as refusal:
            self.notify(refusal.reason, title="Refused", severity="warning")
            return False
        return True

    def clear_letter(self, symbol: str) -> None:
        """Take a symbol's letter away, or say that it has none."""
        if symbol in self.session.state.letters:
            self.act(Clear(symbol))
        else:
            self.notify(f"{symbol} has no letter to clear", severity="information")

    def toggle_pin(self, symbol: str) -> None:
        """Pin a symbol's letter so solvers keep it, or unpin it."""
        self.act(Unpin(symbol) if symbol in self.session.state.pins else Pin(symbol))

    def generate_and_open(self, what: str, make: Callable[[], Puzzle]) -> None:
        """Make a new puzzle in a worker thread, then open a session of it.

        The worker starts after the next repaint, so the notice shows before the work holds the interpreter.
        """
        self.notify(f"generating {what} ...")
        self.call_after_refresh(self.run_worker, lambda: self.app.call_from_thread(self.open_new, make()),
                                thread=True, group="generate", exit_on_error=False)

    def open_new(self, puzzle: Puzzle) -> None:
        """Open a new session of a puzzle made or typed here; a notice when it cannot be saved."""
        try:
            journal, session = new_session(puzzle)
        except OSError as error:
            self.notify(f"{error.filename or 'the sessions folder'}: {error.strerror or error}",
                        title="Cannot save the session", severity="error")
            return
        self.app.open_session(session, journal)  # type: ignore[attr-defined]

    def action_undo(self) -> None:
        """Undo the newest group: one keystroke or one solver step."""
        if self.session.undo() is None:
            self.notify("nothing to undo", severity="information")

    def action_redo(self) -> None:
        """Redo the newest undone group."""
        if self.session.redo() is None:
            self.notify("nothing to redo", severity="information")

    def action_copy(self) -> None:
        """Copy the puzzle as solved so far."""
        self.app.copy_text(self.copy_text())  # type: ignore[attr-defined]

    # The solver's hand

    @property
    def solver_name(self) -> str:
        """The chosen solver's name."""
        return self.solver_classes[self.solver_index].name if self.solver_classes else "none"

    def action_next_solver(self) -> None:
        """Switch to the kind's next solver."""
        if not self.solver_classes:
            self.notify(f"no solver for {self.session.puzzle.kind} puzzles", severity="warning")
            return
        self.action_stop()
        self.solver_index = (self.solver_index + 1) % len(self.solver_classes)
        self.solver = None
        for panel in self.query(SolverPanel):
            panel.show_idle(self.solver_name, self.solver_classes[self.solver_index].description)
        self.notify(f"solver: {self.solver_name}")

    def _start_solver(self, count: int | None) -> None:
        """Step the solver `count` times (None: until done) in a worker thread.

        A fresh solver is made, with a view of the session as it is now, when anything
        else changed the session since the last step; the first worker to run it resets it.
        """
        if not self.solver_classes:
            self.notify(f"no solver for {self.session.puzzle.kind} puzzles", severity="warning")
            return
        if self.solver is None or self._solver_log_length != len(self.session.log):
            self.solver = self.solver_classes[self.solver_index]()
            self._solver_view = self.session.view()
            self._solver_log_length = len(self.session.log)
        solver, view = self.solver, self._solver_view
        if self._reset_solver is solver and solver.done:
            self._say_done(solver)
            return
        for panel in self.query(SolverPanel):
            panel.show_working(solver.name, "stepping" if count == 1 else "running (F7 stops)")
        self._solver_worker = self.run_worker(lambda: self._steps(solver, view, count), name=solver.name,
                                             group="solver", thread=True, exit_on_error=False)

    def action_step(self) -> None:
        """One solver step, computed in a worker thread."""
        if self._solver_worker is not None and self._solver_worker.is_running:
            self.notify("the solver is running; F7 stops it", severity="warning")
            return
        self._start_solver(1)

    def action_run(self) -> None:
        """Step until done, stopped (F7) or out of time."""
        if self._solver_worker is None or not self._solver_worker.is_running:
            self._start_solver(None)

    def action_stop(self) -> None:
        """Cancel a running solver."""
        if self._solver_worker is not None and self._solver_worker.is_running:
            self._solver_worker.cancel()

    def _steps(self, solver: Solver, view: SessionView, count: int | None) -> None:
        """Worker body: reset from `view` if no worker has yet, then step, handing each report to the UI thread.

        A stopped worker's thread finishes the step it is in, so the lock keeps a new
        worker from stepping the same solver at the same time.
        """
        worker = get_current_worker()
        with self._stepping:
            if self._reset_solver is not solver:
                solver.reset(view)
                self._reset_solver = solver
            deadline = time.monotonic() + RUN_SECONDS
            taken = 0
            while not solver.done and not worker.is_cancelled and time.monotonic() < deadline:
                if count is not None and taken >= count:
                    break
                report = solver.step()
                taken += 1
                if not self.app.call_from_thread(self._take_report, solver, report):
                    return
            if solver.done and count is None:
                self.app.call_from_thread(self.notify, f"{solver.name} finished: {solver.result().status}")
            if taken == 0:
                self.app.call_from_thread(self._say_done if solver.done else self._say_stopped, solver)

    def _say_stopped(self, solver: Solver) -> None:
        """A run stopped before its first step: the panel goes back to saying what the keys do."""
        for panel in self.query(SolverPanel):
            panel.show_idle(solver.name)

    def _say_done(self, solver: Solver) -> None:
        """A solver with no step left: say so, and how to go on."""
        for panel in self.query(SolverPanel):
            panel.show_working(solver.name, "done")
        self.notify(f"{solver.name} has no step left; change the board to start it again, or F8 for another solver")

    def _take_report(self, solver: Solver, report: StepReport) -> bool:
        """Apply a step's actions as one group and show its trace; False to stop."""
        if solver is not self.solver:
            return False
        if self._solver_log_length != len(self.session.log):
            self.solver = None
            self.notify(f"{solver.name}: the puzzle changed during its step; it will start again from here",
                        severity="warning")
            return False
        for panel in self.query(SolverPanel):
            panel.show_report(solver.name, report)
        if report.actions:
            try:
                self.session.apply_all(report.actions, solver.source(report.step))
            except Refused as refusal:
                self.solver = None
                self.notify(f"{solver.name}: {refusal.reason}; it will start again from here", severity="warning")
                return False
        self._solver_log_length = len(self.session.log)
        self.on_solver_step(report)
        return True

    def on_solver_step(self, report: StepReport) -> None:
        """A hook for screens that show more of a step (a plot, a domain table)."""
