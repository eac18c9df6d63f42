"""Pure Python solvers, each steppable; one package per puzzle kind, listing `SOLVERS`."""
