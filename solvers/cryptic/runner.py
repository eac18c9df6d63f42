"""The runner: applies every rule in rounds, rebuilds, and reports each round.

A round searches all rules against the graph as it stands, adds what they propose,
unions each new node into its target class, then rebuilds (congruence and readings).
It stops when a round adds nothing (saturated), or at a node, round or time limit. The
last GRACE seconds of the time limit are kept for the last rule (the splits, which make
answers): a round cut short by time still lets it read what the graph holds, so a long
clue ends with its best answers so far, and within its time.
"""

from __future__ import annotations

import time
from collections import Counter
from dataclasses import dataclass, field

from solvers.cryptic.context import ClueContext
from solvers.cryptic.egraph import EGraph
from solvers.cryptic.rules import ROOT, RULES, Rule

GRACE = 0.5


@dataclass(frozen=True)
class Limits:
    """How big and how long a run may get (its rounds' time short of 5 s, so that the whole solve,
    a last node's overrun, the answers' extraction and ranking included, stays within it)."""

    nodes: int = 30_000
    rounds: int = 8
    seconds: float = 4.5


@dataclass(frozen=True)
class RoundReport:
    """What one round did: graph size after it, rules fired, and why the run stopped."""

    round: int
    nodes: int
    classes: int
    readings: int
    fired: dict[str, int] = field(default_factory=dict)
    seconds: float = 0.0
    stopped: str | None = None

    def headline(self) -> str:
        """The round in one line."""
        fired = ", ".join(f"{name} {count}" for name, count in self.fired.items() if count) or "nothing new"
        tail = f"; stopped: {self.stopped}" if self.stopped else ""
        return (f"round {self.round}: {self.nodes} nodes, {self.classes} classes, "
                f"{self.readings} readings; fired {fired}{tail}")


class Runner:
    """Runs rules over one clue's e-graph a round at a time."""

    def __init__(self, graph: EGraph, context: ClueContext, rules: tuple[Rule, ...] = RULES,
                 limits: Limits = Limits()) -> None:
        self.graph = graph
        self.context = context
        self.rules = rules
        self.limits = limits
        self.reports: list[RoundReport] = []
        self.spent = 0.0
        self.began = time.monotonic()
        self.root = graph.add(ROOT)

    @property
    def stopped(self) -> str | None:
        """Why the run stopped, or None while it can go on."""
        return self.reports[-1].stopped if self.reports else None

    @property
    def deadline(self) -> float:
        """When the current round must stop: the run's time limit counts only time spent in rounds."""
        return self.began + self.limits.seconds - self.spent

    def apply(self, rule: Rule, fired: Counter[str], deadline: float) -> str | None:
        """Add and union what one rule proposes, then rebuild; why it stopped early, if it did."""
        stopped = None
        for node, target in list(rule.search(self.graph, self.context)):
            if self.graph.lookup(node) is not None:
                continue
            added = self.graph.add(node)
            fired[rule.name] += 1
            if target is not None:
                self.graph.union(self.graph.add(target), added)
            if self.graph.node_count >= self.limits.nodes:
                stopped = "node limit"
                break
            if time.monotonic() > deadline:
                stopped = "time limit"
                break
        if not self.graph.rebuild(deadline):
            stopped = stopped or "time limit"
        return stopped

    def round(self) -> RoundReport:
        """Run every rule once, add and union what they propose, rebuild; report."""
        self.began = time.monotonic()
        fired: Counter[str] = Counter()
        stopped = None
        deadline = self.deadline
        for rule in self.rules:
            stopped = self.apply(rule, fired, deadline - GRACE)
            if stopped:
                break
        if stopped == "time limit" and self.rules:
            self.apply(self.rules[-1], fired, deadline)
        number = len(self.reports) + 1
        if stopped is None and not fired:
            stopped = "saturated"
        if stopped is None and number >= self.limits.rounds:
            stopped = "round limit"
        report = RoundReport(number, self.graph.node_count, len(self.graph.classes), self.graph.reading_count,
                             dict(fired), time.monotonic() - self.began, stopped)
        self.spent += report.seconds
        self.reports.append(report)
        return report
