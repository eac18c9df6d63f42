"""The benchmark table: scored outcomes grouped by kind, set and solver."""

from __future__ import annotations

import statistics
from collections import defaultdict
from collections.abc import Callable, Iterable
from dataclasses import dataclass

from workbench.scoring import Score


@dataclass(frozen=True)
class Scored:
    """One solver's result on one puzzle, with its score and wall time."""

    kind: str
    group: str
    solver: str
    seconds: float
    score: Score | None
    steps: int = 0
    scored: bool = True
    """False when the puzzle has no solution to score against: it counts for time only."""


@dataclass(frozen=True)
class Row:
    """One line of the table."""

    kind: str
    group: str
    solver: str
    count: int
    solved: float | None
    letters: float | None
    top3: float | None
    top10: float | None
    median: float
    p95: float
    unscored: int = 0


def percentile(values: list[float], share: float) -> float:
    """The nearest-rank percentile of a non-empty list."""
    ordered = sorted(values)
    index = max(0, min(len(ordered) - 1, round(share * len(ordered) + 0.5) - 1))
    return ordered[index]


def rows(results: Iterable[Scored]) -> list[Row]:
    """Summarise results into rows, one per kind, group and solver, plus an 'all' row per kind."""
    buckets: dict[tuple[str, str, str], list[Scored]] = defaultdict(list)
    for result in results:
        buckets[(result.kind, result.group, result.solver)].append(result)
        buckets[(result.kind, "(all)", result.solver)].append(result)
    return [_row(key, found) for key, found in sorted(buckets.items(), key=_order)]


def _order(item: tuple[tuple[str, str, str], list[Scored]]) -> tuple:
    """Kinds together, 'all' last within a kind."""
    (kind, group, solver), _ = item
    return (kind, group == "(all)", group, solver)


def _row(key: tuple[str, str, str], found: list[Scored]) -> Row:
    """Aggregate one bucket: shares over the puzzles that have a solution, times over all."""
    scores = [r.score for r in found if r.scored]
    count = len(scores)
    letters = [s.letters for s in scores if s is not None and s.letters is not None]
    ranked = any(s is not None and s.rank is not None for s in scores)
    times = [r.seconds for r in found]

    def share(hit: Callable[[Score], bool]) -> float | None:
        """The share of scored puzzles whose score passes `hit`, None when none was scored."""
        return sum(bool(s and hit(s)) for s in scores) / count if count else None

    return Row(
        *key, count,
        solved=share(lambda s: s.exact),
        letters=statistics.fmean(letters) if letters else None,
        top3=share(lambda s: bool(s.rank and s.rank <= 3)) if ranked else None,
        top10=share(lambda s: bool(s.rank and s.rank <= 10)) if ranked else None,
        median=statistics.median(times),
        p95=percentile(times, 0.95),
        unscored=len(found) - count,
    )


HEADERS = ("kind", "set", "solver", "n", "solved %", "letters %", "top-3 %", "top-10 %", "median s", "p95 s")


def cells(row: Row) -> tuple[str, ...]:
    """A row as table cells."""
    def share(value: float | None) -> str:
        """A share as a percentage, '-' when there is none."""
        return "-" if value is None else f"{100 * value:.1f}"

    return (
        row.kind, row.group, row.solver, f"{row.count} (+{row.unscored} unscored)" if row.unscored else str(row.count),
        share(row.solved), share(row.letters),
        share(row.top3), share(row.top10), f"{row.median:.3f}", f"{row.p95:.3f}",
    )


def render(table: list[Row], markdown: bool = False) -> str:
    """The table as aligned text, or as a Markdown table."""
    lines = [HEADERS, *(cells(r) for r in table)]
    if markdown:
        out = ["| " + " | ".join(HEADERS) + " |", "|" + "---|" * len(HEADERS)]
        out += ["| " + " | ".join(line) + " |" for line in lines[1:]]
        return "\n".join(out)
    widths = [max(len(line[i]) for line in lines) for i in range(len(HEADERS))]
    return "\n".join("  ".join(c.ljust(w) for c, w in zip(line, widths)).rstrip() for line in lines)
