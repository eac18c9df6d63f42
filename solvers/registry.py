"""Which solvers each kind has: `solvers.<kind>` lists them in `SOLVERS`, best first."""

from __future__ import annotations

import importlib
from types import ModuleType

from solvers.protocol import Solver


def kind_package(kind: str) -> ModuleType | None:
    """The solver package of a kind, or None when it has none."""
    try:
        return importlib.import_module(f"solvers.{kind}")
    except ModuleNotFoundError as error:
        if error.name in (f"solvers.{kind}", "solvers"):
            return None
        raise


def solvers_for(kind: str) -> tuple[type[Solver], ...]:
    """The solver classes of a kind, best first (empty when it has none)."""
    package = kind_package(kind)
    return tuple(getattr(package, "SOLVERS", ())) if package else ()


def solver_named(kind: str, name: str) -> type[Solver]:
    """A kind's solver by name; KeyError listing the names when there is none."""
    found = {solver.name: solver for solver in solvers_for(kind)}
    if name not in found:
        raise KeyError(f"no solver {name!r} for {kind} (have: {', '.join(found) or 'none'})")
    return found[name]
