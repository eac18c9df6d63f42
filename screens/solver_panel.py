"""The solver panel: which solver, its step count, and the trace of its last step."""

from __future__ import annotations

from rich.text import Text
from textual.widgets import Static

from solvers.protocol import StepReport


class SolverPanel(Static):
    """Shows the last step's trace, for single-step debugging."""

    DEFAULT_CSS = """
    SolverPanel { border: round $primary; padding: 0 1; height: auto; max-height: 16; overflow-y: auto; }
    """

    def show_idle(self, solver: str, note: str = "") -> None:
        """No step yet: name the solver and the keys."""
        self.border_title = f"solver: {solver}"
        self.update(note or "F5 step · F6 run · F7 stop · F8 next solver")

    def show_working(self, solver: str, doing: str) -> None:
        """Say the solver is at work, before its first report arrives."""
        self.border_title = f"solver: {solver} — {doing}"

    def show_report(self, solver: str, report: StepReport) -> None:
        """Show one step's trace."""
        self.border_title = f"solver: {solver} — step {report.step}{' (done)' if report.done else ''}"
        text = Text(report.trace.headline, style="bold")
        for line in report.trace.lines:
            text.append("\n" + line)
        self.update(text)
