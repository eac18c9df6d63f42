"""A scoring report, not a solver: splits a `workbench bench --details` file of codewords into
Monday-Wednesday and Thursday-Sunday grids by the weekday the benchmark's `source` field
records (no solver ever sees that field; this reads it only to group the scores).

    python -m solvers.codeword.weekday_split BENCH.jsonl DETAILS.jsonl
"""

from __future__ import annotations

import json
import statistics
import sys
from collections import defaultdict
from collections.abc import Sequence

EARLY_WEEK = ("Monday", "Tuesday", "Wednesday")


def weekday_groups(bench_path: str) -> dict[str, str]:
    """Each puzzle id's group: Mon-Wed, Thu-Sun, or 'no weekday' when the source names none."""
    groups = {}
    with open(bench_path, encoding="utf-8") as lines:
        for line in lines:
            record = json.loads(line)
            day = (record.get("source") or {}).get("dow")
            groups[record["id"]] = "no weekday" if not day else "Mon-Wed" if day in EARLY_WEEK else "Thu-Sun"
    return groups


def main(argv: Sequence[str] | None = None) -> int:
    """Print a Markdown table: solver, weekdays, count, solved %, letters %, median seconds."""
    bench_path, details_path = (argv if argv is not None else sys.argv[1:])[:2]
    groups = weekday_groups(bench_path)
    rows = defaultdict(list)
    with open(details_path, encoding="utf-8") as lines:
        for line in lines:
            result = json.loads(line)
            for group in (groups[result["id"]], "all"):
                rows[(result["solver"], group)].append(result)
    print("| solver | weekdays | n | solved % | letters % | median s |\n|---|---|---|---|---|---|")
    for (solver, group), found in sorted(rows.items()):
        solved = 100 * sum(r["score"]["exact"] for r in found) / len(found)
        letters = 100 * statistics.fmean(r["score"]["letters"] for r in found)
        median = statistics.median(r["seconds"] for r in found)
        print(f"| {solver} | {group} | {len(found)} | {solved:.1f} | {letters:.1f} | {median:.3f} |")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
