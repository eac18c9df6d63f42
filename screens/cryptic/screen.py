"""The cryptic screen: select clue words, mark them, type the answer, step the e-graph.

Glossary:
    selection  the span of clue words the person is working on (lit on the clue line).
    candidate  one of the solver's ranked answers; the selected one's clue tree is shown.
    short      a terminal too low for every box: the key hint and the legend go, the solver
               panel shrinks, and the e-graph inspector folds behind g.
    narrow     a terminal too narrow for the wide candidates box: it shrinks to its lines.
    toggled    g was pressed an odd number of times: the inspector is folded away on a tall
               terminal, and shown in place of the clue tree and candidates on a short one.
"""

from __future__ import annotations

from typing import Any

from rich.text import Text
from textual import events
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal, Vertical
from textual.widgets import Input, Static

from screens.cryptic.choice import ChoiceScreen
from screens.cryptic.clue_line import ClueLine, clue_text, legend
from screens.cryptic.marks import Premises, marks_tree, premises
from screens.puzzle_screen import PuzzleScreen
from screens.solver_panel import SolverPanel
from solvers.cryptic.extract import Solution
from solvers.cryptic.inspect import class_lines
from solvers.cryptic.solver import EGraphSolver
from solvers.cryptic.suggest import operations_for, readings_for
from solvers.protocol import StepReport
from workbench.actions import ApplyIndicator, Assign, ChooseReading, MarkDefinition, Retract, Span
from workbench.models.cryptic import OPERATIONS, SWAPS, CrypticClue, letters_of
from workbench.placement import int_pair

FODDER_CHOICES = 4
OPERATION_WIDTH = max(map(len, OPERATIONS)) + 1
SHORT_ROWS = 40
NARROW_COLUMNS = 100
KEYS_HINT = ("←/→ word · shift+←/→ widen · d definition · i indicator · s synonym · x retract · "
             "a answer · ↑/↓ candidate · [/] e-graph round · F5 step · F6 run")
SHORT_HINT = "d definition · i indicator · s synonym · x retract · a answer · F1 keys"


