"""The protocol every solver follows: reset on a view, then step until done.

A step is the solver's own unit of work (an e-graph rewrite round, a GA generation, a
propagation to fixpoint or one branch decision, the revision of one regex line). Each
returns the actions to apply through the session's one door and a trace for the
debugger panel.
"""

from __future__ import annotations

import time
from abc import ABC, abstractmethod
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from typing import Any, ClassVar, Literal

from workbench.actions import Action, Source
from workbench.session import SessionView

Status = Literal["solved", "partial", "failed"]


@dataclass(frozen=True)
class Trace:
    """What a step did, for the debugger panel: a headline and detail lines."""

    headline: str
    lines: tuple[str, ...] = ()
    data: Mapping[str, Any] = field(default_factory=dict)


@dataclass(frozen=True)
class StepReport:
    """One step's result: the actions to apply and the trace."""

    step: int
    actions: tuple[Action, ...]
    trace: Trace
    done: bool


@dataclass(frozen=True)
class Candidate:
    """One ranked answer, shaped like the kind's solution."""

    answer: Mapping[str, Any]
    score: float
    explanation: str = ""


@dataclass(frozen=True)
class SolveResult:
    """What a solver found: its best answer, the ranked candidates, and its step count."""

    status: Status
    answer: Mapping[str, Any] | None
    candidates: tuple[Candidate, ...] = ()
    steps: int = 0
    note: str = ""


@dataclass(frozen=True)
class Budget:
    """How long a run may go on: seconds, steps, and a cancellation check."""

    seconds: float = 10.0
    steps: int | None = None
    cancelled: Callable[[], bool] = lambda: False


class Solver(ABC):
    """A steppable solver; subclasses name themselves and their kind."""

    name: ClassVar[str] = ""
    kind: ClassVar[str] = ""
    description: ClassVar[str] = ""

    @abstractmethod
    def reset(self, view: SessionView) -> None:
        """Start over from a view of the session, honouring its pinned letters."""

    @abstractmethod
    def step(self) -> StepReport:
        """Do one unit of work."""

    @property
    @abstractmethod
    def done(self) -> bool:
        """True when more steps would change nothing."""

    @abstractmethod
    def result(self) -> SolveResult:
        """The best answer so far."""

    def source(self, step: int) -> Source:
        """The source stamped on this solver's actions at a step."""
        return Source(self.name, step)

    def run(self, budget: Budget = Budget()) -> SolveResult:
        """Step until done, out of time or steps, or cancelled; then the result."""
        deadline = time.monotonic() + budget.seconds
        taken = 0
        while not self.done and time.monotonic() < deadline and not budget.cancelled():
            if budget.steps is not None and taken >= budget.steps:
                break
            self.step()
            taken += 1
        return self.result()
