"""The e-graph as the person inspects it: each span's class, its parses and its readings."""

from __future__ import annotations

from solvers.cryptic.context import ClueContext
from solvers.cryptic.egraph import EGraph

SHOWN_READINGS = 6


def class_lines(graph: EGraph, context: ClueContext) -> list[str]:
    """One line per span class that has readings: words, node count, strongest readings."""
    lines = []
    for eclass in graph:
        anchors = [n.data for n in eclass.nodes if n.op == "words"]
        if not anchors or not eclass.readings:
            continue
        span = anchors[0]
        ranked = sorted(eclass.readings.items(), key=lambda item: (-item[1].weight, item[0]))[:SHOWN_READINGS]
        readings = " ".join(r if r.isupper() else f"({r})" for r, _ in ranked)
        lines.append((span, f"e{eclass.id:<4} {context.phrase(span)!r:<28.28} {len(eclass.nodes):>3} nodes "
                            f"{len(eclass.readings):>4} readings: {readings}"))
    return [line for _, line in sorted(lines)]