class CrypticScreen(PuzzleScreen):
    """Work a cryptic clue with the e-graph solver."""

    AUTO_FOCUS = "#cryptic-clue"
    TYPING_KEYS = (("a, then letters and Enter", "type the answer (checked against the enumeration)"),)

    BINDINGS = [
        Binding("left", "move(-1)", "Word left", id="cryptic-left", show=False),
        Binding("right", "move(1)", "Word right", id="cryptic-right", show=False),
        Binding("shift+left", "widen(-1)", "Widen left", id="cryptic-widen-left", show=False),
        Binding("shift+right", "widen(1)", "Widen right", id="cryptic-widen-right", show=False),
        Binding("d", "definition", "Definition", id="cryptic-definition",
                tooltip="Mark the selected words as the definition (again to unmark)"),
        Binding("i", "indicator", "Indicator", id="cryptic-indicator",
                tooltip="Mark the selected words as an indicator and choose what it does to which words"),
        Binding("s", "synonym", "Synonym", id="cryptic-synonym",
                tooltip="Choose a synonym or abbreviation for the selected words from a list"),
        Binding("x", "retract", "Retract", id="cryptic-retract", tooltip="Take back the marks on the selected words"),
        Binding("a", "answer", "Answer", id="cryptic-answer", show=False,
                tooltip="Type an answer; Enter checks it against the enumeration"),
        Binding("g", "toggle_graph", "E-graph", id="cryptic-toggle-graph", show=False,
                tooltip="Fold the e-graph inspector away or back (on a low terminal it shows in place of the tree)"),
        Binding("left_square_bracket", "page_round(-1)", "Earlier round", id="cryptic-round-back", show=False),
        Binding("right_square_bracket", "page_round(1)", "Later round", id="cryptic-round-on", show=False),
        Binding("up", "candidate(-1)", "Candidate up", id="cryptic-candidate-up", show=False),
        Binding("down", "candidate(1)", "Candidate down", id="cryptic-candidate-down", show=False),
    ]

    DEFAULT_CSS = """
    CrypticScreen #cryptic-clue { border: round $accent; padding: 0 1; height: auto; }
    CrypticScreen #cryptic-legend { padding: 0 1; height: 1; }
    CrypticScreen #cryptic-answer-row { height: 3; }
    CrypticScreen #cryptic-cells { width: auto; padding: 0 1; border: round $primary; height: 3; }
    CrypticScreen #cryptic-answer-input { width: 40; }
    CrypticScreen #cryptic-middle { height: 1fr; }
    CrypticScreen #cryptic-tree { width: 1fr; height: 100%; border: round $primary; padding: 0 1; }
    CrypticScreen #cryptic-candidates { width: 48; height: 100%; border: round $primary; padding: 0 1; }
    CrypticScreen #cryptic-graph { height: 1fr; max-height: 20; border: round $primary; padding: 0 1; overflow-y: auto; }
    CrypticScreen #cryptic-hint { color: $accent; padding: 0 1; height: auto; }
    CrypticScreen.-toggled #cryptic-graph { display: none; }
    CrypticScreen.-short #cryptic-hint, CrypticScreen.-short #cryptic-legend { display: none; }
    CrypticScreen.-short SolverPanel { max-height: 5; }
    CrypticScreen.-short #cryptic-graph { display: none; max-height: 100%; }
    CrypticScreen.-short.-toggled #cryptic-graph { display: block; }
    CrypticScreen.-short.-toggled #cryptic-middle { display: none; }
    CrypticScreen.-narrow #cryptic-candidates { width: 33; }
    """

    def __init__(self, *args, **kwargs) -> None:
        super().__init__(*args, **kwargs)
        self.selected: Span = (0, 0)
        self.solutions: list[Solution] = []
        self.candidate = 0
        self.rounds: list[tuple[str, list[str]]] = []
        self.shown_round = 0
        self.read_for: Premises | None = None

    @property
    def clue(self) -> CrypticClue:
        """The session's clue."""
        return self.puzzle_as(CrypticClue)

    def compose_puzzle(self) -> ComposeResult:
        """Clue, answer, tree and candidates, e-graph inspector, solver panel."""
        with Vertical():
            yield ClueLine(id="cryptic-clue")
            yield Static(legend(), id="cryptic-legend")
            with Horizontal(id="cryptic-answer-row"):
                yield Static(id="cryptic-cells")
                yield Input(placeholder="a: type the answer, Enter", id="cryptic-answer-input")
            with Horizontal(id="cryptic-middle"):
                yield Static(id="cryptic-tree")
                yield Static(id="cryptic-candidates")
            yield Static(id="cryptic-graph")
            yield Static(Text(KEYS_HINT), id="cryptic-hint")
            yield SolverPanel()

    # Drawing

    def cursor_place(self) -> list[int]:
        """The selected words, first and last."""
        return list(self.selected)

    def upgraded_place(self, place: Any, version: int) -> Any:
        """A selection as it was saved beside a session file of format `version`, in today's words."""
        span = int_pair(place)
        return place if span is None else list(self.clue.upgraded_span(span, version))

    def place_cursor(self, place: Any) -> None:
        """Back to a selection of words this clue has."""
        span = int_pair(place)
        if span is not None and 0 <= span[0] <= span[1] < len(self.clue.words):
            self.selected = span

    def on_resize(self, event: events.Resize) -> None:
        """Fit the boxes to the terminal: fold and shrink on a low one, narrow the candidates on a narrow one."""
        self.set_class(event.size.height < SHORT_ROWS, "-short")
        self.set_class(event.size.width < NARROW_COLUMNS, "-narrow")
        self.label_folds()

    def action_toggle_graph(self) -> None:
        """Fold the e-graph inspector away or back (a low terminal shows it instead of the tree)."""
        self.toggle_class("-toggled")
        self.label_folds()

    def label_folds(self) -> None:
        """On a low terminal, the key hint goes under the clue, and g under the boxes it swaps."""
        short = self.has_class("-short")
        self.query_one("#cryptic-clue", Static).border_subtitle = SHORT_HINT if short else ""
        self.query_one("#cryptic-tree", Static).border_subtitle = "g: e-graph" if short else ""
        self.query_one("#cryptic-graph", Static).border_subtitle = "g: clue tree" if short else ""

    def redraw(self) -> None:
        """Bring every widget up to the session's state; a reading of other marks or letters is dropped."""
        if self.read_for is not None and premises(self.session.state) != self.read_for:
            self.read_for = None
            self.solutions, self.rounds, self.candidate, self.shown_round = [], [], 0, 0
        clue_box = self.query_one("#cryptic-clue", Static)
        clue_box.border_title = f"clue · selected: {self.clue.span_text(self.selected)!r}"
        clue_box.update(clue_text(self.clue, self.selected, self.session.state.annotations))
        self.query_one("#cryptic-cells", Static).update(self.cells_text())
        self.draw_candidates()

    def cells_text(self) -> Text:
        """The answer so far, one cell a letter, with the enumeration's breaks."""
        shaped = self.clue.answer(self.session.state)["answer"]
        return Text(" ".join("/" if ch == " " else ch for ch in shaped), style="bold")

    def draw_candidates(self) -> None:
        """The ranked candidates, the selected one's clue tree, and the e-graph by rounds."""
        candidates = self.query_one("#cryptic-candidates", Static)
        rows = candidates.content_region.height or len(self.solutions[:10])
        first = max(0, self.candidate - rows + 1)
        listing = Text()
        for index, solution in enumerate(self.solutions[:10]):
            if first <= index < first + rows:
                line = f"{index + 1:>2}. {self.clue.shaped(solution.answer):<16} {solution.weight:6.1%}\n"
                listing.append(line, style="reverse" if index == self.candidate else "")
        candidates.border_title = "candidates · share"
        candidates.update(listing or Text("F5 steps the e-graph a round; F6 runs it", style="italic"))
        tree = self.query_one("#cryptic-tree", Static)
        tree.border_title = "clue tree"
        if self.solutions:
            chosen = self.solutions[self.candidate]
            tree.update(Text("\n".join(chosen.tree) + "\n\n" + chosen.explanation))
        else:
            tree.update(marks_tree(self.clue, self.session.state))
        graph = self.query_one("#cryptic-graph", Static)
        if not self.rounds:
            graph.border_title = "e-graph: classes and readings"
            graph.update("")
            return
        headline, lines = self.rounds[self.shown_round]
        graph.border_title = f"e-graph after round {self.shown_round + 1} of {len(self.rounds)} (the bracket keys page rounds)"
        graph.update(Text("\n".join([headline, ""] + lines)))

    def copy_text(self) -> str:
        """The clue, the answer so far and the best explanation."""
        answer = self.clue.answer(self.session.state)["answer"]
        why = f"\n{self.solutions[self.candidate].explanation}" if self.solutions else ""
        return f"{self.clue.title}\nAnswer: {answer}{why}"

    def on_solver_step(self, report: StepReport) -> None:
        """Keep the round's report, the classes and the ranked candidates."""
        if report.step == 1:
            self.rounds = []
        graph = report.trace.data.get("graph")
        if isinstance(self.solver, EGraphSolver) and graph is not None:
            self.read_for = premises(self.solver.view.state)
            self.rounds.append((report.trace.headline, class_lines(graph, self.solver.context)))
            self.shown_round = len(self.rounds) - 1
            self.solutions = list(self.solver.found)
            self.candidate = 0
            if report.done and not self.solutions:
                self.notify("\n".join(report.trace.lines), title="No answer", severity="warning")
        self.draw_candidates()

    # The person's hand

    def action_move(self, step: int) -> None:
        """Select the word to the left or right."""
        at = max(0, min(len(self.clue.words) - 1, self.selected[0] + step))
        self.selected = (at, at)
        self.redraw()

    def action_widen(self, step: int) -> None:
        """Widen (or narrow) the selection at its right end."""
        last = max(self.selected[0], min(len(self.clue.words) - 1, self.selected[1] + step))
        self.selected = (self.selected[0], last)
        self.redraw()

    def action_definition(self) -> None:
        """Mark the selection as the definition."""
        self.act(MarkDefinition(self.selected))

    def action_indicator(self) -> None:
        """Choose an operation for the selection, read as an indicator (what the lists know it for
        first), then its fodder."""
        options = [(operation, f"{operation:<{OPERATION_WIDTH}} known for these words" if known else operation)
                   for operation, known in operations_for(self.clue, self.selected)]
        title = f"'{self.clue.span_text(self.selected)}' indicates ..."
        span = self.selected
        self.app.push_screen(ChoiceScreen(title, options),
                             lambda operation: operation and self.choose_fodder(span, operation))

    def choose_fodder(self, span: Span, operation: str) -> None:
        """Choose the words the indicator works on, or leave them to the solver (always, for a swap's
        three parts)."""
        if operation in SWAPS:
            self.act(ApplyIndicator(span, operation, None))
            return
        words = self.clue.words
        options = [("any", "the words next to it (let the solver find them)")]
        for length in range(1, FODDER_CHOICES + 1):
            if span[0] - length >= 0:
                options.append((f"{span[0] - length}:{span[0] - 1}", self.clue.span_text((span[0] - length, span[0] - 1))))
            if span[1] + length < len(words):
                options.append((f"{span[1] + 1}:{span[1] + length}", self.clue.span_text((span[1] + 1, span[1] + length))))

        def chosen(fodder: str | None) -> None:
            """Apply the indicator with the chosen fodder."""
            if fodder is not None:
                first, _, last = fodder.partition(":")
                self.act(ApplyIndicator(span, operation, None if fodder == "any" else (int(first), int(last))))

        self.app.push_screen(ChoiceScreen(f"{operation} of ...", options), chosen)

    def action_synonym(self) -> None:
        """Choose a reading (synonym or abbreviation) for the selection."""
        span = self.selected
        found = readings_for(self.clue, span)
        if not found:
            self.notify(f"no synonym or abbreviation known for '{self.clue.span_text(span)}'", severity="information")
            return
        options = [(reading, f"{reading:<16} {source}") for reading, source in found]
        self.app.push_screen(ChoiceScreen(f"read '{self.clue.span_text(span)}' as ...", options),
                             lambda reading: reading and self.act(ChooseReading(span, reading)))

    def action_retract(self) -> None:
        """Withdraw the mark on the selection."""
        self.act(Retract(self.selected))

    def action_answer(self) -> None:
        """Put the cursor in the answer box."""
        self.query_one("#cryptic-answer-input", Input).focus()

    def on_input_submitted(self, event: Input.Submitted) -> None:
        """Fill the typed answer in, when it fits the enumeration."""
        problem = self.clue.typed_problem(event.value)
        if problem is not None:
            self.notify(problem, title="Refused", severity="warning")
            return
        letters = letters_of(event.value)
        if self.act(*(Assign(str(i), letter) for i, letter in enumerate(letters, start=1))):
            event.input.value = ""
            self.query_one(ClueLine).focus()

    def action_page_round(self, step: int) -> None:
        """Show the e-graph as it stood after an earlier or a later round."""
        if self.rounds:
            self.shown_round = max(0, min(len(self.rounds) - 1, self.shown_round + step))
            self.draw_candidates()

    def action_candidate(self, step: int) -> None:
        """Select another candidate to see its clue tree."""
        if self.solutions:
            self.candidate = max(0, min(len(self.solutions[:10]) - 1, self.candidate + step))
            self.draw_candidates()
